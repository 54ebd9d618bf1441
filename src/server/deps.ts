/**
 * What every route and use case receives: the database, settings, the catalogue and read models in memory, the
 * clock, mail and the payment gateway. Its own module, so features depend on this type and not on app.ts (which imports every feature).
 */
import type { CatalogueHolder } from "./catalogue/catalogue.ts";
import type { Database, Db } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { PaymentGateway } from "./payment/gateway.ts";
import type { ReadModel } from "./read-model.ts";
import type { SiteData } from "./site/site.read-model.ts";
import type { WorkshopsData } from "./workshops/workshops.read-model.ts";

export type AppDeps = {
  database: Database;
  db: Db;
  env: Env;
  catalogue: CatalogueHolder;
  /** Read models: rarely-changing data held in memory, reloaded on change (read-model.ts). */
  site: ReadModel<SiteData>;
  workshops: ReadModel<WorkshopsData>;
  now: () => Date;
  mailer: Mailer;
  gateway: PaymentGateway;
};
