/**
 * Phone numbers by country (spec section 5, "Phone"), on libphonenumber-js metadata.
 * Returns a specific reason so the form can say what is wrong.
 */
import { type CountryCode, parsePhoneNumberFromString, validatePhoneNumberLength } from "libphonenumber-js/max";
import type { Lang } from "./i18n/lang.ts";
import { formatMessage, msg, requiredMessage } from "./messages.ts";

export type PhoneCheck =
  | { ok: true; e164: string; country: string | undefined }
  | {
      ok: false;
      reason: "required" | "letters" | "needs_prefix" | "too_short" | "too_long" | "wrong_start" | "invalid";
    };

/** The message of each failure (descriptors: text in the reader's language once resolved). */
export const PHONE_MESSAGES: Record<Exclude<PhoneCheck, { ok: true }>["reason"], string> = {
  required: requiredMessage("telefone"),
  letters: msg("validation.phoneLetters"),
  needs_prefix: msg("validation.phoneNeedsPrefix"),
  too_short: msg("validation.phoneTooShort"),
  too_long: msg("validation.phoneTooLong"),
  wrong_start: msg("validation.phoneWrongStart"),
  invalid: formatMessage("telefone"),
};

/**
 * A stored phone (E.164, "+34612345678") as people read it, in libphonenumber's international format
 * ("+34 612 34 56 78", "+351 912 345 678"); anything it cannot parse is shown as stored.
 */
export function displayPhone(stored: string | null | undefined): string {
  const value = (stored ?? "").trim();
  const parsed = value ? parsePhoneNumberFromString(value, "PT") : undefined;
  return parsed?.isValid() ? parsed.formatInternational() : (stored ?? "");
}

/** A country as libphonenumber names it ("PT", "ES"). */
export type PhoneCountry = CountryCode;

/** The country a national number is first read in, by site. */
export const SITE_PHONE_COUNTRY: Record<Lang, PhoneCountry> = { pt: "PT", es: "ES" };

/** The kinds of number a customer gives as their own (not a company line, a freephone or a premium number). */
const PERSONAL = new Set(["MOBILE", "FIXED_LINE", "FIXED_LINE_OR_MOBILE"]);

/**
 * Checks a phone typed in a form. The shop serves Portugal and Spain, and both write 9-digit national numbers, so a
 * number without a prefix is accepted when it is a Portuguese number or a Spanish mobile or landline, whichever the
 * site (the same on both sites: the forms' one schema decides). Which country it is read as (what is stored, E.164)
 * depends on the site, `defaultCountry`:
 * - PT (the Portuguese site): Portuguese when it can be; else Spanish (a Spanish mobile, 6xx/7xx, or landline, 8xx:
 *   the Canary Islands' 822/828 among them);
 * - ES (the Spanish site): a Spanish mobile or landline when it can be (91… is Madrid, not a Portuguese mobile); else
 *   Portuguese (a landline, 2xx, or a company line, 707…).
 */
export function checkPhone(input: string, defaultCountry: CountryCode = "PT"): PhoneCheck {
  const raw = input.trim();
  if (raw === "") return { ok: false, reason: "required" };
  if (/[a-z]/i.test(raw)) return { ok: false, reason: "letters" };
  if (!/^[+0-9 ().-]+$/.test(raw)) return { ok: false, reason: "invalid" };
  const digits = raw.replace(/\D/g, "");
  const international = raw.startsWith("+") || raw.startsWith("00");
  const value = raw.startsWith("00") ? `+${digits.slice(2)}` : raw;
  const iberian = !international && (defaultCountry === "PT" || defaultCountry === "ES");
  // A national number: Portuguese and Spanish numbers have 9 digits; anything with more digits is foreign.
  if (iberian && digits.length > 9) return { ok: false, reason: "needs_prefix" };
  const lengthProblem = validatePhoneNumberLength(value, international ? undefined : defaultCountry);
  if (lengthProblem === "TOO_SHORT" || lengthProblem === "NOT_A_NUMBER") return { ok: false, reason: "too_short" };
  if (lengthProblem === "TOO_LONG") return { ok: false, reason: "too_long" };
  if (iberian) {
    const pt = parsePhoneNumberFromString(value, "PT");
    const es = parsePhoneNumberFromString(value, "ES");
    const ptValid = pt?.isValid() ? pt : undefined;
    const esPersonal = es?.isValid() && PERSONAL.has(es.getType() ?? "") ? es : undefined;
    const read = defaultCountry === "PT" ? (ptValid ?? esPersonal) : (esPersonal ?? ptValid);
    if (!read) return pt || es ? { ok: false, reason: "wrong_start" } : { ok: false, reason: "invalid" };
    return { ok: true, e164: read.number, country: read.country };
  }
  const parsed = parsePhoneNumberFromString(value, international ? undefined : defaultCountry);
  if (!parsed) return { ok: false, reason: "invalid" };
  if (!parsed.isValid()) return { ok: false, reason: "wrong_start" };
  return { ok: true, e164: parsed.number, country: parsed.country };
}

/**
 * Every number `input` may stand for, E.164: one for a number with its prefix, and for a national number its
 * reading on each site (912 345 678 is +351… on one and +34… on the other). A blacklist is checked against them all.
 */
export function phoneReadings(input: string): string[] {
  const readings = (["PT", "ES"] as const).map((c) => checkPhone(input, c)).flatMap((c) => (c.ok ? [c.e164] : []));
  return [...new Set(readings)];
}
