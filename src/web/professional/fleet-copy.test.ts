/**
 * The fleet page's history and monthly invoice in the page's language: an order's status in the customer's words
 * (the private area's order labels, never the raw `confirmado`) and euros formatted the way the language writes them
 * (es-ES does not group four-digit amounts, pt-PT does).
 */
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import type { FleetAnswer } from "#src/shared/professional/fleet.schema.ts";
import { FleetHistory } from "./fleet-history.tsx";
import { MonthlyInvoice } from "./monthly-invoice.tsx";

const fleet: FleetAnswer = {
  empresa: "Entregas Rápidas, S.A.",
  nif: "501234560",
  diasCredito: 30,
  veiculos: [{ id: 1, matricula: "AA-12-BB", marca: "Renault", modelo: "Kangoo" }],
  oficinas: [],
  servicos: [],
  historial: [
    {
      tipo: "order",
      plate: "AA12BB",
      at: "2026-11-20T10:00:00.000Z",
      referencia: "RC-000123",
      oficina: "Lisboa Centro",
      estado: "confirmed",
      totalCents: 123_456,
    },
    {
      tipo: "order",
      plate: "AA12BB",
      at: "2026-11-19T10:00:00.000Z",
      referencia: "RC-000122",
      oficina: null,
      estado: "expired",
      totalCents: 5_000,
    },
  ],
  faturacao: [{ mes: "2026-11", encomendas: ["RC-000123"], totalCents: 123_456, vencimento: "2026-12-30" }],
};

/** Renders `element` on a page at `path` (the page's language comes from its path). */
const at = (path: string, element: ReactElement) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path] }, element));

const history = (path: string) => at(path, createElement(FleetHistory, { f: fleet }));
const invoice = (path: string) =>
  at(path, createElement(MonthlyInvoice, { months: fleet.faturacao, creditDays: fleet.diasCredito }));

describe("fleet history", () => {
  it("names an order's status in Spanish on the Spanish page", () => {
    const html = history("/area-privada/flota");
    expect(html).toContain("Pedido RC-000123 (Pagado)");
    expect(html).toContain("Pedido RC-000122 (Caducado (no se pagó))");
    expect(html).toContain("1234,56\u00a0€");
    expect(html).not.toContain("confirmed");
    expect(html).not.toContain("expired");
  });

  it("names it in Portuguese on the Portuguese page", () => {
    const html = history("/area-privado/frota");
    expect(html).toContain("Encomenda RC-000123 (Paga)");
    expect(html).toContain("Encomenda RC-000122 (Expirada (não foi paga))");
    expect(html).not.toContain("(confirmed)");
  });
});

describe("monthly invoice", () => {
  it("writes the month's total as Spanish writes euros on the Spanish page", () => {
    const html = invoice("/area-privada/flota");
    expect(html).toContain("noviembre de 2026");
    expect(html).toContain("1234,56\u00a0€");
  });

  it("and as Portuguese writes them on the Portuguese page", () => {
    const html = invoice("/area-privado/frota");
    expect(html).toContain("novembro de 2026");
    expect(html).toContain("1\u00a0234,56\u00a0€");
  });
});
