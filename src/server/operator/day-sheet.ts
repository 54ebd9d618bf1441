/**
 * The workshop day sheet (issue 14, item 2): one workshop's appointments of one day per bay in time order, with the
 * customer, vehicle, services, the products to fit and their stock, the order and its payment; and the status
 * changes of an appointment (appointment-status.ts), each audited in its own transaction. A cancellation frees the
 * bay like the customer's own cancellation (claims deleted in the transaction, availability dropped everywhere).
 */
import { isoToDayMonthYear } from "#src/shared/dates.ts";
import { closedDays } from "#src/shared/booking/holidays.ts";
import { canSeeWorkshop } from "#src/shared/operator/access.ts";
import {
  type AppointmentStatus,
  allowedStatuses,
  canSetStatus,
  isAppointmentStatus,
  type StatusFacts,
  statusRefusal,
  statusRefusalMessage,
  type TargetStatus,
} from "#src/shared/operator/appointment-status.ts";
import {
  type DaySheetAnswer,
  type DaySheetRow,
  paymentLabel,
  paymentStateOf,
} from "#src/shared/operator/day-sheet-api.ts";
import { invalidateAvailability } from "../booking/booking.ts";
import { closuresFor } from "../booking/closures.queries.ts";
import type { Db } from "../db/client.ts";
import { ConflictError, ForbiddenError, NotFoundError, RuleBrokenError } from "../errors.ts";
import {
  type AppointmentRow,
  appointmentsOfDay,
  cancelAndFreeSlots,
  findWorkshop,
  lockAppointment,
  productLines,
  serviceNames,
  setAppointmentStatus,
  stockOf,
  vehiclesOf,
  type WorkshopRow,
} from "./day-sheet.queries.ts";
import type { VehicleKind } from "#src/shared/vehicles/vehicle-kinds.ts";
import { writeAudit } from "./operator.queries.ts";
import type { Staff } from "./staff.ts";

const noAccess = () => new ForbiddenError("OPERATOR_FORBIDDEN", "Não tem acesso a esta oficina.");

const timeOf = (d: Date, timeZone: string) =>
  d.toLocaleTimeString("pt-PT", { timeZone, hour: "2-digit", minute: "2-digit", hour12: false });

const statusOf = (s: string): AppointmentStatus => (isAppointmentStatus(s) ? s : "booked");

const factsOf = (a: AppointmentRow): StatusFacts => ({ status: a.status, startsAt: a.startsAt, orderId: a.orderId });

/** The kind of vehicle a booking names (the booking form's choice), when the customer's garage does not say more. */
const KIND = {
  car: "Carro",
  motorbike: "Mota",
  scooter: "Trotinete",
  truck: "Camião",
} as const satisfies Record<VehicleKind, string>;
const vehicleKind = (kind: string | undefined, brand: string | undefined): string | null =>
  kind && Object.hasOwn(KIND, kind) ? `${KIND[kind as VehicleKind]}${brand ? ` ${brand}` : ""}` : null;

const fullName = (...parts: Array<string | null | undefined>) => parts.filter((p) => p?.trim()).join(" ") || null;

