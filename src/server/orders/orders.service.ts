/**
 * Orders: created from the stored basket before any redirect (so a crash never loses one), once per idempotency key;
 * stock and promotion units are taken in the same transaction (the last unit makes one order); the held slot is
 * tied to the order. A payment notification is recorded once (its id is unique, in the transaction of its effect);
 * an approval confirms the order, books the slot and issues the invoice with the next number of its series.
 */
import { msg, t } from "#src/shared/i18n/i18n.ts";
import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, gte, lt, notExists, sql } from "drizzle-orm";
import type { Billing, CreateOrderPayload } from "#src/shared/basket/basket.schema.ts";
import {
  dueNowCents,
  methodNotOffered,
  ON_ACCOUNT_NOT_ALLOWED,
  paidLater,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type PaymentType,
} from "#src/shared/basket/checkout.ts";
import { COUPON_MESSAGES } from "#src/shared/basket/basket.ts";
import { NIF_REQUIRED_MESSAGE, nifRequired } from "#src/shared/basket/billing-nif.ts";
import { formatEur } from "#src/shared/money.ts";
import { isLang, type Lang } from "#src/shared/i18n/lang.ts";
import { paymentMessage } from "#src/shared/payment/codes.ts";
import { type Db, isUniqueViolation, withTransientRetry } from "../db/client.ts";
import { acWorkshopNote } from "../vehicles/ac-pack.ts";
import { revisionWorkshopNote } from "#src/shared/revision/order-note.ts";
import { couponUseCount, lockCoupon } from "../coupons/coupon-uses.ts";
import {
  appointments,
  appointmentSlots,
  baskets,
  batteries,
  couponRedemptions,
  innerTubes,
  invoiceCounters,
  invoices,
  motoTyres,
  orderLines,
  orders,
  paymentReferences,
  payments,
  promotions,
  tyres,
  users,
  workshops,
} from "../db/schema.ts";
import { ConflictError, ForbiddenError, NotFoundError, RuleBrokenError } from "../errors.ts";
import {
  assertOwner,
  type BasketState,
  loadRow,
  resolveProducts,
  type StockTable,
  viewBasket,
} from "../basket/basket.store.ts";
import { invalidateAvailability } from "../booking/booking.ts";
import { bumpCatalogueVersion } from "../catalogue/catalogue.ts";
import { assertPromotionLimits } from "../basket/promotion-limits.ts";
import { rule } from "../basket/basket.service.ts";
import { findBusinessAccount } from "../professional/professional.queries.ts";

/** An unpaid order keeps its stock and slot this long; then it expires and both are released. */
export const PENDING_MINUTES = 30;
export const ORDER_FAILED = "Não foi possível processar o seu pedido";

type Tx = Db;
type Order = typeof orders.$inferSelect;

const stockTables = { tyres, moto_tyres: motoTyres, inner_tubes: innerTubes, batteries } as const;

function orderNumber(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(8);
  return `RC${[...bytes].map((b) => alphabet[b % alphabet.length]).join("")}`;
}

async function takeStock(tx: Tx, table: StockTable, id: string, qty: number): Promise<boolean> {
  if (table === "service_packs" || table === "services") return true;
  const t = stockTables[table];
  const rows = await tx
    .update(t)
    .set({ stock: sql`${t.stock} - ${qty}` })
    .where(and(eq(t.id, id), gte(t.stock, qty)))
    .returning({ id: t.id });
  return rows.length === 1;
}

async function giveBackStock(tx: Tx, table: StockTable, id: string, qty: number) {
  if (table === "service_packs" || table === "services") return;
  const t = stockTables[table];
  await tx
    .update(t)
    .set({ stock: sql`${t.stock} + ${qty}` })
    .where(eq(t.id, id));
}

export type CreateOrderResult = { order: Order; created: boolean };

