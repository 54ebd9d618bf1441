/**
 * The account and vehicle failures of the spec's error catalogue (section 8) answer their own code and pt-PT message,
 * not the generic 500: each test breaks the one table the operation needs (a trigger that refuses writes, or a
 * table renamed away), checks the answer, and repairs it.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { ACCOUNT_MESSAGES, INVOICE_MESSAGES } from "#src/shared/account/account-messages.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import { ADD_CLIENT_FAILED } from "#src/shared/account/account.schema.ts";
import { VEHICLE_MESSAGES } from "#src/shared/vehicles/vehicle-messages.ts";
import { invoices, orders } from "../db/schema.ts";
import { eachDatabase } from "../test-support/db.ts";
import { testApp } from "../test-support/app.ts";

eachDatabase("error catalogue: account, vehicles and invoices", (kind) => {
  const t = testApp(kind);
  let n = 0;
  const register = async () => {
    const email = `catalogo.${kind}.${++n}@example.pt`;
    const res = await t.api("POST", "/users", {
      nombre: "Carla",
      apellidos: "Catálogo",
      email,
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "912345678",
      codigo_postal: "1000-001",
      privacidad: true,
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().user.id_site_usuario as number, token: res.json().token as string };
  };
  const exec = (q: string) => t.database.db.execute(sql.raw(q));
  /** Runs `fn` while every `op` on `table` raises an error (a database fault, not bad input). */
  async function withFailingWrites<T>(table: string, op: "INSERT" | "UPDATE" | "DELETE", fn: () => Promise<T>) {
    await exec(
      `create or replace function test_refuse() returns trigger language plpgsql as $$ begin raise exception 'falha simulada'; end $$`,
    );
    await exec(`create trigger test_refuse before ${op} on ${table} for each row execute function test_refuse()`);
    try {
      return await fn();
    } finally {
      await exec(`drop trigger test_refuse on ${table}`);
    }
  }
  /** Runs `fn` while `table` cannot be read (renamed away). */
  async function withoutTable<T>(table: string, fn: () => Promise<T>) {
    await exec(`alter table ${table} rename to ${table}_fora`);
    try {
      return await fn();
    } finally {
      await exec(`alter table ${table}_fora rename to ${table}`);
    }
  }

  it("pre-registration failure: PRE_REGISTER_FAILED, nothing saved, and the same registration works afterwards", async () => {
    const payload = {
      nombre: "Paulo",
      apellidos: "Prévio",
      email: `previo.${kind}@example.pt`,
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "912345678",
      codigo_postal: "1000-001",
      privacidad: true,
    };
    const res = await withFailingWrites("users", "INSERT", () => t.api("POST", "/users", payload));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: "PRE_REGISTER_FAILED",
      message: resolve("pt", ACCOUNT_MESSAGES.PRE_REGISTER_FAILED),
    });
    expect((await t.api("POST", "/users", payload)).statusCode).toBe(201);
  });

  it("profile load failure: USER_LOAD_FAILED in pt-PT", async () => {
    const u = await register();
    const res = await withoutTable("documents", () => t.api("GET", "/users/fetchInfo", undefined, u.token));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: "USER_LOAD_FAILED", message: resolve("pt", ACCOUNT_MESSAGES.LOAD_FAILED) });
  });

  it("account update failure: USER_UPDATE_FAILED, and the data are unchanged", async () => {
    const u = await register();
    const res = await withFailingWrites("users", "UPDATE", () =>
      t.api("PATCH", `/users/${u.id}`, { nombre: "Outra" }, u.token),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: "USER_UPDATE_FAILED", message: resolve("pt", ACCOUNT_MESSAGES.UPDATE_FAILED) });
    expect((await t.api("GET", "/users/fetchInfo", undefined, u.token)).json().user.nombre).toBe("Carla");
  });

  it("account deletion failure: USER_DELETE_FAILED, and the account is still there", async () => {
    const u = await register();
    const res = await withFailingWrites("users", "DELETE", () =>
      t.api("DELETE", `/users/${u.id}`, { confirm: true }, u.token),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: "USER_DELETE_FAILED", message: resolve("pt", ACCOUNT_MESSAGES.DELETE_FAILED) });
    expect((await t.api("GET", "/users/fetchInfo", undefined, u.token)).statusCode).toBe(200);
  });

  it("history load failure: HISTORY_LOAD_FAILED, never an empty list", async () => {
    const u = await register();
    const res = await withoutTable("appointments", () => t.api("GET", `/users/${u.id}/history`, undefined, u.token));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: "HISTORY_LOAD_FAILED",
      message: resolve("pt", ACCOUNT_MESSAGES.HISTORY_FAILED),
    });
    expect((await t.api("GET", `/users/${u.id}/history`, undefined, u.token)).json()).toEqual({ historial: [] });
  });

  it("vehicle search failure: alta_vehiculo.error_buscar_vehiculo", async () => {
    const u = await register();
    const body = { idUsuario: u.id, matriculaNumber: "12-AB-34", vehicleData: { kms: 1000 } };
    const res = await withoutTable("vehicle_registry", () => t.api("POST", "/matricula/add-vehicle-db", body, u.token));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: "alta_vehiculo.error_buscar_vehiculo",
      message: VEHICLE_MESSAGES.SEARCH_FAILED,
    });
    expect((await t.api("POST", "/matricula/add-vehicle-db", body, u.token)).statusCode).toBe(201);
  });

  it("vehicle save failure: alta_vehiculo.error_guardar_vehiculo", async () => {
    const u = await register();
    const body = { idUsuario: u.id, matriculaNumber: "12-AB-34", vehicleData: { kms: 1000 } };
    const res = await withFailingWrites("user_vehicles", "INSERT", () =>
      t.api("POST", "/matricula/add-vehicle-db", body, u.token),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: "alta_vehiculo.error_guardar_vehiculo",
      message: VEHICLE_MESSAGES.SAVE_FAILED,
    });
    expect((await t.api("GET", `/vehicles/${u.id}`, undefined, u.token)).json()).toEqual([]);
  });

  it("vehicle not identified by brand, model and engine: VEHICLE_NOT_FOUND, asking the customer to phone", async () => {
    const res = await t.api("POST", "/matricula/specs", { marca: "Renault", modelo: "Clio V", motor: "Não existe" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "VEHICLE_NOT_FOUND", message: VEHICLE_MESSAGES.NOT_IDENTIFIED });
  });

  it("DNI registration at payment: a document of another account is DNI_REGISTRATION_FAILED", async () => {
    const first = await register();
    const second = await register();
    const dni = { numero_documento: "12345678Z", tipo_documento: "DNI", pais_documento: "ES" };
    expect((await t.api("POST", "/users/add-client/ws", { ...dni, idUser: first.id }, first.token)).statusCode).toBe(
      201,
    );
    const res = await t.api("POST", "/users/add-client/ws", { ...dni, idUser: second.id }, second.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: "DNI_REGISTRATION_FAILED", message: resolve("pt", ADD_CLIENT_FAILED) });
  });

  it("invoices: an own order without an invoice is NO_ID_NAV; a document that cannot be built is OTHER", async () => {
    const u = await register();
    const order = async (number: string) => {
      const [o] = await t.database.db
        .insert(orders)
        .values({
          number,
          idempotencyKey: `k-${number}`,
          userId: u.id,
          status: "confirmed",
          paymentType: "full",
          paymentMethod: "card",
          subtotalCents: 10000,
          taxCents: 1870,
          totalCents: 10000,
          dueNowCents: 10000,
          taxLabel: "IVA",
          billing: { nombre: "Carla Catálogo" },
        })
        .returning();
      return o!;
    };
    await order(`RC-SEM-${kind}`);
    const noInvoice = await t.api("GET", `/users/${u.id}/get-factura/RC-SEM-${kind}`, undefined, u.token);
    expect(noInvoice.statusCode).toBe(404);
    expect(noInvoice.json()).toEqual({ error: "NO_ID_NAV", message: resolve("pt", INVOICE_MESSAGES.NO_ID_NAV) });
    // someone else's order number is no hint that the order exists
    const stranger = await register();
    const foreign = await t.api("GET", `/users/${stranger.id}/get-factura/RC-SEM-${kind}`, undefined, stranger.token);
    expect(foreign.json().error).toBe("FACTURA_NOT_FOUND");

    const paid = await order(`RC-COM-${kind}`);
    const number = `FT2026/CAT-${kind}`;
    await t.database.db.insert(invoices).values({
      series: "FT2026",
      seq: 900 + (kind === "pglite" ? 1 : 2),
      number,
      orderId: paid.id,
      userId: u.id,
      billing: { nombre: "Carla Catálogo" },
      lines: [{ nombre: "Pneu", cantidad: 1, precio: 10000, total: 10000 }],
      taxLabel: "IVA",
      taxPct: 23,
      taxCents: 1870,
      totalCents: 10000,
    });
    const url = `/users/${u.id}/get-factura/${encodeURIComponent(number)}`;
    const broken = await withoutTable("order_lines", () => t.api("GET", url, undefined, u.token));
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ error: "OTHER", message: resolve("pt", INVOICE_MESSAGES.OTHER) });
    const pdf = await t.api("GET", url, undefined, u.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
  });
});
