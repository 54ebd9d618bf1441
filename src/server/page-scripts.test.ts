/** A page's scripts start after its first paint (page-scripts.ts): the rewrite of the HTML, byte for byte. */
import { describe, expect, it } from "vitest";
import { STARTER, scriptsAfterPaint, scriptsAfterPaintStream } from "./page-scripts.ts";

const PAGE =
  '<!DOCTYPE html><html lang="pt-PT"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/messages-pt-shell.js"/><title>Pneus é ótimo</title>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
  '<link nonce="n1" rel="stylesheet" href="/assets/shell.css"/></head><body><main><h1>Preços — ótimos</h1>' +
  "<p>React escreve as aspas do texto como &quot;: rel=&quot;modulepreload&quot; fica como está.</p></main>" +
  '<script nonce="n1">window.__reactRouterContext = {};</script>' +
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>' +
  '<script nonce="n1">window.__reactRouterContext.streamController.close();</script></body></html>';

const rewrite = (html: string, nonce?: string) => scriptsAfterPaint(Buffer.from(html), nonce).toString("utf8");

describe("scriptsAfterPaint", () => {
  const out = rewrite(PAGE, "n1");

  it("turns every modulepreload into a relation the browser ignores, and the module script into a type it does not run", () => {
    expect(out).not.toContain('rel="modulepreload" href');
    expect(out).toContain('<link rel="later-preload" href="/assets/messages-pt-shell.js"/>');
    expect(out).toContain('<link rel="later-preload" href="/assets/entry.client.js" nonce="n1"/>');
    expect(out.replace(STARTER, "")).not.toMatch(/type="module"/);
    expect(out).toContain(
      '<script nonce="n1" type="text/later"     >import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>',
    );
  });

  it("adds the starter with the response's nonce as the last thing in <body>", () => {
    expect(out.endsWith(`<script nonce="n1">${STARTER}</script></body></html>`)).toBe(true);
    expect(rewrite(PAGE)).toContain(`<script>${STARTER}</script></body>`);
  });

  it("changes nothing else: same length per tag, the text and the other scripts as they were", () => {
    const starter = `<script nonce="n1">${STARTER}</script>`;
    const back = out
      .replace(starter, "")
      .replaceAll('rel="later-preload"', 'rel="modulepreload"')
      .replace('type="text/later"     >', 'type="module" async="">');
    expect(back).toBe(PAGE);
    expect(out).toContain("rel=&quot;modulepreload&quot; fica como está.");
  });

  it("holds back every module script in <body>, and the starter restores them all", () => {
    const two = PAGE.replace("</body>", '<script type="module" async="">import "/x.js";</script></body>');
    const both = rewrite(two, "n1");
    expect(both.match(/type="text\/later" {5}>/g)).toHaveLength(2);
    expect(both.replace(STARTER, "")).not.toMatch(/type="module"/);
    expect(STARTER).toContain("for(const o of document.querySelectorAll('script[type=\"text/later\"]'))");
  });

  it("passes a page without React Router's module script on as it came", () => {
    const page =
      '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/></head><body>só texto</body></html>';
    expect(rewrite(page, "n1")).toBe(page);
  });

  it("the starter restores exactly what the rewrite changed", () => {
    expect(STARTER).toContain('link[rel="later-preload"]');
    expect(STARTER).toContain('l.rel="modulepreload"');
    expect(STARTER).toContain(`script[type="text/later"]`);
    expect(STARTER).toContain('s.type="module"');
    // Runs as it is written (a syntax error would leave every page without JavaScript).
    expect(() => new Function(STARTER)).not.toThrow();
    // Starts once, whichever comes first: the first frame, the tab hidden, or 1 s after the load event.
    expect(STARTER).toContain("if(done)return;done=true;");
    expect(STARTER).toContain('addEventListener("load",()=>setTimeout(go,1000))');
    expect(STARTER).toContain('typeof requestAnimationFrame!=="function"');
  });
});

async function through(chunks: Uint8Array[]): Promise<string> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
  return new Response(scriptsAfterPaintStream(body, "n1")).text();
}

describe("scriptsAfterPaintStream", () => {
  it("rewrites the page however its bytes are split", async () => {
    const bytes = new TextEncoder().encode(PAGE);
    const expected = rewrite(PAGE, "n1");
    // Every split point, inside the tags, the attributes and the two-byte characters (é, ó).
    for (let at = 1; at < bytes.length; at += 5) {
      expect(await through([bytes.subarray(0, at), bytes.subarray(at)]), `split at ${at}`).toBe(expected);
    }
    expect(await through([...bytes].map((b) => Uint8Array.of(b)))).toBe(expected);
  });

  it("passes an empty body on as empty", async () => {
    expect(await through([])).toBe("");
  });
});
