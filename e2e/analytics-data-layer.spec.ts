/**
 * The analytics data layer (spec sections 7 and 9) on a results → basket journey: a page view per page, the tyre
 * impressions with their category, add to basket, and remove from basket when a quantity is lowered or a line is
 * taken out. Nothing is sent to another site (no third-party script before, or without, cookie consent).
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { BASE_URL, newPage } from "./support/browser.ts";

type Pushed = {
  event: string;
  language?: string;
  page_path?: string;
  list?: string;
  items?: Array<{ id: string; category?: string; quantity?: number }>;
};

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Promise<Pushed[]>;
const events = async (page: Page, name: string) => (await dataLayer(page)).filter((e) => e.event === name);

async function waitForEvents(page: Page, name: string, count: number) {
  await page.waitForFunction(
    ([n, c]) =>
      ((window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []).filter((e) => e.event === n)
        .length >= c,
    [name, count] as const,
  );
}

test("results → basket: page views, impressions with category, add and remove events", async ({ browser }) => {
  const page = await newPage(browser);
  const origin = new URL(BASE_URL).origin;
  const elsewhere: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(origin) && !r.url().startsWith("data:")) elsewhere.push(r.url());
  });

  await page.goto(BASE_URL);
  await waitForEvents(page, "page_view", 1);
  assert.deepEqual(
    (await events(page, "page_view")).map((e) => e.page_path),
    ["/"],
  );

  await page.getByLabel("Largura").selectOption("205");
  await page.getByLabel("Perfil").selectOption("55");
  await page.getByLabel("Jante").selectOption("16");
  await page.getByRole("button", { name: "Ver pneus" }).click();
  await page.waitForURL(/\/seletor\/resultados\?/);
  await waitForEvents(page, "view_item_list", 2);

  const views = await events(page, "page_view");
  assert.ok(
    views.some((e) => e.page_path?.startsWith("/seletor/resultados?ancho=205&serie=55&llanta=16")),
    JSON.stringify(views),
  );
  const lists = await events(page, "view_item_list");
  const recommended = lists.find((e) => e.list === "recomendados");
  const all = lists.find((e) => e.list === "resultados");
  assert.equal(recommended?.items?.length, 6);
  assert.equal(all?.items?.length, await page.locator("section:not(.recommended) .tyre-card").count());
  // each impression carries the category shown on its card (premium, quality or budget)
  const tiers = await page
    .locator("section:not(.recommended) .tyre-card .tier")
    .evaluateAll((els) => els.map((e) => /tier-(\w+)/.exec(e.className)?.[1]));
  assert.deepEqual(
    all?.items?.map((i) => i.category),
    tiers,
  );
  for (const i of [...(recommended?.items ?? []), ...(all?.items ?? [])])
    assert.ok(["premium", "quality", "budget"].includes(String(i.category)), `category ${i.category}`);

  // "Comprar 4" on the first tyre: the basket opens and the data layer has the add
  const card = page.locator("section:not(.recommended) .tyre-card").first();
  const id = await card.getAttribute("data-tyre-id");
  assert.ok(id);
  await card.getByRole("button", { name: /^Comprar/ }).click();
  await page.waitForURL(/\/carrinho\/pedido\?adicionado=/);
  await waitForEvents(page, "add_to_cart", 1);
  const added = await events(page, "add_to_cart");
  assert.equal(added.length, 1);
  assert.equal(added[0]?.items?.[0]?.id, id);
  assert.equal(added[0]?.items?.[0]?.quantity, 4);
  await waitForEvents(page, "checkout_step", 1);

  // lowering the quantity from 4 to 3 removes 1; the add is not counted again when the basket is saved
  await page.getByLabel(/^Quantidade de /).selectOption("3");
  await waitForEvents(page, "remove_from_cart", 1);
  let removed = await events(page, "remove_from_cart");
  assert.deepEqual(
    removed.map((e) => e.items?.map((i) => [i.id, i.quantity])),
    [[[id, 1]]],
  );
  assert.equal((await events(page, "add_to_cart")).length, 1);

  // taking the line out removes the other 3 (a different event: an identical one within 1 s would be dropped)
  await page.getByRole("button", { name: /^Retirar / }).click();
  await page.getByText("O seu carrinho está vazio.").waitFor();
  await waitForEvents(page, "remove_from_cart", 2);
  removed = await events(page, "remove_from_cart");
  assert.deepEqual(
    removed[1]?.items?.map((i) => [i.id, i.quantity]),
    [[id, 3]],
  );

  const layer = await dataLayer(page);
  assert.ok(layer.every((e) => e.language === "pt"));
  assert.deepEqual(elsewhere, [], "requests to other sites");
  await page.context().close();
});
