/**
 * Moto revision on a 390 px phone (issue 12 item 5): /mota → Revisão de mota → plate and engine size (field errors in
 * pt-PT) → a new account, straight on to the brand/model data screen → brand → model → the revision priced by engine
 * size → basket → a workshop that services motorbikes → a date and time → paid at the workshop → the confirmed
 * booking, which the private area lists.
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import { BASE_URL, newPage, PHONE, shot, sizes } from "./support/browser.ts";

const API = `${BASE_URL}/api/rodacerta/pt`;

test("a moto revision from /mota to a workshop slot, with login in the middle", async ({ browser }) => {
  const page = await newPage(browser, PHONE);
  const email = `mota.revisao.${Date.now()}@example.pt`;

  await page.goto(`${BASE_URL}/mota`);
  await page.getByRole("link", { name: "Revisão de mota", exact: true }).click();
  await page.waitForURL(/\/mota\/revisao$/);
  await page.getByRole("heading", { level: 1, name: "Revisão de mota" }).waitFor();
  // The four bands with their price.
  for (const id of ["REV_MOTA_125", "REV_MOTA_500", "REV_MOTA_MAIS_500", "REV_MOTA_ELETRICA"])
    assert.match((await page.locator(`[data-offer-id="${id}"]`).textContent()) ?? "", /\d+,\d{2}\s€/);
  await sizes(page, "moto-revision-start");

  // Field errors in pt-PT.
  await page.getByLabel("Matrícula").fill("12 AB/34");
  await page.getByLabel("Cilindrada (cc)").fill("9000");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByText("A matrícula só pode ter letras, algarismos e hífenes (ex.: 12-AB-34)").waitFor();
  await page.getByText(/Indique a cilindrada em cc, entre 45 e 2500/).waitFor();
  await sizes(page, "moto-revision-errors");

  // A moto plate with hyphens (refused by the car rules) and 700 cc; not logged in: to the login page.
  await page.getByLabel("Matrícula").fill("ab-12-c");
  await page.getByLabel("Cilindrada (cc)").fill("700");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.waitForURL(/\/login\?next=/);
  await page.getByRole("link", { name: "Registe-se" }).click();
  await page.waitForURL(/\/registo\?next=/);
  await page.getByLabel("Nome", { exact: true }).fill("Rui");
  await page.getByLabel("Apelidos").fill("Fonseca");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Telefone").fill("913 444 555");
  await page.getByLabel("Código postal").fill("1600-209");
  await page.getByLabel("Password (mínimo 6 caracteres)").fill("segredo42");
  await page.getByLabel("Confirme a password").fill("segredo42");
  await page.getByLabel(/Li e aceito/).check();
  await page.getByRole("button", { name: "Criar conta" }).click();

  // After the login (here a new account) the data given go straight on to the brand/model data screen: brands with
  // models over 500 cc.
  await page.waitForURL(/\/mota\/revisao\/\d+\/marca$/);
  await page.getByRole("heading", { level: 1, name: "Marca da mota" }).waitFor();
  assert.equal(await page.getByRole("radio", { name: "Piaggio" }).count(), 0, "no 125 cc brand for 700 cc");
  await sizes(page, "moto-revision-brand");
  await page.getByRole("radio", { name: "Yamaha" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.waitForURL(/\/mota\/revisao\/\d+\/modelo\?marca=Yamaha/);
  await page.getByRole("heading", { level: 1, name: "Modelo da mota" }).waitFor();
  // Nothing chosen: a field error.
  await page.getByRole("button", { name: "Ver a revisão" }).click();
  await page.getByText("Escolha o modelo da sua mota").waitFor();
  await page.getByRole("radio", { name: /MT-07/ }).check();
  await sizes(page, "moto-revision-model");
  await page.getByRole("button", { name: "Ver a revisão" }).click();

  // The revision for over 500 cc with its price.
  await page.waitForURL(/\/mota\/revisao\/\d+\/revisao$/);
  const offer = (
    (await (await page.request.get(`${API}/servicos?categoria=motorbike`)).json()) as {
      servicos: Array<{ id: string; nombre: string; precio: number }>;
    }
  ).servicos.find((s) => s.id === "REV_MOTA_MAIS_500")!;
  await page.getByRole("heading", { level: 2, name: offer.nombre }).waitFor();
  await page.getByText("Yamaha MT-07").waitFor();
  const euros = `${Math.floor(offer.precio / 100)},${String(offer.precio % 100).padStart(2, "0")}`;
  assert.match((await page.locator(`[data-product-id="REV_MOTA_MAIS_500"]`).textContent()) ?? "", new RegExp(euros));
  await sizes(page, "moto-revision-price");
  await page.getByRole("button", { name: /Juntar ao carrinho/ }).click();

  // The basket with the revision line (the plate kept); a moto basket goes through the options step.
  await page.waitForURL(/\/carrinho(\/pedido)?\?adicionado=REV_MOTA_MAIS_500/);
  await page.getByRole("heading", { level: 1, name: "O seu pedido" }).waitFor();
  await page.locator(".basket-line").filter({ hasText: offer.nombre }).first().waitFor();
  await sizes(page, "moto-revision-basket");
  await page.getByRole("button", { name: "Continuar: opções" }).click();
  await page.waitForURL(/\/carrinho\/opcoes/);
  await page.getByRole("button", { name: "Continuar: escolher oficina" }).click();

  // Only workshops that service motorbikes.
  await page.waitForURL(/\/carrinho\/oficinas/);
  const motoShops = (
    (await (await page.request.get(`${API}/servicos/REV_MOTA_MAIS_500/oficinas?cp=1600-209`)).json()) as {
      oficinas: Array<{ alias: string }>;
    }
  ).oficinas.map((o) => o.alias);
  assert.ok(motoShops.length > 0, "some workshop services motorbikes");
  const choose = page.getByRole("button", { name: /Escolher a oficina/ }).first();
  await choose.waitFor();
  const chosen = ((await choose.getAttribute("aria-label")) ?? (await choose.textContent()) ?? "").trim();
  assert.ok(
    motoShops.some((alias) => chosen.includes(alias)),
    `the first workshop offered (${chosen}) services motorbikes`,
  );
  await shot(page, "moto-revision-workshops-phone");
  await choose.click();

  // A date and time; logged in, so the next step is the payment.
  await page.waitForURL(/\/carrinho\/data-e-hora/);
  await page.locator(".slot-grid label").first().click();
  await page.getByRole("button", { name: "Reservar esta hora e continuar" }).click();
  await page.waitForURL(/\/carrinho\/pagamento/);
  await page.getByText(offer.nombre).first().waitFor();
  await shot(page, "moto-revision-payment-phone");

  // Everything paid at the workshop: billing data, then the confirmed booking with the revision and the plate.
  await page.getByLabel(/Pagar tudo na oficina/).check();
  await page.getByRole("button", { name: "Continuar: dados de faturação" }).click();
  await page.waitForURL(/\/carrinho\/dados-de-facturacao/);
  await page.getByLabel("Morada").fill("Rua de Santa Catarina");
  await page.getByLabel("Número da porta").fill("120");
  await page.getByLabel("Localidade").fill("Porto");
  await page.getByLabel("Código postal").fill("4000-442");
  await page.getByLabel("Distrito").selectOption("Porto");
  await page.getByRole("button", { name: "Confirmar reserva" }).click();
  await page.waitForURL(/\/carrinho\/a-sua-reserva\?pedido=/);
  await page.getByRole("heading", { level: 1, name: "Reserva confirmada" }).waitFor();
  const number = (await page.getByTestId("order-number").textContent())?.trim() ?? "";
  assert.match(number, /^RC[A-Z0-9]{8}$/);
  await page.locator(".order-lines").getByText(offer.nombre).waitFor();
  const paid = await page
    .locator("dt", { hasText: "Pago agora" })
    .locator("xpath=following-sibling::dd[1]")
    .textContent();
  assert.equal(paid?.replace(/\s/g, " ").trim(), "0,00 €");
  await sizes(page, "moto-revision-confirmation");

  // The private area lists the order.
  await page.goto(`${BASE_URL}/area-privado/encomendas`);
  await page.getByText(number).first().waitFor();
});
