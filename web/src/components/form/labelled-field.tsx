import { useId, type ReactNode } from 'react';

import { useFieldMessage } from './field-message';

/** What the control inside a LabelledField spreads on itself, so its label and message are read with it. */
export interface LabelledControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface LabelledFieldProps {
  label: string;
  /**
   * A refused value: shown under the control (in the page's language: a contract rule's English
   * is translated), announced, and tied to it for assistive technology.
   */
  error?: string;
  /** A quiet note under the control (a length limit), read with it; a message takes its place. */
  hint?: string;
  /** The control's id when the caller needs it; a generated one otherwise. */
  id?: string;
  /** Space between the label, the control and what is under it. */
  gapClass?: string;
  /** The control (a text area, a file input), given the attributes that tie it to the label and the message. */
  children: (control: LabelledControl) => ReactNode;
  /** Under the message (e.g. a preview of the chosen file). */
  below?: ReactNode;
}

/**
 * A control that the floating-label TextField does not suit (a text area, a file input), with
 * its label above it and its message under it.
 */
export function LabelledField({ label, error, hint, id, gapClass = 'gap-1', children, below }: LabelledFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const messageId = `${controlId}-message`;
  const shown = useFieldMessage();
  return (
    <div className={`flex flex-col ${gapClass}`}>
      <label htmlFor={controlId} className="font-semibold text-slate-800">
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': error || hint ? messageId : undefined })}
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-red-700">
          {shown(error)}
        </p>
      ) : (
        hint && (
          <p id={messageId} className="text-sm text-slate-600">
            {hint}
          </p>
        )
      )}
      {below}
    </div>
  );
}