export async function createOrder(
  db: Db,
  userId: number,
  payload: CreateOrderPayload,
  now: Date,
  /** The session was opened by the shop's staff (impersonation): it may not buy on the company's credit. */
  actor: { impersonated?: boolean } = {},
  /** The site the order is placed on: its e-mails, invoice and calendar file are written in this language. */
  lang: Lang = "pt",
): Promise<CreateOrderResult> {
  const existing = await findByKey(db, payload.idempotencyKey);
  if (existing) {
    if (existing.userId !== userId)
      throw new ConflictError("IDEMPOTENCY_KEY_REUSED", msg("api.orderIdempotencyReused"));
    return { order: existing, created: false };
  }
  await expireStaleOrders(db, now);
  const row = await loadRow(db, payload.cestaState.cestaID);
  assertOwner(row, userId);
  if (row.status !== "open") {
    const [done] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.basketId, row.id), eq(orders.userId, userId)))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (done) return { order: done, created: false };
  }
  // Product and service names in the order's language: they are written into its lines (confirmation, invoice).
  const view = await viewBasket(db, row, now, lang);
  const paymentType: PaymentType = payload.cestaState.paymentType;
  if (paymentType === "conta") await assertMayPayOnAccount(db, userId, actor);
  const method: PaymentMethod | null = paidLater(paymentType) ? null : (payload.cestaState.paymentMethod ?? "tarjeta");
  const refused = method ? methodNotOffered("pt", method) : null;
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
  // Air conditioning for a car made 2014–2017: a note on the appointment, shown on the workshop's day sheet.
  // An oil pack: the chosen oil and, for a sump over 5 L, the extra litres (facts the assistant kept on the basket).
  const workshopNote = [
    await acWorkshopNote(
      db,
      view.matricula,
      view.products.map((p) => p.tipo_producto),
    ),
    revisionWorkshopNote((row.state as { revisao?: unknown }).revisao, view),
  ]
    .filter(Boolean)
    .join(" · ");

  try {
    return await withTransientRetry(() =>
      db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Tx;
        const [basket] = await tx.select().from(baskets).where(eq(baskets.id, row.id)).for("update");
        if (!basket || basket.status !== "open") {
          // A concurrent retry with the same key got the lock first and made the order.
          const [same] = await tx.select().from(orders).where(eq(orders.idempotencyKey, payload.idempotencyKey));
          if (same && same.userId === userId) return { order: same, created: false };
          throw new ConflictError("BASKET_CLOSED", msg("api.basketClosedShort"));
        }
        const [hold] = await tx
          .select()
          .from(appointments)
          .where(and(eq(appointments.id, view.selectedDate!.reservaId), eq(appointments.status, "held")));
        if (!hold || (hold.holdExpiresAt?.getTime() ?? 0) <= now.getTime())
          throw new ConflictError("HOLD_EXPIRED", msg("api.orderHoldExpired"));
        // The hold is at the workshop the basket was priced for (its tax zone): a workshop changed while a hold was
        // being made could otherwise leave one workshop's prices with another workshop's slot.
        const [chosen] = await tx
          .select({ id: workshops.id })
          .from(workshops)
          .where(eq(workshops.code, view.selectedTaller!.codTienda));
        if (!chosen || hold.workshopId !== chosen.id)
          throw new ConflictError("HOLD_EXPIRED", msg("api.orderHoldOtherWorkshop"));
        await rule(() => assertPromotionLimits(tx, view.products, userId));
        // Rows are locked in one order (product id) so two orders for the same products cannot deadlock.
        for (const p of [...view.products].sort((a, b) => a.id_navision.localeCompare(b.id_navision))) {
          if (!(await takeStock(tx, p.tabla, p.id_navision, p.cantidad)))
            throw new ConflictError("OUT_OF_STOCK", msg("api.orderNotEnoughStock", { name: p.nombre }));
          if (p.promotionId) {
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
            // The last unit: results and product pages (priced from the catalogue in memory) stop showing the offer.
            if (ok[0]!.unitsTotal !== null && ok[0]!.unitsSold >= ok[0]!.unitsTotal) await bumpCatalogueVersion(tx);
          }
        }
        const confirmedNow = due === 0;
        const [order] = await tx
          .insert(orders)
          .values({
            number: orderNumber(),
            idempotencyKey: payload.idempotencyKey,
            userId,
            basketId: row.id,
            status: confirmedNow ? "confirmado" : "pendente",
            workshopId: chosen.id,
            paymentType,
            paymentMethod: method,
            subtotalCents: view.totals.productos + view.totals.servicios,
            discountCents: view.totals.descuento,
            shippingCents: view.totals.envio,
            taxCents: view.totals.impuesto,
            taxLabel: view.totals.impuestoLabel,
            taxPct: view.totals.impuestoPct,
            totalCents: view.totals.total,
            dueNowCents: due,
            appointmentId: hold.id,
            billing: billingRecord(payload.billing),
            lang,
          })
          .returning();
        if (!order) throw new Error("insert failed");
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
              productType: "servicio",
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
                  productType: "envio",
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
            productType: "cupao",
            productId: c.code,
            nombre: `${COUPON_LINE[lang]} ${c.code}: ${c.descripcion}`,
            quantity: 1,
            unitPriceCents: 0,
            totalCents: 0,
            promotionId: null,
          })),
        ];
        await tx.insert(orderLines).values(lines);
        // The coupon row is locked (codes in order) and its uses counted with this order's line: of two orders
        // racing for the last use, the second waits for the first and then finds no use left.
        for (const c of [...view.cupones].sort((a, b) => a.code.localeCompare(b.code))) {
          const def = await lockCoupon(tx, c.code);
          if (def && def.maxUses !== null && (await couponUseCount(tx, c.code)) > def.maxUses)
            throw new RuleBrokenError("COUPON_EXHAUSTED", COUPON_MESSAGES.EXHAUSTED_AT_ORDER);
          if (def?.singleUse) {
            await tx
              .insert(couponRedemptions)
              .values({ code: c.code, userId, orderId: order.id })
              .catch((e: unknown) => {
                if (isUniqueViolation(e)) throw new RuleBrokenError("COUPON_USED", msg("api.orderCouponUsed"));
                throw e;
              });
          }
        }
        const [user] = await tx.select().from(users).where(eq(users.id, userId));
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
            userId,
            lang,
            contact,
            plate: view.matricula,
            services: view.services.filter((s) => s.selected).map((s) => s.id_navision),
            ...(workshopNote ? { comment: workshopNote } : {}),
            ...(confirmedNow
              ? { status: "booked", holdExpiresAt: null }
              : { holdExpiresAt: new Date(now.getTime() + PENDING_MINUTES * 60_000) }),
          })
          .where(eq(appointments.id, hold.id));
        await tx
          .update(baskets)
          .set({
            status: "ordered",
            state: { ...(basket.state as BasketState), orderNumber: order.number },
            updatedAt: now,
          })
          .where(eq(baskets.id, row.id));
        if (confirmedNow) await issueInvoice(tx, order, now);
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

