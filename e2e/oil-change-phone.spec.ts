import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { registerAndLand } from "./support/account.ts";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";
import { fillBilling, payWithCard, registerInCheckout } from "./support/checkout.ts";

/** A screenshot at 1280 px, then back to the phone. */
async function shotAt(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await page.setViewportSize(DESKTOP);
  await shot(page, name);
  await page.setViewportSize(PHONE);
}

test("oil change by plate on a phone: plate → km → oil → pack → basket → workshop → date → card payment", async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE);
  const email = `oleo.${Date.now()}@example.pt`;
  await page.goto(`${BASE_URL}/mudanca-de-oleo-filtros`);
  await shot(page, "oil-packs-phone");
  await shotAt(page, "oil-packs-desktop");
  await page.getByRole("link", { name: "Escolher o óleo e o pack pela matrícula" }).click();

  // Plate: a bad one, an unknown one, then the car.
  await page.waitForURL(/\/mudanca-de-oleo-filtros\/assistente$/);
  await page.getByLabel("Matrícula").fill("12345");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByText(/A matrícula não tem um formato válido/).waitFor();
  await page.getByLabel("Matrícula").fill("zz-99-zz");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("alert").getByText("Esta matrícula não existe").waitFor();
  await shot(page, "oil-assistant-plate-phone");
  await shotAt(page, "oil-assistant-plate-desktop");
  await page.getByLabel("Matrícula").fill("aa00aa");
  await page.getByRole("button", { name: "Continuar" }).click();

  // Kilometres (and the last change, for the interval advice).
  await page.waitForURL(/\/assistente\/quilometros\?matricula=AA-00-AA$/);
  await page.getByText("Volkswagen Golf VIII 2.0 TDI 150").waitFor();
  await page.getByLabel("Quilómetros atuais").fill("muitos");
  await page.getByRole("button", { name: "Ver os óleos" }).click();
  await page.getByText("Escreva os quilómetros só com algarismos (ex.: 85 000)").waitFor();
  await page.getByLabel("Quilómetros atuais").fill("95 000");
  await page.getByLabel(/Quilómetros na última mudança/).fill("70000");
  await shot(page, "oil-assistant-km-phone");
  await shotAt(page, "oil-assistant-km-desktop");
  await page.getByRole("button", { name: "Ver os óleos" }).click();

  // Oil: the engine's list, the maker's recommended one preselected; the interval and the 5,7 L sump notices.
  await page.waitForURL(/\/assistente\/oleo\?matricula=AA-00-AA&kms=95000&ultima=70000$/);
  const recommended = page.getByRole("radio", { name: /Castrol Edge 5W-30 LL/ });
  assert.equal(await recommended.isChecked(), true);
  assert.equal(await page.getByRole("radio", { name: /Mobil 1 ESP 5W-30/ }).isChecked(), false);
  await page
    .getByText(/SAE 5W-30 · Norma VW 504.00\/507.00/)
    .first()
    .waitFor();
  await page
    .getByTestId("oil-interval")
    .getByText(/a mudança está atrasada/)
    .waitFor();
  await page
    .getByTestId("oil-capacity")
    .getByText(/leva 5,7 L de óleo .* os 0,7 L a mais/)
    .waitFor();
  await shot(page, "oil-assistant-oil-phone");
  await shotAt(page, "oil-assistant-oil-desktop");
  // Reload keeps the step (its choices are in the address).
  await page.reload();
  assert.equal(await page.getByRole("radio", { name: /Castrol Edge 5W-30 LL/ }).isChecked(), true);
  await page.getByRole("button", { name: "Continuar: escolher o pack" }).click();

  // Pack: Plus first, then back and Premium: a revision replaces the revision already in the basket.
  await page.waitForURL(/\/assistente\/servicos\?.*aceite=OIL-CAS-5W30LL/);
  await page
    .getByTestId("oil-chosen")
    .getByText(/Castrol Edge 5W-30 LL/)
    .waitFor();
  await shot(page, "oil-assistant-packs-phone");
  await shotAt(page, "oil-assistant-packs-desktop");
  const packsUrl = page.url();
  await page.getByRole("button", { name: "Escolher o Pack Plus" }).click();
  await page.waitForURL(/\/carrinho\/pedido\?adicionado=PACK_PLUS/);
  await page.locator(".basket-line").filter({ hasText: "Pack Plus" }).waitFor();
  await page.goto(packsUrl);
  await page.getByRole("button", { name: "Escolher o Pack Premium" }).click();
  await page.waitForURL(/\/carrinho\/pedido\?adicionado=PACK_PREMIUM/);
  await page.getByRole("heading", { level: 1, name: "O seu pedido" }).waitFor();
  await page.locator(".basket-line").filter({ hasText: "Pack Premium" }).waitFor();
  assert.equal(
    await page
      .locator(".basket-line")
      .filter({ hasText: /Pack (Plus|Premium)/ })
      .count(),
    1,
  );
  assert.equal(await page.locator(".basket-line").filter({ hasText: "Pack Plus" }).count(), 0);
  await shot(page, "oil-basket-phone");
  await page.getByRole("button", { name: "Continuar: escolher oficina" }).click();

  // Workshop by postcode, then a date and a time.
  await page.waitForURL(/\/carrinho\/oficinas/);
  await page.getByLabel("Código postal").fill("1600-209");
  await page.getByRole("button", { name: "Procurar oficinas" }).click();
  await page.waitForURL(/cp=1600-209/);
  await page
    .getByText(/Disponível a partir de/)
    .first()
    .waitFor();
  await page
    .getByRole("button", { name: /Escolher a oficina/ })
    .first()
    .click();
  await page.waitForURL(/\/carrinho\/data-e-hora/);
  await page.locator(".day-list a").nth(1).click();
  await page.waitForURL(/dia=/);
  await page.locator(".slot-grid label").first().click();
  await page.getByRole("button", { name: "Reservar esta hora e continuar" }).click();

  // A new account inside the checkout.
  await registerInCheckout(page, { nome: "Rui", apelidos: "Carvalho", email, telefone: "913 444 222" });

  // Pay everything now by card, billing data, the gateway simulator.
  await page.waitForURL(/\/carrinho\/pagamento/);
  await page.getByLabel(/Pagar tudo agora/).check();
  await page.getByLabel("Cartão de crédito ou débito").check();
  await page.getByRole("button", { name: "Continuar: dados de faturação" }).click();
  await fillBilling(page, {
    morada: "Avenida da Liberdade",
    numero: "110",
    localidade: "Lisboa",
    codigoPostal: "1250-146",
    distrito: "Lisboa",
  });
  await page.getByRole("button", { name: /^Pagar/ }).click();
  await payWithCard(page);

  // Confirmation with the pack.
  await page.waitForURL(/\/carrinho\/a-sua-reserva\?pedido=/);
  await page.getByRole("heading", { level: 1, name: "Reserva confirmada" }).waitFor();
  assert.match((await page.getByTestId("order-number").textContent())?.trim() ?? "", /^RC[A-Z0-9]{8}$/);
  await shot(page, "oil-confirmation-phone");
  await page.locator(".order-lines").getByText("Pack Premium").waitFor();
});

