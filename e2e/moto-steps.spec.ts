import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";

const step = (page: Page) => page.locator("[data-step]").getAttribute("data-step");
async function at(page: Page, path: string, internal: string) {
  await page.waitForURL((u) => u.pathname === path);
  await page.waitForFunction((s) => document.querySelector("[data-step]")?.getAttribute("data-step") === s, internal);
}

test("motorbike search by measures on a phone, step by step, with reload, back and forward", async ({ browser }) => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/selector-moto`);
  assert.equal(await step(page), "INITIAL");
  await page.getByRole("link", { name: "Procurar pela medida" }).click();
  await at(page, "/selector-moto/ancho", "SELECT_ANCHO");
  await page.getByLabel("Largura").selectOption("120");
  await at(page, "/selector-moto/serie", "SELECT_ALTO");
  assert.equal(new URL(page.url()).searchParams.get("ancho"), "120");
  await shot(page, "moto-step-serie-phone");
  // a reload shows the same step with its options
  await page.reload();
  await page.getByRole("heading", { level: 1, name: "Perfil do pneu" }).waitFor();
  await page.getByLabel("Perfil").selectOption("70");
  await at(page, "/selector-moto/llanta", "SELECT_LLANTA");
  await page.getByLabel("Jante").selectOption("17");
  await at(page, "/selector-moto/carga", "SELECT_LLANTA");
  await page.getByRole("heading", { level: 1, name: "Índice de carga" }).waitFor();
  // load and speed are optional: continue without them
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("heading", { level: 1, name: "Código de velocidade" }).waitFor();
  await page.getByRole("button", { name: "Continuar" }).click();
  await at(page, "/selector-moto/preferencias", "SELECT_PREFERENCIAS");
  await page.getByRole("group", { name: "Tipo de condução" }).getByText("Desportivo").click();
  await page.getByRole("button", { name: "Continuar" }).click();
  await at(page, "/selector-moto/marcas", "SELECT_MARCAS");
  assert.equal(new URL(page.url()).searchParams.get("tipo"), "sport");
  await shot(page, "moto-step-marcas-phone");
  await page.getByRole("button", { name: "Ver pneus" }).click();
  await at(page, "/selector-moto/resultados", "SHOW_RESULTADOS");
  const types = await page.locator(".tyre-card .season").allTextContents();
  assert.ok(types.length > 0, "no tyres shown");
  assert.ok(
    types.every((t) => t === "Desportivo"),
    `the preference is applied: ${types.join(", ")}`,
  );
  const url = new URL(page.url());
  assert.deepEqual(
    [url.searchParams.get("ancho"), url.searchParams.get("alto"), url.searchParams.get("llanta")],
    ["120", "70", "17"],
  );
  // back goes to the brands step, then preferences with the type still ticked; forward returns
  await page.goBack();
  await at(page, "/selector-moto/marcas", "SELECT_MARCAS");
  await page.goBack();
  await at(page, "/selector-moto/preferencias", "SELECT_PREFERENCIAS");
  // The earlier choice comes back from the stored state once the page has hydrated: wait for it, don't sample.
  await page
    .getByRole("group", { name: "Tipo de condução" })
    .getByLabel(/Desportivo/)
    .and(page.locator(":checked"))
    .waitFor();
  await page.goForward();
  await at(page, "/selector-moto/marcas", "SELECT_MARCAS");
  await page.goForward();
  await at(page, "/selector-moto/resultados", "SHOW_RESULTADOS");
  await page.reload();
  await page.locator(".tyre-card").first().waitFor();
  // inner tubes and mousses have their own screen under the results
  await page.getByRole("link", { name: "Ver câmaras de ar e mousses para esta jante" }).click();
  await at(page, "/selector-moto/resultados/camaras-mousses", "SHOW_CAMARAS");
  await page.getByRole("heading", { level: 1, name: "Câmaras de ar e mousses R17" }).waitFor();
  assert.equal(await page.locator(".tyre-card").count(), 0, "inner tubes, not tyres");
  assert.ok((await page.getByRole("heading", { name: /^(Câmara de ar|Mousse) / }).count()) > 0);
  await shot(page, "moto-inner-tubes-phone");
  // the stored state (version 4) resumes: a bare step URL and the start page pick up the search
  await page.waitForFunction(() => (localStorage.getItem("rodacerta.selector-moto") ?? "").includes("camaras"));
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("rodacerta.selector-moto"))) ?? "{}");
  assert.equal(stored.version, 4);
  await page.goto(`${BASE_URL}/selector-moto/resultados`);
  await page.waitForURL(/\/selector-moto\/resultados\?.*llanta=17/);
  await page.locator(".tyre-card").first().waitFor();
  await page.goto(`${BASE_URL}/selector-moto`);
  await page.getByRole("link", { name: "Retomar a pesquisa" }).click();
  await at(page, "/selector-moto/resultados", "SHOW_RESULTADOS");
  // a step opened without what it needs, and nothing stored, starts where the choice is missing
  await page.goto(`${BASE_URL}/selector-moto`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${BASE_URL}/selector-moto/velocidad`);
  await at(page, "/selector-moto/ancho", "SELECT_ANCHO");
  await page.context().close();
});

