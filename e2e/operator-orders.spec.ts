/**
 * Orders and payments in the back office (issue 14, item 4): an order is paid twice through the gateway's signed
 * notifications (the customer's bank answered twice); the demo admin finds it by the customer's e-mail, opens it,
 * sees both payments (the repeated one refunded through the gateway, with the refund's reference) and the invoice,
 * and sends the confirmation e-mail again; a repeated payment whose refund failed is offered for a refund by hand,
 * confirmed, and the gateway's refusal is shown. Looked at on a desktop and on a phone.
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";
import { approval, orderWithFitting } from "./support/paid-order.ts";

async function doublyPaidOrder(page: Page, email: string): Promise<{ number: string; due: number }> {
  const { number, due } = await orderWithFitting(page, {
    email,
    paymentType: "full",
    idempotencyKey: `e2e-operator-orders-${Date.now()}`,
  });
  // The bank's approval arrives twice (two notifications): the second payment is a repeated one.
  for (const id of ["1", "2"])
    assert.equal((await approval(page, number, id, due)).resultado, id === "1" ? "applied" : "duplicate");
  return { number, due };
}

test("an admin finds a doubly-paid order, sees the refunds, resends the confirmation and confirms a refund", async ({
  browser,
}) => {
  const page = await newPage(browser, DESKTOP);
  const email = `encomendas.${Date.now()}@example.pt`;
  const { number } = await doublyPaidOrder(page, email);

  await page.goto(`${BASE_URL}/operador/entrar`);
  await page.getByLabel("E-mail").fill("admin@rodacerta.pt");
  await page.getByLabel("Password").fill("admin-demo-2026");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${BASE_URL}/operador/encerramentos`);
  await page.getByRole("link", { name: "Encomendas" }).click();
  await page.getByRole("heading", { name: "Encomendas e pagamentos", level: 1 }).waitFor();

  // a search too short is answered next to the field
  await page.getByLabel("Número da encomenda, e-mail, matrícula ou NIF").fill("a1");
  await page.getByRole("button", { name: "Procurar" }).click();
  await page.getByText("Escreva pelo menos 3 letras ou algarismos.").waitFor();

  await page.getByLabel("Número da encomenda, e-mail, matrícula ou NIF").fill(email);
  await page.getByRole("button", { name: "Procurar" }).click();
  await page.getByRole("heading", { name: "1 encomenda", level: 2 }).waitFor();
  await page.getByRole("link", { name: number }).click();
  await page.getByRole("heading", { name: `Encomenda ${number}`, level: 2 }).waitFor();
  const payments = page.getByRole("table", { name: "Pagamentos" });
  await payments.getByText("Cobrado", { exact: true }).waitFor();
  const repeated = payments.getByRole("row").filter({ hasText: "Pagamento repetido" });
  assert.match(await repeated.innerText(), /Pagamento repetido — reembolsado[\s\S]*Ref\. RB[0-9A-F]{10}/);
  assert.equal(await page.getByRole("link", { name: /^Reembolsar/ }).count(), 0, "nothing left to refund");
  await page.getByText(/FT RC\d{4}\/\d{6}/).waitFor();
  await shot(page, "operator-orders-1280");

  await page.getByRole("button", { name: "Reenviar o e-mail de confirmação e a fatura" }).click();
  await page.getByRole("status").getByText(`E-mail de confirmação reenviado para ${email}.`).waitFor();
  const outbox = (await (await page.request.get(`${BASE_URL}/api/rodacerta/pt/outbox`)).json()) as Array<{
    to: string;
    subject: string;
  }>;
  assert.equal(
    outbox.filter((m) => m.to === email && m.subject.startsWith(`Encomenda ${number} confirmada`)).length,
    2,
  );

  // A repeated approval of 0 € (the simulator refuses to refund nothing): its refund failed and is offered by hand;
  // the admin confirms it and is told the gateway refused it.
  assert.equal((await approval(page, number, "3", 0)).resultado, "duplicate");
  await page.reload();
  const failed = payments.getByRole("row").filter({ hasText: "reembolso falhou" });
  await failed.waitFor();
  await failed.getByRole("link", { name: "Reembolsar 0,00 €" }).click();
  await page.getByText("Confirma o reembolso de 0,00 € ao cliente pelo gateway de pagamento?").waitFor();
  await shot(page, "operator-orders-confirm-1280");
  await page.getByRole("button", { name: "Confirmar o reembolso" }).click();
  await page
    .getByRole("alert")
    .getByText("O gateway de pagamento não aceitou o reembolso. Tente novamente daqui a alguns minutos.")
    .waitFor();
  await page.waitForFunction(() => !location.search.includes("reembolsar"));
  await page.getByRole("button", { name: "Confirmar o reembolso" }).waitFor({ state: "detached" });
  assert.ok(await page.getByRole("button", { name: /^Reenviar/ }).isEnabled());

  await page.setViewportSize(PHONE);
  await shot(page, "operator-orders-390");
  await page.context().close();
});
