/**
 * The shop's own texts on the Spanish site (issue 13 leftovers): promotions' titles and descriptions, coupons'
 * descriptions in the basket and the maintenance notice come from the Spanish columns (migration 0024) on
 * /api/rodacerta/es and from the Portuguese ones on /pt; without a Spanish text the Spanish site gets a neutral
 * Spanish one, never the Portuguese. The back office saves the Spanish texts and refuses wrong ones at the field, in
 * pt-PT.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, gt, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { COUPONS_ES, MAINTENANCE_MESSAGE_ES, PROMOTIONS_ES } from "../db/seed/spanish-data.ts";
import { coupons, maintenanceWindows, promotions, tyres } from "../db/schema.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase, MIGRATIONS_FOLDER } from "../test-support/db.ts";
import { operatorTeam, testClock } from "../test-support/operator.ts";

const START = new Date("2026-11-23T10:00:00Z");

type Offer = { id_site_promocion: number; slug: string; titulo: string; descripcion: string };

eachDatabase("Spanish promotions, coupons and maintenance notice", (kind) => {
  const clock = testClock(START);
  const t = testApp(kind, { now: clock.now });
  const team = operatorTeam(t, kind, "promo", clock);
  const tokens = team.tokens;
  let tyreId = "";

  const inject = (lang: "pt" | "es", method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/rodacerta/${lang}${url}`, ...(payload ? { payload } : {}) });
  const offers = async (lang: "pt" | "es", query = "") =>
    (await inject(lang, "GET", `/promociones${query}`)).json() as Offer[];

  /** Runs migration 0024's UPDATEs again, as on a database seeded before it. */
  const replay0024 = async () => {
    const migration = readFileSync(join(MIGRATIONS_FOLDER, "0024_promotions_spanish.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint"))
      if (/^\s*(--.*\n)*\s*UPDATE/.test(statement)) await t.database.db.execute(sql.raw(statement));
  };

  beforeAll(async () => {
    const [row] = await t.database.db
      .select({ id: tyres.id })
      .from(tyres)
      .where(and(eq(tyres.vehicleType, "turismo"), gt(tyres.stock, 10)))
      .limit(1);
    tyreId = String(row?.id);
  });

  it("every seeded promotion and coupon has its Spanish text, and migration 0024 fills them on an older database", async () => {
    const db = t.database.db;
    const seeded = ["michelin-inverno", "continental-2-mais-2", "mabor-nacional", "pirelli-mota", "frotas-inverno"];
    const codes = ["BEMVINDO10", "OLEO5", "INVERNO15", "VERAO2025"];
    expect(Object.keys(PROMOTIONS_ES).sort()).toEqual([...seeded].sort());
    expect(Object.keys(COUPONS_ES).sort()).toEqual([...codes].sort());
    const spanish = async () => ({
      promotions: (
        await db.execute(
          sql`select slug, titulo_es, descripcion_es from promotions where slug in ${seeded} order by slug`,
        )
      ).rows,
      coupons: (await db.execute(sql`select code, descripcion_es from coupons where code in ${codes} order by code`))
        .rows,
      maintenance: (await db.execute(sql`select message_es from maintenance_windows where message_es is not null`))
        .rows,
    });
    const filled = await spanish();
    expect(filled.promotions.every((r) => r.titulo_es && r.descripcion_es)).toBe(true);
    expect(filled.coupons.every((r) => r.descripcion_es)).toBe(true);
    expect(filled.maintenance).toContainEqual({ message_es: MAINTENANCE_MESSAGE_ES });

    // A database seeded before 0024: the columns are empty until the migration's updates run.
    await db.execute(sql`update promotions set titulo_es = null, descripcion_es = null where slug in ${seeded}`);
    await db.execute(sql`update coupons set descripcion_es = null where code in ${codes}`);
    await db.execute(sql`update maintenance_windows set message_es = null`);
    const emptied = await spanish();
    expect(emptied.promotions.every((r) => r.titulo_es === null)).toBe(true);
    expect(emptied.maintenance).toEqual([]);
    await replay0024();
    expect(await spanish()).toEqual(filled);
    // The promotions' trigger makes the read model reload: the Spanish list has its texts again.
    await vi.waitFor(
      async () =>
        expect((await offers("es")).find((o) => o.slug === "michelin-inverno")?.titulo).toBe(
          PROMOTIONS_ES["michelin-inverno"]?.titulo,
        ),
      { timeout: 5000, interval: 20 },
    );
  });

  it("migration 0024 leaves without Spanish text a seeded promotion or coupon the back office has changed", async () => {
    const db = t.database.db;
    const [michelin] = await db.select().from(promotions).where(eq(promotions.slug, "michelin-inverno"));
    const [mabor] = await db.select().from(promotions).where(eq(promotions.slug, "mabor-nacional"));
    const [oleo] = await db.select().from(coupons).where(eq(coupons.code, "OLEO5"));
    const [inverno] = await db.select().from(coupons).where(eq(coupons.code, "INVERNO15"));
    expect(michelin && mabor && oleo && inverno).toBeTruthy();
    const texts = async () => ({
      michelin: (await db.select().from(promotions).where(eq(promotions.slug, "michelin-inverno")))[0]?.tituloEs,
      mabor: (await db.select().from(promotions).where(eq(promotions.slug, "mabor-nacional")))[0]?.tituloEs,
      continental: (await db.select().from(promotions).where(eq(promotions.slug, "continental-2-mais-2")))[0]?.tituloEs,
      oleo: (await db.select().from(coupons).where(eq(coupons.code, "OLEO5")))[0]?.descripcionEs,
      inverno: (await db.select().from(coupons).where(eq(coupons.code, "INVERNO15")))[0]?.descripcionEs,
      bemvindo: (await db.select().from(coupons).where(eq(coupons.code, "BEMVINDO10")))[0]?.descripcionEs,
    });
    try {
      // An operator's changes before 0024 ran: Michelin to −20 % (title too), Mabor's discount alone, OLEO5 to 10 €
      // (amount alone), INVERNO15's description alone.
      await db
        .update(promotions)
        .set({ titulo: "Michelin: −20 % em pneus de inverno e all season", discountPct: 20, tituloEs: null })
        .where(eq(promotions.slug, "michelin-inverno"));
      await db
        .update(promotions)
        .set({ discountPct: 18, tituloEs: null, descripcionEs: null })
        .where(eq(promotions.slug, "mabor-nacional"));
      await db
        .update(promotions)
        .set({ tituloEs: null, descripcionEs: null })
        .where(eq(promotions.slug, "continental-2-mais-2"));
      await db.update(coupons).set({ importe: 1000, descripcionEs: null }).where(eq(coupons.code, "OLEO5"));
      await db
        .update(coupons)
        .set({ descripcion: "15 € de desconto em compras acima de 200 €", descripcionEs: null })
        .where(eq(coupons.code, "INVERNO15"));
      await db.update(coupons).set({ descripcionEs: null }).where(eq(coupons.code, "BEMVINDO10"));
      await replay0024();
      // The changed ones keep no Spanish text (the Spanish site then says the neutral one); the untouched ones get it.
      expect(await texts()).toEqual({
        michelin: null,
        mabor: null,
        continental: PROMOTIONS_ES["continental-2-mais-2"]?.titulo,
        oleo: null,
        inverno: null,
        bemvindo: COUPONS_ES.BEMVINDO10,
      });
    } finally {
      // Back to the seed for the other tests.
      await db.update(promotions).set(michelin!).where(eq(promotions.slug, "michelin-inverno"));
      await db.update(promotions).set(mabor!).where(eq(promotions.slug, "mabor-nacional"));
      await db.update(coupons).set(oleo!).where(eq(coupons.code, "OLEO5"));
      await db.update(coupons).set(inverno!).where(eq(coupons.code, "INVERNO15"));
    }
    await vi.waitFor(
      async () =>
        expect((await offers("es")).find((o) => o.slug === "michelin-inverno")?.titulo).toBe(
          PROMOTIONS_ES["michelin-inverno"]?.titulo,
        ),
      { timeout: 5000, interval: 20 },
    );
  });

  describe("promotions", () => {
    it("/es lists the seeded promotions with their Spanish texts, /pt with the Portuguese ones", async () => {
      const [seeded] = await t.database.db.select().from(promotions).where(eq(promotions.slug, "michelin-inverno"));
      expect(seeded).toBeDefined();
      const es = await offers("es");
      const pt = await offers("pt");
      expect(es.length).toBeGreaterThanOrEqual(5);
      expect(es.map((o) => o.id_site_promocion)).toEqual(pt.map((o) => o.id_site_promocion));
      for (const o of es) {
        const texts = PROMOTIONS_ES[o.slug];
        if (!texts) continue;
        expect(o.titulo).toBe(texts.titulo);
        expect(o.descripcion).toBe(texts.descripcion);
      }
      const michelinEs = es.find((o) => o.slug === "michelin-inverno");
      expect(michelinEs?.titulo).toBe("Michelin: −15 % en neumáticos de invierno y all season");
      const michelinPt = pt.find((o) => o.slug === "michelin-inverno");
      expect(michelinPt).toMatchObject({ titulo: seeded?.titulo, descripcion: seeded?.descripcion });
      expect(michelinPt?.titulo).toBe("Michelin: −15 % em pneus de inverno e all season");
      // No Portuguese text of a seeded promotion on the Spanish list.
      const esText = JSON.stringify(es);
      for (const o of pt) {
        expect(esText).not.toContain(o.titulo);
        expect(esText).not.toContain(o.descripcion);
      }
    });

    it("the offer's own page reads the Spanish texts too", async () => {
      const id = (await offers("pt")).find((o) => o.slug === "frotas-inverno")?.id_site_promocion;
      const es = (await inject("es", "GET", `/promociones/${id}`)).json();
      expect(es).toMatchObject(PROMOTIONS_ES["frotas-inverno"] as object);
      expect((await inject("pt", "GET", `/promociones/${id}`)).json().titulo).toBe(
        "Frotas: verificação de inverno gratuita",
      );
    });

    const valid = {
      titulo: "Bridgestone: −20 % em pneus de verão",
      descricao: "Desconto de 20 % nos pneus de verão Bridgestone.",
      desconto: 20,
      marca: null,
      tipoProduto: "neumatico",
      categoria: "car",
      estacoes: ["verano"],
      quantidadeMinima: null,
      unidadesTotal: null,
      limitePorCliente: null,
      inicio: "23/11/2026 09:00",
      fim: "31/12/2026",
    };

    it("without Spanish texts the Spanish site gets a neutral Spanish text; the back office then writes them", async () => {
      const created = await t.api("POST", "/operador/promocoes", valid, tokens.admin);
      expect(created.statusCode, created.body).toBe(201);
      const p = created.json();
      expect(p).toMatchObject({ tituloEs: null, descricaoEs: null });
      const bare = (await offers("es")).find((o) => o.id_site_promocion === p.id);
      expect(bare).toMatchObject({
        titulo: "20 % de descuento",
        descripcion: "Un 20 % de descuento en los productos de esta promoción, mientras dure.",
      });
      expect((await offers("pt")).find((o) => o.id_site_promocion === p.id)?.titulo).toBe(valid.titulo);

      const es = {
        tituloEs: "  Bridgestone: −20 % en neumáticos de verano ",
        descricaoEs: "Un 20 % de descuento en los neumáticos de verano Bridgestone.",
      };
      const changed = await t.api("PATCH", `/operador/promocoes/${p.id}`, { ...valid, ...es }, tokens.admin);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ tituloEs: es.tituloEs.trim(), descricaoEs: es.descricaoEs });
      expect((await offers("es")).find((o) => o.id_site_promocion === p.id)).toMatchObject({
        titulo: "Bridgestone: −20 % en neumáticos de verano",
        descripcion: es.descricaoEs,
      });
      // A change that does not name the Spanish texts keeps them.
      const other = await t.api("PATCH", `/operador/promocoes/${p.id}`, { desconto: 25 }, tokens.admin);
      expect(other.json()).toMatchObject({ desconto: 25, tituloEs: es.tituloEs.trim() });
      const list = (await t.api("GET", "/operador/promocoes", undefined, tokens.admin)).json();
      expect(list.promocoes.find((x: { id: number }) => x.id === p.id)).toMatchObject({ descricaoEs: es.descricaoEs });
      // Emptied in the form: the neutral text again.
      await t.api("PATCH", `/operador/promocoes/${p.id}`, { tituloEs: "", descricaoEs: "" }, tokens.admin);
      expect((await offers("es")).find((o) => o.id_site_promocion === p.id)?.titulo).toBe("25 % de descuento");
    });

    it("a tyre's offer carries its Spanish title for the Spanish cards (one cached answer for both sites)", async () => {
      const rows = (
        await t.database.db.execute(
          sql`select t.id from tyres t join tyre_models m on m.id = t.model_id join tyre_brands b on b.id = m.brand_id
              where b.slug = 'michelin' and m.season = 'invierno' and t.stock > 0 order by t.id limit 1`,
        )
      ).rows as Array<{ id: string }>;
      const id = rows[0]?.id;
      expect(id).toBeDefined();
      for (const lang of ["es", "pt"] as const) {
        const res = await inject(lang, "GET", `/neumaticos/${id}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().oferta).toMatchObject({
          pct: 15,
          titulo: "Michelin: −15 % em pneus de inverno e all season",
          tituloEs: PROMOTIONS_ES["michelin-inverno"]?.titulo,
        });
      }
    });

    it("refuses a Spanish text too long, or a Spanish title without its description, at the field in pt-PT", async () => {
      const long = await t.api(
        "POST",
        "/operador/promocoes",
        { ...valid, tituloEs: "x".repeat(121), descricaoEs: "y".repeat(601) },
        tokens.admin,
      );
      expect(long.statusCode).toBe(400);
      expect(long.json().errors).toEqual({
        tituloEs: "O título em espanhol pode ter no máximo 120 caracteres",
        descricaoEs: "A descrição em espanhol pode ter no máximo 600 caracteres",
      });
      const half = await t.api(
        "POST",
        "/operador/promocoes",
        { ...valid, tituloEs: "Bridgestone: −20 %", descricaoEs: "  " },
        tokens.admin,
      );
      expect(half.statusCode).toBe(400);
      expect(half.json().errors).toEqual({ descricaoEs: "Indique também a descrição em espanhol" });
      const other = await t.api("POST", "/operador/promocoes", { ...valid, descricaoEs: "Descuento" }, tokens.admin);
      expect(other.json().errors).toEqual({ tituloEs: "Indique também o título em espanhol" });
      // A change naming one Spanish text is checked with the stored other one (the row as it would be saved).
      const created = await t.api("POST", "/operador/promocoes", { ...valid, titulo: "Par espanhol" }, tokens.admin);
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      const patch = (body: object) => t.api("PATCH", `/operador/promocoes/${id}`, body, tokens.admin);
      const titleOnly = await patch({ tituloEs: "Bridgestone: −20 %" });
      expect(titleOnly.statusCode).toBe(400);
      expect(titleOnly.json().errors).toEqual({ descricaoEs: "Indique também a descrição em espanhol" });
      const descriptionOnly = await patch({ descricaoEs: "Un 20 % de descuento." });
      expect(descriptionOnly.json().errors).toEqual({ tituloEs: "Indique também o título em espanhol" });
      const [untouched] = await t.database.db.select().from(promotions).where(eq(promotions.id, id));
      expect(untouched).toMatchObject({ tituloEs: null, descripcionEs: null });
      expect((await patch({ tituloEs: "Bridgestone: −20 %", descricaoEs: "Un 20 % de descuento." })).statusCode).toBe(
        200,
      );
      // Now each one alone may change (the stored other completes the pair), but not be emptied alone.
      const newTitle = await patch({ tituloEs: "Bridgestone: −20 % en verano" });
      expect(newTitle.statusCode, newTitle.body).toBe(200);
      expect(newTitle.json()).toMatchObject({
        tituloEs: "Bridgestone: −20 % en verano",
        descricaoEs: "Un 20 % de descuento.",
      });
      const emptied = await patch({ descricaoEs: "" });
      expect(emptied.statusCode).toBe(400);
      expect(emptied.json().errors).toEqual({ descricaoEs: "Indique também a descrição em espanhol" });
      // Anything but text is refused in the back office's language too.
      const wrongType = await t.api("POST", "/operador/promocoes", { ...valid, tituloEs: 7 }, tokens.admin);
      expect(wrongType.json().errors.tituloEs).toBe("Escreva o texto em espanhol (ou deixe o campo vazio)");
    });
  });

  describe("coupons", () => {
    async function basketWithCoupon(lang: "pt" | "es", code: string) {
      const add = await inject(lang, "POST", `/cesta-product/${tyreId}`, { cantidad: 2 });
      expect(add.statusCode, add.body).toBe(201);
      const cestaID = add.json().cestaID as string;
      const res = await inject(lang, "POST", `/cesta/${cestaID}/cupon`, { codigo: code });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { cupones: Array<{ code: string; descripcion: string }> };
    }

    it("the Spanish basket shows the coupon's Spanish description, the Portuguese basket the Portuguese one", async () => {
      const es = await basketWithCoupon("es", "INVERNO15");
      expect(es.cupones).toEqual([expect.objectContaining({ code: "INVERNO15", descripcion: COUPONS_ES.INVERNO15 })]);
      expect(COUPONS_ES.INVERNO15).toBe("15 € de descuento en compras superiores a 150 €");
      const pt = await basketWithCoupon("pt", "INVERNO15");
      expect(pt.cupones[0]?.descripcion).toBe("15 € de desconto em compras acima de 150 €");
    });

    it("the back office writes the Spanish description; without one the Spanish basket says the amount", async () => {
      const coupon = {
        codigo: "natal-es",
        tipo: "fixed_amount",
        importe: 1250,
        descricao: "12,50 € de desconto no Natal",
        tipoProduto: null,
        inicio: "01/11/2026",
        fim: "31/12/2026",
        umaVezPorCliente: false,
        usosMaximos: null,
      };
      const created = await t.api("POST", "/operador/cupoes", coupon, tokens.admin);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ codigo: "NATAL-ES", descricaoEs: null });
      expect((await basketWithCoupon("es", "NATAL-ES")).cupones[0]?.descripcion).toBe("12,50\u00a0€ de descuento");

      const tooLong = await t.api("PATCH", "/operador/cupoes/NATAL-ES", { descricaoEs: "z".repeat(301) }, tokens.admin);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().errors).toEqual({
        descricaoEs: "A descrição em espanhol pode ter no máximo 300 caracteres",
      });
      const saved = await t.api(
        "PATCH",
        "/operador/cupoes/NATAL-ES",
        { ...coupon, codigo: undefined, descricaoEs: "12,50 € de descuento en Navidad" },
        tokens.admin,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().descricaoEs).toBe("12,50 € de descuento en Navidad");
      const [row] = await t.database.db.select().from(coupons).where(eq(coupons.code, "NATAL-ES"));
      expect(row?.descripcionEs).toBe("12,50 € de descuento en Navidad");
      expect((await basketWithCoupon("es", "NATAL-ES")).cupones[0]?.descripcion).toBe(
        "12,50 € de descuento en Navidad",
      );
      expect((await basketWithCoupon("pt", "NATAL-ES")).cupones[0]?.descripcion).toBe("12,50 € de desconto no Natal");
    });
  });

  describe("maintenance notice", () => {
    const siteInit = async (lang: "pt" | "es") =>
      (await inject(lang, "GET", "/site-init")).json().mantenimiento as { activo: boolean; mensagem: string | null };

    it("the seeded notice has its Spanish text", async () => {
      const rows = await t.database.db.select().from(maintenanceWindows);
      expect(rows.map((r) => r.messageEs)).toContain(MAINTENANCE_MESSAGE_ES);
    });

    it("site-init says the back office's notice in the reader's language; without a Spanish one, null", async () => {
      const save = (manutencao: Record<string, unknown>) =>
        t.api(
          "PATCH",
          "/operador/site",
          { manutencao: { ativo: true, inicio: "23/11/2026 11:00", fim: "23/11/2026 13:00", ...manutencao } },
          tokens.admin,
        );
      const on = await save({ mensagem: "Pagamentos em atualização", mensagemEs: "Pagos en actualización" });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json().manutencao).toMatchObject({
        mensagem: "Pagamentos em atualização",
        mensagemEs: "Pagos en actualización",
      });
      await vi.waitFor(async () => expect((await siteInit("es")).mensagem).toBe("Pagos en actualización"), {
        timeout: 5000,
        interval: 20,
      });
      expect(await siteInit("pt")).toEqual({
        activo: true,
        mensagem: "Pagamentos em atualização",
        ventanas: expect.any(Array),
      });

      // A caller that does not name the Spanish text keeps it.
      const kept = await save({ mensagem: "Pagamentos em manutenção" });
      expect(kept.json().manutencao.mensagemEs).toBe("Pagos en actualización");

      const tooLong = await save({ mensagem: null, mensagemEs: "w".repeat(301) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().errors).toEqual({
        "manutencao.mensagemEs": "A mensagem em espanhol pode ter no máximo 300 caracteres",
      });

      const cleared = await save({ mensagem: "Pagamentos em manutenção", mensagemEs: "" });
      expect(cleared.json().manutencao.mensagemEs).toBeNull();
      await vi.waitFor(async () => expect((await siteInit("es")).mensagem).toBeNull(), { timeout: 5000, interval: 20 });
      expect((await siteInit("es")).activo).toBe(true);
      expect((await siteInit("pt")).mensagem).toBe("Pagamentos em manutenção");
    });
  });
});
