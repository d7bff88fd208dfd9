export interface FormMessageProps {
  message?: string;
  tone?: 'error' | 'success';
}

/** A message for the whole form, read out when it appears. */
export function FormMessage({ message, tone = 'error' }: FormMessageProps) {
  if (!message) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md p-3 text-sm ${tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'}`}
    >
      {message}
    </p>
  );
}