test("motorbike search by model on a desktop, with reload and back; the sizes share one screen", async ({
  browser,
}) => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(`${BASE_URL}/selector-moto/marca`);
  assert.equal(await step(page), "SELECT_MARCA_MODELO");
  await page.getByLabel("Marca", { exact: true }).selectOption("Yamaha");
  await at(page, "/selector-moto/cilindrada", "SELECT_CILINDRADA_MODELO");
  await page.getByLabel("Cilindrada").selectOption("689");
  await at(page, "/selector-moto/modelo", "SELECT_MODELO_MODELO");
  await page.reload();
  await page.getByLabel("Modelo").selectOption("MT-07");
  await at(page, "/selector-moto/fabricacion", "SELECT_FABRICACION_MODELO");
  await page.getByLabel("Ano de fabrico").selectOption("2022");
  await at(page, "/selector-moto/aplicacion", "SELECT_APLICACION_MODELO");
  await shot(page, "moto-step-aplicacion-desktop");
  await page.getByLabel("Pneu de trás").check();
  await at(page, "/selector-moto/resultados", "SHOW_RESULTADOS");
  await page.getByRole("heading", { name: /Trás: 180\/55-17/ }).waitFor();
  assert.equal(await page.getByRole("heading", { name: /Frente:/ }).count(), 0);
  await page.goBack();
  await at(page, "/selector-moto/aplicacion", "SELECT_APLICACION_MODELO");
  await page.getByLabel("Pneu de trás").and(page.locator(":checked")).waitFor();
  await page.getByLabel("Os dois").check();
  await page.getByRole("heading", { name: /Frente: 120\/70-17/ }).waitFor();
  // "Voltar" walks the steps back
  await page.goBack();
  await page.getByRole("link", { name: "Voltar" }).click();
  await at(page, "/selector-moto/fabricacion", "SELECT_FABRICACION_MODELO");
  // on a desktop "Pela medida" opens every measure on one screen
  await page.getByRole("link", { name: "Pela medida" }).click();
  await at(page, "/selector-moto/medidas", "SELECT_ANCHO");
  await page.getByLabel("Largura").selectOption("120");
  await page.waitForURL(/\/selector-moto\/medidas\?ancho=120/);
  await page.getByLabel("Jante").selectOption("17");
  await page.waitForURL(/llanta=17/);
  await shot(page, "moto-sizes-desktop");
  await page.getByRole("button", { name: "Continuar" }).click();
  await at(page, "/selector-moto/preferencias", "SELECT_PREFERENCIAS");
  await page.getByRole("link", { name: "Voltar" }).click();
  await at(page, "/selector-moto/medidas", "SELECT_ANCHO");
  await page.context().close();
});

test("moto brand and model list failures and a failed tyre check are said on the page", async ({ browser }) => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/selector-moto/cilindrada?marca=Inexistente`);
  await page.getByRole("alert").getByText("Não encontrámos modelos para esta escolha.").waitFor();
  await page.getByRole("alert").getByRole("link", { name: "Procurar pela medida" }).waitFor();
  await shot(page, "moto-model-list-error-phone");
  await page.goto(
    `${BASE_URL}/selector-moto/resultados?marca=Yamaha&cilindrada=689&modelo=MT-07&fabricacion=1990&aplicacion=ambas`,
  );
  await page
    .getByRole("alert")
    .getByText(/O MT-07 foi fabricado entre/)
    .waitFor();
  assert.equal(await page.locator(".tyre-card").count(), 0);
  // old addresses keep working; unknown steps are not found
  await page.goto(`${BASE_URL}/selector-moto/camaras-mousses?llanta=17&ancho=120`);
  await at(page, "/selector-moto/resultados/camaras-mousses", "SHOW_CAMARAS");
  const res = await page.goto(`${BASE_URL}/selector-moto/agricola`);
  assert.equal(res?.status(), 404);
  await page.context().close();
});
