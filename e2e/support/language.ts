/**
 * The page's language as a customer reads it: no message of the other language's catalogue, and none of the English
 * that libraries write by default (zod, the framework), on the pages a journey visits.
 */
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import type { Lang } from "../../src/shared/i18n/lang.ts";
import { otherLanguageLeaks } from "../../src/server/test-support/language.ts";

const ENGLISH =
  /\b(Invalid input|expected (string|number|object)|Too (small|big)|received|Something went wrong|Not Found|Unexpected Server Error)\b/i;

/**
 * `data`: names that come from the catalogue's data rather than the page's copy (product and service names as the
 * shop enters them), left out of the check.
 */
export async function assertPageLanguage(page: Page, lang: Lang, where: string, data: string[] = []): Promise<void> {
  let html = await page.content();
  for (const name of data) html = html.replaceAll(name, "");
  assert.ok(html.includes(`<html lang="${lang === "es" ? "es-ES" : "pt-PT"}"`), `${where}: <html lang> is not ${lang}`);
  assert.deepEqual(otherLanguageLeaks(html, lang), [], `${where}: messages of the other language on the page`);
  const text = await page.locator("body").innerText();
  assert.doesNotMatch(text, ENGLISH, `${where}: English on the page`);
}
