import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { registerAndLand } from "./support/account.ts";
import { BASE_URL, DESKTOP, newPage, shot } from "./support/browser.ts";

async function fillBilling(page: Page) {
  await page.getByLabel(/^NIF/).fill("123456789");
  await page.getByLabel("Morada").fill("Rua de Santa Catarina");
  await page.getByLabel("Número da porta").fill("120");
  await page.getByLabel("Localidade").fill("Porto");
  await page.getByLabel("Código postal").fill("4000-442");
  await page.getByLabel("Distrito").selectOption("Porto");
}

test("moto tyres on a desktop: the options step, back from workshops goes to options, paid with MB WAY", async ({
  browser,
}) => {
  const page = await newPage(browser, DESKTOP);
  await registerAndLand(page, `mota.${Date.now()}@example.pt`, {
    nome: "Carlos",
    apelidos: "Sousa",
    telefone: "913 222 444",
    codigoPostal: "4000-322",
  });
  await page.goto(`${BASE_URL}/selector-moto?modo=medidas&ancho=120&alto=70&llanta=17`);
  await page
    .getByRole("button", { name: /Comprar com montagem/ })
    .first()
    .click();
  await page.waitForURL(/\/carrinho\/pedido/);
  await page
    .getByText(/Levantamento na oficina/)
    .first()
    .waitFor();
  await page.getByRole("button", { name: "Continuar: opções" }).click();
  await page.waitForURL(/\/carrinho\/opcoes/);
  await page.getByRole("heading", { level: 1, name: "Opções" }).waitFor();
  await shot(page, "checkout-moto-options-desktop");
  await page.getByRole("button", { name: "Continuar: escolher oficina" }).click();
  await page.waitForURL(/\/carrinho\/oficinas/);
  // the customer's postcode is used at once; only workshops that fit motorbikes are listed
  await page
    .getByText(/Disponível a partir de/)
    .first()
    .waitFor();
  await page.getByRole("link", { name: /Voltar: Opções/ }).click();
  await page.waitForURL(/\/carrinho\/opcoes/);
  await page.getByRole("button", { name: "Continuar: escolher oficina" }).click();
  await page.waitForURL(/\/carrinho\/oficinas/);
  await page
    .getByRole("button", { name: /Escolher a oficina/ })
    .first()
    .click();
  await page.waitForURL(/\/carrinho\/data-e-hora/);
  await page.getByRole("link", { name: /Voltar: Oficina/ }).waitFor();
  await page.locator(".slot-grid label").first().click();
  await page.getByRole("button", { name: "Reservar esta hora e continuar" }).click();
  // logged in: registration is skipped
  await page.waitForURL(/\/carrinho\/pagamento/);
  await page.getByRole("link", { name: /Voltar: Data e hora/ }).waitFor();
  await page.getByLabel(/Pagar só a reserva agora/).check();
  // Portuguese customers pay by card, MB WAY or Multibanco; Bizum is for the Spanish site
  assert.equal(await page.getByLabel(/Bizum/).count(), 0);
  await page.getByLabel(/MB WAY/).check();
  await page.getByRole("button", { name: "Continuar: dados de faturação" }).click();
  await page.waitForURL(/\/carrinho\/dados-de-facturacao/);
  await fillBilling(page);
  await page.getByRole("button", { name: "Pagar 20,00 €" }).click();
  await page.waitForURL(/\/pasarela\/pagar/);
  await page.getByLabel("Telemóvel com MB WAY").fill("912345678");
  await page.getByRole("button", { name: /Enviar pedido MB WAY/ }).click();
  await page.waitForURL(/\/carrinho\/a-sua-reserva/);
  await page.getByRole("heading", { level: 1, name: "Reserva confirmada" }).waitFor();
  await shot(page, "checkout-moto-confirmation-desktop");
  const rest = await page
    .locator("dt", { hasText: "A pagar na oficina" })
    .locator("xpath=following-sibling::dd[1]")
    .textContent();
  assert.notEqual(rest?.replace(/\s/g, " ").trim(), "0,00 €");
});

test("a battery paid at the workshop: exclusive of tyres, no gateway, confirmed at once", async ({ browser }) => {
  const page = await newPage(browser, DESKTOP);
  await registerAndLand(page, `bateria.${Date.now()}@example.pt`, {
    nome: "Carlos",
    apelidos: "Sousa",
    telefone: "913 222 444",
    codigoPostal: "4000-322",
  });
  // a tyre first, then a battery: the battery is exclusive, the tyre leaves the basket
  await page.goto(`${BASE_URL}/seletor/resultados?ancho=205&serie=55&llanta=16`);
  await page
    .getByRole("button", { name: /Comprar \d com montagem/ })
    .first()
    .click();
  await page.waitForURL(/\/carrinho\/pedido/);
  await page.goto(`${BASE_URL}/carro/baterias?ah=61-75`);
  await page.getByRole("status").filter({ hasText: "baterias" }).waitFor();
  // sorted by price, dearest first: the order and the filter stay in the URL
  await page.getByLabel("Ordenar por").selectOption({ label: "Preço: mais alto primeiro" });
  await page.waitForURL(/ah=61-75&ordem=preco-desc/);
  assert.equal(await page.getByRole("checkbox", { name: /61 a 75 Ah/ }).isChecked(), true);
  // the cards follow the new order once the list has loaded again
  await page.waitForFunction(() => {
    const prices = [...document.querySelectorAll("article[data-battery-id] p strong")].map((p) =>
      Number((p.textContent ?? "").replace(/[^\d,]/g, "").replace(",", ".")),
    );
    return prices.length > 1 && prices.every((p, i) => i === 0 || (prices[i - 1] ?? 0) >= p);
  });
  await shot(page, "batteries-desktop");
  await page
    .getByRole("button", { name: /Comprar com montagem/ })
    .first()
    .click();
  await page.waitForURL(/\/carrinho\/pedido/);
  await page.locator(".basket-line", { hasText: "Bateria" }).waitFor();
  assert.equal(await page.locator(".basket-line").count(), 1);
  assert.match((await page.locator(".basket-line").textContent()) ?? "", /Bateria/);
  await page
    .getByText(/Montagem da bateria|bateria/i)
    .first()
    .waitFor();
  await page.getByRole("button", { name: "Continuar: escolher oficina" }).click();
  await page.waitForURL(/\/carrinho\/oficinas/);
  await page
    .getByRole("button", { name: /Escolher a oficina/ })
    .first()
    .click();
  await page.waitForURL(/\/carrinho\/data-e-hora/);
  await page.locator(".slot-grid label").nth(1).click();
  await page.getByRole("button", { name: "Reservar esta hora e continuar" }).click();
  await page.waitForURL(/\/carrinho\/pagamento/);
  await page.getByLabel(/Pagar tudo na oficina/).check();
  await page.getByRole("button", { name: "Continuar: dados de faturação" }).click();
  await page.waitForURL(/\/carrinho\/dados-de-facturacao/);
  await fillBilling(page);
  await page.getByRole("button", { name: "Confirmar reserva" }).click();
  await page.waitForURL(/\/carrinho\/a-sua-reserva/);
  await page.getByRole("heading", { level: 1, name: "Reserva confirmada" }).waitFor();
  const paid = await page
    .locator("dt", { hasText: "Pago agora" })
    .locator("xpath=following-sibling::dd[1]")
    .textContent();
  assert.equal(paid?.replace(/\s/g, " ").trim(), "0,00 €");
  await shot(page, "checkout-battery-confirmation-desktop");
});
