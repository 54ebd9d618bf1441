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

/** A namespace module as the client build makes it (catalogue-plugin.ts): Lingui's compiled messages. */
export type NamespaceModule = { default: Record<string, CompiledMessage> };
type ModuleMap = Record<string, () => Promise<NamespaceModule>>;

/**
 * Each language's map of namespace modules (`./pt/tyres.ts` → its lazy chunk), a chunk of its own (modules-pt.ts):
 * a page's first load does not carry it, as the namespaces the page preloads are imported by their URL.
 */
const MODULE_MAPS: Record<Lang, () => Promise<{ default: ModuleMap }>> = {
  pt: () => import("./modules-pt.ts"),
  es: () => import("./modules-es.ts"),
};

/** A namespace chunk's file name in the client build: `messages-pt-tyres-a1B2c3.js`. */
export const NAMESPACE_CHUNK = /\/messages-(pt|es)-([a-zA-Z0-9]+)-[\w-]+\.js$/;

async function moduleMap(lang: Lang): Promise<ModuleMap> {
  return (await MODULE_MAPS[lang]()).default;
}

/** The namespaces the browser can load in `lang`. */
export async function browserNamespaces(lang: Lang): Promise<string[]> {
  const prefix = `./${lang}/`;
  return Object.keys(await moduleMap(lang))
    .filter((k) => k.startsWith(prefix))
    .map((k) => k.slice(prefix.length, -".ts".length));
}

const pending = new Map<string, Promise<void>>();

/** Loads one namespace (once): from the chunk at `url` when the page names it, else through the language's map. */
function loadNamespace(lang: Lang, ns: string, url?: string): Promise<void> {
  if (hasNamespace(lang, ns)) return Promise.resolve();
  const id = `${lang}:${ns}`;
  let promise = pending.get(id);
  if (!promise) {
    const load = url
      ? () => import(/* @vite-ignore */ url) as Promise<NamespaceModule>
      : async () => {
          const module = (await moduleMap(lang))[`./${lang}/${ns}.ts`];
          return module ? module() : { default: {} };
        };
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
export async function loadAllNamespaces(lang: Lang): Promise<void> {
  await loadNamespaces(lang, await browserNamespaces(lang));
}

/**
 * Loads every namespace of `lang` as loadAllNamespaces does, but one namespace per idle period of the browser:
 * evaluating ~40 chunks together made long tasks just after hydration (issue 15, goal 3). A client-side navigation
 * that comes first does not wait for this: it asks for the rest at once (root.tsx's clientMiddleware).
 */
export async function loadAllNamespacesWhenIdle(lang: Lang): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve(), { timeout: 4000 });
      else setTimeout(resolve, 200);
    });
  await idle();
  for (const ns of await browserNamespaces(lang)) {
    if (hasNamespace(lang, ns)) continue;
    await idle();
    // One that fails is tried again when a message of it is first used, or by the next navigation.
    await loadNamespace(lang, ns).catch(() => undefined);
  }
}

/** The namespaces of `lang` whose chunks the server-rendered page preloads (`<link rel="modulepreload">`), with their URLs. */
export function namespacesPreloadedIn(doc: Document, lang: Lang): { ns: string; url: string }[] {
  const found: { ns: string; url: string }[] = [];
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
    const url = new URL(link.href, doc.baseURI);
    const m = NAMESPACE_CHUNK.exec(url.pathname);
    if (m && m[1] === lang) found.push({ ns: m[2]!, url: url.href });
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
  // The preloaded chunks by their URL (the same modules, already fetched): the first load needs no map of chunks.
  await (preloaded.length > 0
    ? Promise.all(preloaded.map(({ ns, url }) => loadNamespace(lang, ns, url)))
    : loadAllNamespaces(lang));
}
