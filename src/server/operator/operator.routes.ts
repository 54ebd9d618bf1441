/**
 * The back office's API under /operador: staff login and sessions, staff accounts, closures, the audit log. Every
 * route but login authenticates a staff session first (customers' sessions never pass), then the use case checks
 * the role and workshop scope.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AuditAnswer,
  ClosureCreatedAnswer,
  ClosuresAnswer,
  DoneAnswer,
  LoginAnswer,
  MeAnswer,
  StaffListAnswer,
  StaffView,
  WorkshopsAnswer,
} from "#src/shared/operator/operator-api.ts";
import {
  ClosureCreateSchema,
  StaffCreateSchema,
  StaffLoginSchema,
  StaffUpdateSchema,
} from "#src/shared/operator/staff.schema.ts";
import { LoginLimiter } from "../account/login-limiter.ts";
import type { AppDeps } from "../deps.ts";
import { TooManyRequestsError } from "../errors.ts";
import { readAudit } from "./audit.ts";
import { createClosure, deleteClosure, listClosuresFor, visibleWorkshops } from "./closures.ts";
import {
  authenticateStaff,
  createStaff,
  listStaffAccounts,
  loginStaff,
  logoutStaff,
  staffView,
  updateStaff,
} from "./staff.ts";

const Id = z.object({ id: z.coerce.number().int().positive() });
const tags = ["operator"];

/** Login attempts are limited like the customers' but counted apart (a staff e-mail may also be a customer's). */
const limiterKey = (email: string) => `operador:${email}`;

export function operatorRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const limiter = new LoginLimiter(deps.db);
  return async (app) => {
    app.post(
      "/operador/login",
      { schema: { tags, summary: "Entrar na área da equipa", body: StaffLoginSchema, response: { 200: LoginAnswer } } },
      async (req) => {
        const wait = await limiter.take(limiterKey(req.body.email), req.ip);
        if (wait > 0)
          throw new TooManyRequestsError(
            "TOO_MANY_ATTEMPTS",
            wait < 60
              ? `Demasiadas tentativas. Tente de novo dentro de ${wait} ${wait === 1 ? "segundo" : "segundos"}.`
              : `Demasiadas tentativas. Tente de novo dentro de ${Math.ceil(wait / 60)} minutos.`,
          );
        try {
          const { token, expiresAt, staff } = await loginStaff(deps.db, req.body, deps.now(), { demo: deps.env.demo });
          await limiter.succeed(limiterKey(req.body.email), req.ip);
          req.log.info({ staffId: staff.id }, "staff login");
          return { token, expiraEm: expiresAt.toISOString(), funcionario: staffView(staff) };
        } catch (error) {
          await limiter.fail(limiterKey(req.body.email));
          throw error;
        }
      },
    );

    app.post(
      "/operador/logout",
      { schema: { tags, summary: "Sair da área da equipa", response: { 200: DoneAnswer } } },
      async (req) => {
        const { staff, token } = await authenticateStaff(deps.db, req, deps.now());
        await logoutStaff(deps.db, staff, token, deps.now());
        return { ok: true as const };
      },
    );

    app.get(
      "/operador/me",
      { schema: { tags, summary: "Quem está ligado", response: { 200: MeAnswer } } },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return { funcionario: staffView(staff) };
      },
    );

    app.get(
      "/operador/auditoria",
      {
        schema: {
          tags,
          summary: "Registo de auditoria (administração)",
          querystring: z.object({
            pagina: z.coerce.number().int().min(1).max(10_000).default(1),
            entidade: z.string().max(40).optional(),
          }),
          response: { 200: AuditAnswer },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return readAudit(deps.db, staff, req.query.pagina, req.query.entidade);
      },
    );

    app.get(
      "/operador/funcionarios",
      { schema: { tags, summary: "Contas da equipa (administração)", response: { 200: StaffListAnswer } } },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return { funcionarios: await listStaffAccounts(deps.db, staff) };
      },
    );

    app.post(
      "/operador/funcionarios",
      {
        schema: { tags, summary: "Criar uma conta da equipa", body: StaffCreateSchema, response: { 201: StaffView } },
      },
      async (req, reply) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return reply.code(201).send(await createStaff(deps.db, staff, req.body, deps.now()));
      },
    );

    app.patch(
      "/operador/funcionarios/:id",
      {
        schema: {
          tags,
          summary: "Alterar perfil, oficinas, nome, password ou desativar uma conta da equipa",
          params: Id,
          body: StaffUpdateSchema,
          response: { 200: StaffView },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return updateStaff(deps.db, staff, req.params.id, req.body, deps.now());
      },
    );

    app.get(
      "/operador/oficinas",
      { schema: { tags, summary: "Oficinas ao alcance do funcionário", response: { 200: WorkshopsAnswer } } },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return { oficinas: await visibleWorkshops(deps.db, staff) };
      },
    );

    app.get(
      "/operador/encerramentos",
      {
        schema: {
          tags,
          summary: "Dias fechados a partir de hoje",
          querystring: z.object({ oficinaId: z.coerce.number().int().positive().optional() }),
          response: { 200: ClosuresAnswer },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return { encerramentos: await listClosuresFor(deps.db, staff, req.query.oficinaId, deps.now()) };
      },
    );

    app.post(
      "/operador/encerramentos",
      {
        schema: {
          tags,
          summary: "Fechar um dia (uma oficina ou todas); lista os clientes a contactar",
          body: ClosureCreateSchema,
          response: { 201: ClosureCreatedAnswer },
        },
      },
      async (req, reply) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return reply.code(201).send(await createClosure(deps.db, staff, req.body, deps.now()));
      },
    );

    app.delete(
      "/operador/encerramentos/:id",
      { schema: { tags, summary: "Reabrir um dia fechado", params: Id, response: { 200: DoneAnswer } } },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        await deleteClosure(deps.db, staff, req.params.id, deps.now());
        return { ok: true as const };
      },
    );
  };
}
