/** Forgot and reset password: single-use links that expire after an hour, sent through the mail module. */
import { LoginLimiter } from "./login-limiter.ts";
import { randomBytes } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ForgotPasswordSchema, RESET_LINK_EXPIRED, ResetPasswordSchema } from "#src/shared/account/account.schema.ts";
import type { AppDeps } from "../deps.ts";
import { GoneError } from "../errors.ts";
import { hashPassword } from "./passwords.ts";
import { createPasswordReset, findUserByEmail, findValidReset, resetPassword } from "./password-reset.queries.ts";
import { hashToken } from "./sessions.ts";

export const RESET_TTL_MS = 60 * 60_000;
const Token = z.object({ token: z.string().min(20).max(100) });

export function passwordResetRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/users/forgot-password",
      {
        config: { rateLimit: { max: 5, timeWindow: "15 minutes" } },
        schema: { tags: ["users"], summary: "Pedir link para nova password", body: ForgotPasswordSchema },
      },
      async (req) => {
        const u = await findUserByEmail(deps.db, req.body.email);
        if (u) {
          const token = randomBytes(32).toString("base64url");
          await createPasswordReset(deps.db, u.id, hashToken(token), new Date(deps.now().getTime() + RESET_TTL_MS));
          const link = `${deps.env.PUBLIC_URL}/nova-password?token=${token}`;
          await deps.mailer.send({
            to: u.email,
            subject: "Recuperar a password da sua conta RodaCerta",
            text: `Olá ${u.nombre},\n\nPara escolher uma nova password abra este link (válido durante 1 hora, uma só vez):\n${link}\n\nSe não pediu esta alteração, ignore este e-mail.\n\nRodaCerta`,
          });
        }
        // Same answer whether or not the e-mail has an account.
        return { message: "Se o e-mail tiver conta, enviámos um link para escolher uma nova password." };
      },
    );

    app.get(
      "/users/reset-password/:token",
      { schema: { tags: ["users"], summary: "Validar link de nova password", params: Token } },
      async (req) => {
        if (!(await findValidReset(deps.db, hashToken(req.params.token), deps.now())))
          throw new GoneError("RESET_EXPIRED", RESET_LINK_EXPIRED);
        return { valid: true };
      },
    );

    app.put(
      "/users/reset-password/:token",
      {
        config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
        schema: { tags: ["users"], summary: "Definir nova password", params: Token, body: ResetPasswordSchema },
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
        return { message: "A sua password foi alterada. Já pode entrar." };
      },
    );
  };
}
