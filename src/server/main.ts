/** The only entry point: env → db → migrate (+ seed on first start) → listen. */
import { buildApp } from "./app.ts";
import { DataDirLockedError, openDatabase } from "./db/client.ts";
import { isSeeded, seed } from "./db/seed/seed.ts";
import { ensureDemoAdmin } from "./operator/staff.ts";
import { DEMO_SESSION_SECRET, type Env, loadEnv, productionWarnings, UnsafeConfigError } from "./env.ts";

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  // One message naming every missing or unsafe setting, then a clean exit: production never starts half-configured.
  console.error(error instanceof UnsafeConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
// The site is always served from its production build, in demo mode too. React chooses its build by NODE_ENV when
// it is first loaded (by registerWeb, in buildApp), and its development build renders pages 4-5x slower; it only
// helps `npm run dev`. The demo/production switch has been read above and stays in env.NODE_ENV.
process.env.NODE_ENV = "production";
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
  console.log(`Demo catalogue created in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
// Demo mode only: the back office's documented admin account (README); production creates its admin by CLI.
if (env.demo) await ensureDemoAdmin(database.db, new Date());
const app = await buildApp({ database, env });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: env.PORT, host: env.HOST });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : env.PORT;
console.log(
  `RodaCerta ready at http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port} (database: ${database.kind === "pglite" ? `PGlite in ${env.DATA_DIR}` : "PostgreSQL"})`,
);
for (const warning of productionWarnings(env)) console.warn(`Warning: ${warning}`);
if (env.demo) {
  console.log(
    `DEMO MODE: simulated payments (${env.PAYMENT_GATEWAY_URL ? "external gateway" : "/pasarela/pagar"}), e-mails ${env.SMTP_URL ? "over SMTP" : "in the local outbox /api/rodacerta/pt/outbox"}, ${env.SESSION_SECRET === DEMO_SESSION_SECRET ? "built-in " : ""}test keys. For production: NODE_ENV=production (see README).`,
  );
}
