/**
 * Customer service in the back office (issue 14, item 6): customer search and detail, and the request queue.
 * Every route authenticates a staff session, then the use case checks the role (customer service and admins).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CustomerDetail,
  CustomerSearchQuery,
  CustomersAnswer,
  QueueAnswer,
  QueueQuery,
  REQUEST_KINDS,
  REQUEST_STATUS_SLUGS,
  RequestParams,
  RequestUpdateSchema,
} from "#src/shared/operator/customer-service.ts";
import { ImpersonationIssuedAnswer } from "#src/shared/operator/operator-api.ts";
import type { AppDeps } from "../deps.ts";
import { customerDetail, findCustomers, readQueue, startImpersonation, updateRequest } from "./customers.ts";
import { authenticateStaff } from "./staff.ts";

const tags = ["operator"];

export function customerServiceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/operador/clientes",
      {
        schema: {
          tags,
          summary: "Procurar clientes por e-mail, nome, telefone, NIF ou matrícula (apoio ao cliente)",
          querystring: CustomerSearchQuery,
          response: { 200: CustomersAnswer },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return findCustomers(deps.db, staff, req.query.q);
      },
    );

    app.get(
      "/operador/clientes/:id",
      {
        schema: {
          tags,
          summary: "Um cliente: perfil, veículos, encomendas, marcações e pedidos (apoio ao cliente)",
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: CustomerDetail },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return customerDetail(deps.db, staff, req.params.id);
      },
    );

    app.post(
      "/operador/clientes/:id/impersonacao",
      {
        schema: {
          tags,
          summary:
            "Entrar na conta de um cliente: token de uso único válido 5 minutos, registado na auditoria (apoio ao cliente)",
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: ImpersonationIssuedAnswer },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        const answer = await startImpersonation(deps.db, staff, req.params.id, deps.env.SESSION_SECRET, deps.now());
        req.log.warn({ staffId: staff.id, customerId: req.params.id }, "staff impersonation token issued");
        return answer;
      },
    );

    app.get(
      "/operador/pedidos",
      {
        schema: {
          tags,
          summary: "Fila de pedidos de contacto, para ligarmos e leads, por tipo e estado (apoio ao cliente)",
          querystring: QueueQuery,
          response: { 200: QueueAnswer },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return readQueue(deps.db, staff, req.query);
      },
    );

    app.patch(
      "/operador/pedidos/:tipo/:id",
      {
        schema: {
          tags,
          summary: "Mudar o estado de um pedido: novo → em curso → tratado, com nota opcional (apoio ao cliente)",
          params: RequestParams,
          body: RequestUpdateSchema,
          response: {
            200: z.object({
              tipo: z.enum(REQUEST_KINDS),
              id: z.number(),
              estado: z.enum(REQUEST_STATUS_SLUGS),
              nota: z.string().nullable(),
            }),
          },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return updateRequest(deps.db, staff, req.params.tipo, req.params.id, req.body, deps.now());
      },
    );
  };
}
