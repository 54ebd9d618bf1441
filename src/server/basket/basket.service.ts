/**
 * Basket use cases: add, update and coupons, each re-checked on the server. The basket's workshop dates, times and
 * slot hold are the checkout's (src/server/checkout/slot-hold.ts).
 */
import { msg } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { and, eq, notInArray, sql } from "drizzle-orm";
import {
  addProduct,
  applyCoupon,
  assertPermutationFits,
  type Basket,
  BasketRuleError,
  COUPON_MESSAGES,
  removeProduct,
  UNITS_PER_VISIT,
} from "#src/shared/basket/basket.ts";
import { methodNotOffered, shouldReset } from "#src/shared/basket/checkout.ts";
import { AC_PRODUCTS } from "#src/shared/services/ac.ts";
import { NOT_AVAILABLE_HERE, workshopCanDo } from "#src/shared/services/requirements.ts";
import { SITE } from "#src/shared/site.ts";
import type { Db } from "../db/client.ts";
import { appointments, basketLines, baskets, coupons, workshops } from "../db/schema.ts";
import { couponUseCount } from "../coupons/coupon-uses.ts";
import { ConflictError, InvalidInputError, NotFoundError, RuleBrokenError } from "../errors.ts";
import { offerApplies } from "#src/shared/pricing/all-in.ts";
import { assertPromotionLimits } from "./promotion-limits.ts";
import { acPackForPlate } from "../vehicles/ac-pack.ts";
import {
  alreadyRedeemed,
  assertOpen,
  assertOwner,
  type BasketState,
  type BasketView,
  loadRow,
  OPTIONAL_SERVICES,
  resolveProducts,
  viewBasket,
} from "./basket.store.ts";

export const PRODUCT_UNAVAILABLE = msg("api.basketProductUnavailable");
export const ONCE_PER_VISIT = msg("api.basketOncePerVisit");
export const NO_AVAILABILITY = msg("api.basketNoAvailability");
export const PROMO_PACK_REMOVED = msg("api.basketPromoPackRemoved");

/** Shared-rule errors become 422 with their code and message (e.g. no-puedes-anadir-bateria). */
export async function rule<T>(fn: () => T | Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof BasketRuleError) throw new RuleBrokenError(error.code, error.message);
    throw error;
  }
}

