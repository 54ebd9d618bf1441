/**
 * What the back office's integration tests share: a team (an admin, workshop staff of Lisbon and of Porto, customer
 * service and a customer, each signed in), the access matrix every operator endpoint must pass (no, forged or
 * expired token and a customer's token: 401; the wrong role or another workshop's staff: 403), and a customer's
 * paid order with a fitting at a workshop.
 *
 *   const clock = testClock(START);
 *   const t = testApp(kind, { now: clock.now });
 *   const team = operatorTeam(t, kind, "enc", clock);   // signs everyone in before the tests
 *   accessMatrix({ t, team, clock, endpoints: () => [...], forbidden: [{ who: ["service"], endpoints: () => [...] }] });
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { tyres, workshops } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { createStaff, STAFF_SESSION_HOURS } from "../operator/staff.ts";
import { signed } from "../payment/gateway.ts";
import type { TestApp } from "./app.ts";
import type { DbKind } from "./db.ts";
import { TEST_BILLING } from "./orders.ts";
import { registrationPayload } from "./registration.ts";

/** A clock the app reads (`testApp(kind, { now: clock.now })`) that tests can move. */
export type TestClock = { now: () => Date; set: (at: Date) => void; readonly start: Date };

export function testClock(start: Date): TestClock {
  let current = start;
  return { now: () => current, set: (at) => (current = at), start };
}

export type StaffKey = "admin" | "lisbonStaff" | "portoStaff" | "service";
type Workshop = typeof workshops.$inferSelect;

export type OperatorTeam = {
  tokens: Record<StaffKey | "customer", string>;
  ids: Record<StaffKey, number>;
  emails: Record<StaffKey | "customer", string>;
  /** The customer's user id. */
  customerId: number;
  /** A Lisbon workshop taking web bookings for cars (the workshop staff's), and a Porto one (another workshop's). */
  lisbon: Workshop;
  porto: Workshop;
  /** Signs a member in again (a fresh session at the clock's time). */
  login: (who: StaffKey) => Promise<string>;
  /** Signs every member in again, e.g. after moving the clock past their sessions. */
  loginAll: () => Promise<void>;
};

export const STAFF_PASSWORD = "password-da-equipa";
export const ADMIN_PASSWORD = "password-admin-1";

export type CustomerInput = { nombre: string; apellidos: string; email: string; telefono: string };

/**
 * Registers a `beforeAll` that creates the team (the admin through the command line's use case, the others through
 * the API, as an admin would) and signs a customer up. The returned object is filled in before the tests run.
 */
