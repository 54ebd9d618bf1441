/**
 * A workshop's opening hours, bays, service kinds and equipment from the back office (issue 14, item 3). Workshop
 * staff change their own workshops, admins every one. The change and its audit row (before/after) commit together;
 * then this process drops its cached workshop and availability at once, and the workshops NOTIFY (migration 0011)
 * does the same in the others. Cutting hours or bays below existing bookings is allowed: the answer lists the
 * appointments now outside, the customers to contact.
 */
import { isoToDayMonthYear } from "#src/shared/dates.ts";
import { type OpeningHours, zonedDate } from "#src/shared/booking/slots.ts";
import { canCloseWorkshop, canSeeWorkshop } from "#src/shared/operator/access.ts";
import type { AppointmentOutside, WorkshopSettingsView } from "#src/shared/operator/workshop-settings-api.ts";
import { fallsOutside, hoursFlags, type WorkshopSettings } from "#src/shared/operator/workshop-settings.ts";
import { availabilityCacheFor, invalidateAvailability } from "../booking/booking.ts";
import type { Db } from "../db/client.ts";
import { ForbiddenError, NotFoundError } from "../errors.ts";
import { writeAudit } from "./operator.queries.ts";
import type { Staff } from "./staff.ts";
import {
  appointmentsFrom,
  findWorkshopSettings,
  lockWorkshopSettings,
  saveWorkshopSettings,
  type WorkshopSettingsRow,
} from "./workshop-settings.queries.ts";

const notFound = () => new NotFoundError("WORKSHOP_NOT_FOUND", "Esta oficina não existe.");

function view(w: WorkshopSettingsRow): WorkshopSettingsView {
  const h = w.hours as OpeningHours;
  return {
    oficina: { id: w.id, codTienda: w.code, alias: w.alias, poblacion: w.town },
    horario: { mon: h.mon, tue: h.tue, wed: h.wed, thu: h.thu, fri: h.fri, sat: h.sat, sun: h.sun },
    boxes: w.bays,
    servicos: w.services,
    equipamento: w.equipment,
  };
}

export async function getWorkshopSettings(db: Db, actor: Staff, id: number): Promise<WorkshopSettingsView> {
  if (!canSeeWorkshop(actor, id)) throw new ForbiddenError("OPERATOR_FORBIDDEN", "Não tem acesso a esta oficina.");
  const w = await findWorkshopSettings(db, id);
  if (!w) throw notFound();
  return view(w);
}

const clock = (timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** Minutes after local midnight of an instant in the workshop's zone. */
function localMinutes(at: Date, fmt: Intl.DateTimeFormat): number {
  const [h, m] = fmt.format(at).split(":").map(Number);
  return (h as number) * 60 + (m as number);
}

export async function updateWorkshopSettings(
  db: Db,
  actor: Staff,
  id: number,
  input: WorkshopSettings,
  now: Date,
): Promise<{ definicoes: WorkshopSettingsView; marcacoesForaDoHorario: AppointmentOutside[] }> {
  if (!canCloseWorkshop(actor, id))
    throw new ForbiddenError("OPERATOR_FORBIDDEN", "Não tem permissão para alterar esta oficina.");
  const result = await db.transaction(async (raw) => {
    const t = raw as unknown as Db;
    const current = await lockWorkshopSettings(t, id);
    if (!current) throw notFound();
    const hours = input.horario as OpeningHours;
    const saved = await saveWorkshopSettings(t, id, {
      hours,
      bays: input.boxes,
      services: input.servicos,
      equipment: input.equipamento,
      ...hoursFlags(hours),
    });
    const fmt = clock(saved.timeZone);
    const outside: AppointmentOutside[] = [];
    for (const a of await appointmentsFrom(t, id, now)) {
      const start = localMinutes(a.startsAt, fmt);
      const length = Math.round((a.endsAt.getTime() - a.startsAt.getTime()) / 60_000);
      const { date, weekday } = zonedDate(a.startsAt, saved.timeZone);
      const why = fallsOutside(hours, saved.bays, {
        weekday,
        units: [{ bay: a.bay, startMinutes: start, endMinutes: start + length }],
      });
      if (why)
        outside.push({
          marcacao: a.id,
          oficina: saved.alias,
          data: isoToDayMonthYear(date),
          hora: fmt.format(a.startsAt),
          nome: a.contact?.nombre ?? a.userName ?? null,
          email: a.contact?.email ?? a.userEmail ?? null,
          telefono: a.contact?.telefono ?? a.userPhone ?? null,
          matricula: a.plate,
          pedido: a.orderId,
          motivo: why === "hours" ? "horario" : "boxes",
        });
    }
    const before = view(current);
    const after = view(saved);
    await writeAudit(t, {
      staffId: actor.id,
      action: "workshop.settings",
      entity: "workshop",
      entityId: id,
      before: {
        horario: before.horario,
        boxes: before.boxes,
        servicos: before.servicos,
        equipamento: before.equipamento,
      },
      after: {
        horario: after.horario,
        boxes: after.boxes,
        servicos: after.servicos,
        equipamento: after.equipamento,
        marcacoesForaDoHorario: outside.map((o) => o.marcacao),
      },
      at: now,
    });
    return { definicoes: after, marcacoesForaDoHorario: outside };
  });
  // The cached workshop row (hours, bays) and its claims: the next dates and times read the new capacity.
  availabilityCacheFor(db).invalidateWorkshops();
  await invalidateAvailability(db, id);
  return result;
}
