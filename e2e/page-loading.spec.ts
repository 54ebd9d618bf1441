/**
 * Page loading (spec section 4): a page whose code can no longer be fetched (a chunk gone after a deploy) reloads the
 * page once instead of hanging or looping, and an unknown page reached by a client-side navigation gets one full page
 * load (the server's own 404 page). A page's scripts start after its first paint (issue 15): the page arrives with
 * none to run and hydrates; on a phone a workshop page's map loads its code when it comes into view.
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { BASE_URL, newPage, PHONE } from "./support/browser.ts";

/** Full page loads (document requests) from now on. */
function countDocuments(page: Page): string[] {
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(new URL(r.url()).pathname);
  });
  return documents;
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "1");
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

test("a page chunk that fails to load on a navigation reloads the page once, and the next try opens the page", async ({
  browser,
}) => {
  const page = await newPage(browser);
  await page.goto(BASE_URL);
  const documents = countDocuments(page);
  // the code of /preferencias is "gone" (as after a deploy): every request for it fails
  const chunk = /\/assets\/preferences-[\w-]+\.js$/;
  let blocked = 0;
  await page.route(chunk, (route) => {
    blocked++;
    return route.abort();
  });

  const reloaded = page.waitForEvent("load");
  await page.locator("footer").getByRole("link", { name: "Preferências de cookies" }).click();
  await reloaded;
  await hydrated(page);
  await settle(2000);
  assert.ok(blocked >= 1, "the chunk was requested");
  assert.deepEqual(documents, ["/"], "one reload of the page the visitor was on, no loop");
  assert.equal(new URL(page.url()).pathname, "/");
  await page.locator("h1").first().waitFor();

  // the new build's chunk is there: the same link now opens the page without another full load
  await page.unroute(chunk);
  await page.locator("footer").getByRole("link", { name: "Preferências de cookies" }).click();
  await page.getByRole("heading", { level: 1, name: "Preferências de cookies" }).waitFor();
  assert.deepEqual(documents, ["/"]);
  await page.context().close();
});

test("an unknown page reached by a client-side navigation gets one full page load and shows the 404 page", async ({
  browser,
}) => {
  const page = await newPage(browser);
  await page.goto(BASE_URL);
  const documents = countDocuments(page);
  const navigate = (to: string) =>
    page.evaluate((path) => {
      void (
        window as unknown as { __reactRouterDataRouter: { navigate: (p: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate(path);
    }, to);

  let loaded = page.waitForEvent("load");
  await navigate("/pagina-que-ja-nao-existe");
  await loaded;
  await hydrated(page);
  await page.getByRole("heading", { level: 1, name: "Esta página não existe" }).waitFor();
  await settle(2000);
  assert.deepEqual(documents, ["/pagina-que-ja-nao-existe"], "exactly one full load, no loop");

  // after a normal page the next unknown page is loaded in full again
  await page.getByRole("link", { name: "Ir para a página inicial" }).first().click();
  await page.waitForURL(`${BASE_URL}/`);
  loaded = page.waitForEvent("load");
  await navigate("/outra-pagina-inexistente");
  await loaded;
  await hydrated(page);
  await page.getByRole("heading", { level: 1, name: "Esta página não existe" }).waitFor();
  await settle(1000);
  assert.deepEqual(documents, ["/pagina-que-ja-nao-existe", "/outra-pagina-inexistente"]);
  await page.context().close();
});

test("a page arrives with no script to run before its first paint and hydrates; a workshop's map loads when in view", async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE);
  const area = `${BASE_URL}/oficinas-mecanicas/lisboa`;
  const html = await (await page.request.get(area)).text();
  assert.doesNotMatch(
    html.replace(/<script nonce="[^"]*">\(\(\)=>\{document\.currentScript[\s\S]*?<\/script>/, ""),
    /type="module"|rel="modulepreload"/,
  );
  await page.goto(area);
  await hydrated(page);
  // The starter put React Router's modulepreloads and module script back: nothing inert is left in the page.
  assert.equal(await page.locator('link[rel="later-preload"], script[type="text/later"]').count(), 0);
  assert.ok((await page.locator('script[type="module"]').count()) > 0);

  // A browser that never gives the page a frame (an off-screen frame, a crawler that paints nothing) still gets the
  // page's scripts, after its load event.
  // (a plain page: newPage's goto waits for hydration by polling on frames)
  const frameless = await (await browser.newContext({ viewport: PHONE, locale: "pt-PT" })).newPage();
  await frameless.addInitScript(() => {
    window.requestAnimationFrame = () => 0;
  });
  await frameless.goto(area);
  await frameless.waitForFunction(() => document.documentElement.dataset.hydrated === "1", null, { polling: 100 });
  await frameless.context().close();

  const workshop = await page.locator('a[href^="/oficinas-mecanicas/lisboa/"]').first().getAttribute("href");
  assert.ok(workshop);
  const leaflet: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/leaflet[\w-]*\.js$/.test(r.url())) leaflet.push(r.url());
  });
  await page.goto(`${BASE_URL}${workshop}`);
  await hydrated(page);
  await settle(1000);
  const map = page.getByRole("region", { name: "Mapa das oficinas" });
  assert.equal(await map.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight + 100), true);
  assert.deepEqual(leaflet, [], "no map code while the map is out of view");
  await map.scrollIntoViewIfNeeded();
  await page.locator(".workshop-map.leaflet-container").waitFor();
  assert.equal(leaflet.length, 1);
  await page.context().close();
});
