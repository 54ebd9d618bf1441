/**
 * Credit notes in the back office (issue 14, item 4): a paid order with an invoice; the demo admin opens it, asks for
 * a partial credit note without a reason and too large an amount (answered beside the fields), issues one for 10 €,
 * sees it listed with the rest to credit and downloads its PDF. The customer then finds the note under the invoice
 * it corrects in the private area's invoices tab and downloads it. Looked at on a desktop and on a phone.
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";
import { approval, orderWithFitting } from "./support/paid-order.ts";

test("an admin issues a partial credit note on an invoiced order and downloads its PDF", async ({ browser }) => {
  const page = await newPage(browser, DESKTOP);
  const email = `notas.${Date.now()}@example.pt`;
  const { number, due, token } = await orderWithFitting(page, {
    email,
    paymentType: "full",
    idempotencyKey: `e2e-credit-notes-${Date.now()}`,
  });
  assert.equal((await approval(page, number, "1", due)).resultado, "applied");

  await page.goto(`${BASE_URL}/operador/entrar`);
  await page.getByLabel("E-mail").fill("admin@rodacerta.pt");
  await page.getByLabel("Password").fill("admin-demo-2026");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${BASE_URL}/operador/encerramentos`);
  await page.goto(`${BASE_URL}/operador/encomendas?n=${number}`);
  await page.getByRole("heading", { name: "Notas de crédito", level: 3 }).waitFor();
  await page.getByText("Ainda não foi emitida nenhuma nota de crédito sobre esta fatura.").waitFor();

  await shot(page, "operator-credit-notes-empty-1280");
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "Emitir nota de crédito" }) });
  await form.getByRole("radio", { name: /Uma parte/ }).check();
  await form.getByLabel(/^Valor a creditar/).fill("99999");
  await form.getByRole("button", { name: "Emitir nota de crédito" }).click();
  await form.getByText("Indique o motivo da nota de crédito (pelo menos 5 caracteres).").waitFor();
  await form.getByLabel("Motivo").fill("Desconto comercial acordado");
  await form.getByRole("button", { name: "Emitir nota de crédito" }).click();
  await form
    .getByText(/^O valor excede o que falta creditar nesta fatura/)
    .first()
    .waitFor();
  assert.equal(await form.getByLabel(/^Valor a creditar/).getAttribute("aria-invalid"), "true");
  await shot(page, "operator-credit-notes-errors-1280");

  await form.getByLabel(/^Valor a creditar/).fill("10,00");
  await form.getByRole("button", { name: "Emitir nota de crédito" }).click();
  await page
    .getByRole("status")
    .getByText(/^Nota de crédito NC RCNC\d{4}\/\d{6} emitida: 10,00/)
    .waitFor();
  const notes = page.getByRole("table", { name: "Notas de crédito" });
  const row = notes.getByRole("row").filter({ hasText: "Desconto comercial acordado" });
  await row.waitFor();
  const href = await row.getByRole("link", { name: /^PDF/ }).getAttribute("href");
  assert.ok(href);
  const pdf = await page.request.get(`${BASE_URL}${href}`);
  assert.equal(pdf.status(), 200);
  assert.equal(pdf.headers()["content-type"], "application/pdf");
  assert.equal((await pdf.body()).subarray(0, 5).toString("latin1"), "%PDF-");
  await shot(page, "operator-credit-notes-1280");
  await page.setViewportSize(PHONE);
  await shot(page, "operator-credit-notes-390");
  const noteNumber = /NC RCNC\d{4}\/\d{6}/.exec(await row.innerText())?.[0];
  assert.ok(noteNumber, "the note's number is listed");
  await page.context().close();

  // The customer's private area: the note under the invoice it corrects, downloadable.
  const customer = await newPage(browser, PHONE);
  await customer.context().addCookies([{ name: "rc_session", value: token, url: BASE_URL }]);
  await customer.goto(`${BASE_URL}/area-privado/faturas`);
  const corrections = customer.getByRole("list", { name: /^Notas de crédito da fatura FT / });
  await corrections.waitFor();
  const item = corrections.getByRole("listitem").filter({ hasText: noteNumber });
  assert.match(
    await item.innerText(),
    /Nota de crédito NC RCNC\d{4}\/\d{6} de \d{2}\/\d{2}\/\d{4} · −10,00\s€ · Motivo: Desconto comercial acordado/,
  );
  await shot(customer, "account-invoices-credit-note-390");
  const link = item.getByRole("link", { name: `Descarregar PDF da nota de crédito ${noteNumber}` });
  const customerPdf = await customer.request.get(`${BASE_URL}${await link.getAttribute("href")}`);
  assert.equal(customerPdf.status(), 200);
  assert.equal(customerPdf.headers()["content-type"], "application/pdf");
  assert.equal((await customerPdf.body()).subarray(0, 5).toString("latin1"), "%PDF-");
  await customer.setViewportSize(DESKTOP);
  await shot(customer, "account-invoices-credit-note-1280");
  await customer.context().close();
});
