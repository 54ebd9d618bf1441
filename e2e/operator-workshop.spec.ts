/**
 * Back office: the demo admin opens a Lisbon workshop's hours and capacity, gets a field error for a Monday that
 * closes before it opens, shortens Monday to the morning, and the public booking times of the next Monday stop at
 * noon at once (issue 14, item 3). The page also works on a phone.
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";

const API = `${BASE_URL}/api/rodacerta/pt`;
async function loginAdmin(page: Page) {
  await page.goto(`${BASE_URL}/operador/entrar`);
  await page.getByLabel("E-mail").fill("admin@rodacerta.pt");
  await page.getByLabel("Password").fill("admin-demo-2026");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${BASE_URL}/operador/encerramentos`);
}

/** The next Monday at least two days away, as DD/MM/YYYY (Lisbon's date is close enough to the runner's here). */
function nextMonday(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 2);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
}

test("an admin shortens a workshop's Monday and the public times follow at once", async ({ browser }) => {
  const page = await newPage(browser, DESKTOP);
  const found = await (
    await page.request.post(`${API}/taller/localizacion`, { data: { postCode: "1600-209" } })
  ).json();
  const workshop = found.talleres.find(
    (t: { citaWeb: boolean; poblacion: string }) => t.citaWeb && t.poblacion === "Lisboa",
  ) as { codTienda: string; alias: string };
  const monday = nextMonday();
  const mondayTimes = async () => {
    const res = await page.request.post(
      `${API}/cita-previa-times/taller/${workshop.codTienda}/${monday.replaceAll("/", "-")}`,
      { data: { services: ["CITA_TRAVOES"] } },
    );
    return res.ok() ? ((await res.json()).horas as string[]) : [];
  };

  await loginAdmin(page);
  await page.getByRole("link", { name: "Horário e capacidade" }).click();
  await page.waitForURL(`${BASE_URL}/operador/oficina`);
  await page.getByRole("heading", { name: "Horário e capacidade", level: 1 }).waitFor();
  await page.getByLabel("Oficina", { exact: true }).selectOption({ label: `${workshop.alias} (Lisboa)` });
  await page.getByRole("button", { name: "Mostrar", exact: true }).click();
  await page.waitForURL(/oficina=\d+/);
  await shot(page, "operator-workshop-picked-1280");
  await page.getByRole("heading", { name: `Horário de ${workshop.alias} (Lisboa)` }).waitFor();

  await page.getByLabel("Fechado (Segunda)").uncheck();
  await page.getByLabel("Abre (1.º período, Segunda)").fill("10:00");
  await page.getByLabel("Fecha (1.º período, Segunda)").fill("09:00");
  await page.getByLabel("Abre (2.º período, Segunda)").fill("");
  await page.getByLabel("Fecha (2.º período, Segunda)").fill("");
  await page.getByRole("button", { name: "Gravar alterações" }).click();
  const error = page.getByText("A hora de fecho tem de ser depois da hora de abertura");
  await error.waitFor();
  assert.equal(await page.getByLabel("Fecha (1.º período, Segunda)").getAttribute("aria-invalid"), "true");
  await shot(page, "operator-workshop-error-1280");

  await page.getByLabel("Abre (1.º período, Segunda)").fill("09:00");
  await page.getByLabel("Fecha (1.º período, Segunda)").fill("12:00");
  await page.getByRole("button", { name: "Gravar alterações" }).click();
  await page.getByRole("heading", { name: "Alterações gravadas" }).waitFor();
  assert.equal(await page.getByLabel("Fecha (1.º período, Segunda)").inputValue(), "12:00");
  assert.equal(await page.getByLabel("Abre (2.º período, Segunda)").inputValue(), "");
  await shot(page, "operator-workshop-1280");
  const times = await mondayTimes();
  assert.ok(times.length > 0, "Monday morning is still offered");
  assert.ok(
    times.every((t) => t < "12:00"),
    `times after noon are still offered: ${times.join(", ")}`,
  );
  await page.context().close();
});

test("the workshop page works on a phone, with the keyboard", async ({ browser }) => {
  const page = await newPage(browser, PHONE);
  await loginAdmin(page);
  await page.goto(`${BASE_URL}/operador/oficina`);
  await page.getByRole("button", { name: "Gravar alterações" }).waitFor();
  await shot(page, "operator-workshop-390");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  assert.equal(overflow, false, "the page scrolls sideways on a phone");
  await page.getByLabel("Número de boxes").focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("25");
  await page.keyboard.press("Enter");
  await page.getByText("A oficina pode ter no máximo 20 boxes").waitFor();
  await page.context().close();
});
