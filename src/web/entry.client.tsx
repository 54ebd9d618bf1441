import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadAllNamespacesWhenIdle, loadPageCatalogue } from "#src/shared/i18n/catalogue/load.ts";
import { langOfPath } from "#src/shared/i18n/paths.ts";

/**
 * The page's scripts start after its first paint (src/server/page-scripts.ts). From there, the work before React
 * takes over is cut into tasks of its own, so that a phone's main thread is never held for long (issue 15, goal 3:
 * Lighthouse's Total Blocking Time counts every task over 50 ms):
 * 1. this module's evaluation (React DOM) ends: nothing else runs in its task;
 * 2. the page's messages: the namespaces its server render used (their chunks are preloaded), in its language only;
 * 3. hydration, as a transition (React yields to the browser every few milliseconds). Its numbers and plurals are
 *    written without Intl (i18n/locale-numbers.ts), whose first use costs a browser one long task of ICU set-up.
 * The rest of the language's messages follow when the browser is idle, one namespace at a time, for the next pages.
 */
const lang = langOfPath(window.location.pathname);
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await nextTask();
  // A namespace that failed to load is not fatal: its messages load when first used (onMissingNamespace).
  await loadPageCatalogue(document, lang).catch((error: unknown) => console.error(error));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  void loadAllNamespacesWhenIdle(lang).catch(() => undefined);
}

// From a microtask: a timer or a request made by the module's own top-level code would have the browser's tools
// (and Lighthouse's trace) re-read the whole ~500 KB module to describe where it came from.
queueMicrotask(() => void start());
