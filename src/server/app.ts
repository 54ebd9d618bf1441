/** buildApp({ database, env }) → Fastify instance; tests call this with app.inject, main.ts listens. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { SUPPORTED_BRANDS } from "#src/shared/site.ts";
import { API_ERROR_RESPONSES } from "#src/shared/api-error.schema.ts";
import { msg, t } from "#src/shared/i18n/i18n.ts";
import { isLang, langOfApiUrl } from "#src/shared/i18n/lang.ts";
import { type Catalogue, CatalogueHolder, loadCatalogue } from "./catalogue/catalogue.ts";
import { callbackRoutes } from "./contact/callback.routes.ts";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import { logSerializers, NotFoundError, registerErrorHandler } from "./errors.ts";
import { registerReplyLanguage } from "./i18n.ts";
import { registerInputGuard } from "./input-guard.ts";
import { serializerCompiler } from "./serializer.ts";
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
import { operatorRoutes } from "./operator/operator.routes.ts";
import { workshopSettingsRoutes } from "./operator/workshop-settings.routes.ts";
import { operatorCatalogueRoutes } from "./operator/catalogue.routes.ts";
import { operatorCouponRoutes } from "./operator/coupons.routes.ts";
import { daySheetRoutes } from "./operator/day-sheet.routes.ts";
import { operatorOrderRoutes } from "./operator/orders.routes.ts";
import { operatorCreditNoteRoutes } from "./operator/credit-notes.routes.ts";
import { customerServiceRoutes } from "./operator/customers.routes.ts";
import { operatorProfessionalRoutes } from "./operator/professionals.routes.ts";
import { professionalRoutes } from "./professional/professional.routes.ts";
import { siteRoutes } from "./site/site.routes.ts";
import { sitemapRoutes } from "./site/sitemap.routes.ts";
import { tyreLandingRoutes, tyreProductRoutes, tyreRoutes } from "./tyres/tyres.routes.ts";
import { treadRoutes } from "./tyres/tread.routes.ts";
import { registerWeb } from "./web.ts";
import { productRoutes } from "./catalogue/products.routes.ts";
import { serviceRoutes } from "./services/services.routes.ts";
import { catalogueRoutes } from "./catalogue/catalogue.routes.ts";
import { basketRoutes } from "./basket/basket.routes.ts";
import { checkoutRoutes } from "./checkout/checkout.routes.ts";
import { ORDER_EXPIRY_EVERY_MS, startOrderExpiry } from "./checkout/expiry.ts";
import { revisionRoutes } from "./revision/revision.routes.ts";
import { orderRoutes } from "./orders/orders.routes.ts";
import { motoRevisionRoutes } from "./moto-revision/moto-revision.routes.ts";
import { paymentGatewaySimulator } from "./payment/simulator.ts";
import { createGateway, fetchPost, type PaymentGateway } from "./payment/gateway.ts";
import { retryPendingPayments } from "./checkout/payments.ts";
import { sqlState } from "./db/client.ts";
import { pgRateLimitStore, pruneLimits } from "./limits/limits.ts";
import { CHANGES_CHANNEL, decodeChange } from "./db/changes.ts";
import { availabilityCacheFor } from "./booking/booking.ts";
import type { AppDeps } from "./deps.ts";
import { siteReadModel } from "./site/site.read-model.ts";
import { registerSecurityHeaders } from "./security-headers.ts";
import { workshopsReadModel } from "./workshops/workshops.read-model.ts";

export type { AppDeps };

export type BuildOptions = {
  database: Database;
  env: Env;
  catalogue?: Catalogue;
  now?: () => Date;
  mailer?: Mailer;
  gateway?: PaymentGateway;
  /** Background retries of payments (on by default; tests that drive them by hand turn it off). */
  paymentRetries?: boolean;
  /** Expiry of unpaid orders on a timer with `now` (every 30 s by default; `false` turns it off). */
  orderExpiryEveryMs?: number | false;
  /** Serve the built React Router app from this folder (contains server/ and client/). */
  webBuildDir?: string | null;
  /** Keep pages for visitors without cookies (on by default; `false` renders every page, as a reference). */
  pageCache?: boolean;
  logger?: boolean;
};

