/**
 * Back office: the demo admin logs in, closes a day of a Lisbon workshop that already has a booking, sees the
 * customer to contact, finds the day gone from the public booking calendar and the change in the audit log, then
 * reopens it and logs out (issue 14, items 1 and 3).
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";

const API = `${BASE_URL}/api/rodacerta/pt`;
test("an admin closes a booked day, contacts the customer, checks the audit log and reopens it", async ({
  browser,
}) => {
  const page = await newPage(browser, DESKTOP);
  const found = await (
    await page.request.post(`${API}/taller/localizacion`, { data: { postCode: "1600-209" } })
  ).json();
  const workshop = found.talleres.find(
    (t: { citaWeb: boolean; poblacion: string }) => t.citaWeb && t.poblacion === "Lisboa",
  );
  const offeredDays = async () =>
    (
      await (
        await page.request.post(`${API}/cita-previa-dates/taller/${workshop.codTienda}`, {
          data: { services: ["CITA_TRAVOES"] },
        })
      ).json()
    ).dias as Array<{ fecha: string; iso: string; primera: string }>;
  const day = (await offeredDays())[4]!;
  const booked = await page.request.post(`${API}/cita-previa`, {
    data: {
      userData: { nombre: "Joana Pires", email: "joana@example.pt", telefono: "912 345 678", matricula: "77-OP-77" },
      selectedDate: { date: day.fecha, time: day.primera },
      selectedService: ["CITA_TRAVOES"],
      selectedTaller: { codTienda: workshop.codTienda },
    },
  });
  assert.equal(booked.status(), 201);

  await page.goto(`${BASE_URL}/operador`);
  await page.waitForURL(`${BASE_URL}/operador/entrar`);
  await page.getByLabel("E-mail").fill("admin@rodacerta.pt");
  await page.getByLabel("Password").fill("password-errada");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByRole("alert").filter({ hasText: "O e-mail ou a password estão incorretos" }).waitFor();
  await page.getByLabel("Password").fill("admin-demo-2026");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${BASE_URL}/operador/encerramentos`);
  await page.getByRole("heading", { name: "Dias fechados", level: 1 }).waitFor();

  await page.getByLabel("Oficina", { exact: true }).selectOption({ label: `${workshop.alias} (Lisboa)` });
  await page.getByLabel("Dia", { exact: true }).fill(day.fecha);
  await page.getByRole("button", { name: "Fechar o dia" }).click();
  await page.getByText("O motivo é obrigatório").or(page.getByText("Este campo é obrigatório")).first().waitFor();
  await page.getByLabel("Motivo").fill("Feriado municipal");
  await page.getByRole("button", { name: "Fechar o dia" }).click();
  await page.getByRole("heading", { name: `${workshop.alias}: fechado a ${day.fecha}` }).waitFor();
  const contact = page.getByRole("row").filter({ hasText: "Joana Pires" });
  await contact.waitFor();
  assert.match(await contact.innerText(), new RegExp(`${day.primera}[\\s\\S]*joana@example\\.pt[\\s\\S]*77OP77`));
  await shot(page, "operator-closures-1280");
  assert.ok(!(await offeredDays()).some((d) => d.fecha === day.fecha), "the closed day is still offered");

  await page.getByRole("link", { name: "Auditoria" }).click();
  await page.waitForURL(`${BASE_URL}/operador/auditoria`);
  const entry = page.getByRole("row").filter({ hasText: "Dia fechado" }).first();
  await entry.waitFor();
  assert.match(await entry.innerText(), /admin@rodacerta\.pt[\s\S]*Feriado municipal/);
  await shot(page, "operator-audit-1280");

  await page.getByRole("link", { name: "Dias fechados" }).click();
  await page.getByRole("button", { name: `Reabrir ${day.fecha} (${workshop.alias})` }).click();
  await page.getByText("O dia foi reaberto.").waitFor();
  assert.ok(
    (await offeredDays()).some((d) => d.fecha === day.fecha),
    "the reopened day is not offered",
  );

  await page.getByRole("button", { name: "Sair" }).click();
  await page.waitForURL(`${BASE_URL}/operador/entrar`);
  await page.goto(`${BASE_URL}/operador/encerramentos`);
  await page.waitForURL(`${BASE_URL}/operador/entrar`);
  await page.context().close();
});

test("the back office works on a phone", async ({ browser }) => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/operador/entrar`);
  await shot(page, "operator-login-390");
  await page.getByLabel("E-mail").fill("admin@rodacerta.pt");
  await page.getByLabel("Password").fill("admin-demo-2026");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${BASE_URL}/operador/encerramentos`);
  await page.getByRole("button", { name: "Fechar o dia" }).waitFor();
  await shot(page, "operator-closures-390");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  assert.equal(overflow, false, "the page scrolls sideways on a phone");
  await page.goto(`${BASE_URL}/operador/equipa`);
  await page.getByRole("button", { name: "Criar conta" }).waitFor();
  await shot(page, "operator-staff-390");
  const staffOverflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  assert.equal(staffOverflow, false, "the staff page scrolls sideways on a phone");
  await page.context().close();
});

test("an admin creates a workshop account, which sees only its workshop and no admin pages", async ({ browser }) => {
  const page = await newPage(browser, DESKTOP);
  const found = await (
    await page.request.post(`${API}/taller/localizacion`, { data: { postCode: "4000-322" } })
  ).json();
  const porto = found.talleres[0] as { alias: string; poblacion: string };
  const email = `oficina.${Date.now()}@rodacerta.pt`;
  await page.goto(`${BASE_URL}/operador/entrar`);
  await page.getByLabel("E-mail").fill("admin@rodacerta.pt");
  await page.getByLabel("Password").fill("admin-demo-2026");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByRole("link", { name: "Equipa" }).click();
  await page.waitForURL(`${BASE_URL}/operador/equipa`);
  await page.getByLabel("Nome", { exact: true }).fill("Rui Oficina");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(/^Password inicial/).fill("password-da-oficina");
  await page.getByLabel("Perfil", { exact: true }).selectOption({ label: "Oficina" });
  await page.getByRole("button", { name: "Criar conta" }).click();
  await page.getByText("Escolha pelo menos uma oficina").waitFor();
  await page.getByLabel(/^Password inicial/).fill("password-da-oficina");
  await page.getByLabel(/^Oficinas/).selectOption({ label: `${porto.alias} (${porto.poblacion})` });
  await page.getByRole("button", { name: "Criar conta" }).click();
  await page.getByText(`Conta ${email} criada.`).waitFor();
  await page.getByRole("row").filter({ hasText: "Rui Oficina" }).filter({ hasText: porto.alias }).waitFor();
  await shot(page, "operator-staff-1280");
  await page.getByRole("button", { name: "Sair" }).click();
  await page.waitForURL(`${BASE_URL}/operador/entrar`);

  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("password-da-oficina");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${BASE_URL}/operador/encerramentos`);
  await page.getByRole("heading", { name: "Fechar um dia" }).waitFor();
  const options = await page.getByLabel("Oficina", { exact: true }).locator("option:not([disabled])").allInnerTexts();
  assert.deepEqual(options, [`${porto.alias} (${porto.poblacion})`]);
  assert.equal(await page.getByRole("link", { name: "Auditoria" }).count(), 0);
  assert.equal(await page.getByRole("link", { name: "Equipa" }).count(), 0);
  const audit = await page.goto(`${BASE_URL}/operador/auditoria`);
  assert.equal(audit?.status(), 403);
  await page.context().close();
});
