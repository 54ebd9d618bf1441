/**
 * The catalogue's names and "what we do" lines in the reader's language (issue 13 item 2): the Spanish columns
 * (`nombre_es`, `incluye_es`, `lines_es`, migration 0023) on the Spanish site, the Portuguese ones when they are null.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { services } from "../db/schema.ts";

/** `services.nombre` in `lang` (a select field or an order-by expression). */
export function serviceNameColumn(lang: Lang): SQL<string> {
  return lang === "es"
    ? sql<string>`coalesce(${services.nombreEs}, ${services.nombre})`.mapWith(services.nombre)
    : sql<string>`${services.nombre}`.mapWith(services.nombre);
}

/** `services.incluye` in `lang`. */
export function serviceIncluyeColumn(lang: Lang): SQL<string[]> {
  return lang === "es"
    ? sql<string[]>`coalesce(${services.incluyeEs}, ${services.incluye})`.mapWith(services.incluye)
    : sql<string[]>`${services.incluye}`.mapWith(services.incluye);
}

/** A whole row's name in `lang` (rows read with `select()`). */
export function localName(row: { nombre: string; nombreEs: string | null }, lang: Lang): string {
  return lang === "es" ? (row.nombreEs ?? row.nombre) : row.nombre;
}

/** A service row's lines, or a pack row's, in `lang`. */
export function localLines(pt: string[], es: string[] | null, lang: Lang): string[] {
  return lang === "es" ? (es ?? pt) : pt;
}
