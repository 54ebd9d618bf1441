/**
 * The message catalogue as the browser gets it (issue 15; needs a build: `npm run build`, or BUILD_DIR): each page
 * preloads its own language's catalogue chunk in <head> (so hydration does not wait for a second round trip), the
 * chunks hold precompiled messages, and no script of the client build holds the ICU message compiler.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import type { Database } from "./db/client.ts";
import { freshPglite, testEnv } from "./test-support/db.ts";
import { otherLanguageLeaks } from "./test-support/language.ts";

const BUILD_DIR = join(process.cwd(), process.env.BUILD_DIR ?? "build");
const built = existsSync(join(BUILD_DIR, "server", "index.js"));
if (!built) console.warn("web-pages-catalogue: no build (npm run build); the page tests were skipped");

/** Strings only the message compiler holds (@lingui/message-utils' compileMessage, @messageformat/parser). */
const COMPILER_MARKERS = ["Unable to compile date expression", "Plural offset must be set before cases"];

describe.skipIf(!built)("the message catalogue in the browser", () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await freshPglite();
    app = await buildApp({ database, env: testEnv(), logger: false, webBuildDir: BUILD_DIR, paymentRetries: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/browser-(pt|es)-[\w-]+\.js)"/g)].map((m) => ({
      href: m[1]!,
      lang: m[2]!,
    }));

  for (const [path, lang, locale, phrase] of [
    ["/", "pt", "pt-PT", "Saltar para o conteúdo"],
    ["/es", "es", "es-ES", "Saltar al contenido"],
    ["/neumaticos", "es", "es-ES", "Saltar al contenido"],
    ["/pneus", "pt", "pt-PT", "Saltar para o conteúdo"],
  ] as const) {
    it(`preloads only the ${lang} catalogue chunk in the <head> of ${path}, which holds compiled messages`, async () => {
      const res = await app.inject(path);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(phrase);
      expect(otherLanguageLeaks(html, lang)).toEqual([]);
      const found = preloads(html);
      expect(found.map((p) => p.lang)).toEqual([lang]);
      expect(html.indexOf(found[0]!.href)).toBeLessThan(html.indexOf("</head>"));
      const chunk = readFileSync(join(BUILD_DIR, "client", found[0]!.href), "utf8");
      // Compiled: a message is an array of parts (`["Saltar …"]`), an argument a nested array, a plural an object.
      expect(chunk).toMatch(new RegExp(`skipToContent:\\[[\`"']${phrase}[\`"']\\]`));
      expect(chunk).not.toMatch(/\{\w+, plural,/);
    });
  }

  it("ships no ICU message compiler in any script of the client build", () => {
    const assets = join(BUILD_DIR, "client", "assets");
    const scripts = readdirSync(assets).filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(10);
    const withCompiler = scripts.filter((f) => {
      const source = readFileSync(join(assets, f), "utf8");
      return COMPILER_MARKERS.some((m) => source.includes(m));
    });
    expect(withCompiler).toEqual([]);
  });
});
