/**
 * Canary Islands on screen (issue 13 item 3), on a phone: four tyres with fitting show mainland prices until a
 * workshop in Gran Canaria is chosen; from then on the summary of every step and the basket page show the IGIC
 * prices, say why, and the unit prices, lines, services and transport add up to the total shown.
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";

/** "1 234,56 €" (pt-PT, non-breaking spaces) → 123456 cents. */
function cents(text: string): number {
  const m = /(-?[\d\s\u00a0]*\d),(\d{2})\s*€/.exec(text);
  assert.ok(m, `no amount in «${text}»`);
  return (m[1]!.startsWith("-") ? -1 : 1) * (Number(m[1]!.replace(/[^\d]/g, "")) * 100 + Number(m[2]));
}

/** The summary's definition list as label → cents. */
async function summaryTotals(page: Page): Promise<Map<string, number>> {
  const summary = page.getByRole("complementary", { name: "Resumo do carrinho" });
  const labels = await summary.locator("dl.totals dt").allTextContents();
  const values = await summary.locator("dl.totals dd").allTextContents();
  return new Map(labels.map((l, i) => [l.trim(), cents(values[i]!.replace("−", "-"))]));
}

/** The basket page's figures: per line the unit price, eco-tax, quantity and line total; the included services. */
async function basketPage(page: Page) {
  const lines = [];
  for (const line of await page.locator(".basket-line").all()) {
    const hint = (await line.locator("p.hint").first().textContent()) ?? "";
    const unit = /([\d\s\u00a0]+,\d{2}\s*€)\s*\/ unidade/.exec(hint);
    const eco = /ecovalor ([\d\s\u00a0]+,\d{2}\s*€)/.exec(hint);
    lines.push({
      unit: cents(unit![1]!),
      eco: eco ? cents(eco[1]!) : 0,
      quantity: Number(await line.locator("select").inputValue()),
      total: cents((await line.locator(".line-total").textContent()) ?? ""),
      promo: (await line.locator(".promo-pct").count()) > 0,
    });
  }
  const services = (await page.locator(".service-lines li").allTextContents()).map((t) =>
    t.includes("grátis") ? 0 : cents(t),
  );
  return { lines, services };
}

async function checkAddsUp(page: Page, label: string) {
  const totals = await summaryTotals(page);
  const sum =
    (totals.get("Produtos") ?? 0) +
    (totals.get("Serviços") ?? 0) -
    (totals.get("Desconto") ?? 0) +
    (totals.get("Transporte e despesas aduaneiras") ?? 0);
  assert.equal(totals.get("Total"), sum, `${label}: products + services + transport = total`);
  return totals;
}

test("a Canary workshop on a phone: IGIC and transport on every price shown, and they add up", async ({ browser }) => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/seletor/resultados?ancho=205&serie=55&llanta=16`);
  const card = page
    .locator(".recommended .tyre-card")
    .filter({ has: page.getByRole("button", { name: /Comprar 4 com montagem/ }) })
    .first();
  await card.getByRole("button", { name: /Comprar 4 com montagem/ }).click();

  // Before a workshop: mainland prices, IVA 23 %, no note.
  await page.waitForURL(/\/carrinho\/pedido/);
  await page.getByText(/4 × Montagem/).waitFor();
  const mainland = await basketPage(page);
  const mainlandTotals = await checkAddsUp(page, "mainland");
  assert.match((await page.getByTestId("summary-tax").textContent()) ?? "", /IVA 23 % incluído/);
  assert.equal(await page.getByTestId("zone-note").count(), 0);
  await page.getByLabel(/Alinhamento de direção 3D/).check();
  await page.getByRole("button", { name: "Continuar: escolher oficina" }).click();

  // A workshop in Gran Canaria, found by its postcode.
  await page.waitForURL(/\/carrinho\/oficinas/);
  await page.getByLabel("Código postal").fill("35010");
  await page.getByRole("button", { name: "Procurar oficinas" }).click();
  await page.waitForURL(/cp=35010/);
  await page
    .getByRole("button", { name: /Escolher a oficina/ })
    .first()
    .click();

  // Date step: the summary is re-taxed and says why.
  await page.waitForURL(/\/carrinho\/data-e-hora/);
  const note = page.getByTestId("zone-note");
  await note.waitFor();
  assert.equal(
    (await note.textContent())?.trim(),
    "Preços com IGIC de 7 % (Canárias) e transporte incluídos, porque a oficina escolhida fica nas Canárias.",
  );
  assert.match((await page.getByTestId("summary-tax").textContent()) ?? "", /IGIC 7 % incluído/);
  const canaryTotals = await checkAddsUp(page, "date step");
  assert.equal(canaryTotals.get("Transporte e despesas aduaneiras"), 1995);
  assert.ok(canaryTotals.get("Produtos")! < mainlandTotals.get("Produtos")!, "IGIC 7 % is below IVA 23 %");
  // The lines in the summary are the lines the products total adds.
  const summaryLines = await page.getByTestId("summary-lines").locator("li").allTextContents();
  const productLines = summaryLines.filter((l) => !l.trim().startsWith("+")).map(cents);
  const extras = summaryLines.filter((l) => l.trim().startsWith("+")).map(cents);
  assert.equal(
    productLines.reduce((a, b) => a + b, 0),
    canaryTotals.get("Produtos"),
  );
  await shot(page, "checkout-canary-date-phone");

  // Back to the basket page: unit prices, eco-tax, services and lines are the Canary ones and multiply out.
  await page.goto(`${BASE_URL}/carrinho/pedido`);
  await page.getByTestId("zone-note").waitFor();
  const canary = await basketPage(page);
  assert.equal(canary.lines.length, mainland.lines.length);
  canary.lines.forEach((l, i) => {
    assert.ok(l.unit < mainland.lines[i]!.unit, "the unit price is re-taxed, not the mainland one");
    if (!l.promo) assert.equal((l.unit + l.eco) * l.quantity, l.total, "unit × quantity + eco-tax = line");
  });
  const totals = await checkAddsUp(page, "basket page");
  assert.equal(
    canary.lines.reduce((s, l) => s + l.total, 0),
    totals.get("Produtos"),
  );
  assert.equal(
    canary.services.reduce((s, x) => s + x, 0) + extras.reduce((s, x) => s + x, 0),
    totals.get("Serviços"),
    "included and optional services add up to the services total",
  );
  // The optional service's price is the Canary one: 35,00 € with IVA is 30,45 € with IGIC.
  await page.getByText(/Alinhamento de direção 3D — 30,45\s€/).waitFor();
  await shot(page, "checkout-canary-basket-phone");
  if (process.env.SCREENSHOTS) {
    await page.setViewportSize(DESKTOP);
    await shot(page, "checkout-canary-basket-desktop");
  }
  await page.context().close();
});
