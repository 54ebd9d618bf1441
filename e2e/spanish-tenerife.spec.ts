/**
 * The Spanish site (issue 13 item 2), as a customer in Tenerife on a phone: four tyres with fitting bought through
 * /cesta at a Tenerife workshop, every page in Spanish with IGIC on the prices, paid by card; then a workshop
 * appointment booked through /cita-previa. No Portuguese (or English) on any page on the way.
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";
import { assertPageLanguage } from "./support/language.ts";

const CANARY = { locale: "es-ES", timezoneId: "Atlantic/Canary" };

/** Names from the catalogue's data that are not page copy (none: services and packs have Spanish names). */
const SERVICE_DATA: string[] = [];

async function shotAt(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await shot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await shot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
}

test("a customer in Tenerife buys tyres on /cesta in Spanish, with IGIC everywhere, then books on /cita-previa", async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE, CANARY);
  const email = `tenerife.${Date.now()}@example.es`;
  // A DNI of this journey's own (a document belongs to one account; other journeys use theirs).
  const number = 10_000_000 + (Date.now() % 89_999_999);
  const dni = `${number}${"TRWAGMYFPDXBNJZSQVHLCKE"[number % 23]}`;

  // The Spanish home page, and the switcher back to Portuguese names the same page.
  await page.goto(`${BASE_URL}/es`);
  await assertPageLanguage(page, "es", "home");
  await shotAt(page, "es-home");

  await page.goto(`${BASE_URL}/selector/resultados?ancho=205&serie=55&llanta=16`);
  await assertPageLanguage(page, "es", "results");
  const card = page
    .locator(".recommended .tyre-card")
    .filter({ has: page.getByRole("button", { name: /Comprar 4 con montaje/ }) })
    .first();
  await card.getByRole("button", { name: /Comprar 4 con montaje/ }).click();

  await page.waitForURL(/\/cesta\/pedido/);
  await page.getByRole("heading", { level: 1, name: "Su pedido" }).waitFor();
  await assertPageLanguage(page, "es", "basket", SERVICE_DATA);
  await page.getByRole("button", { name: "Continuar: elegir taller" }).click();

  await page.waitForURL(/\/cesta\/taller/);
  await page.getByLabel("Código postal").fill("38003");
  await page.getByRole("button", { name: "Buscar talleres" }).click();
  await page.waitForURL(/cp=38003/);
  await assertPageLanguage(page, "es", "workshops", SERVICE_DATA);
  await page
    .getByRole("button", { name: /Elegir el taller/ })
    .first()
    .click();

  // A Canary workshop: the summary is re-taxed with IGIC and says so, in Spanish.
  await page.waitForURL(/\/cesta\/fecha-y-hora/);
  await page.getByTestId("zone-note").waitFor();
  assert.equal(
    (await page.getByTestId("zone-note").textContent())?.trim(),
    "Precios con IGIC del 7 % (Canarias) y transporte incluidos, porque el taller elegido está en Canarias.",
  );
  assert.match((await page.getByTestId("summary-tax").textContent()) ?? "", /IGIC 7 % incluido/);
  await assertPageLanguage(page, "es", "date and time", SERVICE_DATA);
  await page.locator(".day-list a").nth(1).click();
  await page.waitForURL(/dia=/);
  await page.locator(".slot-grid label").first().click();
  await page.getByRole("button", { name: "Reservar esta hora y continuar" }).click();

  await page.waitForURL(/\/cesta\/registro/);
  await assertPageLanguage(page, "es", "registration", SERVICE_DATA);
  const register = page.getByRole("form", { name: /Cree su cuenta/ });
  await register.getByLabel("Nombre", { exact: true }).fill("Carmen");
  await register.getByLabel("Apellidos").fill("Delgado Pérez");
  await register.getByLabel("Correo electrónico", { exact: true }).fill(email);
  await register.getByLabel("Teléfono").fill("+34 612 345 678");
  await register.getByLabel("Código postal").fill("38003");
  await register.getByLabel("Contraseña (mínimo 6 caracteres)").fill("secreto42");
  await register.getByLabel("Confirme la contraseña").fill("secreto42");
  await register.getByLabel(/He leído y acepto/).check();
  await shotAt(page, "es-checkout-register");
  await register.getByRole("button", { name: "Crear cuenta y continuar" }).click();

  await page.waitForURL(/\/cesta\/pago/);
  await assertPageLanguage(page, "es", "payment", SERVICE_DATA);
  await page.getByLabel("Pagar todo ahora").check();
  await page.getByLabel(/Pagar con tarjeta/).check();
  await page.getByRole("button", { name: "Continuar: datos de facturación" }).click();

  await page.waitForURL(/\/cesta\/datos-de-facturacion/);
  await assertPageLanguage(page, "es", "billing", SERVICE_DATA);
  await page.getByLabel("Quiero factura con NIF").check();
  await page.getByLabel("NIF/NIE", { exact: true }).fill(dni);
  await page.getByLabel("Dirección").fill("Calle del Castillo");
  await page.getByLabel("Número").fill("12");
  await page.getByLabel("Localidad").fill("Santa Cruz de Tenerife");
  await page.getByLabel("Código postal").fill("38003");
  await page.getByLabel("Provincia").selectOption("Santa Cruz de Tenerife");
  await shotAt(page, "es-checkout-billing");
  await page.getByRole("button", { name: /^Pagar/ }).click();

  // The gateway simulator stands for the bank's page; then back to the Spanish confirmation.
  await page.waitForURL(/\/pasarela\/pagar/);
  await page
    .locator('input[autocomplete="cc-number"], input[name*="card" i], input[name*="numero" i]')
    .first()
    .fill("4548 8120 4940 0004");
  await page.getByLabel(/MM\/AA/).fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: /Pagar|Pay/ }).click();

  await page.waitForURL(/\/cesta\/su-reserva/);
  await page.getByRole("heading", { level: 1, name: "Su reserva está confirmada" }).waitFor();
  await assertPageLanguage(page, "es", "confirmation", SERVICE_DATA);
  assert.match(await page.locator("#conteudo").innerText(), /IGIC/);
  await shotAt(page, "es-checkout-confirmation");

  // A workshop appointment on /cita-previa, at a Tenerife workshop, with a Spanish plate.
  await page.goto(`${BASE_URL}/cita-previa`);
  await assertPageLanguage(page, "es", "booking start", SERVICE_DATA);
  await page.getByLabel("Coche, furgoneta o 4x4").check();
  await page.getByLabel("Código postal").fill("38003");
  await page.getByRole("button", { name: "Ver talleres" }).click();
  await page.waitForURL(/\/cita-previa\/seleccion-taller/);
  await assertPageLanguage(page, "es", "booking workshops", SERVICE_DATA);
  await page.locator(".workshop-card").getByRole("link", { name: "Elegir este taller" }).first().click();
  await page.waitForURL(/\/cita-previa\/servicios\?/);
  await assertPageLanguage(page, "es", "booking services", SERVICE_DATA);
  await page.locator('input[type="checkbox"]').first().check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.waitForURL(/\/cita-previa\/fecha-y-hora/);
  await assertPageLanguage(page, "es", "booking date", SERVICE_DATA);
  const days = page.getByRole("list", { name: "Elija el día" }).getByRole("button");
  await days.first().waitFor();
  assert.match((await days.first().textContent()) ?? "", /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo) /);
  const times = page.getByRole("list", { name: /^Horas libres/ }).getByRole("button");
  await times.first().click();
  await page.waitForURL(/\/cita-previa\/sus-datos/);
  await assertPageLanguage(page, "es", "booking data", SERVICE_DATA);
  await page.getByLabel("Nombre", { exact: true }).fill("Carmen Delgado");
  await page.getByLabel("Correo electrónico", { exact: true }).fill(email);
  await page.getByLabel("Teléfono").fill("+34 612 345 678");
  await page.getByLabel("Matrícula").fill("1234-BCD");
  await page.getByRole("button", { name: "Confirmar cita" }).click();
  await page.waitForURL(/\/cita-previa\/confirmacion\?cita=/);
  await page.getByRole("heading", { level: 1, name: "Cita confirmada" }).waitFor();
  await assertPageLanguage(page, "es", "booking confirmation", SERVICE_DATA);
  await shotAt(page, "es-booking-confirmation");
});
