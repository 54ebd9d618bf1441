/**
 * The back office's coupons (issue 14, item 5), admins only: list, create, change, end now. Every route
 * authenticates a staff session, then the use case checks the role.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CouponCreateSchema,
  CouponsAnswer,
  CouponUpdateSchema,
  OperatorCoupon,
} from "#src/shared/operator/coupons.schema.ts";
import type { AppDeps } from "../deps.ts";
import { createCoupon, listCouponsFor, updateCoupon } from "./coupons.ts";
import { authenticateStaff } from "./staff.ts";

const tags = ["operator"];

export function operatorCouponRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/operador/cupoes",
      {
        schema: {
          tags,
          summary: "Todos os cupões e as suas utilizações (administração)",
          response: { 200: CouponsAnswer },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return listCouponsFor(deps.db, staff, deps.now());
      },
    );

    app.post(
      "/operador/cupoes",
      {
        schema: {
          tags,
          summary: "Criar um cupão (administração)",
          body: CouponCreateSchema,
          response: { 201: OperatorCoupon },
        },
      },
      async (req, reply) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return reply.code(201).send(await createCoupon(deps.db, staff, req.body, deps.now()));
      },
    );

    app.patch(
      "/operador/cupoes/:codigo",
      {
        schema: {
          tags,
          summary: "Alterar ou terminar já um cupão (administração)",
          params: z.object({ codigo: z.string().min(1).max(30) }),
          body: CouponUpdateSchema,
          response: { 200: OperatorCoupon },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return updateCoupon(deps.db, staff, req.params.codigo, req.body, deps.now());
      },
    );
  };
}
