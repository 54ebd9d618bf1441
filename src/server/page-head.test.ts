/** The page head put in paint order (page-head.ts): stylesheets before the modules, modules at low priority. */
import { describe, expect, it } from "vitest";
import { reorderHead, reorderHeadStream } from "./page-head.ts";

const HEAD =
  '<!DOCTYPE html><html lang="pt-PT"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/browser-pt.js"/><title>Pneus é ótimo</title>' +
  '<link rel="canonical" href="https://www.rodacerta.pt/"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
  '<link nonce="n1" rel="stylesheet" href="/assets/root.css"/><link nonce="n1" rel="stylesheet" href="/assets/home.css"/>';

const links = (html: string) => [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);

describe("reorderHead", () => {
  it("moves the modulepreloads, in their order, after the last stylesheet", () => {
    const out = reorderHead(HEAD);
    const hrefs = links(out).map((l) => /href="([^"]+)"/.exec(l)?.[1]);
    expect(hrefs).toEqual([
      "https://www.rodacerta.pt/",
      "/assets/root.css",
      "/assets/home.css",
      "/assets/browser-pt.js",
      "/assets/entry.client.js",
    ]);
    // Nothing went missing or was added but the priority.
    expect(out.replace(/ fetchpriority="low"/g, "").length).toBe(HEAD.length);
  });

  it("keeps everything but the modulepreloads in its place (React hydrates those head children in order)", () => {
    const head =
      '<head><meta charSet="utf-8"/><link rel="modulepreload" href="/a.js"/><title>t</title>' +
      '<script type="application/ld+json">{"@type":"Product"}</script><link rel="modulepreload" href="/b.js"/>' +
      '<link rel="stylesheet" href="/root.css"/><link rel="icon" href="/favicon.svg"/>';
    const withoutModules = (html: string) => html.replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");
    const out = reorderHead(head);
    expect(withoutModules(out)).toBe(withoutModules(head));
    expect(out).toContain(
      '<link rel="stylesheet" href="/root.css"/><link fetchpriority="low" rel="modulepreload" href="/a.js"/>' +
        '<link fetchpriority="low" rel="modulepreload" href="/b.js"/><link rel="icon"',
    );
  });

  it("marks every modulepreload low priority, and nothing else", () => {
    const out = reorderHead(HEAD);
    for (const l of links(out)) {
      if (l.includes('rel="modulepreload"')) expect(l).toMatch(/^<link fetchpriority="low" rel="modulepreload"/);
      else expect(l).not.toContain("fetchpriority");
    }
    // Idempotent: a tag that already says its priority keeps it.
    expect(reorderHead(out)).toBe(out);
    expect(reorderHead('<link fetchpriority="high" rel="modulepreload" href="/a.js"/>')).toBe(
      '<link fetchpriority="high" rel="modulepreload" href="/a.js"/>',
    );
  });

  it("leaves a head without modules (or with the stylesheets already first) in its order", () => {
    const plain = '<head><link rel="stylesheet" href="/a.css"/><title>x</title>';
    expect(reorderHead(plain)).toBe(plain);
    const first = '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/b.js"/>';
    expect(reorderHead(first)).toBe(
      '<head><link rel="stylesheet" href="/a.css"/><link fetchpriority="low" rel="modulepreload" href="/b.js"/>',
    );
  });
});

async function through(chunks: Uint8Array[]): Promise<string> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
  return new Response(reorderHeadStream(body)).text();
}

describe("reorderHeadStream", () => {
  const page = `${HEAD}</head><body><h1>Pneus ao melhor preço — ótimo</h1><link rel="modulepreload" href="/in-body.js"/></body></html>`;

  it("rewrites the head however the bytes are split, and passes the body on untouched", async () => {
    const bytes = new TextEncoder().encode(page);
    const expected = reorderHead(HEAD) + page.slice(HEAD.length);
    // Every split point, including inside "</head>" and inside the two-byte characters (é, ç, ó).
    for (let at = 1; at < bytes.length; at += 7) {
      expect(await through([bytes.subarray(0, at), bytes.subarray(at)]), `split at ${at}`).toBe(expected);
    }
    // Byte by byte.
    expect(await through([...bytes].map((b) => Uint8Array.of(b)))).toBe(expected);
    // The body's own link is not the head's: left as it is.
    expect(expected).toContain('<link rel="modulepreload" href="/in-body.js"/>');
  });

  it("passes on a document without </head> as it came", async () => {
    const text = "<p>só texto</p>";
    expect(await through([new TextEncoder().encode(text)])).toBe(text);
  });
});
