import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { registerAndLand } from "./support/account.ts";
import { BASE_URL, newPage, PHONE, shot } from "./support/browser.ts";

const text = async (page: Page, dt: string) =>
  (await page.locator("dt", { hasText: dt }).locator("xpath=following-sibling::dd[1]").first().textContent())
    ?.replace(/\s/g, " ")
    .trim();

test("a battery on a phone: filter by Ah and start-stop, page 2, buy, workshop, date, pay at the workshop", async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE);
  await registerAndLand(page, `bateria.telemovel.${Date.now()}@example.pt`, {
    nome: "Rita",
    apelidos: "Matos",
    telefone: "913 555 777",
    codigoPostal: "4000-322",
  });
  await page.goto(`${BASE_URL}/carro/baterias`);
  // the canonical link never carries filters
  assert.equal(
    await page.locator('link[rel="canonical"]').getAttribute("href"),
    "https://www.rodacerta.pt/carro/baterias",
  );
  // on a phone the filter panel starts closed, the results first
  const ahBox = page.getByRole("checkbox", { name: /46 a 60 Ah/ });
  assert.equal(await ahBox.isVisible(), false);
  await page.getByText("Filtrar", { exact: true }).click();
  await ahBox.check();
  await page.waitForURL(/ah=46-60/);
  await page.getByRole("checkbox", { name: /61 a 75 Ah/ }).check();
  await page.waitForURL(/ah=46-60&ah=61-75/);
  await page.getByRole("radio", { name: /Com start-stop/ }).check();
  await page.waitForURL(/startStop=1/);
  const status = page.getByRole("status").filter({ hasText: "baterias" });
  await status.filter({ hasText: /página 1 de \d/ }).waitFor();
  const pages = Number(/de (\d+)/.exec((await status.textContent()) ?? "")?.[1]);
  assert.ok(pages >= 2, `mais de uma página (${pages})`);
  assert.equal(await page.locator("article[data-battery-id]").count(), 9);
  await shot(page, "batteries-filtered-phone");

  await page.getByRole("link", { name: "Página 2", exact: true }).click();
  await page.waitForURL(/pagina=2/);
  await status.filter({ hasText: "página 2 de" }).waitFor();
  const cards = page.locator("article[data-battery-id]");
  const n = await cards.count();
  assert.ok(n >= 1 && n <= 9);
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    const ah = Number(/(\d+) Ah/.exec((await card.locator("dd").first().textContent()) ?? "")?.[1]);
    assert.ok(ah >= 46 && ah <= 75, `Ah ${ah} no intervalo`);
    assert.match((await card.textContent()) ?? "", /Start-stopSim/);
    assert.match((await card.textContent()) ?? "", /Montagem e reciclagem da antiga incluídas/);
  }
  await shot(page, "batteries-page-2-phone");

  const buyable = cards.filter({ has: page.getByRole("button", { name: /Comprar com montagem/ }) }).first();
  const price = (await buyable.locator("p strong").first().textContent())?.replace(/\s/g, " ").trim();
  await buyable.getByRole("button", { name: /Comprar com montagem/ }).click();
  await page.waitForURL(/\/carrinho\/pedido/);
  await page.locator(".basket-line", { hasText: "Bateria" }).waitFor();
  await page
    .getByText(/Montagem da bateria e reciclagem da antiga/)
    .first()
    .waitFor();
  await page.getByRole("button", { name: "Continuar: escolher oficina" }).click();
  await page.waitForURL(/\/carrinho\/oficinas/);
  await page
    .getByRole("button", { name: /Escolher a oficina/ })
    .first()
    .click();
  await page.waitForURL(/\/carrinho\/data-e-hora/);
  await page.locator(".slot-grid label").first().click();
  await page.getByRole("button", { name: "Reservar esta hora e continuar" }).click();
  await page.waitForURL(/\/carrinho\/pagamento/);
  await page.getByLabel(/Pagar tudo na oficina/).check();
  await page.getByRole("button", { name: "Continuar: dados de faturação" }).click();
  await page.waitForURL(/\/carrinho\/dados-de-facturacao/);
  await page.getByLabel(/^NIF/).fill("245798013");
  await page.getByLabel("Morada").fill("Rua de Cedofeita");
  await page.getByLabel("Número da porta").fill("45");
  await page.getByLabel("Localidade").fill("Porto");
  await page.getByLabel("Código postal").fill("4050-180");
  await page.getByLabel("Distrito").selectOption("Porto");
  await page.getByRole("button", { name: "Confirmar reserva" }).click();
  await page.waitForURL(/\/carrinho\/a-sua-reserva/);
  await page.getByRole("heading", { level: 1, name: "Reserva confirmada" }).waitFor();
  await shot(page, "battery-confirmation-phone");
  assert.equal(await text(page, "Pago agora"), "0,00 €");
  // the list's all-in price (battery + fitting and recycling) is what is paid at the workshop
  assert.equal(await text(page, "A pagar na oficina"), price);
});