/** The word before a coupon's code on its order line. */
const COUPON_LINE: Record<Lang, string> = { pt: "Cupão", es: "Cupón" };

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
 * Issues the invoice of a confirmed order with the next number of its series (IVA or IGIC, per year). The number
 * comes from the series' counter row, incremented in the paying transaction: concurrent payments queue on that row,
 * and a rolled-back payment gives its number back, so the series has no gaps and no collisions.
 */
export async function issueInvoice(tx: Tx, order: Order, now: Date) {
  const [already] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.id));
  if (already) return;
  const year = now.getUTCFullYear();
  const series = order.taxLabel === "IGIC" ? `RCIC${year}` : `RC${year}`;
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ series, lastSeq: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.series, set: { lastSeq: sql`${invoiceCounters.lastSeq} + 1` } })
    .returning({ seq: invoiceCounters.lastSeq });
  const seq = counter!.seq;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  await tx.insert(invoices).values({
    series,
    seq,
    number: `FT ${series}/${String(seq).padStart(6, "0")}`,
    orderId: order.id,
    userId: order.userId,
    issuedAt: now,
    billing: {
      ...(order.billing ?? {}),
      encomenda: order.number,
      pagamento:
        order.paymentType === "taller"
          ? "Na oficina"
          : order.paymentType === "conta"
            ? "A crédito (fatura mensal)"
            : (PAYMENT_METHOD_LABELS[(order.paymentMethod ?? "tarjeta") as PaymentMethod] ?? "Cartão"),
    },
    lines: [
      ...lines
        .filter((l) => l.totalCents > 0 || l.productType !== "cupao")
        .map((l) => ({ nombre: l.nombre, cantidad: l.quantity, precio: l.unitPriceCents, total: l.totalCents })),
      ...(order.discountCents > 0
        ? [
            {
              nombre: t(isLang(order.lang) ? order.lang : "pt", "checkout.discount"),
              cantidad: 1,
              precio: -order.discountCents,
              total: -order.discountCents,
            },
          ]
        : []),
    ],
    taxLabel: order.taxLabel,
    taxPct: order.taxPct,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
  });
}

