import { useEffect, useRef } from 'react';

/** Classes of a heading `useFocusOnMount` targets: no focus ring (it is not a control), clear of the sticky header. */
export const STEP_HEADING = 'scroll-mt-28 outline-none';

/**
 * A ref for the heading of a screen that replaces another in place (a step of a form): once mounted, the
 * element is scrolled to the top of the viewport and focused, so sighted and screen-reader users start at it.
 * Give the element `tabIndex={-1}` and the `STEP_HEADING` classes.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}
