/**
 * Orders made through the API for integration tests, the way a customer makes them: register, tyres in the basket, a
 * workshop slot held, the order placed. `paidFittingOrder(app, { tyreId, codTienda, … })` gives a fitting order paid
 * at the workshop: confirmed at once and its invoice issued.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { apiCaller } from "./app.ts";
import { registrationPayload } from "./registration.ts";

/** A Lisbon customer's billing details (valid NIF). */
export const TEST_BILLING = {
  nombre: "Rita",
  apellidos: "Marques",
  nif: "123456789",
  calle: "Rua Augusta",
  numero: "12",
  poblacion: "Lisboa",
  codigo_postal: "1100-053",
  provincia: "Lisboa",
};

export type TestCustomer = { id: number; token: string; email: string };

/**
 * A new account (Rita Marques, password "segredo1": `registrationPayload`) registered on the language's site; `res` is
 * POST /users's answer (the contract tests check it whole).
 */
export async function registerCustomer(
  app: FastifyInstance,
  email: string,
  lang: Lang = "pt",
): Promise<TestCustomer & { res: LightMyRequestResponse }> {
  const res = await apiCaller(() => app, 251)(lang, "POST", "/users", registrationPayload(email));
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().user.id_site_usuario as number, token: res.json().token as string, email, res };
}

export type PaidFittingOrderOptions = {
  /** The site the customer uses (`/api/rodacerta/<lang>`); "pt" unless told. */
  lang?: Lang;
  /** The new customer's e-mail (unique per test database). */
  email: string;
  tyreId: string;
  codTienda: string;
  /** Tyres bought (4 unless told). */
  quantity?: number;
  /** Which of the workshop's free days and times (the first unless told). */
  dayIndex?: number;
  timeIndex?: number;
  billing?: typeof TEST_BILLING;
  idempotencyKey: string;
};

/**
 * Register, `quantity` tyres with fitting, a slot at `codTienda`, pay at the workshop: the order is confirmed at once
 * and invoiced. Gives the customer, the basket, the free days offered and the one held, the order's number and its
 * detail (GET /pedidos/:n).
 */
export async function paidFittingOrder(app: FastifyInstance, opts: PaidFittingOrderOptions) {
  const lang = opts.lang ?? "pt";
  const customer = await registerCustomer(app, opts.email, lang);
  const call = apiCaller(() => app, 251);
  const api = (method: "GET" | "POST", url: string, payload?: unknown) =>
    call(lang, method, url, payload, customer.token);
  const { codTienda } = opts;
  const add = await api("POST", `/cesta-product/${opts.tyreId}`, { cantidad: opts.quantity ?? 4 });
  expect(add.statusCode, add.body).toBe(201);
  const cestaID = add.json().cestaID as string;
  const dates = await api("POST", "/consult-dates", { cestaID, codTienda });
  expect(dates.statusCode, dates.body).toBe(200);
  const days = dates.json().dias as Array<{ fecha: string; iso: string }>;
  const day = days[opts.dayIndex ?? 0]!;
  const times = (await api("POST", "/consult-times", { cestaID, codTienda, date: day.fecha })).json().horas as string[];
  const time = times[(opts.timeIndex ?? 0) % times.length];
  const hold = await api("POST", "/reserve-time", { cestaID, codTienda, date: day.fecha, time, email: customer.email });
  expect(hold.statusCode, hold.body).toBe(201);
  const placed = await api("POST", "/pedidos", {
    cestaState: { cestaID, paymentType: "at_workshop" },
    billing: opts.billing ?? TEST_BILLING,
    idempotencyKey: opts.idempotencyKey,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  expect(placed.json().estado).toBe("confirmed");
  const orderNumber = placed.json().orderNumber as string;
  const detail = await api("GET", `/pedidos/${orderNumber}`);
  expect(detail.statusCode, detail.body).toBe(200);
  return { customer, cestaID, days, day, time, orderNumber, order: detail.json() };
}
