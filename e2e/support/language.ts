/**
 * The page's language as a customer reads it: no message of the other language's catalogue, and none of the English
 * that libraries write by default (zod, the framework), on the pages a journey visits.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { Lang } from "../../src/shared/i18n/lang.ts";
import { otherLanguageLeaks } from "../../src/server/test-support/language.ts";

const ENGLISH =
  /\b(Invalid input|expected (string|number|object)|Too (small|big)|received|Something went wrong|Not Found|Unexpected Server Error)\b/i;

export async function assertPageLanguage(page: Page, lang: Lang, where: string): Promise<void> {
  const html = await page.content();
  assert.ok(html.includes(`<html lang="${lang === "es" ? "es-ES" : "pt-PT"}"`), `${where}: <html lang> is not ${lang}`);
  assert.deepEqual(otherLanguageLeaks(html, lang), [], `${where}: messages of the other language on the page`);
  const text = await page.locator("body").innerText();
  assert.doesNotMatch(text, ENGLISH, `${where}: English on the page`);
}
