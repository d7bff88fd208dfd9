import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

export interface OutcomeMessageProps {
  /** `status` for a success, `alert` for a failure: the colour and how a screen reader says it. */
  role: 'status' | 'alert';
  text: string;
  linkTo: string;
  linkText: string;
}

/**
 * What replaces a password form once it is answered, and the way on. The message takes the
 * focus when it appears, so that keyboard and screen-reader users land on it.
 */
export function OutcomeMessage({ role, text, linkTo, linkText }: OutcomeMessageProps) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  const tone = role === 'status' ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800';
  return (
    <div className="flex flex-col gap-4">
      <p ref={message} tabIndex={-1} role={role} className={`rounded-md p-3 outline-none ${tone}`}>
        {text}
      </p>
      <Link to={linkTo} className="text-center font-semibold text-blue-700 underline">
        {linkText}
      </Link>
    </div>
  );
}