export async function readDaySheet(
  db: Db,
  actor: Staff,
  workshopId: number,
  date: string,
  now: Date,
): Promise<DaySheetAnswer> {
  if (!canSeeWorkshop(actor, workshopId)) throw noAccess();
  const w = await findWorkshop(db, workshopId);
  if (!w) throw new NotFoundError("WORKSHOP_NOT_FOUND", "Esta oficina não existe.");
  const [rows, closures] = await Promise.all([appointmentsOfDay(db, w.id, date), closuresFor(db, w.id, date, date)]);
  const orderIds = [...new Set(rows.flatMap((r) => (r.a.orderId === null ? [] : [r.a.orderId])))];
  const lines = await productLines(db, orderIds);
  const [names, stock, vehicles] = await Promise.all([
    serviceNames(db, [...new Set(rows.flatMap((r) => r.a.services))]),
    stockOf(db, [...new Set(lines.map((l) => l.productId))]),
    vehiclesOf(
      db,
      rows.flatMap((r) => (r.a.userId !== null && r.a.plate ? [{ userId: r.a.userId, plate: r.a.plate }] : [])),
    ),
  ]);
  const byBay = new Map<number, DaySheetRow[]>();
  for (let bay = 1; bay <= w.bays; bay++) byBay.set(bay, []);
  for (const r of rows) {
    const a = r.a;
    const c = a.contact ?? {};
    const o = r.order?.id ? r.order : null;
    const row: DaySheetRow = {
      id: a.id,
      box: a.bay,
      hora: timeOf(a.startsAt, w.timeZone),
      fim: timeOf(a.endsAt, w.timeZone),
      estado: statusOf(a.status),
      cliente: {
        nome: fullName(c.nombre, c.apellidos) ?? fullName(r.userName, r.userSurname),
        telefone: c.telefono || r.userPhone || null,
        email: c.email || r.userEmail || null,
      },
      matricula: a.plate,
      veiculo:
        (a.userId !== null && a.plate ? vehicles.get(`${a.userId}:${a.plate}`) : undefined) ??
        vehicleKind(c.vehiculo, c.marcaPatinete),
      servicos: a.services.map((id) => names.get(id) ?? id),
      produtos: lines
        .filter((l) => l.orderId === a.orderId)
        .map((l) => ({
          referencia: l.productId,
          nome: l.nombre,
          quantidade: l.quantity,
          stock: stock.get(l.productId) ?? null,
        })),
      pedido: o
        ? {
            numero: o.number,
            pagamento: paymentStateOf(o),
            pagamentoTexto: paymentLabel(paymentStateOf(o), o),
          }
        : null,
      comentario: a.comment,
      acoes: allowedStatuses(factsOf(a), now).filter((to) => canSetStatus(actor, w.id, to)),
    };
    byBay.set(a.bay, [...(byBay.get(a.bay) ?? []), row]);
  }
  return {
    oficina: { id: w.id, alias: w.alias, codTienda: w.code, poblacion: w.town },
    data: isoToDayMonthYear(date),
    iso: date,
    fechado: closedDays(w, closures, date, date).get(date) ?? null,
    boxes: [...byBay.entries()].sort(([x], [y]) => x - y).map(([box, marcacoes]) => ({ box, marcacoes })),
  };
}

export type StatusChanged = {
  before: AppointmentStatus;
  appointment: AppointmentRow;
  workshop: WorkshopRow;
};

/**
 * Moves an appointment to another status under the shared rule, checked on the locked row (two members clicking at
 * once: the second is told the status changed). The audit row is written in the same transaction.
 */
export async function changeAppointmentStatus(
  db: Db,
  actor: Staff,
  id: string,
  to: TargetStatus,
  now: Date,
): Promise<StatusChanged> {
  const result = await db.transaction(async (raw) => {
    const t = raw as unknown as Db;
    const a = await lockAppointment(t, id);
    if (!a || (a.status === "held" && a.orderId === null))
      throw new NotFoundError("APPOINTMENT_NOT_FOUND", "Esta marcação não existe.");
    if (!canSeeWorkshop(actor, a.workshopId)) throw noAccess();
    if (!canSetStatus(actor, a.workshopId, to))
      throw new ForbiddenError(
        "OPERATOR_FORBIDDEN",
        "O apoio ao cliente só pode cancelar marcações; a chegada e o serviço são registados pela oficina.",
      );
    const w = await findWorkshop(t, a.workshopId);
    if (!w) throw new NotFoundError("WORKSHOP_NOT_FOUND", "Esta oficina não existe.");
    const refusal = statusRefusal(factsOf(a), to, now);
    if (refusal) {
      const message = statusRefusalMessage(refusal, a.status, to);
      if (refusal === "SAME_STATUS" || refusal === "NOT_FROM_STATUS")
        throw new ConflictError("STATUS_NOT_ALLOWED", message, { estado: message });
      throw new RuleBrokenError(refusal, message, { estado: message });
    }
    const before = statusOf(a.status);
    let after: AppointmentRow;
    if (to === "cancelled") after = await cancelAndFreeSlots(t, a.id);
    else {
      await setAppointmentStatus(t, a.id, to);
      after = { ...a, status: to };
    }
    await writeAudit(t, {
      staffId: actor.id,
      action: "appointment.status",
      entity: "appointment",
      entityId: a.id,
      before: { estado: before },
      after: {
        estado: to,
        oficinaId: a.workshopId,
        inicio: a.startsAt.toISOString(),
        box: a.bay,
        matricula: a.plate,
        pedido: a.orderId,
      },
      at: now,
    });
    return { before, appointment: after, workshop: w };
  });
  if (to === "cancelled") await invalidateAvailability(db, result.workshop.id);
  return result;
}

/** The names of an appointment's services (for the e-mail), with the fitting of an order named as such. */
export async function servicesForMail(db: Db, a: AppointmentRow): Promise<string[]> {
  const names = await serviceNames(db, a.services);
  const list = a.services.map((s) => names.get(s) ?? s);
  return list.length ? list : a.orderId ? ["Montagem da sua encomenda"] : [];
}

export { timeOf };
