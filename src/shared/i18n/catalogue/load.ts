/**
 * The browser's catalogue, loaded by namespace (issue 15; docs/decisions/018-message-catalogue.md, addendum "per-route
 * namespaces"). Each (language, namespace) is its own chunk, named `messages-<lang>-<ns>-<hash>.js` by the build
 * (src/vite/catalogue-plugin.ts). The server records which namespaces a page's render used and preloads exactly those
 * chunks in <head>; before hydrating, the browser loads the namespaces named by those links
 * (`namespacesPreloadedIn`). After hydration the rest of the language is fetched when the browser is idle, and a
 * client-side navigation waits for it (root.tsx's clientMiddleware). A message of a namespace not loaded yet is empty
 * (never its key) and loads the namespace, after which useT re-renders (`onMissingNamespace`).
 */
import { type CompiledMessage, hasNamespace, onMissingNamespace, registerCatalogue } from "../i18n.ts";
import type { Lang } from "../lang.ts";

/**
 * Every namespace module the browser may load, but the API's and the e-mails' (written on the server only). The
 * build compiles each (catalogue-plugin.ts): its default export holds Lingui's compiled messages.
 */
const MODULES = import.meta.glob<{ default: Record<string, CompiledMessage> }>([
  "./pt/*.ts",
  "./es/*.ts",
  "!./*/api.ts",
  "!./*/mail.ts",
]);

/** A namespace chunk's file name in the client build: `messages-pt-tyres-a1B2c3.js`. */
export const NAMESPACE_CHUNK = /\/messages-(pt|es)-([a-zA-Z0-9]+)-[\w-]+\.js$/;

/** The namespaces the browser can load in `lang`. */
export function browserNamespaces(lang: Lang): string[] {
  const prefix = `./${lang}/`;
  return Object.keys(MODULES)
    .filter((k) => k.startsWith(prefix))
    .map((k) => k.slice(prefix.length, -".ts".length));
}

const pending = new Map<string, Promise<void>>();

function loadNamespace(lang: Lang, ns: string): Promise<void> {
  if (hasNamespace(lang, ns)) return Promise.resolve();
  const id = `${lang}:${ns}`;
  let promise = pending.get(id);
  if (!promise) {
    const load = MODULES[`./${lang}/${ns}.ts`];
    if (!load) return Promise.resolve();
    promise = load().then(
      (mod) => {
        const messages: Record<string, CompiledMessage> = {};
        for (const [key, message] of Object.entries(mod.default)) messages[`${ns}.${key}`] = message;
        registerCatalogue(lang, messages);
      },
      (error: unknown) => {
        pending.delete(id); // a later call tries again
        throw error;
      },
    );
    pending.set(id, promise);
  }
  return promise;
}

/** Loads these namespaces of `lang` (those already loaded or loading are not fetched again). */
export async function loadNamespaces(lang: Lang, namespaces: Iterable<string>): Promise<void> {
  await Promise.all([...namespaces].map((ns) => loadNamespace(lang, ns)));
}

/** Loads every namespace of `lang` the browser may need. */
export function loadAllNamespaces(lang: Lang): Promise<void> {
  return loadNamespaces(lang, browserNamespaces(lang));
}

/** The namespaces of `lang` whose chunks the server-rendered page preloads (`<link rel="modulepreload">`). */
export function namespacesPreloadedIn(doc: Document, lang: Lang): string[] {
  const found: string[] = [];
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
    const m = NAMESPACE_CHUNK.exec(new URL(link.href, doc.baseURI).pathname);
    if (m && m[1] === lang) found.push(m[2]!);
  }
  return found;
}

/**
 * Before hydration: the namespaces the server's render used (its preload links); with none (the dev server, which
 * preloads nothing), the whole language. Then the safety net: a message of a namespace not loaded loads it.
 */
export async function loadPageCatalogue(doc: Document, lang: Lang): Promise<void> {
  onMissingNamespace((l, ns) => {
    loadNamespace(l, ns).catch((error: unknown) => console.error(error));
  });
  const preloaded = namespacesPreloadedIn(doc, lang);
  await (preloaded.length > 0 ? loadNamespaces(lang, preloaded) : loadAllNamespaces(lang));
}