test("no revision online: NO_OIL goes on to the maintenance appointment; electric and new cars explain why", async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/mudanca-de-oleo-filtros/assistente`);
  await page.getByLabel("Matrícula").fill("EL-21-EC");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("heading", { name: "Os carros elétricos não precisam de mudança de óleo" }).waitFor();
  await page.getByLabel("Matrícula").fill("NV-26-PT");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("heading", { name: "O seu carro ainda não precisa de revisão" }).waitFor();
  await page.getByLabel("Matrícula").fill("NO-15-OL");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("heading", { name: "Não temos o óleo indicado para este motor" }).waitFor();
  await shot(page, "oil-assistant-no-oil-phone");
  await page.getByRole("link", { name: "Marcar revisão na oficina" }).click();
  await page.waitForURL(/\/marcacao-previa.*servicos=CITA_REVISAO/);
  await page.getByLabel("Carro, carrinha ou 4x4").check();
  await page.getByLabel("Código postal").fill("1600-209");
  await page.getByRole("button", { name: "Ver oficinas" }).click();
  await page.waitForURL(/selecao-oficina.*servicos=CITA_REVISAO/);
  await page.getByRole("link", { name: "Escolher esta oficina" }).first().click();
  await page.waitForURL(/\/marcacao-previa\/(servicos|data-e-hora)\?.*servicos=CITA_REVISAO/);
  // the maintenance service comes chosen: the appointment goes on to the date
  await shot(page, "oil-no-oil-appointment-phone");
  if (!/data-e-hora/.test(page.url())) {
    assert.equal(await page.getByLabel(/Revisão de manutenção/).isChecked(), true);
    await page.getByRole("button", { name: "Continuar" }).click();
  }
  await page.waitForURL(/data-e-hora.*servicos=CITA_REVISAO/);
  // Skipping ahead without the earlier choices goes back to the step still to do.
  await page.goto(`${BASE_URL}/mudanca-de-oleo-filtros/assistente/servicos?matricula=12-AB-34`);
  await page.waitForURL(/\/assistente\/quilometros\?matricula=12-AB-34$/);
});

test("a revision preset from an e-mail lands on the pack step with plate, kilometres and oil filled", async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/marcacao-previa-preset?matricula=aa-00-aa&kms=90000&aceite=OIL-MOB-5W30`);
  await page.waitForURL(/\/assistente\/servicos\?matricula=AA-00-AA&kms=90000&aceite=OIL-MOB-5W30$/);
  await page
    .getByTestId("oil-chosen")
    .getByText(/Mobil 1 ESP 5W-30/)
    .waitFor();
  // an oil that does not fit this engine: choose again, the recommended one preselected
  await page.goto(`${BASE_URL}/verificar-revision-preset?matricula=AA-00-AA&kms=90000&aceite=OIL-SHE-0W20`);
  await page.waitForURL(/\/assistente\/oleo\?matricula=AA-00-AA&kms=90000$/);
  assert.equal(await page.getByRole("radio", { name: /Castrol Edge 5W-30 LL/ }).isChecked(), true);
  // the pack pages and the safety test
  await page.goto(`${BASE_URL}/mudanca-de-oleo-filtros/pack-plus`);
  await page.getByRole("heading", { level: 1, name: "Pack Plus" }).waitFor();
  await page.getByText("109,90\u00a0€").first().waitFor();
  await shot(page, "oil-pack-plus-phone");
  await shotAt(page, "oil-pack-plus-desktop");
  await page.getByRole("link", { name: "Saiba o que é verificado" }).click();
  await page.waitForURL(/\/teste-de-seguranca$/);
  await page.getByRole("heading", { level: 1, name: "Teste de segurança" }).waitFor();
  await shot(page, "oil-safety-test-phone");
  await shotAt(page, "oil-safety-test-desktop");
  await page.getByRole("link", { name: "Marcar só o teste de segurança" }).click();
  await page.waitForURL(/servicos=TESTSEGURIDAD/);
  const missing = await page.request.get(`${BASE_URL}/mudanca-de-oleo-filtros/pack-nada`);
  assert.equal(missing.status(), 404);
});

