import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { invoices, orders, sessions } from "../db/schema.ts";
import { eachDatabase, freshDatabase, testEnv } from "../test-support/db.ts";
import { hashToken } from "./sessions.ts";

type Caller = { id: number; token: string; email: string };

eachDatabase("private area and access control", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let ana: Caller;
  let bruno: Caller;
  let ip = 0;
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token?: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/rodacerta/pt${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: payload as object,
      remoteAddress: `10.70.${Math.floor(++ip / 250)}.${ip % 250}`,
    });
  async function register(email: string): Promise<Caller> {
    const r = (
      await call("POST", "/users", undefined, {
        nombre: "Teste",
        apellidos: "Privado",
        email,
        password: "segredo1",
        confirmPassword: "segredo1",
        telefono: "912345678",
        codigo_postal: "1000-001",
        privacidad: true,
        permiso_comercial: true,
      })
    ).json();
    return { id: r.user.id_site_usuario, token: r.token, email };
  }

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ database, env: testEnv(), logger: false, webBuildDir: null });
    ana = await register(`ana.${kind}@example.pt`);
    bruno = await register(`bruno.${kind}@example.pt`);
    // an order and an invoice for Ana
    const [o] = await database.db
      .insert(orders)
      .values({
        number: `RC-T-${kind}`,
        idempotencyKey: `k-${kind}`,
        userId: ana.id,
        status: "confirmed",
        paymentType: "full",
        paymentMethod: "card",
        subtotalCents: 40000,
        taxCents: 7480,
        totalCents: 40000,
        dueNowCents: 40000,
        taxLabel: "IVA",
        billing: { nombre: "Ana Privado", nif: "123456789", email: ana.email },
      })
      .returning();
    await database.db.insert(invoices).values({
      series: "FT2026",
      seq: kind === "pglite" ? 1 : 2,
      number: `FT2026/${kind}`,
      orderId: o!.id,
      userId: ana.id,
      billing: { nombre: "Ana Privado", nif: "123456789", email: ana.email },
      lines: [{ nombre: "Michelin Primacy 4+ 205/55 R16", cantidad: 4, precio: 10000, total: 40000 }],
      taxLabel: "IVA",
      taxPct: 23,
      taxCents: 7480,
      totalCents: 40000,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("updates data, address and document with the spec's checks", async () => {
    const ok = await call("PATCH", `/users/${ana.id}`, ana.token, {
      fecha_nacimiento: "15/06/1985",
      genero: "woman",
      address: { calle: "Rua Augusta", numero: "10", poblacion: "Lisboa", codigo_postal: "1100-053" },
      documento: { tipo_documento: "NIF", pais_documento: "PT", numero_documento: "123456789" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      updateSuccess: true,
      user: { numero_documento: "123456789", genero: "woman" },
      address: { provincia: "Lisboa" },
    });
    expect(ok.json().percentCompleted).toBeGreaterThan(80);
    const change = await call("PATCH", `/users/${ana.id}`, ana.token, {
      documento: { tipo_documento: "NIF", pais_documento: "PT", numero_documento: "501442600" },
    });
    expect(change.json().error).toBe("NIF_CHANGE_BY_PHONE");
    const taken = await call("PATCH", `/users/${bruno.id}`, bruno.token, {
      documento: { tipo_documento: "NIF", pais_documento: "PT", numero_documento: "123456789" },
    });
    expect(taken.json().error).toBe("DOCUMENT_TAKEN");
    const invalid = await call("PATCH", `/users/${bruno.id}`, bruno.token, {
      documento: { tipo_documento: "DNI", pais_documento: "ES", numero_documento: "12345678A" },
    });
    expect(invalid.json().errors["documento.numero_documento"]).toBe("O número do documento indicado não é válido");
  });

  it("refuses birth dates that do not exist or give an impossible age", async () => {
    for (const [date, message] of [
      ["31/02/1990", "Esta data não existe no calendário"],
      ["99/99/9999", "Esta data não existe no calendário"],
      ["01/01/2999", "Indique a sua data de nascimento verdadeira (tem de ter entre 16 e 120 anos)"],
      ["01/01/1850", "Indique a sua data de nascimento verdadeira (tem de ter entre 16 e 120 anos)"],
    ]) {
      const r = await call("PATCH", `/users/${ana.id}`, ana.token, { fecha_nacimiento: date });
      expect(r.statusCode, date).toBe(400);
      expect(r.json().errors.fecha_nacimiento).toBe(message);
    }
    expect((await call("GET", "/users/fetchInfo", ana.token)).json().user.fecha_nacimiento).toBe("15/06/1985");
  });

  it("keeps a changed phone number: the answer, fetchInfo and the private area show the new one", async () => {
    const changed = await call("PATCH", `/users/${ana.id}`, ana.token, { telefono: "919999888" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().address.telefono).toBe("+351919999888");
    expect((await call("GET", "/users/fetchInfo", ana.token)).json().address.telefono).toBe("+351919999888");
  });

  it("registers the client's document for payment (DNI by default); a document of another account is refused", async () => {
    const bad = await call("POST", "/users/add-client/ws", bruno.token, {
      numero_documento: "12345678A",
      idUser: bruno.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.numero_documento).toBe("O número do documento indicado não é válido");
    const ok = await call("POST", "/users/add-client/ws", bruno.token, {
      numero_documento: "12345678z",
      idUser: bruno.id,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ numero_documento: "12345678Z", tipo_documento: "DNI", pais_documento: "ES" });
    const other = await call("POST", "/users/add-client/ws", ana.token, {
      numero_documento: "12345678Z",
      idUser: ana.id,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe("DNI_REGISTRATION_FAILED");
    expect(
      (await call("POST", "/users/add-client/ws", ana.token, { numero_documento: "11111111H", idUser: bruno.id }))
        .statusCode,
    ).toBe(403);
  });

  it("vehicles: add by plate from the registry, by hand, list and delete", async () => {
    const reg = await call("POST", "/matricula/add-vehicle-db", ana.token, {
      idUsuario: ana.id,
      matriculaNumber: "aa-00-aa",
      vehicleData: { kms: 120000 },
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toMatchObject({ plate: "AA-00-AA", marca: "Volkswagen", tyreSize: "205/55 R16 91V" });
    expect(
      (
        await call("POST", "/matricula/add-vehicle-db", ana.token, {
          idUsuario: ana.id,
          matriculaNumber: "ZZ-98-ZZ",
          vehicleData: { kms: 1000 },
        })
      ).json().error,
    ).toBe("PLATE_NOT_FOUND");
    // Kilometres are required for every vehicle (spec section 5), from the registry or by hand.
    expect(
      (
        await call("POST", "/matricula/add-vehicle-db", ana.token, {
          idUsuario: ana.id,
          matriculaNumber: "AA-00-AA",
          vehicleData: {},
        })
      ).json().errors["vehicleData.kms"],
    ).toBe("O campo quilómetros é obrigatório");
    const manual = await call("POST", "/matricula/add-vehicle-db", ana.token, {
      idUsuario: ana.id,
      matriculaNumber: "ZZ-98-ZZ",
      vehicleData: { marca: "Fiat", modelo: "Panda", kms: "85 000" },
    });
    expect(manual.json()).toMatchObject({ kms: 85000 });
    expect(
      (
        await call("POST", "/matricula/add-vehicle-db", ana.token, {
          idUsuario: ana.id,
          matriculaNumber: "ZZ-97-ZZ",
          vehicleData: { marca: "Fiat", modelo: "Panda", kms: 0 },
        })
      ).json().errors["vehicleData.kms"],
    ).toBe("Os quilómetros têm de ser superiores a 0");
    expect(
      (
        await call("POST", "/matricula/add-vehicle-db", ana.token, {
          idUsuario: ana.id,
          matriculaNumber: "AA-00-AA",
          vehicleData: { kms: 5 },
        })
      ).statusCode,
    ).toBe(409);
    expect((await call("GET", `/vehicles/${ana.id}`, ana.token)).json()).toHaveLength(2);
    expect((await call("DELETE", `/vehicles/${ana.id}/ZZ-98-ZZ`, ana.token)).statusCode).toBe(200);
    expect((await call("GET", `/vehicles/${ana.id}`, ana.token)).json()).toHaveLength(1);
  });

  it("vehicles: a motorbike keeps its plate of letters, digits and hyphens; a car must have a car plate", async () => {
    const moto = await call("POST", "/matricula/add-vehicle-db", ana.token, {
      idUsuario: ana.id,
      matriculaNumber: "c-1234-bcd",
      vehicleData: { tipo: "moto", marca: "Honda", modelo: "PCX 125", kms: 1200 },
    });
    expect(moto.statusCode).toBe(201);
    expect(moto.json()).toMatchObject({ plate: "C-1234-BCD", tipo: "moto", kms: 1200 });
    const asCar = await call("POST", "/matricula/add-vehicle-db", ana.token, {
      idUsuario: ana.id,
      matriculaNumber: "C-1234-BCE",
      vehicleData: { marca: "Honda", modelo: "PCX 125", kms: 1200 },
    });
    expect(asCar.json().errors.matriculaNumber).toBe("A matrícula não tem um formato válido (ex.: AA-00-AA)");
    const bad = await call("POST", "/matricula/add-vehicle-db", ana.token, {
      idUsuario: ana.id,
      matriculaNumber: "C 1234_BCD",
      vehicleData: { tipo: "moto", marca: "Honda", modelo: "PCX 125", kms: 1200 },
    });
    expect(bad.json().errors.matriculaNumber).toBe("A matrícula só pode ter letras, algarismos e hífenes");
    expect((await call("DELETE", `/vehicles/${ana.id}/C-1234-BCD`, ana.token)).statusCode).toBe(200);
  });

  it("orders, invoices and the invoice PDF, own only", async () => {
    expect((await call("GET", `/users/${ana.id}/pedidos`, ana.token)).json()[0]).toMatchObject({
      numero: `RC-T-${kind}`,
      total: 40000,
    });
    expect((await call("GET", `/users/${ana.id}/facturas`, ana.token)).json()).toHaveLength(1);
    const pdf = await call("GET", `/users/${ana.id}/get-factura/${encodeURIComponent(`FT2026/${kind}`)}`, ana.token);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await call("GET", `/users/${ana.id}/get-factura/NAO-EXISTE`, ana.token)).json().error).toBe(
      "FACTURA_NOT_FOUND",
    );
    expect(
      (await call("GET", `/users/${bruno.id}/get-factura/${encodeURIComponent(`FT2026/${kind}`)}`, bruno.token)).json()
        .error,
    ).toBe("ID_NOT_MATCH");
    expect((await call("GET", `/users/${ana.id}/pedidos-products/RC-T-${kind}`, ana.token)).statusCode).toBe(200);
    expect((await call("GET", `/users/${bruno.id}/pedidos-products/RC-T-${kind}`, bruno.token)).json().error).toBe(
      "ID_NOT_MATCH",
    );
    expect((await call("GET", `/users/${ana.id}/history`, ana.token)).json().historial.length).toBeGreaterThan(0);
  });

  it("every authenticated endpoint refuses no token, another user's token, forged and expired tokens, leaking nothing", async () => {
    const [expiredToken] = [`expired-${kind}-token-0123456789abcdefghijklmnop`];
    await database.db
      .insert(sessions)
      .values({ userId: ana.id, tokenHash: hashToken(expiredToken), expiresAt: new Date("2020-01-01T00:00:00Z") });
    const endpoints: Array<[string, string, unknown?]> = [
      ["GET", "/users/fetchInfo"],
      ["PATCH", `/users/${ana.id}`, { nombre: "Intruso" }],
      ["GET", `/users/${ana.id}/history`],
      ["GET", `/users/${ana.id}/pedidos`],
      ["GET", `/users/${ana.id}/facturas`],
      ["GET", `/users/${ana.id}/get-factura/${encodeURIComponent(`FT2026/${kind}`)}`],
      ["GET", `/users/${ana.id}/pedidos-products/RC-T-${kind}`],
      ["GET", `/users/${ana.id}/talleres`],
      ["GET", `/vehicles/${ana.id}`],
      ["DELETE", `/vehicles/${ana.id}/AA-00-AA`],
      [
        "POST",
        "/matricula/add-vehicle-db",
        { idUsuario: ana.id, matriculaNumber: "AB-12-CD", vehicleData: { marca: "X", modelo: "Y", kms: 10 } },
      ],
      ["GET", `/citas-previas/${ana.id}`],
      ["POST", "/users/add-client/ws", { numero_documento: "87654321X", idUser: ana.id }],
      ["GET", "/pedidos/RC-T-" + kind],
      ["GET", "/talleres-servicios/area-privada"],
      ["DELETE", `/users/${ana.id}`, { confirm: true }],
    ];
    for (const [method, url, body] of endpoints) {
      for (const [label, token] of [
        ["none", undefined],
        ["forged", "forjado-123"],
        ["expired", expiredToken],
        ["other", bruno.token],
      ] as const) {
        if (label === "other" && (url === "/users/fetchInfo" || url === "/talleres-servicios/area-privada")) continue; // these answer for the caller only
        const res = await call(method as "GET", url, token, body);
        expect(res.statusCode, `${method} ${url} with ${label}`).toBe(label === "other" ? 403 : 401);
        expect(Object.keys(res.json()).sort(), `${method} ${url} with ${label}`).toEqual(["error", "message"]);
        expect(res.body).not.toContain(ana.email);
      }
    }
    expect((await call("GET", "/users/fetchInfo", ana.token)).json().user.nombre).toBe("Teste");
  });

  it("deleting the account removes personal data; invoices stay, pseudonymised", async () => {
    expect((await call("DELETE", `/users/${ana.id}`, ana.token, {})).statusCode).toBe(400);
    const del = await call("DELETE", `/users/${ana.id}`, ana.token, { confirm: true });
    expect(del.json()).toMatchObject({ deleted: true });
    expect((await call("GET", "/users/fetchInfo", ana.token)).statusCode).toBe(401);
    const [inv] = await database.db
      .select()
      .from(invoices)
      .where(sql`${invoices.number} = ${`FT2026/${kind}`}`);
    expect(inv).toMatchObject({ userId: null, pseudonymised: true });
    expect(JSON.stringify(inv?.billing)).not.toContain(ana.email);
    const found = await database.db.execute(
      sql`select 1 from users where lower(email) = ${ana.email} union all select 1 from orders where billing::text ilike ${`%${ana.email}%`} union all select 1 from appointments where contact::text ilike ${`%${ana.email}%`} union all select 1 from leads where email = ${ana.email}`,
    );
    expect(found.rows).toHaveLength(0);
  });
});
