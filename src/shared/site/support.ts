/**
 * The customer-service phone lines of each site (spec section 9): Portugal's on the Portuguese site (mainland, and
 * Madeira and the Azores), Spain's free 900 line on the Spanish site (the Canary Islands included). Pages, the API's
 * `/site-init` and the messages that ask the customer to phone us take the lines of the reader's language from here.
 */
import type { MessageKey } from "../i18n/i18n.ts";
import type { Lang } from "../i18n/lang.ts";

export type SupportLine = {
  /** As printed: "+351 210 000 351". */
  phone: string;
  /** The region the line serves, in the catalogue. */
  region: MessageKey;
};

export const SUPPORT_LINES: Record<Lang, readonly [SupportLine, ...SupportLine[]]> = {
  pt: [
    { phone: "+351 210 000 351", region: "common.supportRegionMainland" },
    { phone: "+351 291 000 351", region: "common.supportRegionIslands" },
  ],
  es: [{ phone: "+34 900 000 034", region: "common.supportRegionSpain" }],
};

/** The site's main support number (the one a message quotes). */
export function supportPhone(lang: Lang): string {
  return SUPPORT_LINES[lang][0].phone;
}

/** The tap-to-call link of a number: "tel:+351210000351". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
