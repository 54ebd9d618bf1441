/** Basket API (spec section 7 "Basket and orders"): the server owns every price. */
import { msg } from "#src/shared/i18n/i18n.ts";
import { langOfApiUrl } from "#src/shared/i18n/lang.ts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AddProductSchema,
  CouponSchema,
  UnavailableProductsSchema,
  UpdateBasketSchema,
} from "#src/shared/basket/basket.schema.ts";
import {
  AddProductAnswer,
  BasketAnswer,
  BasketLeadAnswer,
  DeleteBasketAnswer,
  UnavailableProductsAnswer,
} from "#src/shared/basket/basket-api.schema.ts";
import type { AppDeps } from "../deps.ts";
import { authenticate } from "../account/sessions.ts";
import { NotFoundError } from "../errors.ts";
import { addToBasket, applyCouponToBasket, releaseHold, removeCoupon, updateBasket } from "./basket.service.ts";
import {
  assertOwner,
  deleteBasket,
  findBasketLead,
  loadRow,
  resolveProducts,
  toDto,
  viewBasket,
} from "./basket.store.ts";

const Id = z.object({ id: z.string().uuid(msg("api.basketInvalidId")) });

export function basketRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  /** The caller's user id when a valid Bearer token is sent; a bad token is refused rather than treated as anonymous. */
  const caller = async (req: FastifyRequest): Promise<number | null> => {
    if (!req.headers.authorization) return null;
    const { user } = await authenticate(deps.db, req, deps.now());
    return user.id;
  };
  const show = async (id: string) => toDto(await viewBasket(deps.db, await loadRow(deps.db, id), deps.now()));

  return async (app) => {
    app.post(
      "/cesta-product/:id",
      {
        config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
        schema: {
          tags: ["basket"],
          summary: "Juntar um produto ao carrinho (cria o carrinho se preciso)",
          params: z.object({
            id: z
              .string()
              .max(40)
              .regex(/^[\w-]+$/, msg("api.basketInvalidProduct")),
          }),
          body: AddProductSchema,
          response: { 201: AddProductAnswer },
        },
      },
      async (req, reply) => {
        const userId = await caller(req);
        const { cestaID, avisos } = await addToBasket(
          deps.db,
          {
            cestaID: req.body.cestaID,
            productId: req.params.id,
            cantidad: req.body.cantidad,
            userId,
            sinPromocion: req.body.sinPromocion,
            matricula: req.body.matricula,
            lang: langOfApiUrl(req.url),
          },
          deps.now(),
        );
        const dto = await show(cestaID);
        return reply.code(201).send({ ...dto, avisos: [...avisos, ...dto.avisos] });
      },
    );

    app.get(
      "/cesta/:id",
      {
        schema: {
          tags: ["basket"],
          summary: "Ver o carrinho com preços atuais",
          params: Id,
          response: { 200: BasketAnswer },
        },
      },
      async (req) => {
        const row = await loadRow(deps.db, req.params.id);
        assertOwner(row, await caller(req));
        return show(row.id);
      },
    );

    app.post(
      "/cesta/update",
      {
        schema: {
          tags: ["basket"],
          summary: "Alterar quantidades, serviços, oficina e escolhas de pagamento",
          body: UpdateBasketSchema,
          response: { 200: BasketAnswer },
        },
      },
      async (req) => {
        const { cestaID } = req.body.cestaState;
        await updateBasket(deps.db, cestaID, await caller(req), req.body.cestaState, deps.now(), langOfApiUrl(req.url));
        return show(req.body.cestaState.cestaID);
      },
    );

    app.delete(
      "/delete-cesta/:id",
      { schema: { tags: ["basket"], summary: "Apagar o carrinho", params: Id, response: { 200: DeleteBasketAnswer } } },
      async (req) => {
        const row = await loadRow(deps.db, req.params.id);
        assertOwner(row, await caller(req));
        if (row.status === "open") {
          await releaseHold(deps.db, row.id);
          await deleteBasket(deps.db, row.id);
        }
        return { deleted: true };
      },
    );

    app.post(
      "/cesta/:id/cupon",
      {
        schema: {
          tags: ["basket"],
          summary: "Aplicar um cupão",
          params: Id,
          body: CouponSchema,
          response: { 200: BasketAnswer },
        },
      },
      async (req) => {
        await applyCouponToBasket(deps.db, req.params.id, await caller(req), req.body.codigo, deps.now());
        return show(req.params.id);
      },
    );

    app.delete(
      "/cesta/:id/cupon/:codigo",
      {
        schema: {
          tags: ["basket"],
          summary: "Retirar um cupão",
          params: Id.extend({ codigo: z.string().max(30) }),
          response: { 200: BasketAnswer },
        },
      },
      async (req) => {
        await removeCoupon(deps.db, req.params.id, await caller(req), req.params.codigo);
        return show(req.params.id);
      },
    );

    app.get(
      "/leads/:cestaID",
      {
        schema: {
          tags: ["basket"],
          summary: "O contacto associado a um carrinho",
          params: z.object({ cestaID: z.string().uuid(msg("api.basketInvalidId")) }),
          response: { 200: BasketLeadAnswer },
        },
      },
      async (req) => {
        const row = await loadRow(deps.db, req.params.cestaID);
        assertOwner(row, await caller(req));
        const lead = await findBasketLead(deps.db, row.id);
        if (!lead) throw new NotFoundError("LEAD_NOT_FOUND", msg("api.basketNoLead"));
        return {
          id_site_lead: lead.id,
          email: lead.email,
          telefono: lead.telefono,
          codigo_postal: lead.codigoPostal,
          origen: lead.origen,
          wantsInfo: lead.wantsInfo,
        };
      },
    );

    app.post(
      "/unavailable-products",
      {
        schema: {
          tags: ["basket"],
          summary: "Quais destes produtos estão esgotados",
          body: UnavailableProductsSchema,
          response: { 200: UnavailableProductsAnswer },
        },
      },
      async (req) => {
        const found = await resolveProducts(deps.db, req.body.unavailableProducts, deps.now());
        return {
          unavailableProducts: req.body.unavailableProducts.filter((id) => (found.get(id)?.disponibilidad ?? 0) === 0),
        };
      },
    );
  };
}
