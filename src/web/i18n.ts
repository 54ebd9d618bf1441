/**
 * The page's language and its messages. The language comes from the path (the Spanish site has its own route map,
 * src/shared/i18n/paths.ts), so every component, loader, action and meta function can tell it without a provider.
 */
import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import {
  catalogueVersion,
  type MessageKey,
  type MessageValues,
  resolve,
  subscribeCatalogue,
  t,
} from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { langOfPath, localPath } from "#src/shared/i18n/paths.ts";

export type { Lang, MessageKey };

export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

export type Translator = {
  lang: Lang;
  /** A catalogue message. */
  t: (key: MessageKey, values?: MessageValues) => string;
  /** A descriptor from the API or a schema (`msg(…)`) as text; plain text is returned as it is. */
  text: (message: string) => string;
  /** A Portuguese path (`/carrinho`) as this language names it (`/cesta`). */
  path: (ptPath: string) => string;
};

export function translator(lang: Lang): Translator {
  return {
    lang,
    t: (key, values) => t(lang, key, values),
    text: (message) => resolve(lang, message),
    path: (p) => localPath(lang, p),
  };
}

const TRANSLATORS: Record<Lang, Translator> = { pt: translator("pt"), es: translator("es") };

/**
 * The translator of the page being rendered. The component renders again when a message namespace arrives (the
 * browser loads them as pages need them: src/shared/i18n/catalogue/load.ts), so a message asked for before its
 * namespace was in shows once it is.
 */
export function useT(): Translator {
  // The same snapshot on both sides of hydration: no extra render when nothing arrived since.
  useSyncExternalStore(subscribeCatalogue, catalogueVersion, catalogueVersion);
  return TRANSLATORS[useLang()];
}

/** The translator for a loader's or action's request. */
export function translatorFor(request: Request): Translator {
  return TRANSLATORS[langOfPath(new URL(request.url).pathname)];
}

/** The translator for a meta function (its `location`). */
export function translatorAt(location: { pathname: string }): Translator {
  return TRANSLATORS[langOfPath(location.pathname)];
}
