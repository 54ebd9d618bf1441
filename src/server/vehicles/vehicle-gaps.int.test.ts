/**
 * Vehicle registry gaps of issue 12 (spec section 7): POST /matricula/modelos, POST /matricula/motores,
 * GET /matricula/modelo/{modelo}/motor/{motor}, POST /matricula/add-vehicle-ws (owner-scoped), and the
 * air-conditioning pack by plate (POST /ar-condicionado/pack).
 */
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { AC_FLAG_NOTICE, acAppointmentComment } from "#src/shared/services/ac.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import { IMAGE_URL_MESSAGE } from "#src/shared/vehicles/registry.schema.ts";
import { vehicleModels, vehicleRegistry } from "../db/schema.ts";
import { testApp } from "../test-support/app.ts";
import { acWorkshopNote } from "./ac-pack.ts";
import { eachDatabase } from "../test-support/db.ts";

type Caller = { id: number; token: string };

eachDatabase("vehicle registry gaps and the AC pack", (kind) => {
  const t = testApp(kind);
  let ana: Caller;
  let bruno: Caller;

  async function register(email: string): Promise<Caller> {
    const r = (
      await t.api("POST", "/users", {
        nombre: "Teste",
        apellidos: "Veículos",
        email,
        password: "segredo1",
        confirmPassword: "segredo1",
        telefono: "912345678",
        codigo_postal: "1000-001",
        privacidad: true,
        permiso_comercial: true,
      })
    ).json();
    return { id: r.user.id_site_usuario, token: r.token };
  }

  /** Puts a plate in the registry with the given years (the demo registry has no unknown years). */
  async function registryCar(plate: string, anoFabric: number, anoMatric: number, marca = "Renault") {
    const db = t.database.db;
    const [m] = await db.select({ id: vehicleModels.id }).from(vehicleModels).where(eq(vehicleModels.marca, marca));
    await db
      .insert(vehicleRegistry)
      .values({ plate, country: "PT", format: "test", modelId: m!.id, anoFabric, anoMatric })
      .onConflictDoUpdate({ target: vehicleRegistry.plate, set: { modelId: m!.id, anoFabric, anoMatric } });
  }

  beforeAll(async () => {
    ana = await register(`ana.gaps.${kind}@example.pt`);
    bruno = await register(`bruno.gaps.${kind}@example.pt`);
  });

  it("POST /matricula/modelos lists a brand's car models like the GET", async () => {
    const post = await t.api("POST", "/matricula/modelos", { marca: "Renault" });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toContain("Clio V");
    expect(post.json()).toEqual((await t.api("GET", "/matricula/modelos?marca=Renault")).json());
    const unknown = await t.api("POST", "/matricula/modelos", { marca: "Marca Que Não Existe" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("BRAND_NOT_FOUND");
    const empty = await t.api("POST", "/matricula/modelos", { marca: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.marca).toBe("O campo marca é obrigatório");
    expect((await t.api("POST", "/matricula/modelos", {})).json().errors.marca).toBe("O campo marca é obrigatório");
    // Motorbikes have their own selector.
    expect((await t.api("POST", "/matricula/modelos", { marca: "Yamaha" })).statusCode).toBe(404);
  });

  it("POST /matricula/motores lists a model's engines, by model alone or with the brand", async () => {
    const byModel = await t.api("POST", "/matricula/motores", { modelo: "Clio V" });
    expect(byModel.statusCode).toBe(200);
    const engines = byModel.json() as Array<{ marca: string; motor: string }>;
    expect(engines.length).toBeGreaterThan(0);
    expect(engines.every((e) => e.marca === "Renault")).toBe(true);
    expect(engines.map((e) => e.motor)).toContain("1.0 TCe 90");
    const withBrand = await t.api("POST", "/matricula/motores", { marca: "Renault", modelo: "Clio V" });
    expect(withBrand.json()).toEqual(engines);
    expect((await t.api("POST", "/matricula/motores", { marca: "Peugeot", modelo: "Clio V" })).statusCode).toBe(404);
    expect((await t.api("POST", "/matricula/motores", { modelo: "MT-07" })).statusCode).toBe(404);
    const bad = await t.api("POST", "/matricula/motores", { marca: "Renault" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.modelo).toBe("O campo modelo é obrigatório");
  });

  it("GET /matricula/modelo/{modelo}/motor/{motor} gives the car's data and tyre sizes", async () => {
    const res = await t.api(
      "GET",
      `/matricula/modelo/${encodeURIComponent("Clio V")}/motor/${encodeURIComponent("1.0 TCe 90")}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ marca: "Renault", modelo: "Clio V", motor: "1.0 TCe 90", cod_matricula: null });
    expect(res.json().medidas.length).toBeGreaterThan(0);
    const withBrand = await t.api(
      "GET",
      `/matricula/modelo/${encodeURIComponent("Clio V")}/motor/${encodeURIComponent("1.0 TCe 90")}?marca=Peugeot`,
    );
    expect(withBrand.statusCode).toBe(404);
    const unknown = await t.api("GET", `/matricula/modelo/${encodeURIComponent("Clio V")}/motor/V12`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("VEHICLE_NOT_FOUND");
  });

  it("POST /matricula/add-vehicle-ws saves a registry vehicle in the caller's own account only", async () => {
    const body = {
      idUsuario: ana.id,
      matriculaNumber: "aa-00-aa",
      vehicleData: { kms: 64000 },
      images: ["https://imagens.example.pt/golf.jpg"],
    };
    expect((await t.api("POST", "/matricula/add-vehicle-ws", body)).statusCode).toBe(401);
    // Bruno cannot add a vehicle to Ana's account.
    const other = await t.api("POST", "/matricula/add-vehicle-ws", body, bruno.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe("ID_NOT_MATCH");
    expect((await t.api("GET", `/vehicles/${ana.id}`, undefined, ana.token)).json()).toHaveLength(0);

    const ok = await t.api("POST", "/matricula/add-vehicle-ws", body, ana.token);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ plate: "AA-00-AA", marca: "Volkswagen", kms: 64000 });
    // The declared answer (SavedVehicleAnswer) keeps the account id on the server.
    expect(ok.json()).not.toHaveProperty("userId");
    expect((await t.api("POST", "/matricula/add-vehicle-ws", body, ana.token)).statusCode).toBe(409);
    expect((await t.api("GET", `/vehicles/${ana.id}`, undefined, ana.token)).json()).toHaveLength(1);
    expect((await t.api("GET", `/vehicles/${bruno.id}`, undefined, bruno.token)).json()).toHaveLength(0);

    // Images are optional; a motorbike keeps its plate of letters, digits and hyphens.
    const moto = await t.api(
      "POST",
      "/matricula/add-vehicle-ws",
      {
        idUsuario: bruno.id,
        matriculaNumber: "ab-12-c",
        vehicleData: { tipo: "moto", marca: "Honda", modelo: "PCX 125", kms: 900 },
      },
      bruno.token,
    );
    expect(moto.statusCode).toBe(201);
    expect(moto.json()).toMatchObject({ plate: "AB-12-C", tipo: "moto" });
  });

  it("POST /matricula/add-vehicle-ws refuses bad input field by field", async () => {
    const bad = await t.api(
      "POST",
      "/matricula/add-vehicle-ws",
      {
        idUsuario: ana.id,
        matriculaNumber: "AB-12-C",
        vehicleData: { kms: 0 },
        images: ["http://imagens.example.pt/a.jpg", "javascript:alert(1)", 7],
      },
      ana.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      "images.0": resolve("pt", IMAGE_URL_MESSAGE),
      "images.1": resolve("pt", IMAGE_URL_MESSAGE),
      "images.2": resolve("pt", IMAGE_URL_MESSAGE),
      "vehicleData.kms": "Os quilómetros têm de ser superiores a 0",
      matriculaNumber: "A matrícula não tem um formato válido (ex.: AA-00-AA)",
    });
    const tooMany = await t.api(
      "POST",
      "/matricula/add-vehicle-ws",
      {
        idUsuario: ana.id,
        matriculaNumber: "12-AB-34",
        vehicleData: { kms: 10 },
        images: Array.from({ length: 11 }, (_, i) => `https://imagens.example.pt/${i}.jpg`),
      },
      ana.token,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.images).toBe("No máximo 10 imagens");
    const notFound = await t.api(
      "POST",
      "/matricula/add-vehicle-ws",
      { idUsuario: ana.id, matriculaNumber: "ZZ-98-ZZ", vehicleData: { kms: 10 } },
      ana.token,
    );
    expect(notFound.json().error).toBe("PLATE_NOT_FOUND");
  });

  it("POST /ar-condicionado/pack: R1234yf from 2018, R134a before, the registration year when the year is 0", async () => {
    await registryCar("98-ZY-01", 2019, 2019);
    await registryCar("98-ZY-02", 2016, 2016);
    await registryCar("98-ZY-03", 0, 2020);
    await registryCar("98-ZY-04", 2009, 2010);
    const pack = async (matricula: string) => t.api("POST", "/ar-condicionado/pack", { matricula });

    const r2019 = await pack("98zy01");
    expect(r2019.statusCode).toBe(200);
    expect(r2019.json()).toMatchObject({
      matricula: "98-ZY-01",
      vehiculo: { marca: "Renault", ano_fabric: 2019 },
      decisao: { kind: "pack", productId: "AC_R1234YF", tipo: "ac2", year: 2019, flagged: false },
      aviso: null,
    });
    expect((await pack("98-ZY-02")).json()).toMatchObject({
      decisao: { kind: "pack", productId: "AC_R134A", tipo: "ac", flagged: true },
      aviso: AC_FLAG_NOTICE,
    });
    expect((await pack("98-ZY-03")).json().decisao).toMatchObject({
      productId: "AC_R1234YF",
      year: 2020,
      fromRegistration: true,
    });
    expect((await pack("98-ZY-04")).json().decisao).toMatchObject({ productId: "AC_R134A", flagged: false });
  });

  it("POST /ar-condicionado/pack: unknown years or an unknown plate go to the appointment with a comment", async () => {
    await registryCar("98-ZY-05", 0, 0);
    const unknownYears = await t.api("POST", "/ar-condicionado/pack", { matricula: "98-ZY-05" });
    expect(unknownYears.statusCode).toBe(200);
    expect(unknownYears.json()).toMatchObject({
      vehiculo: { ano_fabric: 0, ano_matric: 0 },
      decisao: { kind: "appointment", serviceId: "CITA_AC", comment: acAppointmentComment("98-ZY-05", "pt") },
    });
    const notInRegistry = await t.api("POST", "/ar-condicionado/pack", { matricula: "ZZ-98-ZZ" });
    expect(notInRegistry.json()).toMatchObject({ vehiculo: null, decisao: { kind: "appointment" } });
  });

  it("POST /ar-condicionado/pack refuses bad plates and motorbikes", async () => {
    const empty = await t.api("POST", "/ar-condicionado/pack", { matricula: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.matricula).toBe("O campo matrícula é obrigatório");
    const wrong = await t.api("POST", "/ar-condicionado/pack", { matricula: "AB-12-C" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.matricula).toMatch(/formato válido/);
    expect((await t.api("POST", "/ar-condicionado/pack", {})).statusCode).toBe(400);
    const moto = await t.api("POST", "/ar-condicionado/pack", { matricula: "45-TT-67" });
    expect(moto.statusCode).toBe(422);
    expect(moto.json().error).toBe("AC_NOT_FOR_MOTO");
  });

  it("an order with an AC pack for a car made 2014–2017 carries a note for the workshop", async () => {
    await registryCar("98-ZY-06", 2015, 2015);
    await registryCar("98-ZY-07", 0, 2017);
    await registryCar("98-ZY-08", 2018, 2018);
    const db = t.database.db;
    expect(await acWorkshopNote(db, "98-ZY-06", ["neumatico", "ac"])).toBe(`Ar condicionado: ${AC_FLAG_NOTICE}`);
    expect(await acWorkshopNote(db, "98-ZY-07", ["ac2"])).toBe(`Ar condicionado: ${AC_FLAG_NOTICE}`);
    expect(await acWorkshopNote(db, "98-ZY-08", ["ac2"])).toBeNull();
    // Only with an AC pack in the order, and only for a car the registry knows.
    expect(await acWorkshopNote(db, "98-ZY-06", ["neumatico", "revision"])).toBeNull();
    expect(await acWorkshopNote(db, "ZZ-98-ZZ", ["ac"])).toBeNull();
    expect(await acWorkshopNote(db, null, ["ac"])).toBeNull();
  });
});
