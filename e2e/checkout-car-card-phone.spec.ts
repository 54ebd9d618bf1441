import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, launch, newPage, PHONE, shot } from "./support/browser.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

async function payWithCard(page: Page, card: string) {
  await page.waitForURL(/\/pasarela\/pagar/);
  await page.getByLabel("Número do cartão").fill(card);
  await page.getByLabel("Validade (MM/AA)").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: /^Pagar/ }).click();
}

test("car tyres with fitting, paid by card on a phone: a declined card, then success, then the invoice in the private area", async () => {
  const page = await newPage(browser, PHONE);
  const email = `compra.${Date.now()}@example.pt`;
  await page.goto(`${BASE_URL}/seletor/resultados?ancho=205&serie=55&llanta=16`);
  const card = page.locator(".recommended .tyre-card").filter({ has: page.getByRole("button", { name: /Comprar 4 com montagem/ }) }).first();
  const tyreName = (await card.locator(".tyre-card-title").textContent())?.trim() ?? "";
  await card.getByRole("button", { name: /Comprar 4 com montagem/ }).click();

  // Request step: the tyres, the automatic fitting, the coupon box.
  await page.waitForURL(/\/carrinho\/pedido/);
  await page.getByRole("heading", { level: 1, name: "O seu pedido" }).waitFor();
  assert.ok((await page.locator(".basket-line").first().textContent())?.includes(tyreName.split(" ")[0] ?? ""));
  await page.getByText(/4 × Montagem/).waitFor();
  const totalBefore = await page.getByTestId("basket-total").textContent();
  await page.getByLabel("Cupão de desconto").fill("NAOEXISTE");
  await page.getByRole("button", { name: "Aplicar" }).click();
  await page.getByText("Este cupão não existe").waitFor();
  await page.getByLabel("Cupão de desconto").fill("INVERNO15");
  await page.getByRole("button", { name: "Aplicar" }).click();
  await page.getByText("Cupão aplicado.").waitFor();
  // the message can show before the basket's revalidated total arrives
  await page.waitForFunction((before) => document.querySelector('[data-testid="basket-total"]')?.textContent !== before, totalBefore);
  assert.notEqual(await page.getByTestId("basket-total").textContent(), totalBefore);
  await shot(page, "checkout-request-phone");
  await page.getByRole("button", { name: "Continuar: escolher oficina" }).click();

  // Workshops step: by postcode, each card with its first date.
  await page.waitForURL(/\/carrinho\/oficinas/);
  await page.getByLabel("Código postal").fill("1600-209");
  await page.getByRole("button", { name: "Procurar oficinas" }).click();
  await page.waitForURL(/cp=1600-209/);
  await page.getByText(/Disponível a partir de/).first().waitFor();
  await shot(page, "checkout-workshops-phone");
  // back from workshops goes to the request for a car basket
  await page.getByRole("link", { name: /Voltar: O seu pedido/ }).waitFor();
  await page.getByRole("button", { name: /Escolher a oficina/ }).first().click();

  // Date and time step: hold a slot.
  await page.waitForURL(/\/carrinho\/data-e-hora/);
  await page.getByRole("button", { name: "Reservar esta hora e continuar" }).click();
  await page.getByText("Escolha a hora").first().waitFor();
  await page.locator(".day-list a").nth(1).click();
  await page.waitForURL(/dia=/);
  await page.locator(".slot-grid label").first().click();
  await shot(page, "checkout-date-phone");
  await page.getByRole("button", { name: "Reservar esta hora e continuar" }).click();

  // Registration step: create an account; the basket follows the new user.
  await page.waitForURL(/\/carrinho\/registo/);
  await page.getByRole("link", { name: "Criar conta e continuar" }).click();
  await page.waitForURL(/\/registo\?next=/);
  await page.getByLabel("Nome", { exact: true }).fill("Joana");
  await page.getByLabel("Apelidos").fill("Ferreira");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Telefone").fill("912 555 123");
  await page.getByLabel("Código postal").fill("1600-209");
  await page.getByLabel("Password (mínimo 6 caracteres)").fill("segredo42");
  await page.getByLabel("Confirme a password").fill("segredo42");
  await page.getByLabel(/Li e aceito/).check();
  await page.getByLabel(/Aceito receber informação comercial/).check();
  await page.getByRole("button", { name: /Criar conta/ }).click();

  // Payment choice: all now, by card.
  await page.waitForURL(/\/carrinho\/pagamento/);
  await page.getByLabel(/Pagar tudo agora/).check();
  await page.getByLabel("Cartão de crédito ou débito").check();
  await shot(page, "checkout-payment-phone");
  await page.getByRole("button", { name: "Continuar: dados de faturação" }).click();

  // Billing data: errors first, then valid.
  await page.waitForURL(/\/carrinho\/dados-de-facturacao/);
  await page.getByLabel("NIF").fill("123");
  await page.getByRole("button", { name: /^Pagar/ }).click();
  await page.getByText("O NIF/DNI indicado não é válido").waitFor();
  await page.getByLabel("NIF").fill("123456789");
  await page.getByLabel("Morada").fill("Rua de Campolide");
  await page.getByLabel("Número da porta").fill("45");
  await page.getByLabel("Localidade").fill("Lisboa");
  await page.getByLabel("Código postal").fill("1070-029");
  await page.getByLabel("Distrito").selectOption("Lisboa");
  await shot(page, "checkout-billing-phone");
  await page.getByRole("button", { name: /^Pagar/ }).click();

  // The gateway: a declined card first.
  await payWithCard(page, "4000 0000 0000 0002");
  await page.waitForURL(/\/carrinho\/pagamento\?pedido=/);
  await page.getByText("Pagamento recusado: verifique os dados do cartão e se tem saldo disponível.").waitFor();
  await shot(page, "checkout-declined-phone");
  await page.getByRole("button", { name: "Tentar pagar outra vez" }).click();
  await payWithCard(page, "4548 8120 4940 0004");

  // Confirmation.
  await page.waitForURL(/\/carrinho\/a-sua-reserva\?pedido=/);
  await page.getByRole("heading", { level: 1, name: "Reserva confirmada" }).waitFor();
  const orderNumber = (await page.getByTestId("order-number").textContent())?.trim() ?? "";
  assert.match(orderNumber, /^RC[A-Z0-9]{8}$/);
  await page.getByText(/Fatura FT RC\d{4}\/\d{6}/).waitFor();
  await shot(page, "checkout-confirmation-phone");
  const ics = await page.request.get(`${BASE_URL}/carrinho/calendario?pedido=${orderNumber}`);
  assert.equal(ics.status(), 200);
  assert.match(await ics.text(), /BEGIN:VCALENDAR/);

  // The basket was reset; the confirmation e-mail went out.
  await page.goto(`${BASE_URL}/carrinho`);
  await page.getByText("O seu carrinho está vazio.").waitFor();
  const outbox = (await (await page.request.get(`${BASE_URL}/api/rodacerta/pt/outbox`)).json()) as Array<{ to: string; subject: string }>;
  assert.ok(outbox.some((m) => m.to === email && m.subject.includes(orderNumber)));

  // The invoice downloads from the private area.
  await page.goto(`${BASE_URL}/area-privado/faturas`);
  const invoiceLink = page.locator("li").filter({ hasText: /FT RC\d{4}\// }).getByRole("link", { name: "Descarregar PDF" }).first();
  await invoiceLink.waitFor();
  const [download] = await Promise.all([page.waitForEvent("download"), invoiceLink.click()]);
  assert.match(download.suggestedFilename(), /^fatura-FT_RC\d{4}_\d{6}\.pdf$/);
  const orders = page;
  await orders.goto(`${BASE_URL}/area-privado/encomendas`);
  await orders.getByText(orderNumber).waitFor();
});