/** Trust the nearest `hops` proxies (proxy-addr's hop index starts at 0 for the socket's peer). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: opts.env.LOG_LEVEL,
            redact: [
              "req.headers.authorization",
              "req.headers.cookie",
              'res.headers["set-cookie"]',
              "password",
              "passwordHash",
              "token",
              "*.password",
              "*.confirmPassword",
              "*.passwordHash",
              "*.password_hash",
              "*.newPassword",
              "*.token",
              "*.tokenHash",
              "*.authorization",
              "*.cookie",
              "*.headers.authorization",
              "*.headers.cookie",
              "err.params",
              "err.query",
              "err.detail",
              "err.cause.detail",
              "err.cause.parameters",
              "err.cause.query",
            ],
            serializers: logSerializers as never,
          },
    // Malformed URLs and over-long parameters are refused by the router itself: answered in the API's shape.
    frameworkErrors: (error, req, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as unknown as { code: (n: number) => { send: (b: object) => void } })
        .code(status)
        .send({ error: "BAD_REQUEST", message: t(langOfApiUrl(req.url ?? ""), "api.badAddress") });
    },
    // Behind a TLS proxy, TRUST_PROXY names the hops or addresses whose X-Forwarded-For/-Proto are believed, so
    // rate limits see the customer's address and cookies are marked Secure; by default the socket is the truth.
    trustProxy: typeof opts.env.TRUST_PROXY === "number" ? trustHops(opts.env.TRUST_PROXY) : opts.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerReplyLanguage(app);
  // Security headers first, so that every answer carries them (also the input guard's 400 and 405).
  // Content-Security-Policy: no inline script runs unless it carries this response's nonce. Pages rendered by React
  // Router turn on per-request nonces on their route (src/server/web.ts: `config: { cspNonces: true }`);
  // the JSON API and the payment simulator's page (inline <style>, no scripts) get this policy as it stands.
  // script-src and style-src are spelled out because helmet appends the nonces to them (an absent directive would
  // become the nonce alone). Styles keep 'unsafe-inline' for the simulator's <style> and React's style={{…}}
  // attributes; a nonce in style-src switches 'unsafe-inline' off there, so style-src-attr allows the attributes.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "style-src-attr": ["'unsafe-inline'"],
        "img-src": ["'self'", "data:", "https:"],
        "connect-src": ["'self'"],
        // A checkout form posted without JavaScript is answered with a redirect to the payment gateway, and
        // browsers check form-action on that redirect too.
        "form-action": [
          "'self'",
          ...(opts.env.PAYMENT_GATEWAY_URL ? [new URL(opts.env.PAYMENT_GATEWAY_URL).origin] : []),
        ],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Not helmet's "no-referrer": with it Chromium sends `Origin: null` on a form posted without JavaScript, and React
    // Router refuses such an action as cross-site. "same-origin" still sends nothing to other sites.
    referrerPolicy: { policy: "same-origin" },
    // HSTS only where the shop is served over https (production); a demo on http://localhost does not send it.
    strictTransportSecurity: opts.env.demo ? false : { maxAge: 31_536_000, includeSubDomains: true },
  });
  registerInputGuard(app);

  const catalogue = opts.catalogue ?? (await loadCatalogue(opts.database.db));
  const deps: AppDeps = {
    database: opts.database,
    db: opts.database.db,
    env: opts.env,
    catalogue: new CatalogueHolder(opts.database.db, catalogue, undefined, opts.database.writes),
    site: await siteReadModel(opts.database.db),
    workshops: await workshopsReadModel(opts.database.db),
    now: opts.now ?? (() => new Date()),
    mailer: opts.mailer ?? createMailer(opts.env),
    gateway:
      opts.gateway ??
      createGateway(opts.env, (url, body) =>
        url.startsWith("/")
          ? app
              .inject({ method: "POST", url, payload: body })
              .then((r) => ({ status: r.statusCode, json: () => r.json() }))
          : fetchPost(url, body),
      ),
  };

  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  // Route limits are counted in the database so they hold across every process of the shop.
  await app.register(rateLimit, { global: false, store: pgRateLimitStore(opts.database.db) as never });
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "RodaCerta API",
        description: "API da loja de pneus e marcação de oficinas RodaCerta",
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
  });
  // The API's documentation is public in demo mode; in production only with API_DOCS=on.
  if (opts.env.apiDocs) await app.register(swaggerUi, { routePrefix: "/api/docs" });

  await app.register(
    async (api) => {
      // Every API route declares the error answer (a route's own 4xx/5xx schemas, if any, come first).
      api.addHook("onRoute", (route) => {
        route.schema = {
          ...route.schema,
          response: { ...API_ERROR_RESPONSES, ...(route.schema?.response as object | undefined) },
        };
      });
      api.addHook("onRequest", (request, _reply, done) => {
        const { brand, lang } = request.params as { brand?: string; lang?: string };
        if (!brand || !(SUPPORTED_BRANDS as readonly string[]).includes(brand))
          return done(new NotFoundError("UNKNOWN_BRAND", msg("api.unknownBrand", { brand: String(brand) })));
        // The language as written in the address: every answer reads it there (`langOfApiUrl`), so an encoded one
        // (`/%65s/`, decoded to "es" in the params) would pass here and be answered in the other language.
        if (!isLang(lang) || langOfApiUrl(request.url) !== lang)
          return done(new NotFoundError("UNKNOWN_LANGUAGE", msg("api.unknownLanguage", { lang: String(lang) })));
        done();
      });
      await api.register(siteRoutes(deps));
      await api.register(tyreRoutes(deps));
      await api.register(tyreLandingRoutes(deps));
      await api.register(tyreProductRoutes(deps));
      await api.register(treadRoutes());
      await api.register(offersRoutes(deps));
      await api.register(callbackRoutes(deps));
      await api.register(registryRoutes(deps));
      await api.register(workshopRoutes(deps));
      await api.register(motoRoutes(deps));
      await api.register(accountRoutes(deps));
      await api.register(passwordResetRoutes(deps));
      await api.register(usersRoutes(deps));
      await api.register(impersonationRoutes(deps));
      await api.register(operatorRoutes(deps));
      await api.register(workshopSettingsRoutes(deps));
      await api.register(operatorCatalogueRoutes(deps));
      await api.register(operatorCouponRoutes(deps));
      await api.register(daySheetRoutes(deps));
      await api.register(operatorOrderRoutes(deps));
      await api.register(operatorCreditNoteRoutes(deps));
      await api.register(customerServiceRoutes(deps));
      await api.register(operatorProfessionalRoutes(deps));
      await api.register(professionalRoutes(deps));
      await api.register(contactRoutes(deps));
      await api.register(bookingRoutes(deps));
      await api.register(basketRoutes(deps));
      await api.register(checkoutRoutes(deps));
      await api.register(revisionRoutes(deps));
      await api.register(productRoutes(deps));
      await api.register(serviceRoutes(deps));
      await api.register(catalogueRoutes(deps));
      await api.register(orderRoutes(deps));
      await api.register(motoRevisionRoutes(deps));
    },
    { prefix: "/api/:brand/:lang" },
  );
  await app.register(sitemapRoutes(deps)); // /sitemap.xml and /sitemap-pt.xml, beside robots.txt

  // The built-in gateway simulator (and its test cards) exists only in demo mode without a real gateway.
  if (opts.env.demo && !opts.env.PAYMENT_GATEWAY_URL) paymentGatewaySimulator(app, opts.env);

  // Other processes' changes: their bookings free or take slots here too, their catalogue edits reload ours.
  const unlisten = await opts.database.listen(CHANGES_CHANNEL, (payload) => {
    const change = decodeChange(payload);
    if (change?.topic === "availability") availabilityCacheFor(deps.db).invalidate(change.workshopId);
    if (change?.topic === "reconnected") availabilityCacheFor(deps.db).invalidateAll();
    if (change?.topic === "workshops") availabilityCacheFor(deps.db).invalidateWorkshops();
    if (change?.topic === "catalogue") void deps.catalogue.refreshIfChanged().catch(() => {});
    // Back from a lost connection: `tyre:<id>` announcements (stock) may have been missed, so load it all again.
    if (change?.topic === "models" || change?.topic === "reconnected") void deps.catalogue.reload().catch(() => {});
    if (change?.topic === "tyre") void deps.catalogue.refreshTyre(change.tyreId).catch(() => {});
    if (change?.topic === "promotions" || change?.topic === "reconnected")
      void deps.catalogue.refreshPromotions().catch(() => {});
    if (change?.topic === "site" || change?.topic === "reconnected") void deps.site.reload().catch(() => {});
    if (change?.topic === "workshops" || change?.topic === "reconnected") void deps.workshops.reload().catch(() => {});
  });
  app.addHook("onClose", async () => unlisten());

  if (opts.paymentRetries !== false) {
    const timer = setInterval(() => {
      retryPendingPayments(deps.db, deps.gateway, deps.now(), app.log).catch((error: unknown) =>
        app.log.warn({ code: sqlState(error) }, "payment retries failed"),
      );
      if (Math.random() < 0.02) pruneLimits(deps.db).catch(() => {});
    }, 15_000);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }

  // Unpaid orders give back their stock, promotion units and bay on a timer, not inside a customer's request.
  if (opts.orderExpiryEveryMs !== false) {
    const expiry = startOrderExpiry(deps.db, deps.now, {
      everyMs: opts.orderExpiryEveryMs ?? ORDER_EXPIRY_EVERY_MS,
      onError: (error) => app.log.warn({ code: sqlState(error) }, "order expiry failed"),
    });
    app.addHook("onClose", async () => expiry.stop());
  }

  // BUILD_DIR lets several working copies of the site be built side by side (default build/).
  const webBuildDir =
    opts.webBuildDir === undefined ? join(process.cwd(), process.env.BUILD_DIR ?? "build") : opts.webBuildDir;
  if (webBuildDir && existsSync(join(webBuildDir, "server", "index.js")))
    await registerWeb(app, webBuildDir, {
      // Pages for visitors without cookies are kept while the read models they were made from stay (decision 023).
      pageCache:
        opts.pageCache === false
          ? undefined
          : { sources: () => [deps.catalogue.current, deps.site.current, deps.workshops.current] },
      now: () => deps.now().getTime(),
    });
  return app;
}
