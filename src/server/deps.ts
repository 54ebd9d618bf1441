/**
 * What every route and use case receives: the database, settings, the catalogue in memory, the clock, mail and the
 * payment gateway. Its own module, so features depend on this type and not on app.ts (which imports every feature).
 */
import type { CatalogueHolder } from "./catalogue/catalogue.ts";
import type { Database, Db } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { PaymentGateway } from "./payment/gateway.ts";

export type AppDeps = {
  database: Database;
  db: Db;
  env: Env;
  catalogue: CatalogueHolder;
  now: () => Date;
  mailer: Mailer;
  gateway: PaymentGateway;
};
