/**
 * Stock is live (issue 15, item 5): the catalogue is served from memory, but a tyre sold out in the database shows as
 * sold out at once — on its product API and page (text and JSON-LD `OutOfStock`) and in the search results — whether
 * the back office set its stock to 0 or a checkout took the last units. "At once" means the very next request, with
 * no waiting. The product API reads the tyre's stock live (one row by key) and heals the catalogue; the results follow
 * the trigger's NOTIFY, and after a lost LISTEN connection the whole catalogue is loaded again. The order of
 * concurrent reads is unit-tested in catalogue/catalogue-holder.test.ts.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { tyres, workshops } from "../db/schema.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase, freshDatabase, testEnv } from "../test-support/db.ts";
import { operatorTeam, testClock } from "../test-support/operator.ts";

const START = new Date("2026-11-23T09:00:00Z"); // Monday morning in Lisbon
const BUILD_DIR = join(process.cwd(), process.env.BUILD_DIR ?? "build");
const built = existsSync(join(BUILD_DIR, "server", "index.js"));

const billing = {
  nombre: "Rita",
  apellidos: "Marques",
  nif: "123456789",
  calle: "Rua Augusta",
  numero: "12",
  poblacion: "Lisboa",
  codigo_postal: "1100-053",
  provincia: "Lisboa",
};

type Tyre = { id: string; stock: number; url: string };

type Api = (
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload?: unknown,
  token?: string,
) => Promise<LightMyRequestResponse>;

/** A customer buys `qty` of a tyre, paying at the workshop (the order takes the stock in its transaction). */
async function buyAll(api: Api, id: string, qty: number, codTienda: string, tag: string) {
  const email = `ultimas.${tag}@example.pt`;
  const reg = await api("POST", "/users", {
    nombre: "Rita",
    apellidos: "Marques",
    email,
    password: "segredo1",
    confirmPassword: "segredo1",
    telefono: "912345678",
    codigo_postal: "1100-053",
    privacidad: true,
    permiso_comercial: true,
  });
  expect(reg.statusCode, reg.body).toBe(201);
  const token = reg.json().token as string;
  const add = await api("POST", `/cesta-product/${id}`, { cantidad: qty }, token);
  expect(add.statusCode, add.body).toBe(201);
  const cestaID = add.json().cestaID as string;
  const dates = await api("POST", "/consult-dates", { cestaID, codTienda }, token);
  expect(dates.statusCode, dates.body).toBe(200);
  const date = dates.json().dias[1].fecha as string;
  const times = (await api("POST", "/consult-times", { cestaID, codTienda, date }, token)).json().horas as string[];
  const hold = await api("POST", "/reserve-time", { cestaID, codTienda, date, time: times[0], email }, token);
  expect(hold.statusCode, hold.body).toBe(201);
  const order = await api(
    "POST",
    "/pedidos",
    { cestaState: { cestaID, paymentType: "at_workshop" }, billing, idempotencyKey: `live-stock-${tag}-000001` },
    token,
  );
  expect(order.statusCode, order.body).toBe(201);
}

