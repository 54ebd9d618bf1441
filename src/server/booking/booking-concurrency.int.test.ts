/**
 * Slots under concurrency (PGlite and the PostgreSQL server): a double-clicked or repeated change leaves exactly
 * its own claims, one basket has one live hold, and anonymous holds cannot empty a workshop's calendar.
 */
import { and, eq, gt, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { appointmentSlots, appointments, basketLines, baskets, services, tyres, workshops } from "../db/schema.ts";
import { MAX_LIVE_HOLDS_PER_CLIENT } from "#src/shared/booking/offers.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";

const NOW = new Date("2026-11-23T09:00:00Z");
let plateSeq = 0;
const plate = () =>
  `ZZ-${String(10 + (plateSeq++ % 89)).padStart(2, "0")}-Z${String.fromCharCode(65 + Math.floor(plateSeq / 89))}`;

eachDatabase("slots under concurrency", (kind) => {
  const t = testApp(kind, { now: () => NOW });
  let car: typeof workshops.$inferSelect;
  let ip = 0;
  const api = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: unknown,
    remoteAddress = `10.77.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
  ) => t.app.inject({ method, url: `/api/rodacerta/pt${url}`, payload: payload as object, remoteAddress });
  const book = (date: string, time: string) =>
    api("POST", "/cita-previa", {
      userData: { nombre: "Rita Marques", email: "rita@example.pt", telefono: "912 345 678", matricula: plate() },
      selectedDate: { date, time },
      selectedService: ["CITA_TRAVOES"],
      selectedTaller: { codTienda: car.code },
    });
  /** A basket with two tyres in it (what a customer holds a bay for), anonymous or an account's. */
  const tyreBasket = async (userId: number | null = null) => {
    const [basket] = await t.database.db.insert(baskets).values({ userId, state: {} }).returning();
    const [tyre] = await t.database.db
      .select({ id: tyres.id })
      .from(tyres)
      .where(gt(tyres.stock, 4))
      .orderBy(tyres.id)
      .limit(1);
    await t.database.db
      .insert(basketLines)
      .values({ basketId: basket!.id, productType: "neumatico", productId: tyre!.id, quantity: 2 });
    return basket!.id;
  };
  const claimsOf = async (id: string) =>
    (await t.database.db.select().from(appointmentSlots).where(eq(appointmentSlots.appointmentId, id))).length;

  beforeAll(async () => {
    const ws = await t.database.db.select().from(workshops);
    car = ws.find(
      (w) => w.town === "Lisboa" && w.webBookings && w.services.includes("car") && !w.services.includes("truck"),
    )!;
  });

  it("a double-clicked change, and 20 changes at once, leave the appointment exactly its own claims", async () => {
    const [travoes] = await t.database.db.select().from(services).where(eq(services.id, "CITA_TRAVOES"));
    const own = travoes!.durationMinutes / 15;
    const made = await book("25/11/2026", "09:00");
    expect(made.statusCode, made.body).toBe(201);
    const { citaPreviaId, token } = made.json();
    const change = (date: string, time: string) =>
      api("PATCH", "/cita-previa", { oldCitaId: citaPreviaId, token, selectedDate: { date, time } });
    const twice = await Promise.all([change("26/11/2026", "10:00"), change("26/11/2026", "10:00")]);
    expect(twice.map((r) => r.statusCode).every((s) => s === 200 || s === 409)).toBe(true);
    expect(await claimsOf(citaPreviaId)).toBe(own);
    const times = ["09:00", "09:30", "10:00", "10:30", "11:00", "14:00", "14:30", "15:00", "15:30", "16:00"];
    const many = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(i % 2 ? "27/11/2026" : "30/11/2026", times[i % times.length]!)),
    );
    expect(many.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(many.some((r) => r.statusCode === 200)).toBe(true);
    expect(await claimsOf(citaPreviaId)).toBe(own);
    // and nothing else of the workshop's calendar is blocked by it
    const all = await t.database.db
      .select({ id: appointmentSlots.appointmentId })
      .from(appointmentSlots)
      .where(eq(appointmentSlots.workshopId, car.id));
    const live = new Set(
      (
        await t.database.db
          .select({ id: appointments.id })
          .from(appointments)
          .where(and(eq(appointments.workshopId, car.id), inArray(appointments.status, ["booked", "held"])))
      ).map((a) => a.id),
    );
    expect(all.every((c) => live.has(c.id))).toBe(true);
  }, 60_000);

  it("ten holds at once for one basket leave one live hold", async () => {
    const basket = { id: await tyreBasket() };
    const slots = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "14:00", "14:30", "15:00", "15:30"];
    const results = await Promise.all(
      slots.map((time) =>
        api("POST", "/reserve-time", { codTienda: car.code, date: "07/12/2026", time, cestaID: basket.id }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201).length).toBeGreaterThan(0);
    expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    const holds = await t.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.basketId, basket.id), eq(appointments.status, "held")));
    expect(holds).toHaveLength(1);
    const claimed = await t.database.db
      .select()
      .from(appointmentSlots)
      .innerJoin(appointments, eq(appointments.id, appointmentSlots.appointmentId))
      .where(eq(appointments.basketId, basket.id));
    // the basket remembers the hold that is live
    const [row] = await t.database.db.select().from(baskets).where(eq(baskets.id, basket.id));
    expect((row!.state as { selectedDate?: { reservaId?: string } }).selectedDate?.reservaId).toBe(holds[0]!.id);
    expect(claimed.every((c) => c.appointments.id === holds[0]!.id)).toBe(true);
  });

  it("limits anonymous holds per client, their length, the services a workshop does and whose basket it is", async () => {
    const from = "10.99.0.1";
    const hold = async (time: string) =>
      api(
        "POST",
        "/reserve-time",
        { codTienda: car.code, date: "02/12/2026", time, cestaID: await tyreBasket() },
        from,
      );
    // ten baskets from one address at once: exactly the allowed number of live holds, the rest refused
    const times = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "14:00", "14:30", "15:00", "15:30"];
    const parallel = await Promise.all(times.map((t) => hold(t)));
    expect(parallel.filter((r) => r.statusCode === 201)).toHaveLength(MAX_LIVE_HOLDS_PER_CLIENT);
    const refused = parallel.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(times.length - MAX_LIVE_HOLDS_PER_CLIENT);
    expect(refused[0]!.json().error).toBe("TOO_MANY_HOLDS");
    // another client is not affected
    expect(
      (
        await api("POST", "/reserve-time", {
          codTienda: car.code,
          date: "02/12/2026",
          time: "15:00",
          services: ["CITA_PNEUS"],
        })
      ).statusCode,
    ).toBe(201);
    const long = await api("POST", "/reserve-time", {
      codTienda: car.code,
      date: "03/12/2026",
      time: "09:00",
      services: ["CITA_REVISAO", "CITA_TRAVOES", "CITA_AC", "CITA_DIAGNOSTICO"],
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().error).toBe("HOLD_TOO_LONG");
    const truck = await api("POST", "/reserve-time", {
      codTienda: car.code,
      date: "03/12/2026",
      time: "09:00",
      services: ["CITA_CAMIAO"],
    });
    expect(truck.statusCode).toBe(422);
    expect(truck.json().error).toBe("SERVICE_NOT_OFFERED");
    const truckBooking = await api("POST", "/cita-previa", {
      userData: { nombre: "Rui Sousa", email: "rui@example.pt", telefono: "912 345 678", matricula: plate() },
      selectedDate: { date: "03/12/2026", time: "09:00" },
      selectedService: ["CITA_CAMIAO"],
      selectedTaller: { codTienda: car.code },
    });
    expect(truckBooking.statusCode).toBe(422);
    expect(truckBooking.json().errors.selectedService).toBeTruthy();
  });

  it("refuses a hold on another customer's basket, whichever way it is asked", async () => {
    const reg = await api("POST", "/users", {
      nombre: "Ana",
      apellidos: "Silva",
      email: `ana.${kind}@example.pt`,
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "912345678",
      codigo_postal: "1100-053",
      privacidad: true,
      permiso_comercial: true,
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const basket = await tyreBasket(reg.json().user.id_site_usuario);
    const other = await api("POST", "/reserve-time", {
      codTienda: car.code,
      date: "04/12/2026",
      time: "09:00",
      cestaID: basket,
      services: ["CITA_PNEUS"],
    });
    expect(other.statusCode).toBe(403);
    const withoutServices = await api("POST", "/reserve-time", {
      codTienda: car.code,
      date: "04/12/2026",
      time: "09:00",
      cestaID: basket,
    });
    expect(withoutServices.statusCode).toBe(403);
    // a basket holds what its products need, not whatever services the request names
    const mine = await tyreBasket();
    const long = await api("POST", "/reserve-time", {
      codTienda: car.code,
      date: "04/12/2026",
      time: "09:00",
      cestaID: mine,
      services: ["CITA_REVISAO", "CITA_TRAVOES"],
    });
    expect(long.statusCode).toBe(201);
    const [held] = await t.database.db.select().from(appointments).where(eq(appointments.id, long.json().reservaId));
    expect(held!.services).toEqual([]);
    expect(held!.endsAt.getTime() - held!.startsAt.getTime()).toBeLessThan(120 * 60_000);
  });
});
