/**
 * Customer service in the back office (issue 14, item 6): customer search by each key, the customer's detail, the
 * request queue's filters and status changes (audited), and who may use them.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appointments, auditLog, documents, orders, users, userVehicles } from "../db/schema.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";
import { accessMatrix, type Endpoint, operatorTeam, testClock } from "../test-support/operator.ts";

const START = new Date("2026-11-23T10:00:00Z");

eachDatabase("customer service API", (kind) => {
  const clock = testClock(START);
  const t = testApp(kind, { now: clock.now });
  const email = `marta.${kind}@example.pt`;
  const team = operatorTeam(t, kind, "cs", clock, {
    nombre: "Marta",
    apellidos: "Quintela",
    email,
    telefono: "913 222 444",
  });
  const tokens = team.tokens;
  let customerId = 0;
  let otherId = 0;

  beforeAll(async () => {
    const db = t.database.db;
    const signUp = (nombre: string, apellidos: string, mail: string, telefono: string) =>
      t.api("POST", "/users", {
        nombre,
        apellidos,
        email: mail,
        password: "segredo1",
        confirmPassword: "segredo1",
        telefono,
        codigo_postal: "1100-053",
        privacidad: true,
      });
    await signUp("Outro", "Cliente", `outro.${kind}@example.pt`, "926 555 111");
    const [u] = await db.select().from(users).where(eq(users.email, email));
    customerId = u!.id;
    otherId = (
      await db
        .select()
        .from(users)
        .where(eq(users.email, `outro.${kind}@example.pt`))
    )[0]!.id;
    await db.insert(documents).values({ userId: customerId, tipo: "NIF", pais: "PT", numero: "245678901" });
    await db
      .insert(userVehicles)
      .values({ userId: customerId, plate: "AA-12-BC", marca: "Renault", modelo: "Clio", kms: 80000 });
    const [o] = await db
      .insert(orders)
      .values({
        number: `RC-CS-${kind}`,
        idempotencyKey: `cs-${kind}`,
        userId: customerId,
        status: "confirmed",
        paymentType: "full",
        subtotalCents: 10000,
        taxCents: 2300,
        totalCents: 12300,
        dueNowCents: 12300,
        paidCents: 12300,
        taxLabel: "IVA",
      })
      .returning();
    await db.insert(appointments).values({
      workshopId: team.lisbon.id,
      userId: customerId,
      orderId: o!.id,
      status: "booked",
      startsAt: new Date("2026-11-30T09:00:00Z"),
      endsAt: new Date("2026-11-30T10:00:00Z"),
      bay: 1,
      services: ["CITA_TRAVOES"],
      plate: "AA12BC",
    });
    // Her requests: a contact form, a call-back (stored in E.164) and a lead; plus someone else's contact.
    const contact = (mail: string, nombre: string) =>
      t.api("POST", "/contactar", {
        data: {
          reason: "customer_service",
          nombre,
          email: mail,
          telefono: "",
          comentario: "Preciso de ajuda com a encomenda.",
        },
      });
    expect((await contact(email, "Marta Quintela")).statusCode).toBe(201);
    expect((await contact(`alguem.${kind}@example.pt`, "Alguém")).statusCode).toBe(201);
    expect((await t.api("POST", "/callback", { telefono: "913222444", origen: "ficha" })).statusCode).toBe(201);
    expect(
      (await t.api("POST", "/leads", { email, codigo_postal: "1100-053", origen: "web", privacidad: true })).statusCode,
    ).toBe(201);
  });

  const search = (q: string, token = tokens.service) =>
    t.api("GET", `/operador/clientes?q=${encodeURIComponent(q)}`, undefined, token);
  const ids = async (q: string) => ((await search(q)).json().clientes as { id: number }[]).map((c) => c.id);

  it("finds a customer by e-mail, name, phone, NIF and plate", async () => {
    expect(await ids(email.toUpperCase())).toEqual([customerId]);
    expect(await ids("marta quintela")).toEqual([customerId]);
    expect(await ids("Quint")).toEqual([customerId]);
    expect(await ids("+351 913 222 444")).toEqual([customerId]);
    expect(await ids("222444")).toEqual([customerId]);
    expect(await ids("245678901")).toEqual([customerId]);
    expect(await ids("aa 12 bc")).toEqual([customerId]);
    expect(await ids("AA-12-BC")).toEqual([customerId]);
    expect(await ids("926555111")).toEqual([otherId]);
    expect(await ids("ninguem-assim")).toEqual([]);
    const short = await search("m");
    expect(short.statusCode).toBe(400);
  });

  it("shows the customer's profile, vehicles, orders, appointments and requests", async () => {
    const res = await t.api("GET", `/operador/clientes/${customerId}`, undefined, tokens.service);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.cliente).toMatchObject({ id: customerId, email, nome: "Marta Quintela", nif: "245678901" });
    expect(d.veiculos).toEqual([expect.objectContaining({ matricula: "AA-12-BC", marca: "Renault", kms: 80000 })]);
    expect(d.encomendas).toEqual([
      expect.objectContaining({ numero: `RC-CS-${kind}`, estado: "confirmed", pagoCents: 12300 }),
    ]);
    expect(d.marcacoes).toEqual([expect.objectContaining({ estado: "booked", matricula: "AA12BC" })]);
    const kinds = (d.pedidos as { tipo: string; estado: string }[]).map((p) => p.tipo).sort();
    expect(kinds).toEqual(["contacto", "lead", "ligamos"]);
    expect(d.pedidos.every((p: { estado: string }) => p.estado === "novo")).toBe(true);
    expect(JSON.stringify(d)).not.toContain("alguem.");
    expect((await t.api("GET", "/operador/clientes/999999", undefined, tokens.service)).statusCode).toBe(404);
  });

  it("lists the queue by kind and status, moves requests forward with a note, audited, and refuses going back", async () => {
    const queue = async (qs: string) => {
      const res = await t.api("GET", `/operador/pedidos${qs}`, undefined, tokens.admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().pedidos as {
        tipo: string;
        id: number;
        estado: string;
        email: string | null;
        nota: string | null;
      }[];
    };
    const contacts = await queue("?tipo=contacto&estado=novo");
    expect(contacts.length).toBeGreaterThanOrEqual(2);
    expect(contacts.every((p) => p.tipo === "contacto" && p.estado === "novo")).toBe(true);
    expect((await queue("?tipo=ligamos")).every((p) => p.tipo === "ligamos")).toBe(true);
    expect((await queue("?tipo=lead")).some((p) => p.email === email)).toBe(true);
    const mine = contacts.find((p) => p.email === email)!;

    const patch = (estado: string, nota?: string, token = tokens.service) =>
      t.api("PATCH", `/operador/pedidos/contacto/${mine.id}`, { estado, ...(nota ? { nota } : {}) }, token);
    const started = await patch("em-curso", "A ver com a oficina");
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({ tipo: "contacto", id: mine.id, estado: "em-curso", nota: "A ver com a oficina" });
    expect((await queue("?tipo=contacto&estado=em-curso")).map((p) => p.id)).toEqual([mine.id]);
    expect((await queue("?tipo=contacto&estado=novo")).map((p) => p.id)).not.toContain(mine.id);

    const back = await patch("novo");
    expect(back.statusCode).toBe(422);
    expect(back.json().error).toBe("REQUEST_STATUS_INVALID");

    const done = await patch("tratado", "Cliente contactado por telefone");
    expect(done.json()).toMatchObject({ estado: "tratado", nota: "Cliente contactado por telefone" });
    expect((await patch("tratado")).statusCode).toBe(422);
    expect((await queue("?estado=tratado")).map((p) => p.id)).toContain(mine.id);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "pedido-contacto"), eq(auditLog.entityId, String(mine.id))));
    expect(
      audit.map((a) => [a.action, (a.before as { estado: string }).estado, (a.after as { estado: string }).estado]),
    ).toEqual([
      ["request.status", "novo", "em-curso"],
      ["request.status", "em-curso", "tratado"],
    ]);
    expect(
      (await t.api("PATCH", "/operador/pedidos/lead/999999", { estado: "tratado" }, tokens.service)).statusCode,
    ).toBe(404);
    expect(
      (await t.api("PATCH", `/operador/pedidos/contacto/${mine.id}`, { estado: "handled" }, tokens.service)).statusCode,
    ).toBe(400);
    expect((await t.api("GET", "/operador/pedidos?estado=closed", undefined, tokens.service)).statusCode).toBe(400);
  });

  describe("access control", () => {
    const endpoints = (): Endpoint[] => [
      { method: "GET", url: () => "/operador/clientes?q=marta" },
      { method: "GET", url: () => `/operador/clientes/${customerId}` },
      { method: "GET", url: () => "/operador/pedidos" },
      { method: "PATCH", url: () => "/operador/pedidos/lead/1", body: () => ({ estado: "em-curso" }) },
    ];
    // The wrong role: workshop staff (of either workshop) have no customer service.
    accessMatrix({ t, team, clock, endpoints, forbidden: [{ who: ["lisbonStaff", "portoStaff"], endpoints }] });
  });
});
