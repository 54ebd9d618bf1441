/** The browser loads only the page's language (its own chunk) before the page hydrates. */
import { hasCatalogue, registerCatalogue } from "../i18n.ts";
import type { Lang } from "../lang.ts";

export async function loadCatalogue(lang: Lang): Promise<void> {
  if (hasCatalogue(lang)) return;
  const catalogue =
    lang === "es" ? (await import("./browser-es.ts")).default : (await import("./browser-pt.ts")).default;
  registerCatalogue(lang, catalogue);
}
