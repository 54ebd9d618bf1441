/**
 * POST /pedidos: the order is made from the stored basket before any redirect to the bank (so a crash never loses
 * one), once per idempotency key. Checks that need no lock run first (`loadPricedBasket`, `checkChoices`); then one
 * transaction runs the named steps below in the lock order every writer uses (basket → appointment → stock rows by
 * product id → coupons): `lockOpenBasket` → `checkHold` → `checkPromotionLimits` → `reserveStock` → `writeOrder` →
 * `writeLines` → `redeemCoupons` → `attachAppointment` → `closeBasket` → `issueInvoice` (when nothing is due now).
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Billing, CreateOrderPayload } from "#src/shared/basket/basket.schema.ts";
import { COUPON_MESSAGES } from "#src/shared/basket/basket.ts";
import { NIF_REQUIRED_MESSAGE, nifRequired } from "#src/shared/basket/billing-nif.ts";
import type { NonProductLine } from "#src/shared/orders/order-status.ts";
import {
  dueNowCents,
  methodNotOffered,
  paidLater,
  type PaymentMethod,
  type PaymentType,
} from "#src/shared/basket/checkout.ts";
import { msg, t } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { revisionWorkshopNote } from "#src/shared/revision/order-note.ts";
import { rule } from "#src/server/basket/basket.service.ts";
import { assertOwner, type BasketState, loadRow, viewBasket } from "#src/server/basket/basket.store.ts";
import { assertPromotionLimits } from "#src/server/basket/promotion-limits.ts";
import { bumpCatalogueVersion } from "#src/server/catalogue/catalogue.ts";
import { couponUseCount, lockCoupon } from "#src/server/coupons/coupon-uses.ts";
import { type Db, isUniqueViolation, withTransientRetry } from "#src/server/db/client.ts";
import {
  appointments,
  baskets,
  couponRedemptions,
  orderLines,
  orders,
  promotions,
  users,
  workshops,
} from "#src/server/db/schema.ts";
import { ConflictError, ForbiddenError, RuleBrokenError } from "#src/server/errors.ts";
import { findBusinessAccount } from "#src/server/professional/professional.queries.ts";
import { acWorkshopNote } from "#src/server/vehicles/ac-pack.ts";
import { PENDING_MINUTES } from "./expiry.ts";
import { issueInvoice } from "./invoice.ts";
import { takeStock } from "./stock.ts";

type Tx = Db;
type Order = typeof orders.$inferSelect;
type PricedBasket = Awaited<ReturnType<typeof viewBasket>>;
type BasketRow = Awaited<ReturnType<typeof loadRow>>;
type Hold = typeof appointments.$inferSelect;

export type CreateOrderResult = { order: Order; created: boolean };

/** What the steps inside the transaction share: the request, the priced basket and the choices checked before. */
type Draft = {
  userId: number;
  payload: CreateOrderPayload;
  now: Date;
  lang: Lang;
  row: BasketRow;
  view: PricedBasket;
  paymentType: PaymentType;
  method: PaymentMethod | null;
  due: number;
  workshopNote: string;
};

export async function createOrder(
  db: Db,
  userId: number,
  payload: CreateOrderPayload,
  now: Date,
  /** The session was opened by the shop's staff (impersonation): it may not buy on the company's credit. */
  actor: { impersonated?: boolean } = {},
  /** The site the order is placed on: its payment methods, and the language of its e-mails, invoice and .ics. */
  lang: Lang = "pt",
): Promise<CreateOrderResult> {
  const existing = await findByKey(db, payload.idempotencyKey);
  if (existing) {
    if (existing.userId !== userId)
      throw new ConflictError("IDEMPOTENCY_KEY_REUSED", msg("api.orderIdempotencyReused"));
    return { order: existing, created: false };
  }
  const row = await loadRow(db, payload.cestaState.cestaID);
  assertOwner(row, userId);
  const done = await orderOfClosedBasket(db, row, userId);
  if (done) return { order: done, created: false };
  const view = await loadPricedBasket(db, row, now, lang);
  const draft = await checkChoices(db, { userId, payload, now, lang, row, view }, actor);
  try {
    return await withTransientRetry(() =>
      db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Tx;
        const basket = await lockOpenBasket(tx, draft);
        if ("order" in basket) return basket;
        const { hold, workshopId } = await checkHold(tx, draft);
        await checkPromotionLimits(tx, draft);
        await reserveStock(tx, draft);
        const order = await writeOrder(tx, draft, hold, workshopId);
        await writeLines(tx, draft, order);
        await redeemCoupons(tx, draft, order);
        await attachAppointment(tx, draft, order, hold);
        await closeBasket(tx, draft, order, basket.state);
        if (draft.due === 0) await issueInvoice(tx, order, now);
        return { order, created: true };
      }),
    );
  } catch (error) {
    // Two clicks raced with the same key: the other one made the order.
    if (
      isUniqueViolation(error) &&
      /idempotency/.test(String((error as { constraint?: string }).constraint ?? (error as Error).message))
    ) {
      const again = await findByKey(db, payload.idempotencyKey);
      if (again && again.userId === userId) return { order: again, created: false };
    }
    throw error;
  }
}

