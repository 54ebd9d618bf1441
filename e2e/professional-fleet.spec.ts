/**
 * Professional access (issue 14, item 7) at 1280 px: a customer reads /acesso-profissionais, applies for a business
 * account (after the form's field errors), the demo admin approves it in the back office, and the fleet manager books
 * two vehicles of the fleet at one workshop and day from "A minha frota", then sees them in the fleet history.
 * Screenshots at 1280 px and 390 px.
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Browser, Page } from "@playwright/test";
import { registerAndLand } from "./support/account.ts";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";
import { apiOf, ok } from "./support/paid-order.ts";

const stamp = Date.now().toString(36);
const email = `frota.${stamp}@example.pt`;
const COMPANY = `Táxis Ribeira ${stamp}`;
/** Two plates of this run (AA-00-AA format, letters from the stamp so reruns on one database do not collide). */
const letters = stamp
  .replace(/[^a-z]/g, "")
  .toUpperCase()
  .padEnd(4, "X")
  .slice(-4);
const PLATES = [`${letters.slice(0, 2)}-11-${letters.slice(2, 4)}`, `${letters.slice(0, 2)}-22-${letters.slice(2, 4)}`];

const noSideScroll = async (page: Page, what: string) =>
  assert.equal(
    await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    false,
    `${what} scrolls sideways`,
  );

async function adminApproves(browser: Browser, company: string) {
  const page = await newPage(browser, DESKTOP);
  await page.goto(`${BASE_URL}/operador/entrar`);
  await page.getByLabel("E-mail").fill("admin@rodacerta.pt");
  await page.getByLabel("Password").fill("admin-demo-2026");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(/\/operador\/(encerramentos|dia)/);
  await page.getByRole("link", { name: "Profissionais", exact: true }).click();
  await page.waitForURL(/\/operador\/profissionais/);
  await page.getByRole("heading", { level: 1, name: "Contas profissionais" }).waitFor();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: company }) });
  await card.getByText("12 veículos").waitFor();
  await shot(page, "professional-operator-1280");
  const approve = card.getByRole("form", { name: `Aprovar ${company}` });
  await approve.getByLabel("Prazo de pagamento da fatura mensal").selectOption("60");
  await approve.getByRole("button", { name: "Aprovar" }).click();
  await page
    .getByRole("status")
    .filter({ hasText: `A candidatura de ${company} foi aprovada` })
    .waitFor();
  await page.getByRole("link", { name: "Aprovadas" }).click();
  await page.waitForURL(/estado=approved/);
  await page.getByRole("heading", { name: `${company} · Aprovada` }).waitFor();
  assert.match(await page.getByRole("listitem").filter({ hasText: company }).innerText(), /fatura a 60 dias/);
  await page.setViewportSize(PHONE);
  await noSideScroll(page, "/operador/profissionais at 390 px");
  await shot(page, "professional-operator-approved-390");
  await page.close();
}