export function operatorTeam(
  t: TestApp,
  kind: DbKind,
  prefix: string,
  clock: TestClock,
  customer: Partial<CustomerInput> = {},
): OperatorTeam {
  const mail = (key: string) => `${key}.${prefix}.${kind}@rodacerta.pt`;
  const emails = {
    admin: mail("admin"),
    lisbonStaff: mail("lisbonStaff"),
    portoStaff: mail("portoStaff"),
    service: mail("service"),
    customer: customer.email ?? `cliente.${prefix}.${kind}@example.pt`,
  };
  const login = async (who: StaffKey) => {
    const res = await t.api("POST", "/operador/login", {
      email: emails[who],
      password: who === "admin" ? ADMIN_PASSWORD : STAFF_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };
  const team = {
    tokens: { admin: "", lisbonStaff: "", portoStaff: "", service: "", customer: "" },
    ids: { admin: 0, lisbonStaff: 0, portoStaff: 0, service: 0 },
    emails,
    customerId: 0,
    lisbon: undefined as unknown as Workshop,
    porto: undefined as unknown as Workshop,
    login,
    loginAll: async () => {
      for (const who of ["admin", "lisbonStaff", "portoStaff", "service"] as const) team.tokens[who] = await login(who);
    },
  } satisfies OperatorTeam;

  beforeAll(async () => {
    const ws = await t.database.db.select().from(workshops);
    team.lisbon = ws.find((w) => w.town === "Lisboa" && w.webBookings && w.services.includes("car"))!;
    team.porto = ws.find((w) => w.town === "Porto")!;
    const admin = await createStaff(
      t.database.db,
      null,
      { email: emails.admin, nome: "Ana Admin", password: ADMIN_PASSWORD, perfil: "admin", oficinas: [] },
      clock.now(),
    );
    team.ids.admin = admin.id;
    team.tokens.admin = await login("admin");
    for (const [key, perfil, oficinas] of [
      ["lisbonStaff", "workshop", [team.lisbon.id]],
      ["portoStaff", "workshop", [team.porto.id]],
      ["service", "service", []],
    ] as const) {
      const res = await t.api(
        "POST",
        "/operador/funcionarios",
        { email: emails[key], nome: `Equipa ${key}`, password: STAFF_PASSWORD, perfil, oficinas },
        team.tokens.admin,
      );
      expect(res.statusCode, res.body).toBe(201);
      team.ids[key] = res.json().id;
      team.tokens[key] = await login(key);
    }
    const signUp = await t.api(
      "POST",
      "/users",
      registrationPayload(emails.customer, { ...customer, email: emails.customer }),
    );
    expect(signUp.statusCode, signUp.body).toBe(201);
    team.tokens.customer = signUp.json().token;
    team.customerId = signUp.json().user.id_site_usuario;
  });
  return team;
}

export type Endpoint = { method: "GET" | "POST" | "PATCH" | "DELETE"; url: () => string; body?: () => unknown };

export type AccessMatrix = {
  t: TestApp;
  team: OperatorTeam;
  clock: TestClock;
  /** Every endpoint under test (URLs and bodies read when the tests run, after `beforeAll`). */
  endpoints: () => Endpoint[];
  /** Who gets 403 where: the wrong role, or staff of another workshop. */
  forbidden: Array<{ who: StaffKey[]; endpoints: () => Endpoint[] }>;
};

const label = (e: Endpoint) => `${e.method} ${e.url()}`;

/**
 * Registers the access matrix's tests: every endpoint refuses no token, a forged token, a customer's token and an
 * expired staff session with 401 UNAUTHORIZED, and the members listed in `forbidden` with 403 OPERATOR_FORBIDDEN.
 */
export function accessMatrix(m: AccessMatrix): void {
  const { t, team, clock } = m;
  it("no token, a forged token, a customer's token: 401 on every endpoint", async () => {
    for (const e of m.endpoints())
      for (const [token, who] of [
        [undefined, "no token"],
        ["forjado".repeat(6), "a forged token"],
        [team.tokens.customer, "a customer's token"],
      ] as const) {
        const res = await t.api(e.method, e.url(), e.body?.(), token);
        expect(res.statusCode, `${label(e)} with ${who}`).toBe(401);
        expect(res.json().error).toBe("UNAUTHORIZED");
      }
  });

  it("an expired staff session: 401 on every endpoint", async () => {
    const before = clock.now();
    const fresh = await team.login("admin");
    clock.set(new Date(before.getTime() + STAFF_SESSION_HOURS * 3_600_000 + 1000));
    try {
      for (const e of m.endpoints()) {
        const res = await t.api(e.method, e.url(), e.body?.(), fresh);
        expect(res.statusCode, `${label(e)} with an expired session`).toBe(401);
        expect(res.json().error).toBe("UNAUTHORIZED");
      }
    } finally {
      clock.set(before);
    }
    expect((await t.api("GET", "/operador/me", undefined, fresh)).statusCode).toBe(200);
  });

  if (m.forbidden.length)
    it("the wrong role or another workshop's staff: 403", async () => {
      for (const f of m.forbidden)
        for (const who of f.who)
          for (const e of f.endpoints()) {
            const res = await t.api(e.method, e.url(), e.body?.(), team.tokens[who]);
            expect(res.statusCode, `${who} ${label(e)}`).toBe(403);
            expect(res.json().error).toBe("OPERATOR_FORBIDDEN");
          }
    });
}

export const BILLING = TEST_BILLING;

/** The body of the gateway's signed notification of an approved card payment of `amountCents` for the order. */
export const approvalNotification = (env: Env, orderNumber: string, amountCents: number, id: string, at: Date) =>
  signed(env.PAYMENT_SECRET, orderNumber, {
    Ds_Order: orderNumber,
    Ds_Amount: String(amountCents),
    Ds_Currency: "978",
    Ds_Response: "0000",
    Ds_AuthorisationCode: "A1B2C3",
    Ds_NotificationId: id,
    Ds_PayMethod: "C",
    Ds_Date: at.toISOString(),
  });

/** The gateway's signed notification of an approved card payment of `amountCents` for the order. */
export const payOrder = (t: TestApp, env: Env, orderNumber: string, amountCents: number, id: string, at: Date) =>
  t.api("POST", "/pagos/notificacion", approvalNotification(env, orderNumber, amountCents, id, at));

/**
 * The customer's basket with two 205/55 R16 tyres and the first free time held at `workshop`: ready to order.
 */
export async function heldTyreBasket(
  t: TestApp,
  o: { token: string; email: string; workshop: Workshop; plate?: string },
): Promise<{ cestaID: string; tyreId: string }> {
  const sizes = await t.database.db
    .select()
    .from(tyres)
    .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
    .orderBy(tyres.id);
  const tyreId = (sizes.find((x) => x.deliveryDays <= 2) ?? sizes[0])!.id;
  await t.database.db.update(tyres).set({ stock: 40 }).where(eq(tyres.id, tyreId));
  const add = await t.api("POST", `/cesta-product/${tyreId}`, { cantidad: 2 }, o.token);
  expect(add.statusCode, add.body).toBe(201);
  const cestaID = add.json().cestaID as string;
  if (o.plate) {
    const plate = await t.api("POST", "/cesta/update", { cestaState: { cestaID, matricula: o.plate } }, o.token);
    expect(plate.statusCode, plate.body).toBe(200);
  }
  const codTienda = o.workshop.code;
  const first = (await t.api("POST", "/consult-dates", { cestaID, codTienda }, o.token)).json().dias[0].fecha as string;
  const times = (await t.api("POST", "/consult-times", { cestaID, codTienda, date: first }, o.token)).json()
    .horas as string[];
  const hold = await t.api(
    "POST",
    "/reserve-time",
    { cestaID, codTienda, date: first, time: times[0], email: o.email },
    o.token,
  );
  expect(hold.statusCode, hold.body).toBe(201);
  return { cestaID, tyreId };
}

/**
 * The customer orders two 205/55 R16 tyres fitted at `workshop` on the first free day and time, pays in full by
 * card and the gateway notifies it: a confirmed order with a booked fitting and an invoice.
 */
export async function paidFittingOrder(
  t: TestApp,
  env: Env,
  o: { token: string; email: string; workshop: Workshop; key: string; plate?: string; at: Date },
): Promise<{ orderNumber: string; dueNowCents: number; tyreId: string }> {
  const { cestaID, tyreId } = await heldTyreBasket(t, o);
  const order = await t.api(
    "POST",
    "/pedidos",
    { cestaState: { cestaID, paymentType: "full" }, billing: BILLING, idempotencyKey: `key-${o.key}` },
    o.token,
  );
  expect(order.statusCode, order.body).toBe(201);
  const orderNumber = order.json().orderNumber as string;
  const dueNowCents = order.json().aPagarAgora as number;
  const paid = await payOrder(t, env, orderNumber, dueNowCents, `${o.key}-1`, o.at);
  expect(paid.statusCode, paid.body).toBe(200);
  expect(paid.json().resultado).toBe("applied");
  return { orderNumber, dueNowCents, tyreId };
}
