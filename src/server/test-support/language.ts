/**
 * Page-language checks for tests: Portuguese copy that leaked into a Spanish page (or Spanish into a Portuguese one).
 * The catalogue itself is the reference: any whole message of one language found in a page of the other is a leak.
 */
import es from "#src/shared/i18n/catalogue/es.ts";
import pt from "#src/shared/i18n/catalogue/pt.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";

/** The page's visible text, roughly: tags, scripts and styles removed, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}

/**
 * Messages of the other language (without arguments, longer than 12 characters, and not the same in both languages)
 * that appear in the page's visible text. Words the page's own catalogue uses too ("índice de carga" is Portuguese and
 * Spanish) are not leaks.
 */
export function otherLanguageLeaks(html: string, pageLang: Lang): string[] {
  const text = visibleText(html);
  const mine = pageLang === "es" ? es : pt;
  const other = pageLang === "es" ? pt : es;
  const ownWords = Object.values(mine as Record<string, Record<string, string>>)
    .flatMap((m) => Object.values(m))
    .join("\n")
    .toLowerCase();
  const leaks: string[] = [];
  for (const [ns, messages] of Object.entries(other) as [string, Record<string, string>][]) {
    const own = (mine as Record<string, Record<string, string>>)[ns] ?? {};
    for (const [key, value] of Object.entries(messages)) {
      if (value.length <= 12 || value.includes("{") || value === own[key]) continue;
      if (ownWords.includes(value.toLowerCase())) continue;
      if (containsWhole(text, value)) leaks.push(`${ns}.${key}: ${value}`);
    }
  }
  return leaks;
}

/** `value` in `text`, not as part of a longer word ("política de privacidad" is not in "política de privacidade"). */
function containsWhole(text: string, value: string): boolean {
  for (let i = text.indexOf(value); i !== -1; i = text.indexOf(value, i + 1)) {
    const before = text[i - 1] ?? " ";
    const after = text[i + value.length] ?? " ";
    if (!/\p{L}/u.test(before) && !/\p{L}/u.test(after)) return true;
  }
  return false;
}
