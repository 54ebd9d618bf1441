/**
 * Moto revision (issue 12 item 5; spec sections 3, 4 and 7): POST /moto/revision/datos, GET /moto/revision/{id},
 * POST /moto/revision/lead — session required, owner-scoped, priced by engine size band — and the revision product in
 * the basket (a revision replaces a revision; only a moto workshop is accepted).
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  MotoRevisionDataResponseSchema,
  MotoRevisionLeadResponseSchema,
  MotoRevisionStateSchema,
} from "#src/shared/moto-revision/moto-revision.schema.ts";
import { leads, motoModels } from "../db/schema.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";

const NOW = new Date("2026-11-23T09:00:00Z");

type Caller = { id: number; token: string };

eachDatabase("moto revision API", (kind) => {
  const t = testApp(kind, { now: () => NOW, paymentRetries: false });
  const { api } = t;
  let ana: Caller;
  let bruno: Caller;
  let motoShop: string;
  let carOnlyShop: string;

  async function register(email: string): Promise<Caller> {
    const res = await api("POST", "/users", {
      nombre: "Teste",
      apellidos: "Mota",
      email,
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "912345678",
      codigo_postal: "1000-001",
      privacidad: true,
      permiso_comercial: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    return { id: r.user.id_site_usuario, token: r.token };
  }

  const modelId = async (marca: string, modelo: string) => {
    const [m] = await t.database.db
      .select({ id: motoModels.id })
      .from(motoModels)
      .where(and(eq(motoModels.marca, marca), eq(motoModels.modelo, modelo)));
    return m!.id;
  };

  const start = async (body: unknown, token = ana.token) => api("POST", "/moto/revision/datos", body, token);

  beforeAll(async () => {
    ana = await register("ana.mota@example.pt");
    bruno = await register("bruno.mota@example.pt");
    const rows = async (q: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(q)) as unknown as { rows: Array<{ code: string }> }).rows;
    motoShop = (
      await rows(
        sql`select code from workshops where web_bookings and services @> '["motorbike"]'::jsonb order by code limit 1`,
      )
    )[0]!.code;
    carOnlyShop = (
      await rows(
        sql`select code from workshops where web_bookings and services @> '["car"]'::jsonb
            and not services @> '["motorbike"]'::jsonb order by code limit 1`,
      )
    )[0]!.code;
  });

  describe("POST /moto/revision/datos", () => {
    it("needs a session", async () => {
      const res = await api("POST", "/moto/revision/datos", { matricula: "12-AB-34", cilindrada: 125 });
      expect(res.statusCode).toBe(401);
      const bad = await api("POST", "/moto/revision/datos", { matricula: "12-AB-34", cilindrada: 125 }, "nao-existe");
      expect(bad.statusCode).toBe(401);
    });

    it("refuses a bad plate and a bad engine size with pt-PT field errors", async () => {
      const res = await start({ matricula: "12 AB/34", cilindrada: "9000" });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.errors.matricula).toBe("A matrícula só pode ter letras, algarismos e hífenes (ex.: 12-AB-34)");
      expect(body.errors.cilindrada).toMatch(/^Indique a cilindrada em cc, entre 45 e 2500/);
      expect((await start({ matricula: "12-AB-34", cilindrada: 12.5 })).json().errors.cilindrada).toBeDefined();
      expect((await start({ matricula: "", cilindrada: 125 })).json().errors.matricula).toBe(
        "O campo matrícula é obrigatório",
      );
    });

    it("prices the revision by engine size band and registers the request as a lead", async () => {
      const cases: Array<[number, string, number]> = [
        [125, "REV_MOTA_125", 5990],
        [300, "REV_MOTA_500", 8990],
        [689, "REV_MOTA_MAIS_500", 12990],
        [0, "REV_MOTA_ELETRICA", 4990],
      ];
      for (const [cilindrada, id, precio] of cases) {
        const res = await start({ matricula: "ab-12-c", cilindrada });
        expect(res.statusCode, res.body).toBe(201);
        const body = MotoRevisionDataResponseSchema.parse(res.json());
        expect(body).toMatchObject({ idNavision: id, precio, matricula: "AB-12-C", cilindrada });
        expect(body.idLead).toBe(body.id_registro_lead_revision_moto);
        expect(body.producto.incluye.length).toBeGreaterThan(2);
        const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, body.idLead));
        expect(lead).toMatchObject({ origen: "revision_moto", email: "ana.mota@example.pt", status: "new" });
        expect(lead!.statusNote).toContain("AB-12-C");
      }
    });
  });

  it("the same plate and engine size again (say, after logging in) continues the open request", async () => {
    const first = MotoRevisionDataResponseSchema.parse((await start({ matricula: "ZZ-77-M", cilindrada: 250 })).json());
    const again = MotoRevisionDataResponseSchema.parse((await start({ matricula: "zz-77-m", cilindrada: 250 })).json());
    expect(again.id_registro_lead_revision_moto).toBe(first.id_registro_lead_revision_moto);
    const other = MotoRevisionDataResponseSchema.parse((await start({ matricula: "ZZ-77-M", cilindrada: 600 })).json());
    expect(other.id_registro_lead_revision_moto).not.toBe(first.id_registro_lead_revision_moto);
    // once handled by the shop it is not reopened: a new request is filed
    await t.database.db.update(leads).set({ status: "handled" }).where(eq(leads.id, first.idLead));
    const after = MotoRevisionDataResponseSchema.parse((await start({ matricula: "ZZ-77-M", cilindrada: 250 })).json());
    expect(after.id_registro_lead_revision_moto).not.toBe(first.id_registro_lead_revision_moto);
  });

  describe("the brand/model data screen and POST /moto/revision/lead", () => {
    it("lists the brands of the band, a brand's models, and completes the request with a model", async () => {
      const lead = MotoRevisionDataResponseSchema.parse(
        (await start({ matricula: "12-AB-34", cilindrada: 700 })).json(),
      );
      const id = lead.id_registro_lead_revision_moto;
      const state = MotoRevisionStateSchema.parse(
        (await api("GET", `/moto/revision/${id}`, undefined, ana.token)).json(),
      );
      expect(state.marcas).toEqual(expect.arrayContaining(["Yamaha", "Kawasaki", "BMW"]));
      expect(state.marcas).not.toContain("Piaggio"); // only 125 cc models
      expect(state.moto).toBeNull();
      const yamaha = MotoRevisionStateSchema.parse(
        (await api("GET", `/moto/revision/${id}?marca=Yamaha`, undefined, ana.token)).json(),
      );
      expect(yamaha.modelos.map((m) => m.modelo).sort()).toEqual(["MT-07", "TMAX 560", "Ténéré 700"]);
      const unknown = await api("GET", `/moto/revision/${id}?marca=Vespa`, undefined, ana.token);
      expect(unknown.statusCode).toBe(404);

      const mt07 = await modelId("Yamaha", "MT-07");
      const res = await api(
        "POST",
        "/moto/revision/lead",
        { id_registro_lead_revision_moto: id, id_site_marca_moto: "Yamaha", id_moto: mt07 },
        ana.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      const done = MotoRevisionLeadResponseSchema.parse(res.json());
      expect(done.producto).toMatchObject({ idNavision: "REV_MOTA_MAIS_500", precio: 12990, duracion: 90 });
      expect(done.moto).toMatchObject({ marca: "Yamaha", modelo: "MT-07", cilindrada: 689 });
      const after = MotoRevisionStateSchema.parse(
        (await api("GET", `/moto/revision/${id}`, undefined, ana.token)).json(),
      );
      expect(after.moto).toMatchObject({ id: mt07, modelo: "MT-07" });
    });

    it("refuses a model of another brand or another band", async () => {
      const { idLead } = (await start({ matricula: "12-AB-34", cilindrada: 125 })).json();
      const mt07 = await modelId("Yamaha", "MT-07");
      const otherBand = await api(
        "POST",
        "/moto/revision/lead",
        { id_registro_lead_revision_moto: idLead, id_site_marca_moto: "Yamaha", id_moto: mt07 },
        ana.token,
      );
      expect(otherBand.statusCode).toBe(422);
      expect(otherBand.json()).toMatchObject({ error: "MOTO_MODEL_OTHER_BAND" });
      const pcx = await modelId("Honda", "PCX 125");
      const otherBrand = await api(
        "POST",
        "/moto/revision/lead",
        { id_registro_lead_revision_moto: idLead, id_site_marca_moto: "Yamaha", id_moto: pcx },
        ana.token,
      );
      expect(otherBrand.statusCode).toBe(400);
      expect(otherBrand.json().errors.id_moto).toBe("Escolha um modelo da marca escolhida");
    });

    it("refuses another customer's request, a missing one and no session", async () => {
      const { idLead } = (await start({ matricula: "12-AB-34", cilindrada: 125 })).json();
      const pcx = await modelId("Honda", "PCX 125");
      const body = { id_registro_lead_revision_moto: idLead, id_site_marca_moto: "Honda", id_moto: pcx };
      const other = await api("POST", "/moto/revision/lead", body, bruno.token);
      expect(other.statusCode).toBe(403);
      expect((await api("GET", `/moto/revision/${idLead}`, undefined, bruno.token)).statusCode).toBe(403);
      expect((await api("POST", "/moto/revision/lead", body)).statusCode).toBe(401);
      const missing = await api(
        "POST",
        "/moto/revision/lead",
        { ...body, id_registro_lead_revision_moto: 999_999 },
        ana.token,
      );
      expect(missing.statusCode).toBe(404);
      // A lead of another origin is not a moto revision.
      const [carLead] = await t.database.db
        .insert(leads)
        .values({ email: "ana.mota@example.pt", origen: "revision" })
        .returning({ id: leads.id });
      expect((await api("GET", `/moto/revision/${carLead!.id}`, undefined, ana.token)).statusCode).toBe(404);
      expect((await api("POST", "/moto/revision/lead", body, ana.token)).statusCode).toBe(200);
    });
  });

  describe("the revision in the basket", () => {
    type View = { cestaID: string; products: Array<{ id_navision: string; tipo_producto: string; importe: number }> };

    it("replaces another revision, and only a moto workshop is accepted", async () => {
      const first = await api("POST", "/cesta-product/PACK_BASIC", { cantidad: 1 }, ana.token);
      expect(first.statusCode, first.body).toBe(201);
      const { cestaID } = first.json() as View;
      const add = async (id: string) => {
        const res = await api("POST", `/cesta-product/${id}`, { cantidad: 1, cestaID }, ana.token);
        expect(res.statusCode, res.body).toBe(201);
        return res.json() as View;
      };
      let view = await add("REV_MOTA_125");
      expect(view.products).toEqual([
        expect.objectContaining({ id_navision: "REV_MOTA_125", tipo_producto: "revision_moto", importe: 5990 }),
      ]);
      view = await add("REV_MOTA_MAIS_500");
      expect(view.products).toEqual([
        expect.objectContaining({ id_navision: "REV_MOTA_MAIS_500", tipo_producto: "revision_moto", importe: 12990 }),
      ]);

      const refused = await api(
        "POST",
        "/cesta/update",
        { cestaState: { cestaID, selectedTaller: { codTienda: carOnlyShop } } },
        ana.token,
      );
      expect(refused.statusCode).toBe(422);
      const accepted = await api(
        "POST",
        "/cesta/update",
        { cestaState: { cestaID, selectedTaller: { codTienda: motoShop } } },
        ana.token,
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
      const dates = await api("POST", "/consult-dates", { cestaID, codTienda: motoShop, numDays: 5 }, ana.token);
      expect(dates.statusCode, dates.body).toBe(200);
      expect(dates.json().minutos).toBe(90);
    });
  });
});
