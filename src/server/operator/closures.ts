/**
 * Closing and reopening days from the back office. A closure takes the closures lock exclusively before it lists
 * the day's appointments (bookings take it shared), so every booking of that day is either listed as a customer to
 * contact or refused as closed. The availability of the affected workshops is dropped in every process at once.
 */
import { isoToDayMonthYear } from "#src/shared/dates.ts";
import { dayMonthYearToIso, parseDayMonthYear } from "#src/shared/dates.ts";
import { zonedDate } from "#src/shared/booking/slots.ts";
import { canCloseWorkshop, canSeeWorkshop } from "#src/shared/operator/access.ts";
import type { ClosureView, CustomerToContact } from "#src/shared/operator/operator-api.ts";
import type { ClosureCreate } from "#src/shared/operator/staff.schema.ts";
import { invalidateAvailability } from "../booking/booking.ts";
import { lockClosuresExclusive } from "../booking/closures.queries.ts";
import type { Db } from "../db/client.ts";
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, RuleBrokenError } from "../errors.ts";
import {
  appointmentsOnDay,
  type ClosureRow,
  deleteClosureRow,
  findClosure,
  findWorkshopBrief,
  insertClosure,
  listClosures,
  listWorkshopsBrief,
  writeAudit,
} from "./operator.queries.ts";
import type { Staff } from "./staff.ts";

const SHOP_TIME_ZONE = "Europe/Lisbon";

const forbidden = () =>
  new ForbiddenError("OPERATOR_FORBIDDEN", "Não tem permissão para fechar ou reabrir dias desta oficina.");

function view(c: ClosureRow, alias: string | null): ClosureView {
  return {
    id: c.id,
    oficinaId: c.workshopId,
    oficina: c.workshopId === null ? null : alias,
    data: isoToDayMonthYear(c.date),
    iso: c.date,
    motivo: c.reason,
  };
}

/** The workshops the member may see (null: all of them). */
const scopeOf = (actor: Staff) => (actor.role === "workshop" ? actor.workshopIds : null);

export async function visibleWorkshops(db: Db, actor: Staff) {
  return (await listWorkshopsBrief(db, scopeOf(actor))).map((w) => ({
    id: w.id,
    codTienda: w.code,
    alias: w.alias,
    poblacion: w.town,
  }));
}

/** Closures from today on, of one workshop or of all the member may see (closures of every workshop included). */
export async function listClosuresFor(db: Db, actor: Staff, workshopId: number | undefined, now: Date) {
  if (workshopId !== undefined && !canSeeWorkshop(actor, workshopId))
    throw new ForbiddenError("OPERATOR_FORBIDDEN", "Não tem acesso a esta oficina.");
  const scope = workshopId !== undefined ? [workshopId] : scopeOf(actor);
  const rows = await listClosures(db, zonedDate(now, SHOP_TIME_ZONE).date, scope);
  return rows.map((r) => view(r.c, r.alias));
}

async function dropAvailability(db: Db, workshopId: number | null) {
  if (workshopId !== null) return invalidateAvailability(db, workshopId);
  for (const w of await listWorkshopsBrief(db, null)) await invalidateAvailability(db, w.id);
}

export async function createClosure(
  db: Db,
  actor: Staff,
  input: ClosureCreate,
  now: Date,
): Promise<{ encerramento: ClosureView; clientesAContactar: CustomerToContact[] }> {
  if (!canCloseWorkshop(actor, input.oficinaId)) throw forbidden();
  const workshop = input.oficinaId === null ? null : await findWorkshopBrief(db, input.oficinaId);
  if (input.oficinaId !== null && !workshop)
    throw new NotFoundError("WORKSHOP_NOT_FOUND", "Esta oficina não existe.", { oficinaId: "Oficina desconhecida" });
  const dmy = parseDayMonthYear(input.data);
  if (!dmy)
    throw new InvalidInputError("VALIDATION_ERROR", "A data deve estar no formato DD/MM/AAAA", {
      data: "A data deve estar no formato DD/MM/AAAA",
    });
  const date = dayMonthYearToIso(dmy);
  if (date < zonedDate(now, workshop?.timeZone ?? SHOP_TIME_ZONE).date)
    throw new RuleBrokenError("DATE_PAST", "Não é possível fechar um dia que já passou.", {
      data: "Escolha hoje ou um dia futuro",
    });
  const result = await db.transaction(async (raw) => {
    const t = raw as unknown as Db;
    await lockClosuresExclusive(t);
    const row = await insertClosure(t, {
      workshopId: input.oficinaId,
      date,
      reason: input.motivo,
      createdBy: actor.id,
    });
    if (!row)
      throw new ConflictError(
        "CLOSURE_EXISTS",
        workshop
          ? `A oficina ${workshop.alias} já está fechada no dia ${input.data}.`
          : `Já existe um encerramento de todas as oficinas no dia ${input.data}.`,
        { data: "Este dia já está fechado" },
      );
    const booked = await appointmentsOnDay(t, input.oficinaId, date);
    const contacts: CustomerToContact[] = booked.map((a) => ({
      marcacao: a.id,
      oficina: a.alias,
      hora: a.startsAt.toLocaleTimeString("pt-PT", { timeZone: a.timeZone, hour: "2-digit", minute: "2-digit" }),
      nome: a.contact?.nombre ?? a.userName ?? null,
      email: a.contact?.email ?? a.userEmail ?? null,
      telefono: a.contact?.telefono ?? a.userPhone ?? null,
      matricula: a.plate,
      pedido: a.orderId,
    }));
    const encerramento = view(row, workshop?.alias ?? null);
    await writeAudit(t, {
      staffId: actor.id,
      action: "closure.create",
      entity: "workshop_closure",
      entityId: row.id,
      after: { ...encerramento, marcacoesNoDia: contacts.map((c) => c.marcacao) },
      at: now,
    });
    return { encerramento, clientesAContactar: contacts };
  });
  await dropAvailability(db, input.oficinaId);
  return result;
}

export async function deleteClosure(db: Db, actor: Staff, id: number, now: Date): Promise<void> {
  const workshopId = await db.transaction(async (raw) => {
    const t = raw as unknown as Db;
    const c = await findClosure(t, id);
    if (!c) throw new NotFoundError("CLOSURE_NOT_FOUND", "Este encerramento não existe.");
    if (!canCloseWorkshop(actor, c.workshopId)) throw forbidden();
    await deleteClosureRow(t, id);
    await writeAudit(t, {
      staffId: actor.id,
      action: "closure.delete",
      entity: "workshop_closure",
      entityId: id,
      before: view(c, null),
      at: now,
    });
    return c.workshopId;
  });
  await dropAvailability(db, workshopId);
}
