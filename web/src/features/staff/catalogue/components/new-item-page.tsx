import { Link, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';

import { useCreateItem } from '../api/catalogue';
import { staffCatalogueTexts } from '../texts';

import { ItemForm } from './item-form';

/** /staff/catalogue/new: a new item; once added, its page opens (to receive stock or check it). */
export default function NewItemPage() {
  const t = useTexts(staffCatalogueTexts);
  const create = useCreateItem();
  const navigate = useNavigate();
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <Link to={paths.staffCatalogue} className="self-start font-semibold text-blue-800 underline">
        {t('backToList')}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('newTitle')}</h1>
      <ItemForm
        onSave={async (form) => {
          const item = await create.mutateAsync(form);
          await navigate(paths.staffCatalogueItem(item.glasses_id));
        }}
      />
    </div>
  );
}