export async function findByKey(db: Db, key: string) {
  const [o] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return o ?? null;
}

/** A basket already ordered (a retry after the order was made): that order. */
async function orderOfClosedBasket(db: Db, row: BasketRow, userId: number): Promise<Order | null> {
  if (row.status === "open") return null;
  const [done] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.basketId, row.id), eq(orders.userId, userId)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return done ?? null;
}

/**
 * The basket priced again on the server (prices are never taken from the client), with product and service names in
 * the order's language: they are written into its lines (confirmation, invoice).
 */
function loadPricedBasket(db: Db, row: BasketRow, now: Date, lang: Lang): Promise<PricedBasket> {
  return viewBasket(db, row, now, lang);
}

/** The payment choice, the basket's readiness and the billing rule, checked before any lock is taken. */
async function checkChoices(
  db: Db,
  d: Omit<Draft, "paymentType" | "method" | "due" | "workshopNote">,
  actor: { impersonated?: boolean },
): Promise<Draft> {
  const { view, payload } = d;
  const paymentType: PaymentType = payload.cestaState.paymentType;
  if (paymentType === "on_account") await assertMayPayOnAccount(db, d.userId, actor);
  const method: PaymentMethod | null = paidLater(paymentType) ? null : (payload.cestaState.paymentMethod ?? "card");
  const refused = method ? methodNotOffered(d.lang, method) : null;
  if (refused) throw new RuleBrokenError("PAYMENT_METHOD_NOT_OFFERED", refused, { paymentMethod: refused });
  if (view.products.length === 0) throw new RuleBrokenError("EMPTY_BASKET", msg("api.basketEmpty"));
  if (!view.selectedTaller) throw new RuleBrokenError("NO_WORKSHOP", msg("api.orderNoWorkshop"));
  if (!view.selectedDate) throw new ConflictError("HOLD_EXPIRED", msg("api.orderHoldExpired"));
  const due = dueNowCents(view.totals.total, paymentType);
  if (
    !payload.billing.nif &&
    nifRequired({
      totalCents: view.totals.total,
      faturaNif: payload.billing.faturaNif,
      empresa: payload.billing.empresa,
    })
  )
    throw new RuleBrokenError("NIF_REQUIRED", NIF_REQUIRED_MESSAGE, { "billing.nif": NIF_REQUIRED_MESSAGE });
  return { ...d, paymentType, method, due, workshopNote: await workshopNoteFor(db, d.row, view) };
}

/**
 * Air conditioning for a car made 2014–2017: a note on the appointment, shown on the workshop's day sheet. An oil
 * pack: the chosen oil and, for a sump over 5 L, the extra litres (facts the assistant kept on the basket).
 */
async function workshopNoteFor(db: Db, row: BasketRow, view: PricedBasket): Promise<string> {
  return [
    await acWorkshopNote(
      db,
      view.matricula,
      view.products.map((p) => p.tipo_producto),
    ),
    revisionWorkshopNote((row.state as { revisao?: unknown }).revisao, view),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The basket row, locked; a basket closed meanwhile by a concurrent retry with the same key answers its order. */
async function lockOpenBasket(tx: Tx, d: Draft): Promise<{ state: unknown } | CreateOrderResult> {
  const [basket] = await tx.select().from(baskets).where(eq(baskets.id, d.row.id)).for("update");
  if (basket && basket.status === "open") return { state: basket.state };
  const [same] = await tx.select().from(orders).where(eq(orders.idempotencyKey, d.payload.idempotencyKey));
  if (same && same.userId === d.userId) return { order: same, created: false };
  throw new ConflictError("BASKET_CLOSED", msg("api.basketClosedShort"));
}

/**
 * The basket's hold is still live, and at the workshop the basket was priced for (its tax zone): a workshop changed
 * while a hold was being made could otherwise leave one workshop's prices with another workshop's slot.
 */
async function checkHold(tx: Tx, d: Draft): Promise<{ hold: Hold; workshopId: number }> {
  const [hold] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, d.view.selectedDate!.reservaId), eq(appointments.status, "held")));
  if (!hold || (hold.holdExpiresAt?.getTime() ?? 0) <= d.now.getTime())
    throw new ConflictError("HOLD_EXPIRED", msg("api.orderHoldExpired"));
  const [chosen] = await tx
    .select({ id: workshops.id })
    .from(workshops)
    .where(eq(workshops.code, d.view.selectedTaller!.codTienda));
  if (!chosen || hold.workshopId !== chosen.id)
    throw new ConflictError("HOLD_EXPIRED", msg("api.orderHoldOtherWorkshop"));
  return { hold, workshopId: chosen.id };
}