/** What a customer sees of one tyre: its product API, its place in the results, its page (when built). */
function views(app: () => FastifyInstance) {
  let ip = 0;
  const api = (method: "GET" | "POST", url: string, payload?: unknown) =>
    app().inject({
      method,
      url: `/api/rodacerta/pt${url}`,
      payload: payload as object,
      remoteAddress: `10.77.0.${++ip % 250}`,
    });
  const product = async (id: string) => {
    const res = await api("GET", `/neumaticos/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Tyre;
  };
  /** The tyre as the results list shows it (on whichever page it falls). */
  const inResults = async (id: string) => {
    for (let page = 0; ; page++) {
      const res = await api("POST", "/neumaticos/selector", {
        filters: { ancho: 205, serie: 55, llanta: 16 },
        pagination: { pageSize: 50, page },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { neumaticos: Tyre[]; pages: number };
      const found = body.neumaticos.find((x) => x.id === id);
      if (found || page + 1 >= body.pages) return found;
    }
  };
  /** The product page's HTML: its availability line and the JSON-LD offer. */
  const page = async (url: string) => {
    const res = await app().inject({ method: "GET", url });
    expect(res.statusCode, url).toBe(200);
    const ld = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(res.body)?.[1] ?? "";
    return {
      html: res.body,
      availability: (JSON.parse(ld) as { offers: { availability: string } }).offers.availability,
    };
  };
  /** Everything a customer sees of the tyre's stock, read right after the change. */
  const seen = async (id: string) => {
    const p = await product(id);
    const r = await inResults(id);
    const html = built ? await page(p.url) : null;
    return { product: p.stock, results: r?.stock ?? null, page: html };
  };
  return { api, product, inResults, page, seen };
}

eachDatabase("stock is live", (kind) => {
  const clock = testClock(START);
  const t = testApp(kind, { now: clock.now, webBuildDir: built ? BUILD_DIR : null });
  const team = operatorTeam(t, kind, "stock", clock);

  const { seen } = views(() => t.app);
  let sizeTyres: string[] = [];

  beforeAll(async () => {
    const rows = await t.database.db.select().from(tyres).where(eq(tyres.width, 205));
    sizeTyres = rows
      .filter((r) => r.series === 55 && r.rim === 16 && r.deliveryDays <= 2)
      .map((r) => r.id)
      .sort();
    expect(sizeTyres.length).toBeGreaterThan(3);
  });

  it("the back office sets a tyre's stock to 0: sold out on the product, the results and the page at once", async () => {
    const id = sizeTyres[0]!;
    await t.database.db.update(tyres).set({ stock: 2 }).where(eq(tyres.id, id));
    const res = await t.api("PATCH", `/operador/produtos/${id}`, { stock: 2 }, team.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    const before = await seen(id);
    expect(before.product).toBe(2);
    expect(before.results).toBe(2);
    if (before.page) {
      expect(before.page.html).toContain("Últimas 2 unidades");
      expect(before.page.availability).toBe("https://schema.org/InStock");
    }

    const sold = await t.api("PATCH", `/operador/produtos/${id}`, { stock: 0 }, team.tokens.admin);
    expect(sold.statusCode, sold.body).toBe(200);
    const after = await seen(id);
    expect(after.product).toBe(0);
    expect(after.results).toBe(0);
    if (after.page) {
      expect(after.page.html).toContain("Sem stock de momento");
      expect(after.page.html).not.toContain("Últimas 2 unidades");
      expect(after.page.availability).toBe("https://schema.org/OutOfStock");
    }
  });

  it("a checkout takes the last units: sold out on the product, the results and the page at once", async () => {
    const id = sizeTyres[2]!;
    await t.api("PATCH", `/operador/produtos/${id}`, { stock: 2 }, team.tokens.admin);
    expect((await seen(id)).product).toBe(2);

    await buyAll(t.api, id, 2, team.lisbon.code, `${kind}-a`);
    const [row] = await t.database.db.select({ stock: tyres.stock }).from(tyres).where(eq(tyres.id, id));
    expect(row!.stock).toBe(0);

    const after = await seen(id);
    expect(after.product).toBe(0);
    expect(after.results).toBe(0);
    if (after.page) {
      expect(after.page.html).toContain("Sem stock de momento");
      expect(after.page.availability).toBe("https://schema.org/OutOfStock");
    }
  });
});

/**
 * A process whose change announcements do not arrive (a slow or lost LISTEN connection): a product page still shows
 * a sale at once, and when the connection comes back the results catch up with what was missed.
 */
eachDatabase("stock is live without the change announcements", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let deliver = true;
  const lost: string[] = [];
  let reconnected = (): void => {};
  const { api, product, inResults, seen } = views(() => app);
  let ids: string[] = [];
  let lisbon = "";

  beforeAll(async () => {
    database = await freshDatabase(kind);
    const muted: Database = {
      ...database,
      listen: (channel, onMessage) => {
        reconnected = () => onMessage(""); // what the client sends after it listens again on a new connection
        return database.listen(channel, (payload) => {
          if (deliver) onMessage(payload);
          else lost.push(payload);
        });
      },
    };
    app = await buildApp({
      database: muted,
      env: testEnv(),
      logger: false,
      webBuildDir: built ? BUILD_DIR : null,
      paymentRetries: false,
      now: () => START,
    });
    const rows = await database.db.select().from(tyres).where(eq(tyres.width, 205));
    ids = rows
      .filter((r) => r.series === 55 && r.rim === 16 && r.deliveryDays <= 2)
      .map((r) => r.id)
      .sort();
    const ws = await database.db.select().from(workshops);
    lisbon = ws.find((w) => w.town === "Lisboa" && w.webBookings && w.services.includes("car"))!.code;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("a checkout takes the last units: the product API and page say sold out at once, and heal the results", async () => {
    deliver = false;
    const id = ids[0]!;
    await database.db.update(tyres).set({ stock: 2 }).where(eq(tyres.id, id));
    expect((await product(id)).stock).toBe(2);
    await buyAll(
      (method, url, payload, token) =>
        app.inject({
          method,
          url: `/api/rodacerta/pt${url}`,
          payload: payload as object,
          remoteAddress: "10.78.0.1",
          headers: token ? { authorization: `Bearer ${token}` } : {},
        }),
      id,
      2,
      lisbon,
      `${kind}-muted`,
    );
    const after = await seen(id);
    expect(after.product).toBe(0);
    expect(after.results).toBe(0);
    if (after.page) {
      expect(after.page.html).toContain("Sem stock de momento");
      expect(after.page.availability).toBe("https://schema.org/OutOfStock");
    }
  });

  it("a stock set to 0 by hand while the connection was down shows in the results once it is back", async () => {
    deliver = false;
    const id = ids[1]!;
    expect((await inResults(id))?.stock).toBeGreaterThan(0);
    await database.db.execute(sql`update tyres set stock = 0 where id = ${id}`);
    await vi.waitFor(() => expect(lost).toContain(`tyre:${id}`)); // the announcement came, and was lost
    deliver = true;
    reconnected();
    await vi.waitFor(async () => expect((await inResults(id))?.stock).toBe(0), { timeout: 15_000, interval: 50 });
    expect((await api("GET", `/neumaticos/${id}`)).json().stock).toBe(0);
  });
});
