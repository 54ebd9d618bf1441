/**
 * Lighthouse (mobile, simulated throttling) on the five pages issue 15 names: home, results, product, workshop and
 * the checkout's first step (with a basket of four tyres). Debian's Chromium (/usr/bin/chromium, or CHROME_PATH)
 * is driven through playwright-core's launch with a debugging port; Lighthouse never downloads a browser.
 * Each page is measured LIGHTHOUSE_RUNS times (3 by default) and the run with the median performance score is
 * printed: the four category scores, FCP, LCP and the LCP element. Exits 1 when a goal is missed: performance ≥ 98,
 * accessibility, best practices and SEO 100 (SEO not counted on noindex pages), LCP ≤ 1.2 s.
 * LIGHTHOUSE_PAGES=home,results picks pages; LIGHTHOUSE_REPORTS=dir keeps each run's JSON report there (read its
 * render-blocking-resources, network-requests, critical-request-chains… audits to see what delays the first paint).
 * Run: npm run build && node bench/lighthouse.ts      (or BASE_URL=http://… to measure a running site)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { freePort } from "../src/server/test-support/server-process.ts";
import { findPages, startShop, stopAll } from "./support.ts";

const GOALS = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 } as const;
const LCP_GOAL_MS = 1200;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
type Category = keyof typeof GOALS;
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

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

/** The LCP element as Lighthouse names it: its tag and a short snippet. */
function lcpElement(lhr: Result): string {
  type Node = { type?: string; snippet?: string; nodeLabel?: string };
  // Lighthouse 13 names it in its LCP breakdown insight (older ones in largest-contentful-paint-element).
  const audit = lhr.audits["lcp-breakdown-insight"] ?? lhr.audits["largest-contentful-paint-element"];
  const node = (audit?.details as { items?: Node[] } | undefined)?.items?.find((i) => i.type === "node");
  const tag = /^<([a-z0-9-]+)/i.exec(node?.snippet ?? "")?.[1] ?? "?";
  const label = (node?.nodeLabel ?? "").replace(/\s+/g, " ").slice(0, 40);
  return `<${tag}> ${label}`.slice(0, 44);
}

const ms = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

let failed = false;
const port = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [`--remote-debugging-port=${port}`, "--no-sandbox"],
});
try {
  const base = process.env.BASE_URL ?? (await startShop());
  const { results, product, workshop } = await findPages(base);
  const wanted = process.env.LIGHTHOUSE_PAGES?.split(",");
  const pages: Array<{ name: string; path: string; cookie?: string }> = [
    { name: "home", path: "/" },
    { name: "results", path: results },
    { name: "product", path: product },
    { name: "workshop", path: workshop },
    { name: "checkout", path: "/carrinho", cookie: await basketCookie(base) },
  ].filter((p) => !wanted || wanted.includes(p.name));
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  // One warm-up load per page so the figures are not a cold server's.
  for (const p of pages) await fetch(base + p.path, { headers: p.cookie ? { cookie: p.cookie } : {} });
  console.log(`median of ${RUNS} run(s) per page (by performance score)`);
  console.log(
    "page        perf  a11y  best  seo   FCP      LCP      LCP element                                  misses",
  );
  for (const p of pages) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) {
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
      runs.push(run.lhr);
      if (REPORTS) writeFileSync(join(REPORTS, `${p.name}-${i + 1}.json`), JSON.stringify(run.lhr));
    }
    const perf = (lhr: Result) => lhr.categories.performance?.score ?? 0;
    runs.sort((a, b) => perf(a) - perf(b) || ms(a, "largest-contentful-paint") - ms(b, "largest-contentful-paint"));
    const lhr = runs[Math.floor((runs.length - 1) / 2)]!;
    const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const noindex = lhr.audits["is-crawlable"]?.score === 0;
    const lcp = ms(lhr, "largest-contentful-paint");
    const misses = (Object.keys(GOALS) as Category[])
      .filter((c) => !(c === "seo" && noindex) && score(c) < GOALS[c])
      .map((c) => {
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .filter((a) => lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0))
          .map((a) => a.id);
        return `${c} ${score(c)}${failing.length ? ` (${failing.join(", ")})` : ""}`;
      });
    if (!(lcp <= LCP_GOAL_MS)) misses.push(`LCP ${seconds(lcp)}`);
    if (misses.length > 0) failed = true;
    const cells = (Object.keys(GOALS) as Category[]).map((c) => String(score(c)).padEnd(6)).join("");
    const range = runs.length > 1 ? ` (perf ${runs.map((r) => Math.round(perf(r) * 100)).join("/")})` : "";
    console.log(
      `${p.name.padEnd(12)}${cells}${seconds(ms(lhr, "first-contentful-paint")).padEnd(9)}${seconds(lcp).padEnd(9)}` +
        `${lcpElement(lhr).padEnd(45)}${misses.join("; ") || "—"}${noindex ? " [noindex]" : ""}${range}`,
    );
  }
  console.log(`goals: performance ≥ ${GOALS.performance}, the others 100, LCP ≤ ${LCP_GOAL_MS / 1000} s`);
} finally {
  await browser.close();
  await stopAll();
}
process.exit(failed ? 1 : 0);
