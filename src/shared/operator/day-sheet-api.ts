/** The workshop day sheet's payloads and answers (zod), declared by the routes and read by the back-office page. */
import { z } from "zod";
import type { PaymentType } from "../basket/checkout.ts";
import { formatEur } from "../money.ts";
import { APPOINTMENT_STATUSES, TARGET_STATUSES } from "./appointment-status.ts";

/** POST /operador/marcacoes/:id/estado */
export const StatusChangeSchema = z.object({
  estado: z.enum(TARGET_STATUSES, { message: "Escolha um estado válido" }),
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;

/** The day in the URL: YYYY-MM-DD. */
export const IsoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "A data deve estar no formato AAAA-MM-DD")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, "Esta data não existe");

export const PAYMENT_STATES = [
  "paid",
  "deposit_paid",
  "pay_at_workshop",
  "on_account",
  "unpaid",
  "expired",
  "cancelled",
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export type OrderPaymentFacts = { status: string; paymentType: PaymentType; paidCents: number; totalCents: number };

/** Where an order's payment stands, for the workshop (pure). */
export function paymentStateOf(o: OrderPaymentFacts): PaymentState {
  if (o.status === "cancelled") return "cancelled";
  if (o.status === "expired") return "expired";
  if (o.status !== "confirmed") return "unpaid";
  if (o.paidCents >= o.totalCents) return "paid";
  // A business's order on account is on its monthly invoice: nothing to collect at the workshop.
  if (o.paymentType === "on_account") return "on_account";
  if (o.paidCents > 0) return "deposit_paid";
  return "pay_at_workshop";
}

/** The payment state in pt-PT, with what is left to collect at the workshop. */
export function paymentLabel(state: PaymentState, o: OrderPaymentFacts): string {
  const left = formatEur(Math.max(0, o.totalCents - o.paidCents), "pt");
  switch (state) {
    case "paid":
      return "Pago";
    case "deposit_paid":
      return `Sinal pago; a cobrar na oficina: ${left}`;
    case "pay_at_workshop":
      return `A pagar na oficina: ${left}`;
    case "on_account":
      return "A crédito (fatura mensal da empresa): nada a cobrar na oficina";
    case "unpaid":
      return "Pagamento pendente";
    case "expired":
      return "Encomenda expirada (não paga)";
    case "cancelled":
      return "Encomenda cancelada";
  }
}

export const DaySheetProduct = z.object({
  referencia: z.string(),
  nome: z.string(),
  quantidade: z.number(),
  /** Current stock; null for products without stock (oils, service packs). */
  stock: z.number().nullable(),
});

export const DaySheetRow = z.object({
  id: z.string(),
  box: z.number(),
  hora: z.string(),
  fim: z.string(),
  estado: z.enum(APPOINTMENT_STATUSES),
  cliente: z.object({ nome: z.string().nullable(), telefone: z.string().nullable(), email: z.string().nullable() }),
  matricula: z.string().nullable(),
  veiculo: z.string().nullable(),
  servicos: z.array(z.string()),
  produtos: z.array(DaySheetProduct),
  pedido: z
    .object({
      numero: z.string(),
      pagamento: z.enum(PAYMENT_STATES),
      pagamentoTexto: z.string(),
    })
    .nullable(),
  comentario: z.string().nullable(),
  /** The moves this member may make now (the shared rule and the role together). */
  acoes: z.array(z.enum(TARGET_STATUSES)),
});
export type DaySheetRow = z.infer<typeof DaySheetRow>;

export const DaySheetAnswer = z.object({
  oficina: z.object({ id: z.number(), alias: z.string(), codTienda: z.string(), poblacion: z.string() }),
  data: z.string(),
  iso: z.string(),
  /** Why the workshop is closed that day (holiday or closure), or null. */
  fechado: z.string().nullable(),
  boxes: z.array(z.object({ box: z.number(), marcacoes: z.array(DaySheetRow) })),
});
export type DaySheetAnswer = z.infer<typeof DaySheetAnswer>;

export const StatusChangedAnswer = z.object({
  id: z.string(),
  estado: z.enum(APPOINTMENT_STATUSES),
  antes: z.enum(APPOINTMENT_STATUSES),
  emailEnviado: z.boolean(),
});
