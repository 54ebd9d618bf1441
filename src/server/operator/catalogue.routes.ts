/**
 * The back office's catalogue and offers (issue 14, item 5), admins only: tyres' price and stock, promotions, the
 * maintenance notice and the selector's lead step. Every route authenticates a staff session, then the use case
 * checks the role.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  OperatorProduct,
  OperatorPromotion,
  OperatorSite,
  ProductSearchQuery,
  ProductsAnswer,
  ProductUpdateSchema,
  PromotionCreateSchema,
  PromotionsAnswer,
  PromotionUpdateSchema,
  SiteUpdateSchema,
} from "#src/shared/operator/offers.schema.ts";
import type { AppDeps } from "../deps.ts";
import { findProducts, updateProduct } from "./catalogue.ts";
import { createPromotion, listPromotionsFor, updatePromotion } from "./promotions.ts";
import { readSite, updateSite } from "./site.ts";
import { authenticateStaff } from "./staff.ts";

const tags = ["operator"];

export function operatorCatalogueRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/operador/produtos",
      {
        schema: {
          tags,
          summary: "Procurar pneus por referência, marca, modelo ou medida (administração)",
          querystring: ProductSearchQuery,
          response: { 200: ProductsAnswer },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return findProducts(deps.db, staff, req.query);
      },
    );

    app.patch(
      "/operador/produtos/:id",
      {
        schema: {
          tags,
          summary: "Alterar o preço ou o stock de um pneu (administração)",
          params: z.object({ id: z.string().min(1).max(40) }),
          body: ProductUpdateSchema,
          response: { 200: OperatorProduct },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return updateProduct(deps, staff, req.params.id, req.body, deps.now());
      },
    );

    app.get(
      "/operador/promocoes",
      { schema: { tags, summary: "Todas as promoções (administração)", response: { 200: PromotionsAnswer } } },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return listPromotionsFor(deps.db, staff, deps.now());
      },
    );

    app.post(
      "/operador/promocoes",
      {
        schema: {
          tags,
          summary: "Criar uma promoção (administração)",
          body: PromotionCreateSchema,
          response: { 201: OperatorPromotion },
        },
      },
      async (req, reply) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return reply.code(201).send(await createPromotion(deps, staff, req.body, deps.now()));
      },
    );

    app.patch(
      "/operador/promocoes/:id",
      {
        schema: {
          tags,
          summary: "Alterar ou terminar já uma promoção (administração)",
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
          body: PromotionUpdateSchema,
          response: { 200: OperatorPromotion },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return updatePromotion(deps, staff, req.params.id, req.body, deps.now());
      },
    );

    app.get(
      "/operador/site",
      {
        schema: {
          tags,
          summary: "Aviso de manutenção e definições do site (administração)",
          response: { 200: OperatorSite },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return readSite(deps.db, staff, deps.now());
      },
    );

    app.patch(
      "/operador/site",
      {
        schema: {
          tags,
          summary: "Ligar ou desligar o aviso de manutenção, o seu texto, e o passo de contacto do seletor",
          body: SiteUpdateSchema,
          response: { 200: OperatorSite },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return updateSite(deps, staff, req.body, deps.now());
      },
    );
  };
}
