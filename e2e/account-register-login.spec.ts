import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, launch, newPage, PHONE, shot } from "./support/browser.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

test("register on a phone, see the private area, log out, log in again", async () => {
  const page = await newPage(browser, PHONE);
  const email = `marta.${Date.now()}@example.pt`;
  await page.goto(`${BASE_URL}/registo`);
  await page.getByLabel("Nome", { exact: true }).fill("Marta");
  await page.getByLabel("Apelidos").fill("Gonçalves");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Telefone").fill("936 123 456");
  await page.getByLabel("Código postal").fill("3000-150");
  await page.getByLabel("Password (mínimo 6 caracteres)").fill("abc");
  await page.getByLabel("Confirme a password").fill("abd");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await page.getByText("A password deve ter pelo menos 6 caracteres").waitFor();
  await page.getByText("Tem de aceitar a política de privacidade").waitFor();
  await page.getByLabel("Password (mínimo 6 caracteres)").fill("segredo42");
  await page.getByLabel("Confirme a password").fill("segredo42");
  await page.getByLabel(/Li e aceito/).check();
  await page.getByLabel(/Aceito receber informação comercial/).check();
  await page.getByRole("button", { name: "Criar conta" }).click();
  await page.waitForURL(`${BASE_URL}/area-privado`);
  await page.getByRole("heading", { name: "Olá, Marta!" }).waitFor();
  await page.getByText("3000-150 Coimbra").waitFor();
  await shot(page, "private-area-phone");
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === "rc_session");
  assert.ok(session?.httpOnly, "the session cookie is httpOnly");
  assert.equal(session?.sameSite, "Lax");
  await page.getByRole("button", { name: "Terminar sessão" }).click();
  await page.waitForURL(`${BASE_URL}/`);
  await page.goto(`${BASE_URL}/area-privado`);
  await page.waitForURL(/\/login\?next=/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("errada00");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByText("O e-mail ou a password estão incorretos").waitFor();
  await page.getByLabel("Password").fill("segredo42");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${BASE_URL}/area-privado`);
  await page.getByRole("heading", { name: "Olá, Marta!" }).waitFor();
  await page.context().close();
});
