import { createContext, useContext, type ReactNode } from 'react';

/**
 * The level of the sign-in and sign-up steps' headings: 1 where the screen is the page (/login,
 * and the pages a visitor must sign in for), 2 inside the sign-in dialog or under another page's
 * heading (/apply).
 */
const HeadingLevel = createContext<1 | 2>(2);
export const HeadingLevelProvider = HeadingLevel.Provider;

/** A step's heading ('Welcome Back', 'Get Started', …), at the level of where the screen is shown. */
export function StepHeading({ id, className, children }: { id?: string; className: string; children: ReactNode }) {
  const Heading = useContext(HeadingLevel) === 1 ? 'h1' : 'h2';
  return (
    <Heading id={id} className={className}>
      {children}
    </Heading>
  );
}
