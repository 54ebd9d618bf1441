/** The checkout's common screens, as a customer fills them: the account inside the checkout, billing, the card. */
import type { Page } from "@playwright/test";

/** Creates the account on /carrinho/registo ("Crie a sua conta") and goes on to the payment step. */
export async function registerInCheckout(
  page: Page,
  c: { nome: string; apelidos: string; email: string; telefone: string; codigoPostal?: string },
): Promise<void> {
  await page.waitForURL(/\/carrinho\/registo/);
  const register = page.getByRole("form", { name: /Crie a sua conta/ });
  await register.getByLabel("Nome", { exact: true }).fill(c.nome);
  await register.getByLabel("Apelidos").fill(c.apelidos);
  await register.getByLabel("E-mail", { exact: true }).fill(c.email);
  await register.getByLabel("Telefone").fill(c.telefone);
  await register.getByLabel("Código postal").fill(c.codigoPostal ?? "1600-209");
  await register.getByLabel("Password (mínimo 6 caracteres)").fill("segredo42");
  await register.getByLabel("Confirme a password").fill("segredo42");
  await register.getByLabel(/Li e aceito/).check();
  await register.getByRole("button", { name: "Criar conta e continuar" }).click();
}

/** The billing address on /carrinho/dados-de-facturacao (and the NIF when given); does not submit. */
export async function fillBilling(
  page: Page,
  b: { morada: string; numero: string; localidade: string; codigoPostal: string; distrito: string; nif?: string },
): Promise<void> {
  await page.waitForURL(/\/carrinho\/dados-de-facturacao/);
  if (b.nif) await page.getByLabel(/^NIF/).fill(b.nif);
  await page.getByLabel("Morada").fill(b.morada);
  await page.getByLabel("Número da porta").fill(b.numero);
  await page.getByLabel("Localidade").fill(b.localidade);
  await page.getByLabel("Código postal").fill(b.codigoPostal);
  await page.getByLabel("Distrito").selectOption(b.distrito);
}

/** Pays on the gateway simulator's card page. */
export async function payWithCard(page: Page, card = "4548 8120 4940 0004"): Promise<void> {
  await page.waitForURL(/\/pasarela\/pagar/);
  await page.getByLabel("Número do cartão").fill(card);
  await page.getByLabel("Validade (MM/AA)").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: /^Pagar/ }).click();
}
