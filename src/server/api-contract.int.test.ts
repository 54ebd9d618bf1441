/**
 * The typed API contract (docs/decisions/020-api-contract.md): every endpoint the pages read through
 * `answer<typeof Schema>(res)` (src/web/api-context.ts) is called here with real data, on /pt and on /es where the
 * messages differ, and its answer is parsed with the response schema from src/shared. A server change that breaks
 * what a page reads fails here, whether or not the route declares the schema. Schemas marked `whole` describe the
 * entire answer (nothing is stripped when parsing), so declaring them on their route would drop no field.
 */
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { ImpersonationAnswer, SessionAnswer, UserInfoAnswer } from "#src/shared/account/account-api.schema.ts";
import {
  AddProductAnswer,
  BasketAnswer,
  BasketDatesAnswer,
  BasketTimesAnswer,
  CreateOrderAnswer,
  OrderAnswer,
  UpdateOrderAnswer,
} from "#src/shared/basket/basket-api.schema.ts";
import { BatteryFilterValuesSchema, BatterySearchResponseSchema } from "#src/shared/catalogue/batteries.schema.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { AuditAnswer, MeAnswer } from "#src/shared/operator/operator-api.ts";
import { RevisionPacksResponse, VerificarRevisionPresetResponse } from "#src/shared/revision/revision.schema.ts";
import { ApiErrorAnswer } from "#src/shared/api-error.schema.ts";
import { TyreOptionsAnswer, TyreSearchAnswer } from "#src/shared/tyres/tyres-api.schema.ts";
import { CarEnginesAnswer, CarMakesAnswer, CarModelsAnswer } from "#src/shared/vehicles/registry-api.schema.ts";
import {
  WorkshopAreasAnswer,
  WorkshopDatesAnswer,
  WorkshopsNearPositionAnswer,
  WorkshopsNearPostcodeAnswer,
} from "#src/shared/workshops/workshops-api.schema.ts";
import { tyres, workshops } from "./db/schema.ts";
import { apiCaller, testApp } from "./test-support/app.ts";
import { expectAnswer, registeredSession } from "./test-support/contract.ts";
import { TEST_BILLING } from "./test-support/orders.ts";
import { eachDatabase } from "./test-support/db.ts";
import { operatorTeam, testClock } from "./test-support/operator.ts";

const START = new Date("2026-11-23T09:00:00Z"); // Monday morning in Lisbon
const LANGS: Lang[] = ["pt", "es"];
const billing = TEST_BILLING;