test("a fleet applies, an admin approves, the fleet manager books two vehicles", async ({ browser }) => {
  // Signed out, the page explains the account and asks to sign in or register first.
  const phone = await newPage(browser, PHONE);
  await phone.goto(`${BASE_URL}/acesso-profissionais`);
  await phone.getByRole("heading", { level: 1, name: "Acesso profissionais" }).waitFor();
  await phone.getByRole("link", { name: "Criar conta" }).waitFor();
  await noSideScroll(phone, "/acesso-profissionais at 390 px");
  await shot(phone, "professional-signed-out-390");

  const page = await newPage(browser, DESKTOP);
  await registerAndLand(page, email, {
    nome: "Marta",
    apelidos: "Ribeiro",
    telefone: "912345678",
    codigoPostal: "1100-053",
  });
  const token = (await page.context().cookies()).find((c) => c.name === "rc_session")!.value;
  const api = apiOf(page);
  const me = await ok(api("GET", "/users/fetchInfo", undefined, token), "my account");
  const userId = me.user.id_site_usuario as number;
  for (const plate of PLATES)
    await ok(
      api(
        "POST",
        "/matricula/add-vehicle-db",
        {
          idUsuario: userId,
          matriculaNumber: plate,
          vehicleData: { kms: "120000", marca: "Toyota", modelo: "Corolla" },
        },
        token,
      ),
      `vehicle ${plate}`,
    );

  // The application: the shared schema's errors in the browser, then the server's answer.
  await page.goto(`${BASE_URL}/acesso-profissionais`);
  await page.getByRole("heading", { name: "Condições de pagamento" }).waitFor();
  await page.getByRole("button", { name: "Enviar candidatura" }).click();
  await page.getByText("Reveja os campos assinalados.").waitFor();
  assert.equal(await page.getByText("Escolha o tipo de atividade").count(), 1);
  await page.getByLabel("Nome da empresa").fill(COMPANY);
  await page.getByLabel("NIF da empresa").fill("503504565");
  await page.getByLabel("Pessoa de contacto").fill("Marta Ribeiro");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Telefone").fill("912 345 678");
  await page.getByLabel("Número de veículos da frota").fill("12");
  await page.getByLabel("Atividade").selectOption("taxi");
  await page.getByRole("button", { name: "Enviar candidatura" }).click();
  await page.getByText("O NIF indicado não é válido (9 algarismos)").waitFor();
  assert.equal(await page.getByLabel("NIF da empresa").getAttribute("aria-invalid"), "true");
  await shot(page, "professional-form-errors-1280");
  await page.getByLabel("NIF da empresa").fill("503504564");
  await page.getByRole("button", { name: "Enviar candidatura" }).click();
  await page.getByRole("heading", { name: "Recebemos a sua candidatura" }).waitFor();
  await page.getByText("Pendente desde").waitFor();
  await shot(page, "professional-pending-1280");

  // Not yet approved: no fleet.
  await page.goto(`${BASE_URL}/area-privado`);
  assert.equal(await page.getByRole("link", { name: "A minha frota" }).count(), 0);

  await adminApproves(browser, COMPANY);

  // The fleet manager books both vehicles at one workshop and day, each at its time.
  await page.goto(`${BASE_URL}/area-privado`);
  await page.getByRole("link", { name: "A minha frota" }).click();
  await page.waitForURL(/\/area-privado\/frota/);
  await page.getByText(`${COMPANY} · NIF 503504564 · fatura mensal a 60 dias`).waitFor();
  const workshop = page.getByLabel("Oficina");
  const lisbon = await workshop
    .locator("option", { hasText: /^Lisboa/ })
    .first()
    .getAttribute("value");
  await workshop.selectOption(lisbon!);
  await page.getByLabel("Serviço").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Ver dias livres" }).click();
  const day = page.getByLabel(/^Dia em/);
  await day.waitFor();
  await day.selectOption({ index: 2 });
  await page.getByRole("button", { name: "Ver horas" }).click();
  await page.getByRole("table").waitFor();
  const hours = await page.getByLabel(`Hora para ${PLATES[1]}`).locator("option").allInnerTexts();
  assert.ok(hours.length >= 3, "the day offers several times");
  for (const plate of PLATES) await page.getByRole("checkbox", { name: plate }).check();
  await page.getByLabel(`Hora para ${PLATES[1]}`).selectOption(hours[2]!);
  await shot(page, "professional-fleet-booking-1280");
  const bookingStep = page.url();
  await page.getByRole("button", { name: "Marcar os veículos escolhidos" }).click();
  await page.getByText("Marcação feita para 2 veículos").waitFor();
  const history = page.getByRole("region", { name: "Histórico da frota" });
  for (const plate of PLATES) {
    await history.getByRole("heading", { name: plate }).waitFor();
  }
  assert.equal(await history.getByText(/Marcação · Marcada/).count(), 2);
  await noSideScroll(page, "/area-privado/frota at 1280 px");
  await shot(page, "professional-fleet-1280");

  // The same fleet on a phone.
  await phone.context().addCookies([{ name: "rc_session", value: token, url: BASE_URL }]);
  await phone.goto(bookingStep);
  await phone.getByRole("table").waitFor();
  await noSideScroll(phone, "the fleet booking step at 390 px");
  await shot(phone, "professional-fleet-booking-390");
  await phone.goto(`${BASE_URL}/area-privado/frota`);
  await phone.getByRole("heading", { name: "Histórico da frota" }).waitFor();
  await noSideScroll(phone, "/area-privado/frota at 390 px");
  await shot(phone, "professional-fleet-390");
  await phone.goto(`${BASE_URL}/acesso-profissionais`);
  await phone.getByRole("heading", { name: "A sua conta profissional está ativa" }).waitFor();
  await shot(phone, "professional-active-390");
  await phone.close();

  // Tyres for the fleet, paid on account: confirmed at once, nothing paid now, on the month's invoice.
  await page.goto(`${BASE_URL}/seletor/resultados?ancho=205&serie=55&llanta=16`);
  await page
    .locator(".recommended .tyre-card")
    .getByRole("button", { name: /Comprar 4 com montagem/ })
    .first()
    .click();
  await page.waitForURL(/\/carrinho\/pedido/);
  await page.getByRole("button", { name: "Continuar: escolher oficina" }).click();
  await page.waitForURL(/\/carrinho\/oficinas/);
  const chooseWorkshop = page.getByRole("button", { name: /Escolher a oficina/ }).first();
  if (!(await chooseWorkshop.isVisible())) {
    await page.getByLabel("Código postal").fill("1600-209");
    await page.getByRole("button", { name: "Procurar oficinas" }).click();
  }
  await chooseWorkshop.click();
  await page.waitForURL(/\/carrinho\/data-e-hora/);
  await page.locator(".slot-grid label").first().click();
  await page.getByRole("button", { name: "Reservar esta hora e continuar" }).click();
  await page.waitForURL(/\/carrinho\/pagamento/);
  await page.getByLabel(/Pagamento a crédito/).check();
  await shot(page, "professional-pay-on-account-1280");
  await page.getByRole("button", { name: "Continuar: dados de faturação" }).click();
  await page.waitForURL(/\/carrinho\/dados-de-facturacao/);
  await page.getByLabel(/^NIF/).fill("503504564");
  await page.getByLabel("Morada").fill("Rua da Ribeira");
  await page.getByLabel("Número da porta").fill("12");
  await page.getByLabel("Localidade").fill("Lisboa");
  await page.getByLabel("Código postal").fill("1100-150");
  await page.getByLabel("Distrito").selectOption("Lisboa");
  await page.getByRole("button", { name: "Confirmar reserva" }).click();
  await page.waitForURL(/\/carrinho\/a-sua-reserva/);
  await page.getByRole("heading", { level: 1, name: "Reserva confirmada" }).waitFor();
  const orderNumber = /\bRC[A-Z2-9]{8}\b/.exec(await page.locator("main").innerText())?.[0];
  assert.ok(orderNumber, "the confirmation shows the order number");
  await page.goto(`${BASE_URL}/area-privado/frota`);
  const invoice = page.getByRole("region", { name: "Fatura mensal (pagamento a crédito)" });
  await invoice.getByRole("cell", { name: new RegExp(orderNumber) }).waitFor();
  await shot(page, "professional-monthly-invoice-1280");
  await page.close();
});

