import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import { BASE_URL, DESKTOP, newPage, PHONE } from "./support/browser.ts";

test("contact needs a reason, then thanks; call-back refuses a blacklisted phone", async ({ browser }) => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/contato`);
  await page.getByLabel("Nome").fill("Carlos Sousa");
  await page.getByLabel("E-mail").fill("carlos@example.pt");
  await page.getByLabel("Mensagem").fill("Preciso de um orçamento para travões da frente.");
  await page.getByRole("button", { name: "Enviar" }).click();
  await page.getByText("Escolha o motivo do contacto").waitFor();
  await page.getByLabel("Pedido de orçamento").check();
  await page.getByRole("button", { name: "Enviar" }).click();
  await page.waitForURL(`${BASE_URL}/contato/obrigado`);
  await page.goto(`${BASE_URL}/ligamos-lhe`);
  await page.getByLabel("O seu telefone").fill("910 000 000");
  await page.getByRole("button", { name: "Quero que me liguem" }).click();
  await page.getByText("Não é possível registar o pedido com este telefone").waitFor();
  await page.getByLabel("O seu telefone").fill("912 555 111");
  await page.getByRole("button", { name: "Quero que me liguem" }).click();
  await page.getByText("Obrigado! Ligamos-lhe").waitFor();
  await page.context().close();
});

test("forgot password: the e-mailed link sets a new password once", async ({ browser }) => {
  const page = await newPage(browser, DESKTOP);
  const email = `pw.${Date.now()}@example.pt`;
  const reg = await page.request.post(`${BASE_URL}/api/rodacerta/pt/users`, {
    data: {
      nombre: "Paula",
      apellidos: "Reis",
      email,
      password: "antiga1",
      confirmPassword: "antiga1",
      telefono: "912345678",
      codigo_postal: "1000-001",
      privacidad: true,
      permiso_comercial: true,
    },
  });
  assert.equal(reg.status(), 201);
  await page.goto(`${BASE_URL}/login`);
  await page.getByRole("link", { name: "Esqueceu-se da password?" }).click();
  await page.getByLabel("E-mail da sua conta").fill(email);
  await page.getByRole("button", { name: "Enviar link" }).click();
  await page.getByText("Se existir uma conta com este e-mail").waitFor();
  const outbox = (await (await page.request.get(`${BASE_URL}/api/rodacerta/pt/outbox`)).json()) as Array<{
    to: string;
    text: string;
  }>;
  const mail = outbox.find((m) => m.to === email);
  const link = mail?.text.match(/https?:\/\/\S*nova-password\?token=\S+/)?.[0];
  assert.ok(link, "reset link in the outbox");
  const path = new URL(link).pathname + new URL(link).search;
  await page.goto(`${BASE_URL}${path}`);
  await page.getByLabel("Nova password (mínimo 6 caracteres)").fill("nova777");
  await page.getByLabel("Confirme a password").fill("nova777");
  await page.getByRole("button", { name: "Guardar nova password" }).click();
  await page.getByText("A sua password foi alterada").waitFor();
  await page.goto(`${BASE_URL}${path}`);
  await page.getByText("O link já não é válido").waitFor();
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("nova777");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByRole("heading", { name: "Olá, Paula!" }).waitFor();
  await page.context().close();
});
