/** buildApp({ database, env }) → Fastify instance; tests call this with app.inject, main.ts listens. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { SUPPORTED_BRANDS } from "../shared/site.ts";
import { type Catalogue, CatalogueHolder, loadCatalogue } from "./catalogue/catalogue.ts";
import { callbackRoutes } from "./contact/callback.routes.ts";
import type { Database, Db } from "./db/client.ts";
import type { Env } from "./env.ts";
import { NotFoundError, registerErrorHandler } from "./errors.ts";
import { offersRoutes } from "./offers/offers.routes.ts";
import { registryRoutes } from "./vehicles/registry.routes.ts";
import { bookingRoutes } from "./booking/booking.routes.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { workshopRoutes } from "./workshops/workshops.routes.ts";
import { motoRoutes } from "./tyres/moto.routes.ts";
import { accountRoutes } from "./account/account.routes.ts";
import { passwordResetRoutes } from "./account/password-reset.routes.ts";
import { contactRoutes } from "./contact/contact.routes.ts";
import { usersRoutes } from "./account/users.routes.ts";
import { impersonationRoutes } from "./account/impersonation.routes.ts";
import { siteRoutes } from "./site/site.routes.ts";
import { tyreLandingRoutes, tyreProductRoutes, tyreRoutes } from "./tyres/tyres.routes.ts";
import { registerWeb } from "./web.ts";
import { productRoutes } from "./catalogue/products.routes.ts";
import { basketRoutes } from "./basket/basket.routes.ts";
import { orderRoutes } from "./orders/orders.routes.ts";
import { paymentGatewaySimulator } from "./payment/simulator.ts";

export type AppDeps = {
  database: Database;
  db: Db;
  env: Env;
  catalogue: CatalogueHolder;
  now: () => Date;
  mailer: Mailer;
};

export type BuildOptions = {
  database: Database;
  env: Env;
  catalogue?: Catalogue;
  now?: () => Date;
  mailer?: Mailer;
  /** Serve the built React Router app from this folder (contains server/ and client/). */
  webBuildDir?: string | null;
  logger?: boolean;
};

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: opts.env.LOG_LEVEL, redact: ["req.headers.authorization", "req.headers.cookie"] },
    trustProxy: false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const catalogue = opts.catalogue ?? (await loadCatalogue(opts.database.db));
  const deps: AppDeps = {
    database: opts.database,
    db: opts.database.db,
    env: opts.env,
    catalogue: new CatalogueHolder(opts.database.db, catalogue),
    now: opts.now ?? (() => new Date()),
    mailer: opts.mailer ?? createMailer(opts.env),
  };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        "script-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "https:"],
        "connect-src": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { openapi: "3.0.3", info: { title: "RodaCerta API", description: "API da loja de pneus e marcação de oficinas RodaCerta", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  await app.register(
    async (api) => {
      api.addHook("onRequest", async (request) => {
        const { brand } = request.params as { brand?: string };
        if (!brand || !(SUPPORTED_BRANDS as readonly string[]).includes(brand))
          throw new NotFoundError("UNKNOWN_BRAND", `A marca «${brand}» não existe nesta API.`);
      });
      await api.register(siteRoutes(deps));
      await api.register(tyreRoutes(deps));
      await api.register(tyreLandingRoutes(deps));
      await api.register(tyreProductRoutes(deps));
      await api.register(offersRoutes(deps));
      await api.register(callbackRoutes(deps));
      await api.register(registryRoutes(deps));
      await api.register(workshopRoutes(deps));
      await api.register(motoRoutes(deps));
      await api.register(accountRoutes(deps));
      await api.register(passwordResetRoutes(deps));
      await api.register(usersRoutes(deps));
      await api.register(impersonationRoutes(deps));
      await api.register(contactRoutes(deps));
      await api.register(bookingRoutes(deps));
      await api.register(basketRoutes(deps));
      await api.register(productRoutes(deps));
      await api.register(orderRoutes(deps));
    },
    { prefix: "/api/:brand/pt" },
  );

  // The built-in gateway simulator answers unless a real gateway is configured.
  if (!opts.env.PAYMENT_GATEWAY_URL) paymentGatewaySimulator(app, opts.env);

  const webBuildDir = opts.webBuildDir === undefined ? join(process.cwd(), "build") : opts.webBuildDir;
  if (webBuildDir && existsSync(join(webBuildDir, "server", "index.js"))) await registerWeb(app, webBuildDir);
  return app;
}
