/**
 * Each workshop closes on its own country's public holidays: a Madrid workshop on Spain's (12 October, 8 December),
 * a Tenerife one also on the Día de Canarias, a Lisbon one on Portugal's (5 October), in /cita-previa's dates and
 * times, the booking itself (refused naming the holiday, in the page's language) and the basket's date step.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { tyres, workshops } from "../db/schema.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";
import { invalidateAvailability } from "./booking.ts";

const OCTOBER = new Date("2026-10-01T07:00:00Z"); // Thursday; the window reaches 26/10
const DECEMBER = new Date("2026-11-23T07:00:00Z"); // Monday; the window reaches 17/12
let now = OCTOBER;

let plateSeq = 0;
function booking(code: string, date: string, time: string) {
  plateSeq++;
  return {
    userData: {
      nombre: "Lucía García",
      email: "lucia@example.es",
      telefono: "612 345 678",
      matricula: `${String(1000 + plateSeq)} KLM`,
    },
    selectedDate: { date, time },
    selectedService: ["CITA_TRAVOES"],
    selectedTaller: { codTienda: code },
  };
}

eachDatabase("Spanish and Portuguese public holidays per workshop", (kind) => {
  const t = testApp(kind, { now: () => now });
  let lisbon: { id: number; code: string };
  let madrid: { id: number; code: string };
  let tenerife: { id: number; code: string };

  const es = (method: "GET" | "POST", url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/rodacerta/es${url}`, payload: payload as object });
  const dates = async (code: string) => {
    const res = await t.api("POST", `/cita-previa-dates/taller/${code}`, { services: ["CITA_TRAVOES"] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().dias.map((d: { fecha: string }) => d.fecha) as string[];
  };
  const times = (code: string, ddmmyyyy: string) =>
    t.api("POST", `/cita-previa-times/taller/${code}/${ddmmyyyy.replaceAll("/", "-")}`, { services: ["CITA_TRAVOES"] });
  const at = async (when: Date) => {
    now = when;
    for (const w of [lisbon, madrid, tenerife]) await invalidateAvailability(t.database.db, w.id);
  };

  beforeAll(async () => {
    const ws = await t.database.db.select().from(workshops);
    const pick = (f: (w: (typeof ws)[number]) => boolean) => {
      const w = ws.find((x) => x.webBookings && x.services.includes("car") && f(x));
      if (!w) throw new Error("no such workshop in the seed");
      return { id: w.id, code: w.code };
    };
    lisbon = pick((w) => w.town === "Lisboa");
    madrid = pick((w) => w.country === "ES" && w.province === "Madrid");
    tenerife = pick((w) => w.province === "Santa Cruz de Tenerife");
  });

  it("12/10 closes Madrid and Tenerife but not Lisbon; 05/10 closes Lisbon but not Madrid", async () => {
    await at(OCTOBER);
    const lisbonDays = await dates(lisbon.code);
    const madridDays = await dates(madrid.code);
    const tenerifeDays = await dates(tenerife.code);
    expect(lisbonDays).toContain("12/10/2026");
    expect(lisbonDays).not.toContain("05/10/2026");
    expect(madridDays).toContain("05/10/2026");
    expect(madridDays).toContain("13/10/2026");
    expect(madridDays).not.toContain("12/10/2026");
    expect(tenerifeDays).not.toContain("12/10/2026");
    expect((await times(madrid.code, "12/10/2026")).json().error).toBe("NO_SLOTS_DAY");
    expect((await times(lisbon.code, "12/10/2026")).statusCode).toBe(200);
    expect((await times(madrid.code, "05/10/2026")).statusCode).toBe(200);

    const refused = await es("POST", "/cita-previa", booking(madrid.code, "12/10/2026", "10:00"));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe("DAY_CLOSED");
    expect(refused.json().message).toMatch(
      /^El taller .+ está cerrado el día 12\/10\/2026 \(Fiesta Nacional de España\)\. Elija otro día\.$/,
    );
    expect((await es("POST", "/cita-previa", booking(lisbon.code, "12/10/2026", "10:00"))).statusCode).toBe(201);
  });

  it("08/12 (Inmaculada Concepción) offers no day, time or hold at Madrid and Tenerife", async () => {
    await at(DECEMBER);
    for (const w of [madrid, tenerife]) {
      const days = await dates(w.code);
      expect(days).toContain("09/12/2026");
      expect(days).not.toContain("08/12/2026");
      expect((await times(w.code, "08/12/2026")).json().error).toBe("NO_SLOTS_DAY");
    }
    // 01/12 is Portugal's only: Madrid works.
    expect(await dates(madrid.code)).toContain("01/12/2026");
    const refused = await es("POST", "/cita-previa", booking(tenerife.code, "08/12/2026", "10:00"));
    expect(refused.json().message).toContain("(Inmaculada Concepción)");

    const sized = await t.database.db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id);
    const tyreId = (sized.find((x) => x.deliveryDays <= 2) ?? sized[0])!.id;
    await t.database.db.update(tyres).set({ stock: 500 }).where(eq(tyres.id, tyreId));
    const add = await es("POST", `/cesta-product/${tyreId}`, { cantidad: 2 });
    expect(add.statusCode, add.body).toBe(201);
    const cestaID = add.json().cestaID as string;
    const res = await es("POST", "/consult-dates", { cestaID, codTienda: madrid.code });
    expect(res.statusCode, res.body).toBe(200);
    const offered = res.json().dias.map((d: { fecha: string }) => d.fecha);
    expect(offered).toContain("09/12/2026");
    expect(offered).not.toContain("08/12/2026");
  });
});
