/** Appointment booking API: dates, times, create, read, change and cancel (owner or signed-link holder only). */
import { msg, t } from "#src/shared/i18n/i18n.ts";
import { isLang, type Lang, langOfApiUrl } from "#src/shared/i18n/lang.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { WorkshopDatesAnswer } from "#src/shared/workshops/workshops-api.schema.ts";
import { z } from "zod";
import {
  AppointmentSchema,
  DatesQuerySchema,
  ModifyAppointmentSchema,
} from "#src/shared/booking/appointment.schema.ts";
import {
  AppointmentBookedResponse,
  AppointmentCancelledResponse,
  AppointmentChangedResponse,
  AppointmentResponse,
  CustomerAppointmentsResponse,
  FreeTimesResponse,
} from "#src/shared/booking/booking-flow.schema.ts";
import { OutboxAnswer } from "#src/shared/mail/outbox-api.schema.ts";
import { dayMonthYearToIso, isoToDayMonthYear, parseDayMonthYear } from "#src/shared/dates.ts";
import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../deps.ts";
import { authenticate } from "../account/sessions.ts";
import { listCustomerAppointments } from "./booking.queries.ts";
import { ForbiddenError, InvalidInputError, NotFoundError } from "../errors.ts";
import { appointmentIcs } from "./ics.ts";
import { bookingMail, type BookingMailKind } from "./booking-mail.ts";
import {
  assertCanAccess,
  bookAppointment,
  cancelAppointment,
  changeWindow,
  datesFor,
  getAppointment,
  modifyAppointment,
  signAppointment,
  timesFor,
  toDto,
} from "./booking.ts";

const Code = z.object({ code: z.string().regex(/^\d{3,8}$/, msg("api.workshopCodeInvalid")) });
const TokenQuery = z.object({ token: z.string().max(100).optional() });

