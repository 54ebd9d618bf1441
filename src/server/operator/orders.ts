/**
 * Orders and payments in the back office (issue 14, item 4): search by order number, e-mail, plate or NIF; an
 * order's page with every payment (repeated ones and their refunds included); a refund by hand through the gateway,
 * on the same path as the automatic refunds (payments.ts `refundPayment`, which claims the refund in one statement so
 * two clicks or two members never refund twice); and the confirmation e-mail sent again. Each change is audited.
 */
import {
  canSeeOrder,
  canRefund,
  canResendOrderMail,
  paymentStateText,
  REFUND_REFUSAL_MESSAGE,
  refundRefusal,
  searchKeyOf,
} from "#src/shared/operator/orders.ts";
import type { OrderDetailAnswer, OrderSearchAnswer, PaymentView } from "#src/shared/operator/orders-api.ts";
import type { AppDeps } from "../deps.ts";
import type { Db } from "../db/client.ts";
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, RuleBrokenError } from "../errors.ts";
import { sendOrderConfirmation } from "#src/server/orders/order-confirmation.ts";
import { orderDetail } from "../orders/orders.service.ts";
import { refundPayment } from "../checkout/payments.ts";
import { writeAudit } from "./operator.queries.ts";
import {
  findOrderForOperator,
  findPaymentForOperator,
  type PaymentRow,
  paymentsOfOrder,
  searchOrders,
} from "./orders.queries.ts";
import type { Staff } from "./staff.ts";

const orderNotFound = () => new NotFoundError("ORDER_NOT_FOUND", "Esta encomenda não existe.");
const noAccess = () => new ForbiddenError("OPERATOR_FORBIDDEN", "Não tem acesso a esta encomenda.");
const fullName = (...parts: Array<string | null | undefined>) => parts.filter((p) => p?.trim()).join(" ") || null;

export async function findOrders(db: Db, actor: Staff, q: string): Promise<OrderSearchAnswer> {
  const key = searchKeyOf(q);
  if (!key) {
    const message = "Escreva pelo menos 3 letras ou algarismos.";
    throw new InvalidInputError("SEARCH_TOO_SHORT", message, { q: message });
  }
  const rows = await searchOrders(db, key, actor.role === "workshop" ? actor.workshopIds : null);
  return {
    procura: key.kind,
    encomendas: rows.map((r) => ({
      numero: r.number,
      estado: r.status,
      criadaEm: r.createdAt.toISOString(),
      total: r.totalCents,
      cliente: fullName(r.userName, r.userSurname) ?? fullName(r.contact?.nombre, r.contact?.apellidos),
      email: r.userEmail ?? r.contact?.email ?? r.billing?.email ?? null,
      nif: r.billing?.nif || null,
      matricula: r.plate,
      oficina: r.workshop,
    })),
  };
}

function paymentView(p: PaymentRow, mayRefund: boolean): PaymentView {
  return {
    id: p.id,
    em: p.createdAt.toISOString(),
    metodo: p.method,
    valor: p.amountCents,
    codigo: p.responseCode,
    aprovado: p.approved,
    resultado: p.outcome,
    reembolso: p.refundStatus,
    referenciaReembolso: p.refundReference,
    reembolsadoEm: p.refundedAt?.toISOString() ?? null,
    tentativasReembolso: p.refundAttempts,
    estadoTexto: paymentStateText(p),
    reembolsavel: mayRefund && refundRefusal(p) === null,
  };
}

async function visibleOrder(db: Db, actor: Staff, number: string) {
  const row = await findOrderForOperator(db, number);
  if (!row) throw orderNotFound();
  if (!canSeeOrder(actor, row.workshopId)) throw noAccess();
  return row;
}

