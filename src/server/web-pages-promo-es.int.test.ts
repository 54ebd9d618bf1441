/**
 * The shop's own texts on the Spanish pages (issue 13 leftovers), served by the built app (needs a build: `npm run
 * build`, or BUILD_DIR=build-x): the home page and the offers pages show the promotions' Spanish titles and
 * descriptions, the basket the coupon's Spanish description and every page the maintenance notice's Spanish text, none
 * of their Portuguese texts (data, which `otherLanguageLeaks` does not know: the seeded strings are named here); the
 * Portuguese twins keep the Portuguese texts.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { localPath } from "#src/shared/i18n/paths.ts";
import { COUPONS_ES, PROMOTIONS_ES } from "./db/seed/spanish-data.ts";
import { coupons, maintenanceWindows, promotions, tyres } from "./db/schema.ts";
import { createStaff } from "./operator/staff.ts";
import { expectPage, startPageApp, webBuilt } from "./test-support/pages.ts";

type Texts = { titulo: string; descripcion: string };

/** What a browser sends with a form posted on the site itself. */
const SAME_ORIGIN = { origin: "http://localhost:80", host: "localhost:80" };

describe.skipIf(!webBuilt("web-pages-promo-es"))("promotions, coupons and the maintenance notice in Spanish", () => {
  const site = startPageApp();
  /** The seeded promotions' texts by slug, in Portuguese (from the database) and in Spanish. */
  const pt: Record<string, Texts & { id: number; categoria: string }> = {};
  const es = PROMOTIONS_ES;
  const ptTexts = (slugs: string[]) => slugs.flatMap((s) => [pt[s]!.titulo, pt[s]!.descripcion]);
  const esTexts = (slugs: string[]) => slugs.flatMap((s) => [es[s]!.titulo, es[s]!.descripcion]);

  beforeAll(async () => {
    for (const p of await site.database.db.select().from(promotions))
      pt[p.slug] = { id: p.id, categoria: p.categoria, titulo: p.titulo, descripcion: p.descripcion };
  });

  // The home page shows the first four running promotions (by id): the seeded car and motorbike ones.
  const HOME = ["michelin-inverno", "continental-2-mais-2", "mabor-nacional", "pirelli-mota"];
  const CARS = ["michelin-inverno", "continental-2-mais-2", "mabor-nacional"];

  it("the Spanish home page shows the promotions' Spanish texts and none of the Portuguese ones", async () => {
    expect(pt["michelin-inverno"]?.titulo).toBe("Michelin: −15 % em pneus de inverno e all season");
    expectPage(
      "es",
      await site.get("/es"),
      ["Michelin: −15 % en neumáticos de invierno y all season", ...esTexts(HOME)],
      {
        absent: ptTexts(HOME),
      },
    );
    expectPage("pt", await site.get("/"), ptTexts(HOME), { absent: esTexts(HOME) });
  });

  it("the Spanish offers pages (list and detail) show the Spanish texts", async () => {
    expect(localPath("es", "/promocoes/carro")).toBe("/promociones/coche");
    expectPage("es", await site.get("/promociones/coche"), esTexts(CARS), { absent: ptTexts(CARS) });
    expectPage("pt", await site.get("/promocoes/carro"), ptTexts(CARS), { absent: esTexts(CARS) });
    const fleet = pt["frotas-inverno"]!;
    const detail = await site.get(localPath("es", `/promocoes/camiao/${fleet.id}`));
    const { html } = expectPage("es", detail, esTexts(["frotas-inverno"]), {
      absent: [fleet.titulo, fleet.descripcion],
    });
    expect(html).toContain(`<title>${es["frotas-inverno"]!.titulo}`);
    expectPage("pt", await site.get(`/promocoes/camiao/${fleet.id}`), [fleet.titulo, fleet.descripcion]);
  });

  it("a Spanish tyre page names the tyre's promotion in Spanish", async () => {
    const rows = (
      await site.database.db.execute(
        sql`select t.id from tyres t join tyre_models m on m.id = t.model_id join tyre_brands b on b.id = m.brand_id
            where b.slug = 'michelin' and m.season = 'invierno' and t.stock > 0 order by t.id limit 1`,
      )
    ).rows as Array<{ id: string }>;
    const tyre = (await site.app.inject(`/api/rodacerta/pt/neumaticos/${rows[0]!.id}`)).json() as { url: string };
    const michelin = pt["michelin-inverno"]!.titulo;
    expectPage("es", await site.get(localPath("es", tyre.url)), [es["michelin-inverno"]!.titulo], {
      absent: [michelin],
    });
    expectPage("pt", await site.get(tyre.url), [michelin], { absent: [es["michelin-inverno"]!.titulo] });
  });

  it("the Spanish basket shows the coupon's Spanish description", async () => {
    const [tyre] = await site.database.db
      .select({ id: tyres.id })
      .from(tyres)
      .where(and(eq(tyres.vehicleType, "turismo"), gt(tyres.stock, 10)))
      .limit(1);
    const [coupon] = await site.database.db.select().from(coupons).where(eq(coupons.code, "INVERNO15"));
    for (const lang of ["es", "pt"] as const) {
      const add = await site.app.inject({
        method: "POST",
        url: `/api/rodacerta/${lang}/cesta-product/${tyre!.id}`,
        payload: { cantidad: 2 },
        remoteAddress: site.address(),
      });
      expect(add.statusCode, add.body).toBe(201);
      const cestaID = add.json().cestaID as string;
      const applied = await site.app.inject({
        method: "POST",
        url: `/api/rodacerta/${lang}/cesta/${cestaID}/cupon`,
        payload: { codigo: "INVERNO15" },
        remoteAddress: site.address(),
      });
      expect(applied.statusCode, applied.body).toBe(200);
      const page = await site.get(localPath(lang, "/carrinho/pedido"), { cookie: `rc_cesta=${cestaID}` });
      if (lang === "es")
        expectPage("es", page, ["Cupón de descuento", "INVERNO15", COUPONS_ES.INVERNO15!], {
          absent: [coupon!.descripcion],
        });
      else expectPage("pt", page, ["Cupão de desconto", coupon!.descripcion], { absent: [COUPONS_ES.INVERNO15!] });
    }
  });

  it("the maintenance notice says the back office's Spanish text on the Spanish site", async () => {
    const now = Date.now();
    await site.database.db.insert(maintenanceWindows).values({
      activo: true,
      fechaInicio: new Date(now - 60 * 60_000),
      fechaFin: new Date(now + 3 * 60 * 60_000),
      message: "Pagamentos por Multibanco em manutenção",
      messageEs: "Pagos con tarjeta en mantenimiento",
    });
    // Every page reads the notice from the site read model: the insert's trigger makes it reload.
    await vi.waitFor(async () => expect((await site.get("/es")).body).toContain("Pagos con tarjeta en mantenimiento"), {
      timeout: 5000,
      interval: 50,
    });
    expectPage("es", await site.get("/es"), ["Pagos con tarjeta en mantenimiento"], {
      absent: ["Pagamentos por Multibanco em manutenção"],
    });
    expectPage("pt", await site.get("/"), ["Pagamentos por Multibanco em manutenção"], {
      absent: ["Pagos con tarjeta en mantenimiento"],
    });
  });

  it("the back office's forms (pt-PT) take the Spanish texts and refuse a wrong one at its field", async () => {
    await createStaff(
      site.database.db,
      null,
      {
        email: "admin.promo@rodacerta.pt",
        nome: "Ana Admin",
        password: "password-admin-1",
        perfil: "admin",
        oficinas: [],
      },
      new Date(),
    );
    const login = await site.app.inject({
      method: "POST",
      url: "/api/rodacerta/pt/operador/login",
      payload: { email: "admin.promo@rodacerta.pt", password: "password-admin-1" },
      remoteAddress: site.address(),
    });
    expect(login.statusCode, login.body).toBe(200);
    const staff = { cookie: `rc_operador=${encodeURIComponent(login.json().token as string)}`, ...SAME_ORIGIN };
    const mabor = pt["mabor-nacional"]!;
    const form = {
      intent: "update",
      id: String(mabor.id),
      titulo: mabor.titulo,
      descricao: mabor.descripcion,
      tituloEs: "Mabor: −12 % en neumáticos fabricados en Portugal",
      descricaoEs: "y".repeat(601),
      desconto: "12",
      marca: "mabor",
      tipoProduto: "neumatico",
      categoria: "car",
      quantidadeMinima: "",
      unidadesTotal: "300",
      limitePorCliente: "4",
      inicio: "01/11/2026 00:00",
      fim: "31/12/2026 23:59",
    };
    const edit = await site.get(`/operador/promocoes?editar=${mabor.id}`, staff);
    expectPage("pt", edit, ["Título (espanhol)", "Descrição (espanhol)"], { within: "html" });
    expect(edit.body).toContain(`value="${es["mabor-nacional"]!.titulo}"`);

    const refused = await site.post(`/operador/promocoes?editar=${mabor.id}`, form, staff);
    const { html } = expectPage("pt", refused, ["A descrição em espanhol pode ter no máximo 600 caracteres"], {
      status: refused.statusCode,
    });
    expect(html).toMatch(/id="descricaoEs"[^>]*aria-invalid="true"/);
    expect(html).toContain('id="descricaoEs-error"');

    const saved = await site.post(
      `/operador/promocoes?editar=${mabor.id}`,
      { ...form, descricaoEs: "Neumáticos Mabor con un 12 % de descuento hasta el 31 de diciembre." },
      staff,
    );
    expectPage("pt", saved, [`A promoção «${mabor.titulo}» foi alterada.`]);
    expectPage(
      "es",
      await site.get("/promociones/coche"),
      [form.tituloEs, "Neumáticos Mabor con un 12 % de descuento hasta el 31 de diciembre."],
      { absent: [es["mabor-nacional"]!.titulo, mabor.titulo] },
    );

    const coupon = await site.get("/operador/cupoes?editar=OLEO5", staff);
    expectPage("pt", coupon, ["Descrição (espanhol)", COUPONS_ES.OLEO5!], { within: "html" });
    const site_ = await site.get("/operador/site", staff);
    expectPage("pt", site_, ["Texto do aviso em espanhol (opcional)"], { within: "html" });
    const notice = await site.post(
      "/operador/site",
      {
        intent: "manutencao",
        inicio: "01/03/2027 01:00",
        fim: "01/03/2027 05:00",
        mensagem: "Atualização do sistema",
        mensagemEs: "x".repeat(301),
      },
      staff,
    );
    expect(notice.body).toContain("A mensagem em espanhol pode ter no máximo 300 caracteres");
    expect(notice.body).toMatch(/id="mensagemEs"[^>]*aria-invalid="true"/);
  });
});
