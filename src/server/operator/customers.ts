/**
 * Customer service's use cases (issue 14, item 6): find a customer and see everything about them, and work through
 * the queue of contact, call-back and lead requests. Customer service and admins only; each status change writes its
 * audit row in the same transaction.
 */
import {
  canMoveRequest,
  canServeCustomers,
  type CustomerBrief,
  type CustomerDetail,
  type QueueItem,
  type QueueQuery,
  type RequestKind,
  type RequestUpdate,
  SLUG_FROM_STATUS,
  STATUS_FROM_SLUG,
} from "#src/shared/operator/customer-service.ts";
import { REQUEST_STATUS_LABEL } from "#src/shared/operator/customer-service.ts";
import type { Db } from "../db/client.ts";
import { ForbiddenError, NotFoundError, RuleBrokenError } from "../errors.ts";
import {
  customerAppointments,
  customerNif,
  customerOrders,
  customerVehicles,
  findCustomer,
  listQueue,
  lockRequest,
  type QueueRow,
  searchCustomers,
  setRequestStatus,
} from "./customers.queries.ts";
import { issueImpersonationToken } from "../account/impersonation-token.ts";
import { writeAudit } from "./operator.queries.ts";
import type { Staff } from "./staff.ts";

export const CUSTOMER_SEARCH_LIMIT = 50;
export const QUEUE_LIMIT = 200;

function mustServe(actor: Staff) {
  if (!canServeCustomers(actor))
    throw new ForbiddenError("OPERATOR_FORBIDDEN", "Só o apoio ao cliente e a administração podem ver os clientes.");
}

const brief = (c: NonNullable<Awaited<ReturnType<typeof findCustomer>>>): CustomerBrief => ({
  id: c.id,
  email: c.email,
  nome: [c.nombre, c.apellidos].filter(Boolean).join(" "),
  telefono: c.telefono,
  criadoEm: c.createdAt.toISOString(),
});

const queueItem = (r: QueueRow): QueueItem => ({
  tipo: r.kind,
  id: r.id,
  estado: SLUG_FROM_STATUS[r.status],
  criadoEm: r.createdAt.toISOString(),
  nome: r.nombre,
  email: r.email,
  telefono: r.telefono,
  assunto: r.subject,
  mensagem: r.message,
  nota: r.note,
  alteradoEm: r.changedAt?.toISOString() ?? null,
});

export async function findCustomers(db: Db, actor: Staff, q: string): Promise<{ clientes: CustomerBrief[] }> {
  mustServe(actor);
  return { clientes: (await searchCustomers(db, q, CUSTOMER_SEARCH_LIMIT)).map(brief) };
}

export async function customerDetail(db: Db, actor: Staff, id: number): Promise<CustomerDetail> {
  mustServe(actor);
  const c = await findCustomer(db, id);
  if (!c) throw new NotFoundError("CUSTOMER_NOT_FOUND", "Este cliente não existe.");
  const [nif, vehicles, orderRows, appts, requests] = await Promise.all([
    customerNif(db, id),
    customerVehicles(db, id),
    customerOrders(db, id),
    customerAppointments(db, id),
    listQueue(db, { customer: { email: c.email, phone: c.telefono }, limit: QUEUE_LIMIT }),
  ]);
  return {
    cliente: { ...brief(c), nif, codigoPostal: c.codigoPostal },
    veiculos: vehicles.map((v) => ({ id: v.id, matricula: v.plate, marca: v.marca, modelo: v.modelo, kms: v.kms })),
    encomendas: orderRows.map((o) => ({
      id: o.id,
      numero: o.number,
      estado: o.status,
      totalCents: o.totalCents,
      pagoCents: o.paidCents,
      criadaEm: o.createdAt.toISOString(),
    })),
    marcacoes: appts.map((a) => ({
      id: a.id,
      estado: a.status,
      inicio: a.startsAt.toISOString(),
      oficina: a.alias,
      matricula: a.plate,
      servicos: a.services,
    })),
    pedidos: requests.map(queueItem),
  };
}

export async function readQueue(db: Db, actor: Staff, q: QueueQuery): Promise<{ pedidos: QueueItem[] }> {
  mustServe(actor);
  const rows = await listQueue(db, {
    kind: q.tipo,
    status: q.estado ? STATUS_FROM_SLUG[q.estado] : undefined,
    limit: QUEUE_LIMIT,
  });
  return { pedidos: rows.map(queueItem) };
}

export async function updateRequest(
  db: Db,
  actor: Staff,
  kind: RequestKind,
  id: number,
  input: RequestUpdate,
  now: Date,
): Promise<{ tipo: RequestKind; id: number; estado: QueueItem["estado"]; nota: string | null }> {
  mustServe(actor);
  const to = STATUS_FROM_SLUG[input.estado];
  return db.transaction(async (raw) => {
    const t = raw as unknown as Db;
    const row = await lockRequest(t, kind, id);
    if (!row) throw new NotFoundError("REQUEST_NOT_FOUND", "Este pedido não existe.");
    const from = row.status as keyof typeof REQUEST_STATUS_LABEL;
    if (!canMoveRequest(from, to))
      throw new RuleBrokenError(
        "REQUEST_STATUS_INVALID",
        `Um pedido «${REQUEST_STATUS_LABEL[from]}» não pode passar a «${REQUEST_STATUS_LABEL[to]}».`,
        { estado: "Este estado não é possível a partir do atual" },
      );
    const note = input.nota ? input.nota : row.note;
    await setRequestStatus(t, kind, id, to, note ?? null, now);
    await writeAudit(t, {
      staffId: actor.id,
      action: "request.status",
      entity: `pedido-${kind}`,
      entityId: id,
      before: { estado: SLUG_FROM_STATUS[from], nota: row.note },
      after: { estado: input.estado, nota: note ?? null },
      at: now,
    });
    return { tipo: kind, id, estado: input.estado, nota: note ?? null };
  });
}

/**
 * Customer service opens a customer's account (impersonation): a single-use token of 5 minutes that the web server
 * exchanges at once for a customer session marked with the staff member (POST /users/auth/staff-token). Customer
 * service and admins only, never workshop staff; the audit row (who, which customer, when) is written first.
 */
export async function startImpersonation(
  db: Db,
  actor: Staff,
  customerId: number,
  secret: string,
  now: Date,
): Promise<{ token: string; expiraEm: number }> {
  if (!canServeCustomers(actor))
    throw new ForbiddenError(
      "OPERATOR_FORBIDDEN",
      "Só o apoio ao cliente e a administração podem entrar na conta de um cliente.",
    );
  const c = await findCustomer(db, customerId);
  if (!c) throw new NotFoundError("CUSTOMER_NOT_FOUND", "Este cliente não existe.");
  const { token, expiresAt } = issueImpersonationToken(secret, "staff", { customerId, actorId: actor.id }, now);
  await writeAudit(db, {
    staffId: actor.id,
    action: "customer.impersonate",
    entity: "cliente",
    entityId: customerId,
    after: { cliente: brief(c).nome, email: c.email, tokenValidoAte: expiresAt.toISOString() },
    at: now,
  });
  return { token, expiraEm: Math.round((expiresAt.getTime() - now.getTime()) / 1000) };
}
