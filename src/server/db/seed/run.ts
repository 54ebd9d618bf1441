/** `npm run seed`: migrates and (re)seeds the embedded database under DATA_DIR, or DATABASE_URL when set. */

import { loadEnv } from "#src/server/env.ts";
import { openDatabase } from "../client.ts";
import { isSeeded, seed } from "./seed.ts";

const env = loadEnv();
const database = await openDatabase(env);
try {
  await database.migrate();
  if (await isSeeded(database.db)) {
    console.log("The database already holds the demo catalogue; nothing to do.");
  } else {
    const started = Date.now();
    await seed(database.db);
    console.log(`Demo catalogue created in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await database.close();
}
