/**
 * The booking flow's chosen services in its URL: `servicos` on the Portuguese site, `servicios` on the Spanish one
 * (src/shared/i18n/paths.ts renames it in every link written through path()). Both names are read on both sites, so
 * old links and links of the other site keep working. Client-safe.
 */
import type { Lang } from "#src/shared/i18n/lang.ts";
import { canonicalQuery, SPANISH_QUERY_NAMES } from "#src/shared/i18n/paths.ts";

const PT_NAME = "servicos";

/** The query name the page writes (a form field's name): `servicos`, or `servicios` on the Spanish site. */
export function servicesParam(lang: Lang): string {
  return lang === "es" ? (SPANISH_QUERY_NAMES["/marcacao-previa"]?.[PT_NAME] ?? PT_NAME) : PT_NAME;
}

/** Both names, for code that carries the query or drops the field it sets itself. */
export const SERVICES_PARAMS: readonly string[] = [servicesParam("pt"), servicesParam("es")];

/** The services chosen in a booking URL's query, under either name (comma lists split, repeats dropped). */
export function chosenServices(q: URLSearchParams): string[] {
  const pt = new URLSearchParams(canonicalQuery("/marcacao-previa", `?${q.toString()}`));
  return [
    ...new Set(
      pt
        .getAll(PT_NAME)
        .flatMap((s) => s.split(","))
        .filter(Boolean),
    ),
  ];
}
