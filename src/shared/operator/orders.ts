/**
 * Orders and payments in the back office (issue 14, item 4), the pure rules: what a search text looks for, who may
 * see an order and refund a payment, and which payments can be refunded by hand (with the refusal in pt-PT).
 */
import type { StaffScope } from "./access.ts";

export type OrderSearchKey =
  | { kind: "number"; value: string }
  | { kind: "email"; value: string }
  | { kind: "nif"; value: string }
  | { kind: "plate"; value: string };

/** A plate as stored for comparison: letters and digits only, upper case ("aa-12-bb" → "AA12BB"). */
export const normalisePlate = (s: string): string => s.toUpperCase().replace(/[^A-Z0-9]/g, "");

/**
 * What a search text is: an e-mail (has "@"), a NIF (9 digits), an order number ("RC" and 8 letters or digits) or else a plate.
 * Null for text too short to search (fewer than 3 letters or digits).
 */
export function searchKeyOf(raw: string): OrderSearchKey | null {
  const q = raw.trim();
  if (q.includes("@")) return q.length >= 3 ? { kind: "email", value: q.toLowerCase() } : null;
  const compact = q.replace(/\s+/g, "");
  if (/^\d{9}$/.test(compact)) return { kind: "nif", value: compact };
  if (/^RC[A-Z0-9]{8}$/i.test(compact)) return { kind: "number", value: compact.toUpperCase() };
  const plate = normalisePlate(q);
  return plate.length >= 3 ? { kind: "plate", value: plate } : null;
}

/** Whether the member may see an order: workshop staff only the orders fitted at one of their workshops. */
export function canSeeOrder(s: StaffScope, workshopId: number | null): boolean {
  if (s.role !== "workshop") return true;
  return workshopId !== null && s.workshopIds.includes(workshopId);
}

/** Refunds and resending an order's e-mails are customer service's and the administration's. */
export const canRefund = (s: StaffScope) => s.role === "admin" || s.role === "service";
export const canResendOrderMail = (s: StaffScope) => s.role === "admin" || s.role === "service";

export type RefundFacts = {
  approved: boolean;
  outcome: string;
  refundStatus: string | null;
};

export type RefundRefusal = "NOT_CAPTURED" | "APPLIED" | "ALREADY_REFUNDED" | "REFUND_IN_PROGRESS";

/**
 * Why a payment cannot be refunded by hand, or null when it can: only an approved payment the order did not keep
 * (a repeated payment or an amount not owed) whose refund is waiting or failed. The payment that pays the order is
 * given back by cancelling the order, not here.
 */
export function refundRefusal(p: RefundFacts): RefundRefusal | null {
  if (!p.approved || p.outcome === "declined") return "NOT_CAPTURED";
  if (p.refundStatus === "refunded") return "ALREADY_REFUNDED";
  if (p.refundStatus === "sending") return "REFUND_IN_PROGRESS";
  if (p.outcome === "applied") return "APPLIED";
  return null;
}

export const REFUND_REFUSAL_MESSAGE: Record<RefundRefusal, string> = {
  NOT_CAPTURED: "Este pagamento não foi cobrado: não há nada a reembolsar.",
  APPLIED:
    "Este pagamento é o que paga a encomenda: só se reembolsam aqui pagamentos repetidos ou de valores que não eram devidos.",
  ALREADY_REFUNDED: "Este pagamento já foi reembolsado.",
  REFUND_IN_PROGRESS: "O reembolso deste pagamento já está a ser enviado ao gateway. Atualize a página daqui a pouco.",
};

export type PaymentStateLabel = { outcome: string; approved: boolean; refundStatus: string | null };

/** A payment's state in pt-PT for the order's page. */
export function paymentStateText(p: PaymentStateLabel): string {
  if (!p.approved || p.outcome === "declined") return "Recusado";
  const kind =
    p.outcome === "applied" ? "Cobrado" : p.outcome === "duplicate" ? "Pagamento repetido" : "Valor não devido";
  switch (p.refundStatus) {
    case "refunded":
      return `${kind} — reembolsado`;
    case "sending":
      return `${kind} — reembolso em curso`;
    case "failed":
      return `${kind} — reembolso falhou`;
    case "pending":
      return `${kind} — reembolso pendente`;
    default:
      return kind;
  }
}
