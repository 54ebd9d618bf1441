/** The back office's order and payment answers (zod), declared by the routes and read by the /operador/encomendas page. */
import { z } from "zod";

export const OrderSearchQuery = z.object({
  q: z.string().trim().min(1, "Escreva o número da encomenda, um e-mail, uma matrícula ou um NIF").max(120),
});

export const OrderNumberParam = z.object({
  number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,20}$/, "Número de encomenda inválido")
    .transform((s) => s.toUpperCase()),
});

export const OrderHit = z.object({
  numero: z.string(),
  estado: z.string(),
  criadaEm: z.string(),
  total: z.number().int(),
  cliente: z.string().nullable(),
  email: z.string().nullable(),
  nif: z.string().nullable(),
  matricula: z.string().nullable(),
  oficina: z.string().nullable(),
});
export type OrderHit = z.infer<typeof OrderHit>;

export const OrderSearchAnswer = z.object({
  procura: z.enum(["number", "email", "nif", "plate"]),
  encomendas: z.array(OrderHit),
});
export type OrderSearchAnswer = z.infer<typeof OrderSearchAnswer>;

export const PaymentView = z.object({
  id: z.number().int(),
  em: z.string(),
  metodo: z.string(),
  valor: z.number().int(),
  codigo: z.string(),
  aprovado: z.boolean(),
  resultado: z.string(),
  reembolso: z.string().nullable(),
  referenciaReembolso: z.string().nullable(),
  reembolsadoEm: z.string().nullable(),
  tentativasReembolso: z.number().int(),
  estadoTexto: z.string(),
  reembolsavel: z.boolean(),
});
export type PaymentView = z.infer<typeof PaymentView>;

export const OrderDetailAnswer = z.object({
  numero: z.string(),
  estado: z.string(),
  criadaEm: z.string(),
  tipoPagamento: z.string(),
  metodo: z.string().nullable(),
  total: z.number().int(),
  pago: z.number().int(),
  fatura: z.string().nullable(),
  cliente: z.object({
    nome: z.string().nullable(),
    email: z.string().nullable(),
    telefone: z.string().nullable(),
    nif: z.string().nullable(),
  }),
  oficina: z.object({ id: z.number().int(), alias: z.string() }).nullable(),
  marcacao: z
    .object({ data: z.string(), hora: z.string(), estado: z.string(), matricula: z.string().nullable() })
    .nullable(),
  linhas: z.array(z.object({ nome: z.string(), quantidade: z.number().int(), total: z.number().int() })),
  pagamentos: z.array(PaymentView),
  podeReembolsar: z.boolean(),
  podeReenviar: z.boolean(),
});
export type OrderDetailAnswer = z.infer<typeof OrderDetailAnswer>;

export const RefundAnswer = z.object({ pagamento: PaymentView });
export const ResendAnswer = z.object({ numero: z.string(), para: z.string() });
