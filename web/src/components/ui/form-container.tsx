import type { ReactNode } from 'react';

export interface FormContainerProps {
  children: ReactNode;
  className?: string;
  /** Padding around the card; the modal uses none. */
  padded?: boolean;
}

/** The blue-gradient backdrop forms sit on. */
export function FormContainer({ children, className = '', padded = true }: FormContainerProps) {
  return (
    <div
      data-testid="form-container"
      className={`flex w-full justify-center bg-gradient-to-br from-blue-500 via-blue-600 to-indigo-700 ${padded ? 'px-3 py-8 sm:px-6 sm:py-12' : 'p-0'} ${className}`}
    >
      <div className="w-full max-w-md rounded-2xl bg-white p-5 shadow-xl sm:p-8">{children}</div>
    </div>
  );
}
