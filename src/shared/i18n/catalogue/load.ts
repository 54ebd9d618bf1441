/** The browser loads only the page's language (its own chunk, preloaded by the page's <head>) before it hydrates. */
import { type CompiledCatalogue, type CompiledMessage, hasCatalogue, registerCatalogue } from "../i18n.ts";
import type { Lang } from "../lang.ts";

/**
 * The namespaces as the browser build makes them: catalogue-plugin.ts compiles each namespace module, so its values
 * are Lingui's compiled messages although its source (and type) holds the text.
 */
type CompiledNamespaces = Record<string, Record<string, CompiledMessage>>;

export async function loadCatalogue(lang: Lang): Promise<void> {
  if (hasCatalogue(lang)) return;
  const chunk = lang === "es" ? await import("./browser-es.ts") : await import("./browser-pt.ts");
  const namespaces = chunk.default as unknown as CompiledNamespaces;
  const messages: CompiledCatalogue = {};
  for (const [ns, compiled] of Object.entries(namespaces))
    for (const [key, message] of Object.entries(compiled)) messages[`${ns}.${key}`] = message;
  registerCatalogue(lang, messages);
}
