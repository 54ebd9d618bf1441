import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { BASE_URL, newPage, PHONE, shot, sizes } from "./support/browser.ts";

type OutboxMail = { to: string; subject: string; text: string; html: string | null; calendar: string | null };
const outbox = async (page: Page) =>
  (await (await page.request.get(`${BASE_URL}/api/rodacerta/pt/outbox`)).json()) as OutboxMail[];
/** One unfolded property line of a calendar file ("" when absent). */
const icsProp = (ics: string, name: string) =>
  ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`)) ?? "";

test("book on a phone picking the day by its button, add to calendar, change the time without a comment step, cancel after confirming", async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/marcacao-previa`);
  await page.getByLabel("Carro, carrinha ou 4x4").check();
  await page.getByLabel("Código postal").fill("1600-209");
  await page.getByRole("button", { name: "Ver oficinas" }).click();
  await page.waitForURL(/selecao-oficina/);
  const firstCard = page
    .locator(".workshop-card")
    .filter({ has: page.getByRole("link", { name: "Escolher esta oficina" }) })
    .first();
  await firstCard.getByText(/Disponível a partir de|Sem disponibilidade/).waitFor();
  await shot(page, "booking-workshops-phone");
  await firstCard.getByRole("link", { name: "Escolher esta oficina" }).click();
  await page.waitForURL(/servicos\?/);
  // a service must be chosen
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByText("Escolha pelo menos um serviço").waitFor();
  await page.getByLabel(/Travões: pastilhas e discos/).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.waitForURL(/data-e-hora/);
  // the free days are buttons with weekday and date (no dropdown); the first free day's times show at once
  const days = page.getByRole("list", { name: "Escolha o dia" }).getByRole("button");
  await days.nth(10).waitFor();
  assert.ok((await days.count()) > 10, "expected many free days");
  assert.equal(await page.locator("select#fecha").count(), 0, "no day dropdown");
  assert.match(
    (await days.first().textContent()) ?? "",
    /^(segunda|terça|quarta|quinta|sexta|sábado|domingo) \d{1,2} [a-z]{3}\. desde \d{2}:\d{2}$/,
  );
  assert.equal(await days.first().getAttribute("aria-pressed"), "true");
  await sizes(page, "booking-days");
  // on a phone four rows show first, so the times are on the first screen; the rest are a tap away
  if ((await days.count()) > 12) {
    assert.equal(await days.nth(12).isVisible(), false);
    await page.getByRole("link", { name: /^Mostrar mais \d+ dias$/ }).click();
    await days.nth(12).waitFor();
    await page.waitForFunction(
      () =>
        document.activeElement?.closest("li") === document.querySelectorAll("ul[aria-labelledby='dia-title'] > li")[12],
    );
  }
  // pick a day by keyboard: focus lands on that day's times
  const third = days.nth(2);
  const thirdDay = ((await third.locator("span").first().textContent()) ?? "").trim();
  await third.focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.activeElement?.id === "hora-title");
  assert.equal(await days.nth(2).getAttribute("aria-pressed"), "true");
  assert.match((await page.locator("#hora-title").textContent()) ?? "", new RegExp(`^Horas livres n[ao] ${thirdDay}`));
  const times = page.getByRole("list", { name: /^Horas livres/ }).getByRole("button");
  await times.first().waitFor();
  const firstTime = (await times.first().textContent())?.trim();
  await sizes(page, "booking-times");
  await times.first().click();
  await page.waitForURL(/os-seus-dados/);
  // server-side validation errors show on the fields
  await page.getByLabel("Nome").fill("Rita Marques");
  await page.getByLabel("E-mail").fill("rita@");
  await page.getByLabel("Telefone").fill("912345678");
  await page.getByLabel("Matrícula").fill("12-34-56");
  await page.getByRole("button", { name: "Confirmar marcação" }).click();
  await page.locator("#email-error").waitFor();
  await page.locator("#matricula-error").getByText("A matrícula não tem um formato válido").waitFor();
  await page.getByLabel("E-mail").fill("rita@example.pt");
  await page.getByLabel("Matrícula").fill("AB-12-CD");
  await page.getByRole("button", { name: "Confirmar marcação" }).click();
  await page.waitForURL(/confirmacao\?cita=/);
  await page.getByRole("heading", { level: 1, name: "Marcação confirmada" }).waitFor();
  assert.ok((await page.getByText(`às ${firstTime}`).count()) > 0);
  await shot(page, "booking-confirmation-phone");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Adicionar ao calendário" }).click(),
  ]);
  const ics = readFileSync((await download.path()) as string, "utf8");
  assert.match(ics, /BEGIN:VCALENDAR/);
  assert.match(ics, /BEGIN:VEVENT/);
  assert.match(ics, /LOCATION:RodaCerta/);

  // the change/cancel link of the confirmation e-mail opens the change page (it was a 404)
  const mail = (await outbox(page)).find(
    (m) => m.to === "rita@example.pt" && m.subject.startsWith("Marcação confirmada"),
  );
  const link = mail?.text.match(/https?:\/\/\S+\/marcacao-previa\/alteracao\?cita=\S+/)?.[0];
  assert.ok(link, "change link in the confirmation e-mail");
  assert.ok(link.startsWith(BASE_URL), `${link} is on ${BASE_URL}`);
  assert.match(mail?.html ?? "", /<html lang="pt-PT">/);
  const uid = icsProp(mail?.calendar ?? "", "UID");
  assert.match(uid, /^UID:[0-9a-f-]{36}@rodacerta\.pt$/);
  const opened = await page.goto(link);
  assert.equal(opened?.status(), 200);
  await page.getByRole("link", { name: "Alterar dia ou hora" }).waitFor();
  await page.goBack();

  // change the time: no comment step (the comment is optional, on the review screen), one confirm
  const visited: string[] = [];
  page.on("framenavigated", (f) => visited.push(f.url()));
  await page.getByRole("link", { name: "Alterar ou cancelar" }).click();
  await page.waitForURL(/alteracao/);
  await sizes(page, "booking-change");
  await page.getByRole("link", { name: "Alterar dia ou hora" }).click();
  await page.waitForURL(/data-e-hora/);
  await page.getByRole("heading", { level: 1, name: "Alterar a marcação" }).waitFor();
  const newDay = page.getByRole("list", { name: "Escolha o dia" }).getByRole("button").nth(4);
  await newDay.click();
  await page.waitForURL(/fecha=/);
  // the address changes a moment before the new day's times show: wait for the day to be the chosen one
  await newDay.and(page.locator('[aria-pressed="true"]')).waitFor();
  const newTimes = page.getByRole("list", { name: /^Horas livres/ }).getByRole("button");
  await newTimes.nth(1).waitFor();
  const newTime = (await newTimes.nth(1).textContent())?.trim();
  await newTimes.nth(1).click();
  await page.waitForURL(/os-seus-dados/);
  await page.getByText(`Passa para:`).waitFor();
  await page.getByLabel("Comentário para a oficina (opcional)").waitFor();
  await sizes(page, "booking-change-review");
  await page.getByRole("button", { name: "Confirmar alteração" }).click();
  await page.getByRole("heading", { level: 1, name: "Marcação alterada" }).waitFor();
  // the new time shows once the changed appointment is read back (waits rather than counting at once)
  await page.getByText(`às ${newTime}`).first().waitFor();
  assert.ok(!visited.some((u) => u.includes("/comentario")), "no comment step");
  const changed = (await outbox(page)).find(
    (m) => m.to === "rita@example.pt" && m.subject.startsWith("Marcação alterada"),
  );
  assert.equal(icsProp(changed?.calendar ?? "", "UID"), uid, "the change updates the same calendar event");
  assert.equal(icsProp(changed?.calendar ?? "", "METHOD"), "METHOD:REQUEST");

  // cancel: asks first ("Não" keeps it), then cancels
  await page.getByRole("link", { name: "Alterar ou cancelar" }).click();
  await page.getByRole("link", { name: "Cancelar a marcação" }).click();
  await page.getByRole("heading", { level: 1, name: "Cancelar a marcação?" }).waitFor();
  await sizes(page, "booking-cancel-confirm");
  await page.getByRole("link", { name: "Não, manter a marcação" }).click();
  await page.getByRole("heading", { level: 1, name: "Alterar ou cancelar a marcação" }).waitFor();
  await page.getByRole("link", { name: "Cancelar a marcação" }).click();
  await page.getByRole("button", { name: "Sim, cancelar a marcação" }).click();
  await page.getByRole("heading", { level: 1, name: "Marcação cancelada" }).waitFor();
  await page.getByText("Obrigado por nos avisar").waitFor();
  await sizes(page, "booking-cancelled");
  const cancelled = (await outbox(page)).find(
    (m) => m.to === "rita@example.pt" && m.subject.startsWith("Marcação cancelada"),
  );
  const removal = cancelled?.calendar ?? "";
  assert.equal(icsProp(removal, "METHOD"), "METHOD:CANCEL");
  assert.equal(icsProp(removal, "STATUS"), "STATUS:CANCELLED");
  assert.equal(icsProp(removal, "UID"), uid, "the cancellation removes the same calendar event");
  assert.ok(
    Number(icsProp(removal, "SEQUENCE").slice(9)) > Number(icsProp(changed?.calendar ?? "", "SEQUENCE").slice(9)),
  );
  await page.context().close();
});