eachDatabase("API contract: answers parse with the response schemas the pages read", (kind) => {
  const clock = testClock(START);
  const t = testApp(kind, { now: clock.now });
  const team = operatorTeam(t, kind, "contract", clock);
  const call = apiCaller(() => t.app, 66);

  let seq = 0;
  async function register(lang: Lang) {
    const email = `contrato.${lang}.${kind}.${++seq}@example.pt`;
    const session = await registeredSession(t, lang, email);
    return { email, session };
  }

  it("account: registration, login and the profile (GET /users/fetchInfo)", async () => {
    for (const lang of LANGS) {
      const { email, session } = await register(lang);
      const login = await call(lang, "POST", "/users/auth", { email, password: "segredo1" });
      expectAnswer(login, SessionAnswer, { whole: true });
      const me = expectAnswer(await call(lang, "GET", "/users/fetchInfo", undefined, session.token), UserInfoAnswer, {
        whole: true,
      });
      expect(me.user.email).toBe(email);
      expect(me.address.codigo_postal).toBe("1100-053");
    }
  });

  it("back office: who is signed in, the audit log, and the impersonation banner", async () => {
    const me = expectAnswer(await t.api("GET", "/operador/me", undefined, team.tokens.admin), MeAnswer, {
      whole: true,
    });
    expect(me.funcionario.perfil).toBe("admin");
    const audit = expectAnswer(await t.api("GET", "/operador/auditoria", undefined, team.tokens.admin), AuditAnswer, {
      whole: true,
    });
    expect(audit.registos.length).toBeGreaterThan(0);

    const issued = await t.api(
      "POST",
      `/operador/clientes/${team.customerId}/impersonacao`,
      undefined,
      team.tokens.service,
    );
    expect(issued.statusCode, issued.body).toBe(200);
    const opened = await t.api("POST", "/users/auth/staff-token", { token: issued.json().token });
    expect(opened.statusCode, opened.body).toBe(200);
    for (const lang of LANGS) {
      const banner = expectAnswer(
        await call(lang, "GET", "/users/me/impersonacao", undefined, opened.json().token),
        ImpersonationAnswer,
        { whole: true },
      );
      expect(banner.impersonacao?.cliente.id).toBe(team.customerId);
      const own = await call(lang, "GET", "/users/me/impersonacao", undefined, team.tokens.customer);
      expect(expectAnswer(own, ImpersonationAnswer, { whole: true }).impersonacao).toBeNull();
    }
  });

  it("catalogue: size options, maintenance packs (in the path's language) and batteries", async () => {
    const names: Record<string, string[]> = {};
    for (const lang of LANGS) {
      const widths = expectAnswer(await call(lang, "GET", "/tyres-with-values"), TyreOptionsAnswer, { whole: true });
      expect(widths.measure).toBe("ancho");
      const series = expectAnswer(await call(lang, "GET", "/tyres-with-values?ancho=205"), TyreOptionsAnswer, {
        whole: true,
      });
      expect(series).toMatchObject({ measure: "serie", options: expect.arrayContaining(["55"]) });
      // Declared on its route and written by the compiled serializer (src/server/serializer.ts): every field listed.
      const search = expectAnswer(
        await call(lang, "POST", "/neumaticos/selector", { filters: { ancho: 205, serie: 55, llanta: 16 } }),
        TyreSearchAnswer,
        { whole: true },
      );
      expect(search.neumaticos.length).toBeGreaterThan(0);
      expect(search.facetas.cv.length).toBeGreaterThan(0);
      const ws = expectAnswer(
        await call(lang, "POST", "/neumaticos/selector/ws", {
          filters: { ancho: 205, serie: 55, llanta: 16 },
          useragent: "contract",
        }),
        TyreSearchAnswer,
        { whole: true },
      );
      expect(ws.total).toBe(search.total);
      const packs = expectAnswer(await call(lang, "GET", "/packs-mantenimiento"), RevisionPacksResponse, {
        whole: true,
      });
      expect(packs.length).toBeGreaterThan(0);
      names[lang] = packs.flatMap((p) => [p.nombre, ...p.incluye]);
      const query = new URLSearchParams({ pagination: JSON.stringify({ page: 1, pageSize: 12 }) });
      const page = expectAnswer(await call(lang, "GET", `/baterias/search?${query}`), BatterySearchResponseSchema);
      expect(page.items.length).toBeGreaterThan(0);
      expectAnswer(await call(lang, "GET", "/baterias/filter-values"), BatteryFilterValuesSchema);
    }
    // The packs' lines are written in the path's language.
    expect(names.es).not.toEqual(names.pt);
  });

  it("vehicles: the hand pick's brands, models and engines; the revision link check", async () => {
    const makes = expectAnswer(await t.api("GET", "/matricula/marcas"), CarMakesAnswer, { whole: true });
    const marca = makes.includes("Volkswagen") ? "Volkswagen" : makes[0]!;
    const models = expectAnswer(
      await t.api("GET", `/matricula/modelos?marca=${encodeURIComponent(marca)}`),
      CarModelsAnswer,
      { whole: true },
    );
    const engines = expectAnswer(
      await t.api("POST", "/matricula/motores", { marca, modelo: models[0] }),
      CarEnginesAnswer,
      { whole: true },
    );
    expect(engines.length).toBeGreaterThan(0);
    // Declared on its route (validated when serialised); its error shape is what preset.tsx reads otherwise.
    const bad = await t.api("POST", "/verificar-revision-preset", { matricula: "ZZ-99-ZZ", kms: 1000, aceite: "X" });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(typeof bad.json().error).toBe("string");
    expect(VerificarRevisionPresetResponse.safeParse(bad.json()).success).toBe(false);
  });

  it("workshops: areas, near a postcode, near a position, and a workshop's next dates", async () => {
    for (const lang of LANGS) {
      const areas = expectAnswer(await call(lang, "GET", "/oficinas/areas"), WorkshopAreasAnswer, { whole: true });
      expect(areas.length).toBeGreaterThan(0);
      const near = expectAnswer(
        await call(lang, "POST", "/taller/localizacion", { postCode: "1100-053", distancia: 80 }),
        WorkshopsNearPostcodeAnswer,
        { whole: true },
      );
      expect(near.talleres.length).toBeGreaterThan(0);
      const { lat, lon } = near.talleres[0]!;
      const around = expectAnswer(await call(lang, "POST", "/tiendas", { lat, lon }), WorkshopsNearPositionAnswer, {
        whole: true,
      });
      expect(around.tiendas[0]?.codTienda).toBe(near.talleres[0]!.codTienda);
      const moto = expectAnswer(
        await call(lang, "POST", "/taller/moto/localizacion", { postCode: "1100-053", distancia: 80 }),
        WorkshopsNearPostcodeAnswer,
        { whole: true },
      );
      expect(moto.talleres.every((w) => w.servicios.includes("motorbike"))).toBe(true);
      const bookable = near.talleres.find((w) => w.citaWeb)!;
      const dates = expectAnswer(
        await call(lang, "POST", `/cita-previa-dates/taller/${bookable.codTienda}`, { services: [] }),
        WorkshopDatesAnswer,
        { whole: true },
      );
      expect(dates.dias.length).toBeGreaterThan(0);
    }
  });

  it("basket and order: add, read, dates and times, order, its detail and a new payment choice", async () => {
    const [tyre] = await t.database.db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id)
      .limit(1);
    await t.database.db.update(tyres).set({ stock: 500 }).where(eq(tyres.id, tyre!.id));
    const lisbon = (await t.database.db.select().from(workshops)).find(
      (w) => w.town === "Lisboa" && w.webBookings && w.services.includes("car"),
    )!.code;
    const serviceNames: Record<string, string[]> = {};
    for (const lang of LANGS) {
      const { session } = await register(lang);
      const token = session.token;
      const added = expectAnswer(
        await call(lang, "POST", `/cesta-product/${tyre!.id}`, { cantidad: 2 }, token),
        AddProductAnswer,
        { status: 201 },
      );
      const cestaID = added.cestaID;
      const basket = expectAnswer(await call(lang, "GET", `/cesta/${cestaID}`, undefined, token), BasketAnswer);
      expect(basket.products[0]?.id_navision).toBe(tyre!.id);
      serviceNames[lang] = [...basket.services, ...basket.serviciosOpcionales].map((s) => s.nombre);
      const dates = expectAnswer(
        await call(lang, "POST", "/consult-dates", { cestaID, codTienda: lisbon, numDays: 25 }, token),
        BasketDatesAnswer,
        { whole: true },
      );
      const day = dates.dias[0]!;
      const times = expectAnswer(
        await call(lang, "POST", "/consult-times", { cestaID, codTienda: lisbon, date: day.fecha }, token),
        BasketTimesAnswer,
        { whole: true },
      );
      const hold = await call(
        lang,
        "POST",
        "/reserve-time",
        { cestaID, codTienda: lisbon, date: day.fecha, time: times.horas[0], email: "rita@example.pt" },
        token,
      );
      expect(hold.statusCode, hold.body).toBe(201);
      const order = expectAnswer(
        await call(
          lang,
          "POST",
          "/pedidos",
          {
            cestaState: { cestaID, paymentType: "full", paymentMethod: "card" },
            billing,
            idempotencyKey: `contract-${kind}-${lang}-000001`,
          },
          token,
        ),
        CreateOrderAnswer,
        { status: 201, whole: true },
      );
      expect(order.pasarela?.url).toBeTruthy();
      const detail = expectAnswer(
        await call(lang, "GET", `/pedidos/${order.orderNumber}`, undefined, token),
        OrderAnswer,
      );
      expect(detail.numero).toBe(order.orderNumber);
      expectAnswer(
        await call(
          lang,
          "PATCH",
          "/pedidos",
          { data: { orderNumber: order.orderNumber, paymentType: "deposit", paymentMethod: "card" } },
          token,
        ),
        UpdateOrderAnswer,
        { whole: true },
      );
    }
    // Each basket is made on its site (the path's language) and keeps that language: its services are named in it (the
    // tax label, "IVA" in both, would not tell). Checked to fail when the Spanish basket is made on /pt.
    expect(serviceNames.pt).toContain("Montagem na oficina (válvula, equilibragem e desmontagem)");
    expect(serviceNames.es).toContain("Montaje en el taller (válvula, equilibrado y desmontaje)");
    expect(serviceNames.es).toHaveLength(serviceNames.pt?.length ?? -1);
    expect(serviceNames.es?.filter((name) => serviceNames.pt?.includes(name))).toEqual([]);
  });

  it("errors: every API route answers its errors in the one declared shape, in the path's language", async () => {
    const messages: Record<string, string> = {};
    for (const lang of LANGS) {
      // A domain error (404), a refused payload (400 with its fields) and a missing session (401), each on a route
      // that declares its 200 answer and one that does not.
      const unknown = expectAnswer(
        await call(lang, "POST", "/neumaticos/selector", { filters: { ancho: 395, serie: 20, llanta: 10 } }),
        ApiErrorAnswer,
        { status: 404, whole: true },
      );
      expect(unknown.error).toBe("UNKNOWN_SIZE");
      messages[lang] = unknown.message;
      const invalid = expectAnswer(
        await call(lang, "POST", "/taller/localizacion", { postCode: "", distancia: 80 }),
        ApiErrorAnswer,
        { status: 400, whole: true },
      );
      expect(Object.keys(invalid.errors ?? {})).toContain("postCode");
      expectAnswer(await call(lang, "GET", "/users/fetchInfo"), ApiErrorAnswer, { status: 401, whole: true });
      expectAnswer(await call(lang, "POST", "/pedidos", {}), ApiErrorAnswer, { status: 400, whole: true });
    }
    expect(messages.es).not.toBe(messages.pt);
  });
});
