import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { leads } from "../db/schema.ts";
import { eachDatabase } from "../test-support/db.ts";
import { testApp } from "../test-support/app.ts";

const NOW = new Date("2026-11-24T09:00:00Z");

eachDatabase("revision and oil API", (kind) => {
  const t = testApp(kind, { now: () => NOW });
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: `/api/rodacerta/pt${url}`, payload: body as object, headers });

  it("POST /aceite-por-matricula: OK lists the engine's oils, the recommended (maker's first) one marked", async () => {
    const res = await post("/aceite-por-matricula", { matricula: "aa00aa", userInfo: {} });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      matricula: "AA-00-AA",
      status: "OK",
      fuelType: "Gasóleo",
      mensaje: null,
      siguiente: null,
      vehiculoInfo: { marca: "Volkswagen", modelo: "Golf VIII", capacidad_carter: 5.7 },
    });
    expect(body.modelo).toBe("Volkswagen Golf VIII 2.0 TDI 150");
    expect(body.vehicleOils.map((o: { id_site_revision_aceite: string }) => o.id_site_revision_aceite)).toEqual([
      "OIL-CAS-5W30LL",
      "OIL-MOB-5W30",
    ]);
    expect(body.vehicleOils[0]).toMatchObject({ recomendado: true, sae: "5W-30", tipo_aceite: "Sintético" });
    expect(body.vehicleOils[1].recomendado).toBe(false);
  });

  it("POST /aceite-por-matricula: each no-revision state with its pt-PT message; NO_OIL goes on to the appointment", async () => {
    const ev = (await post("/aceite-por-matricula", { matricula: "EL-21-EC" })).json();
    expect(ev).toMatchObject({ status: "ELECTRIC", vehicleOils: [], siguiente: null });
    expect(ev.mensaje.title).toMatch(/elétricos não precisam de mudança de óleo/);
    const noOil = (await post("/aceite-por-matricula", { matricula: "NO-15-OL" })).json();
    expect(noOil).toMatchObject({ status: "NO_OIL", siguiente: "/marcacao-previa?servicos=CITA_REVISAO" });
    expect(noOil.mensaje.text).toMatch(/Marque uma revisão de manutenção/);
    const young = (await post("/aceite-por-matricula", { matricula: "NV-26-PT" })).json();
    expect(young).toMatchObject({ status: "2YEARS", vehicleOils: [], siguiente: null });
    expect(young.mensaje.text).toMatch(/menos de 2 anos/);
  });

  it("POST /aceite-por-matricula: a bad plate is a field error, an unknown one 'Esta matrícula não existe'", async () => {
    const bad = await post("/aceite-por-matricula", { matricula: "12345" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.matricula).toMatch(/formato válido/);
    const empty = await post("/aceite-por-matricula", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.matricula).toMatch(/obrigatório/);
    const unknown = await post("/aceite-por-matricula", { matricula: "ZZ-99-ZZ" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: "PLATE_NOT_FOUND", message: "Esta matrícula não existe" });
    // a motorbike plate is not a car revision
    expect((await post("/aceite-por-matricula", { matricula: "45-TT-67" })).json().message).toBe(
      "Esta matrícula não existe",
    );
  });

  it("POST /selector-aceite: preselects the recommended oil, advises the interval and flags a sump over 5 L", async () => {
    const res = await post("/selector-aceite", { matricula: "AA-00-AA", kms: "95.000", ultima: 70000 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.aceiteSeleccionado).toBe("OIL-CAS-5W30LL");
    expect(body.intervalo).toMatchObject({ min: 15000, max: 20000, estado: "overdue", desdeUltima: 25000 });
    expect(body.carter).toMatchObject({ capacidad: 5.7, excede: true, litrosExtra: 0.7 });
    expect(body.carter.aviso).toMatch(/0,7 L a mais/);
    const clio = (await post("/selector-aceite", { matricula: "12-AB-34", kms: 40000 })).json();
    expect(clio.carter).toMatchObject({ excede: false, litrosExtra: 0, aviso: null });
    expect(clio.intervalo.estado).toBe("unknown");
  });

  it("POST /selector-aceite: a car from before 2000 gets the 7 500–10 000 km interval; a car picked by hand works", async () => {
    const old = (await post("/selector-aceite", { matricula: "96-42-GT", kms: 250000, ultima: 241000 })).json();
    expect(old.intervalo).toMatchObject({ min: 7500, max: 10000, estado: "due" });
    expect(old.aceiteSeleccionado).toBe("OIL-GAL-10W40");
    const byHand = await post("/selector-aceite", {
      vehicle: { marca: "Renault", modelo: "Clio V", motor: "1.0 TCe 90", ano: 2019 },
      kms: 30000,
    });
    expect(byHand.statusCode).toBe(200);
    expect(byHand.json()).toMatchObject({ matricula: null, aceiteSeleccionado: "OIL-ELF-5W30" });
  });

  it("POST /selector-aceite: bad input", async () => {
    const noKms = await post("/selector-aceite", { matricula: "AA-00-AA" });
    expect(noKms.statusCode).toBe(400);
    expect(noKms.json().errors.kms).toMatch(/quilómetros/);
    const negative = await post("/selector-aceite", { matricula: "AA-00-AA", kms: "abc" });
    expect(negative.json().errors.kms).toMatch(/quilómetros/);
    const noCar = await post("/selector-aceite", { kms: 1000 });
    expect(noCar.statusCode).toBe(400);
    expect(noCar.json().errors.matricula).toMatch(/obrigatório/);
    const lastAbove = await post("/selector-aceite", { matricula: "AA-00-AA", kms: 1000, ultima: 2000 });
    expect(lastAbove.json().errors.ultima).toMatch(/última mudança/);
    expect((await post("/selector-aceite", { matricula: "ZZ-99-ZZ", kms: 1000 })).json().message).toBe(
      "Esta matrícula não existe",
    );
    const noModel = await post("/selector-aceite", { vehicle: { marca: "Renault", modelo: "X", motor: "Y" }, kms: 1 });
    expect(noModel.statusCode).toBe(404);
  });

  it("POST /verificar-revision-preset: a good preset lands on the services step; wrong oil or state is refused", async () => {
    const ok = await post("/verificar-revision-preset", { matricula: "aa-00-aa", kms: 90000, aceite: "OIL-MOB-5W30" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      matricula: "AA-00-AA",
      kms: 90000,
      aceite: "OIL-MOB-5W30",
      siguiente: "/mudanca-de-oleo-filtros/assistente/servicos?matricula=AA-00-AA&kms=90000&aceite=OIL-MOB-5W30",
    });
    const wrongOil = await post("/verificar-revision-preset", {
      matricula: "AA-00-AA",
      kms: 9,
      aceite: "OIL-SHE-0W20",
    });
    expect(wrongOil.statusCode).toBe(422);
    expect(wrongOil.json().error).toBe("OIL_NOT_FOR_ENGINE");
    const ev = await post("/verificar-revision-preset", { matricula: "EL-21-EC", kms: 9, aceite: "OIL-SHE-0W20" });
    expect(ev.json().error).toBe("REVISION_ELECTRIC");
    const unknown = await post("/verificar-revision-preset", { matricula: "ZZ-99-ZZ", kms: 9, aceite: "OIL-MOB-5W30" });
    expect(unknown.json().message).toBe("Esta matrícula não existe");
    const bad = await post("/verificar-revision-preset", { matricula: "AA-00-AA", kms: 0, aceite: "" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["aceite", "kms"]);
  });

  it("POST /revisiones/turismo: the packs (cheapest first) with the oil, and the car workshops nearest the postcode", async () => {
    const res = await post("/revisiones/turismo?aceiteId=OIL-CAS-5W30LL", { postCode: "1000-001" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.aceite).toMatchObject({ id_site_revision_aceite: "OIL-CAS-5W30LL", sae: "5W-30" });
    expect(body.revisiones.map((r: { id: string }) => r.id)).toEqual([
      "PACK_BASIC",
      "PACK_PLUS",
      "PACK_PREMIUM",
      "PACK_CONFORT",
    ]);
    expect(body.revisiones[0]).toMatchObject({ precio: 7990, duracion: 60 });
    expect(body.oficinas.length).toBeGreaterThan(0);
    expect(body.oficinas.length).toBeLessThanOrEqual(3);
    const d = body.oficinas.map((o: { distancia: number }) => o.distancia);
    expect([...d].sort((a, b) => a - b)).toEqual(d);
    expect((await post("/revisiones/turismo?aceiteId=OIL-NOPE", { postCode: "1000-001" })).statusCode).toBe(404);
    const badCp = await post("/revisiones/turismo?aceiteId=OIL-CAS-5W30LL", { postCode: "12" });
    expect(badCp.statusCode).toBe(400);
    expect(badCp.json().errors.postCode).toMatch(/código postal/);
    expect((await post("/revisiones/turismo", { postCode: "1000-001" })).statusCode).toBe(400);
  });

  it("POST /registro-lead-matricula-revision: stores a 'revision' lead with the plate and the over-5 L flag", async () => {
    const res = await post(
      "/registro-lead-matricula-revision",
      {
        matricula: "AA-00-AA",
        kms: 95000,
        aceiteId: "OIL-CAS-5W30LL",
        revisionId: "PACK_PLUS",
        email: "Ana@Exemplo.pt",
      },
      { "user-agent": "Mozilla/5.0 teste" },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.excedeCarter).toBe(true);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, body.id_site_lead));
    expect(row).toMatchObject({ origen: "revision", email: "ana@exemplo.pt", userAgent: "Mozilla/5.0 teste" });
    expect(row?.statusNote).toBe(
      "Revisão AA-00-AA · 95000 km · óleo OIL-CAS-5W30LL · PACK_PLUS · CÁRTER 5,7 L > 5 L: +0,7 L de óleo",
    );
    const clio = (
      await post("/registro-lead-matricula-revision", { matricula: "12-AB-34", user_agent: "Agente do corpo" })
    ).json();
    expect(clio.excedeCarter).toBe(false);
    const [r2] = await t.database.db.select().from(leads).where(eq(leads.id, clio.id_site_lead));
    expect(r2).toMatchObject({ userAgent: "Agente do corpo", statusNote: "Revisão 12-AB-34" });
  });

  it("POST /registro-lead-matricula-revision: bad input", async () => {
    expect((await post("/registro-lead-matricula-revision", { matricula: "ZZ-99-ZZ" })).json().message).toBe(
      "Esta matrícula não existe",
    );
    const wrongOil = await post("/registro-lead-matricula-revision", {
      matricula: "AA-00-AA",
      aceiteId: "OIL-SHE-0W20",
    });
    expect(wrongOil.statusCode).toBe(422);
    const badPack = await post("/registro-lead-matricula-revision", { matricula: "AA-00-AA", revisionId: "PACK_NOPE" });
    expect(badPack.statusCode).toBe(404);
    const bad = await post("/registro-lead-matricula-revision", { matricula: "x", email: "no", cestaID: "1" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["cestaID", "email", "matricula"]);
  });

  it("POST /consulta-fecha-hora: the first free date and time for the pack at a car workshop", async () => {
    const near = (await post("/revisiones/turismo?aceiteId=OIL-CAS-5W30LL", { postCode: "1000-001" })).json();
    const codTienda = near.oficinas[0].codTienda as string;
    const res = await post("/consulta-fecha-hora", { codTienda, revisionId: "PACK_PREMIUM" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ codTienda, duracion: 90 });
    expect(body.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(body.hora).toMatch(/^\d{2}:\d{2}$/);
    expect(body.iso >= "2026-11-24").toBe(true);
    expect(body.fecha).toBe(body.iso.split("-").reverse().join("/"));
    expect((await post("/consulta-fecha-hora", { codTienda: "99999", revisionId: "PACK_BASIC" })).statusCode).toBe(404);
    expect((await post("/consulta-fecha-hora", { codTienda, revisionId: "PACK_NOPE" })).statusCode).toBe(404);
    const bad = await post("/consulta-fecha-hora", { codTienda: "x", revisionId: "" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["codTienda", "revisionId"]);
  });
  it("a revision replaces the revision already in the basket (and the plate's lead points at that basket)", async () => {
    type View = { cestaID: string; products: Array<{ id_navision: string; tipo_producto: string; cantidad: number }> };
    const first = await t.api("POST", "/cesta-product/PACK_PLUS", { cantidad: 1 });
    expect(first.statusCode, first.body).toBe(201);
    const { cestaID } = first.json() as View;
    const plate = await t.api("POST", "/cesta/update", { cestaState: { cestaID, matricula: "AA-00-AA" } });
    expect(plate.statusCode, plate.body).toBe(200);
    expect((await t.api("POST", "/cesta-product/PACK_PREMIUM", { cantidad: 1, cestaID })).statusCode).toBe(201);
    const view = (await t.api("GET", `/cesta/${cestaID}`)).json() as View;
    expect(view.products.map((p) => [p.id_navision, p.tipo_producto, p.cantidad])).toEqual([
      ["PACK_PREMIUM", "revision", 1],
    ]);
    const lead = await post("/registro-lead-matricula-revision", {
      matricula: "AA-00-AA",
      kms: 95000,
      aceiteId: "OIL-MOB-5W30",
      revisionId: "PACK_PREMIUM",
      cestaID,
    });
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, lead.json().id_site_lead));
    expect(row?.basketId).toBe(cestaID);
  });
});