test("without JavaScript: pick a day and a time by their buttons, change, and cancel after confirming", async ({
  browser,
}) => {
  const api = async (path: string, body: unknown) =>
    (
      await fetch(`${BASE_URL}/api/rodacerta/pt${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      })
    ).json();
  const taller = (
    (await api("/taller/localizacion", { postCode: "4000-322" })).talleres as Array<{
      codTienda: string;
      citaWeb: boolean;
    }>
  ).find((t) => t.citaWeb)!.codTienda;
  const dias = (await api(`/cita-previa-dates/taller/${taller}`, { services: ["CITA_OLEO"] })).dias as Array<{
    fecha: string;
  }>;
  const horas = (
    await api(`/cita-previa-times/taller/${taller}/${dias[1]!.fecha.replaceAll("/", "-")}`, { services: ["CITA_OLEO"] })
  ).horas as string[];
  const made = await api("/cita-previa", {
    userData: { nombre: "Sem Script", email: "sem.script@example.pt", telefono: "912345678", matricula: "CC-22-DD" },
    selectedDate: { date: dias[1]!.fecha, time: horas[0] },
    selectedService: ["CITA_OLEO"],
    selectedTaller: { codTienda: taller },
  });
  const context = await browser.newContext({
    viewport: PHONE,
    locale: "pt-PT",
    timezoneId: "Europe/Lisbon",
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(
    `${BASE_URL}/marcacao-previa/alteracao?cita=${made.citaPreviaId}&token=${encodeURIComponent(made.token)}`,
  );
  await page.getByRole("link", { name: "Alterar dia ou hora" }).click();
  const days = page.getByRole("list", { name: "Escolha o dia" }).getByRole("button");
  await days.nth(3).click();
  await page.waitForURL(/fecha=/);
  await days.nth(3).and(page.locator('[aria-pressed="true"]')).waitFor();
  await page
    .getByRole("list", { name: /^Horas livres/ })
    .getByRole("button")
    .nth(1)
    .click();
  await page.waitForURL(/os-seus-dados/);
  await page.getByLabel("Comentário para a oficina (opcional)").fill("Sem JavaScript");
  await page.getByRole("button", { name: "Confirmar alteração" }).click();
  await page.getByRole("heading", { level: 1, name: "Marcação alterada" }).waitFor();
  await page.getByText("Comentário: Sem JavaScript").waitFor();
  await page.getByRole("link", { name: "Alterar ou cancelar" }).click();
  await page.getByRole("link", { name: "Cancelar a marcação" }).click();
  await page.getByRole("button", { name: "Sim, cancelar a marcação" }).click();
  await page.getByRole("heading", { level: 1, name: "Marcação cancelada" }).waitFor();
  await page.getByText("Obrigado por nos avisar").waitFor();
  await context.close();
});

test("workshop finder by postcode with the no-workshops message, and a workshop page", async ({ browser }) => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/oficinas-mecanicas`);
  await page.getByLabel("Código postal").fill("52001");
  await page.getByRole("button", { name: "Procurar", exact: true }).click();
  await page.getByText("Não há oficinas para o código postal 52001").waitFor();
  await page.getByLabel("Código postal").fill("4700-320");
  await page.getByLabel("Abre ao sábado").check();
  await page.getByRole("button", { name: "Procurar", exact: true }).click();
  await page.getByRole("heading", { name: /oficinas? perto de 4700-320/ }).waitFor();
  assert.ok((await page.locator(".workshop-card").count()) > 0);
  const first = page.locator(".workshop-card h3 a").first();
  const name = (await first.textContent()) ?? "";
  await first.click();
  await page.getByRole("heading", { level: 1, name }).waitFor();
  await page.getByRole("heading", { name: "Horário" }).waitFor();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  assert.equal(ld["@type"], "AutoRepair");
  await shot(page, "workshop-page-phone");
  await page.context().close();
});
