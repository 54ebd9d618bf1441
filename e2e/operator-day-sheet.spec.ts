/**
 * The workshop day sheet (issue 14, item 2): a customer books an appointment, the demo admin opens the Lisbon
 * workshop's day sheet, marks the customer arrived, the work in progress and done, and the customer reads the
 * status in the private area. The sheet is looked at on a desktop, printed, and on a phone.
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import { registerAndLand } from "./support/account.ts";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";

const API = `${BASE_URL}/api/rodacerta/pt`;
/** The day sheet of the first journey's booking, looked at again on a phone. */
let sheetUrl = "";
test("a booking goes confirmed → arrived → in progress → done on the day sheet, and the customer sees it", async ({
  browser,
}) => {
  const customer = await newPage(browser, DESKTOP);
  const email = `folha.${Date.now()}@example.pt`;
  await registerAndLand(customer, email, {
    nome: "Teresa",
    apelidos: "Folhadela",
    telefone: "913 456 789",
    codigoPostal: "1600-209",
  });
  const session = (await customer.context().cookies()).find((c) => c.name === "rc_session");
  assert.ok(session, "the customer has a session");
  const token = decodeURIComponent(session.value);

  const found = await (
    await customer.request.post(`${API}/taller/localizacion`, { data: { postCode: "1600-209" } })
  ).json();
  const workshop = found.talleres.find(
    (t: { citaWeb: boolean; poblacion: string }) => t.citaWeb && t.poblacion === "Lisboa",
  ) as { codTienda: string; alias: string; poblacion: string };
  const days = (
    await (
      await customer.request.post(`${API}/cita-previa-dates/taller/${workshop.codTienda}`, {
        data: { services: ["CITA_TRAVOES"] },
      })
    ).json()
  ).dias as Array<{ fecha: string; iso: string; primera: string }>;
  const day = days[0]!;
  const n = String(10 + Math.floor(Math.random() * 89));
  const plate = `${n}-DS-${n}`;
  const booked = await customer.request.post(`${API}/cita-previa`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      userData: { nombre: "Teresa", apellidos: "Folhadela", email, telefono: "913 456 789", matricula: plate },
      selectedDate: { date: day.fecha, time: day.primera },
      selectedService: ["CITA_TRAVOES"],
      selectedTaller: { codTienda: workshop.codTienda },
    },
  });
  assert.equal(booked.status(), 201, await booked.text());

  const staff = await newPage(browser, DESKTOP);
  await staff.goto(`${BASE_URL}/operador/entrar`);
  await staff.getByLabel("E-mail").fill("admin@rodacerta.pt");
  await staff.getByLabel("Password").fill("admin-demo-2026");
  await staff.getByRole("button", { name: "Entrar" }).click();
  await staff.waitForURL(`${BASE_URL}/operador/encerramentos`);
  await staff.getByRole("link", { name: "Folha do dia" }).click();
  await staff.waitForURL(/\/operador\/dia/);
  await staff.getByRole("heading", { name: /Folha do dia/, level: 1 }).waitFor();
  await staff.getByLabel("Oficina", { exact: true }).selectOption({ label: `${workshop.alias} (Lisboa)` });
  await staff.getByLabel("Dia", { exact: true }).fill(day.iso);
  await staff.getByRole("button", { name: "Ver o dia" }).click();
  await staff.getByRole("heading", { name: new RegExp(`${workshop.alias} \\(Lisboa\\) · ${day.fecha}`) }).waitFor();

  const who = `${day.primera} · Teresa Folhadela (${plate.replaceAll("-", "")})`;
  const row = staff.getByRole("row").filter({ hasText: "Teresa Folhadela" });
  await row.waitFor();
  assert.match(await row.innerText(), /Confirmada[\s\S]*913 456 789[\s\S]*Carro[\s\S]*trav/i);
  await shot(staff, "operator-day-sheet-1280");

  for (const [button, status] of [
    ["Chegou", "Chegou"],
    ["Iniciar serviço", "Em curso"],
    ["Concluir", "Concluída"],
  ] as const) {
    await staff.getByRole("button", { name: `${button}: ${who}` }).click();
    await staff.getByText(`${who}: ${status.toLowerCase()}.`).waitFor();
    await row.getByText(status, { exact: true }).waitFor();
  }
  assert.equal(await row.getByRole("button").count(), 0, "a finished job offers no more moves");
  await shot(staff, "operator-day-sheet-done-1280");
  sheetUrl = staff.url();

  // Printed: the bar, the pickers and the buttons are left out; the sheet stays.
  await staff.emulateMedia({ media: "print" });
  assert.equal(await staff.getByRole("button", { name: "Ver o dia" }).isVisible(), false);
  assert.equal(await staff.getByRole("link", { name: "Folha do dia" }).isVisible(), false);
  assert.ok(await row.isVisible());
  await shot(staff, "operator-day-sheet-print");
  await staff.emulateMedia({ media: "screen" });

  await customer.goto(`${BASE_URL}/area-privado/marcacoes`);
  const mine = customer.getByRole("listitem").filter({ hasText: day.fecha });
  await mine.waitFor();
  assert.match(await mine.innerText(), new RegExp(`${workshop.alias} · concluída`));
  await customer.context().close();
  await staff.context().close();
});

test("the day sheet works on a phone", async ({ browser }) => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/operador/entrar`);
  await page.getByLabel("E-mail").fill("admin@rodacerta.pt");
  await page.getByLabel("Password").fill("admin-demo-2026");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${BASE_URL}/operador/encerramentos`);
  assert.ok(sheetUrl, "the first journey left the day sheet's address");
  await page.goto(sheetUrl);
  await page.getByRole("row").filter({ hasText: "Teresa Folhadela" }).waitFor();
  await shot(page, "operator-day-sheet-390");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  assert.equal(overflow, false, "the day sheet scrolls sideways on a phone");
  await page.context().close();
});
