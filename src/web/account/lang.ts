/**
 * The language of a loader's or action's request. A client-side navigation asks for `<path>.data`, and a one-segment
 * Spanish path then reads `/iniciar-sesion.data`: the suffix is dropped before the path says its language.
 */
import type { Lang } from "#src/shared/i18n/lang.ts";
import { langOfPath } from "#src/shared/i18n/paths.ts";
import { type Translator, translator } from "../i18n.ts";

export function langOfRequest(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname.replace(/\.data$/, ""));
}

/** The translator (`t`, `text`, `path`) of the request's page. */
export function translatorOf(request: Request): Translator {
  return translator(langOfRequest(request));
}
