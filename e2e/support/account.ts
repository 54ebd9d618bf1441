import type { Page } from "@playwright/test";
import { BASE_URL } from "./browser.ts";

/** Registers a new customer from /registo (terms accepted, marketing offered and accepted) and waits for the private area. */
export async function registerAndLand(
  page: Page,
  email: string,
  who: { nome: string; apelidos: string; telefone: string; codigoPostal: string },
) {
  await page.goto(`${BASE_URL}/registo`);
  await page.getByLabel("Nome", { exact: true }).fill(who.nome);
  await page.getByLabel("Apelidos").fill(who.apelidos);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Telefone").fill(who.telefone);
  await page.getByLabel("Código postal").fill(who.codigoPostal);
  await page.getByLabel("Password (mínimo 6 caracteres)").fill("segredo42");
  await page.getByLabel("Confirme a password").fill("segredo42");
  await page.getByLabel(/Li e aceito/).check();
  await page.getByLabel(/Aceito receber informação comercial/).check();
  await page.getByRole("button", { name: /Criar conta/ }).click();
  await page.waitForURL(/\/area-privado/);
}
