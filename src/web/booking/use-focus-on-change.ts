import { type RefObject, useEffect, useRef } from "react";

/**
 * Moves focus to `ref` (a heading with tabIndex -1) when `key` changes after the first render: after a step
 * changes without a page load, keyboard and screen-reader users land on the new content, not on the old button.
 */
export function useFocusOnChange(ref: RefObject<HTMLElement | null>, key: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus({ preventScroll: false });
  }, [key, ref]);
}
