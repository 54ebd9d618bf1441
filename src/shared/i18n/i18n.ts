/**
 * The message catalogue (pt-PT and es-ES) behind every customer-facing string: pages, API messages, validation,
 * e-mails, invoices and calendar files. Messages are ICU MessageFormat (`{label}`, `{n, plural, one {…} other {…}}`),
 * formatted by Lingui's runtime; see docs/decisions/018-message-catalogue.md.
 *
 * Code that cannot know the reader's language when it writes a message (zod schemas, domain errors, shared rules)
 * returns a descriptor made by `msg(key, values)`; the edge that knows the language (the API's reply, the page, the
 * e-mail) turns it into text with `resolve(lang, text)`. Pages call `t(lang, key, values)` directly.
 * Messages are compiled with Lingui's compiler (precompile.ts) and written by format.ts (Lingui's runtime, less what
 * the catalogue does not use).
 */
import { type CompiledMessage, formatMessage } from "./format.ts";
import type ptCatalogue from "./catalogue/pt.ts";
import { type Lang, LOCALE } from "./lang.ts";

type Catalogue = typeof ptCatalogue;
/** Every catalogue key, `namespace.key` (a key missing from the Portuguese catalogue is a type error). */
export type MessageKey = {
  [N in keyof Catalogue]: `${N & string}.${keyof Catalogue[N] & string}`;
}[keyof Catalogue];
/** The shape the Spanish catalogue must have: the same namespaces and keys as the Portuguese one. */
export type CatalogueShape = { [N in keyof Catalogue]: { [K in keyof Catalogue[N]]: string } };

export type MessageValues = Record<string, string | number>;

export type { CompiledMessage };
/** Messages in Lingui's compiled form, keyed `namespace.key` (precompile.ts makes them from the catalogue's text). */
export type CompiledCatalogue = Record<string, CompiledMessage>;

const instances: Partial<Record<Lang, CompiledCatalogue>> = {};
/** The namespaces each language's catalogue holds (the browser loads a page's namespaces only). */
const loaded: Record<Lang, Set<string>> = { pt: new Set(), es: new Set() };
/** The namespaces a render asked for before they were loaded (it showed empty messages until they are). */
const wanted: Record<Lang, Set<string>> = { pt: new Set(), es: new Set() };

/**
 * Adds compiled messages to `lang`'s catalogue, the one `t(lang, …)` uses (messages already there are kept, so a
 * language can be loaded in parts: the browser loads one namespace at a time). This module never compiles: the
 * browser gets its messages compiled by the build and must not ship the ICU compiler; servers compile at start
 * (catalogue/register-all.ts).
 */
export function registerCatalogue(lang: Lang, messages: CompiledCatalogue): void {
  Object.assign((instances[lang] ??= {}), messages);
  let awaited = false;
  for (const key in messages) {
    const ns = namespaceOf(key);
    loaded[lang].add(ns);
    if (wanted[lang].delete(ns)) awaited = true;
  }
  // Only a namespace some render asked for and went without makes the page render again: the rest of the catalogue,
  // loaded when the browser is idle, changes nothing on screen (and re-rendering then would drop the server's HTML
  // of a part whose code is still on its way: React renders a not yet hydrated Suspense boundary again from nothing).
  if (!awaited) return;
  version++;
  for (const listener of listeners) listener();
}

export function hasCatalogue(lang: Lang): boolean {
  return instances[lang] !== undefined;
}

/** Whether `lang`'s catalogue holds the namespace `ns` (e.g. "tyres"). */
export function hasNamespace(lang: Lang, ns: string): boolean {
  return loaded[lang].has(ns);
}

/** The namespace of a key (`tyres.resultsTitle` → `tyres`). */
export function namespaceOf(key: string): string {
  return key.slice(0, key.indexOf("."));
}

// A catalogue version for React (useT re-renders when a namespace arrives; src/web/i18n.ts).
let version = 0;
const listeners = new Set<() => void>();
export function catalogueVersion(): number {
  return version;
}
export function subscribeCatalogue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type NamespaceHook = (lang: Lang, ns: string) => void;
let onUse: NamespaceHook | null = null;
let onMissing: NamespaceHook | null = null;

/**
 * Called with the namespace of every message asked for: the page renderer records which namespaces a page used,
 * to send exactly those to the browser (src/web/entry.server.tsx).
 */
export function onNamespaceUse(hook: NamespaceHook | null): void {
  onUse = hook;
}

/**
 * Called when a message of a namespace the catalogue does not hold is asked for (the browser: a namespace the page
 * did not load). The hook loads it; until then the message is empty (never its key), and useT re-renders.
 */
export function onMissingNamespace(hook: NamespaceHook | null): void {
  onMissing = hook;
}

/**
 * Records that a render shows messages of namespace `ns` made earlier and kept (text built once per language, e.g. the
 * tyre cards' copy, asks the catalogue nothing on later renders): the page renderer preloads the namespace all the
 * same, and in the browser a namespace not loaded yet is loaded.
 */
export function noteNamespace(lang: Lang, ns: string): void {
  onUse?.(lang, ns);
  if (onMissing && !loaded[lang].has(ns)) missing(lang, ns);
}

function missing(lang: Lang, ns: string): void {
  wanted[lang].add(ns);
  onMissing?.(lang, ns);
}

/** A message in `lang`. Values that are descriptors (`msg(…)`) are resolved in the same language first. */
export function t(lang: Lang, key: MessageKey, values?: MessageValues): string {
  const catalogue = instances[lang];
  if (onUse || onMissing) {
    const ns = namespaceOf(key);
    onUse?.(lang, ns);
    if (onMissing && !loaded[lang].has(ns)) {
      missing(lang, ns);
      return "";
    }
  }
  if (!catalogue) throw new Error(`The ${lang} message catalogue is not loaded`);
  // A key the catalogue lacks is written as itself (as Lingui did).
  const message = Object.prototype.hasOwnProperty.call(catalogue, key) ? catalogue[key]! : [key];
  if (!values) return formatMessage(LOCALE[lang], message);
  const resolved: MessageValues = {};
  for (const [k, v] of Object.entries(values)) resolved[k] = typeof v === "string" ? resolve(lang, v) : v;
  return formatMessage(LOCALE[lang], message, resolved);
}

const PREFIX = "i18n:";

/** A message to be written later in the reader's language (see the module comment). */
export function msg(key: MessageKey, values?: MessageValues): string {
  return values ? `${PREFIX}${key}|${JSON.stringify(values)}` : `${PREFIX}${key}`;
}

export function isDescriptor(text: string): boolean {
  return text.startsWith(PREFIX);
}

/** The text of a descriptor in `lang`; any other text is returned as it is. */
export function resolve(lang: Lang, text: string): string {
  if (!text.startsWith(PREFIX)) return text;
  const bar = text.indexOf("|");
  const key = (bar === -1 ? text.slice(PREFIX.length) : text.slice(PREFIX.length, bar)) as MessageKey;
  if (bar === -1) return t(lang, key);
  let values: MessageValues | undefined;
  try {
    values = JSON.parse(text.slice(bar + 1)) as MessageValues;
  } catch {
    values = undefined;
  }
  return t(lang, key, values);
}

/** A field → message map (a form's errors) resolved in `lang`. */
export function resolveAll(lang: Lang, messages: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(messages)) out[k] = resolve(lang, v);
  return out;
}
