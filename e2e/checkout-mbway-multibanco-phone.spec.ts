import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { registerAndLand } from "./support/account.ts";
import { BASE_URL, newPage, PHONE, shot } from "./support/browser.ts";

/** Two tyres with fitting up to the billing step, paying everything now with `method`. */
async function buyUpToGateway(page: Page, method: RegExp, dayIndex: number) {
  await page.goto(`${BASE_URL}/seletor/resultados?ancho=205&serie=55&llanta=16`);
  // a brand without a promotion, so that the one-order-per-promotion rule does not apply to the second purchase
  const buy = page.getByRole("button", { name: /Comprar 4 com montagem/ });
  await page
    .locator(".tyre-card")
    .filter({ hasNotText: /Michelin|Continental|Mabor|Pirelli/ })
    .filter({ has: buy })
    .first()
    .getByRole("button", { name: /Comprar 4 com montagem/ })
    .click();
  await page.waitForURL(/\/carrinho\/pedido/);
  await page.getByRole("button", { name: "Continuar: escolher oficina" }).click();
  await page.waitForURL(/\/carrinho\/oficinas/);
  await page
    .getByText(/Disponível a partir de/)
    .first()
    .waitFor();
  await page
    .getByRole("button", { name: /Escolher a oficina/ })
    .first()
    .click();
  await page.waitForURL(/\/carrinho\/data-e-hora/);
  await page.locator(".day-list a").nth(dayIndex).click();
  await page.waitForURL(/dia=/);
  await page.locator(".slot-grid label").first().click();
  await page.getByRole("button", { name: "Reservar esta hora e continuar" }).click();
  await page.waitForURL(/\/carrinho\/pagamento/);
  await page.getByLabel(/Pagar tudo agora/).check();
  assert.equal(await page.getByLabel(/Bizum/).count(), 0, "no Bizum in Portugal");
  await page.getByLabel(method).check();
  await page.getByRole("button", { name: "Continuar: dados de faturação" }).click();
  await page.waitForURL(/\/carrinho\/dados-de-facturacao/);
  await page.getByLabel(/^NIF/).fill("123456789");
  await page.getByLabel("Morada").fill("Rua de Campolide");
  await page.getByLabel("Número da porta").fill("45");
  await page.getByLabel("Localidade").fill("Lisboa");
  await page.getByLabel("Código postal").fill("1070-029");
  await page.getByLabel("Distrito").selectOption("Lisboa");
  await page.getByRole("button", { name: /^Pagar/ }).click();
  await page.waitForURL(/\/pasarela\/pagar/);
}

test("on a phone: tyres paid by MB WAY, then tyres paid later with a Multibanco reference", async ({ browser }) => {
  const page = await newPage(browser, PHONE);
  await registerAndLand(page, `mbway.${Date.now()}@example.pt`, {
    nome: "Inês",
    apelidos: "Costa",
    telefone: "912 345 678",
    codigoPostal: "1600-209",
  });

  // MB WAY: the request is refused in the app once, then approved.
  await buyUpToGateway(page, /MB WAY/, 1);
  await page.getByLabel("Telemóvel com MB WAY").fill("912345999");
  await page.getByRole("button", { name: /Enviar pedido MB WAY/ }).click();
  await page.waitForURL(/\/carrinho\/pagamento\?pedido=/);
  await page
    .getByText("O pagamento MB WAY foi recusado na app. Tente de novo ou escolha outro meio de pagamento.")
    .waitFor();
  await page.getByRole("button", { name: "Tentar pagar outra vez" }).click();
  await page.waitForURL(/\/pasarela\/pagar/);
  await page.getByLabel("Telemóvel com MB WAY").fill("912345678");
  await page.getByRole("button", { name: /Enviar pedido MB WAY/ }).click();
  await page.waitForURL(/\/carrinho\/a-sua-reserva\?pedido=/);
  await page.getByRole("heading", { level: 1, name: "Reserva confirmada" }).waitFor();
  await shot(page, "checkout-mbway-confirmation-phone");

  // Multibanco: a reference to pay later; the order waits with its bay held.
  await buyUpToGateway(page, /Referência Multibanco/, 2);
  await page.getByRole("button", { name: "Gerar referência Multibanco" }).click();
  await page.waitForURL(/\/carrinho\/a-sua-reserva\?pedido=/);
  await page.getByRole("heading", { level: 1, name: "Falta pagar por Multibanco" }).waitFor();
  const box = page.getByTestId("multibanco-reference");
  assert.match((await box.textContent()) ?? "", /Entidade\s*21312/);
  assert.match((await box.textContent()) ?? "", /Referência\s*\d{3} \d{3} \d{3}/);
  await shot(page, "checkout-multibanco-reference-phone");
  // ... paid at the (simulated) ATM: the gateway's notification confirms the order
  await page.getByRole("link", { name: /pagar esta referência no multibanco simulado/ }).click();
  await page.waitForURL(/\/pasarela\/multibanco/);
  await page.getByRole("button", { name: /^Pagar/ }).click();
  await page.waitForURL(/\/carrinho\/a-sua-reserva\?pedido=/);
  await page.getByRole("heading", { level: 1, name: "Reserva confirmada" }).waitFor();
  assert.equal(await page.getByTestId("multibanco-reference").count(), 0);
});
