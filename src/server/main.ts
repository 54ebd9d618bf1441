/** The only entry point: env → db → migrate (+ seed on first start) → listen. */
import { buildApp } from "./app.ts";
import { DataDirLockedError, openDatabase } from "./db/client.ts";
import { isSeeded, seed } from "./db/seed/seed.ts";
import { loadEnv } from "./env.ts";

const env = loadEnv();
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(env);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
await database.migrate();
if (!(await isSeeded(database.db))) {
  const started = Date.now();
  await seed(database.db);
  console.log(`Catálogo de demonstração criado em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
const app = await buildApp({ database, env });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "a terminar");
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: env.PORT, host: env.HOST });
console.log(
  `RodaCerta pronta em ${env.PUBLIC_URL.replace(":3000", `:${env.PORT}`)} (base de dados: ${database.kind === "pglite" ? `PGlite em ${env.DATA_DIR}` : "PostgreSQL"})`,
);
