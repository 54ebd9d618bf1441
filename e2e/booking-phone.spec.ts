import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, launch, newPage, PHONE, shot } from "./support/browser.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

test("book on a phone, add to calendar, change the time, cancel", async () => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/marcacao-previa`);
  await page.getByLabel("Carro, carrinha ou 4x4").check();
  await page.getByLabel("Código postal").fill("1600-209");
  await page.getByRole("button", { name: "Ver oficinas" }).click();
  await page.waitForURL(/selecao-oficina/);
  const firstCard = page.locator(".workshop-card").filter({ has: page.getByRole("link", { name: "Escolher esta oficina" }) }).first();
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
  // the URL can change a moment before the date step renders: wait for its day list
  await page.locator("#fecha option").nth(10).waitFor({ state: "attached" });
  const dayOptions = await page.locator("#fecha option").allTextContents();
  assert.ok(dayOptions.length > 10, "expected many free days");
  await page.locator("#fecha").selectOption({ index: 2 });
  await page.locator(".slot-grid label").first().waitFor();
  const firstTime = (await page.locator(".slot-grid label").first().textContent())?.trim();
  await page.locator(".slot-grid label").first().click();
  await shot(page, "booking-times-phone");
  await page.getByRole("button", { name: "Continuar" }).click();
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

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Adicionar ao calendário" }).click()]);
  const ics = readFileSync((await download.path()) as string, "utf8");
  assert.match(ics, /BEGIN:VCALENDAR/);
  assert.match(ics, /BEGIN:VEVENT/);
  assert.match(ics, /LOCATION:RodaCerta/);

  // the change/cancel link of the confirmation e-mail opens the change page (it was a 404)
  const outbox = (await (await page.request.get(`${BASE_URL}/api/rodacerta/pt/outbox`)).json()) as Array<{ to: string; subject: string; text: string }>;
  const mail = outbox.find((m) => m.to === "rita@example.pt" && m.subject.startsWith("Marcação confirmada"));
  const link = mail?.text.match(/https?:\/\/\S+\/marcacao-previa\/alteracao\?cita=\S+/)?.[0];
  assert.ok(link, "change link in the confirmation e-mail");
  assert.ok(link.startsWith(BASE_URL), `${link} is on ${BASE_URL}`);
  const opened = await page.goto(link);
  assert.equal(opened?.status(), 200);
  await page.getByRole("button", { name: "Continuar" }).waitFor();
  await page.goBack();

  // change the time
  await page.getByRole("link", { name: "Alterar ou cancelar" }).click();
  await page.waitForURL(/alteracao/);
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByText("Escolha se quer alterar ou cancelar a marcação").waitFor();
  await page.getByLabel("Alterar o dia ou a hora").check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.waitForURL(/comentario/);
  await page.getByLabel("Comentário para a oficina (opcional)").fill("Chego de bicicleta");
  await page.getByRole("button", { name: "Escolher novo dia e hora" }).click();
  await page.waitForURL(/data-e-hora/);
  await page.locator("#fecha").selectOption({ index: 4 });
  await page.locator(".slot-grid label").nth(1).waitFor();
  const newTime = (await page.locator(".slot-grid label").nth(1).textContent())?.trim();
  await page.locator(".slot-grid label").nth(1).click();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("button", { name: "Confirmar alteração" }).click();
  await page.getByRole("heading", { level: 1, name: "Marcação alterada" }).waitFor();
  assert.ok((await page.getByText(`às ${newTime}`).count()) > 0);
  await page.getByText("Comentário: Chego de bicicleta").waitFor();

  // cancel
  await page.getByRole("link", { name: "Alterar ou cancelar" }).click();
  await page.getByLabel("Cancelar a marcação").check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("heading", { name: "Marcação cancelada" }).waitFor();
  await page.getByText("Obrigado por nos avisar").waitFor();
  await page.context().close();
});

test("workshop finder by postcode with the no-workshops message, and a workshop page", async () => {
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
