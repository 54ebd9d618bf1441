/**
 * How a declared response schema writes an answer (docs/decisions/020-api-contract.md): JSON.stringify (an undeclared
 * route), fastify-type-provider-zod's serializer (zod encode, then JSON.stringify) and the serializer the app uses
 * (src/server/serializer.ts: the zod schema compiled once to JSON Schema and to a fast-json-stringify function), on
 * real answers of the seeded shop: a tyre search page and the workshops near a postcode. The three run in turns, a
 * round each, so a busy machine slows them alike; the figures are the best round of each.
 * Run: node bench/serialize.bench.ts   (BENCH_ROUNDS=7, BENCH_MS=300 per round by default; exits 1 when the compiled
 * serializer is slower than JSON.stringify or writes a different answer)
 */
import { isDeepStrictEqual } from "node:util";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { buildApp } from "../src/server/app.ts";
import { openPglite } from "../src/server/db/client.ts";
import { seed } from "../src/server/db/seed/seed.ts";
import { loadEnv } from "../src/server/env.ts";
import { compileFastSerializer } from "../src/server/serializer.ts";
import { TyreSearchAnswer } from "../src/shared/tyres/tyres-api.schema.ts";
import { WorkshopsNearPostcodeAnswer } from "../src/shared/workshops/workshops-api.schema.ts";

const database = await openPglite();
await database.migrate();
await seed(database.db);
const app = await buildApp({
  database,
  env: loadEnv({ LOG_LEVEL: "silent" }),
  logger: false,
  webBuildDir: null,
  paymentRetries: false,
  orderExpiryEveryMs: false,
});
const answerOf = async (method: "GET" | "POST", url: string, payload?: object): Promise<unknown> => {
  const res = await app.inject({ method, url: `/api/rodacerta/pt${url}`, payload });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.json();
};
const cases: Array<[string, z.ZodType, unknown]> = [
  [
    "tyre search 205/55 R16 (10 tyres + recommended)",
    TyreSearchAnswer,
    await answerOf("POST", "/neumaticos/selector", { filters: { ancho: 205, serie: 55, llanta: 16 } }),
  ],
  [
    "workshops near 1100-053 (80 km)",
    WorkshopsNearPostcodeAnswer,
    await answerOf("POST", "/taller/localizacion", { postCode: "1100-053", distancia: 80 }),
  ],
];
await app.close();
await database.close();

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const MS = Number(process.env.BENCH_MS ?? 300);
/** Calls per millisecond of `fn` over about MS milliseconds. */
function rate(fn: () => string): number {
  let n = 0;
  let sink = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < MS) {
    for (let i = 0; i < 50; i++) sink += fn().length;
    n += 50;
    elapsed = performance.now() - start;
  }
  if (sink < 0) console.log(sink);
  return n / elapsed;
}

let ok = true;
for (const [title, schema, body] of cases) {
  const zod = zodSerializerCompiler({ schema, method: "POST", url: "/bench", httpStatus: "200" }) as (
    d: unknown,
  ) => string;
  const fast = compileFastSerializer(schema);
  if (!fast) throw new Error(`${title}: the schema does not compile to JSON Schema`);
  const [mine, theirs] = [fast(body), zod(body)];
  // The same fields and values (fast-json-stringify writes required fields before optional ones).
  const same = isDeepStrictEqual(JSON.parse(mine), JSON.parse(theirs));
  if (!same) {
    const at = [...mine].findIndex((c, i) => c !== theirs[i]);
    console.log(
      `  differs at ${at}: …${mine.slice(at - 80, at + 80)}…\n  zod:       …${theirs.slice(at - 80, at + 80)}…`,
    );
  }
  const ways: Array<[string, () => string]> = [
    ["JSON.stringify", () => JSON.stringify(body)],
    ["zod encode + JSON.stringify", () => zod(body)],
    ["compiled fast-json-stringify", () => fast(body)],
  ];
  const best = ways.map(() => 0);
  for (let round = 0; round < ROUNDS; round++)
    ways.forEach(([, fn], i) => {
      best[i] = Math.max(best[i]!, rate(fn));
    });
  const plain = best[0]!;
  console.log(`${title} (${JSON.stringify(body).length} bytes): same answer as zod's serializer: ${same}`);
  ways.forEach(([name], i) =>
    console.log(
      `  ${name.padEnd(30)} ${Math.round(best[i]! * 1000)
        .toString()
        .padStart(8)} /s  ${(best[i]! / plain).toFixed(2)}× JSON.stringify`,
    ),
  );
  ok &&= same && best[2]! >= plain;
}
process.exit(ok ? 0 : 1);
