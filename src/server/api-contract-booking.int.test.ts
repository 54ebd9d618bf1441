/**
 * The typed API contract of the last JSON routes (docs/decisions/020-api-contract.md, "Booking, order cancellation,
 * payment notification and outbox declared"): the appointment routes of src/server/booking/booking.routes.ts (free
 * times, book, read, change, cancel, the customer's list), POST /pedidos/:numero/cancelar, the gateway's POST
 * /pagos/notificacion and the demo outbox. Each is called with real data on /pt and /es and parsed `whole` with the
 * schema its route declares (the schema lists every field the server sent), with the nullable parts seen both ways;
 * the appointment's internal fields (UTC times, the workshop's time zone and position) stay out.
 */
import { and, eq, gt } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, expect, it } from "vitest";
import type { z } from "zod";
import { CancelOrderAnswer } from "#src/shared/basket/basket-api.schema.ts";
import * as flow from "#src/shared/booking/booking-flow.schema.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { OutboxAnswer } from "#src/shared/mail/outbox-api.schema.ts";
import { PaymentNotificationAnswer } from "#src/shared/payment/notification-api.schema.ts";
import { tyres, workshops } from "./db/schema.ts";
import { compileFastSerializer } from "./serializer.ts";
import { apiCaller, testApp } from "./test-support/app.ts";
import { documented2xx, expectAnswer, registeredSession } from "./test-support/contract.ts";
import { eachDatabase, testEnv } from "./test-support/db.ts";
import { approvalNotification, BILLING, heldTyreBasket } from "./test-support/operator.ts";
import { paidFittingOrder } from "./test-support/orders.ts";

const NOW = new Date("2026-11-23T07:00:00Z"); // Monday 07:00 in Lisbon
const LANGS: Lang[] = ["pt", "es"];
const SERVICE = "CITA_TRAVOES";
/** The notices of the answers, in the path's language (the message catalogue's api namespace). */
const NOTICES = {
  pt: {
    appointmentCancelled: "A sua marcação foi cancelada. Obrigado por nos avisar!",
    orderCancelled: "A encomenda foi anulada e a hora na oficina libertada.",
  },
  es: {
    appointmentCancelled: "Su cita se ha cancelado. ¡Gracias por avisarnos!",
    orderCancelled: "El pedido se ha anulado y la hora en el taller ha quedado libre.",
  },
};
/** What the appointment's answer no longer carries, at the top and in its workshop. */
const INTERNAL_APPOINTMENT_FIELDS = ["inicio", "fin"];
const INTERNAL_WORKSHOP_FIELDS = ["zonaHoraria", "lat", "lon"];

/** The routes of this part and the 2xx answer each declares (OpenAPI's paths). */
const STATUSES = {
  "post /cita-previa-times/taller/{code}/{date}": ["200"],
  "post /cita-previa": ["201"],
  "get /cita-previa/{id}": ["200"],
  "patch /cita-previa": ["200"],
  "delete /cita-previa/{id}": ["200"],
  "get /citas-previas/{userId}": ["200"],
  "post /pedidos/{numero}/cancelar": ["200"],
  "post /pagos/notificacion": ["200"],
  "get /outbox": ["200"],
};

const expectWhole = <S extends z.ZodType>(res: LightMyRequestResponse, schema: S, status = 200) =>
  expectAnswer(res, schema, { status, whole: true });

/** An appointment's answer: whole, without the server's own fields. */
function expectAppointment(a: z.output<typeof flow.AppointmentResponse>) {
  for (const field of INTERNAL_APPOINTMENT_FIELDS) expect(a).not.toHaveProperty(field);
  for (const field of INTERNAL_WORKSHOP_FIELDS) expect(a.taller).not.toHaveProperty(field);
}

it("the booking flow's answers and the other newly declared ones compile to fast-json-stringify (not zod's encoder)", () => {
  const answers = { ...flow, CancelOrderAnswer, PaymentNotificationAnswer, OutboxAnswer };
  for (const [name, schema] of Object.entries(answers)) expect(compileFastSerializer(schema), name).not.toBeNull();
});