export async function readOrder(db: Db, actor: Staff, number: string): Promise<OrderDetailAnswer> {
  const row = await visibleOrder(db, actor, number);
  const o = row.o;
  const [d, ps] = await Promise.all([orderDetail(db, o), paymentsOfOrder(db, o.id)]);
  const a = row.appointment;
  const c = a?.contact ?? {};
  return {
    numero: o.number,
    estado: o.status,
    criadaEm: o.createdAt.toISOString(),
    tipoPagamento: o.paymentType,
    metodo: o.paymentMethod,
    total: o.totalCents,
    pago: o.paidCents,
    fatura: d.factura,
    cliente: {
      nome: fullName(row.userName, row.userSurname) ?? fullName(o.billing?.nombre, o.billing?.apellidos),
      email: row.userEmail ?? c.email ?? o.billing?.email ?? null,
      telefone: row.userPhone ?? c.telefono ?? null,
      nif: o.billing?.nif || null,
    },
    oficina: row.workshopId !== null && row.workshopAlias ? { id: row.workshopId, alias: row.workshopAlias } : null,
    marcacao: d.cita
      ? { data: d.cita.fecha, hora: d.cita.hora, estado: d.cita.estado, matricula: a?.plate ?? null }
      : null,
    linhas: d.lineas.map((l) => ({ nome: l.nombre, quantidade: l.cantidad, total: l.total })),
    pagamentos: ps.map((p) => paymentView(p, canRefund(actor))),
    podeReembolsar: canRefund(actor),
    podeReenviar: canResendOrderMail(actor),
  };
}

/**
 * Refunds a repeated or not-owed payment by hand. The claim in `refundPayment` lets exactly one of several
 * concurrent requests send it to the gateway; the others are told it is being sent or already refunded.
 */
export async function refundByOperator(deps: AppDeps, actor: Staff, paymentId: number): Promise<PaymentView> {
  const { db } = deps;
  const now = deps.now();
  if (!canRefund(actor))
    throw new ForbiddenError("OPERATOR_FORBIDDEN", "Só o apoio ao cliente e a administração podem fazer reembolsos.");
  const found = await findPaymentForOperator(db, paymentId);
  if (!found) throw new NotFoundError("PAYMENT_NOT_FOUND", "Este pagamento não existe.");
  const refuse = (p: PaymentRow) => {
    const refusal = refundRefusal(p);
    if (!refusal) return;
    const message = REFUND_REFUSAL_MESSAGE[refusal];
    if (refusal === "ALREADY_REFUNDED" || refusal === "REFUND_IN_PROGRESS") throw new ConflictError(refusal, message);
    throw new RuleBrokenError(refusal, message);
  };
  refuse(found.p);
  const ok = await refundPayment(db, deps.gateway, paymentId, now, { byHand: true });
  const after = (await findPaymentForOperator(db, paymentId))!.p;
  if (!ok) {
    // Another request claimed it first (sending or refunded now), or the gateway refused this one.
    refuse(after);
    throw new RuleBrokenError(
      "REFUND_FAILED",
      "O gateway de pagamento não aceitou o reembolso. Tente novamente daqui a alguns minutos.",
    );
  }
  await writeAudit(db, {
    staffId: actor.id,
    action: "payment.refund",
    entity: "payment",
    entityId: String(paymentId),
    before: { reembolso: found.p.refundStatus, tentativas: found.p.refundAttempts },
    after: {
      reembolso: after.refundStatus,
      referencia: after.refundReference,
      valor: after.amountCents,
      encomenda: found.orderNumber,
    },
    at: now,
  });
  return paymentView(after, true);
}

/** Sends the order's confirmation e-mail again (with the invoice link when it has one) to the customer. */
export async function resendConfirmation(
  deps: AppDeps,
  actor: Staff,
  number: string,
): Promise<{ numero: string; para: string }> {
  const { db } = deps;
  const now = deps.now();
  if (!canResendOrderMail(actor))
    throw new ForbiddenError("OPERATOR_FORBIDDEN", "Só o apoio ao cliente e a administração reenviam e-mails.");
  const row = await visibleOrder(db, actor, number);
  const o = row.o;
  if (o.status !== "confirmed")
    throw new RuleBrokenError("ORDER_NOT_CONFIRMED", "Só se reenvia a confirmação de uma encomenda confirmada.");
  const a = row.appointment;
  const to = row.userEmail ?? a?.contact?.email ?? o.billing?.email ?? null;
  if (!to) throw new RuleBrokenError("NO_EMAIL", "Esta encomenda não tem e-mail do cliente.");
  const name = row.userName ?? a?.contact?.nombre ?? o.billing?.nombre ?? "";
  const d = await sendOrderConfirmation(deps, o, { email: to, name });
  await writeAudit(db, {
    staffId: actor.id,
    action: "order.resend_confirmation",
    entity: "order",
    entityId: o.number,
    before: null,
    after: { para: to, fatura: d.factura },
    at: now,
  });
  return { numero: o.number, para: to };
}
