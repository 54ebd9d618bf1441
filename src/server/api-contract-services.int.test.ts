/**
 * The typed API contract (docs/decisions/020-api-contract.md) for the catalogue, service, site and back-office routes
 * declared in session 27: each answer is parsed `whole` with the response schema its route declares (src/shared), on
 * /pt and /es where the language matters. `whole` means parsing dropped nothing: the schema lists every field the
 * route sends, so declaring it (the compiled serializer drops what a schema does not list) lost no field a page reads.
 */
import { expect, it, vi } from "vitest";
import type { z } from "zod";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { ClosureCreatedAnswer, DoneAnswer, LoginAnswer } from "#src/shared/operator/operator-api.ts";
import { OfferAnswer, OffersAnswer } from "#src/shared/promotions/offers-api.schema.ts";
import { AcPackResponseSchema } from "#src/shared/services/ac.schema.ts";
import { OzoneKitsSchema, ServiceListSchema } from "#src/shared/services/service-catalogue.schema.ts";
import { HealthAnswer, MaintenanceWindowsAnswer, SiteInitAnswer } from "#src/shared/site/site-api.schema.ts";
import {
  CarEnginesAnswer,
  CarMakesAnswer,
  CarModelEnginesAnswer,
  CarModelsAnswer,
  PlateTyresAnswer,
  RegistryVehicleAnswer,
} from "#src/shared/vehicles/registry-api.schema.ts";
import {
  BookableServicesAnswer,
  FavouriteWorkshopServicesAnswer,
  ScooterBrandsAnswer,
  WorkshopServiceCheckAnswer,
  WorkshopServiceLabelsAnswer,
} from "#src/shared/workshops/workshops-api.schema.ts";
import { maintenanceWindows } from "./db/schema.ts";
import { apiCaller, testApp } from "./test-support/app.ts";
import { expectAnswer } from "./test-support/contract.ts";
import { eachDatabase } from "./test-support/db.ts";
import { ADMIN_PASSWORD, operatorTeam, testClock } from "./test-support/operator.ts";

const START = new Date("2026-11-23T09:00:00Z"); // Monday morning in Lisbon
const LANGS: Lang[] = ["pt", "es"];

