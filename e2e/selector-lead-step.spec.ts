/**
 * The car selector's lead-data step (spec section 2): skipped while the site setting is off (the default, the shared
 * e2e server), asked once when it is on. The "on" journey needs a site with the setting on: this file starts its own
 * server on a fresh data directory where the setting was written before the server opened it (the only process that
 * may touch an embedded database is its server, and the setting has no public switch).
 */
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "./support/test.ts";
import { eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { openDatabase } from "#src/server/db/client.ts";
import { leads } from "#src/server/db/schema.ts";
import { loadEnv } from "#src/server/env.ts";
import { updateSiteSettings } from "#src/server/site/settings.queries.ts";
import { freePort } from "#src/server/test-support/server-process.ts";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";

/** Every URL the page shows, client-side navigations included. */
function visited(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

async function pick(page: Page, label: string, value: string, id: string) {
  await page.waitForFunction(
    (sel) => ((document.querySelector(sel) as HTMLSelectElement | null)?.options.length ?? 0) > 1,
    id,
  );
  await page.getByLabel(label, { exact: true }).selectOption(value);
}

/** Desktop: 205/55 R16 on the shared sizes screen, then the preferences screen. */
async function sizesAndPreferences(page: Page, base: string) {
  await page.goto(`${base}/seletor/medidas`);
  await pick(page, "Largura", "205", "#sel-ancho");
  await pick(page, "Perfil", "55", "#sel-serie");
  await pick(page, "Jante", "16", "#sel-llanta");
  await page.waitForFunction(() => (document.querySelector("#sel-carga") as HTMLSelectElement).options.length > 1);
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.waitForURL(/\/seletor\/preferencias$/);
  await page.getByLabel("Verão").check();
}

const RESULTS = /\/seletor\/resultados\?ancho=205&serie=55&llanta=16&temporada=verano$/;

test("setting off (the default): the selector goes from the preferences straight to the results", async ({
  browser,
}) => {
  const page = await newPage(browser, DESKTOP);
  const urls = visited(page);
  await sizesAndPreferences(page, BASE_URL);
  // The last step before the results says so: no lead-data step in between.
  await page.getByRole("button", { name: "Ver pneus" }).click();
  await page.waitForURL(RESULTS);
  await page.getByRole("heading", { level: 1, name: "Pneus 205/55 R16" }).waitFor();
  assert.equal(
    urls.some((u) => u.includes("/seletor/dados")),
    false,
    `the lead-data step was shown: ${urls.join(", ")}`,
  );
  // Its address leads on to the results of the stored search.
  await page.goto(`${BASE_URL}/seletor/dados`);
  await page.waitForURL(RESULTS);
  assert.equal(
    (await page.context().cookies()).some((c) => c.name === "rc_lead"),
    false,
  );
  await page.context().close();
});

// Serial: the last test reads what the ones before it stored.
test.describe.serial("setting on (a site of its own)", () => {
  let server: ChildProcess | undefined;
  let base = "";
  let dataDir = "";

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "rodacerta-e2e-lead-"));
    const env = loadEnv({ DATA_DIR: dataDir });
    const database = await openDatabase(env);
    await database.migrate();
    await updateSiteSettings(database.db, { leadStepRequired: true });
    await database.close();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ["src/server/main.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        PUBLIC_URL: base,
        TRUST_PROXY: "1",
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const deadline = Date.now() + 240_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the second server stopped with code ${server.exitCode}`);
      if (Date.now() > deadline) throw new Error("the second server did not start in time");
      const ok = await fetch(`${base}/api/rodacerta/pt/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server?.once("exit", r));
      server.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (server.exitCode === null) server.kill("SIGKILL");
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("site-init says the selector asks for contact data", async () => {
    const site = (await (await fetch(`${base}/api/rodacerta/pt/site-init`)).json()) as { seletor: unknown };
    assert.deepEqual(site.seletor, { pedirDados: true });
  });

  test("on a 390 px phone: the lead-data step checks the fields, saves the lead, shows the results, and is asked once", async ({
    browser,
  }) => {
    const page = await newPage(browser, PHONE);
    await page.goto(`${base}/seletor/medidas`);
    // One measure per screen on a phone.
    await pick(page, "Largura", "205", "#sel-ancho");
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL(/\/seletor\/serie$/);
    await pick(page, "Perfil", "55", "#sel-serie");
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL(/\/seletor\/jante$/);
    await pick(page, "Jante", "16", "#sel-llanta");
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL(/\/seletor\/carga$/);
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL(/\/seletor\/velocidade$/);
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL(/\/seletor\/estacao$/);
    await page.getByLabel("Verão").check();
    // "See the results now" goes through the lead-data step too.
    await page.getByRole("button", { name: "Ver já os resultados" }).click();
    await page.waitForURL(/\/seletor\/dados$/);
    await page.getByRole("heading", { level: 2, name: "Só falta um passo: os seus contactos" }).waitFor();
    await shot(page, "selector-lead-step-phone");

    // Nothing filled in: every field says what is missing, and the focus goes to the first one.
    await page.getByRole("button", { name: "Ver pneus" }).click();
    await page.getByText("O campo e-mail é obrigatório").waitFor();
    await page.getByText("O campo telefone é obrigatório").waitFor();
    await page.getByText("O campo código postal é obrigatório").waitFor();
    await page.getByText("Para continuar tem de aceitar a política de privacidade").waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), "lead-email");
    assert.equal(await page.getByLabel("E-mail").getAttribute("aria-invalid"), "true");
    await shot(page, "selector-lead-step-errors-phone");

    // Wrong formats.
    await page.getByLabel("E-mail").fill("joana@");
    await page.getByLabel("Telefone").fill("91234");
    await page.getByLabel("Código postal").fill("1000");
    await page.getByLabel("Li e aceito a política de privacidade").check();
    await page.getByRole("button", { name: "Ver pneus" }).click();
    await page.getByText("O campo e-mail tem um formato incorreto").waitFor();
    await page.getByText("O telefone é demasiado curto").waitFor();
    await page.getByText("O campo código postal tem um formato incorreto").waitFor();
    assert.equal(await page.getByText("Para continuar tem de aceitar a política de privacidade").count(), 0);
    assert.equal(page.url().endsWith("/seletor/dados"), true);

    // Valid data: saved, then the results of the search built in the selector.
    await page.getByLabel("E-mail").fill("joana.lead@example.pt");
    await page.getByLabel("Telefone").fill("912 345 678");
    await page.getByLabel("Código postal").fill("1000-001");
    await page.getByRole("button", { name: "Ver pneus" }).click();
    await page.waitForURL(RESULTS);
    await page.getByRole("heading", { level: 1, name: "Pneus 205/55 R16" }).waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === "rc_lead");
    assert.ok(cookie, "the visitor is a lead now");
    assert.equal(cookie.httpOnly, true);

    // A second search: the visitor is a lead, so the step is skipped.
    const urls = visited(page);
    await page.goto(`${base}/seletor/estacao`);
    await page.getByLabel("Inverno (abaixo de 7 °C)").check();
    await page.getByLabel("Verão").uncheck();
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL(/\/seletor\/runflat$/);
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL(/\/seletor\/marcas$/);
    await page.getByRole("button", { name: "Ver pneus" }).click();
    await page.waitForURL(/\/seletor\/resultados\?ancho=205&serie=55&llanta=16&temporada=invierno$/);
    assert.equal(
      urls.some((u) => u.includes("/seletor/dados")),
      false,
      `the lead-data step was asked again: ${urls.join(", ")}`,
    );
    await page.context().close();
  });

  test("on a desktop: the step follows the preferences screen", async ({ browser }) => {
    const page = await newPage(browser, DESKTOP);
    await sizesAndPreferences(page, base);
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL(/\/seletor\/dados$/);
    await page.getByLabel("E-mail").fill("rui.lead@example.pt");
    await page.getByLabel("Telefone").fill("213 456 789");
    await page.getByLabel("Código postal").fill("4000-123");
    await page.getByLabel("Li e aceito a política de privacidade").check();
    await page.getByLabel("Quero receber ofertas e novidades da RodaCerta (opcional)").check();
    await shot(page, "selector-lead-step-desktop");
    await page.getByRole("button", { name: "Ver pneus" }).click();
    await page.waitForURL(RESULTS);
    await page.context().close();
  });

  test("the leads were stored with origen seletor (read after the server stopped)", async () => {
    const exited = new Promise((r) => server?.once("exit", r));
    server?.kill("SIGTERM");
    await exited;
    const database = await openDatabase(loadEnv({ DATA_DIR: dataDir }));
    try {
      const rows = await database.db.select().from(leads).where(eq(leads.origen, "seletor"));
      const byEmail = new Map(rows.map((r) => [r.email, r]));
      assert.deepEqual([...byEmail.keys()].sort(), ["joana.lead@example.pt", "rui.lead@example.pt"]);
      assert.deepEqual(
        {
          telefono: byEmail.get("joana.lead@example.pt")?.telefono,
          codigoPostal: byEmail.get("joana.lead@example.pt")?.codigoPostal,
          wantsInfo: byEmail.get("joana.lead@example.pt")?.wantsInfo,
        },
        { telefono: "912 345 678", codigoPostal: "1000-001", wantsInfo: false },
      );
      assert.equal(byEmail.get("rui.lead@example.pt")?.wantsInfo, true);
      assert.match(byEmail.get("rui.lead@example.pt")?.userAgent ?? "", /Chrome/);
    } finally {
      await database.close();
    }
  });
});