export async function findByKey(db: Db, key: string) {
  const [o] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return o ?? null;
}

/** A payment approved after its order expired: take the stock again (it may now be short: the shop is told). */
export async function retakeAfterExpiry(tx: Tx, order: Order, now: Date) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const products = await resolveProducts(
    tx,
    lines.map((l) => l.productId),
    now,
  );
  for (const l of lines) {
    const table = products.get(l.productId)?.tabla;
    if (table) await takeStock(tx, table, l.productId, l.quantity);
  }
}

/**
 * Expires one pending order inside the caller's transaction: stock and promotion units go back, the held bay is
 * freed. Locks in the order every writer uses: order → appointment → its slots → stock rows by product id.
 */
export async function expireOrder(
  tx: Tx,
  id: number,
  now: Date,
  status: "expirado" | "cancelado" = "expirado",
): Promise<number | null> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
  if (!o || o.status !== "pendente") return null;
  await tx.update(orders).set({ status }).where(eq(orders.id, id));
  if (o.appointmentId) {
    const [appt] = await tx
      .select({ id: appointments.id, status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, o.appointmentId))
      .for("update");
    if (appt?.status === "held") {
      await tx.delete(appointmentSlots).where(eq(appointmentSlots.appointmentId, appt.id));
      await tx.update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, appt.id));
    }
  }
  const lines = (await tx.select().from(orderLines).where(eq(orderLines.orderId, id))).sort((a, b) =>
    a.productId.localeCompare(b.productId),
  );
  const products = await resolveProducts(
    tx,
    lines.map((l) => l.productId),
    now,
  );
  for (const l of lines) {
    const table = products.get(l.productId)?.tabla;
    if (table) await giveBackStock(tx, table, l.productId, l.quantity);
    if (l.promotionId) {
      const [back] = await tx
        .update(promotions)
        .set({ unitsSold: sql`greatest(${promotions.unitsSold} - ${l.quantity}, 0)` })
        .where(eq(promotions.id, l.promotionId))
        .returning({ unitsSold: promotions.unitsSold, unitsTotal: promotions.unitsTotal });
      // A sold-out promotion has units again: the pages show it again.
      if (back && back.unitsTotal !== null && back.unitsSold + l.quantity >= back.unitsTotal)
        await bumpCatalogueVersion(tx);
    }
  }
  await tx
    .update(paymentReferences)
    .set({ status: "expired" })
    .where(and(eq(paymentReferences.orderId, id), eq(paymentReferences.status, "issued")));
  return o.workshopId;
}

/** The customer gives up an unpaid order: stock, promotion units and the held bay are released at once. */
export async function cancelPendingOrder(db: Db, number: string, userId: number, now: Date) {
  const o = await orderForUser(db, number, userId);
  if (o.status !== "pendente")
    throw new ConflictError(
      "ORDER_NOT_PENDING",
      o.status === "confirmado" ? msg("api.orderPaidCallToCancel") : msg("api.orderNotUnpaid"),
    );
  const workshopId = await withTransientRetry(() =>
    db.transaction((txRaw) => expireOrder(txRaw as unknown as Tx, o.id, now, "cancelado")),
  );
  if (workshopId) await invalidateAvailability(db, workshopId);
}

