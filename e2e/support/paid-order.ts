/**
 * A customer's order with a fitting, made through the API for journeys that start after the checkout (the checkout
 * has its own journeys): a new customer registers, puts two 205/55 R16 tyres in the basket, holds a time at the first
 * workshop near 1600-209 that takes web bookings, and orders, paying in full online or at the workshop. The gateway's
 * signed approval (the demo's built-in key) pays an order paid online.
 */
import assert from "node:assert/strict";
import type { APIResponse, Page } from "@playwright/test";
import { DEMO_PAYMENT_SECRET } from "../../src/server/env.ts";
import { signed } from "../../src/server/payment/gateway.ts";
import { registrationPayload } from "../../src/server/test-support/registration.ts";
import { BASE_URL } from "./browser.ts";

/** The API answer's JSON, or a failed assertion naming the step and the answer. */
export async function ok(res: Promise<APIResponse>, what: string) {
  const r = await res;
  assert.ok(r.status() < 300, `${what}: ${r.status()} ${await r.text()}`);
  return r.json();
}

/** The public API through the page's request context, with an optional customer's token. */
export const apiOf = (page: Page) => (method: string, path: string, data?: unknown, token?: string) =>
  page.request.fetch(`${BASE_URL}/api/rodacerta/pt${path}`, {
    method,
    ...(data !== undefined ? { data } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

export const BILLING = {
  nombre: "Rita",
  apellidos: "Marques",
  nif: "123456789",
  calle: "Rua Augusta",
  numero: "12",
  poblacion: "Lisboa",
  codigo_postal: "1100-053",
  provincia: "Lisboa",
};

export type OrderWithFitting = {
  /** The customer's session token and user id. */
  token: string;
  userId: number;
  number: string;
  estado: string;
  /** What the order asks to pay online now (0 when paid at the workshop). */
  due: number;
  /** The fitting's day (DD/MM/YYYY). */
  day: string;
};

/**
 * Registers `email` and orders two tyres fitted on the `dayIndex`-th day offered (0: the first), at its first free
 * time; `paymentType` "full" leaves the order waiting for the online payment, "at_workshop" confirms it at once.
 */
export async function orderWithFitting(
  page: Page,
  o: { email: string; paymentType: "full" | "at_workshop"; idempotencyKey: string; dayIndex?: number },
): Promise<OrderWithFitting> {
  const api = apiOf(page);
  const { email } = o;
  const reg = await ok(api("POST", "/users", registrationPayload(email, { codigo_postal: "1600-209" })), "register");
  const token = reg.token as string;
  const search = await ok(
    api("POST", "/neumaticos/selector", { filters: { ancho: 205, serie: 55, llanta: 16 } }),
    "search",
  );
  const tyre = search.recomendados[0].id as string;
  const workshops = (await ok(api("POST", "/taller/localizacion", { postCode: "1600-209" }), "workshops"))
    .talleres as Array<{ codTienda: string; citaWeb: boolean }>;
  const codTienda = workshops.find((w) => w.citaWeb)!.codTienda;
  const { cestaID } = await ok(api("POST", `/cesta-product/${tyre}`, { cantidad: 2 }, token), "add to basket");
  const dias = (await ok(api("POST", "/consult-dates", { cestaID, codTienda }, token), "dates")).dias as Array<{
    fecha: string;
  }>;
  const day = dias[o.dayIndex ?? 0]!.fecha;
  const horas = (await ok(api("POST", "/consult-times", { cestaID, codTienda, date: day }, token), "times"))
    .horas as string[];
  await ok(api("POST", "/reserve-time", { cestaID, codTienda, date: day, time: horas[0], email }, token), "hold");
  const order = await ok(
    api(
      "POST",
      "/pedidos",
      { cestaState: { cestaID, paymentType: o.paymentType }, billing: BILLING, idempotencyKey: o.idempotencyKey },
      token,
    ),
    "order",
  );
  return {
    token,
    userId: reg.user.id_site_usuario as number,
    number: order.orderNumber as string,
    estado: order.estado as string,
    due: order.aPagarAgora as number,
    day,
  };
}

/** The gateway's signed notification of an approval of `amount` cents (`id` tells repeated approvals apart). */
export async function approval(page: Page, number: string, id: string, amount: number) {
  const n = {
    Ds_Order: number,
    Ds_Amount: String(amount),
    Ds_Currency: "978",
    Ds_Response: "0000",
    Ds_AuthorisationCode: `A${id}B2C3`,
    Ds_NotificationId: `e2e-${number}-${id}`,
    Ds_PayMethod: "C",
    Ds_Date: new Date().toISOString(),
  };
  return ok(apiOf(page)("POST", "/pagos/notificacion", signed(DEMO_PAYMENT_SECRET, number, n)), "notification");
}
