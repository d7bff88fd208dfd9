import { PHONE_PATTERN } from '@onepair/contract';

import { useTexts } from '@/i18n';

import { FormTextField, type FormTextFieldProps } from './form';
import { formTexts } from './texts';

export type FormPhoneFieldProps = Omit<FormTextFieldProps, 'type' | 'pattern' | 'title' | 'hint'>;

/**
 * A phone number bound to the value `name` of the surrounding Form. The browser checks it against
 * the contract's pattern, and the hint under it (also the browser's own message) says what that
 * pattern takes, in the page's language.
 */
export function FormPhoneField(props: FormPhoneFieldProps) {
  const t = useTexts(formTexts);
  return <FormTextField type="tel" autoComplete="tel" {...props} pattern={PHONE_PATTERN} title={t('phoneHint')} hint={t('phoneHint')} />;
}
