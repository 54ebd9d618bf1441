/**
 * Formats a message in Lingui's compiled form (what precompile.ts makes with @lingui/message-utils' compileMessage):
 * the part of Lingui's runtime (`i18n._`) the catalogue uses — arguments, `plural`, `selectordinal` and `select`, `#`
 * in a plural case written with the language's number format, Lingui's unescaping of `\uXXXX` and `\xXX` — in a few
 * lines, so every page does not ship `@lingui/core` (2.7 KB gz: its date, time and number formats, event emitter and
 * locale activation, which the catalogue never uses). Output is the same as Lingui's for every catalogue message
 * (format.test.ts checks both catalogues against `@lingui/core`); messages with other formats (`number`, `date`,
 * `time`) are refused when compiled (precompile.ts). See docs/decisions/018-message-catalogue.md, addendum 4.
 */
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { formatDecimal, isNumberLocale, pluralCategory as sitePluralCategory } from "./locale-numbers.ts";

export type { CompiledMessage };
export type FormatValues = Record<string, unknown>;

/** The ICU formats this runtime writes (precompile.ts refuses the others). */
export const SUPPORTED_FORMATS = new Set(["plural", "selectordinal", "select"]);

const OCTOTHORPE = "%__lingui_octothorpe__%";
const ESCAPED = /\\u[a-fA-F0-9]{4}|\\x[a-fA-F0-9]{2}/;
const cache = new Map<string, Intl.PluralRules | Intl.NumberFormat>();

/** The site's locales without Intl (locale-numbers.ts: a browser's first Intl object costs ~20–30 ms); others with it. */
function pluralCategory(locale: string, ordinal: boolean, n: number): string {
  return isNumberLocale(locale) ? sitePluralCategory(n, locale, ordinal) : pluralRules(locale, ordinal).select(n);
}

function formatNumber(locale: string, n: number): string {
  return isNumberLocale(locale) ? formatDecimal(n, locale) : numberFormat(locale).format(n);
}

function pluralRules(locale: string, ordinal: boolean): Intl.PluralRules {
  const id = `${locale}:${ordinal ? "o" : "c"}`;
  let rules = cache.get(id) as Intl.PluralRules | undefined;
  if (!rules) cache.set(id, (rules = new Intl.PluralRules([locale, "en"], { type: ordinal ? "ordinal" : "cardinal" })));
  return rules;
}

function numberFormat(locale: string): Intl.NumberFormat {
  let format = cache.get(locale) as Intl.NumberFormat | undefined;
  if (!format) cache.set(locale, (format = new Intl.NumberFormat([locale, "en"])));
  return format;
}

type Choices = Record<string, CompiledMessage> & { offset?: number };

function interpolate(locale: string, message: CompiledMessage, values: FormatValues, inPlural: boolean): string {
  if (typeof message === "string") return message;
  let out = "";
  for (const token of message) {
    if (token === "#" && inPlural) out += OCTOTHORPE;
    else if (typeof token === "string") out += token;
    else {
      const [name, type, format] = token as [string, string?, Choices?];
      const value = values[name];
      let text: unknown = value;
      if (type === "select") {
        const cases = format!;
        const chosen =
          (Object.prototype.hasOwnProperty.call(cases, value as string) ? cases[value as string] : undefined) ??
          cases.other;
        text = chosen === undefined ? undefined : interpolate(locale, chosen, values, false);
      } else if (type === "plural" || type === "selectordinal") {
        const { offset = 0, ...cases } = format!;
        const n = value as number;
        const chosen = cases[n] ?? cases[pluralCategory(locale, type === "selectordinal", n - offset)] ?? cases.other;
        text =
          chosen === undefined
            ? undefined
            : interpolate(locale, chosen, values, true).replace(
                new RegExp(OCTOTHORPE, "g"),
                formatNumber(locale, n - offset),
              );
      }
      if (text != null) out += String(text);
    }
  }
  return out;
}

/** The text of a compiled message in `locale` (e.g. "pt-PT") with `values`. */
export function formatMessage(locale: string, message: CompiledMessage, values: FormatValues = {}): string {
  const text = interpolate(locale, message, values, false);
  return ESCAPED.test(text)
    ? text.replace(/\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g, (_, u: string | undefined, x: string | undefined) =>
        String.fromCharCode(parseInt(u ?? x!, 16)),
      )
    : text;
}
