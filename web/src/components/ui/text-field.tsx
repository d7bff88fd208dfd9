import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

import { useTexts } from '@/i18n';
import { useCharacterLimitHint } from '@/lib/character-limit';

import { uiTexts } from './texts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder'> {
  label: string;
  /** A small picture shown at the start of the field. */
  icon?: ReactNode;
  /** A server or validation message shown under the field. */
  error?: string;
  /** A quiet hint under the field. */
  hint?: string;
  containerClassName?: string;
  /**
   * With `maxLength`, the hint says the limit ("Up to 100 characters."), since the browser stops
   * the typing there without a word. False where the limit is said elsewhere (a pair of fields).
   */
  sayLimit?: boolean;
}

/**
 * Text field with a floating label, an optional icon, the required asterisk and, for passwords,
 * an eye toggle that shows or hides the text. The label keeps to one line inside the field's
 * border (cut with an ellipsis where the field is too narrow for it), and a length limit is said
 * under the field.
 */
export function TextField({
  label,
  icon,
  error,
  hint,
  type = 'text',
  required,
  id,
  className = '',
  containerClassName = '',
  sayLimit = true,
  ...props
}: TextFieldProps) {
  const t = useTexts(uiTexts);
  const characterLimitHint = useCharacterLimitHint();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  const effectiveType = isPassword && visible ? 'text' : type;
  const limit = sayLimit && typeof props.maxLength === 'number' && props.maxLength > 0 ? characterLimitHint(props.maxLength) : undefined;
  const quietHint = [hint, limit].filter(Boolean).join(' ') || undefined;
  const describedBy = error || quietHint ? messageId : undefined;

  return (
    <div className={`w-full ${containerClassName}`}>
      <div className="relative">
        {icon && (
          <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500">
            {icon}
          </span>
        )}
        <input
          id={inputId}
          type={effectiveType}
          required={required}
          placeholder=" "
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`peer block h-14 w-full rounded-lg border bg-white px-3 pt-5 pb-1 text-base text-slate-900 outline-none focus:ring-2 ${
            error ? 'border-red-500 focus:ring-red-300' : 'border-slate-300 focus:border-blue-600 focus:ring-blue-200'
          } ${icon ? 'pl-10' : ''} ${isPassword ? 'pr-12' : ''} ${className}`}
          {...props}
        />
        <label
          htmlFor={inputId}
          className={`pointer-events-none absolute top-1.5 truncate text-xs text-slate-600 transition-all peer-placeholder-shown:top-4 peer-placeholder-shown:text-base peer-focus:top-1.5 peer-focus:text-xs peer-focus:text-blue-700 ${
            icon ? 'left-10' : 'left-3'
          } ${isPassword ? 'right-12' : required ? 'right-6' : 'right-3'}`}
        >
          {label}
        </label>
        {required && (
          <span aria-hidden="true" data-testid="required-asterisk" className="absolute top-1 right-2 text-sm font-bold text-red-600">
            *
          </span>
        )}
        {isPassword && (
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? t('hidePassword') : t('showPassword')}
            aria-pressed={visible}
            aria-controls={inputId}
            className="absolute top-1/2 right-2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            <EyeIcon crossed={visible} />
          </button>
        )}
      </div>
      {(error || quietHint) && (
        <p id={messageId} className={`mt-1 text-sm ${error ? 'text-red-700' : 'text-slate-600'}`} role={error ? 'alert' : undefined}>
          {error ?? quietHint}
        </p>
      )}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
