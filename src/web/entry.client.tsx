import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadAllNamespaces, loadPageCatalogue } from "#src/shared/i18n/catalogue/load.ts";
import { langOfPath } from "#src/shared/i18n/paths.ts";

// The page's messages before React takes over: the namespaces its server render used (their chunks are preloaded in
// <head>), in its language only. The rest of the language follows when the browser is idle, for the next pages.
const lang = langOfPath(window.location.pathname);
void loadPageCatalogue(document, lang).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  const later = () => void loadAllNamespaces(lang).catch(() => undefined);
  if ("requestIdleCallback" in window) window.requestIdleCallback(later, { timeout: 4000 });
  else setTimeout(later, 2000);
});