export function bookingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  /** The caller's user id when a valid Bearer token is sent; anonymous otherwise (bookings work without an account). */
  const optionalUserId = async (req: FastifyRequest): Promise<number | null> => {
    if (!req.headers.authorization) return null;
    try {
      const { user } = await authenticate(deps.db, req, deps.now());
      return user.id;
    } catch {
      return null;
    }
  };
  /** For basket holds a bad token is refused (the basket may belong to an account). */
  const link = (id: string, lang: Lang) =>
    `${deps.env.PUBLIC_URL}${localPath(lang, "/marcacao-previa/alteracao")}?cita=${id}&token=${signAppointment(deps.env.SESSION_SECRET, id)}`;
  /** The appointment's language: the site it was booked on (or its order's). */
  const langOf = (a: { lang: string }): Lang => (isLang(a.lang) ? a.lang : "pt");

  /** The booked, changed or cancelled e-mail, with the calendar file that adds, updates or removes the event. */
  async function sendConfirmation(kind: BookingMailKind, id: string) {
    const { a, w, serviceNames } = await getAppointment(deps.db, id);
    const to = a.contact?.email;
    if (!to) return;
    const dto = toDto(a, w, serviceNames, deps.now());
    const lang = langOf(a);
    const services = serviceNames.length ? serviceNames : a.orderId ? [t(lang, "mail.bookingOrderFitting")] : [];
    const workshop = { alias: w.alias, address: w.address, postcode: w.postcode, town: w.town, phone: w.phone };
    await deps.mailer.send(
      bookingMail({
        kind,
        id: a.id,
        to,
        name: a.contact?.nombre ?? "",
        fecha: dto.fecha,
        hora: dto.hora,
        start: a.startsAt,
        end: a.endsAt,
        workshop,
        services,
        plate: a.plate,
        comment: a.comment,
        link: link(a.id, lang),
        now: deps.now(),
        revision: a.revision,
        lang,
      }),
    );
  }

  return async (app) => {
    app.post(
      "/cita-previa-dates/taller/:code",
      {
        schema: {
          tags: ["booking"],
          summary: "Dias com horas livres (25 dias)",
          params: Code,
          body: DatesQuerySchema.optional(),
          response: { 200: WorkshopDatesAnswer },
        },
      },
      async (req) => {
        const changing = req.body?.idNavisionCitaModificada;
        // Changing an order's fitting: its duration, and only its booked day or later (change-rules.ts).
        const scope = changing ? await changeWindow(deps.db, changing, deps.now()) : { notBeforeDate: null };
        const { days } = await datesFor(
          deps.db,
          req.params.code,
          scope.services ?? req.body?.services ?? [],
          deps.now(),
          changing,
          scope.minutes,
        );
        const offered = scope.notBeforeDate ? days.filter((d) => d.date >= scope.notBeforeDate!) : days;
        return {
          dias: offered.map((d) => ({
            fecha: isoToDayMonthYear(d.date),
            iso: d.date,
            primera: d.first,
            huecos: d.count,
          })),
        };
      },
    );

    app.post(
      "/cita-previa-times/taller/:code/:date",
      {
        schema: {
          tags: ["booking"],
          summary: "Horas livres de um dia",
          params: Code.extend({ date: z.string() }),
          body: DatesQuerySchema.optional(),
          response: { 200: FreeTimesResponse },
        },
      },
      async (req) => {
        const raw = req.params.date.replaceAll("-", "/");
        const dmy = parseDayMonthYear(raw) ?? parseDayMonthYear(isoToDayMonthYear(req.params.date));
        if (!dmy)
          throw new InvalidInputError("VALIDATION_ERROR", msg("api.dateFormat"), {
            date: msg("api.dateFormat"),
          });
        const changing = req.body?.idNavisionCitaModificada;
        const scope = changing ? await changeWindow(deps.db, changing, deps.now()) : { notBeforeDate: null };
        const iso = dayMonthYearToIso(dmy);
        const slots =
          scope.notBeforeDate && iso < scope.notBeforeDate
            ? []
            : await timesFor(
                deps.db,
                req.params.code,
                iso,
                scope.services ?? req.body?.services ?? [],
                deps.now(),
                changing,
                scope.minutes,
              );
        if (slots.length === 0) throw new NotFoundError("NO_SLOTS_DAY", msg("api.noSlotsDay"));
        return { horas: slots.map((s) => s.time) };
      },
    );

    app.post(
      "/cita-previa",
      {
        config: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
        schema: {
          tags: ["booking"],
          summary: "Criar uma marcação",
          body: AppointmentSchema,
          response: { 201: AppointmentBookedResponse },
        },
      },
      async (req, reply) => {
        const { appointment } = await bookAppointment(
          deps.db,
          { ...req.body, userId: await optionalUserId(req), lang: langOfApiUrl(req.url) },
          deps.now(),
        );
        await sendConfirmation("nova", appointment.id);
        return reply
          .code(201)
          .send({ citaPreviaId: appointment.id, token: signAppointment(deps.env.SESSION_SECRET, appointment.id) });
      },
    );

    app.get(
      "/cita-previa/:id",
      {
        schema: {
          tags: ["booking"],
          summary: "Ver uma marcação",
          params: z.object({ id: z.string().uuid(msg("api.appointmentInvalidId")) }),
          querystring: TokenQuery,
          response: { 200: AppointmentResponse },
        },
      },
      async (req) => {
        const { a, w, serviceNames } = await getAppointment(deps.db, req.params.id);
        assertCanAccess(deps.env.SESSION_SECRET, a, req.query.token, await optionalUserId(req));
        return toDto(a, w, serviceNames, deps.now());
      },
    );

    app.get(
      "/cita-previa/:id/calendario.ics",
      {
        schema: {
          tags: ["booking"],
          summary: "Ficheiro de calendário",
          params: z.object({ id: z.string().uuid() }),
          querystring: TokenQuery,
        },
      },
      async (req, reply) => {
        const { a, w, serviceNames } = await getAppointment(deps.db, req.params.id);
        assertCanAccess(deps.env.SESSION_SECRET, a, req.query.token);
        // The current version of the event: a fresh SEQUENCE, so it replaces whatever an earlier file or e-mail added.
        const now = deps.now();
        const ics = appointmentIcs({
          id: a.id,
          start: a.startsAt,
          end: a.endsAt,
          alias: w.alias,
          address: w.address,
          postcode: w.postcode,
          town: w.town,
          phone: w.phone,
          services: serviceNames,
          url: link(a.id, langOf(a)),
          method: a.status === "cancelled" ? "CANCEL" : "PUBLISH",
          sequence: a.revision,
          issuedAt: now,
          lang: langOf(a),
        });
        return reply
          .header("content-type", "text/calendar; charset=utf-8")
          .header("content-disposition", `attachment; filename="${t(langOf(a), "mail.bookingIcsFilename")}"`)
          .send(ics);
      },
    );

    app.patch(
      "/cita-previa",
      {
        config: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
        schema: {
          tags: ["booking"],
          summary: "Alterar uma marcação",
          body: ModifyAppointmentSchema,
          response: { 200: AppointmentChangedResponse },
        },
      },
      async (req) => {
        const { a } = await getAppointment(deps.db, req.body.oldCitaId);
        assertCanAccess(deps.env.SESSION_SECRET, a, req.body.token, await optionalUserId(req));
        const { appointment } = await modifyAppointment(deps.db, req.body, deps.now());
        await sendConfirmation("alterada", appointment.id);
        return { citaPreviaId: appointment.id };
      },
    );

    app.delete(
      "/cita-previa/:id",
      {
        schema: {
          tags: ["booking"],
          summary: "Cancelar uma marcação",
          params: z.object({ id: z.string().uuid(msg("api.appointmentInvalidId")) }),
          querystring: TokenQuery,
          response: { 200: AppointmentCancelledResponse },
        },
      },
      async (req) => {
        const { a } = await getAppointment(deps.db, req.params.id);
        assertCanAccess(deps.env.SESSION_SECRET, a, req.query.token, await optionalUserId(req));
        const { cancelled } = await cancelAppointment(deps.db, req.params.id, deps.now());
        // A second click finds it cancelled already: same answer, no second e-mail.
        if (cancelled) await sendConfirmation("cancelada", req.params.id);
        return { cancelada: true as const, message: msg("api.appointmentCancelled") };
      },
    );

    app.get(
      "/citas-previas/:userId",
      {
        schema: {
          tags: ["booking"],
          summary: "Marcações do utilizador (autenticado)",
          params: z.object({ userId: z.coerce.number().int().positive() }),
          response: { 200: CustomerAppointmentsResponse },
        },
      },
      async (req) => {
        const { user } = await authenticate(deps.db, req, deps.now());
        if (user.id !== req.params.userId) throw new ForbiddenError("ID_NOT_MATCH", msg("api.appointmentsOtherUser"));
        const rows = await listCustomerAppointments(deps.db, user.id);
        return rows.map((r) => ({
          ...toDto(r.a, r.w, [], deps.now()),
          token: signAppointment(deps.env.SESSION_SECRET, r.a.id),
        }));
      },
    );

    app.get(
      "/outbox",
      {
        schema: {
          tags: ["mail"],
          summary: "Caixa de saída local (só sem SMTP_URL)",
          response: { 200: OutboxAnswer },
        },
      },
      async () => {
        if (!deps.env.demo || !deps.mailer.outbox) throw new NotFoundError("NOT_FOUND", msg("api.addressNotFound"));
        return deps.mailer.outbox.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? null,
          sentAt: m.sentAt,
          attachments: (m.attachments ?? []).map((x) => x.filename),
          calendar: (m.attachments ?? []).find((x) => x.contentType.startsWith("text/calendar"))?.content ?? null,
        }));
      },
    );
  };
}
