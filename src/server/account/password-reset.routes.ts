/** Forgot and reset password: single-use links that expire after an hour, sent through the mail module. */
import { msg } from "#src/shared/i18n/i18n.ts";
import { langOfApiUrl } from "#src/shared/i18n/lang.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import { passwordResetMail } from "../mail/account-mails.ts";
import { LoginLimiter } from "./login-limiter.ts";
import { randomBytes } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ForgotPasswordSchema, RESET_LINK_EXPIRED, ResetPasswordSchema } from "#src/shared/account/account.schema.ts";
import { PasswordNoticeAnswer, ResetLinkAnswer } from "#src/shared/account/account-api.schema.ts";
import type { AppDeps } from "../deps.ts";
import { GoneError } from "../errors.ts";
import { hashPassword } from "./passwords.ts";
import { createPasswordReset, findUserByEmail, findValidReset, resetPassword } from "./password-reset.queries.ts";
import { hashToken } from "./sessions.ts";

export const RESET_TTL_MS = 60 * 60_000;
// Any token up to 100 characters is looked up: a mistyped or made-up one ("?token=falso") is a link that is no longer
// valid (410 RESET_EXPIRED), not a form with errors.
const Token = z.object({ token: z.string().min(1).max(100) });

export function passwordResetRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/users/forgot-password",
      {
        config: { rateLimit: { max: 5, timeWindow: "15 minutes" } },
        schema: {
          tags: ["users"],
          summary: "Pedir link para nova password",
          body: ForgotPasswordSchema,
          response: { 200: PasswordNoticeAnswer },
        },
      },
      async (req) => {
        const u = await findUserByEmail(deps.db, req.body.email);
        if (u) {
          const token = randomBytes(32).toString("base64url");
          await createPasswordReset(deps.db, u.id, hashToken(token), new Date(deps.now().getTime() + RESET_TTL_MS));
          // In the language of the site the customer asked on.
          const lang = langOfApiUrl(req.url);
          const link = `${deps.env.PUBLIC_URL}${localPath(lang, "/nova-password")}?token=${token}`;
          await deps.mailer.send(passwordResetMail({ to: u.email, name: u.nombre, link, lang }));
        }
        // Same answer whether or not the e-mail has an account.
        return { message: msg("api.passwordResetSent") };
      },
    );

    app.get(
      "/users/reset-password/:token",
      {
        schema: {
          tags: ["users"],
          summary: "Validar link de nova password",
          params: Token,
          response: { 200: ResetLinkAnswer },
        },
      },
      async (req) => {
        if (!(await findValidReset(deps.db, hashToken(req.params.token), deps.now())))
          throw new GoneError("RESET_EXPIRED", RESET_LINK_EXPIRED);
        return { valid: true as const };
      },
    );

    app.put(
      "/users/reset-password/:token",
      {
        config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
        schema: {
          tags: ["users"],
          summary: "Definir nova password",
          params: Token,
          body: ResetPasswordSchema,
          response: { 200: PasswordNoticeAnswer },
        },
      },
      async (req) => {
        const done = await resetPassword(
          deps.db,
          hashToken(req.params.token),
          await hashPassword(req.body.password),
          deps.now(),
        );
        if (!done) throw new GoneError("RESET_EXPIRED", RESET_LINK_EXPIRED);
        // The reset link proves the owner: login delays caused by someone else's guesses are lifted.
        if (done.email) await LoginLimiter.clearAccount(deps.db, done.email);
        return { message: msg("api.passwordChanged") };
      },
    );
  };
}