eachDatabase(
  "API contract: booking, order cancellation, payment notification and outbox, declared and whole",
  (kind) => {
    const t = testApp(kind, { now: () => NOW });
    const env = testEnv();
    const call = apiCaller(() => t.app, 72);
    let lisbon: typeof workshops.$inferSelect;
    let seq = 0;

    beforeAll(async () => {
      const rows = await t.database.db
        .select()
        .from(workshops)
        .where(and(eq(workshops.town, "Lisboa"), eq(workshops.webBookings, true)))
        .orderBy(workshops.code);
      lisbon = rows[0]!;
    });

    it("every route of this part declares its 2xx answer (OpenAPI)", async () => {
      const declared = await documented2xx(t);
      const routes = Object.keys(STATUSES).map((route) => route.split(" ") as [string, string]);
      expect(Object.fromEntries(routes.map(([method, path]) => [`${method} ${path}`, declared(method, path)]))).toEqual(
        STATUSES,
      );
    });

    /** The free times of a day (DD/MM/YYYY) at the Lisbon workshop, for the service. */
    const freeTimes = async (lang: Lang, day: string) =>
      expectWhole(
        await call(lang, "POST", `/cita-previa-times/taller/${lisbon.code}/${day.replaceAll("/", "-")}`, {
          services: [SERVICE],
        }),
        flow.FreeTimesResponse,
      ).horas;

    it.each(LANGS)("/%s: free times, book, read, list, change and cancel an appointment", async (lang) => {
      const email = `cita.${lang}.${kind}.${++seq}@example.pt`;
      const { token: session, user } = await registeredSession(t, lang, email);
      const code = lisbon.code;
      const days = (await call(lang, "POST", `/cita-previa-dates/taller/${code}`, { services: [SERVICE] })).json()
        .dias as Array<{ fecha: string }>;
      const [first, second] = days;
      const times = await freeTimes(lang, first!.fecha);
      expect(times.length).toBeGreaterThan(0);

      const booking = {
        userData: {
          nombre: "Rita Marques",
          email,
          telefono: "912 345 678",
          matricula: lang === "pt" ? "12-RC-34" : "56-RC-78",
          comentario: "Barulho nos travões",
        },
        selectedDate: { date: first!.fecha, time: times[0] },
        selectedService: [SERVICE],
        selectedTaller: { codTienda: code },
      };
      const booked = expectWhole(
        await call(lang, "POST", "/cita-previa", booking, session),
        flow.AppointmentBookedResponse,
        201,
      );
      const link = `/cita-previa/${booked.citaPreviaId}?token=${encodeURIComponent(booked.token)}`;

      const read = expectWhole(await call(lang, "GET", link), flow.AppointmentResponse);
      expectAppointment(read);
      expect(read).toMatchObject({ id: booked.citaPreviaId, estado: "booked", pedido: null, servicios: [SERVICE] });
      expect(read.contacto).toMatchObject({ nombre: "Rita Marques", email, telefono: "912 345 678" });
      expect(read.acciones).toMatchObject({ alterar: true, cancelar: true, motivoAlterar: null, motivoCancelar: null });

      const mine = expectWhole(
        await call(lang, "GET", `/citas-previas/${user.id_site_usuario}`, undefined, session),
        flow.CustomerAppointmentsResponse,
      );
      expect(mine.map((a) => a.id)).toEqual([booked.citaPreviaId]);
      for (const a of mine) expectAppointment(a);

      const later = await freeTimes(lang, second!.fecha);
      const changed = expectWhole(
        await call(lang, "PATCH", "/cita-previa", {
          oldCitaId: booked.citaPreviaId,
          token: booked.token,
          selectedDate: { date: second!.fecha, time: later[0] },
        }),
        flow.AppointmentChangedResponse,
      );
      expect(changed.citaPreviaId).toBe(booked.citaPreviaId);
      expect(expectWhole(await call(lang, "GET", link), flow.AppointmentResponse).fecha).toBe(second!.fecha);

      const cancel = () => call(lang, "DELETE", link);
      const cancelled = expectWhole(await cancel(), flow.AppointmentCancelledResponse);
      expect(cancelled).toEqual({ cancelada: true, message: NOTICES[lang].appointmentCancelled });
      // A second click finds it cancelled already: the same answer.
      expect(expectWhole(await cancel(), flow.AppointmentCancelledResponse)).toEqual(cancelled);
      const after = expectWhole(await call(lang, "GET", link), flow.AppointmentResponse);
      expect(after.estado).toBe("cancelled");
      expect(after.acciones).toMatchObject({ alterar: false, cancelar: false });
      expect(after.acciones.motivoAlterar).toEqual(expect.any(String));
      expect(after.acciones.motivoCancelar).toEqual(expect.any(String));
    });

    /** A car tyre with stock enough for every test. */
    async function tyreWithStock() {
      const [row] = await t.database.db
        .select({ id: tyres.id })
        .from(tyres)
        .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16), gt(tyres.priceCents, 0)))
        .orderBy(tyres.id)
        .limit(1);
      await t.database.db.update(tyres).set({ stock: 500 }).where(eq(tyres.id, row!.id));
      return row!.id;
    }

    it.each(LANGS)("/%s: an order's fitting among the customer's appointments", async (lang) => {
      const email = `encomenda.${lang}.${kind}.${++seq}@example.pt`;
      const { customer } = await paidFittingOrder(t.app, {
        lang,
        email,
        tyreId: await tyreWithStock(),
        codTienda: lisbon.code,
        idempotencyKey: `contract-booking-${lang}-${kind}-${seq}`,
      });
      const [fitting, ...others] = expectWhole(
        await call(lang, "GET", `/citas-previas/${customer.id}`, undefined, customer.token),
        flow.CustomerAppointmentsResponse,
      );
      expect(others).toEqual([]);
      expectAppointment(fitting!);
      expect(fitting!.pedido).toEqual(expect.any(Number));
      expect(fitting!.contacto).toMatchObject({ nombre: "Rita", email });
    });

    /** An unpaid order (everything online, by card) of a new customer: its number, what is due and the token. */
    async function unpaidOrder() {
      const email = `porpagar.${kind}.${++seq}@example.pt`;
      const { token } = await registeredSession(t, "pt", email);
      const { cestaID } = await heldTyreBasket(t, { token, email, workshop: lisbon });
      const placed = await t.api(
        "POST",
        "/pedidos",
        {
          cestaState: { cestaID, paymentType: "full" },
          billing: BILLING,
          idempotencyKey: `contract-unpaid-${kind}-${seq}`,
        },
        token,
      );
      expect(placed.statusCode, placed.body).toBe(201);
      return { token, number: placed.json().orderNumber as string, due: placed.json().aPagarAgora as number };
    }

    it.each(LANGS)("/%s: an unpaid order cancelled by its customer", async (lang) => {
      const { token, number } = await unpaidOrder();
      const cancelled = expectWhole(
        await call(lang, "POST", `/pedidos/${encodeURIComponent(number)}/cancelar`, undefined, token),
        CancelOrderAnswer,
      );
      expect(cancelled).toEqual({ orderNumber: number, estado: "cancelled", message: NOTICES[lang].orderCancelled });
    });

    it.each(LANGS)("/%s: the gateway's notification, applied and then repeated", async (lang) => {
      const { number, due } = await unpaidOrder();
      const notify = () =>
        call(
          lang,
          "POST",
          "/pagos/notificacion",
          approvalNotification(env, number, due, `contract-${lang}-${number}`, NOW),
        );
      const applied = expectWhole(await notify(), PaymentNotificationAnswer);
      expect(applied).toEqual({
        recibido: true,
        procesado: true,
        duplicado: false,
        aprobado: true,
        resultado: "applied",
      });
      const repeated = expectWhole(await notify(), PaymentNotificationAnswer);
      expect(repeated).toMatchObject({ recibido: true, procesado: true, duplicado: true, aprobado: true });
    });

    it.each(LANGS)("/%s: the demo outbox, mails with and without a calendar file", async (lang) => {
      const email = `caixa.${lang}.${kind}.${++seq}@example.pt`;
      await registeredSession(t, lang, email);
      const reset = await call(lang, "POST", "/users/forgot-password", { email });
      expect(reset.statusCode, reset.body).toBe(200);
      const mails = expectWhole(await call(lang, "GET", "/outbox"), OutboxAnswer);
      const resetMail = mails.find((m) => m.to === email);
      expect(resetMail).toMatchObject({ attachments: [], calendar: null });
      expect(mails.some((m) => m.calendar?.startsWith("BEGIN:VCALENDAR"))).toBe(true);
    });
  },
);
