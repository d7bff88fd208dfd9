import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, type StaffGlasses } from '@onepair/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Form, FormRootMessage, FormSubmitButton, FormTextField } from '@/components/form/form';
import { LabelledField } from '@/components/form/labelled-field';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/i18n';
import { fieldErrors, formError } from '@/lib/api-errors';
import { useCharacterLimitHint } from '@/lib/character-limit';
import { showServerErrors } from '@/lib/forms';

import { staffCatalogueTexts } from '../texts';

export interface ItemFormValues {
  name: string;
  description: string;
  color: string;
  size: string;
  prescription_range_lower: string;
  prescription_range_upper: string;
  initial_stock: string;
  image: FileList | null;
}

export interface ItemFormProps {
  /** The item being edited; a new item when absent (the form then asks for its first stock). */
  item?: StaffGlasses;
  /** Sends the form; a rejected promise's reply is shown on the fields it names. */
  onSave: (form: FormData) => Promise<unknown>;
  onCancel?: () => void;
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function initialValues(item: StaffGlasses | undefined): ItemFormValues {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    color: item?.color ?? '',
    size: text(item?.size),
    prescription_range_lower: text(item?.prescription_range_lower),
    prescription_range_upper: text(item?.prescription_range_upper),
    initial_stock: '',
    image: null,
  };
}

/**
 * The values as a multipart form. An edit sends every field, so an emptied one is cleared (the
 * server reads an empty number as none); a new item leaves empty ones out.
 */
function toFormData(values: ItemFormValues, editing: boolean): FormData {
  const form = new FormData();
  const fields = ['name', 'description', 'color', 'size', 'prescription_range_lower', 'prescription_range_upper'] as const;
  for (const field of fields) {
    const value = field === 'name' || field === 'color' ? values[field].trim() : values[field];
    if (editing || value !== '') form.append(field, value);
  }
  if (!editing && values.initial_stock !== '') form.append('initial_stock', values.initial_stock);
  const file = values.image?.[0];
  if (file) form.append('image', file);
  return form;
}

/** The reply's words that no field of this form can show: they go above the buttons. */
function otherMessages(error: unknown, values: ItemFormValues): string | undefined {
  const unshown = Object.entries(fieldErrors(error))
    .filter(([field]) => !(field in values))
    .flatMap(([, messages]) => messages);
  const all = [formError(error), ...unshown].filter(Boolean);
  return all.length ? all.join(' ') : undefined;
}

/**
 * Adds or edits an item: its fields, and an image chosen from the device with a preview. The
 * image's type is judged by the server from its bytes; this form only checks its size first, so
 * a large file is refused before it is sent. What the server refuses shows under its field.
 */
export function ItemForm({ item, onSave, onCancel }: ItemFormProps) {
  const t = useTexts(staffCatalogueTexts);
  const characterLimitHint = useCharacterLimitHint();
  const editing = item !== undefined;
  const form = useForm<ItemFormValues>({ defaultValues: initialValues(item) });
  const chosen = form.watch('image');
  const [preview, setPreview] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    const file = chosen?.[0];
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);

  async function submit(values: ItemFormValues) {
    setSaved(false);
    try {
      await onSave(toFormData(values, editing));
      if (editing) {
        setSaved(true);
        form.reset({ ...values, image: null });
      }
    } catch (error) {
      showServerErrors(form, error, (failure) => otherMessages(failure, values));
    }
  }

  const imageError = form.formState.errors.image?.message;
  const descriptionError = form.formState.errors.description?.message;

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <FormTextField
        name="name"
        label={t('fieldName')}
        required
        options={{ validate: (v: string) => v.trim() !== '' || t('nameRequired') }}
        maxLength={200}
      />
      <LabelledField label={t('fieldDescription')} error={descriptionError} hint={characterLimitHint(5000)}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={5000}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
            {...form.register('description')}
          />
        )}
      </LabelledField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormTextField name="color" label={t('fieldColour')} maxLength={50} />
        <FormTextField name="size" label={t('fieldSize')} type="number" inputMode="decimal" min={0} max={1000} step="any" />
        <FormTextField name="prescription_range_lower" label={t('fieldLower')} type="number" min={-30} max={30} step={0.25} />
        <FormTextField name="prescription_range_upper" label={t('fieldUpper')} type="number" min={-30} max={30} step={0.25} />
        {!editing && (
          <FormTextField
            name="initial_stock"
            label={t('fieldInitialStock')}
            hint={t('initialStockHint')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
        )}
      </div>
      <LabelledField
        label={t('fieldImage')}
        error={imageError}
        gapClass="gap-2"
        below={
          preview ? (
            <img src={preview} alt={t('imagePreview')} className="h-32 w-32 rounded border border-slate-200 object-contain" />
          ) : (
            item?.image && (
              <img src={item.image} alt={t('imageCurrent')} className="h-32 w-32 rounded border border-slate-200 object-contain" />
            )
          )
        }
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept={IMAGE_CONTENT_TYPES.join(',')}
            className="text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
            {...form.register('image', {
              validate: (files) =>
                !files?.[0] || files[0].size <= IMAGE_MAX_BYTES || t('imageTooLarge', { megabytes: IMAGE_MAX_BYTES / 1024 / 1024 }),
            })}
          />
        )}
      </LabelledField>
      <FormRootMessage />
      {saved && (
        <p role="status" className="text-green-800">
          {t('saved')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <FormSubmitButton busyLabel={editing ? t('saving') : t('creating')}>{editing ? t('save') : t('create')}</FormSubmitButton>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}