eachDatabase("API contract: catalogue, services, site and back office answers parse whole", (kind) => {
  const clock = testClock(START);
  const t = testApp(kind, { now: clock.now });
  const team = operatorTeam(t, kind, "contract-services", clock);
  const call = apiCaller(() => t.app, 68);

  it("offers: the running promotions, by category and one by one, in the path's language", async () => {
    const titles: Record<string, string[]> = {};
    for (const lang of LANGS) {
      const all = expectAnswer(await call(lang, "GET", "/promociones"), OffersAnswer, { whole: true });
      expect(all.length).toBeGreaterThan(0);
      titles[lang] = all.map((o) => o.titulo);
      const moto = expectAnswer(await call(lang, "GET", "/promociones?categoria=mota"), OffersAnswer, { whole: true });
      expect(moto.every((o) => o.categoria === "mota")).toBe(true);
      const one = expectAnswer(await call(lang, "GET", `/promociones/${all[0]!.id_site_promocion}`), OfferAnswer, {
        whole: true,
      });
      expect(one).toMatchObject({ id_site_promocion: all[0]!.id_site_promocion, titulo: all[0]!.titulo });
    }
    expect(titles.es).toHaveLength(titles.pt?.length ?? -1);
    expect(titles.es).not.toEqual(titles.pt);
  });

  it("site: site-init with a maintenance notice in the path's language, the windows and the health check", async () => {
    await t.database.db.insert(maintenanceWindows).values({
      activo: true,
      fechaInicio: new Date(START.getTime() + 60 * 60_000),
      fechaFin: new Date(START.getTime() + 3 * 60 * 60_000),
      message: "Manutenção programada do site",
      messageEs: "Mantenimiento programado del sitio",
    });
    // The windows are read from memory: the insert's trigger announces it and the read model reloads.
    await vi.waitFor(
      async () =>
        expect((await call("pt", "GET", "/mantenimiento")).json()).toContainEqual(
          expect.objectContaining({ fecha_inicio: "2026-11-23T10:00:00.000Z" }),
        ),
      { timeout: 5000, interval: 20 },
    );
    const site: Record<string, z.output<typeof SiteInitAnswer>> = {};
    for (const lang of LANGS) {
      site[lang] = expectAnswer(await call(lang, "GET", "/site-init"), SiteInitAnswer, { whole: true });
      const windows = expectAnswer(await call(lang, "GET", "/mantenimiento"), MaintenanceWindowsAnswer, {
        whole: true,
      });
      expect(windows).toContainEqual({
        activo: true,
        fecha_inicio: "2026-11-23T10:00:00.000Z",
        fecha_fin: "2026-11-23T12:00:00.000Z",
      });
    }
    expect(site.pt).toMatchObject({ idioma: "pt", pais: "PT", moneda: "EUR" });
    expect(site.es).toMatchObject({ idioma: "es", pais: "ES", moneda: "EUR" });
    expect(site.pt?.mantenimiento).toMatchObject({ activo: true, mensagem: "Manutenção programada do site" });
    expect(site.es?.mantenimiento).toMatchObject({ activo: true, mensagem: "Mantenimiento programado del sitio" });
    expect(site.es?.horarioAtencion).not.toBe(site.pt?.horarioAtencion);
    expect(site.pt?.seletor.pedirDados).toEqual(expect.any(Boolean));
    const health = expectAnswer(await call("pt", "GET", "/health"), HealthAnswer, { whole: true });
    expect(health.db).toBe(kind);
  });

  it("vehicle registry: a plate, its tyre sizes, the hand pick and a car picked by hand", async () => {
    const found = expectAnswer(
      await call("pt", "POST", "/matricula", { matriculaNumber: "AA-00-AA" }),
      RegistryVehicleAnswer,
      {
        whole: true,
      },
    );
    expect(found).toMatchObject({ cod_matricula: "AA-00-AA", marca: "Volkswagen", modelo: "Golf VIII" });
    // The model's oil list is the server's (the oil assistant reads it there): no longer sent.
    expect(found).not.toHaveProperty("aceites");
    const sizes = expectAnswer(
      await call("pt", "POST", "/neumatico-por-matricula", { matricula: "AA-00-AA" }),
      PlateTyresAnswer,
      { whole: true },
    );
    expect(sizes.medidas).toContainEqual({ ancho: 205, serie: 55, llanta: 16, ic: 91, cv: "V" });
    expect(sizes.vehiculo.medidasParsed).toEqual(sizes.medidas);

    const makes = expectAnswer(await call("pt", "GET", "/matricula/marcas"), CarMakesAnswer, { whole: true });
    expect(makes).toContain("Renault");
    const models = expectAnswer(await call("pt", "GET", "/matricula/modelos?marca=Renault"), CarModelsAnswer, {
      whole: true,
    });
    expect(models).toContain("Clio V");
    expect(
      expectAnswer(await call("pt", "POST", "/matricula/modelos", { marca: "Renault" }), CarModelsAnswer, {
        whole: true,
      }),
    ).toEqual(models);
    const engines = expectAnswer(
      await call("pt", "GET", "/matricula/motores?marca=Renault&modelo=Clio%20V"),
      CarModelEnginesAnswer,
      { whole: true },
    );
    const motor = engines[0]!.motor;
    const withBrand = expectAnswer(
      await call("pt", "POST", "/matricula/motores", { modelo: "Clio V", marca: "Renault" }),
      CarEnginesAnswer,
      { whole: true },
    );
    expect(withBrand.map((e) => e.motor)).toEqual(engines.map((e) => e.motor));
    const byPath = expectAnswer(
      await call("pt", "GET", `/matricula/modelo/${encodeURIComponent("Clio V")}/motor/${encodeURIComponent(motor)}`),
      RegistryVehicleAnswer,
      { whole: true },
    );
    expect(byPath).toMatchObject({ marca: "Renault", modelo: "Clio V", motor, cod_matricula: null });
    const specs = expectAnswer(
      await call("pt", "POST", "/matricula/specs", {
        marca: "Renault",
        modelo: "Clio V",
        motor,
        matriculaNumber: "ZZ-99-ZZ",
      }),
      RegistryVehicleAnswer,
      { whole: true },
    );
    expect(specs.cod_matricula).toBe("ZZ-99-ZZ");
    expect(specs.medidasParsed.length).toBeGreaterThan(0);
  });

  it("air conditioning: the pack for a plate, the flag notice and the appointment comment in the path's language", async () => {
    const comments: Record<string, string> = {};
    const notices: Record<string, string | null> = {};
    for (const lang of LANGS) {
      const pack = expectAnswer(
        await call(lang, "POST", "/ar-condicionado/pack", { matricula: "AA-00-AA" }),
        AcPackResponseSchema,
        { whole: true },
      );
      expect(pack.decisao).toMatchObject({ kind: "pack", gas: "R1234YF" });
      const flagged = expectAnswer(
        await call(lang, "POST", "/ar-condicionado/pack", { matricula: "NO-15-OL" }),
        AcPackResponseSchema,
        { whole: true },
      );
      notices[lang] = flagged.aviso;
      const unknown = expectAnswer(
        await call(lang, "POST", "/ar-condicionado/pack", { matricula: "98-ZZ-97" }),
        AcPackResponseSchema,
        { whole: true },
      );
      expect(unknown.vehiculo).toBeNull();
      if (unknown.decisao.kind !== "appointment") throw new Error("an unknown plate asks for an appointment");
      comments[lang] = unknown.decisao.comment;
    }
    expect(notices.pt).toBeTruthy();
    expect(notices.es).not.toBe(notices.pt);
    expect(comments.es).not.toBe(comments.pt);
  });

  it("services: the service catalogue and the ozone kits, named in the path's language", async () => {
    const names: Record<string, string[]> = {};
    for (const lang of LANGS) {
      const list = expectAnswer(await call(lang, "GET", "/servicos?categoria=car"), ServiceListSchema, {
        whole: true,
      });
      expect(list.servicos.length).toBeGreaterThan(0);
      names[lang] = list.servicos.map((s) => s.nombre);
      expectAnswer(await call(lang, "GET", "/kits-ozono"), OzoneKitsSchema, { whole: true });
    }
    expect(names.es).not.toEqual(names.pt);
  });

  it("workshop services: the bookable ones (all, at a workshop, with the favourite workshop), checks and labels", async () => {
    const names: Record<string, string[]> = {};
    for (const lang of LANGS) {
      const all = expectAnswer(await call(lang, "GET", "/talleres-servicios"), BookableServicesAnswer, { whole: true });
      expect(all.length).toBeGreaterThan(0);
      names[lang] = all.map((s) => s.nombre);
      const at = expectAnswer(
        await call(lang, "GET", `/talleres-servicios/${team.lisbon.code}`),
        BookableServicesAnswer,
        { whole: true },
      );
      expect(at.every((s) => all.some((a) => a.id === s.id))).toBe(true);
      const mine = expectAnswer(
        await call(lang, "GET", "/talleres-servicios/area-privada", undefined, team.tokens.customer),
        FavouriteWorkshopServicesAnswer,
        { whole: true },
      );
      expect(mine.servicios).toEqual(all);
    }
    expect(names.es).not.toEqual(names.pt);
    const check = expectAnswer(
      await call("pt", "GET", `/verificar-taller-servicio/${team.lisbon.code}/car`),
      WorkshopServiceCheckAnswer,
      { whole: true },
    );
    expect(check).toEqual({ disponible: true, citaWeb: true });
    const brands = expectAnswer(await call("pt", "GET", "/marcas-patinete"), ScooterBrandsAnswer, { whole: true });
    expect(brands).toContain("Xiaomi");
    const labels = expectAnswer(await call("pt", "GET", "/servicios-taller/etiquetas"), WorkshopServiceLabelsAnswer, {
      whole: true,
    });
    expect(labels.car).toBe("Carro");
  });

  it("back office: reopening a closed day and signing out answer that it is done", async () => {
    const closed = expectAnswer(
      await call(
        "pt",
        "POST",
        "/operador/encerramentos",
        { oficinaId: team.lisbon.id, data: "15/12/2026", motivo: "Obras" },
        team.tokens.admin,
      ),
      ClosureCreatedAnswer,
      { status: 201, whole: true },
    );
    const reopened = await call(
      "pt",
      "DELETE",
      `/operador/encerramentos/${closed.encerramento.id}`,
      undefined,
      team.tokens.admin,
    );
    expect(expectAnswer(reopened, DoneAnswer, { whole: true })).toEqual({ ok: true });

    const login = expectAnswer(
      await call("pt", "POST", "/operador/login", { email: team.emails.admin, password: ADMIN_PASSWORD }),
      LoginAnswer,
      { whole: true },
    );
    expectAnswer(await call("pt", "POST", "/operador/logout", undefined, login.token), DoneAnswer, { whole: true });
    // Signed out: the token no longer opens the back office.
    expect((await call("pt", "GET", "/operador/me", undefined, login.token)).statusCode).toBe(401);
  });
});
