/**
 * Professional access (issue 14, item 7), the customer's side: apply for a business account, read one's standing,
 * and, once approved, the fleet — its vehicles and history, and booking several vehicles at one workshop and day.
 *
 * An application is made from a signed-in customer account: that account becomes the business account when an admin
 * approves it, so the fleet's vehicles, appointments and orders stay where the private area already keeps them. We do
 * not create accounts from the application form (a second registration path would need its own password, consent and
 * e-mail checks); the page asks the visitor to sign in or register first and comes back to the form.
 */
import { msg } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { compactPlate } from "#src/shared/plates.ts";
import type {
  ApplicationView,
  BusinessAccountView,
  ProfessionalApplication,
  ProfessionalStatusAnswer,
} from "#src/shared/professional/application.schema.ts";
import type {
  FleetAnswer,
  FleetBooking,
  FleetBookingAnswer,
  FleetHistoryRow,
} from "#src/shared/professional/fleet.schema.ts";
import { applyRefusal, fleetLineProblems } from "#src/shared/professional/rules.ts";
import { bookAppointment, cancelAppointment, SlotTakenError } from "../booking/booking.ts";
import { type Db, isUniqueViolation } from "../db/client.ts";
import { ConflictError, DomainError, ForbiddenError, InvalidInputError } from "../errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import { fleetBookedMail, professionalApplicationMail } from "../mail/account-mails.ts";
import { langOr } from "../mail/recipient-language.ts";
import type { AppDeps } from "../deps.ts";
import { listBookableServices } from "../workshops/workshops.queries.ts";
import {
  type ApplicationRow,
  type BusinessAccountRow,
  fleetAppointments,
  fleetOrders,
  fleetVehicles,
  findBusinessAccount,
  insertApplication,
  latestApplication,
} from "./professional.queries.ts";
import { monthlyStatement } from "#src/shared/professional/statement.ts";

export type Customer = {
  id: number;
  email: string;
  nombre: string;
  apellidos: string;
  telefono: string | null;
  /** The account's language (users.lang): its e-mails and bookings are written in it. */
  lang?: string;
};

export function applicationView(a: ApplicationRow): ApplicationView {
  return {
    id: a.id,
    empresa: a.companyName,
    nif: a.nif,
    contacto: a.contactName,
    email: a.email,
    telefone: a.phone,
    frota: a.fleetSize,
    tipo: a.kind as ApplicationView["tipo"],
    mensagem: a.message ?? "",
    estado: a.status as ApplicationView["estado"],
    criadaEm: a.createdAt.toISOString(),
    decididaEm: a.decidedAt?.toISOString() ?? null,
    nota: a.decisionNote,
  };
}

export function businessView(b: BusinessAccountRow): BusinessAccountView {
  return { empresa: b.companyName, nif: b.nif, diasCredito: b.creditDays, aprovadaEm: b.approvedAt.toISOString() };
}

export async function professionalStatus(db: Db, userId: number): Promise<ProfessionalStatusAnswer> {
  const [account, application] = await Promise.all([findBusinessAccount(db, userId), latestApplication(db, userId)]);
  return {
    conta: account ? businessView(account) : null,
    candidatura: application ? applicationView(application) : null,
  };
}

const pendingError = () => new ConflictError("APPLICATION_PENDING", msg("api.proApplicationPending"));

