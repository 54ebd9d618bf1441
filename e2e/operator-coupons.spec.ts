/**
 * Back office, coupons (issue 14, item 5): the demo admin creates a coupon that may be used once in total (after
 * the form's field errors), a customer applies it in the basket; once an order has used it, the next customer is
 * told at the coupon field, and the admin sees it sold out and ends it. Screenshots at 1280 px and 390 px.
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";
import { apiOf, BILLING, ok } from "./support/paid-order.ts";

const CODE = `E2E${Date.now().toString(36).toUpperCase()}`;

async function logIn(page: Page) {
  await page.goto(`${BASE_URL}/operador/entrar`);
  await page.getByLabel("E-mail").fill("admin@rodacerta.pt");
  await page.getByLabel("Password").fill("admin-demo-2026");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(/\/operador\/(encerramentos|dia)/);
}

const noSideScroll = async (page: Page, what: string) =>
  assert.equal(
    await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    false,
    `${what} scrolls sideways`,
  );

/** A customer's basket with four 205/55 R16 tyres fitted, from the selector (the request step shows the coupon box). */
async function basketWithTyres(page: Page) {
  await page.goto(`${BASE_URL}/seletor/resultados?ancho=205&serie=55&llanta=16`);
  await page
    .locator(".recommended .tyre-card")
    .getByRole("button", { name: /Comprar 4 com montagem/ })
    .first()
    .click();
  await page.waitForURL(/\/carrinho\/pedido/);
  await page.getByRole("heading", { level: 1, name: "O seu pedido" }).waitFor();
}

/** Another customer orders through the API with the coupon: its only use is taken. */
async function orderUsingCoupon(page: Page) {
  const api = apiOf(page);
  const email = `cupao.${Date.now()}@example.pt`;
  const reg = await ok(
    api("POST", "/users", {
      nombre: "Rui",
      apellidos: "Sousa",
      email,
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "912345678",
      codigo_postal: "1600-209",
      privacidad: true,
      permiso_comercial: true,
    }),
    "register",
  );
  const token = reg.token as string;
  const search = await ok(
    api("POST", "/neumaticos/selector", { filters: { ancho: 205, serie: 55, llanta: 16 } }),
    "search",
  );
  const workshops = (await ok(api("POST", "/taller/localizacion", { postCode: "1600-209" }), "workshops"))
    .talleres as Array<{ codTienda: string; citaWeb: boolean }>;
  const codTienda = workshops.find((w) => w.citaWeb)!.codTienda;
  const { cestaID } = await ok(
    api("POST", `/cesta-product/${search.recomendados[0].id}`, { cantidad: 2 }, token),
    "add to basket",
  );
  await ok(api("POST", `/cesta/${cestaID}/cupon`, { codigo: CODE }, token), "apply the coupon");
  const day = (await ok(api("POST", "/consult-dates", { cestaID, codTienda }, token), "dates")).dias[1].fecha;
  const horas = (await ok(api("POST", "/consult-times", { cestaID, codTienda, date: day }, token), "times")).horas;
  await ok(api("POST", "/reserve-time", { cestaID, codTienda, date: day, time: horas[0], email }, token), "hold");
  await ok(
    api(
      "POST",
      "/pedidos",
      { cestaState: { cestaID, paymentType: "at_workshop" }, billing: BILLING, idempotencyKey: `cupao-${CODE}` },
      token,
    ),
    "order",
  );
}

test("an admin creates a coupon with one use; a customer applies it, and once used the next customer is told", async ({
  browser,
}) => {
  const admin = await newPage(browser, DESKTOP);
  await logIn(admin);
  await admin.getByRole("link", { name: "Cupões" }).click();
  await admin.waitForURL(`${BASE_URL}/operador/cupoes`);
  await admin.getByRole("heading", { level: 1, name: "Cupões" }).waitFor();

  // Wrong fields: each error at its field, in Portuguese.
  const form = admin.locator("form").filter({ has: admin.getByRole("button", { name: "Criar cupão" }) });
  await form.getByLabel("Código").fill("a");
  await form.getByLabel("Valor do desconto").fill("0");
  await form.getByLabel(/^Descrição \(vista/).fill("7,50 € de desconto em pneus");
  await form.getByLabel("Início").fill("01/01/2026");
  await form.getByLabel("Fim").fill("31/12/2025");
  await form.getByRole("button", { name: "Criar cupão" }).click();
  await admin.getByText("O valor do desconto tem de ser superior a 0").waitFor();
  await admin.getByText(/^O código tem de ter de 3 a 30 caracteres/).waitFor();
  await admin.getByText("O fim tem de ser depois do início").waitFor();
  assert.equal(await form.getByLabel("Código").getAttribute("aria-invalid"), "true");

  await form.getByLabel("Código").fill(CODE.toLowerCase());
  await form.getByLabel("Valor do desconto").fill("7,50");
  await form.getByLabel("Só com este tipo de produto no carrinho").selectOption({ label: "Pneus" });
  await form.getByLabel("Número máximo de utilizações").fill("1");
  await form.getByLabel("Fim").fill("31/12/2030");
  await form.getByRole("button", { name: "Criar cupão" }).click();
  await admin.getByText(`O cupão ${CODE} foi criado (ativo).`).waitFor();
  const row = admin.getByRole("row").filter({ hasText: CODE });
  await row.getByText("0 utilizações de 1").waitFor();
  await shot(admin, "operator-coupons-1280");
  await admin.setViewportSize(PHONE);
  await noSideScroll(admin, "/operador/cupoes at 390 px");
  await shot(admin, "operator-coupons-390");
  await admin.setViewportSize(DESKTOP);

  // A customer applies it in the basket (typed in small letters).
  const customer = await newPage(browser, PHONE);
  await basketWithTyres(customer);
  const totalBefore = await customer.getByTestId("basket-total").textContent();
  await customer.getByLabel("Cupão de desconto").fill(CODE.toLowerCase());
  await customer.getByRole("button", { name: "Aplicar" }).click();
  await customer.getByText("Cupão aplicado.").waitFor();
  await customer.waitForFunction(
    (before) => document.querySelector('[data-testid="basket-total"]')?.textContent !== before,
    totalBefore,
  );
  await shot(customer, "operator-coupons-basket-390");

  // Another order uses it: the admin sees it sold out, the next customer is told at the coupon field.
  await orderUsingCoupon(customer);
  await admin.reload();
  await row.getByText("1 utilização de 1").waitFor();
  await row.getByText("Esgotado").waitFor();

  const next = await newPage(browser, PHONE);
  await basketWithTyres(next);
  await next.getByLabel("Cupão de desconto").fill(CODE);
  await next.getByRole("button", { name: "Aplicar" }).click();
  await next.getByText("Este cupão já atingiu o número máximo de utilizações").waitFor();
  assert.equal(await next.getByLabel("Cupão de desconto").getAttribute("aria-invalid"), "true");
  await shot(next, "operator-coupons-exhausted-390");

  // The admin ends it now: it shows as ended and offers no "Terminar agora" any more.
  await row.getByRole("button", { name: `Terminar agora ${CODE}` }).click();
  await admin.getByText(`O cupão ${CODE} terminou e já não pode ser usado.`).waitFor();
  await row.getByText("Terminado").waitFor();
  assert.equal(await row.getByRole("button", { name: /Terminar agora/ }).count(), 0);
  await admin.close();
  await customer.close();
  await next.close();
});