test("without JavaScript the application form posts, shows the server's field errors and confirms", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: "pt-PT",
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": `10.251.${Math.floor(Math.random() * 250)}.9` },
  });
  const page = await context.newPage();
  const api = apiOf(page);
  const reg = await ok(
    api("POST", "/users", {
      nombre: "Paulo",
      apellidos: "Neves",
      email: `semjs.${stamp}@example.pt`,
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "912345678",
      codigo_postal: "4000-322",
      privacidad: true,
      permiso_comercial: false,
    }),
    "register",
  );
  await context.addCookies([{ name: "rc_session", value: reg.token as string, url: BASE_URL }]);
  await page.goto(`${BASE_URL}/acesso-profissionais`);
  await page.getByLabel("Nome da empresa").fill("Entregas Norte, Lda.");
  await page.getByLabel("NIF da empresa").fill("123");
  await page.getByLabel("Pessoa de contacto").fill("Paulo Neves");
  await page.getByLabel("E-mail").fill(`semjs.${stamp}@example.pt`);
  await page.getByLabel("Telefone").fill("222 000 111");
  await page.getByLabel("Número de veículos da frota").fill("4");
  await page.getByRole("button", { name: "Enviar candidatura" }).click();
  await page.getByText("O NIF indicado não é válido (9 algarismos)").waitFor();
  await page.getByText("Escolha o tipo de atividade").waitFor();
  // The page came back with what was typed.
  assert.equal(await page.getByLabel("Nome da empresa").inputValue(), "Entregas Norte, Lda.");
  await page.getByLabel("NIF da empresa").fill("501234560");
  await page.getByLabel("Atividade").selectOption("delivery");
  await page.getByRole("button", { name: "Enviar candidatura" }).click();
  await page.getByRole("heading", { name: "Recebemos a sua candidatura" }).waitFor();
  await context.close();
});
