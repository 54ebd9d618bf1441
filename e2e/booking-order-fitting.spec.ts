/**
 * Issue 17, item 8: the fitting booked with an order. Its change page offers only what works online (a new day at
 * the same workshop, 24 h ahead or more), says cancelling is by phone, and never leads to "não pode ser alterada
 * online". The order is made through the API (the checkout has its own journeys); the pages are driven on a phone.
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import { BASE_URL, newPage, PHONE, sizes } from "./support/browser.ts";
import { apiOf, ok, orderWithFitting } from "./support/paid-order.ts";

test("an order's fitting: change the day online, cancel by phone, no dead-end button", async ({ browser }) => {
  const page = await newPage(browser, PHONE);
  const email = `montagem.${Date.now()}@example.pt`;
  // A few days ahead: more than 24 h, so it can still be moved online; paid at the workshop, so confirmed at once.
  const order = await orderWithFitting(page, {
    email,
    paymentType: "at_workshop",
    idempotencyKey: `e2e-fitting-${Date.now()}`,
    dayIndex: 3,
  });
  const { token, day } = order;
  assert.equal(order.estado, "confirmed");
  const mine = (await ok(
    apiOf(page)("GET", `/citas-previas/${order.userId}`, undefined, token),
    "appointments",
  )) as Array<{ id: string; token: string; pedido: number | null }>;
  const fitting = mine.find((a) => a.pedido !== null)!;

  await page.goto(
    `${BASE_URL}/marcacao-previa/alteracao?cita=${fitting.id}&token=${encodeURIComponent(fitting.token)}`,
  );
  await page.getByRole("heading", { level: 2, name: "Montagem da sua encomenda" }).waitFor();
  await page.getByRole("link", { name: "Alterar dia ou hora" }).waitFor();
  assert.equal(
    await page.getByRole("link", { name: "Cancelar a marcação" }).count(),
    0,
    "no cancel button for an order's fitting",
  );
  assert.equal(await page.getByRole("button", { name: /cancelar/i }).count(), 0);
  await page.getByText(/Para a cancelar \(e tratar da encomenda e do reembolso\), ligue para a oficina/).waitFor();
  await page.getByRole("link", { name: /^Ligar para a oficina/ }).waitFor();
  assert.equal(await page.getByText("não pode ser alterada online").count(), 0);
  await sizes(page, "booking-order-fitting");

  // the cancel page, opened by its address anyway, explains instead of offering the button
  await page.goto(`${BASE_URL}/marcacao-previa/cancelar?cita=${fitting.id}&token=${encodeURIComponent(fitting.token)}`);
  await page.getByText(/ligue para a oficina/).waitFor();
  assert.equal(await page.getByRole("button", { name: "Sim, cancelar a marcação" }).count(), 0);
  await page.getByRole("link", { name: "Voltar à marcação" }).click();

  // change the day: only the booked day or later is offered, and it goes through
  await page.getByRole("link", { name: "Alterar dia ou hora" }).click();
  await page.waitForURL(/data-e-hora/);
  await page.getByText(`A montagem da sua encomenda pode passar para ${day} ou para um dia seguinte`).waitFor();
  const days = page.getByRole("list", { name: "Escolha o dia" }).getByRole("button");
  await days.nth(1).waitFor();
  await sizes(page, "booking-order-fitting-days");
  await days.nth(1).click();
  await page.waitForURL(/fecha=/);
  // The address changes a moment before the page shows the new day's times: wait for the day to be the chosen one,
  // or the first time read may be the previous day's (seen under CI load: 08:30 read, 09:00 of the new day pressed).
  await days.nth(1).and(page.locator('[aria-pressed="true"]')).waitFor();
  const times = page.getByRole("list", { name: /^Horas livres/ }).getByRole("button");
  await times.first().waitFor();
  const time = ((await times.first().textContent()) ?? "").trim();
  await times.first().click();
  await page.waitForURL(/os-seus-dados/);
  await page.getByRole("button", { name: "Confirmar alteração" }).click();
  await page.getByRole("heading", { level: 1, name: "Marcação alterada" }).waitFor();
  // the new time is on the confirmation (waited for: under load the page may still be settling; says what it shows)
  await page
    .getByText(`às ${time}`)
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(async () =>
      assert.fail(`«às ${time}» is not on the confirmation: ${await page.locator("main").innerText()}`),
    );
  // the confirmation offers what the rule allows: changing, not cancelling
  await page.getByRole("link", { name: "Alterar dia ou hora" }).waitFor();
  assert.equal(await page.getByRole("link", { name: "Alterar ou cancelar" }).count(), 0);
  await page.context().close();
});
