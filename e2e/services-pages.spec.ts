/** The service pages (issue 12, items 4–7) on a 390 px phone: hub → service → workshops near → basket or booking. */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";

const CP = "4000-322"; // Porto: seeded workshops around it

async function workshopsNear(page: Page) {
  await page.getByLabel("Código postal").fill(CP);
  await page.getByRole("button", { name: "Ver oficinas" }).click();
  await page.waitForURL(new RegExp(`cp=${CP}`));
  const box = page.getByRole("region", { name: "Oficinas perto de si" });
  await box.getByText(/oficinas? fa(z|zem) este serviço/).waitFor();
  return box.getByRole("listitem");
}

test("phone: menu → car hub → shock absorbers → workshops near a postcode → basket", async ({ browser }) => {
  const page = await newPage(browser, PHONE);
  await page.goto(BASE_URL);
  await page.getByRole("button", { name: "Menu" }).click();
  await page
    .getByRole("navigation", { name: "Menu principal" })
    .getByRole("link", { name: "Carro", exact: true })
    .click();
  await page.waitForURL(`${BASE_URL}/carro`);
  await page.getByRole("heading", { level: 1, name: "Serviços para o seu carro" }).waitFor();
  assert.match(await page.title(), /Serviços para o seu carro/);
  // each card has a price from the catalogue (or the free quote), never an empty price
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: "Amortecedores para carro" }) });
  assert.match((await card.textContent()) ?? "", /Desde \d+,\d{2}|Orçamento gratuito/);
  await shot(page, "services-hub-carro-phone");

  await page.getByRole("link", { name: "Amortecedores para carro", exact: true }).click();
  await page.waitForURL(`${BASE_URL}/carro/amortecedores-para-carro`);
  await page.getByRole("heading", { level: 1, name: "Amortecedores para carro" }).waitFor();
  const offer = page.locator('[data-offer-id="AMORTECEDORES_EIXO"]');
  const name = ((await offer.getByRole("heading").textContent()) ?? "").trim();
  assert.ok(name.length > 3);
  assert.match((await offer.textContent()) ?? "", /\d+,\d{2}\s€/);
  assert.match((await offer.textContent()) ?? "", /Em \d+ oficinas? RodaCerta/);

  const workshops = await workshopsNear(page);
  assert.ok((await workshops.count()) > 0);
  const href = await workshops.first().getByRole("link").getAttribute("href");
  assert.match(href ?? "", /^\/oficinas-mecanicas\/[^/]+\/[^/]+$/);
  await shot(page, "services-amortecedores-phone");

  await offer.getByRole("button", { name: `Juntar ao carrinho: ${name}` }).click();
  await page.waitForURL(/\/carrinho/);
  await page.getByText(name).first().waitFor();
  await page.context().close();
});

test("phone: brakes → booking link → the flow's workshop step with the service preselected", async ({ browser }) => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/carro/travoes`);
  await page.getByRole("heading", { level: 1, name: /Travões/ }).waitFor();
  await page.getByRole("link", { name: "Marcar na oficina" }).click();
  await page.waitForURL(/\/marcacao-previa\/selecao-oficina\?.*servicos=CITA_TRAVOES/);
  await page.getByRole("heading", { level: 1, name: "Marcação na oficina" }).waitFor();
  await page.getByLabel("Código postal").fill(CP);
  await page.getByRole("button", { name: "Procurar oficinas" }).click();
  await page.getByRole("link", { name: "Escolher esta oficina" }).first().click();
  await page.waitForURL(/\/marcacao-previa\/servicos\?/);
  const chosen = page.locator('input[type="checkbox"][name="servicos"][value="CITA_TRAVOES"]');
  assert.equal(await chosen.isChecked(), true);
  await page.context().close();
});

test("phone: truck hub → fleet management → quote request with field errors, then the thank-you", async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/camiao`);
  await page.getByRole("heading", { level: 1, name: "Pneus e serviços para camiões" }).waitFor();
  await shot(page, "services-hub-camiao-phone");
  await page.getByRole("link", { name: "Gestão de frotas", exact: true }).click();
  await page.waitForURL(`${BASE_URL}/camiao/gestao-de-frotas`);
  const form = page.getByRole("form", { name: "Pedido de orçamento" });
  await form.getByRole("button", { name: "Pedir orçamento" }).click();
  await form.getByText("Corrija os campos assinalados.").waitFor();
  assert.equal(await form.getByLabel("Nome ou empresa").getAttribute("aria-invalid"), "true");
  assert.equal(await form.getByLabel("O que precisa").getAttribute("aria-invalid"), "true");
  await shot(page, "services-frotas-errors-phone");
  await form.getByLabel("Nome ou empresa").fill("Transportes Ribeiro, Lda.");
  await form.getByLabel("E-mail").fill(`frota.${Date.now()}@example.pt`);
  await form.getByLabel("Veículos (opcional)").fill("8 camiões e 4 semirreboques");
  await form.getByLabel("O que precisa").fill("Queremos um plano de pneus para a frota, com base em Leiria.");
  await form.getByRole("button", { name: "Pedir orçamento" }).click();
  await page.getByRole("heading", { name: /Obrigado! Recebemos o seu pedido de orçamento/ }).waitFor();
  await shot(page, "services-frotas-thanks-phone");
  await page.context().close();
});

test("desktop and phone: hubs, kits and service pages render their data", async ({ browser }) => {
  for (const [viewport, suffix] of [
    [DESKTOP, "desktop"],
    [PHONE, "phone"],
  ] as const) {
    const page = await newPage(browser, viewport);
    for (const path of ["/carro", "/mota", "/camiao", "/kits-ozono", "/carro/desinfecao-ozono", "/mota/embraiagem"]) {
      const res = await page.goto(`${BASE_URL}${path}${path === "/mota/embraiagem" ? `?cp=${CP}` : ""}`);
      assert.equal(res?.status(), 200, path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      assert.equal(await page.getByRole("alert").count(), 0, `${path}: no error message`);
      await shot(page, `services${path.replaceAll("/", "-")}-${suffix}`);
    }
    // the ozone kits are bought online
    await page.goto(`${BASE_URL}/kits-ozono`);
    assert.ok((await page.getByRole("button", { name: /Juntar ao carrinho/ }).count()) >= 2);
    await page.context().close();
  }
});
