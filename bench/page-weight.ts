/**
 * First-load JavaScript of every public page, compressed (issue 15): starts the built shop (or uses BASE_URL),
 * fetches each page's server-rendered HTML (every page in Portuguese and in Spanish), collects every module script
 * and modulepreload (the page's message namespace chunks are among them), and gzips each. Also fails when a script
 * of a page holds the ICU message compiler (the build precompiles the catalogue: src/vite/catalogue-plugin.ts).
 * Budget: 130 KB per page. Run: npm run build && node bench/page-weight.ts   (exits 1 when a page is over; BUILD_DIR
 * measures another build). Ends with the distribution: how many pages are within budget, min, median and max.
 */
import { gzipSync } from "node:zlib";
import { CONTENT_PAGES } from "../src/shared/content/pages.ts";
import { localPath } from "../src/shared/i18n/paths.ts";
import { SERVICE_PATHS } from "../src/shared/services/pages/service-pages.ts";
import { findPages, startShop, stopAll } from "./support.ts";

const BUDGET_KB = 130;
/** Strings only the message compiler holds (@lingui/message-utils' compileMessage, @messageformat/parser). */
const COMPILER_MARKERS = ["Unable to compile date expression", "Plural offset must be set before cases"];
let ok = true;
try {
  const base = process.env.BASE_URL ?? (await startShop());
  const { results, product, brand, area, workshop } = await findPages(base);
  const ptPages = [
    "/",
    "/pneus",
    brand,
    product,
    "/seletor",
    "/seletor/matricula",
    results,
    "/selector-moto",
    "/pneus-de-troca/assistente",
    "/oficinas-mecanicas",
    area,
    workshop,
    "/carro/baterias",
    "/mudanca-de-oleo-filtros",
    "/promocoes",
    "/marcacao-previa",
    "/carrinho",
    "/login",
    "/registo",
    "/contato",
    "/ligamos-lhe",
    "/newsletter",
    "/carro/carga-de-ar-condicionado",
    "/mudanca-de-oleo-filtros/assistente",
    "/mudanca-de-oleo-filtros/pack-plus",
    "/mudanca-de-oleo-filtros/teste-de-seguranca",
    ...SERVICE_PATHS,
    ...CONTENT_PAGES.map((p) => `/${p.slug}`),
  ];
  // The Spanish twins (the Spanish site lists Spain's workshops: its own area and workshop pages).
  const html = async (path: string) => (await fetch(base + path)).text();
  const esArea = /href="(\/talleres\/[a-z0-9-]+)"/.exec(await html("/talleres"))?.[1];
  const esWorkshop = esArea && /href="(\/talleres\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(await html(esArea))?.[1];
  if (!esArea || !esWorkshop) throw new Error("could not find a Spanish workshop page to measure");
  const esPages = ptPages
    .filter((p) => p !== area && p !== workshop)
    .map((p) => localPath("es", p))
    .concat(esArea, esWorkshop);
  const pages = [...ptPages, ...esPages];
  const sizes = new Map<string, number>(); // each asset is compressed once
  const perPage: number[] = []; // KB of each page, for the distribution printed at the end
  const withCompiler = new Set<string>();
  for (const path of pages) {
    const res = await fetch(base + path);
    const html = await res.text();
    const urls = new Set<string>();
    for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]!);
    for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) urls.add(m[1]!);
    let total = 0;
    for (const u of urls) {
      let size = sizes.get(u);
      if (size === undefined) {
        const body = Buffer.from(await (await fetch(base + u)).arrayBuffer());
        if (COMPILER_MARKERS.some((m) => body.includes(m))) withCompiler.add(u);
        size = gzipSync(body, { level: 9 }).length;
        sizes.set(u, size);
      }
      total += size;
    }
    const kb = total / 1024;
    const htmlKb = gzipSync(Buffer.from(html)).length / 1024;
    const pass = res.ok && kb <= BUDGET_KB;
    perPage.push(kb);
    ok &&= pass;
    console.log(
      `${path.padEnd(60)} ${String(res.status)} ${String(urls.size).padStart(3)} scripts ${kb.toFixed(1).padStart(6)} KB gzip (HTML ${(html.length / 1024).toFixed(0).padStart(3)} KB, ${htmlKb.toFixed(1)} KB gzip) → ${pass ? "OK" : "OVER BUDGET"}`,
    );
  }
  for (const [u, size] of sizes)
    if (/\/messages-(pt|es)-/.test(u)) console.log(`message namespace chunk ${u}: ${(size / 1024).toFixed(1)} KB gzip`);
  const sorted = [...perPage].sort((a, b) => a - b);
  const median =
    sorted.length % 2 ? sorted[sorted.length >> 1]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  console.log(
    `pages within ${BUDGET_KB} KB: ${perPage.filter((kb) => kb <= BUDGET_KB).length} of ${perPage.length}; ` +
      `min ${sorted[0]!.toFixed(1)}, median ${median.toFixed(1)}, max ${sorted.at(-1)!.toFixed(1)} KB gzip`,
  );
  console.log(`budget: ${BUDGET_KB} KB of compressed first-load JavaScript per page`);
  if (withCompiler.size > 0) {
    ok = false;
    console.log(`the ICU message compiler is in the page's JavaScript (${[...withCompiler].join(", ")}) → FAIL`);
  } else console.log("ICU message compiler in the page's JavaScript: no → OK");
} finally {
  await stopAll();
}
process.exit(ok ? 0 : 1);
