/**
 * The last Portuguese words the code put on the Spanish site (issue 13 leftovers), through the API in both languages:
 * the workshop areas with their country, the support lines of each site, the air-conditioning appointment comment and
 * notice, and the line of a credit note for an order placed on the Spanish site. The Portuguese answers are unchanged.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { AC_FLAG_NOTICE } from "#src/shared/services/ac.ts";
import { orders, vehicleModels, vehicleRegistry } from "./db/schema.ts";
import { creditNoteDocument } from "./operator/credit-notes.ts";
import { findCreditNote } from "./operator/credit-notes.queries.ts";
import { testApp } from "./test-support/app.ts";
import { eachDatabase, testEnv } from "./test-support/db.ts";
import { operatorTeam, paidFittingOrder, testClock } from "./test-support/operator.ts";

const NOW = new Date("2026-11-23T08:00:00Z");
const env = testEnv();

eachDatabase("Spanish leftovers through the API", (kind) => {
  const clock = testClock(NOW);
  const t = testApp(kind, { now: clock.now, env });
  let ip = 0;
  const get = (lang: Lang, url: string) =>
    t.app.inject({ method: "GET", url: `/api/rodacerta/${lang}${url}`, remoteAddress: `10.93.0.${++ip % 250}` });
  const post = (lang: Lang, url: string, payload: object) =>
    t.app.inject({
      method: "POST",
      url: `/api/rodacerta/${lang}${url}`,
      payload,
      remoteAddress: `10.93.1.${++ip % 250}`,
    });

  describe("the workshop areas", () => {
    it("say each district's or province's country, the same in both languages", async () => {
      const pt = (await get("pt", "/oficinas/areas")).json() as Array<{ nombre: string; pais: string }>;
      const es = (await get("es", "/oficinas/areas")).json();
      expect(es).toEqual(pt);
      const country = (nombre: string) => pt.find((a) => a.nombre === nombre)?.pais;
      expect(country("Lisboa")).toBe("PT");
      expect(country("Região Autónoma dos Açores")).toBe("PT");
      expect(pt.filter((a) => a.pais === "ES").length).toBeGreaterThan(0);
      expect(pt.every((a) => a.pais === "PT" || a.pais === "ES")).toBe(true);
      expect(Object.keys(pt[0]!).sort()).toEqual(["nombre", "pais", "slug", "talleres"]);
    });
  });

  describe("the support lines", () => {
    it("the Portuguese site keeps Portugal's lines; the Spanish site has its own 900 line", async () => {
      const pt = (await get("pt", "/site-init")).json();
      expect(pt.telefonos).toEqual([
        { region: "Portugal continental", phone: "+351 210 000 351" },
        { region: "Madeira e Açores", phone: "+351 291 000 351" },
      ]);
      expect(pt.horarioAtencion).toBe("Segunda a sexta das 8h30 às 19h00; sábado das 9h00 às 13h00");
      const es = (await get("es", "/site-init")).json();
      expect(es.telefonos).toEqual([{ region: "España, Baleares y Canarias", phone: "+34 900 000 034" }]);
      expect(es.horarioAtencion).toBe("De lunes a viernes de 8:30 a 19:00; sábados de 9:00 a 13:00");
    });
  });

  describe("the air-conditioning pack", () => {
    beforeAll(async () => {
      const db = t.database.db;
      const [m] = await db
        .select({ id: vehicleModels.id })
        .from(vehicleModels)
        .where(eq(vehicleModels.marca, "Renault"));
      await db.insert(vehicleRegistry).values([
        { plate: "97-ZX-01", country: "PT", format: "test", modelId: m!.id, anoFabric: 0, anoMatric: 0 },
        { plate: "97-ZX-02", country: "PT", format: "test", modelId: m!.id, anoFabric: 2015, anoMatric: 2015 },
      ]);
    });

    it("writes the appointment comment in the site's language", async () => {
      const pt = (await post("pt", "/ar-condicionado/pack", { matricula: "97-ZX-01" })).json();
      expect(pt.decisao.comment).toBe(
        "Veículo com a matrícula 97-ZX-01: ano de fabrico desconhecido. Carga de ar condicionado — verificar na oficina o tipo de gás (R134a ou R1234yf).",
      );
      const es = (await post("es", "/ar-condicionado/pack", { matricula: "97-ZX-01" })).json();
      expect(es.decisao).toEqual({
        kind: "appointment",
        serviceId: "CITA_AC",
        comment:
          "Vehículo con matrícula 97-ZX-01: año de fabricación desconocido. Carga de aire acondicionado: comprobar en el taller el tipo de gas (R134a o R1234yf).",
      });
    });

    it("gives the 2014–2017 notice in the site's language", async () => {
      const pt = (await post("pt", "/ar-condicionado/pack", { matricula: "97-ZX-02" })).json();
      expect(pt.aviso).toBe(AC_FLAG_NOTICE);
      const es = (await post("es", "/ar-condicionado/pack", { matricula: "97-ZX-02" })).json();
      expect(es.aviso).toBe(
        "Vehículo fabricado entre 2014 y 2017: el taller comprueba el tipo de gas en la etiqueta del compartimento del motor antes de la carga.",
      );
      expect(es.decisao).toMatchObject({ kind: "pack", flagged: true });
    });
  });

  describe("a credit note", () => {
    const email = `cliente.nc-es.${kind}@example.pt`;
    const team = operatorTeam(t, kind, "nc-es", clock, { email });

    it("prints its line in the order's language", async () => {
      const paid = await paidFittingOrder(t, env, {
        token: team.tokens.customer,
        email,
        workshop: team.lisbon,
        key: `${kind}-nc-es-1`,
        at: NOW,
      });
      const issue = (motivo: string) =>
        t.api(
          "POST",
          `/operador/encomendas/${paid.orderNumber}/notas-credito`,
          { modo: "partial", valor: "5,00", motivo },
          team.tokens.service,
        );
      const lineOf = async (id: number) => {
        const found = (await findCreditNote(t.database.db, id))!;
        const doc = await creditNoteDocument(t.database.db, env, found.note, found.invoice);
        return { lang: doc.lang, lines: doc.figures.lines.map((l) => l.description) };
      };

      const ptNote = await issue("Desconto comercial");
      expect(ptNote.statusCode, ptNote.body).toBe(201);
      const invoice = ptNote.json().nota.fatura as string;
      expect(await lineOf(ptNote.json().nota.id)).toEqual({
        lang: "pt",
        lines: [`Crédito sobre a fatura ${invoice}: Desconto comercial`],
      });
      // The customer's download is named in the note's language (the order's) too.
      const fileOf = async (number: string) =>
        (
          await t.app.inject({
            method: "GET",
            url: `/api/rodacerta/es/users/${team.customerId}/get-nota-credito/${encodeURIComponent(number)}`,
            headers: { authorization: `Bearer ${team.tokens.customer}` },
          })
        ).headers["content-disposition"];
      expect(await fileOf(ptNote.json().nota.numero)).toMatch(/filename="nota-credito-/);

      // The same order, placed on the Spanish site.
      await t.database.db.update(orders).set({ lang: "es" }).where(eq(orders.number, paid.orderNumber));
      const esNote = await issue("Descuento comercial");
      expect(esNote.statusCode, esNote.body).toBe(201);
      expect(await lineOf(esNote.json().nota.id)).toEqual({
        lang: "es",
        lines: [`Rectificación de la factura ${invoice}: Descuento comercial`],
      });

      expect(await fileOf(esNote.json().nota.numero)).toMatch(/filename="factura-rectificativa-/);
    });
  });
});
