/**
 * Customer-service impersonation: an operator asks for a short-lived signed token for one customer (5 minutes,
 * single use), and the token — never a customer's password — opens a session marked with the operator's id. Logged.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../deps.ts";
import { findAccountRole, spendNonce } from "./impersonation.queries.ts";
import { AuthenticationError, ForbiddenError, NotFoundError } from "../errors.ts";
import { userInfo } from "./account.queries.ts";
import { authenticate, createSession } from "./sessions.ts";

export const IMPERSONATION_TTL_MS = 5 * 60_000;

function sign(secret: string, payload: string) {
  return createHmac("sha256", secret).update(`impersonate:${payload}`).digest("base64url");
}

export function impersonationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/operador/impersonation-token",
      {
        schema: {
          tags: ["operator"],
          summary: "Token de acesso à conta de um cliente (só operadores)",
          body: z.object({ userId: z.number().int().positive() }),
        },
      },
      async (req) => {
        const { user: operator } = await authenticate(deps.db, req, deps.now());
        if (operator.role !== "operator")
          throw new ForbiddenError("OPERATOR_ONLY", "Só operadores do apoio ao cliente podem fazer isto.");
        const customer = await findAccountRole(deps.db, req.body.userId);
        if (!customer) throw new NotFoundError("USER_NOT_FOUND", "Este cliente não existe.");
        const payload = `${customer.id}.${operator.id}.${deps.now().getTime() + IMPERSONATION_TTL_MS}.${randomBytes(8).toString("base64url")}`;
        req.log.warn({ operatorId: operator.id, customerId: customer.id }, "impersonation token issued");
        return { token: `${payload}.${sign(deps.env.SESSION_SECRET, payload)}`, expiraEm: IMPERSONATION_TTL_MS / 1000 };
      },
    );

    app.post(
      "/users/auth/token",
      {
        config: { rateLimit: { max: 20, timeWindow: "10 minutes" } },
        schema: {
          tags: ["operator"],
          summary: "Entrar como cliente com um token de operador",
          body: z.object({ token: z.string().min(20).max(300) }),
        },
      },
      async (req) => {
        const parts = req.body.token.split(".");
        if (parts.length !== 5) throw new AuthenticationError("INVALID_TOKEN", "Token inválido.");
        const [customerId, operatorId, expires, nonce, mac] = parts as [string, string, string, string, string];
        const payload = `${customerId}.${operatorId}.${expires}.${nonce}`;
        const expected = Buffer.from(sign(deps.env.SESSION_SECRET, payload));
        const given = Buffer.from(mac);
        if (expected.length !== given.length || !timingSafeEqual(expected, given))
          throw new AuthenticationError("INVALID_TOKEN", "Token inválido.");
        if (Number(expires) < deps.now().getTime())
          throw new AuthenticationError("TOKEN_EXPIRED", "O token expirou. Peça outro.");
        const operator = await findAccountRole(deps.db, Number(operatorId));
        if (operator?.role !== "operator") throw new AuthenticationError("INVALID_TOKEN", "Token inválido.");
        // Spent once, for good: the nonce is stored, so a restart or another process cannot accept it again.
        if (!(await spendNonce(deps.db, `impersonate:${nonce}`, deps.now())))
          throw new AuthenticationError("TOKEN_USED", "Este token já foi usado.");
        const token = await createSession(deps.db, Number(customerId), deps.now(), operator.id);
        req.log.warn({ operatorId: operator.id, customerId: Number(customerId) }, "impersonation login");
        return { ...(await userInfo(deps.db, Number(customerId))), token, impersonatedBy: operator.id };
      },
    );
  };
}