/**
 * Unpaid orders expire PENDING_MINUTES after they were made, or when their Multibanco reference expires: stock and
 * promotion units go back, the held slot is freed. Housekeeping never fails the request that triggered it.
 */
export async function expireStaleOrders(db: Db, now: Date) {
  const cutoff = new Date(now.getTime() - PENDING_MINUTES * 60_000);
  const liveReference = db
    .select({ id: paymentReferences.id })
    .from(paymentReferences)
    .where(
      and(
        eq(paymentReferences.orderId, orders.id),
        eq(paymentReferences.status, "issued"),
        gt(paymentReferences.expiresAt, now),
      ),
    );
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "pendente"), lt(orders.createdAt, cutoff), notExists(liveReference)))
    .limit(50);
  for (const { id } of stale) {
    try {
      const workshopId = await withTransientRetry(() =>
        db.transaction((txRaw) => expireOrder(txRaw as unknown as Tx, id, now)),
      );
      if (workshopId) await invalidateAvailability(db, workshopId);
    } catch {
      // Another process is expiring or paying it right now; the next pass sees the outcome.
    }
  }
}

export async function orderForUser(db: Db, number: string, userId: number) {
  const [o] = await db.select().from(orders).where(eq(orders.number, number));
  if (!o) throw new NotFoundError("NOT_EXIST", msg("api.orderNotFound"));
  if (o.userId !== userId) throw new ForbiddenError("ID_NOT_MATCH", msg("api.orderOtherUser"));
  return o;
}

export async function orderDetail(db: Db, o: Order) {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(orderLines.id);
  const [appt] = o.appointmentId
    ? await db
        .select({ a: appointments, w: workshops })
        .from(appointments)
        .innerJoin(workshops, eq(workshops.id, appointments.workshopId))
        .where(eq(appointments.id, o.appointmentId))
    : [];
  const [last] = await db.select().from(payments).where(eq(payments.orderId, o.id)).orderBy(desc(payments.id)).limit(1);
  const [inv] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, o.id));
  const [ref] =
    o.status === "pendente"
      ? await db
          .select()
          .from(paymentReferences)
          .where(and(eq(paymentReferences.orderId, o.id), eq(paymentReferences.status, "issued")))
          .orderBy(desc(paymentReferences.id))
          .limit(1)
      : [];
  const local = (d: Date, tz: string) => ({
    fecha: d.toLocaleDateString("pt-PT", { timeZone: tz, day: "2-digit", month: "2-digit", year: "numeric" }),
    hora: d.toLocaleTimeString("pt-PT", { timeZone: tz, hour: "2-digit", minute: "2-digit" }),
  });
  return {
    numero: o.number,
    estado: o.status,
    fecha: o.createdAt.toISOString(),
    tipoPago: o.paymentType,
    metodo: o.paymentMethod,
    pagadoWeb: o.paidCents > 0,
    subtotal: o.subtotalCents,
    descuento: o.discountCents,
    envio: o.shippingCents,
    impuesto: o.taxCents,
    impuestoLabel: o.taxLabel,
    impuestoPct: o.taxPct,
    total: o.totalCents,
    aPagarAgora: o.dueNowCents,
    pagado: o.paidCents,
    restoEnOficina: o.totalCents - o.paidCents,
    factura: inv?.number ?? null,
    lineas: lines
      .filter((l) => l.productType !== "cupao")
      .map((l) => ({ nombre: l.nombre, cantidad: l.quantity, precio: l.unitPriceCents, total: l.totalCents })),
    cupones: lines.filter((l) => l.productType === "cupao").map((l) => l.nombre),
    cita: appt
      ? {
          id: appt.a.id,
          estado: appt.a.status,
          ...local(appt.a.startsAt, appt.w.timeZone),
          taller: {
            codTienda: appt.w.code,
            alias: appt.w.alias,
            direccion: appt.w.address,
            cpostal: appt.w.postcode,
            poblacion: appt.w.town,
            telefono: appt.w.phone,
          },
        }
      : null,
    referenciaMultibanco: ref
      ? {
          entidad: ref.entity,
          referencia: ref.reference,
          importe: ref.amountCents,
          validaHasta: ref.expiresAt.toISOString(),
        }
      : null,
    ultimoPago: last
      ? {
          codigo: last.responseCode,
          aprobado: last.approved,
          resultado: last.outcome,
          mensaje: paymentOutcomeMessage(last),
        }
      : null,
  };
}

