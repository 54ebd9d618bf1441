/**
 * Public holidays and workshop closures close a day in every flow at once: the booking's dates and times, the
 * booking itself, and the basket's date step and slot hold (issue 14, item 3).
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { tyres, workshopClosures, workshops } from "../db/schema.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";
import { invalidateAvailability } from "./booking.ts";

const NOW = new Date("2026-11-23T07:00:00Z"); // Monday 07:00 in Lisbon; the window reaches 17/12

let plateSeq = 0;
function booking(code: string, date: string, time: string) {
  plateSeq++;
  return {
    userData: {
      nombre: "Rita Marques",
      email: "rita@example.pt",
      telefono: "912 345 678",
      matricula: `${String(plateSeq).padStart(2, "0")}-HF-${String(plateSeq).padStart(2, "0")}`,
    },
    selectedDate: { date, time },
    selectedService: ["CITA_TRAVOES"],
    selectedTaller: { codTienda: code },
  };
}

eachDatabase("public holidays and closures in every booking flow", (kind) => {
  const t = testApp(kind, { now: () => NOW });
  let lisbon: { id: number; code: string };
  let porto: { id: number; code: string };
  let canary: { id: number; code: string };
  let tyreId: string;
  let token: string;

  const dates = async (code: string) =>
    (await t.api("POST", `/cita-previa-dates/taller/${code}`, { services: ["CITA_TRAVOES"] }))
      .json()
      .dias.map((d: { fecha: string }) => d.fecha) as string[];
  const times = (code: string, ddmmyyyy: string) =>
    t.api("POST", `/cita-previa-times/taller/${code}/${ddmmyyyy.replaceAll("/", "-")}`, { services: ["CITA_TRAVOES"] });
  const close = async (workshopId: number | null, date: string, reason: string) => {
    await t.database.db.insert(workshopClosures).values({ workshopId, date, reason });
    // Written behind the API's back here: drop the cached availability as the operator endpoints do.
    if (workshopId === null) for (const w of [lisbon, porto, canary]) await invalidateAvailability(t.database.db, w.id);
    else await invalidateAvailability(t.database.db, workshopId);
  };

  beforeAll(async () => {
    const ws = await t.database.db.select().from(workshops);
    const pick = (f: (w: (typeof ws)[number]) => boolean) => {
      const w = ws.find((x) => x.webBookings && x.services.includes("car") && f(x))!;
      return { id: w.id, code: w.code };
    };
    lisbon = pick((w) => w.town === "Lisboa");
    porto = pick((w) => w.town === "Porto");
    canary = pick((w) => w.province === "Las Palmas");
    const sized = await t.database.db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id);
    tyreId = (sized.find((x) => x.deliveryDays <= 2) ?? sized[0])!.id;
    await t.database.db.update(tyres).set({ stock: 500 }).where(eq(tyres.id, tyreId));
    const reg = await t.api("POST", "/users", {
      nombre: "Rita",
      apellidos: "Marques",
      email: `feriados.${kind}@example.pt`,
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "912345678",
      codigo_postal: "1100-053",
      privacidad: true,
      permiso_comercial: true,
    });
    expect(reg.statusCode, reg.body).toBe(201);
    token = reg.json().token;
  });

  it("01/12 and 08/12 offer no day and no time, and booking them is refused naming the holiday", async () => {
    const days = await dates(lisbon.code);
    expect(days).toContain("30/11/2026");
    expect(days).toContain("02/12/2026");
    expect(days).not.toContain("01/12/2026");
    expect(days).not.toContain("08/12/2026");
    for (const day of ["01/12/2026", "08/12/2026"]) {
      const res = await times(lisbon.code, day);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe("NO_SLOTS_DAY");
    }
    const refused = await t.api("POST", "/cita-previa", booking(lisbon.code, "01/12/2026", "10:00"));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe("DAY_CLOSED");
    expect(refused.json().message).toMatch(
      /^A oficina .+ está fechada no dia 01\/12\/2026 \(Restauração da Independência\)\. Escolha outro dia\.$/,
    );
    expect(refused.json().errors.selectedDate).toBe(refused.json().message);
    const immaculate = await t.api("POST", "/cita-previa", booking(lisbon.code, "08/12/2026", "10:00"));
    expect(immaculate.json().message).toContain("(Imaculada Conceição)");
    // The day after is an ordinary working day.
    expect((await t.api("POST", "/cita-previa", booking(lisbon.code, "02/12/2026", "10:00"))).statusCode).toBe(201);
  });

  it("Portuguese holidays do not close a workshop in the Canary Islands", async () => {
    expect(await dates(canary.code)).toContain("01/12/2026");
  });

  it("a closure of one workshop closes that workshop only; a closure of every workshop closes them all", async () => {
    expect(await dates(lisbon.code)).toContain("09/12/2026");
    await close(lisbon.id, "2026-12-09", "Feriado municipal");
    expect(await dates(lisbon.code)).not.toContain("09/12/2026");
    expect(await dates(porto.code)).toContain("09/12/2026");
    expect((await times(lisbon.code, "09/12/2026")).statusCode).toBe(404);
    const refused = await t.api("POST", "/cita-previa", booking(lisbon.code, "09/12/2026", "10:00"));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain("está fechada no dia 09/12/2026 (Feriado municipal)");
    expect((await t.api("POST", "/cita-previa", booking(porto.code, "09/12/2026", "10:00"))).statusCode).toBe(201);

    await close(null, "2026-12-10", "Inventário anual");
    for (const w of [lisbon, porto, canary]) expect(await dates(w.code)).not.toContain("10/12/2026");
    const all = await t.api("POST", "/cita-previa", booking(canary.code, "10/12/2026", "10:00"));
    expect(all.json()).toMatchObject({ error: "DAY_CLOSED" });
    expect(all.json().message).toContain("(Inventário anual)");
  });

  it("the basket's date step hides closed days and a hold on one is refused", async () => {
    const add = await t.api("POST", `/cesta-product/${tyreId}`, { cantidad: 2 }, token);
    expect(add.statusCode, add.body).toBe(201);
    const cestaID = add.json().cestaID as string;
    const res = await t.api("POST", "/consult-dates", { cestaID, codTienda: lisbon.code }, token);
    expect(res.statusCode, res.body).toBe(200);
    const offered = res.json().dias.map((d: { fecha: string }) => d.fecha);
    expect(offered).toContain("02/12/2026");
    for (const closed of ["01/12/2026", "08/12/2026", "09/12/2026", "10/12/2026"]) {
      expect(offered).not.toContain(closed);
      const slots = await t.api("POST", "/consult-times", { cestaID, codTienda: lisbon.code, date: closed }, token);
      expect(slots.json().horas ?? []).toEqual([]);
    }
    const hold = await t.api(
      "POST",
      "/reserve-time",
      { cestaID, codTienda: lisbon.code, date: "08/12/2026", time: "10:00", email: "rita@example.pt" },
      token,
    );
    expect(hold.statusCode).toBe(422);
    expect(hold.json().error).toBe("DAY_CLOSED");
    const open = await t.api(
      "POST",
      "/reserve-time",
      { cestaID, codTienda: lisbon.code, date: "02/12/2026", time: "14:00", email: "rita@example.pt" },
      token,
    );
    expect(open.statusCode, open.body).toBe(201);
  });
});
