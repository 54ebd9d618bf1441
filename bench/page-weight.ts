/**
 * First-load JavaScript of every public page, compressed (issue 15): starts the built shop (or uses BASE_URL),
 * fetches each page's server-rendered HTML, collects every module script and modulepreload, and gzips each.
 * Budget: 130 KB per page. Run: npm run build && node bench/page-weight.ts   (exits 1 when a page is over)
 */
import { gzipSync } from "node:zlib";
import { CONTENT_PAGES } from "../src/shared/content/pages.ts";
import { SERVICE_PATHS } from "../src/shared/services/pages/service-pages.ts";
import { findPages, startShop, stopAll } from "./support.ts";

const BUDGET_KB = 130;
let ok = true;
try {
  const base = process.env.BASE_URL ?? (await startShop());
  const { results, product, brand, area, workshop } = await findPages(base);
  const pages = [
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
  const sizes = new Map<string, number>(); // each asset is compressed once
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
        size = gzipSync(Buffer.from(await (await fetch(base + u)).arrayBuffer()), { level: 9 }).length;
        sizes.set(u, size);
      }
      total += size;
    }
    const kb = total / 1024;
    const htmlKb = gzipSync(Buffer.from(html)).length / 1024;
    const pass = res.ok && kb <= BUDGET_KB;
    ok &&= pass;
    console.log(
      `${path.padEnd(60)} ${String(res.status)} ${String(urls.size).padStart(3)} scripts ${kb.toFixed(1).padStart(6)} KB gzip (HTML ${(html.length / 1024).toFixed(0).padStart(3)} KB, ${htmlKb.toFixed(1)} KB gzip) → ${pass ? "OK" : "OVER BUDGET"}`,
    );
  }
  console.log(`budget: ${BUDGET_KB} KB of compressed first-load JavaScript per page`);
} finally {
  await stopAll();
}
process.exit(ok ? 0 : 1);