/** The promotions' limits once more, on the same rows the units are taken from. */
function checkPromotionLimits(tx: Tx, d: Draft): Promise<void> {
  return rule(() => assertPromotionLimits(tx, d.view.products, d.userId));
}

/**
 * Stock and promotion units with conditional updates, rows in product-id order so two orders for the same products
 * cannot deadlock. The last unit of a promotion bumps the catalogue version: results and product pages (priced from
 * the catalogue in memory) stop showing the offer.
 */
async function reserveStock(tx: Tx, d: Draft): Promise<void> {
  for (const p of [...d.view.products].sort((a, b) => a.id_navision.localeCompare(b.id_navision))) {
    if (!(await takeStock(tx, p.tabla, p.id_navision, p.cantidad)))
      throw new ConflictError("OUT_OF_STOCK", msg("api.orderNotEnoughStock", { name: p.nombre }));
    if (!p.promotionId) continue;
    const ok = await tx
      .update(promotions)
      .set({ unitsSold: sql`${promotions.unitsSold} + ${p.cantidad}` })
      .where(
        and(
          eq(promotions.id, p.promotionId),
          sql`(${promotions.unitsTotal} is null or ${promotions.unitsSold} + ${p.cantidad} <= ${promotions.unitsTotal})`,
        ),
      )
      .returning({ unitsSold: promotions.unitsSold, unitsTotal: promotions.unitsTotal });
    if (ok.length === 0) throw new ConflictError("PROMO_SOLD_OUT", msg("api.orderPromoSoldOut"));
    if (ok[0]!.unitsTotal !== null && ok[0]!.unitsSold >= ok[0]!.unitsTotal) await bumpCatalogueVersion(tx);
  }
}

function orderNumber(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(8);
  return `RC${[...bytes].map((b) => alphabet[b % alphabet.length]).join("")}`;
}

/** The order row: confirmed at once when nothing is due now, else pending until the payment notification. */
async function writeOrder(tx: Tx, d: Draft, hold: Hold, workshopId: number): Promise<Order> {
  const { totals } = d.view;
  const [order] = await tx
    .insert(orders)
    .values({
      number: orderNumber(),
      idempotencyKey: d.payload.idempotencyKey,
      userId: d.userId,
      basketId: d.row.id,
      status: d.due === 0 ? "confirmed" : "pending",
      workshopId,
      paymentType: d.paymentType,
      paymentMethod: d.method,
      subtotalCents: totals.productos + totals.servicios,
      discountCents: totals.descuento,
      shippingCents: totals.envio,
      taxCents: totals.impuesto,
      taxLabel: totals.impuestoLabel,
      taxPct: totals.impuestoPct,
      totalCents: totals.total,
      dueNowCents: d.due,
      appointmentId: hold.id,
      billing: billingRecord(d.payload.billing),
      lang: d.lang,
      // The app's clock, not the database's: the order's month (statements on account) and its age follow `now`.
      createdAt: d.now,
    })
    .returning();
  if (!order) throw new Error("insert failed");
  return order;
}

/** The word before a coupon's code on its order line. */
const COUPON_LINE: Record<Lang, string> = { pt: "Cupão", es: "Cupón" };

/** Each line's total is the basket line's amount (the same `productLineCents` the pages showed), with its promotion. */
async function writeLines(tx: Tx, d: Draft, order: Order): Promise<void> {
  const { view, lang } = d;
  const lines = [
    ...view.products.map((p) => ({
      orderId: order.id,
      productType: p.tipo_producto,
      productId: p.id_navision,
      nombre: p.nombre,
      quantity: p.cantidad,
      unitPriceCents: Math.round(p.importe / p.cantidad),
      totalCents: p.importe,
      promotionId: p.promotionId,
    })),
    ...view.services
      .filter((s) => s.selected)
      .map((s) => ({
        orderId: order.id,
        productType: "service" satisfies NonProductLine,
        productId: s.id_navision,
        nombre: s.nombre,
        quantity: s.cantidad,
        unitPriceCents: Math.round(s.importe / s.cantidad),
        totalCents: s.importe,
        promotionId: null,
      })),
    ...(view.totals.envio > 0
      ? [
          {
            orderId: order.id,
            productType: "shipping" satisfies NonProductLine,
            productId: "ENVIO_CANARIAS",
            nombre: t(lang, "checkout.summaryShipping"),
            quantity: 1,
            unitPriceCents: view.totals.envio,
            totalCents: view.totals.envio,
            promotionId: null,
          },
        ]
      : []),
    ...view.cupones.map((c) => ({
      orderId: order.id,
      productType: "coupon" satisfies NonProductLine,
      productId: c.code,
      nombre: `${COUPON_LINE[lang]} ${c.code}: ${c.descripcion}`,
      quantity: 1,
      unitPriceCents: 0,
      totalCents: 0,
      promotionId: null,
    })),
  ];
  await tx.insert(orderLines).values(lines);
}

