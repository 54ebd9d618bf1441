/**
 * The message catalogue as the browser gets it (issue 15; needs a build: `npm run build`, or BUILD_DIR): one chunk per
 * language and namespace; each page preloads, in <head>, the chunks of the namespaces its render used (the browser
 * hydrates with exactly those, src/shared/i18n/catalogue/load.ts), in its language only; the chunks hold precompiled
 * messages, and no script of the client build holds the ICU message compiler.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import es from "#src/shared/i18n/catalogue/es.ts";
import pt from "#src/shared/i18n/catalogue/pt.ts";
import type { CompiledMessage } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import { compileNamespace } from "#src/shared/i18n/precompile.ts";
import { buildApp } from "./app.ts";
import type { Database } from "./db/client.ts";
import { freshPglite, testEnv } from "./test-support/db.ts";
import { otherLanguageLeaks } from "./test-support/language.ts";

const BUILD_DIR = join(process.cwd(), process.env.BUILD_DIR ?? "build");
const built = existsSync(join(BUILD_DIR, "server", "index.js"));
if (!built) console.warn("web-pages-catalogue: no build (npm run build); the page tests were skipped");

/** Strings only the message compiler holds (@lingui/message-utils' compileMessage, @messageformat/parser). */
const COMPILER_MARKERS = ["Unable to compile date expression", "Plural offset must be set before cases"];
/** Written on the server only: never sent to the browser. */
const SERVER_ONLY = new Set(["api", "mail"]);

/** The namespace chunks a page preloads (after its first paint: page-scripts.ts): `[{ href, lang, ns }]`. */
function preloads(html: string) {
  return [
    ...html.matchAll(/<link[^>]*rel="later-preload"[^>]*href="(\/assets\/messages-(pt|es)-(\w+)-[\w-]+\.js)"/g),
  ].map((m) => ({ href: m[1]!, lang: m[2]!, ns: m[3]! }));
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** The literal parts of a compiled message (its text without arguments, plurals flattened). */
function literals(message: CompiledMessage | unknown): string[] {
  if (typeof message === "string") return [message];
  if (Array.isArray(message)) return message.flatMap((part) => (typeof part === "string" ? [part] : literals(part)));
  if (message && typeof message === "object") return Object.values(message).flatMap((v) => literals(v));
  return [];
}

/**
 * Per namespace, the phrases only that namespace writes (a literal part of one of its messages, 24 characters or
 * more, that no message of another namespace contains): finding one on a page means the page rendered a message of
 * that namespace.
 */
function distinctivePhrases(catalogue: Record<string, Record<string, string>>): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  for (const [ns, messages] of Object.entries(catalogue))
    texts.set(
      ns,
      Object.values(compileNamespace(messages)).flatMap((m) => literals(m)),
    );
  const out = new Map<string, string[]>();
  for (const [ns, parts] of texts) {
    const others = [...texts].filter(([n]) => n !== ns).flatMap(([, p]) => p);
    const phrases = [...new Set(parts.map((p) => p.trim()))].filter(
      (p) => p.length >= 24 && !others.some((o) => o.includes(p)),
    );
    out.set(ns, phrases);
  }
  return out;
}

const PHRASES: Record<Lang, Map<string, string[]>> = { pt: distinctivePhrases(pt), es: distinctivePhrases(es) };

/**
 * The namespaces whose messages a page's HTML shows although its <head> does not preload them: what the browser would
 * hydrate without (a message rendered by the server but empty in the browser). Text that comes in the loader data
 * (written on the server, e.g. by a loader with `translatorFor`) is data, not a message the browser renders: skipped.
 */
function unsentNamespaces(html: string, lang: Lang, sent: Set<string>): string[] {
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("\n");
  const visible = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");
  const found: string[] = [];
  for (const [ns, phrases] of PHRASES[lang]) {
    if (sent.has(ns) || SERVER_ONLY.has(ns)) continue;
    const shown = phrases.find((p) => visible.includes(escapeHtml(p)) && !scripts.includes(p));
    if (shown) found.push(`${ns} ("${shown}")`);
  }
  return found;
}

