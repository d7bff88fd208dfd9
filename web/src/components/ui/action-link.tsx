import { Link, type LinkProps } from 'react-router';

/**
 * A link that leads to the next thing to do, drawn as the app's primary button ("Apply now",
 * "Choose your pair"): a link, since it goes to another page, and as large as a button to tap.
 */
export function ActionLink({ className = '', ...props }: LinkProps) {
  return (
    <Link
      className={`inline-flex min-h-11 items-center justify-center rounded-lg bg-blue-700 px-5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${className}`}
      {...props}
    />
  );
}
