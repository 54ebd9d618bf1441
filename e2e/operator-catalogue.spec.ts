/**
 * Back office, catalogue and offers (issue 14, item 5): the demo admin changes a tyre's price and stock and the
 * public product page shows them at once; ends a running promotion and it leaves /promocoes at once; switches the
 * maintenance notice on and off. Screenshots at 1280 px and 390 px.
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";

const API = `${BASE_URL}/api/rodacerta/pt`;
const NBSP = "\u00a0";
async function logIn(page: Page) {
  await page.goto(`${BASE_URL}/operador/entrar`);
  await page.getByLabel("E-mail").fill("admin@rodacerta.pt");
  await page.getByLabel("Password").fill("admin-demo-2026");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(/\/operador\/(encerramentos|dia)/);
}

const noSideScroll = async (page: Page, what: string) =>
  assert.equal(
    await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    false,
    `${what} scrolls sideways`,
  );

test("an admin changes a tyre's price and stock, and the product page shows them at once", async ({ browser }) => {
  const page = await newPage(browser, DESKTOP);
  // A tyre in stock of a brand without a promotion (so the page shows its plain price).
  const token = (
    await (
      await page.request.post(`${API}/operador/login`, {
        data: { email: "admin@rodacerta.pt", password: "admin-demo-2026" },
      })
    ).json()
  ).token as string;
  const promoted = new Set(
    ((await (await page.request.get(`${API}/promociones`)).json()) as Array<{ marca: string | null }>).map(
      (p) => p.marca,
    ),
  );
  const list = await (
    await page.request.get(`${API}/operador/produtos?porPagina=50`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const tyre = (list.produtos as Array<{ id: string; marcaSlug: string; stock: number; precoCentimos: number }>).find(
    (p) => p.stock > 0 && !promoted.has(p.marcaSlug),
  )!;
  assert.ok(tyre, "no tyre in stock without a promotion");
  const product = await (await page.request.get(`${API}/neumaticos/${tyre.id}`)).json();
  await page.goto(`${BASE_URL}${product.url}`);
  assert.equal(await page.getByText("Sem stock de momento").count(), 0);

  await logIn(page);
  await page.getByRole("link", { name: "Preços e stock" }).click();
  await page.waitForURL(`${BASE_URL}/operador/produtos`);
  await page.getByLabel("Procurar por referência, marca, modelo ou medida").fill(tyre.id);
  await page.getByRole("button", { name: "Procurar" }).click();
  await page.getByText("1 pneu encontrado").waitFor();
  const row = page.getByRole("form", { name: new RegExp(`^Alterar `) });
  await row.getByLabel(/^Preço/).fill("12,3,4");
  await row.getByRole("button", { name: /^Guardar/ }).click();
  await page.getByText("Indique o preço em euros (ex.: 89,90)").waitFor();
  await row.getByLabel(/^Preço/).fill("123,45");
  await row.getByLabel(/^Stock/).fill("0");
  await row.getByRole("button", { name: /^Guardar/ }).click();
  await page.getByText(`123,45${NBSP}€, 0 em stock. O site já mostra os novos valores.`).waitFor();
  await page.getByText(`123,45${NBSP}€ · Sem stock`).waitFor();
  assert.equal(await row.getByLabel(/^Preço/).inputValue(), "123,45");
  await shot(page, "operator-products-1280");

  await page.goto(`${BASE_URL}${product.url}`);
  await page.getByText("Sem stock de momento").first().waitFor();
  assert.match(await page.title(), new RegExp(`123,45${NBSP}€`));

  // The change is in the audit log.
  await page.goto(`${BASE_URL}/operador/auditoria`);
  await page.getByRole("row").filter({ hasText: tyre.id }).first().waitFor();

  // Put it back as it was (other journeys may use this tyre).
  await page.request.patch(`${API}/operador/produtos/${tyre.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { precoCentimos: tyre.precoCentimos, stock: tyre.stock },
  });
  await page.context().close();
});

test("an admin creates a promotion, then ends it and it leaves /promocoes at once", async ({ browser }) => {
  const page = await newPage(browser, DESKTOP);
  const title = `Campanha de teste ${Date.now()}`;
  await logIn(page);
  await page.getByRole("link", { name: "Promoções" }).click();
  await page.waitForURL(`${BASE_URL}/operador/promocoes`);
  await page.getByLabel("Título", { exact: true }).fill(title); // not "Título (espanhol)"
  await page
    .getByLabel("Descrição", { exact: true })
    .fill("Revisão com desconto (a campanha não mexe nos preços dos pneus).");
  await page.getByLabel("Tipo de produto").selectOption({ label: "Revisão" });
  await page.getByLabel(/^Desconto/).fill("95");
  await page.getByLabel("Início").fill("01/01/2026 00:00");
  await page.getByLabel("Fim").fill("31/12/2030");
  await page.getByRole("button", { name: "Criar promoção" }).click();
  await page.getByText("O desconto tem de estar entre 1 e 90 %").waitFor();
  await page.getByLabel(/^Desconto/).fill("7");
  await page.getByRole("button", { name: "Criar promoção" }).click();
  await page.getByText(`A promoção «${title}» foi criada (a decorrer).`).waitFor();
  await shot(page, "operator-promotions-1280");

  await page.goto(`${BASE_URL}/promocoes`);
  await page.getByText(title).first().waitFor();

  await page.goto(`${BASE_URL}/operador/promocoes`);
  await page.getByRole("button", { name: `Terminar agora ${title}` }).click();
  await page.getByText(`A promoção «${title}» terminou e já não aparece no site.`).waitFor();
  await page.getByRole("row").filter({ hasText: title }).filter({ hasText: "Terminada" }).waitFor();
  assert.equal(await page.getByRole("button", { name: `Terminar agora ${title}` }).count(), 0);

  await page.goto(`${BASE_URL}/promocoes`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  assert.equal(await page.getByText(title).count(), 0, "the ended promotion is still on /promocoes");
  await page.context().close();
});

test("an admin switches the maintenance notice on and off; the back office fits a phone", async ({ browser }) => {
  const page = await newPage(browser, PHONE);
  await logIn(page);
  await page.goto(`${BASE_URL}/operador/site`);
  const inHour = new Date(Date.now() + 3_600_000);
  const fmt = (d: Date) =>
    new Intl.DateTimeFormat("pt-PT", {
      timeZone: "Europe/Lisbon",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .format(d)
      .replace(",", "");
  await page.getByLabel("Aviso ligado").check();
  await page.getByLabel("Início").fill(fmt(inHour));
  await page.getByLabel("Fim").fill(fmt(new Date(inHour.getTime() + 2 * 3_600_000)));
  await page.getByLabel("Texto do aviso (opcional)").fill("Hoje à noite os pagamentos por MB WAY estão em manutenção.");
  await page.getByRole("button", { name: "Guardar aviso" }).click();
  await page.getByText("O aviso de manutenção está ligado e já aparece no site.").waitFor();
  await shot(page, "operator-site-390");
  await noSideScroll(page, "the site settings page");

  await page.goto(`${BASE_URL}/`);
  await page
    .getByRole("alert")
    .filter({ hasText: "Hoje à noite os pagamentos por MB WAY estão em manutenção." })
    .waitFor();
  await shot(page, "maintenance-notice-390");

  await page.goto(`${BASE_URL}/operador/site`);
  await page.getByLabel("Aviso ligado").uncheck();
  await page.getByRole("button", { name: "Guardar aviso" }).click();
  await page.getByText("O aviso de manutenção está desligado.").waitFor();
  await page.goto(`${BASE_URL}/`);
  assert.equal(await page.getByText("Manutenção programada:").count(), 0);

  for (const [path, name] of [
    ["/operador/produtos?q=michelin", "operator-products-390"],
    ["/operador/promocoes", "operator-promotions-390"],
  ] as const) {
    await page.goto(`${BASE_URL}${path}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await shot(page, name);
    await noSideScroll(page, path);
  }
  await page.context().close();
});
