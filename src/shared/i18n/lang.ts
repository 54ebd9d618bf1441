/** The site's two languages: Portuguese for Portugal (the main site) and Spanish for Spain (incl. the Canary Islands). */
export const LANGS = ["pt", "es"] as const;
export type Lang = (typeof LANGS)[number];

/** BCP 47 tags for `<html lang>`, Intl formatting and e-mail headers. */
export const LOCALE = { pt: "pt-PT", es: "es-ES" } as const satisfies Record<Lang, string>;

export function isLang(value: unknown): value is Lang {
  return value === "pt" || value === "es";
}

/** The language of an API URL (`/api/:brand/:lang/...`); anything else is Portuguese. */
export function langOfApiUrl(url: string): Lang {
  const m = /^\/api\/[^/]+\/(pt|es)(?:[/?]|$)/.exec(url);
  return m?.[1] === "es" ? "es" : "pt";
}
