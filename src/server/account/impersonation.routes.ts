/**
 * Customer-service impersonation: a short-lived signed token for one customer (5 minutes, single use;
 * impersonation-token.ts) — never a customer's password — opens a session marked with whoever asked for it.
 *
 * - The back office (staff accounts): POST /operador/clientes/:id/impersonacao (customers.routes.ts, audited) issues
 *   the token; POST /users/auth/staff-token exchanges it for a customer session marked `impersonatedByStaff`, which
 *   GET /users/me/impersonacao describes for the banner every page shows; POST /users/logout ends it.
 * - The older path, kept for API clients and its tests: a customer account with the "operator" role asks
 *   POST /operador/impersonation-token and exchanges it at POST /users/auth/token (session marked `impersonatedBy`).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { canServeCustomers } from "#src/shared/operator/customer-service.ts";
import { ROLE_LABEL, type StaffRole, STAFF_ROLES } from "#src/shared/operator/access.ts";
import {
  ImpersonationAnswer,
  ImpersonationTokenAnswer,
  OperatorImpersonationSessionAnswer,
  StaffImpersonationSessionAnswer,
} from "#src/shared/account/account-api.schema.ts";
import type { AppDeps } from "../deps.ts";
import { AuthenticationError, ForbiddenError, NotFoundError } from "../errors.ts";
import { writeAudit } from "../operator/operator.queries.ts";
import { userInfo } from "./account.queries.ts";
import {
  IMPERSONATION_TTL_MS,
  issueImpersonationToken,
  spendImpersonationToken,
  verifyImpersonationToken,
} from "./impersonation-token.ts";
import { findAccountRole, findActiveStaff, findCustomerAccount } from "./impersonation.queries.ts";
import { authenticate, createSession, createStaffImpersonationSession } from "./sessions.ts";

export { IMPERSONATION_TTL_MS };

const TokenBody = z.object({ token: z.string().min(20).max(300) });

const isStaffRole = (r: string): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r);

/** The member may (still) open customers' accounts: active, customer service or admin. */
const mayImpersonate = (s: { role: string } | null): s is { id: number; nombre: string; role: StaffRole } =>
  s !== null && isStaffRole(s.role) && canServeCustomers({ role: s.role, workshopIds: [] });

export function impersonationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/users/auth/staff-token",
      {
        config: { rateLimit: { max: 20, timeWindow: "10 minutes" } },
        schema: {
          tags: ["operator"],
          summary: "Abrir a sessão de um cliente com um token da área da equipa (apoio ao cliente)",
          body: TokenBody,
          response: { 200: StaffImpersonationSessionAnswer },
        },
      },
      async (req) => {
        const now = deps.now();
        const grant = verifyImpersonationToken(deps.env.SESSION_SECRET, "staff", req.body.token, now);
        const member = await findActiveStaff(deps.db, grant.actorId);
        // A member disabled or moved to a workshop since the token was issued: it opens nothing.
        if (!mayImpersonate(member)) throw new AuthenticationError("INVALID_TOKEN", "Token inválido.");
        const customer = await findCustomerAccount(deps.db, grant.customerId);
        if (!customer) throw new AuthenticationError("INVALID_TOKEN", "Token inválido.");
        await spendImpersonationToken(deps.db, "staff", grant.nonce, now);
        const session = await createStaffImpersonationSession(deps.db, customer.id, member.id, now);
        await writeAudit(deps.db, {
          staffId: member.id,
          action: "customer.impersonate.open",
          entity: "cliente",
          entityId: customer.id,
          after: { sessaoAteAs: session.expiresAt.toISOString() },
          at: now,
        });
        req.log.warn({ staffId: member.id, customerId: customer.id }, "staff impersonation session opened");
        return {
          token: session.token,
          expiraEm: session.expiresAt.toISOString(),
          cliente: customer,
          funcionario: { id: member.id, nome: member.nombre, perfil: member.role },
        };
      },
    );

    app.get(
      "/users/me/impersonacao",
      {
        schema: {
          tags: ["users"],
          summary: "Se esta sessão foi aberta pela equipa na conta do cliente (para o aviso em todas as páginas)",
          response: { 200: ImpersonationAnswer },
        },
      },
      async (req) => {
        const { user, impersonatedByStaff } = await authenticate(deps.db, req, deps.now());
        if (impersonatedByStaff === null) return { impersonacao: null };
        const member = await findActiveStaff(deps.db, impersonatedByStaff);
        const customer = await findCustomerAccount(deps.db, user.id);
        if (!customer) return { impersonacao: null };
        const role = member && isStaffRole(member.role) ? member.role : "service";
        return {
          impersonacao: {
            cliente: customer,
            funcionario: { nome: member?.nombre ?? "equipa", perfil: role, perfilTexto: ROLE_LABEL[role] },
          },
        };
      },
    );

    app.post(
      "/operador/impersonation-token",
      {
        schema: {
          tags: ["operator"],
          summary: "Token de acesso à conta de um cliente (contas de cliente com o papel de operador; antigo)",
          body: z.object({ userId: z.number().int().positive() }),
          response: { 200: ImpersonationTokenAnswer },
        },
      },
      async (req) => {
        const { user: operator } = await authenticate(deps.db, req, deps.now());
        if (operator.role !== "operator")
          throw new ForbiddenError("OPERATOR_ONLY", "Só operadores do apoio ao cliente podem fazer isto.");
        const customer = await findAccountRole(deps.db, req.body.userId);
        if (!customer) throw new NotFoundError("USER_NOT_FOUND", "Este cliente não existe.");
        const { token } = issueImpersonationToken(
          deps.env.SESSION_SECRET,
          "operator",
          { customerId: customer.id, actorId: operator.id },
          deps.now(),
        );
        req.log.warn({ operatorId: operator.id, customerId: customer.id }, "impersonation token issued");
        return { token, expiraEm: IMPERSONATION_TTL_MS / 1000 };
      },
    );

    app.post(
      "/users/auth/token",
      {
        config: { rateLimit: { max: 20, timeWindow: "10 minutes" } },
        schema: {
          tags: ["operator"],
          summary: "Entrar como cliente com um token de operador (antigo)",
          body: TokenBody,
          response: { 200: OperatorImpersonationSessionAnswer },
        },
      },
      async (req) => {
        const now = deps.now();
        const grant = verifyImpersonationToken(deps.env.SESSION_SECRET, "operator", req.body.token, now);
        const operator = await findAccountRole(deps.db, grant.actorId);
        if (operator?.role !== "operator") throw new AuthenticationError("INVALID_TOKEN", "Token inválido.");
        await spendImpersonationToken(deps.db, "operator", grant.nonce, now);
        const token = await createSession(deps.db, grant.customerId, now, operator.id);
        req.log.warn({ operatorId: operator.id, customerId: grant.customerId }, "impersonation login");
        return { ...(await userInfo(deps.db, grant.customerId)), token, impersonatedBy: operator.id };
      },
    );
  };
}