test("a plate not in the registry: login from the assistant and back, then brand → model → engine → km → oil → pack", async ({
  browser,
}) => {
  // A customer with a car saved in the private area.
  const email = `oleo.manual.${Date.now()}@example.pt`;
  const setup = await newPage(browser, PHONE);
  await registerAndLand(setup, email, {
    nome: "Inês",
    apelidos: "Rocha",
    telefone: "913 222 111",
    codigoPostal: "1600-209",
  });
  await setup.goto(`${BASE_URL}/area-privado/veiculos`);
  await setup.getByLabel("Matrícula").fill("AA-00-AA");
  await setup.getByLabel("Quilómetros").fill("80000");
  await setup.getByRole("button", { name: "Adicionar" }).click();
  await setup.getByText("Veículo guardado.").waitFor();
  await setup.close();

  // Anonymous on another browser: a plate the registry does not know.
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/mudanca-de-oleo-filtros/assistente`);
  await page.getByLabel("Matrícula").fill("zz-99-zz");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("alert").getByText("Esta matrícula não existe").waitFor();
  await page.getByRole("heading", { name: "Escolher o carro à mão" }).waitFor();
  await shot(page, "oil-assistant-not-found-phone");
  await shotAt(page, "oil-assistant-not-found-desktop");

  // Login from the assistant comes back to the same step, the plate kept, now with the saved car to pick.
  await page.getByRole("link", { name: "Entrar para escolher um dos seus veículos" }).click();
  await page.waitForURL(/\/login\?next=/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("segredo42");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(/\/mudanca-de-oleo-filtros\/assistente\?matricula=ZZ-99-ZZ$/);
  await page.getByRole("heading", { name: "Escolher o carro à mão" }).waitFor();
  await page.getByRole("heading", { name: "Os seus veículos" }).waitFor();
  assert.equal(await page.getByRole("link", { name: /Entrar para escolher/ }).count(), 0);
  await shot(page, "oil-assistant-saved-phone");
  await shotAt(page, "oil-assistant-saved-desktop");

  // Brand → model → engine by hand, each its own step with its field error.
  await page.getByRole("link", { name: "Escolher a marca, o modelo e o motor" }).click();
  await page.waitForURL(/\/assistente\/marca\?matricula=ZZ-99-ZZ$/);
  await page.getByRole("heading", { level: 1, name: "Qual é a marca do seu carro?" }).waitFor();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("alert").getByText("Escolha a marca do seu carro").waitFor();
  await shot(page, "oil-assistant-brand-phone");
  await shotAt(page, "oil-assistant-brand-desktop");
  await page.getByLabel("Marca").selectOption("Volkswagen");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.waitForURL(/\/assistente\/modelo\?matricula=ZZ-99-ZZ&marca=Volkswagen$/);
  await page.getByLabel("Modelo").selectOption("Golf VIII");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.waitForURL(/\/assistente\/motor\?matricula=ZZ-99-ZZ&marca=Volkswagen&modelo=Golf\+VIII$/);
  await page.getByRole("radio", { name: /2\.0 TDI 150 · Gasóleo/ }).check();
  await page.getByLabel("Ano do carro (opcional)").fill("20");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("alert").getByText("Escreva o ano com 4 algarismos (ex.: 2015)").waitFor();
  await page.getByLabel("Ano do carro (opcional)").fill("2021");
  await shot(page, "oil-assistant-engine-phone");
  await shotAt(page, "oil-assistant-engine-desktop");
  await page.getByRole("button", { name: "Continuar" }).click();

  // The same kilometres, oil list and packs as for a plate the registry knows; the picked car rides along.
  await page.waitForURL(
    /\/assistente\/quilometros\?matricula=ZZ-99-ZZ&marca=Volkswagen&modelo=Golf\+VIII&motor=2\.0\+TDI\+150&ano=2021$/,
  );
  await page.getByTestId("oil-vehicle").getByText("Volkswagen Golf VIII 2.0 TDI 150").waitFor();
  await page.getByLabel("Quilómetros atuais").fill("60000");
  await page.getByRole("button", { name: "Ver os óleos" }).click();
  await page.waitForURL(/\/assistente\/oleo\?.*motor=2\.0\+TDI\+150&ano=2021&kms=60000$/);
  assert.equal(await page.getByRole("radio", { name: /Castrol Edge 5W-30 LL/ }).isChecked(), true);
  await page
    .getByTestId("oil-capacity")
    .getByText(/leva 5,7 L de óleo/)
    .waitFor();
  await page.getByRole("radio", { name: /Mobil 1 ESP 5W-30/ }).check();
  await page.getByRole("button", { name: "Continuar: escolher o pack" }).click();
  await page.waitForURL(/\/assistente\/servicos\?.*aceite=OIL-MOB-5W30/);
  await page
    .getByTestId("oil-chosen")
    .getByText(/Mobil 1 ESP 5W-30/)
    .waitFor();
  await page.getByRole("button", { name: "Escolher o Pack Basic" }).click();
  await page.waitForURL(/\/carrinho\/pedido\?adicionado=PACK_BASIC/);
  await page.locator(".basket-line").filter({ hasText: "Pack Basic" }).waitFor();

  // A saved car is one click: its plate goes straight to the kilometres.
  await page.goto(`${BASE_URL}/mudanca-de-oleo-filtros/assistente`);
  await page.getByRole("link", { name: /Usar o veículo AA-00-AA/ }).click();
  await page.waitForURL(/\/assistente\/quilometros\?matricula=AA-00-AA$/);
});

test("the Spanish oil-change assistant on a phone: plate → km → oil → pack → basket, all on Spanish paths", async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/cambio-de-aceite-y-filtros/asistente`);
  await page.getByRole("heading", { name: "Cambio de aceite: su matrícula" }).waitFor();
  assert.equal(await page.getByLabel("Matrícula").getAttribute("placeholder"), "1234 BCD");
  await page.getByLabel("Matrícula").fill("9999 ZZZ");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("alert").getByText("Esta matrícula no existe").waitFor();
  await page.getByRole("link", { name: "Elegir la marca, el modelo y el motor" }).waitFor();
  await page.getByLabel("Matrícula").fill("aa00aa");
  await page.getByRole("button", { name: "Continuar" }).click();

  await page.waitForURL(/\/cambio-de-aceite-y-filtros\/asistente\/kilometros\?matricula=AA-00-AA$/);
  await page.getByLabel("Kilómetros actuales").fill("muchos");
  await page.getByRole("button", { name: "Ver los aceites" }).click();
  await page.getByText("Escriba los kilómetros solo con cifras (p. ej.: 85.000)").waitFor();
  await page.getByLabel("Kilómetros actuales").fill("95000");
  await page.getByLabel(/Kilómetros en el último cambio/).fill("70000");
  await page.getByRole("button", { name: "Ver los aceites" }).click();

  await page.waitForURL(/\/cambio-de-aceite-y-filtros\/asistente\/aceite\?matricula=AA-00-AA&kms=95000&ultima=70000$/);
  await page
    .getByTestId("oil-interval")
    .getByText(/el cambio va con retraso/)
    .waitFor();
  await page
    .getByTestId("oil-capacity")
    .getByText(/lleva 5,7 L de aceite .* los 0,7 L de más/)
    .waitFor();
  await page.getByRole("button", { name: "Continuar: elegir el pack" }).click();

  await page.waitForURL(/\/cambio-de-aceite-y-filtros\/asistente\/servicios\?.*aceite=OIL-CAS-5W30LL/);
  await page.getByText("Aceite elegido:").waitFor();
  await page.getByRole("button", { name: "Elegir el Pack Plus" }).click();
  await page.waitForURL(/\/cesta\/pedido/);
  await page.close();
});
