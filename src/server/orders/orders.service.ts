/**
 * Orders once made: the customer's view of one (`orderDetail`), changing how a pending one is paid, and cancelling
 * it. Making an order, its expiry and its payment notifications are the checkout's (src/server/checkout/).
 */
import { msg } from "#src/shared/i18n/i18n.ts";
import { and, desc, eq } from "drizzle-orm";
import {
  dueNowCents,
  methodNotOffered,
  paidLater,
  type PaymentMethod,
  type PaymentType,
} from "#src/shared/basket/checkout.ts";
import { formatEur } from "#src/shared/money.ts";
import { isLang, type Lang } from "#src/shared/i18n/lang.ts";
import { paymentMessage } from "#src/shared/payment/codes.ts";
import { type Db, withTransientRetry } from "../db/client.ts";
import { appointments, invoices, orderLines, orders, paymentReferences, payments, workshops } from "../db/schema.ts";
import { ConflictError, ForbiddenError, NotFoundError, RuleBrokenError } from "../errors.ts";
import { invalidateAvailability } from "../booking/booking.ts";
import { expireOrder } from "#src/server/checkout/expiry.ts";
import { issueInvoice } from "#src/server/checkout/invoice.ts";
import { assertMayPayOnAccount } from "#src/server/checkout/place-order.ts";

type Tx = Db;
type Order = typeof orders.$inferSelect;

/** The customer gives up an unpaid order: stock, promotion units and the held bay are released at once. */
export async function cancelPendingOrder(db: Db, number: string, userId: number, now: Date) {
  const o = await orderForUser(db, number, userId);
  if (o.status !== "pending")
    throw new ConflictError(
      "ORDER_NOT_PENDING",
      o.status === "confirmed" ? msg("api.orderPaidCallToCancel") : msg("api.orderNotUnpaid"),
    );
  const workshopId = await withTransientRetry(() =>
    db.transaction((txRaw) => expireOrder(txRaw as unknown as Tx, o.id, now, "cancelled")),
  );
  if (workshopId) await invalidateAvailability(db, workshopId);
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
    o.status === "pending"
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
      .filter((l) => l.productType !== "coupon")
      .map((l) => ({ nombre: l.nombre, cantidad: l.quantity, precio: l.unitPriceCents, total: l.totalCents })),
    cupones: lines.filter((l) => l.productType === "coupon").map((l) => l.nombre),
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
          mensaje: paymentOutcomeMessage(last, isLang(o.lang) ? o.lang : "pt"),
        }
      : null,
  };
}

/**
 * What the customer is told about the last payment: the bank's answer, or why an approval was given back. The
 * amount is written as the order's site writes euros (the message itself is resolved in the reader's language).
 */
function paymentOutcomeMessage(p: typeof payments.$inferSelect, lang: Lang): string {
  const amount = formatEur(p.amountCents, lang);
  const back = msg(p.refundStatus === "refunded" ? "api.orderPaymentRefunded" : "api.orderPaymentToRefund");
  if (p.outcome === "not_owed") return msg("api.orderPaymentNotOwed", { amount, back });
  if (p.outcome === "duplicate") return msg("api.orderPaymentDuplicate", { amount, back });
  return paymentMessage(p.responseCode);
}

export async function updatePendingOrder(
  db: Db,
  number: string,
  userId: number,
  patch: { paymentType?: PaymentType | undefined; paymentMethod?: PaymentMethod | undefined },
  now: Date,
  actor: { impersonated?: boolean } = {},
  /** The site the customer is on (the request's language): it decides which payment methods are offered. */
  site: Lang = "pt",
) {
  const o = await orderForUser(db, number, userId);
  const notPending = (status: string) =>
    new ConflictError("ORDER_NOT_PENDING", status === "confirmed" ? msg("api.orderPaid") : msg("api.orderExpired"));
  if (o.status !== "pending") throw notPending(o.status);
  const paymentType = patch.paymentType ?? (o.paymentType as PaymentType);
  if (paymentType === "on_account") await assertMayPayOnAccount(db, userId, actor);
  const refused = patch.paymentMethod ? methodNotOffered(site, patch.paymentMethod) : null;
  if (refused) throw new RuleBrokenError("PAYMENT_METHOD_NOT_OFFERED", refused, { paymentMethod: refused });
  const due = dueNowCents(o.totalCents, paymentType);
  return withTransientRetry(() =>
    db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Tx;
      // Re-checked on the locked row: an expiry or a payment may have happened since the read above.
      const [locked] = await tx.select().from(orders).where(eq(orders.id, o.id)).for("update");
      if (!locked || locked.status !== "pending") throw notPending(locked?.status ?? "expired");
      const [updated] = await tx
        .update(orders)
        .set({
          paymentType,
          paymentMethod: paidLater(paymentType) ? null : (patch.paymentMethod ?? locked.paymentMethod ?? "card"),
          dueNowCents: due,
          ...(due === 0 ? { status: "confirmed" } : {}),
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
