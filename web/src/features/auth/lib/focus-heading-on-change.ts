import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves the focus to the first heading inside `container` each time `current` changes (not on the
 * first render). The sign-in / sign-up screen swaps whole forms: the control that asked for the
 * swap ('Need an Account?', a step's button) goes with the old form, and the focus would fall back
 * to the page, behind the sign-in dialog and far from the new form. The heading names the new form
 * or step for screen readers; the next Tab reaches its first field.
 */
export function useFocusHeadingOnChange(container: RefObject<HTMLElement | null>, current: unknown): void {
  const previous = useRef(current);
  useEffect(() => {
    if (Object.is(previous.current, current)) return;
    previous.current = current;
    const heading = container.current?.querySelector<HTMLElement>('h1, h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [container, current]);
}