/**
 * The coupon row is locked (codes in order) and its uses counted with this order's line: of two orders racing for the
 * last use, the second waits for the first and then finds no use left. A single-use coupon is redeemed once.
 */
async function redeemCoupons(tx: Tx, d: Draft, order: Order): Promise<void> {
  for (const c of [...d.view.cupones].sort((a, b) => a.code.localeCompare(b.code))) {
    const def = await lockCoupon(tx, c.code);
    if (def && def.maxUses !== null && (await couponUseCount(tx, c.code)) > def.maxUses)
      throw new RuleBrokenError("COUPON_EXHAUSTED", COUPON_MESSAGES.EXHAUSTED_AT_ORDER);
    if (!def?.singleUse) continue;
    await tx
      .insert(couponRedemptions)
      .values({ code: c.code, userId: d.userId, orderId: order.id })
      .catch((e: unknown) => {
        if (isUniqueViolation(e)) throw new RuleBrokenError("COUPON_USED", msg("api.orderCouponUsed"));
        throw e;
      });
  }
}

/** The held slot becomes the order's: booked at once when nothing is due now, else held PENDING_MINUTES more. */
async function attachAppointment(tx: Tx, d: Draft, order: Order, hold: Hold): Promise<void> {
  const { view, payload } = d;
  const [user] = await tx.select().from(users).where(eq(users.id, d.userId));
  const contact = {
    nombre: user?.nombre ?? payload.billing.nombre,
    apellidos: user?.apellidos ?? payload.billing.apellidos,
    email: user?.email ?? "",
    telefono: user?.telefono ?? "",
  };
  await tx
    .update(appointments)
    .set({
      orderId: order.id,
      userId: d.userId,
      lang: d.lang,
      contact,
      plate: view.matricula,
      services: view.services.filter((s) => s.selected).map((s) => s.id_navision),
      ...(d.workshopNote ? { comment: d.workshopNote } : {}),
      ...(d.due === 0
        ? { status: "booked", holdExpiresAt: null }
        : { holdExpiresAt: new Date(d.now.getTime() + PENDING_MINUTES * 60_000) }),
    })
    .where(eq(appointments.id, hold.id));
}

/** The basket is closed with its order's number (a retry finds the order, the basket page shows it). */
async function closeBasket(tx: Tx, d: Draft, order: Order, state: unknown): Promise<void> {
  await tx
    .update(baskets)
    .set({ status: "ordered", state: { ...(state as BasketState), orderNumber: order.number }, updatedAt: d.now })
    .where(eq(baskets.id, d.row.id));
}

function billingRecord(b: Billing): Record<string, string> {
  return {
    nombre: b.empresa ? b.nombre : `${b.nombre} ${b.apellidos}`.trim(),
    nif: b.nif
      .replace(/[\s.-]/g, "")
      .replace(/^ES(?=[A-Z0-9]{9}$)/i, "")
      .toUpperCase(), // empty: the invoice shows "Consumidor final" and the QR code 999999990
    morada: `${b.calle}, ${b.numero}`,
    localidade: b.poblacion,
    codigo_postal: b.codigo_postal,
    distrito: b.provincia,
  };
}

/**
 * Paying on account (the monthly invoice) is for approved business accounts only (issue 14, item 7), and only by the
 * business itself: a session the shop's staff opened inside the account may not commit the company's credit.
 */
export async function assertMayPayOnAccount(db: Db, userId: number, actor: { impersonated?: boolean }) {
  if (actor.impersonated) throw new ForbiddenError("IMPERSONATION_NOT_ALLOWED", msg("api.orderOnAccountImpersonation"));
  if (!(await findBusinessAccount(db, userId)))
    throw new RuleBrokenError("ON_ACCOUNT_NOT_ALLOWED", msg("api.orderOnAccountNotAllowed"), {
      paymentType: msg("api.orderOnAccountNotAllowed"),
    });
}