/** What the customer is told about the last payment: the bank's answer, or why an approval was given back. */
function paymentOutcomeMessage(p: typeof payments.$inferSelect): string {
  const amount = formatEur(p.amountCents);
  const back = msg(p.refundStatus === "refunded" ? "api.orderPaymentRefunded" : "api.orderPaymentToRefund");
  if (p.outcome === "not_owed") return msg("api.orderPaymentNotOwed", { amount, back });
  if (p.outcome === "duplicate") return msg("api.orderPaymentDuplicate", { amount, back });
  return paymentMessage(p.responseCode);
}

/**
 * Paying on account (the monthly invoice) is for approved business accounts only (issue 14, item 7), and only by the
 * business itself: a session the shop's staff opened inside the account may not commit the company's credit.
 */
async function assertMayPayOnAccount(db: Db, userId: number, actor: { impersonated?: boolean }) {
  if (actor.impersonated) throw new ForbiddenError("IMPERSONATION_NOT_ALLOWED", msg("api.orderOnAccountImpersonation"));
  if (!(await findBusinessAccount(db, userId)))
    throw new RuleBrokenError("ON_ACCOUNT_NOT_ALLOWED", ON_ACCOUNT_NOT_ALLOWED, {
      paymentType: ON_ACCOUNT_NOT_ALLOWED,
    });
}

export async function updatePendingOrder(
  db: Db,
  number: string,
  userId: number,
  patch: { paymentType?: PaymentType | undefined; paymentMethod?: PaymentMethod | undefined },
  now: Date,
  actor: { impersonated?: boolean } = {},
) {
  const o = await orderForUser(db, number, userId);
  const notPending = (status: string) =>
    new ConflictError("ORDER_NOT_PENDING", status === "confirmado" ? msg("api.orderPaid") : msg("api.orderExpired"));
  if (o.status !== "pendente") throw notPending(o.status);
  const paymentType = patch.paymentType ?? (o.paymentType as PaymentType);
  if (paymentType === "conta") await assertMayPayOnAccount(db, userId, actor);
  const refused = patch.paymentMethod ? methodNotOffered("pt", patch.paymentMethod) : null;
  if (refused) throw new RuleBrokenError("PAYMENT_METHOD_NOT_OFFERED", refused, { paymentMethod: refused });
  const due = dueNowCents(o.totalCents, paymentType);
  return withTransientRetry(() =>
    db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Tx;
      // Re-checked on the locked row: an expiry or a payment may have happened since the read above.
      const [locked] = await tx.select().from(orders).where(eq(orders.id, o.id)).for("update");
      if (!locked || locked.status !== "pendente") throw notPending(locked?.status ?? "expirado");
      const [updated] = await tx
        .update(orders)
        .set({
          paymentType,
          paymentMethod: paidLater(paymentType) ? null : (patch.paymentMethod ?? locked.paymentMethod ?? "tarjeta"),
          dueNowCents: due,
          ...(due === 0 ? { status: "confirmado" } : {}),
        })
        .where(eq(orders.id, o.id))
        .returning();
      if (due === 0 && updated) {
        if (o.appointmentId)
          await tx
            .update(appointments)
            .set({ status: "booked", holdExpiresAt: null })
            .where(and(eq(appointments.id, o.appointmentId), eq(appointments.status, "held")));
        await issueInvoice(tx, updated, now);
      }
      return updated!;
    }),
  );
}