/** Stores the application as pending (one pending per customer, held by a unique index) and acknowledges it. */
export async function applyForProfessional(
  db: Db,
  mailer: Mailer,
  user: Customer,
  input: ProfessionalApplication,
): Promise<ApplicationView> {
  const status = await professionalStatus(db, user.id);
  const refusal = applyRefusal({
    business: status.conta !== null,
    pendingApplication: status.candidatura?.estado === "pending",
  });
  if (refusal === "ALREADY_BUSINESS") throw new ConflictError("ALREADY_BUSINESS", msg("api.proAlreadyBusiness"));
  if (refusal === "APPLICATION_PENDING") throw pendingError();
  let row: ApplicationRow;
  try {
    row = await insertApplication(db, {
      userId: user.id,
      companyName: input.empresa,
      nif: input.nif,
      contactName: input.contacto,
      email: input.email,
      phone: input.telefone,
      fleetSize: input.frota,
      kind: input.tipo,
      message: input.mensagem || null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw pendingError(); // a second request raced the first
    throw error;
  }
  // To the account's own address; the e-mail typed in the form is stored as the company's contact for the shop.
  await mailer.send(
    professionalApplicationMail({
      to: user.email,
      contact: input.contacto,
      company: input.empresa,
      nif: input.nif,
      lang: langOr(user.lang),
    }),
  );
  return applicationView(row);
}

async function requireBusiness(db: Db, userId: number): Promise<BusinessAccountRow> {
  const account = await findBusinessAccount(db, userId);
  if (!account) throw new ForbiddenError("PROFESSIONAL_ONLY", msg("api.proOnlyApproved"));
  return account;
}

/**
 * The fleet page: the business, its vehicles, the workshops and services it can book (named in `lang`: the Spanish
 * names on the Spanish site), and its history.
 */
export async function fleetOverview(
  db: Db,
  workshops: AppDeps["workshops"],
  userId: number,
  lang: Lang = "pt",
): Promise<FleetAnswer> {
  const account = await requireBusiness(db, userId);
  const [vehicles, appts, ords, services] = await Promise.all([
    fleetVehicles(db, userId),
    fleetAppointments(db, userId),
    fleetOrders(db, userId),
    listBookableServices(db, lang),
  ]);
  const historial: FleetHistoryRow[] = [
    ...appts.map((a) => ({
      tipo: "appointment" as const,
      plate: a.plate ? compactPlate(a.plate) : null,
      at: a.startsAt.toISOString(),
      referencia: a.id,
      oficina: a.workshop,
      estado: a.status,
      totalCents: null,
    })),
    ...ords.map((o) => ({
      tipo: "order" as const,
      plate: o.plate ? compactPlate(o.plate) : null,
      at: o.createdAt.toISOString(),
      referencia: o.number,
      oficina: o.workshop,
      estado: o.status,
      totalCents: o.totalCents,
    })),
  ];
  const carWorkshops = workshops.current.list.filter((w) => w.webBookings && w.services.includes("car"));
  return {
    empresa: account.companyName,
    nif: account.nif,
    diasCredito: account.creditDays,
    veiculos: vehicles.map((v) => ({ id: v.id, matricula: v.plate, marca: v.marca, modelo: v.modelo })),
    oficinas: carWorkshops
      .map((w) => ({ codigo: w.code, nome: w.alias, localidade: w.town }))
      .sort((a, b) => a.localidade.localeCompare(b.localidade, "pt") || a.nome.localeCompare(b.nome, "pt")),
    servicos: services
      .filter((s) => s.vehiculo === null || s.vehiculo === "turismo")
      .map((s) => ({ id: s.id, nome: s.nombre })),
    historial,
    // The monthly invoice: what was bought on account, per month, with its due date.
    faturacao: monthlyStatement(
      ords.filter((o) => o.paymentType === "on_account"),
      account.creditDays,
    ),
  };
}

/**
 * Books one appointment per vehicle at one workshop and day, each at its own time, through the booking use case
 * (its slot, hours, closure and double-booking rules apply to every line). All or nothing: when a line is refused,
 * the lines already booked in this request are cancelled again and the refusal names the vehicle.
 */
export async function bookFleet(
  db: Db,
  mailer: Mailer,
  user: Customer,
  input: FleetBooking,
  now: Date,
): Promise<FleetBookingAnswer> {
  const account = await requireBusiness(db, user.id);
  const vehicles = await fleetVehicles(db, user.id);
  const byId = new Map(vehicles.map((v) => [v.id, v]));
  const lines = input.veiculos.map((v) => ({ vehicleId: v.veiculoId, time: v.hora }));
  const problems = fleetLineProblems(lines, new Set(byId.keys()));
  if (problems.length > 0)
    throw new InvalidInputError(
      "FLEET_VEHICLES_INVALID",
      msg("api.proReviewVehicles"),
      Object.fromEntries(problems.map((p) => [`veiculos.${p.vehicleId}`, p.message])),
    );
  const booked: FleetBookingAnswer["marcacoes"] = [];
  let workshop: { alias: string; address: string; town: string } | null = null;
  for (const line of lines) {
    const vehicle = byId.get(line.vehicleId)!;
    try {
      const r = await bookAppointment(
        db,
        {
          userId: user.id,
          userData: {
            nombre: user.nombre,
            apellidos: user.apellidos,
            email: user.email,
            telefono: user.telefono ?? "",
            matricula: vehicle.plate,
            comentario: [`Frota ${account.companyName}`, input.comentario].filter(Boolean).join(" — "),
            vehiculo: "car",
            renting: false,
          },
          selectedDate: { date: input.fecha, time: line.time },
          selectedService: input.servicos,
          selectedTaller: { codTienda: input.codTienda },
          lang: langOr(user.lang),
        },
        now,
      );
      workshop = { alias: r.workshop.alias, address: r.workshop.address, town: r.workshop.town };
      booked.push({ veiculoId: vehicle.id, matricula: vehicle.plate, citaPreviaId: r.appointment.id, hora: line.time });
    } catch (error) {
      for (const b of booked) await cancelAppointment(db, b.citaPreviaId, now);
      throw lineError(error, vehicle.id, vehicle.plate, line.time);
    }
  }
  if (workshop)
    await mailer.send(
      fleetBookedMail({
        to: user.email,
        name: user.nombre,
        company: account.companyName,
        workshop,
        date: input.fecha,
        booked: booked.map((b) => ({ time: b.hora, plate: b.matricula })),
        lang: langOr(user.lang),
      }),
    );
  return { marcacoes: booked };
}

/** The booking use case's refusal, said of the vehicle it concerns. */
function lineError(error: unknown, vehicleId: number, plate: string, time: string): unknown {
  const field = `veiculos.${vehicleId}`;
  if (error instanceof SlotTakenError)
    return new ConflictError("FLEET_SLOT_TAKEN", msg("api.proSlotTaken", { time, plate }), {
      [field]: msg("api.proSlotTakenField"),
    });
  if (error instanceof DomainError && error.kind !== "unavailable" && error.kind !== "internal")
    return new FleetLineError(error, msg("api.proLineError", { plate, reason: error.message }), {
      ...error.errors,
      [field]: error.message,
    });
  return error;
}

/** A booking refusal restated for one vehicle of the fleet: same kind and code, the plate in the message. */
class FleetLineError extends DomainError {
  constructor(cause: DomainError, message: string, errors: Record<string, string>) {
    super(cause.kind, cause.code, message, errors);
  }
}
