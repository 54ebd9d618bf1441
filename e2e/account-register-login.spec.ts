import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";
import { registerAndLand } from "./support/account.ts";

test("register on a phone, see the private area, log out, log in again", async ({ browser }) => {
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
  await page
    .getByText("Para criar a conta tem de aceitar os termos de contratação e a política de privacidade")
    .waitFor();
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
  // a login link that would bounce the visitor to another site (browsers read "/\\" as "//") lands on the private area
  await page.getByRole("button", { name: "Terminar sessão" }).click();
  await page.waitForURL(`${BASE_URL}/`);
  await page.goto(`${BASE_URL}/login?next=${encodeURIComponent("/\\evil.example")}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("segredo42");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${BASE_URL}/area-privado`);
  await page.getByRole("heading", { name: "Olá, Marta!" }).waitFor();
  await page.context().close();
});

test("a page form post over 64 KB gets a 413 at once, without the whole upload being read", async () => {
  const started = Date.now();
  const res = await fetch(`${BASE_URL}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE_URL },
    body: `email=a%40b.pt&password=${"x".repeat(2 * 1024 * 1024)}`,
  }).catch((error: unknown) => error as Error);
  // The server answers and closes the connection; fetch may see either the 413 or the closed socket mid-upload.
  if (res instanceof Response) {
    assert.equal(res.status, 413);
    assert.match(await res.text(), /demasiado grande/);
  } else assert.match(String((res as Error & { cause?: unknown }).cause ?? res), /closed|reset|EPIPE|socket/i);
  assert.ok(Date.now() - started < 3000, `took ${Date.now() - started} ms`);
});

test("private area: add a vehicle by plate, edit my data, delete the account", async ({ browser }) => {
  const page = await newPage(browser, PHONE);
  const email = `tiago.${Date.now()}@example.pt`;
  await page.goto(`${BASE_URL}/registo`);
  await page.getByLabel("Nome", { exact: true }).fill("Tiago");
  await page.getByLabel("Apelidos").fill("Martins");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Telefone").fill("962 222 333");
  await page.getByLabel("Código postal").fill("4000-322");
  await page.getByLabel("Password (mínimo 6 caracteres)").fill("segredo55");
  await page.getByLabel("Confirme a password").fill("segredo55");
  await page.getByLabel(/Li e aceito/).check();
  await page.getByLabel(/Aceito receber informação comercial/).check();
  await page.getByRole("button", { name: "Criar conta" }).click();
  await page.getByRole("heading", { name: "Olá, Tiago!" }).waitFor();

  await page.getByRole("link", { name: "Veículos" }).click();
  await page.getByText("Ainda não tem veículos guardados.").waitFor();
  await page.getByLabel("Matrícula").fill("12-ab-34");
  // Kilometres are required for every vehicle (spec section 5).
  await page.getByRole("button", { name: "Adicionar" }).click();
  await page.getByText("O campo quilómetros é obrigatório").waitFor();
  await page.getByLabel("Quilómetros").fill("85 000");
  await page.getByRole("button", { name: "Adicionar" }).click();
  await page.getByText("12-AB-34").waitFor();
  await page.getByText(/Renault Clio V/).waitFor();

  await page.getByRole("link", { name: "Os meus dados" }).click();
  await page.getByLabel("Número do documento").fill("123456788");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await page.getByText("O número do documento indicado não é válido").waitFor();
  await page.getByLabel("Número do documento").fill("123456789");
  await page.getByLabel("Morada").fill("Rua de Santa Catarina");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await page.getByText("Dados guardados.").waitFor();
  await shot(page, "private-data-phone");

  await page.getByRole("button", { name: "Apagar a minha conta" }).click();
  await page.getByText("Confirme que quer apagar a conta").waitFor();
  await page.getByLabel("Compreendo que isto é definitivo").check();
  await page.getByRole("button", { name: "Apagar a minha conta" }).click();
  await page.waitForURL(/\/\?conta=apagada/);
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("segredo55");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByText("O e-mail ou a password estão incorretos").waitFor();
  await page.context().close();
});

test("registering with an e-mail that has an account: the error sits at the e-mail field with ways to log in or reset", async ({
  browser,
}) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await newPage(browser, viewport);
    const email = `repetido.${viewport.width}.${Date.now()}@example.pt`;
    await registerAndLand(page, email, {
      nome: "Rui",
      apelidos: "Pereira",
      telefone: "912 345 678",
      codigoPostal: "1000-001",
    });
    await page.context().clearCookies();
    await page.goto(`${BASE_URL}/registo?next=${encodeURIComponent("/carrinho/pedido")}`);
    await page.getByLabel("Nome", { exact: true }).fill("Rui");
    await page.getByLabel("Apelidos").fill("Pereira");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Telefone").fill("912 345 678");
    await page.getByLabel("Código postal").fill("1000-001");
    await page.getByLabel("Password (mínimo 6 caracteres)").fill("segredo42");
    await page.getByLabel("Confirme a password").fill("segredo42");
    await page.getByLabel(/Li e aceito/).check();
    await page.getByRole("button", { name: "Criar conta" }).click();
    const error = page.locator("#email-error");
    await error.getByText("Já existe uma conta com este e-mail.").waitFor();
    const input = page.getByLabel("E-mail");
    assert.equal(await input.getAttribute("aria-invalid"), "true");
    assert.equal(await input.getAttribute("aria-describedby"), "email-error");
    assert.equal(await page.evaluate(() => document.activeElement?.id), "email", "focus goes to the field to fix");
    // the error sits right under the e-mail field, not at the top of the form
    const inputBox = await input.boundingBox();
    const errorBox = await error.boundingBox();
    assert.ok(
      inputBox &&
        errorBox &&
        errorBox.y >= inputBox.y + inputBox.height - 1 &&
        errorBox.y - (inputBox.y + inputBox.height) < 40,
    );
    assert.equal(
      await error.getByRole("link", { name: "Entrar com este e-mail" }).getAttribute("href"),
      `/login?next=${encodeURIComponent("/carrinho/pedido")}`,
    );
    assert.equal(
      await error.getByRole("link", { name: "recuperar a password" }).getAttribute("href"),
      "/nova-password",
    );
    await shot(page, `register-email-exists-${viewport.width}`);
    await error.getByRole("link", { name: "Entrar com este e-mail" }).click();
    await page.waitForURL(`${BASE_URL}/login?next=${encodeURIComponent("/carrinho/pedido")}`);
    await page.context().close();
  }
});
