/**
 * The shop's catalogue data on the Spanish site (issue 13 item 2): service and pack names and lines come from the
 * Spanish columns on /api/rodacerta/es (Portuguese on /pt, byte for byte), a basket made on /es shows Spanish service
 * names, an order made on /es writes its lines in Spanish, and migration 0023 fills the Spanish columns of the seeded
 * rows on a database seeded before it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { orderLines, orders, tyres, workshops } from "../db/schema.ts";
import { PACKS_ES, SERVICES_ES } from "../db/seed/spanish-data.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase, MIGRATIONS_FOLDER } from "../test-support/db.ts";

const NOW = new Date("2026-11-23T09:00:00Z");
type Lang = "pt" | "es";

eachDatabase("catalogue data in Spanish", (kind) => {
  const t = testApp(kind, { now: () => NOW, paymentRetries: false });
  let ip = 0;
  let seq = 0;
  let tyreId: string;
  let lisbon: string;
  const call = (lang: Lang, method: "GET" | "POST", url: string, payload?: unknown, token?: string) =>
    t.app.inject({
      method,
      url: `/api/rodacerta/${lang}${url}`,
      payload: payload as object,
      remoteAddress: `10.77.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const ok = (res: LightMyRequestResponse, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };

  beforeAll(async () => {
    const db = t.database.db;
    const all = await db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id);
    tyreId = (all.find((x) => x.stock >= 8 && x.deliveryDays <= 2) ?? all[0])!.id;
    await db.update(tyres).set({ stock: 500 }).where(eq(tyres.id, tyreId));
    const ws = await db.select().from(workshops);
    lisbon = ws.find((w) => w.town === "Lisboa" && w.webBookings && w.services.includes("car"))!.code;
  });

  it("GET /servicos names the services and their lines in the site's language", async () => {
    const es = ok(await call("es", "GET", "/servicos?categoria=car")).servicos as Array<{
      id: string;
      nombre: string;
      incluye: string[];
    }>;
    const pt = ok(await call("pt", "GET", "/servicos?categoria=car")).servicos as typeof es;
    const esAc = es.find((s) => s.id === "AC_R134A")!;
    expect(esAc.nombre).toBe("Carga de aire acondicionado con gas R134a");
    expect(esAc.incluye[0]).toBe("Comprobación de fugas y de la presión del circuito");
    expect(es.find((s) => s.id === "CITA_TRAVOES")!.nombre).toBe("Frenos: pastillas y discos");
    const ptAc = pt.find((s) => s.id === "AC_R134A")!;
    expect(ptAc.nombre).toBe("Carga de ar condicionado com gás R134a");
    expect(ptAc.incluye[0]).toBe("Verificação de fugas e da pressão do circuito");
    expect(pt.find((s) => s.id === "CITA_TRAVOES")!.nombre).toBe("Travões: pastilhas e discos");
    // The same services on both sites, every Spanish one named from the Spanish columns.
    expect(es.map((s) => s.id).sort()).toEqual(pt.map((s) => s.id).sort());
    for (const s of es) expect(s.nombre, s.id).toBe(SERVICES_ES[s.id]!.nombre);
  });

  it("GET /talleres-servicios and /talleres-servicios/:code are Spanish on /es and Portuguese on /pt", async () => {
    type Bookable = Array<{ id: string; nombre: string }>;
    const esAt = ok(await call("es", "GET", `/talleres-servicios/${lisbon}`)) as Bookable;
    const ptAt = ok(await call("pt", "GET", `/talleres-servicios/${lisbon}`)) as Bookable;
    expect(esAt.find((s) => s.id === "ALINEACION")?.nombre).toBe("Alineación 3D de la dirección");
    expect(esAt.find((s) => s.id === "TESTSEGURIDAD")?.nombre).toBe("Test de seguridad (25 puntos)");
    expect(ptAt.find((s) => s.id === "ALINEACION")?.nombre).toBe("Alinhamento de direção 3D");
    expect(ptAt.find((s) => s.id === "TESTSEGURIDAD")?.nombre).toBe("Teste de segurança (25 pontos)");
    const esAll = ok(await call("es", "GET", "/talleres-servicios")) as Bookable;
    expect(esAll.find((s) => s.id === "CITA_PNEUS")?.nombre).toBe("Montaje o cambio de neumáticos");
    const ptAll = ok(await call("pt", "GET", "/talleres-servicios")) as Bookable;
    expect(ptAll.find((s) => s.id === "CITA_PNEUS")?.nombre).toBe("Montagem ou troca de pneus");
  });

  it("GET /packs-mantenimiento names the packs' lines in the site's language", async () => {
    type Pack = { id: string; nombre: string; incluye: string[] };
    const es = ok(await call("es", "GET", "/packs-mantenimiento")) as Pack[];
    const pt = ok(await call("pt", "GET", "/packs-mantenimiento")) as Pack[];
    expect(es.find((p) => p.id === "PACK_BASIC")!.incluye).toEqual(PACKS_ES.PACK_BASIC!.lines);
    expect(pt.find((p) => p.id === "PACK_BASIC")!.incluye[0]).toBe("Mudança de óleo (até 5 L)");
  });

  async function basketAndOrder(lang: Lang) {
    const reg = ok(
      await call(lang, "POST", "/users", {
        nombre: "Lucía",
        apellidos: "García",
        email: `catalogo${++seq}.${lang}.${kind}@example.es`,
        password: "secreto12",
        confirmPassword: "secreto12",
        telefono: "912345678",
        codigo_postal: "1100-053",
        privacidad: true,
      }),
      201,
    );
    const token = reg.token as string;
    const basket = ok(await call(lang, "POST", `/cesta-product/${tyreId}`, { cantidad: 2 }, token), 201);
    const cestaID = basket.cestaID as string;
    const withInsurance = ok(
      await call(
        lang,
        "POST",
        "/cesta/update",
        { cestaState: { cestaID, services: [{ id_navision: "SEGURO_PNEU", selected: true }] } },
        token,
      ),
      200,
    );
    const day = ok(await call(lang, "POST", "/consult-dates", { cestaID, codTienda: lisbon }, token)).dias[0];
    const times = ok(await call(lang, "POST", "/consult-times", { cestaID, codTienda: lisbon, date: day.fecha }, token))
      .horas as string[];
    ok(
      await call(
        lang,
        "POST",
        "/reserve-time",
        { cestaID, codTienda: lisbon, date: day.fecha, time: times[seq % times.length], email: "lucia@example.es" },
        token,
      ),
      201,
    );
    const order = ok(
      await call(
        lang,
        "POST",
        "/pedidos",
        {
          cestaState: { cestaID, paymentType: "at_workshop" },
          billing: {
            nombre: "Lucía",
            apellidos: "García",
            calle: "Rua Augusta",
            numero: "12",
            poblacion: "Lisboa",
            codigo_postal: "1100-053",
            provincia: "Lisboa",
          },
          idempotencyKey: `catalogo-${lang}-${kind}-${String(seq).padStart(10, "0")}`,
        },
        token,
      ),
      201,
    );
    const [o] = await t.database.db.select().from(orders).where(eq(orders.number, order.orderNumber));
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, o!.id));
    return { basket, withInsurance, lines: lines.map((l) => l.nombre) };
  }

  it("a basket and an order made on /es name their services in Spanish; on /pt in Portuguese", async () => {
    const es = await basketAndOrder("es");
    const esServices = (es.basket.services as Array<{ nombre: string }>).map((s) => s.nombre);
    expect(esServices).toContain("Montaje en el taller (válvula, equilibrado y desmontaje)");
    expect((es.basket.serviciosOpcionales as Array<{ nombre: string }>).map((s) => s.nombre)).toContain(
      "Seguro del neumático (1 año, pinchazos ilimitados)",
    );
    expect(es.lines).toContain("Montaje en el taller (válvula, equilibrado y desmontaje)");
    expect(es.lines).toContain("Seguro del neumático (1 año, pinchazos ilimitados)");
    expect(es.lines.join("\n")).not.toMatch(/Montagem|Seguro do pneu|oficina/);

    const pt = await basketAndOrder("pt");
    expect((pt.basket.services as Array<{ nombre: string }>).map((s) => s.nombre)).toContain(
      "Montagem na oficina (válvula, equilibragem e desmontagem)",
    );
    expect(pt.lines).toContain("Montagem na oficina (válvula, equilibragem e desmontagem)");
    expect(pt.lines).toContain("Seguro do pneu (1 ano, furos ilimitados)");
  });

  it("an appointment booked on /es names its services in Spanish (calendar file, e-mail); on /pt in Portuguese", async () => {
    const book = async (lang: Lang, time: string) => {
      const res = ok(
        await call(lang, "POST", "/cita-previa", {
          userData: {
            nombre: "Lucía García",
            email: "lucia@example.es",
            telefono: "912 345 678",
            matricula: lang === "es" ? "12-AB-34" : "56-CD-78",
            comentario: "",
          },
          selectedDate: { date: "26/11/2026", time },
          selectedService: ["CITA_TRAVOES"],
          selectedTaller: { codTienda: lisbon },
        }),
        201,
      );
      const ics = await call(lang, "GET", `/cita-previa/${res.citaPreviaId}/calendario.ics?token=${res.token}`);
      expect(ics.statusCode, ics.body).toBe(200);
      return ics.body.replace(/\r\n[ \t]/g, "");
    };
    const es = await book("es", "09:00");
    expect(es).toContain("Frenos: pastillas y discos");
    expect(es).not.toContain("Travões");
    expect(await book("pt", "10:00")).toContain("Travões: pastilhas e discos");
    const mail = ok(await call("es", "GET", "/outbox")) as unknown;
    expect(JSON.stringify(mail)).toContain("Frenos: pastillas y discos");
  });

  it("every seeded service and pack has its Spanish name, and migration 0023 fills them on an older database", async () => {
    const db = t.database.db;
    const missing = async () =>
      (
        await db.execute(
          sql`select id from services where nombre_es is null or (incluye <> '[]'::jsonb and incluye_es is null)
              union all select id from service_packs where nombre_es is null or lines_es is null`,
        )
      ).rows;
    expect(await missing()).toEqual([]);
    // Every Spanish entry is a seeded row (no stale ids), with as many lines as the Portuguese one.
    const rows = (await db.execute(sql`select id, incluye, incluye_es from services`)).rows as Array<{
      id: string;
      incluye: string[];
      incluye_es: string[] | null;
    }>;
    expect(Object.keys(SERVICES_ES).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const r of rows) expect(r.incluye_es?.length ?? 0, r.id).toBe(r.incluye.length);

    // A database seeded before 0023: the columns are empty until the migration's updates run.
    await db.execute(sql`update services set nombre_es = null, incluye_es = null`);
    await db.execute(sql`update service_packs set nombre_es = null, lines_es = null`);
    expect((await missing()).length).toBeGreaterThan(40);
    const migration = readFileSync(join(MIGRATIONS_FOLDER, "0023_catalogue_spanish.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint"))
      if (/^\s*(--.*\n)*\s*UPDATE/.test(statement)) await db.execute(sql.raw(statement));
    expect(await missing()).toEqual([]);
    const es = ok(await call("es", "GET", "/servicos?categoria=car")).servicos as Array<{ nombre: string }>;
    expect(es.map((s) => s.nombre)).toContain("Carga de aire acondicionado con gas R134a");
  });
});
