/** Register, log in, log out and the caller's profile. */
import { msg } from "#src/shared/i18n/i18n.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  LogoutAnswer,
  SessionAnswer,
  TooManyAttemptsAnswer,
  UserInfoAnswer,
} from "#src/shared/account/account-api.schema.ts";
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from "#src/shared/account/account-messages.ts";
import { LoginSchema, RegisterSchema } from "#src/shared/account/account.schema.ts";
import { langOfApiUrl } from "#src/shared/i18n/lang.ts";
import { checkPhone, phoneReadings, SITE_PHONE_COUNTRY } from "#src/shared/phones.ts";
import type { AppDeps } from "../deps.ts";
import { AuthenticationError, RuleBrokenError } from "../errors.ts";
import { findBusinessAccount } from "../professional/professional.queries.ts";
import { userInfo } from "./account.queries.ts";
import { failAs } from "./failures.ts";
import { findUserByEmail } from "./password-reset.queries.ts";
import { adoptBasket, isBlacklisted, registerCustomer } from "./register-customer.ts";
import { LoginLimiter } from "./login-limiter.ts";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./passwords.ts";
import { authenticate, bearerToken, createSession, revokeSession } from "./sessions.ts";

function tooManyAttempts(seconds: number): string {
  if (seconds < 60) return msg("api.accountTooManySeconds", { seconds });
  return msg("api.accountTooManyMinutes", { minutes: Math.ceil(seconds / 60) });
}

export function accountRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const limiter = new LoginLimiter(deps.db);
  return async (app) => {
    app.post(
      "/users",
      {
        config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
        schema: { tags: ["users"], summary: "Registo", body: RegisterSchema, response: { 201: SessionAnswer } },
      },
      async (req, reply) => {
        const b = req.body;
        const phone = checkPhone(b.telefono, SITE_PHONE_COUNTRY[langOfApiUrl(req.url)]);
        const e164 = phone.ok ? phone.e164 : b.telefono;
        // The number as either site reads it: one blacklisted through one site is refused on the other too.
        const phones = [e164, ...phoneReadings(b.telefono)];
        let blacklisted = await isBlacklisted(deps.db, "email", b.email);
        for (const p of new Set(phones)) blacklisted ||= await isBlacklisted(deps.db, "phone", p);
        if (blacklisted) throw new RuleBrokenError("BLACKLISTED", msg("api.accountBlacklisted"));
        const passwordHash = await hashPassword(b.password);
        // An unexpected failure saves nothing (one transaction): the spec's pre-register failure, try later.
        const preRegisterFailed = failAs(
          req.log,
          ACCOUNT_ERROR_CODES.PRE_REGISTER_FAILED,
          ACCOUNT_MESSAGES.PRE_REGISTER_FAILED,
        );
        const result = await registerCustomer(
          deps.db,
          { ...b, telefono: e164, passwordHash },
          deps.now(),
          langOfApiUrl(req.url),
        ).catch(preRegisterFailed);
        const info = await userInfo(deps.db, result.id).catch(preRegisterFailed);
        return reply.code(201).send({ ...info, token: result.token, cesta: result.cesta });
      },
    );

    app.post(
      "/users/auth",
      {
        schema: {
          tags: ["users"],
          summary: "Entrar",
          body: LoginSchema,
          response: { 200: SessionAnswer, 429: TooManyAttemptsAnswer },
        },
      },
      async (req, reply) => {
        // Limits run on the database's clock, shared by every process, whatever deps.now says.
        const wait = await limiter.take(req.body.email, req.ip);
        if (wait > 0)
          return reply
            .code(429)
            .header("retry-after", String(wait))
            .send({ error: "TOO_MANY_ATTEMPTS", message: tooManyAttempts(wait) });
        const u = await findUserByEmail(deps.db, req.body.email);
        const ok = await verifyPassword(req.body.password, u?.passwordHash ?? DUMMY_HASH);
        if (!u || !ok) {
          await limiter.fail(req.body.email);
          throw new AuthenticationError("WRONG_CREDENTIALS", msg("api.loginWrongCredentials"));
        }
        await limiter.succeed(req.body.email, req.ip);
        const token = await createSession(deps.db, u.id, deps.now());
        const cesta = await adoptBasket(deps.db, req.body.cestaID, u.id);
        req.log.info({ userId: u.id }, "login");
        return { ...(await userInfo(deps.db, u.id)), token, cesta };
      },
    );

    app.post(
      "/users/logout",
      { schema: { tags: ["users"], summary: "Sair", response: { 200: LogoutAnswer } } },
      async (req) => {
        const token = bearerToken(req);
        if (token) await revokeSession(deps.db, token, deps.now());
        return { ok: true as const };
      },
    );

    app.get(
      "/users/fetchInfo",
      {
        schema: { tags: ["users"], summary: "Dados do utilizador (autenticado)", response: { 200: UserInfoAnswer } },
      },
      async (req) => {
        const { user } = await authenticate(deps.db, req, deps.now());
        const [info, business] = await Promise.all([
          userInfo(deps.db, user.id),
          findBusinessAccount(deps.db, user.id),
        ]).catch(failAs(req.log, ACCOUNT_ERROR_CODES.LOAD_FAILED, ACCOUNT_MESSAGES.LOAD_FAILED));
        // Whether to link to "A minha frota": told here so the private area needs no second call on every view.
        return { loggedIn: true as const, ...info, profissional: business !== null };
      },
    );
  };
}
