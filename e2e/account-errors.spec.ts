/**
 * The error catalogue's account paths in the browser (spec section 8) and the gender field (sections 3 and 5): each
 * failure shows its own pt-PT message where it happened, as an alert; the gender is saved and shown again.
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { INVOICE_MESSAGES } from "#src/shared/account/account-messages.ts";
import { ADD_CLIENT_FAILED } from "#src/shared/account/account.schema.ts";
import { VEHICLE_MESSAGES } from "#src/shared/vehicles/vehicle-messages.ts";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";
import { registerAndLand } from "./support/account.ts";

async function fillRegistration(page: Page, email: string) {
  await page.getByLabel("Nome", { exact: true }).fill("Alex");
  await page.getByLabel("Apelidos").fill("Moreira");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Telefone").fill("913 444 555");
  await page.getByLabel("Código postal").fill("4000-322");
  await page.getByLabel("Password (mínimo 6 caracteres)").fill("segredo42");
  await page.getByLabel("Confirme a password").fill("segredo42");
  await page.getByLabel(/Li e aceito/).check();
}

test("gender «other» with its description: chosen at registration, shown and changed in «Os meus dados»", async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/registo`);
  await fillRegistration(page, `genero.${Date.now()}@example.pt`);
  // the description is asked only with «Outro»
  assert.equal(await page.getByLabel("Como se descreve? (opcional)").count(), 0);
  await page.getByLabel("Género (opcional)").selectOption("other");
  await page.getByLabel("Como se descreve? (opcional)").fill("Não binário");
  await shot(page, "register-gender-phone");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await page.waitForURL(`${BASE_URL}/area-privado`);

  // the spec's address for "my data" opens the tab
  await page.goto(`${BASE_URL}/os-meus-dados`);
  await page.waitForURL(`${BASE_URL}/area-privado/os-meus-dados`);
  assert.equal(await page.getByLabel("Género (opcional)").inputValue(), "other");
  assert.equal(await page.getByLabel("Como se descreve? (opcional)").inputValue(), "Não binário");
  await shot(page, "my-data-gender-phone");
  await page.setViewportSize(DESKTOP);
  await shot(page, "my-data-gender-desktop");
  await page.setViewportSize(PHONE);

  await page.getByLabel("Como se descreve? (opcional)").fill("Agénero");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await page.getByRole("status").getByText("Dados guardados.").waitFor();
  await page.reload();
  assert.equal(await page.getByLabel("Como se descreve? (opcional)").inputValue(), "Agénero");

  await page.getByLabel("Género (opcional)").selectOption("woman");
  assert.equal(await page.getByLabel("Como se descreve? (opcional)").count(), 0);
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await page.getByRole("status").getByText("Dados guardados.").waitFor();
  await page.reload();
  assert.equal(await page.getByLabel("Género (opcional)").inputValue(), "woman");
  // back to «other»: the old description was cleared with the change
  await page.getByLabel("Género (opcional)").selectOption("other");
  assert.equal(await page.getByLabel("Como se descreve? (opcional)").inputValue(), "");

  // the other spec addresses still open their tabs
  await page.goto(`${BASE_URL}/historial`);
  await page.waitForURL(`${BASE_URL}/area-privado/historial`);
  await page.getByText("Ainda não há histórico.").waitFor();
  await page.goto(`${BASE_URL}/as-minhas-encomendas`);
  await page.waitForURL(`${BASE_URL}/area-privado/encomendas`);
  await page.getByText("Ainda não fez encomendas.").waitFor();
  await page.context().close();
});

test("an invoice that cannot be downloaded: back on the invoices tab with the reason and the support phones", async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE);
  await registerAndLand(page, `fatura.${Date.now()}@example.pt`, {
    nome: "Rita",
    apelidos: "Faria",
    telefone: "914 555 666",
    codigoPostal: "1000-001",
  });
  await page.goto(`${BASE_URL}/area-privado/fatura?n=FT2026%2F999999`);
  await page.waitForURL(`${BASE_URL}/area-privado/faturas?erro=FACTURA_NOT_FOUND`);
  const alert = page.getByRole("alert").filter({ hasText: resolve("pt", INVOICE_MESSAGES.FACTURA_NOT_FOUND) });
  await alert.waitFor();
  assert.equal(await alert.getByRole("link", { name: "+351 210 000 351" }).getAttribute("href"), "tel:+351210000351");
  await page.getByText("Ainda não tem faturas.").waitFor();
  await shot(page, "invoice-error-phone");
  await page.setViewportSize(DESKTOP);
  await shot(page, "invoice-error-desktop");
  await page.context().close();
});

test("a vehicle chosen by hand that we cannot identify: the message asks to phone, with the numbers", async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/seletor/matricula?matricula=&marca=Renault&modelo=Clio%20V&motor=Inexistente`);
  const alert = page.getByRole("alert").filter({ hasText: resolve("pt", VEHICLE_MESSAGES.NOT_IDENTIFIED) });
  await alert.waitFor();
  assert.equal(await alert.getByRole("link", { name: "+351 210 000 351" }).getAttribute("href"), "tel:+351210000351");
  // the brand and model stay chosen to try another engine
  assert.equal(await page.getByLabel("Marca").inputValue(), "Renault");
  await shot(page, "plate-not-identified-phone");
  await page.setViewportSize(DESKTOP);
  await shot(page, "plate-not-identified-desktop");
  await page.context().close();
});

test("DNI registration during payment: a DNI of another account stops the payment with the message at the NIF", async ({
  browser,
}) => {
  const dni = "12345678Z";
  // Someone else's account holds the DNI.
  const owner = await newPage(browser, PHONE);
  await registerAndLand(owner, `dono.${Date.now()}@example.pt`, {
    nome: "Diego",
    apelidos: "Sanz",
    telefone: "915 666 777",
    codigoPostal: "1000-001",
  });
  await owner.goto(`${BASE_URL}/area-privado/os-meus-dados`);
  await owner.getByLabel("Tipo de documento").selectOption("DNI");
  await owner.getByLabel("País do documento").selectOption("ES");
  await owner.getByLabel("Número do documento").fill(dni);
  await owner.getByRole("button", { name: "Guardar", exact: true }).click();
  await owner.getByText("Dados guardados.").waitFor();
  await owner.context().close();

  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/seletor/resultados?ancho=205&serie=55&llanta=16`);
  await page
    .locator(".recommended .tyre-card")
    .getByRole("button", { name: /Comprar 4 com montagem/ })
    .first()
    .click();
  await page.waitForURL(/\/carrinho\/pedido/);
  await page.getByRole("button", { name: "Continuar: escolher oficina" }).click();
  await page.waitForURL(/\/carrinho\/oficinas/);
  await page.getByLabel("Código postal").fill("1600-209");
  await page.getByRole("button", { name: "Procurar oficinas" }).click();
  await page.waitForURL(/cp=1600-209/);
  await page
    .getByRole("button", { name: /Escolher a oficina/ })
    .first()
    .click();
  await page.waitForURL(/\/carrinho\/data-e-hora/);
  await page.locator(".slot-grid label").first().click();
  await page.getByRole("button", { name: "Reservar esta hora e continuar" }).click();
  await page.waitForURL(/\/carrinho\/registo/);
  const register = page.getByRole("form", { name: /Crie a sua conta/ });
  await register.getByLabel("Nome", { exact: true }).fill("Lucía");
  await register.getByLabel("Apelidos").fill("Gómez");
  await register.getByLabel("E-mail", { exact: true }).fill(`dni.${Date.now()}@example.pt`);
  await register.getByLabel("Telefone").fill("916 777 888");
  await register.getByLabel("Código postal").fill("1600-209");
  await register.getByLabel("Password (mínimo 6 caracteres)").fill("segredo42");
  await register.getByLabel("Confirme a password").fill("segredo42");
  await register.getByLabel(/Li e aceito/).check();
  await register.getByRole("button", { name: "Criar conta e continuar" }).click();
  await page.waitForURL(/\/carrinho\/pagamento/);
  await page.getByLabel(/Pagar tudo agora/).check();
  await page.getByLabel("Cartão de crédito ou débito").check();
  await page.getByRole("button", { name: "Continuar: dados de faturação" }).click();
  await page.waitForURL(/\/carrinho\/dados-de-facturacao/);
  await page.getByLabel("Quero fatura com NIF").check();
  await page.getByLabel("NIF", { exact: true }).fill(dni);
  await page.getByLabel("Morada").fill("Rua de Campolide");
  await page.getByLabel("Número da porta").fill("45");
  await page.getByLabel("Localidade").fill("Lisboa");
  await page.getByLabel("Código postal").fill("1070-029");
  await page.getByLabel("Distrito").selectOption("Lisboa");
  await page.getByRole("button", { name: /^Pagar/ }).click();
  await page
    .getByRole("alert")
    .filter({ hasText: resolve("pt", ADD_CLIENT_FAILED) })
    .first()
    .waitFor();
  const nif = page.getByLabel("NIF", { exact: true });
  assert.equal(await nif.getAttribute("aria-invalid"), "true");
  await page.locator("#b-nif-error").getByText(resolve("pt", ADD_CLIENT_FAILED)).waitFor();
  // the payment did not start
  assert.match(page.url(), /\/carrinho\/dados-de-facturacao/);
  await shot(page, "billing-dni-taken-phone");
  await page.context().close();
});