/** Merges a patch into the stored order context in one statement (no read-modify-write race between requests). */
export async function saveState(db: Db, id: string, patch: Partial<BasketState>) {
  const rows = await db
    .update(baskets)
    .set({ state: sql`${baskets.state} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
    .where(eq(baskets.id, id))
    .returning({ id: baskets.id });
  if (rows.length === 0) throw new NotFoundError("BASKET_NOT_FOUND", msg("api.basketNotFound"));
}

/** Replaces the basket's lines by the rule-checked product list in one transaction. */
async function writeLines(db: Db, id: string, products: Basket["products"], statePatch: Partial<BasketState>) {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx.select().from(baskets).where(eq(baskets.id, id)).for("update");
    if (!row) throw new NotFoundError("BASKET_NOT_FOUND", msg("api.basketNotFound"));
    const ids = products.map((p) => p.id_navision);
    await tx
      .delete(basketLines)
      .where(
        ids.length
          ? and(eq(basketLines.basketId, id), notInArray(basketLines.productId, ids))
          : eq(basketLines.basketId, id),
      );
    for (const p of products) {
      await tx
        .insert(basketLines)
        .values({
          basketId: id,
          productType: p.tipo_producto,
          productId: p.id_navision,
          quantity: p.cantidad,
          withoutPromotion: p.sinPromocion ?? false,
        })
        .onConflictDoUpdate({
          target: [basketLines.basketId, basketLines.productType, basketLines.productId],
          set: { quantity: p.cantidad, withoutPromotion: p.sinPromocion ?? false },
        });
    }
    await tx
      .update(baskets)
      .set({ state: { ...(row.state as BasketState), ...statePatch }, updatedAt: new Date() })
      .where(eq(baskets.id, id));
  });
}

/** The limits of the promotions the lines will get (at their new quantities, with the current offers). */
async function assertBasketPromotionLimits(db: Db, products: Basket["products"], userId: number | null, now: Date) {
  const fresh = await resolveProducts(
    db,
    products.map((p) => p.id_navision),
    now,
  );
  const promoted = products.flatMap((p) => {
    const promo = p.sinPromocion ? null : (fresh.get(p.id_navision)?.promo ?? null);
    return offerApplies(promo, p.cantidad)
      ? [{ promotionId: promo.id_site_promocion_cesta, cantidad: p.cantidad }]
      : [];
  });
  await rule(() => assertPromotionLimits(db, promoted, userId));
}

const AC_PACK_TYPES: readonly string[] = [AC_PRODUCTS.R134A.tipo, AC_PRODUCTS.R1234YF.tipo];

/** An air-conditioning pack joins a basket only for a car whose plate decides that gas (spec section 4). */
async function assertAcPackFits(db: Db, productId: string, plate: string | null) {
  if (!plate) throw new RuleBrokenError("AC_PLATE_NEEDED", msg("api.basketAcPlateNeeded"));
  const { decisao } = await acPackForPlate(db, plate);
  if (decisao.kind !== "pack") throw new RuleBrokenError("AC_NEEDS_APPOINTMENT", msg("api.basketAcNeedsAppointment"));
  if (decisao.productId !== productId)
    throw new RuleBrokenError(
      "AC_PACK_NOT_FOR_THIS_CAR",
      msg("api.basketAcPackNotForThisCar", { year: decisao.year, gas: AC_PRODUCTS[decisao.gas].gas }),
    );
}

export async function createBasket(db: Db, userId: number | null, lang: Lang = "pt") {
  const [row] = await db.insert(baskets).values({ userId, state: {}, lang }).returning();
  if (!row) throw new Error("insert failed");
  return row;
}

export async function addToBasket(
  db: Db,
  input: {
    cestaID?: string | undefined;
    productId: string;
    cantidad: number;
    userId: number | null;
    sinPromocion?: boolean | undefined;
    matricula?: string | undefined;
    /** The site the basket is started on (a new basket only). */
    lang?: Lang;
  },
  now: Date,
) {
  const found = (await resolveProducts(db, [input.productId], now)).get(input.productId);
  if (!found) throw new NotFoundError("PRODUCT_NOT_FOUND", msg("api.basketProductNotFound"));
  if (found.disponibilidad === 0) throw new ConflictError("PRODUCT_UNAVAILABLE", PRODUCT_UNAVAILABLE);
  let row = input.cestaID ? await loadRow(db, input.cestaID).catch(() => null) : null;
  if (row) {
    assertOwner(row, input.userId);
    // A basket that became an order is finished: a new one starts.
    if (row.status !== "open") row = null;
  }
  row ??= await createBasket(db, input.userId, input.lang);
  const plate = input.matricula || (row.state as BasketState).matricula || null;
  // The air-conditioning gas is the car's, not the customer's choice: the pack must be the one its plate decides.
  if (AC_PACK_TYPES.includes(found.tipo_producto)) await assertAcPackFits(db, found.id_navision, plate);
  const view = await viewBasket(db, row, now);
  const { stock: _s, tabla: _t, promotionId, ...product } = found;
  // A spare-tyre permutation must match the vehicle of the car tyres in the basket (95140 passenger car, 95141 other).
  if (product.tipo_producto === "permuta")
    await rule(() => assertPermutationFits(view._internal.basket.products, product.id_navision));
  let next = await rule(() =>
    addProduct(
      view._internal.basket,
      { ...product, cantidad: input.cantidad },
      { allowMixedOrders: SITE.allowMixedOrders },
    ),
  );
  // "Continuar sem a promoção": the line (new or grown) is kept without its promotion.
  if (input.sinPromocion)
    next = {
      ...next,
      products: next.products.map((p) =>
        p.id_navision === input.productId ? { ...p, promo: null, sinPromocion: true } : p,
      ),
    };
  const line = next.products.find((p) => p.id_navision === input.productId);
  // Promotion limits are checked now, not at the last step: the customer can continue without the promotion.
  if (line && !line.sinPromocion && promotionId !== null)
    await assertBasketPromotionLimits(db, next.products, input.userId, now);
  if (line && line.cantidad > found.stock)
    throw new ConflictError("NOT_ENOUGH_STOCK", msg("api.basketNotEnoughStock", { stock: found.stock }));
  if (line && line.cantidad > 8)
    throw new InvalidInputError("VALIDATION_ERROR", msg("api.basketMaxUnits"), {
      cantidad: msg("api.basketMaxUnits"),
    });
  const avisos: string[] = [];
  // No service packs with tyres in a promotion: the pack is removed.
  if (next.products.some((p) => p.promo) && next.products.some((p) => p.tipo_producto === "revision")) {
    next = next.products
      .filter((p) => p.tipo_producto === "revision")
      .reduce((b, p) => removeProduct(b, p.id_navision), next);
    avisos.push(PROMO_PACK_REMOVED);
  }
  const categoryChanged = view._internal.basket.products.some((p) => p.categoria !== product.categoria);
  const statePatch: Partial<BasketState> = categoryChanged ? { optionalServices: [] } : {};
  // The plate the product was chosen for becomes the basket's, unless the basket already has one.
  if (input.matricula && !(row.state as BasketState).matricula) statePatch.matricula = input.matricula.toUpperCase();
  await writeLines(db, row.id, next.products, statePatch);
  return { cestaID: row.id, avisos };
}

export async function updateBasket(
  db: Db,
  cestaID: string,
  userId: number | null,
  patch: NonNullable<import("#src/shared/basket/basket.schema.ts").UpdateBasketPayload["cestaState"]>,
  now: Date,
  /** The site the customer is on (the request's language): it decides which payment methods are offered. */
  site: Lang = "pt",
) {
  const row = await loadRow(db, cestaID);
  assertOwner(row, userId);
  assertOpen(row);
  const state = row.state as BasketState;
  const view = await viewBasket(db, row, now);
  const statePatch: Partial<BasketState> = {};
  let basket = view._internal.basket;

  // Changing to a vehicle with another plate resets the basket.
  if (patch.matricula !== undefined) {
    if (shouldReset({ kind: "vehicle", basketPlate: state.matricula ?? null, newPlate: patch.matricula || null })) {
      await releaseHold(db, cestaID);
      await writeLines(db, cestaID, [], {
        matricula: patch.matricula,
        optionalServices: [],
        cupones: [],
        selectedDate: null,
      });
      return;
    }
    statePatch.matricula = patch.matricula;
  }
  if (patch.products) {
    const resolved = await resolveProducts(
      db,
      patch.products.map((p) => p.id_navision),
      now,
    );
    for (const wanted of patch.products) {
      const current = basket.products.find((p) => p.id_navision === wanted.id_navision);
      if (!current) throw new NotFoundError("PRODUCT_NOT_IN_BASKET", msg("api.basketProductNotInBasket"));
      if (wanted.cantidad < current.cantidad)
        basket = removeProduct(basket, wanted.id_navision, current.cantidad - wanted.cantidad);
      else if (wanted.cantidad > current.cantidad) {
        const perVisit = UNITS_PER_VISIT[current.tipo_producto];
        if (perVisit !== undefined && wanted.cantidad > perVisit)
          throw new InvalidInputError("ONCE_PER_VISIT", ONCE_PER_VISIT, { cantidad: ONCE_PER_VISIT });
        const stock = resolved.get(wanted.id_navision)?.stock ?? 0;
        if (wanted.cantidad > stock)
          throw new ConflictError("NOT_ENOUGH_STOCK", msg("api.basketNotEnoughStock", { stock }));
        basket = {
          ...basket,
          products: basket.products.map((p) =>
            p.id_navision === wanted.id_navision ? { ...p, cantidad: wanted.cantidad } : p,
          ),
        };
      }
    }
  }
  if (patch.sinPromocion?.length) {
    const ids = new Set(patch.sinPromocion);
    basket = {
      ...basket,
      products: basket.products.map((p) => (ids.has(p.id_navision) ? { ...p, promo: null, sinPromocion: true } : p)),
    };
  }
  // More units of a promoted tyre: the promotion's limits are checked now, not at the last step.
  if (patch.products) await assertBasketPromotionLimits(db, basket.products, userId, now);
  if (patch.services) {
    const chosen = new Set(state.optionalServices ?? []);
    for (const s of patch.services) {
      if (!(OPTIONAL_SERVICES as readonly string[]).includes(s.id_navision))
        throw new RuleBrokenError("SERVICE_NOT_OPTIONAL", msg("api.basketServiceNotOptional"));
      if (s.selected && !view.serviciosOpcionales.some((o) => o.id_navision === s.id_navision))
        throw new RuleBrokenError("SERVICE_NOT_APPLICABLE", msg("api.basketServiceNotApplicable"));
      if (s.selected) chosen.add(s.id_navision);
      else chosen.delete(s.id_navision);
    }
    statePatch.optionalServices = [...chosen];
  }
  if (patch.generaFactura !== undefined) statePatch.generaFactura = patch.generaFactura;
  if (patch.codigoPostalIntroducido !== undefined) statePatch.codigoPostalIntroducido = patch.codigoPostalIntroducido;
  if (patch.selectedTaller !== undefined) {
    if (patch.selectedTaller === null) {
      statePatch.selectedTaller = null;
      statePatch.selectedDate = null;
      await releaseHold(db, cestaID);
    } else {
      const [w] = await db.select().from(workshops).where(eq(workshops.code, patch.selectedTaller.codTienda));
      if (!w) throw new NotFoundError("WORKSHOP_NOT_FOUND", msg("api.workshopNotFound"));
      if (!w.webBookings) throw new RuleBrokenError("WORKSHOP_NOT_WEB", msg("api.workshopNotWeb", { phone: w.phone }));
      assertWorkshopCanDo(w, view);
      if (state.selectedTaller?.codTienda !== w.code) {
        statePatch.selectedDate = null;
        await releaseHold(db, cestaID);
      }
      statePatch.selectedTaller = { codTienda: w.code, alias: w.alias };
    }
  }
  if (patch.paymentType) statePatch.paymentType = patch.paymentType;
  if (patch.paymentMethod) {
    const refused = methodNotOffered(site, patch.paymentMethod);
    if (refused) throw new RuleBrokenError("PAYMENT_METHOD_NOT_OFFERED", refused, { paymentMethod: refused });
    statePatch.paymentMethod = patch.paymentMethod;
  }
  if (patch.step !== undefined) statePatch.step = patch.step;
  if (patch.products || patch.sinPromocion?.length) await writeLines(db, cestaID, basket.products, statePatch);
  else await saveState(db, cestaID, statePatch);
}

export async function releaseHold(db: Db, cestaID: string) {
  await db
    .delete(appointments)
    .where(
      and(eq(appointments.basketId, cestaID), eq(appointments.status, "held"), sql`${appointments.orderId} is null`),
    );
}

export async function applyCouponToBasket(db: Db, cestaID: string, userId: number | null, code: string, now: Date) {
  const row = await loadRow(db, cestaID);
  assertOwner(row, userId);
  assertOpen(row);
  const view = await viewBasket(db, row, now);
  const normalized = code.trim().toUpperCase();
  const [c] = await db.select().from(coupons).where(eq(coupons.code, normalized));
  const found = c
    ? {
        code: c.code,
        tipo: c.tipo,
        importe: c.importe,
        tipo_producto: (c.tipoProducto ?? null) as never,
        descripcion: c.descripcion,
        validFrom: c.validFrom,
        validTo: c.validTo,
        singleUse: c.singleUse,
        alreadyUsed: c.singleUse ? await alreadyRedeemed(db, c.code, userId) : false,
        usesLeft: c.maxUses === null || (await couponUseCount(db, c.code)) < c.maxUses,
      }
    : null;
  const next = await rule(() => applyCoupon(view._internal.basket, normalized, found, now));
  await saveState(db, cestaID, { cupones: next.cupones.map((x) => x.code) });
}

export async function removeCoupon(db: Db, cestaID: string, userId: number | null, code: string) {
  const row = await loadRow(db, cestaID);
  assertOwner(row, userId);
  assertOpen(row);
  await saveState(db, cestaID, {
    cupones: ((row.state as BasketState).cupones ?? []).filter((c) => c !== code.toUpperCase()),
  });
}

export { COUPON_MESSAGES };

/**
 * The workshop does the basket's kind of vehicle and every job in it (issue 12: a workshop that does not offer a
 * service, or lacks its equipment, is not offered for it).
 */
export function assertWorkshopCanDo(
  w: { services: readonly string[]; equipment: readonly string[] },
  view: Pick<BasketView, "moto" | "_internal">,
) {
  if (!w.services.includes(view.moto ? "motorbike" : "car") || !workshopCanDo(w, view._internal.requirements))
    throw new RuleBrokenError("PRODUCT_NOT_AVAILABLE_HERE", NOT_AVAILABLE_HERE);
}
