/**
 * The back office's catalogue and offers (issue 14, item 5): admins change a tyre's price and stock, promotions and
 * the maintenance notice; the public API shows each change at once; every change is audited; everyone else is
 * refused.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, promotions } from "../db/schema.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";
import { accessMatrix, type Endpoint, operatorTeam, testClock } from "../test-support/operator.ts";

const START = new Date("2026-11-23T10:00:00Z");

eachDatabase("operator catalogue and offers API", (kind) => {
  const clock = testClock(START);
  const t = testApp(kind, { now: clock.now });
  const team = operatorTeam(t, kind, "cat", clock);
  const tokens = team.tokens;
  let tyreId = "";

  const audits = (entity: string, entityId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

  beforeAll(async () => {
    const found = await t.api("GET", "/operador/produtos?q=michelin", undefined, tokens.admin);
    tyreId = found.json().produtos.find((p: { stock: number }) => p.stock > 0).id;
  });

  describe("every catalogue endpoint refuses whoever may not use it", () => {
    const endpoints: Endpoint[] = [
      { method: "GET", url: () => "/operador/produtos?q=michelin" },
      { method: "PATCH", url: () => `/operador/produtos/${tyreId}`, body: () => ({ stock: 1 }) },
      { method: "GET", url: () => "/operador/promocoes" },
      {
        method: "POST",
        url: () => "/operador/promocoes",
        body: () => ({
          titulo: "Proibida",
          descricao: "Não deve ser criada",
          desconto: 5,
          marca: null,
          tipoProduto: "neumatico",
          categoria: "car",
          estacoes: [],
          quantidadeMinima: null,
          unidadesTotal: null,
          limitePorCliente: null,
          inicio: "01/12/2026",
          fim: "31/12/2026",
        }),
      },
      { method: "PATCH", url: () => "/operador/promocoes/1", body: () => ({ terminarAgora: true }) },
      { method: "GET", url: () => "/operador/site" },
      { method: "PATCH", url: () => "/operador/site", body: () => ({ pedirDadosSeletor: true }) },
    ];

    // The wrong role: only admins change the catalogue, promotions and the site.
    accessMatrix({ t, team, clock, endpoints: () => endpoints, forbidden: [] });

    it("workshop staff and customer service: 403, and nothing changes", async () => {
      for (const who of ["lisbonStaff", "service"] as const)
        for (const e of endpoints) {
          const res = await t.api(e.method, e.url(), e.body?.(), tokens[who]);
          expect(res.statusCode, `${who} ${e.method} ${e.url()}`).toBe(403);
          expect(res.json().error).toBe("OPERATOR_FORBIDDEN");
        }
      expect(await audits("tyre", tyreId)).toEqual([]);
      const promo = await t.api("GET", "/promociones/1");
      expect(promo.json().fecha_limite).toBe("2027-01-31T23:59:59.000Z");
    });
  });

  it("finds tyres by id, brand, model or size, paginated (50 at most)", async () => {
    const byId = (await t.api("GET", `/operador/produtos?q=${tyreId}`, undefined, tokens.admin)).json();
    expect(byId.produtos.map((p: { id: string }) => p.id)).toContain(tyreId);
    const tyre = byId.produtos.find((p: { id: string }) => p.id === tyreId);
    const [width, rest] = tyre.medida.split("/");
    const [series, rim] = rest.split(" R");
    const bySize = (
      await t.api(
        "GET",
        `/operador/produtos?q=${encodeURIComponent(`${width}/${series} R${rim}`)}`,
        undefined,
        tokens.admin,
      )
    ).json();
    expect(bySize.total).toBeGreaterThan(0);
    for (const p of bySize.produtos) expect(p.medida).toBe(tyre.medida);
    const byModel = (
      await t.api(
        "GET",
        `/operador/produtos?q=${encodeURIComponent(`${tyre.marca} ${tyre.modelo}`)}`,
        undefined,
        tokens.admin,
      )
    ).json();
    expect(byModel.produtos.map((p: { id: string }) => p.id)).toContain(tyreId);
    for (const p of byModel.produtos) expect(p.marca).toBe(tyre.marca);
    const all = (await t.api("GET", "/operador/produtos?porPagina=50&pagina=2", undefined, tokens.admin)).json();
    expect(all.produtos).toHaveLength(50);
    expect(all.total).toBeGreaterThan(100);
    expect((await t.api("GET", "/operador/produtos?porPagina=51", undefined, tokens.admin)).statusCode).toBe(400);
    const none = (await t.api("GET", "/operador/produtos?q=marca-que-nao-existe", undefined, tokens.admin)).json();
    expect(none).toMatchObject({ produtos: [], total: 0 });
  });

  it("changes a tyre's price and stock: audited, and the public product shows it at once", async () => {
    const before = (await t.api("GET", `/neumaticos/${tyreId}`)).json();
    const res = await t.api("PATCH", `/operador/produtos/${tyreId}`, { precoCentimos: 12_345, stock: 0 }, tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: tyreId, precoCentimos: 12_345, stock: 0 });
    const after = (await t.api("GET", `/neumaticos/${tyreId}`)).json();
    expect(after).toMatchObject({ precio: 12_345, stock: 0 });
    const [row] = await audits("tyre", tyreId);
    expect(row).toMatchObject({
      action: "product.update",
      before: { precoCentimos: before.precio, stock: before.stock },
      after: { precoCentimos: 12_345, stock: 0 },
    });
    // Only the stock: the price stays.
    const stockOnly = await t.api("PATCH", `/operador/produtos/${tyreId}`, { stock: 7 }, tokens.admin);
    expect(stockOnly.json()).toMatchObject({ precoCentimos: 12_345, stock: 7 });
    await vi.waitFor(async () => expect((await t.api("GET", `/neumaticos/${tyreId}`)).json().stock).toBe(7));
  });

  it("refuses a wrong price or stock with field errors, and an unknown tyre", async () => {
    const bad = await t.api("PATCH", `/operador/produtos/${tyreId}`, { precoCentimos: 0, stock: -1 }, tokens.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      precoCentimos: "O preço tem de ser superior a 0 €",
      stock: "O stock tem de ser pelo menos 0",
    });
    const fraction = await t.api("PATCH", `/operador/produtos/${tyreId}`, { precoCentimos: 99.5 }, tokens.admin);
    expect(fraction.json().errors.precoCentimos).toBe("O preço tem de estar em cêntimos (número inteiro)");
    const empty = await t.api("PATCH", `/operador/produtos/${tyreId}`, {}, tokens.admin);
    expect(empty.json().errors.precoCentimos).toBe("Indique o novo preço ou o novo stock");
    const unknown = await t.api("PATCH", "/operador/produtos/99999999", { stock: 3 }, tokens.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("PRODUCT_NOT_FOUND");
  });

  describe("promotions", () => {
    const valid = {
      titulo: "Pirelli: −20 % em pneus de verão",
      descricao: "Desconto de 20 % nos pneus de verão Pirelli.",
      desconto: 20,
      marca: "pirelli",
      tipoProduto: "neumatico",
      categoria: "car",
      estacoes: ["verano"],
      quantidadeMinima: null,
      unidadesTotal: 50,
      limitePorCliente: 4,
      inicio: "23/11/2026 09:00",
      fim: "31/12/2026",
    };
    const publicIds = async () =>
      ((await t.api("GET", "/promociones?categoria=carro")).json() as Array<{ id_site_promocion: number }>).map(
        (p) => p.id_site_promocion,
      );

    it("creates one: on the public list at once, in Lisbon time, audited", async () => {
      const res = await t.api("POST", "/operador/promocoes", valid, tokens.admin);
      expect(res.statusCode, res.body).toBe(201);
      const p = res.json();
      expect(p).toMatchObject({
        slug: "pirelli-20-em-pneus-de-verao",
        estado: "a-decorrer",
        inicioIso: "2026-11-23T09:00:00.000Z",
        fimIso: "2026-12-31T23:59:00.000Z",
        inicio: "23/11/2026 09:00",
        fim: "31/12/2026 23:59",
        unidadesVendidas: 0,
        estacoes: ["verano"],
      });
      expect(await publicIds()).toContain(p.id);
      const [row] = await audits("promotion", String(p.id));
      expect(row).toMatchObject({ action: "promotion.create", before: null, after: { titulo: valid.titulo } });
      // The same title again gets an address of its own.
      const again = await t.api("POST", "/operador/promocoes", { ...valid, inicio: "01/12/2026" }, tokens.admin);
      expect(again.json()).toMatchObject({ slug: "pirelli-20-em-pneus-de-verao-2", estado: "agendada" });
      expect(await publicIds()).not.toContain(again.json().id);
      const list = (await t.api("GET", "/operador/promocoes", undefined, tokens.admin)).json();
      expect(list.promocoes.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([p.id, again.json().id]));
      expect(list.marcas).toEqual(expect.arrayContaining([{ slug: "pirelli", nome: "Pirelli" }]));
    });

    it("refuses invalid ones with field errors", async () => {
      const res = await t.api(
        "POST",
        "/operador/promocoes",
        { ...valid, titulo: "", desconto: 95, categoria: "barco" },
        tokens.admin,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({
        titulo: "O campo título é obrigatório",
        desconto: "O desconto tem de estar entre 1 e 90 %",
        categoria: "Escolha a categoria: carro, mota ou camião",
      });
      const backwards = await t.api(
        "POST",
        "/operador/promocoes",
        { ...valid, inicio: "31/12/2026", fim: "01/12/2026" },
        tokens.admin,
      );
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().errors).toEqual({ fim: "O fim tem de ser depois do início" });
      const zero = await t.api(
        "POST",
        "/operador/promocoes",
        { ...valid, desconto: 0, inicio: "31/02/2026" },
        tokens.admin,
      );
      expect(zero.json().errors).toMatchObject({
        desconto: "O desconto tem de estar entre 1 e 90 %",
        inicio: "Use o formato DD/MM/AAAA HH:MM",
      });
      const brand = await t.api("POST", "/operador/promocoes", { ...valid, marca: "inventada" }, tokens.admin);
      expect(brand.statusCode).toBe(400);
      expect(brand.json().errors).toEqual({ marca: "Marca desconhecida" });
    });

    it("changes one, never below the units sold, and ends it now: gone from the site at once", async () => {
      // The seeded Michelin promotion (id 1) runs; some of its units are sold.
      await t.database.db.update(promotions).set({ unitsSold: 12 }).where(eq(promotions.id, 1));
      const below = await t.api("PATCH", "/operador/promocoes/1", { unidadesTotal: 11 }, tokens.admin);
      expect(below.statusCode).toBe(422);
      expect(below.json().errors).toEqual({
        unidadesTotal: "Já foram vendidas 12 unidades: o total não pode ser inferior",
      });
      const endBeforeStart = await t.api("PATCH", "/operador/promocoes/1", { fim: "01/09/2026" }, tokens.admin);
      expect(endBeforeStart.statusCode).toBe(422);
      expect(endBeforeStart.json().errors).toEqual({ fim: "O fim tem de ser depois do início" });

      const changed = await t.api("PATCH", "/operador/promocoes/1", { desconto: 25, unidadesTotal: 12 }, tokens.admin);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        desconto: 25,
        unidadesTotal: 12,
        unidadesVendidas: 12,
        estado: "esgotada",
      });
      expect((await t.api("GET", "/promociones/1")).json().descuento).toBe(25);

      const reopened = await t.api("PATCH", "/operador/promocoes/1", { unidadesTotal: 400 }, tokens.admin);
      expect(reopened.json().estado).toBe("a-decorrer");
      expect(await publicIds()).toContain(1);
      const ended = await t.api("PATCH", "/operador/promocoes/1", { terminarAgora: true }, tokens.admin);
      expect(ended.statusCode, ended.body).toBe(200);
      expect(ended.json().estado).toBe("terminada");
      expect(await publicIds()).not.toContain(1);
      const twice = await t.api("PATCH", "/operador/promocoes/1", { terminarAgora: true }, tokens.admin);
      expect(twice.statusCode).toBe(422);
      expect(twice.json().error).toBe("PROMOTION_ALREADY_ENDED");
      const rows = await audits("promotion", "1");
      expect(rows.map((r) => r.action).sort()).toEqual(["promotion.end", "promotion.update", "promotion.update"]);
      expect((await t.api("PATCH", "/operador/promocoes/999999", { desconto: 5 }, tokens.admin)).statusCode).toBe(404);
    });
  });

  describe("site", () => {
    it("switches the maintenance notice and its text on and off: the site follows at once, audited", async () => {
      const first = (await t.api("GET", "/operador/site", undefined, tokens.admin)).json();
      expect(first).toMatchObject({
        manutencao: { ativo: false, mensagem: "Atualização do sistema de pagamentos", visivelAgora: false },
        pedirDadosSeletor: false,
      });
      expect((await t.api("GET", "/site-init")).json().mantenimiento.activo).toBe(false);
      const on = await t.api(
        "PATCH",
        "/operador/site",
        {
          manutencao: {
            ativo: true,
            inicio: "23/11/2026 11:00",
            fim: "23/11/2026 13:00",
            mensagem: "Pagamentos em atualização",
          },
        },
        tokens.admin,
      );
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json().manutencao).toMatchObject({
        ativo: true,
        inicio: "23/11/2026 11:00",
        fim: "23/11/2026 13:00",
        mensagem: "Pagamentos em atualização",
        visivelAgora: true, // 10:00 + 2 h lies within 11:00–13:00
      });
      expect((await t.api("GET", "/site-init")).json().mantenimiento).toMatchObject({
        activo: true,
        mensagem: "Pagamentos em atualização",
      });
      // The public list of windows keeps its shape (no text).
      expect((await t.api("GET", "/mantenimiento")).json()).toContainEqual({
        activo: true,
        fecha_inicio: "2026-11-23T11:00:00.000Z",
        fecha_fin: "2026-11-23T13:00:00.000Z",
      });
      const off = await t.api(
        "PATCH",
        "/operador/site",
        { manutencao: { ...on.json().manutencao, ativo: false, id: undefined, visivelAgora: undefined } },
        tokens.admin,
      );
      expect(off.statusCode, off.body).toBe(200);
      expect((await t.api("GET", "/site-init")).json().mantenimiento.activo).toBe(false);
      const bad = await t.api(
        "PATCH",
        "/operador/site",
        { manutencao: { ativo: true, inicio: "23/11/2026 13:00", fim: "23/11/2026 11:00", mensagem: null } },
        tokens.admin,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ "manutencao.fim": "O fim tem de ser depois do início" });
      const rows = await audits("site", String(first.manutencao.id));
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.action === "site.update")).toBe(true);
      expect(rows.find((r) => (r.after as { manutencao: { ativo: boolean } }).manutencao.ativo)).toMatchObject({
        before: { manutencao: { ativo: false } },
        after: { manutencao: { ativo: true, mensagem: "Pagamentos em atualização" } },
      });
    });

    it("switches the selector's lead step", async () => {
      const res = await t.api("PATCH", "/operador/site", { pedirDadosSeletor: true }, tokens.admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().pedirDadosSeletor).toBe(true);
      expect((await t.api("GET", "/site-init")).json().seletor.pedirDados).toBe(true);
      await t.api("PATCH", "/operador/site", { pedirDadosSeletor: false }, tokens.admin);
      expect((await t.api("GET", "/site-init")).json().seletor.pedirDados).toBe(false);
    });
  });
});
