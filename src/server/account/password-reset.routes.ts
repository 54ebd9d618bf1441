/** Forgot and reset password: single-use links that expire after an hour, sent through the mail module. */
import { LoginLimiter } from "./login-limiter.ts";
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ForgotPasswordSchema, RESET_LINK_EXPIRED, ResetPasswordSchema } from "../../shared/account/account.schema.ts";
import type { AppDeps } from "../app.ts";
import type { Db } from "../db/client.ts";
import { passwordResets, sessions, users } from "../db/schema.ts";
import { DomainError } from "../errors.ts";
import { hashPassword } from "./passwords.ts";
import { hashToken } from "./sessions.ts";

export const RESET_TTL_MS = 60 * 60_000;
const Token = z.object({ token: z.string().min(20).max(100) });

async function validReset(db: Db, token: string, now: Date) {
  const [row] = await db.select().from(passwordResets).where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));
  return row ?? null;
}

export function passwordResetRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post("/users/forgot-password", { config: { rateLimit: { max: 5, timeWindow: "15 minutes" } }, schema: { tags: ["users"], summary: "Pedir link para nova password", body: ForgotPasswordSchema } }, async (req) => {
      const [u] = await deps.db.select().from(users).where(sql`lower(${users.email}) = ${req.body.email}`);
      if (u) {
        const token = randomBytes(32).toString("base64url");
        await deps.db.insert(passwordResets).values({ tokenHash: hashToken(token), userId: u.id, expiresAt: new Date(deps.now().getTime() + RESET_TTL_MS) });
        const link = `${deps.env.PUBLIC_URL}/nova-password?token=${token}`;
        await deps.mailer.send({ to: u.email, subject: "Recuperar a password da sua conta RodaCerta", text: `Olá ${u.nombre},\n\nPara escolher uma nova password abra este link (válido durante 1 hora, uma só vez):\n${link}\n\nSe não pediu esta alteração, ignore este e-mail.\n\nRodaCerta` });
      }
      // Same answer whether or not the e-mail has an account.
      return { message: "Se o e-mail tiver conta, enviámos um link para escolher uma nova password." };
    });

    app.get("/users/reset-password/:token", { schema: { tags: ["users"], summary: "Validar link de nova password", params: Token } }, async (req) => {
      if (!(await validReset(deps.db, req.params.token, deps.now()))) throw new DomainError("RESET_EXPIRED", RESET_LINK_EXPIRED, 410);
      return { valid: true };
    });

    app.put("/users/reset-password/:token", { config: { rateLimit: { max: 10, timeWindow: "15 minutes" } }, schema: { tags: ["users"], summary: "Definir nova password", params: Token, body: ResetPasswordSchema } }, async (req) => {
      const now = deps.now();
      const hash = await hashPassword(req.body.password);
      const done = await deps.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.tokenHash, hashToken(req.params.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
          .returning({ userId: passwordResets.userId });
        if (!used) return null;
        const [owner] = await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, used.userId)).returning({ email: users.email });
        await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, used.userId), isNull(sessions.revokedAt)));
        return owner ?? { email: null };
      });
      if (!done) throw new DomainError("RESET_EXPIRED", RESET_LINK_EXPIRED, 410);
      // The reset link proves the owner: login delays caused by someone else's guesses are lifted.
      if (done.email) await LoginLimiter.clearAccount(deps.db, done.email);
      return { message: "A sua password foi alterada. Já pode entrar." };
    });
  };
}
