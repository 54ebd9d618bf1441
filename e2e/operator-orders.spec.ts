/**
 * Orders and payments in the back office (issue 14, item 4): an order is paid twice through the gateway's signed
 * notifications (the customer's bank answered twice); the demo admin finds it by the customer's e-mail, opens it,
 * sees both payments (the repeated one refunded through the gateway, with the refund's reference) and the invoice,
 * and sends the confirmation e-mail again; a repeated payment whose refund failed is offered for a refund by hand,
 * confirmed, and the gateway's refusal is shown. Looked at on a desktop and on a phone.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { APIResponse, Browser, Page } from "playwright-core";
import { DEMO_PAYMENT_SECRET } from "../src/server/env.ts";
import { signed } from "../src/server/payment/gateway.ts";
import { BASE_URL, DESKTOP, launch, newPage, PHONE, shot } from "./support/browser.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

async function ok(res: Promise<APIResponse>, what: string) {
  const r = await res;
  assert.ok(r.status() < 300, `${what}: ${r.status()} ${await r.text()}`);
  return r.json();
}

const apiOf = (page: Page) => (method: string, path: string, data?: unknown, token?: string) =>
  page.request.fetch(`${BASE_URL}/api/rodacerta/pt${path}`, {
    method,
    ...(data !== undefined ? { data } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** The gateway's signed notification of an approval (the demo's built-in key). */
async function approval(page: Page, number: string, id: string, amount: number) {
  const n = {
    Ds_Order: number,
    Ds_Amount: String(amount),
    Ds_Currency: "978",
    Ds_Response: "0000",
    Ds_AuthorisationCode: `A${id}B2C3`,
    Ds_NotificationId: `e2e-${number}-${id}`,
    Ds_PayMethod: "C",
    Ds_Date: new Date().toISOString(),
  };
  return ok(apiOf(page)("POST", "/pagos/notificacion", signed(DEMO_PAYMENT_SECRET, number, n)), "notification");
}

async function doublyPaidOrder(page: Page, email: string): Promise<{ number: string; due: number }> {
  const api = apiOf(page);
  const reg = await ok(
    api("POST", "/users", {
      nombre: "Rita",
      apellidos: "Marques",
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
  const tyre = search.recomendados[0].id as string;
  const workshops = (await ok(api("POST", "/taller/localizacion", { postCode: "1600-209" }), "workshops"))
    .talleres as Array<{ codTienda: string; citaWeb: boolean }>;
  const codTienda = workshops.find((w) => w.citaWeb)!.codTienda;
  const { cestaID } = await ok(api("POST", `/cesta-product/${tyre}`, { cantidad: 2 }, token), "add to basket");
  const dias = (await ok(api("POST", "/consult-dates", { cestaID, codTienda }, token), "dates")).dias as Array<{
    fecha: string;
  }>;
  const horas = (await ok(api("POST", "/consult-times", { cestaID, codTienda, date: dias[0]!.fecha }, token), "times"))
    .horas as string[];
  await ok(
    api("POST", "/reserve-time", { cestaID, codTienda, date: dias[0]!.fecha, time: horas[0], email }, token),
    "hold",
  );
  const order = await ok(
    api(
      "POST",
      "/pedidos",
      {
        cestaState: { cestaID, paymentType: "total" },
        billing: {
          nombre: "Rita",
          apellidos: "Marques",
          nif: "123456789",
          calle: "Rua Augusta",
          numero: "12",
          poblacion: "Lisboa",
          codigo_postal: "1100-053",
          provincia: "Lisboa",
        },
        idempotencyKey: `e2e-operator-orders-${Date.now()}`,
      },
      token,
    ),
    "order",
  );
  const number = order.orderNumber as string;
  const due = order.aPagarAgora as number;
  // The bank's approval arrives twice (two notifications): the second payment is a repeated one.
  for (const id of ["1", "2"])
    assert.equal((await approval(page, number, id, due)).resultado, id === "1" ? "applied" : "duplicate");
  return { number, due };
}

test("an admin finds a doubly-paid order, sees the refunds, resends the confirmation and confirms a refund", async () => {
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
