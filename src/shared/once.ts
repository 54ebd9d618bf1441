/**
 * A value made on its first use, then kept. For Intl formatters made at a module's top level: a browser's first Intl
 * object costs it ~20–30 ms of ICU set-up (4× that on a mid-range phone), which would otherwise land in the
 * evaluation of the page's first modules, one long task before hydration (issue 15, goal 3).
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
