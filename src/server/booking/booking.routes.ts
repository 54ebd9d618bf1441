/** Appointment booking API: dates, times, create, read, change and cancel (owner or signed-link holder only). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppointmentSchema, DatesQuerySchema, ModifyAppointmentSchema, ReserveTimeSchema } from "../../shared/booking/appointment.schema.ts";
import { dayMonthYearToIso, isoToDayMonthYear, parseDayMonthYear } from "../../shared/dates.ts";
import { and, desc, eq, ne } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../app.ts";
import { authenticate } from "../account/sessions.ts";
import { appointments, workshops } from "../db/schema.ts";
import { DomainError, ForbiddenError } from "../errors.ts";
import { appointmentIcs } from "./ics.ts";
import { holdForBasket } from "../basket/basket.service.ts";
import { assertOwner, loadRow } from "../basket/basket.store.ts";
import { assertCanAccess, bookAppointment, HOLD_MINUTES, holdSlot, cancelAppointment, datesFor, getAppointment, modifyAppointment, signAppointment, timesFor, toDto } from "./booking.ts";

const Code = z.object({ code: z.string().regex(/^\d{3,8}$/, "Código de oficina inválido") });
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
  const strictUserId = async (req: FastifyRequest): Promise<number | null> => (req.headers.authorization ? (await authenticate(deps.db, req, deps.now())).user.id : null);
  const link = (id: string) => `${deps.env.PUBLIC_URL}/marcacao-previa/alteracao?cita=${id}&token=${signAppointment(deps.env.SESSION_SECRET, id)}`;

  async function sendConfirmation(kind: "nova" | "alterada" | "cancelada", id: string) {
    const { a, w, serviceNames } = await getAppointment(deps.db, id);
    const dto = toDto(a, w, serviceNames);
    const to = a.contact?.email;
    if (!to) return;
    const subject = kind === "cancelada" ? `Marcação cancelada — ${w.alias}` : kind === "alterada" ? `Marcação alterada: ${dto.fecha} às ${dto.hora} — ${w.alias}` : `Marcação confirmada: ${dto.fecha} às ${dto.hora} — ${w.alias}`;
    const text =
      kind === "cancelada"
        ? `Olá ${a.contact?.nombre ?? ""},\n\nA sua marcação de ${dto.fecha} às ${dto.hora} na oficina ${w.alias} foi cancelada. Obrigado por nos avisar.\n\nRodaCerta`
        : `Olá ${a.contact?.nombre ?? ""},\n\nA sua marcação está ${kind === "nova" ? "confirmada" : "alterada"}:\n\n  ${dto.fecha} às ${dto.hora} (hora local)\n  ${w.alias}\n  ${w.address}, ${w.postcode} ${w.town}\n  Tel. ${w.phone}\n  Serviços: ${serviceNames.join(", ")}\n${a.plate ? `  Matrícula: ${a.plate}\n` : ""}\nPara alterar ou cancelar: ${link(a.id)}\n\nJunto enviamos o ficheiro para adicionar ao calendário.\n\nRodaCerta`;
    const attachments = kind === "cancelada" ? [] : [{ filename: "marcacao-rodacerta.ics", content: appointmentIcs({ id: a.id, start: a.startsAt, end: a.endsAt, alias: w.alias, address: w.address, postcode: w.postcode, town: w.town, phone: w.phone, services: serviceNames, url: link(a.id) }), contentType: "text/calendar; charset=utf-8; method=PUBLISH" }];
    await deps.mailer.send({ to, subject, text, attachments });
  }

  return async (app) => {
    app.post("/cita-previa-dates/taller/:code", { schema: { tags: ["booking"], summary: "Dias com horas livres (25 dias)", params: Code, body: DatesQuerySchema.optional() } }, async (req) => {
      const { days } = await datesFor(deps.db, req.params.code, req.body?.services ?? [], deps.now(), req.body?.idNavisionCitaModificada);
      return { dias: days.map((d) => ({ fecha: isoToDayMonthYear(d.date), iso: d.date, primera: d.first, huecos: d.count })) };
    });

    app.post(
      "/cita-previa-times/taller/:code/:date",
      { schema: { tags: ["booking"], summary: "Horas livres de um dia", params: Code.extend({ date: z.string() }), body: DatesQuerySchema.optional() } },
      async (req) => {
        const raw = req.params.date.replaceAll("-", "/");
        const dmy = parseDayMonthYear(raw) ?? parseDayMonthYear(isoToDayMonthYear(req.params.date));
        if (!dmy) throw new DomainError("VALIDATION_ERROR", "A data deve estar no formato DD/MM/AAAA", 400, { date: "A data deve estar no formato DD/MM/AAAA" });
        const slots = await timesFor(deps.db, req.params.code, dayMonthYearToIso(dmy), req.body?.services ?? [], deps.now(), req.body?.idNavisionCitaModificada);
        if (slots.length === 0) throw new DomainError("NO_SLOTS_DAY", "Não há horas livres neste dia. Escolha outro dia.", 404);
        return { horas: slots.map((s) => s.time) };
      },
    );

    app.post("/cita-previa", { config: { rateLimit: { max: 30, timeWindow: "10 minutes" } }, schema: { tags: ["booking"], summary: "Criar uma marcação", body: AppointmentSchema } }, async (req, reply) => {
      const { appointment } = await bookAppointment(deps.db, { ...req.body, userId: await optionalUserId(req) }, deps.now());
      await sendConfirmation("nova", appointment.id);
      return reply.code(201).send({ citaPreviaId: appointment.id, token: signAppointment(deps.env.SESSION_SECRET, appointment.id) });
    });

    app.get("/cita-previa/:id", { schema: { tags: ["booking"], summary: "Ver uma marcação", params: z.object({ id: z.string().uuid("Marcação inválida") }), querystring: TokenQuery } }, async (req) => {
      const { a, w, serviceNames } = await getAppointment(deps.db, req.params.id);
      assertCanAccess(deps.env.SESSION_SECRET, a, req.query.token, await optionalUserId(req));
      return toDto(a, w, serviceNames);
    });

    app.get("/cita-previa/:id/calendario.ics", { schema: { tags: ["booking"], summary: "Ficheiro de calendário", params: z.object({ id: z.string().uuid() }), querystring: TokenQuery } }, async (req, reply) => {
      const { a, w, serviceNames } = await getAppointment(deps.db, req.params.id);
      assertCanAccess(deps.env.SESSION_SECRET, a, req.query.token);
      const ics = appointmentIcs({ id: a.id, start: a.startsAt, end: a.endsAt, alias: w.alias, address: w.address, postcode: w.postcode, town: w.town, phone: w.phone, services: serviceNames, url: link(a.id) });
      return reply.header("content-type", "text/calendar; charset=utf-8").header("content-disposition", 'attachment; filename="marcacao-rodacerta.ics"').send(ics);
    });

    app.patch("/cita-previa", { config: { rateLimit: { max: 30, timeWindow: "10 minutes" } }, schema: { tags: ["booking"], summary: "Alterar uma marcação", body: ModifyAppointmentSchema } }, async (req) => {
      const { a } = await getAppointment(deps.db, req.body.oldCitaId);
      assertCanAccess(deps.env.SESSION_SECRET, a, req.body.token, await optionalUserId(req));
      const { appointment } = await modifyAppointment(deps.db, req.body, deps.now());
      await sendConfirmation("alterada", appointment.id);
      return { citaPreviaId: appointment.id };
    });

    app.delete("/cita-previa/:id", { schema: { tags: ["booking"], summary: "Cancelar uma marcação", params: z.object({ id: z.string().uuid("Marcação inválida") }), querystring: TokenQuery } }, async (req) => {
      const { a } = await getAppointment(deps.db, req.params.id);
      assertCanAccess(deps.env.SESSION_SECRET, a, req.query.token, await optionalUserId(req));
      await cancelAppointment(deps.db, req.params.id);
      await sendConfirmation("cancelada", req.params.id);
      return { cancelada: true, message: "A sua marcação foi cancelada. Obrigado por nos avisar!" };
    });

    app.get("/citas-previas/:userId", { schema: { tags: ["booking"], summary: "Marcações do utilizador (autenticado)", params: z.object({ userId: z.coerce.number().int().positive() }) } }, async (req) => {
      const { user } = await authenticate(deps.db, req, deps.now());
      if (user.id !== req.params.userId) throw new ForbiddenError("ID_NOT_MATCH", "Estas marcações pertencem a outro utilizador.");
      const rows = await deps.db.select({ a: appointments, w: workshops }).from(appointments).innerJoin(workshops, eq(workshops.id, appointments.workshopId)).where(and(eq(appointments.userId, user.id), ne(appointments.status, "held"))).orderBy(desc(appointments.startsAt));
      return rows.map((r) => ({ ...toDto(r.a, r.w, []), token: signAppointment(deps.env.SESSION_SECRET, r.a.id) }));
    });

    app.post(
      "/reserve-time",
      { config: { rateLimit: { max: 30, timeWindow: "10 minutes" } }, schema: { tags: ["booking"], summary: "Reservar uma hora enquanto paga", body: ReserveTimeSchema } },
      async (req, reply) => {
        // With a basket (and no explicit services) the hold lasts as long as the basket's work takes.
        const { cestaID } = req.body;
        const userId = await strictUserId(req);
        // Live holds are limited per customer (account, else address) so nobody can empty a calendar.
        const client = userId ? `user:${userId}` : `ip:${req.ip}`;
        let hold;
        if (cestaID && !req.body.services) hold = await holdForBasket(deps.db, { ...req.body, cestaID, client }, userId, deps.now());
        else {
          // A hold tied to a basket is the basket owner's to make, whichever way it is asked for.
          if (cestaID) assertOwner(await loadRow(deps.db, cestaID), userId);
          hold = await holdSlot(deps.db, { ...req.body, client }, deps.now());
        }
        return reply.code(201).send({ reservaId: hold.id, expira: hold.holdExpiresAt?.toISOString(), minutos: HOLD_MINUTES });
      },
    );

    app.get("/outbox", { schema: { tags: ["mail"], summary: "Caixa de saída local (só sem SMTP_URL)" } }, async () => {
      if (!deps.env.demo || !deps.mailer.outbox) throw new DomainError("NOT_FOUND", "Este endereço não existe.", 404);
      return deps.mailer.outbox.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, sentAt: m.sentAt, attachments: (m.attachments ?? []).map((x) => x.filename) }));
    });
  };
}