const PT_PAGES = [
  "/",
  "/pneus",
  "/pneus/michelin",
  "/seletor",
  "/seletor/matricula",
  "/seletor/resultados?ancho=205&serie=55&llanta=16",
  "/selector-moto",
  "/pneus-de-troca/assistente",
  "/oficinas-mecanicas",
  "/carro/baterias",
  "/mudanca-de-oleo-filtros",
  "/mudanca-de-oleo-filtros/assistente",
  "/mudanca-de-oleo-filtros/pack-plus",
  "/promocoes",
  "/marcacao-previa",
  "/carrinho",
  "/login",
  "/registo",
  "/contato",
  "/ligamos-lhe",
  "/newsletter",
  "/carro",
  "/carro/travoes",
  "/kits-ozono",
  "/carro/carga-de-ar-condicionado",
  "/empresa",
  "/acesso-profissionais",
  "/blog",
  "/uma-pagina-que-nao-existe",
];

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

  for (const [path, lang, locale, phrase] of [
    ["/", "pt", "pt-PT", "Saltar para o conteúdo"],
    ["/es", "es", "es-ES", "Saltar al contenido"],
    ["/neumaticos", "es", "es-ES", "Saltar al contenido"],
    ["/pneus", "pt", "pt-PT", "Saltar para o conteúdo"],
  ] as const) {
    it(`preloads in the <head> of ${path} only ${lang} namespace chunks, which hold compiled messages`, async () => {
      const res = await app.inject(path);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(phrase);
      expect(otherLanguageLeaks(html, lang)).toEqual([]);
      const found = preloads(html);
      expect(new Set(found.map((p) => p.lang))).toEqual(new Set([lang]));
      // The header and footer's namespaces, and not the whole catalogue.
      expect(found.map((p) => p.ns)).toEqual(expect.arrayContaining(["shell", "common"]));
      expect(found.length).toBeLessThan(Object.keys(pt).length - SERVER_ONLY.size);
      for (const p of found) expect(html.indexOf(p.href)).toBeLessThan(html.indexOf("</head>"));
      const shell = readFileSync(join(BUILD_DIR, "client", found.find((p) => p.ns === "shell")!.href), "utf8");
      // Compiled: a message is an array of parts (`["Saltar …"]`), an argument a nested array, a plural an object.
      expect(shell).toMatch(new RegExp(`skipToContent:\\[[\`"']${phrase}[\`"']\\]`));
      expect(shell).not.toMatch(/\{\w+, plural,/);
    });
  }

  it("preloads a page's own namespaces: the home page home, a product page tyres, the basket checkoutFrame", async () => {
    const ns = async (path: string) => preloads((await app.inject(path)).body).map((p) => p.ns);
    expect(await ns("/")).toContain("home");
    expect(await ns("/es")).toContain("home");
    expect(await ns("/carrinho")).toContain("checkoutFrame");
    expect(await ns("/cesta")).toContain("checkoutFrame");
    expect(await ns("/empresa")).not.toContain("tyres");
    const results = (await app.inject("/seletor/resultados?ancho=205&serie=55&llanta=16")).body;
    const product = /href="(\/pneus\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(results)?.[1];
    expect(product).toBeDefined();
    expect(await ns(product!)).toContain("tyres");
    expect(await ns(localPath("es", product!))).toContain("tyres");
  });

  it("sends every namespace a page's render used: no message on a page comes from a namespace it does not preload", async () => {
    const results = (await app.inject("/seletor/resultados?ancho=205&serie=55&llanta=16")).body;
    const product = /href="(\/pneus\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(results)?.[1];
    const workshops = (await app.inject("/talleres")).body;
    const esArea = /href="(\/talleres\/[a-z0-9-]+)"/.exec(workshops)?.[1];
    const pages: Array<[string, Lang]> = [
      ...[...PT_PAGES, product!].map((p) => [p, "pt"] as [string, Lang]),
      ...[...PT_PAGES, product!].map((p) => [localPath("es", p), "es"] as [string, Lang]),
      [esArea!, "es"],
    ];
    const problems: string[] = [];
    let checked = 0;
    for (const [path, lang] of pages) {
      const res = await app.inject(path);
      if (res.statusCode >= 500) {
        problems.push(`${path}: ${res.statusCode}`);
        continue;
      }
      if (res.statusCode !== 200 && res.statusCode !== 404) continue; // a redirect
      checked++;
      const sent = new Set(preloads(res.body).map((p) => p.ns));
      const unsent = unsentNamespaces(res.body, lang, sent);
      if (unsent.length > 0) problems.push(`${path}: ${unsent.join(", ")}`);
    }
    expect(checked).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  it("the check above finds a namespace a page shows but does not preload", async () => {
    for (const [path, lang, ns] of [
      ["/", "pt", "home"],
      ["/es", "es", "home"],
      ["/carrinho", "pt", "checkoutFrame"],
      ["/cita-previa", "es", "booking"],
    ] as const) {
      const html = (await app.inject(path)).body;
      const sent = new Set(preloads(html).map((p) => p.ns));
      expect(unsentNamespaces(html, lang, sent), path).toEqual([]);
      sent.delete(ns);
      expect(unsentNamespaces(html, lang, sent).join(), path).toMatch(new RegExp(`^${ns} \\(`));
    }
  });

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
