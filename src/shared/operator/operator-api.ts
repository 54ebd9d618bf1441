/** Answers of the back-office API (zod), declared by the routes and read by the back-office pages. */
import { z } from "zod";
import { STAFF_ROLES } from "./access.ts";

export const StaffView = z.object({
  id: z.number(),
  email: z.string(),
  nome: z.string(),
  perfil: z.enum(STAFF_ROLES),
  oficinas: z.array(z.number()),
  ativo: z.boolean(),
  criadoEm: z.string(),
});
export type StaffView = z.infer<typeof StaffView>;

/** A back-office action done, with nothing more to say (POST /operador/logout, DELETE /operador/encerramentos/:id). */
export const DoneAnswer = z.object({ ok: z.literal(true) });

export const LoginAnswer = z.object({ token: z.string(), expiraEm: z.string(), funcionario: StaffView });
export const MeAnswer = z.object({ funcionario: StaffView });
/** POST /operador/clientes/:id/impersonacao: a single-use token to open the customer's account, and its expiry (ms). */
export const ImpersonationIssuedAnswer = z.object({ token: z.string(), expiraEm: z.number() });
export const StaffListAnswer = z.object({ funcionarios: z.array(StaffView) });

export const WorkshopBrief = z.object({
  id: z.number(),
  codTienda: z.string(),
  alias: z.string(),
  poblacion: z.string(),
});
export const WorkshopsAnswer = z.object({ oficinas: z.array(WorkshopBrief) });

export const ClosureView = z.object({
  id: z.number(),
  oficinaId: z.number().nullable(),
  /** The workshop's name, or null for a closure of every workshop. */
  oficina: z.string().nullable(),
  data: z.string(),
  iso: z.string(),
  motivo: z.string(),
});
export type ClosureView = z.infer<typeof ClosureView>;
export const ClosuresAnswer = z.object({ encerramentos: z.array(ClosureView) });

export const CustomerToContact = z.object({
  marcacao: z.string(),
  oficina: z.string(),
  hora: z.string(),
  nome: z.string().nullable(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  matricula: z.string().nullable(),
  pedido: z.number().nullable(),
});
export type CustomerToContact = z.infer<typeof CustomerToContact>;
export const ClosureCreatedAnswer = z.object({
  encerramento: ClosureView,
  clientesAContactar: z.array(CustomerToContact),
});

export const AuditView = z.object({
  id: z.number(),
  em: z.string(),
  funcionario: z.object({ id: z.number(), email: z.string(), nome: z.string() }).nullable(),
  acao: z.string(),
  entidade: z.string(),
  entidadeId: z.string().nullable(),
  antes: z.unknown(),
  depois: z.unknown(),
});
export type AuditView = z.infer<typeof AuditView>;
export const AuditAnswer = z.object({ registos: z.array(AuditView), pagina: z.number(), porPagina: z.number() });
