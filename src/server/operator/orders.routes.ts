/**
 * Orders and payments in the back office under /operador: search, an order's page, a refund by hand and the
 * confirmation sent again. Every route authenticates a staff session first; the use case checks role and scope.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  OrderDetailAnswer,
  OrderNumberParam,
  OrderSearchAnswer,
  OrderSearchQuery,
  RefundAnswer,
  ResendAnswer,
} from "#src/shared/operator/orders-api.ts";
import type { AppDeps } from "../deps.ts";
import { findOrders, readOrder, refundByOperator, resendConfirmation } from "./orders.ts";
import { authenticateStaff } from "./staff.ts";

const tags = ["operator"];

export function operatorOrderRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/operador/encomendas",
      {
        schema: {
          tags,
          summary: "Procurar encomendas por número, e-mail, matrícula ou NIF",
          querystring: OrderSearchQuery,
          response: { 200: OrderSearchAnswer },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return findOrders(deps.db, staff, req.query.q);
      },
    );

    app.get(
      "/operador/encomendas/:number",
      {
        schema: {
          tags,
          summary: "Uma encomenda: linhas, cliente, oficina e marcação, pagamentos (repetidos e reembolsos) e fatura",
          params: OrderNumberParam,
          response: { 200: OrderDetailAnswer },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return readOrder(deps.db, staff, req.params.number);
      },
    );

    app.post(
      "/operador/pagamentos/:id/reembolso",
      {
        schema: {
          tags,
          summary: "Reembolsar pelo gateway um pagamento repetido ou não devido (uma só vez)",
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: RefundAnswer },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return { pagamento: await refundByOperator(deps, staff, req.params.id) };
      },
    );

    app.post(
      "/operador/encomendas/:number/reenviar",
      {
        schema: {
          tags,
          summary: "Reenviar ao cliente o e-mail de confirmação da encomenda (com a fatura, se houver)",
          params: OrderNumberParam,
          response: { 200: ResendAnswer },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return resendConfirmation(deps, staff, req.params.number);
      },
    );
  };
}
