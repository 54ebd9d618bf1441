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

/**
 * Checks a phone typed in a form. A number without a prefix is read as one of `defaultCountry` (the site's country:
 * PT on the Portuguese site, ES on the Spanish one) or, when it cannot be, of the other country the shop serves. Forms
 * and schemas accept what either site would; what is stored (E.164) is read with the site's country.
 */
export function checkPhone(input: string, defaultCountry: CountryCode = "PT"): PhoneCheck {
  const raw = input.trim();
  if (raw === "") return { ok: false, reason: "required" };
  if (/[a-z]/i.test(raw)) return { ok: false, reason: "letters" };
  if (!/^[+0-9 ().-]+$/.test(raw)) return { ok: false, reason: "invalid" };
  const digits = raw.replace(/\D/g, "");
  const international = raw.startsWith("+") || raw.startsWith("00");
  const value = raw.startsWith("00") ? `+${digits.slice(2)}` : raw;
  if (!international) {
    // A national number: Portuguese and Spanish numbers have 9 digits; anything with more digits is foreign.
    if (digits.length > 9 && (defaultCountry === "PT" || defaultCountry === "ES"))
      return { ok: false, reason: "needs_prefix" };
  }
  const lengthProblem = validatePhoneNumberLength(value, international ? undefined : defaultCountry);
  if (lengthProblem === "TOO_SHORT" || lengthProblem === "NOT_A_NUMBER") return { ok: false, reason: "too_short" };
  if (lengthProblem === "TOO_LONG") return { ok: false, reason: "too_long" };
  const parsed = parsePhoneNumberFromString(value, international ? undefined : defaultCountry);
  if (!parsed) return { ok: false, reason: "invalid" };
  if (!parsed.isValid()) {
    // The shop serves Portugal and Spain: a 9-digit number that cannot be of the site's country is the other
    // country's, written without its prefix (on the Portuguese site a Spanish mobile, 6xx/7xx, or landline, 8xx: the
    // Canary Islands' 822/828 among them; on the Spanish site a Portuguese landline, 2xx). A number valid in both
    // (9xx) is the site's country's.
    const other = defaultCountry === "PT" ? "ES" : defaultCountry === "ES" ? "PT" : undefined;
    if (!international && other) {
      const there = parsePhoneNumberFromString(value, other);
      const type = there?.isValid() ? there.getType() : undefined;
      if (there && (type === "MOBILE" || type === "FIXED_LINE" || type === "FIXED_LINE_OR_MOBILE"))
        return { ok: true, e164: there.number, country: there.country };
    }
    return { ok: false, reason: "wrong_start" };
  }
  return { ok: true, e164: parsed.number, country: parsed.country };
}
