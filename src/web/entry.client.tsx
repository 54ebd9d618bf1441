import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCatalogue } from "#src/shared/i18n/catalogue/load.ts";
import { langOfPath } from "#src/shared/i18n/paths.ts";

// The page's messages (only its language; the server-rendered <head> preloads that chunk) before React takes over.
void loadCatalogue(langOfPath(window.location.pathname)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
