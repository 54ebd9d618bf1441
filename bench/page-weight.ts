/**
 * First-load JavaScript of the results page, compressed: fetches the server-rendered HTML from a running site
 * (BASE_URL, default http://localhost:3000), collects every module script and modulepreload, and gzips each.
 * Budget: 150 KB. Run: npm start (in another shell), then node bench/page-weight.ts
 */
import { gzipSync } from "node:zlib";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const pages = [
  "/seletor/resultados?ancho=205&serie=55&llanta=16",
  "/",
  "/pneus/michelin/primacy-4-205-55-r16-91v-100000",
];
let ok = true;
for (const path of pages) {
  const html = await (await fetch(base + path)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)) urls.add(m[1] as string);
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) urls.add(m[1] as string);
  let total = 0;
  for (const u of urls)
    total += gzipSync(Buffer.from(await (await fetch(base + u)).arrayBuffer()), { level: 9 }).length;
  const kb = total / 1024;
  const pass = kb <= 150;
  ok &&= pass;
  console.log(
    `${path}: ${urls.size} scripts, ${kb.toFixed(1)} KB gzip → ${pass ? "OK" : "OVER BUDGET"} (budget 150 KB)`,
  );
}
process.exit(ok ? 0 : 1);
