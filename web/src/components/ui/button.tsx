import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'link';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-blue-600 text-white hover:bg-blue-700 focus-visible:outline-blue-700 disabled:bg-blue-300 shadow-sm px-4 py-2',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 focus-visible:outline-blue-700 disabled:text-slate-400 px-4 py-2',
  danger: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-700 disabled:bg-red-300 shadow-sm px-4 py-2',
  link: 'text-blue-700 underline-offset-2 hover:underline focus-visible:outline-blue-700 disabled:text-slate-400 px-1',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  fullWidth?: boolean;
}

/** The app's button: the blue primary action, with a few variants. */
export function Button({ variant = 'primary', fullWidth = false, className = '', type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed ${VARIANTS[variant]} ${fullWidth ? 'w-full' : ''} ${className}`}
      {...props}
    />
  );
}
