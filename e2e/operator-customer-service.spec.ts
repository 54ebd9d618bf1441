/**
 * Customer service in the back office (issue 14, item 6): a contact request sent from /contato appears in the queue
 * at /operador/pedidos, the demo admin moves it to in progress and then to handled with a note, and finds the
 * customer on /operador/clientes. From the customer's page the admin opens the customer's account in a new tab: the
 * private area shows the banner naming both, and "Sair da conta do cliente" ends that session and goes back.
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";

test("a contact request reaches the queue and the demo admin marks it handled", async ({ browser }) => {
  const email = `sofia.${Date.now()}@example.pt`;
  const customer = await newPage(browser, PHONE);
  await customer.goto(`${BASE_URL}/contato`);
  await customer.getByLabel("Pedido de orçamento").check();
  await customer.getByLabel("Nome").fill("Sofia Almeida");
  await customer.getByLabel("E-mail").fill(email);
  await customer.getByLabel("Mensagem").fill("Queria saber o preço de quatro pneus 205/55 R16.");
  await customer.getByRole("button", { name: "Enviar" }).click();
  await customer.waitForURL(`${BASE_URL}/contato/obrigado`);
  await customer.context().close();

  const page = await newPage(browser, DESKTOP);
  await page.goto(`${BASE_URL}/operador/pedidos`);
  await page.waitForURL(`${BASE_URL}/operador/entrar`);
  await page.getByLabel("E-mail").fill("admin@rodacerta.pt");
  await page.getByLabel("Password").fill("admin-demo-2026");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL((u) => u.pathname.startsWith("/operador/") && !u.pathname.endsWith("/entrar"));
  await page.getByRole("navigation", { name: "Área da equipa" }).getByRole("link", { name: "Pedidos" }).click();
  await page.getByRole("heading", { name: "Pedidos de clientes", level: 1 }).waitFor();

  const item = page.getByRole("listitem").filter({ hasText: email });
  await item.waitFor();
  assert.match(await item.innerText(), /Novo[\s\S]*Pedido de orçamento[\s\S]*Sofia Almeida/);
  await shot(page, "operator-requests-1280");
  await item.getByRole("button", { name: /Marcar em curso/ }).click();
  await page.getByText(/Pedido de contacto n\.º \d+: Em curso\./).waitFor();
  // The default filter shows new requests: the one in progress is found under "Em curso".
  await page.getByLabel("Estado", { exact: true }).selectOption({ label: "Em curso" });
  await page.getByRole("button", { name: "Filtrar" }).click();
  await page.waitForURL(/estado=em-curso/);
  const started = page.getByRole("listitem").filter({ hasText: email });
  await started.getByLabel(/Nota/).fill("Enviado orçamento por e-mail");
  await started.getByRole("button", { name: /Marcar como tratado/ }).click();
  await page.getByText(/Pedido de contacto n\.º \d+: Tratado\./).waitFor();
  await page.getByLabel("Estado", { exact: true }).selectOption({ label: "Tratado" });
  await page.getByRole("button", { name: "Filtrar" }).click();
  await page.waitForURL(/estado=tratado/);
  const handled = page.getByRole("listitem").filter({ hasText: email });
  assert.match(await handled.innerText(), /Tratado[\s\S]*Nota: Enviado orçamento por e-mail/);
  assert.equal(await handled.getByRole("button").count(), 0, "a handled request offers no further move");

  // The audit log has both moves.
  await page.goto(`${BASE_URL}/operador/auditoria`);
  const moves = page.getByText("Estado do pedido alterado");
  await moves.first().waitFor();
  assert.ok((await moves.count()) >= 2, "both moves are in the audit log");

  await page.goto(`${BASE_URL}/operador/clientes`);
  await page.getByLabel("Procurar por e-mail, nome, telefone, NIF ou matrícula").fill("a");
  await page.getByRole("button", { name: "Procurar" }).click();
  await page.getByText("Escreva pelo menos 2 caracteres").waitFor();
  // A registered customer is found by phone and their page lists their contact request too.
  const reg = await page.request.post(`${BASE_URL}/api/rodacerta/pt/users`, {
    data: {
      nombre: "Sofia",
      apellidos: "Almeida",
      email,
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "934 567 123",
      codigo_postal: "1000-001",
      privacidad: true,
    },
  });
  assert.equal(reg.status(), 201);
  await page.getByLabel("Procurar por e-mail, nome, telefone, NIF ou matrícula").fill("934567123");
  await page.getByRole("button", { name: "Procurar" }).click();
  await page.getByText("1 cliente encontrado.").waitFor();
  await page.getByRole("link", { name: "Sofia Almeida" }).click();
  await page.getByRole("heading", { name: "Sofia Almeida", level: 1 }).waitFor();
  const requests = page.getByRole("region", { name: "Pedidos de contacto, para ligarmos e leads" });
  assert.match(await requests.innerText(), /Pedido de contacto[\s\S]*Tratado/);
  await shot(page, "operator-customer-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "operator-customer-390");
  await page.goto(`${BASE_URL}/operador/pedidos?estado=todos`);
  await page.getByRole("listitem").filter({ hasText: email }).waitFor();
  await shot(page, "operator-requests-390");

  // Customer service opens the customer's account: a new tab, in the private area, with the banner on every page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goBack();
  await page.getByRole("heading", { name: "Sofia Almeida", level: 1 }).waitFor();
  const customerPage = page.url();
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("button", { name: "Entrar na conta do cliente" }).click(),
  ]);
  await tab.waitForURL(`${BASE_URL}/area-privado`);
  await tab.waitForFunction(() => document.documentElement.dataset.hydrated === "1");
  const banner = tab.getByRole("status").filter({ hasText: "Está na conta de" });
  await banner.waitFor();
  assert.equal(
    (await banner.innerText()).replace(/\s+/g, " ").trim(),
    "Está na conta de Sofia Almeida como Administração (demonstração) (administração). Sair da conta do cliente",
  );
  // It is the customer's own private area.
  await tab.getByRole("link", { name: "Os meus dados" }).click();
  await tab.waitForURL(/\/area-privado\/os-meus-dados/);
  assert.equal(await tab.getByLabel("Nome", { exact: true }).inputValue(), "Sofia");
  await banner.waitFor();
  await shot(tab, "impersonation-banner-1280");
  await tab.setViewportSize({ width: 390, height: 844 });
  await shot(tab, "impersonation-banner-390");
  // Leaving ends this session only and goes back to the customer's page in the back office.
  await banner.getByRole("button", { name: "Sair da conta do cliente" }).click();
  await tab.waitForURL(customerPage);
  await tab.getByRole("heading", { name: "Sofia Almeida", level: 1 }).waitFor();
  assert.equal(await tab.getByText("Está na conta de").count(), 0, "the banner is gone");
  await tab.goto(`${BASE_URL}/area-privado`);
  await tab.waitForURL(/\/login/);
  // The audit log has the entry: who, which customer, when.
  await tab.goto(`${BASE_URL}/operador/auditoria`);
  await tab.getByText("Pedido de entrada na conta do cliente").first().waitFor();
  await page.context().close();
});
