/**
 * Customer service in the back office (issue 14, item 6), pure: who may look customers up, the request queue's
 * statuses and their allowed moves (new → in progress → handled), and the payloads of the API and the forms.
 */
import { z } from "zod";
import type { OrderStatus } from "../orders/order-status.ts";
import type { StaffScope } from "./access.ts";

/** Customer service and admins see every customer; workshop staff do not. */
export const canServeCustomers = (s: StaffScope) => s.role === "service" || s.role === "admin";

// ───────────── the queue ─────────────

export const REQUEST_KINDS = ["contacto", "ligamos", "lead"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_KIND_LABEL: Record<RequestKind, string> = {
  contacto: "Pedido de contacto",
  ligamos: "Pedido para ligarmos",
  lead: "Contacto comercial (lead)",
};

/** Stored values (English) and their names in URLs (pt-PT). */
export const REQUEST_STATUSES = ["new", "in_progress", "handled"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_SLUGS = ["novo", "em-curso", "tratado"] as const;
export type RequestStatusSlug = (typeof REQUEST_STATUS_SLUGS)[number];
export const STATUS_FROM_SLUG: Record<RequestStatusSlug, RequestStatus> = {
  novo: "new",
  "em-curso": "in_progress",
  tratado: "handled",
};
export const SLUG_FROM_STATUS: Record<RequestStatus, RequestStatusSlug> = {
  new: "novo",
  in_progress: "em-curso",
  handled: "tratado",
};
export const REQUEST_STATUS_LABEL: Record<RequestStatus, string> = {
  new: "Novo",
  in_progress: "Em curso",
  handled: "Tratado",
};

/** A request moves forward one step at a time: new → in progress → handled (new → handled allowed for quick ones). */
const NEXT: Record<RequestStatus, readonly RequestStatus[]> = {
  new: ["in_progress", "handled"],
  in_progress: ["handled"],
  handled: [],
};
export function canMoveRequest(from: RequestStatus, to: RequestStatus): boolean {
  return NEXT[from].includes(to);
}
export const nextStatuses = (from: RequestStatus): readonly RequestStatus[] => NEXT[from];

export const QueueQuery = z.object({
  tipo: z.enum(REQUEST_KINDS).optional(),
  estado: z.enum(REQUEST_STATUS_SLUGS).optional(),
});
export type QueueQuery = z.infer<typeof QueueQuery>;

export const RequestParams = z.object({ tipo: z.enum(REQUEST_KINDS), id: z.coerce.number().int().positive() });

export const RequestUpdateSchema = z.object({
  estado: z.enum(REQUEST_STATUS_SLUGS, { message: "Escolha um estado válido" }),
  nota: z.string().trim().max(500, "A nota pode ter até 500 caracteres").optional(),
});
export type RequestUpdate = z.infer<typeof RequestUpdateSchema>;

export const QueueItem = z.object({
  tipo: z.enum(REQUEST_KINDS),
  id: z.number(),
  estado: z.enum(REQUEST_STATUS_SLUGS),
  criadoEm: z.string(),
  nome: z.string().nullable(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  assunto: z.string().nullable(),
  mensagem: z.string().nullable(),
  nota: z.string().nullable(),
  alteradoEm: z.string().nullable(),
});
export type QueueItem = z.infer<typeof QueueItem>;
export const QueueAnswer = z.object({ pedidos: z.array(QueueItem) });

// ───────────── customers ─────────────

export const CustomerSearchQuery = z.object({
  q: z.string().trim().min(2, "Escreva pelo menos 2 caracteres").max(120, "A pesquisa pode ter até 120 caracteres"),
});

export const CustomerBrief = z.object({
  id: z.number(),
  email: z.string(),
  nome: z.string(),
  telefono: z.string().nullable(),
  criadoEm: z.string(),
});
export type CustomerBrief = z.infer<typeof CustomerBrief>;
export const CustomersAnswer = z.object({ clientes: z.array(CustomerBrief) });

export const CustomerDetail = z.object({
  cliente: CustomerBrief.extend({
    nif: z.string().nullable(),
    codigoPostal: z.string().nullable(),
  }),
  veiculos: z.array(
    z.object({
      id: z.number(),
      matricula: z.string(),
      marca: z.string(),
      modelo: z.string(),
      kms: z.number().nullable(),
    }),
  ),
  encomendas: z.array(
    z.object({
      id: z.number(),
      numero: z.string(),
      estado: z.string(),
      totalCents: z.number(),
      pagoCents: z.number(),
      criadaEm: z.string(),
    }),
  ),
  marcacoes: z.array(
    z.object({
      id: z.string(),
      estado: z.string(),
      inicio: z.string(),
      oficina: z.string(),
      matricula: z.string().nullable(),
      servicos: z.array(z.string()),
    }),
  ),
  pedidos: z.array(QueueItem),
});
export type CustomerDetail = z.infer<typeof CustomerDetail>;

const ORDER_STATUS_LABEL: Record<string, string> = {
  pending: "Por pagar",
  confirmed: "Paga",
  expired: "Expirada",
  cancelled: "Cancelada",
} satisfies Record<OrderStatus, string>;
/** An order's status for staff (the stored value when there is no name for it yet). */
export const orderStatusLabel = (s: string) => ORDER_STATUS_LABEL[s] ?? s;
