/**
 * In the browser zod would probe `new Function("")` to see whether it may compile its object parsers; the page's
 * Content-Security-Policy has no 'unsafe-eval', so the probe is refused and reported as a CSP violation (harmless,
 * but noise that hides real ones). Jitless zod skips the probe. zod reads `globalThis.__zod_globalConfig`, so this
 * works before or after zod loads, as long as it runs before the first schema is built: root.tsx imports it first,
 * and the root route module is evaluated before the page's own. The server keeps zod's compiled parsers.
 */
if (typeof document !== "undefined") {
  const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (g.__zod_globalConfig ??= {}).jitless = true;
}

export {};
