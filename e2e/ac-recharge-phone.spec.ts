/**
 * Air-conditioning recharge on a 390 px phone (issue 12 item 2): the plate of a car made from 2018 gets the R1234yf
 * pack, which goes through the basket to a workshop with the R1234yf station, a slot and the payment; a plate whose
 * year is unknown goes to the workshop appointment with the comment about the gas prefilled.
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import { BASE_URL, newPage, PHONE, shot, sizes } from "./support/browser.ts";
import { fillBilling, payWithCard, registerInCheckout } from "./support/checkout.ts";

const API = `${BASE_URL}/api/rodacerta/pt`;

test("a car from 2018 on gets the R1234yf pack, booked at a workshop with the R1234yf station and paid", async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE);
  const email = `ac.${Date.now()}@example.pt`;
  await page.goto(`${BASE_URL}/carro/carga-de-ar-condicionado`);
  await page.getByRole("heading", { level: 1, name: "Carga de ar condicionado" }).waitFor();
  await page.getByRole("heading", { name: "O que inclui a carga" }).waitFor();
  await page.getByText(/Vácuo e teste de fugas/).waitFor();
  // Both packs with their price and duration.
  for (const id of ["AC_R1234YF", "AC_R134A"]) {
    const card = page.locator(`[data-offer-id="${id}"]`);
    assert.match((await card.textContent()) ?? "", /\d+,\d{2}\s€.*cerca de/s);
  }
  await sizes(page, "ac-page");

  // A wrong plate is refused on its field.
  await page.getByLabel("Matrícula").fill("AB-12");
  await page.getByRole("button", { name: "Ver o pack" }).click();
  await page
    .getByRole("alert")
    .getByText(/A matrícula não tem um formato válido/)
    .waitFor();

  // The demo Volkswagen Golf VIII (AA-00-AA) was made in 2021: R1234yf.
  await page.getByLabel("Matrícula").fill("aa00aa");
  await page.getByRole("button", { name: "Ver o pack" }).click();
  const result = page.locator('[data-ac-result="pack"]');
  await result.waitFor();
  assert.equal(await result.getAttribute("data-product-id"), "AC_R1234YF");
  await result.getByText(/Volkswagen Golf VIII .* fabricado em 20(1[89]|2\d)/).waitFor();
  await result.getByRole("heading", { name: "O seu carro usa gás R1234yf" }).waitFor();
  await sizes(page, "ac-result-pack");
  await result.getByRole("button", { name: /Juntar ao carrinho/ }).click();

  // The basket: the pack, with the plate kept on the basket.
  await page.waitForURL(/\/carrinho\/pedido\?adicionado=AC_R1234YF/);
  await page.getByRole("heading", { level: 1, name: "O seu pedido" }).waitFor();
  const packName = (
    (await (await page.request.get(`${API}/servicos?categoria=car`)).json()) as {
      servicos: Array<{ id: string; nombre: string }>;
    }
  ).servicos.find((s) => s.id === "AC_R1234YF")!.nombre;
  await page.locator(".basket-line").filter({ hasText: packName }).first().waitFor();
  await shot(page, "ac-basket-phone");
  await page.getByRole("button", { name: /Continuar: escolher oficina/ }).click();

  // Only workshops with the R1234yf station are offered.
  await page.waitForURL(/\/carrinho\/oficinas/);
  await page.getByLabel("Código postal").fill("1600-209");
  await page.getByRole("button", { name: "Procurar oficinas" }).click();
  await page.waitForURL(/cp=1600-209/);
  const withStation = (
    (await (await page.request.get(`${API}/servicos/AC_R1234YF/oficinas?cp=1600-209`)).json()) as {
      oficinas: Array<{ alias: string }>;
    }
  ).oficinas.map((o) => o.alias);
  assert.ok(withStation.length > 0, "some workshop has the R1234yf station");
  const choose = page.getByRole("button", { name: /Escolher a oficina/ }).first();
  await choose.waitFor();
  const chosen = ((await choose.getAttribute("aria-label")) ?? (await choose.textContent()) ?? "").trim();
  assert.ok(
    withStation.some((alias) => chosen.includes(alias)),
    `the first workshop offered (${chosen}) has the R1234yf station`,
  );
  await shot(page, "ac-workshops-phone");
  await choose.click();

  // A slot.
  await page.waitForURL(/\/carrinho\/data-e-hora/);
  await page.locator(".slot-grid label").first().waitFor();
  await page.locator(".slot-grid label").first().click();
  await page.getByRole("button", { name: "Reservar esta hora e continuar" }).click();

  // A new account, then payment of everything now by card (the simulator).
  await registerInCheckout(page, { nome: "Marta", apelidos: "Lopes", email, telefone: "912 555 321" });
  await page.waitForURL(/\/carrinho\/pagamento/);
  await page.getByLabel(/Pagar tudo agora/).check();
  await page.getByLabel("Cartão de crédito ou débito").check();
  await page.getByRole("button", { name: "Continuar: dados de faturação" }).click();
  await fillBilling(page, {
    morada: "Rua de Campolide",
    numero: "45",
    localidade: "Lisboa",
    codigoPostal: "1070-029",
    distrito: "Lisboa",
  });
  await page.getByRole("button", { name: /^Pagar/ }).click();
  await payWithCard(page, "4548 8120 4940 0004");

  await page.waitForURL(/\/carrinho\/a-sua-reserva\?pedido=/);
  await page.getByRole("heading", { level: 1, name: "Reserva confirmada" }).waitFor();
  await page.getByText(packName).first().waitFor();
  await sizes(page, "ac-confirmation");
});

test("a plate whose year is unknown goes to the workshop appointment with the comment about the gas", async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE);
  const email = `ac.marcacao.${Date.now()}@example.pt`;
  await page.goto(`${BASE_URL}/carro/carga-de-ar-condicionado`);
  // Not in the registry: neither year is known.
  await page.getByLabel("Matrícula").fill("ZZ-98-ZZ");
  await page.getByRole("button", { name: "Ver o pack" }).click();
  const result = page.locator('[data-ac-result="appointment"]');
  await result.waitFor();
  await result.getByText(/que gás leva o ar condicionado/).waitFor();
  await sizes(page, "ac-result-appointment");
  await result.getByRole("link", { name: "Marcar verificação na oficina" }).click();

  await page.waitForURL(/\/marcacao-previa\/selecao-oficina\?.*servicos=CITA_AC/);
  await page.getByLabel("Código postal").fill("1600-209");
  await page.getByRole("button", { name: /Procurar|Ver oficinas/ }).click();
  await page.waitForURL(/cp=1600-209/);
  const card = page
    .locator(".workshop-card")
    .filter({ has: page.getByRole("link", { name: "Escolher esta oficina" }) })
    .first();
  await card.getByRole("link", { name: "Escolher esta oficina" }).click();
  await page.waitForURL(/servicos\?/);
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.waitForURL(/data-e-hora/);
  const times = page.getByRole("list", { name: /^Horas livres/ }).getByRole("button");
  await times.first().waitFor();
  await times.first().click();
  await page.waitForURL(/os-seus-dados/);

  // The plate and the comment came with the link.
  assert.equal(await page.getByLabel("Matrícula").inputValue(), "ZZ-98-ZZ");
  const comment = await page.getByLabel("Comentário (opcional)").inputValue();
  assert.match(comment, /ZZ-98-ZZ.*verificar na oficina o tipo de gás/);
  await page.getByLabel("Nome", { exact: true }).fill("Rui");
  await page.getByLabel("Apelidos").fill("Costa");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Telefone").fill("912 345 678");
  await sizes(page, "ac-appointment-details");
  await page.getByRole("button", { name: "Confirmar marcação" }).click();
  await page.waitForURL(/confirmacao/);
  await page
    .getByText(/verificar na oficina o tipo de gás/)
    .first()
    .waitFor();
});
