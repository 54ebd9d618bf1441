/**
 * Lighthouse (mobile, simulated throttling) on the five pages issue 15 names: home, results, product, workshop and
 * the checkout's first step (with a basket of four tyres). Debian's Chromium (/usr/bin/chromium, or CHROME_PATH)
 * is driven through playwright-core's launch with a debugging port; Lighthouse never downloads a browser.
 * Prints the four category scores and the LCP per page; exits 1 when a goal is missed: performance ≥ 98,
 * accessibility, best practices and SEO 100 (SEO not counted on noindex pages), LCP ≤ 1.2 s.
 * Run: npm run build && node bench/lighthouse.ts      (or BASE_URL=http://… to measure a running site)
 */
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { freePort } from "../src/server/test-support/server-process.ts";
import { findPages, startShop, stopAll } from "./support.ts";

const GOALS = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 } as const;
const LCP_GOAL_MS = 1200;
type Category = keyof typeof GOALS;

/** A basket with four tyres of the results page's size, for the checkout page (its id goes in the basket cookie). */
async function basketCookie(base: string): Promise<string> {
  const api = `${base}/api/rodacerta/pt`;
  const search = await fetch(`${api}/neumaticos/selector`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ filters: { ancho: 205, serie: 55, llanta: 16 } }),
  }).then((r) => r.json() as Promise<{ recomendados: Array<{ id: string }> }>);
  const tyre = search.recomendados[0]?.id;
  if (!tyre) throw new Error("no tyre to put in the basket");
  const added = await fetch(`${api}/cesta-product/${tyre}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cantidad: 4 }),
  }).then((r) => r.json() as Promise<{ cestaID: string }>);
  return `rc_cesta=${added.cestaID}`;
}

let failed = false;
const port = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [`--remote-debugging-port=${port}`, "--no-sandbox"],
});
try {
  const base = process.env.BASE_URL ?? (await startShop());
  const { results, product, workshop } = await findPages(base);
  const pages: Array<{ name: string; path: string; cookie?: string }> = [
    { name: "home", path: "/" },
    { name: "results", path: results },
    { name: "product", path: product },
    { name: "workshop", path: workshop },
    { name: "checkout", path: "/carrinho", cookie: await basketCookie(base) },
  ];
  // One warm-up load per page so the figures are not a cold server's.
  for (const p of pages) await fetch(base + p.path, { headers: p.cookie ? { cookie: p.cookie } : {} });
  console.log("page        perf  a11y  best  seo   LCP      misses");
  for (const p of pages) {
    const run = await lighthouse(
      base + p.path,
      {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.keys(GOALS),
        ...(p.cookie ? { extraHeaders: { Cookie: p.cookie } } : {}),
      },
      undefined,
    );
    if (!run) throw new Error(`Lighthouse gave no result for ${p.path}`);
    const lhr = run.lhr;
    const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const noindex = lhr.audits["is-crawlable"]?.score === 0;
    const lcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN;
    const misses = (Object.keys(GOALS) as Category[])
      .filter((c) => !(c === "seo" && noindex) && score(c) < GOALS[c])
      .map((c) => {
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .filter((a) => lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0))
          .map((a) => a.id);
        return `${c} ${score(c)}${failing.length ? ` (${failing.join(", ")})` : ""}`;
      });
    if (!(lcp <= LCP_GOAL_MS)) misses.push(`LCP ${(lcp / 1000).toFixed(2)} s`);
    if (misses.length > 0) failed = true;
    const cells = (Object.keys(GOALS) as Category[]).map((c) => String(score(c)).padEnd(6)).join("");
    console.log(
      `${p.name.padEnd(12)}${cells}${`${(lcp / 1000).toFixed(2)} s`.padEnd(9)}${misses.join("; ") || "—"}${noindex ? " [noindex]" : ""}`,
    );
  }
  console.log(`goals: performance ≥ ${GOALS.performance}, the others 100, LCP ≤ ${LCP_GOAL_MS / 1000} s`);
} finally {
  await browser.close();
  await stopAll();
}
process.exit(failed ? 1 : 0);
