/**
 * Page tests against the built web app (needs a build: `BUILD_DIR=build-x npx react-router build`; without one the
 * suite is skipped with a warning). In a test file:
 *
 *   describe.skipIf(!webBuilt("web-pages-x-es"))("…", () => {
 *     const site = startPageApp();
 *     it("…", async () => expectPage("es", await site.get("/talleres"), ["Talleres cerca de usted"]));
 *   });
 *
 * `expectPage` checks one page in its language: the status, `<html lang>`, the phrases, none of the absent ones, and
 * no whole message of the other language's catalogue (`otherLanguageLeaks`).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { type Lang, LOCALE } from "#src/shared/i18n/lang.ts";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { freshPglite, testEnv } from "./db.ts";
import { otherLanguageLeaks, visibleText } from "./language.ts";

export const BUILD_DIR = join(process.cwd(), process.env.BUILD_DIR ?? "build");

/** Whether the web build exists; without one, warns that `testFile`'s page tests are skipped. */
export function webBuilt(testFile: string): boolean {
  const built = existsSync(join(BUILD_DIR, "server", "index.js"));
  if (!built) console.warn(`${testFile}: no web build in ${BUILD_DIR} (set BUILD_DIR); the page tests were skipped`);
  return built;
}

/** An answer of the app, with the address it answers (for the failure messages). */
export type Page = {
  url: string;
  statusCode: number;
  headers: LightMyRequestResponse["headers"];
  body: string;
};

export type PageApp = {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** GET `url`, each request from its own address (per-address limits apply as for separate visitors). */
  get: (url: string, headers?: Record<string, string>) => Promise<Page>;
  /** A form posted without JavaScript (urlencoded), from its own address. */
  post: (url: string, fields: Record<string, string>, headers?: Record<string, string>) => Promise<Page>;
  /** A fresh visitor address, for requests made with `app.inject` directly. */
  address: () => string;
};

let subnet = 0;

/** The built web app and the API on a fresh seeded PGlite; registers its own `beforeAll`/`afterAll`. */
export function startPageApp(): PageApp {
  let app: FastifyInstance | undefined;
  let database: Database | undefined;
  const net = ++subnet % 250;
  let ip = 0;
  beforeAll(async () => {
    database = await freshPglite();
    app = await buildApp({ database, env: testEnv(), logger: false, webBuildDir: BUILD_DIR, paymentRetries: false });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  const started = <T>(x: T | undefined): T => {
    if (x === undefined) throw new Error("startPageApp: used before beforeAll ran");
    return x;
  };
  const address = () => `172.16.${net}.${++ip % 250}`;
  const answer = async (url: string, res: Promise<{ statusCode: number; headers: Page["headers"]; body: string }>) => {
    const { statusCode, headers, body } = await res;
    return { url, statusCode, headers, body };
  };
  return {
    get app() {
      return started(app);
    },
    get database() {
      return started(database);
    },
    address,
    get: (url, headers = {}) => answer(url, started(app).inject({ url, headers, remoteAddress: address() })),
    post: (url, fields, headers = {}) =>
      answer(
        url,
        started(app).inject({
          method: "POST",
          url,
          payload: new URLSearchParams(fields).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
          remoteAddress: address(),
        }),
      ),
  };
}

export type PageExpectations = {
  /** The expected status (200 unless told). */
  status?: number;
  /** Texts the page must not show (e.g. the other language's version of a phrase that is data, not a message). */
  absent?: string[];
  /** Where the phrases are looked for: the visible text (default) or the markup (tags, attributes, titles). */
  within?: "text" | "html";
  /** Parts of the markup that show the API's data as it comes (not the page's copy), left out of the leak check. */
  apiData?: RegExp;
};

/** One page in `lang`: status, document language, phrases, absent texts and no message of the other language. */
export function expectPage(
  lang: Lang,
  page: { url?: string; statusCode: number; body: string },
  phrases: string[],
  { status = 200, absent = [], within = "text", apiData }: PageExpectations = {},
): { html: string; text: string } {
  const url = page.url ?? "page";
  const html = page.body;
  const text = visibleText(html);
  expect(page.statusCode, `${url}: ${html.slice(0, 300)}`).toBe(status);
  expect(html, url).toContain(`<html lang="${LOCALE[lang]}"`);
  const haystack = within === "html" ? html : text;
  for (const p of phrases) expect(haystack, `${url}: ${p}`).toContain(p);
  for (const p of absent) expect(text, `${url}: ${p}`).not.toContain(p);
  expect(otherLanguageLeaks(apiData ? html.replace(apiData, "") : html, lang), url).toEqual([]);
  return { html, text };
}
