import { eq, sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { leads } from "../db/schema.ts";
import { eachDatabase } from "../test-support/db.ts";
import { testApp } from "#src/server/test-support/app.ts";
import { getSiteSettings, updateSiteSettings } from "./settings.queries.ts";

/** Read models reload when the change's NOTIFY arrives: moments after the write, not in the same tick. */
const WAIT = { timeout: 5000, interval: 20 };
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

/** The lead-data step of the car selector: a site setting (off by default) and the leads it stores. */
eachDatabase("selector lead step", (kind) => {
  const t = testApp(kind);
  const siteInit = async () => (await t.api("GET", "/site-init")).json();

  it("is off by default: the seeded site does not ask for contact data", async () => {
    expect(await getSiteSettings(t.database.db)).toEqual({ leadStepRequired: false });
    expect((await siteInit()).seletor).toEqual({ pedirDados: false });
  });

  it("the back office can turn it on and off again; GET /site-init follows (its read model hears the change)", async () => {
    expect(await updateSiteSettings(t.database.db, { leadStepRequired: true })).toEqual({ leadStepRequired: true });
    await vi.waitFor(async () => expect((await siteInit()).seletor).toEqual({ pedirDados: true }), WAIT);
    // An empty patch changes nothing.
    expect(await updateSiteSettings(t.database.db, {})).toEqual({ leadStepRequired: true });
    expect(await updateSiteSettings(t.database.db, { leadStepRequired: false })).toEqual({ leadStepRequired: false });
    await vi.waitFor(async () => expect((await siteInit()).seletor).toEqual({ pedirDados: false }), WAIT);
  });

  it("the settings are a single row", async () => {
    await expect(
      t.database.db.execute(sql`insert into site_settings (id, lead_step_required) values (2, true)`),
    ).rejects.toThrow();
    const rows = await t.database.db.execute(sql`select count(*)::int as n from site_settings`);
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
  });

  it("POST /leads from the selector stores e-mail, phone, postcode, origen, consent to offers and user agent", async () => {
    const res = await t.api("POST", "/leads", {
      email: "Marta.Lead@Example.pt",
      telefono: "912 345 678",
      codigo_postal: "4000-123",
      origen: "seletor",
      wantsInfo: true,
      privacidad: true,
      userAgent: IPHONE,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id_site_lead as number;
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({
      email: "marta.lead@example.pt",
      codigoPostal: "4000-123",
      origen: "seletor",
      wantsInfo: true,
      userAgent: IPHONE,
    });
    expect(row?.telefono).toBe("912 345 678");
  });

  it("refuses a lead without the privacy policy accepted, and a selector lead without phone or postcode", async () => {
    const noConsent = await t.api("POST", "/leads", {
      email: "sem.consentimento@example.pt",
      telefono: "912 345 678",
      codigo_postal: "4000-123",
      origen: "seletor",
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors).toEqual({
      privacidad: "Para continuar tem de aceitar a política de privacidade",
    });
    const partial = await t.api("POST", "/leads", {
      email: "parcial@example.pt",
      origen: "seletor",
      privacidad: true,
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toEqual({
      telefono: "O campo telefone é obrigatório",
      codigo_postal: "O campo código postal é obrigatório",
    });
    const wrong = await t.api("POST", "/leads", {
      email: "errado@",
      telefono: "12ab",
      codigo_postal: "40-01",
      origen: "seletor",
      privacidad: true,
    });
    expect(Object.keys(wrong.json().errors).sort()).toEqual(["codigo_postal", "email", "telefono"]);
    const stored = await t.database.db
      .select({ id: leads.id })
      .from(leads)
      .where(sql`${leads.email} in ('sem.consentimento@example.pt', 'parcial@example.pt')`);
    expect(stored).toEqual([]);
  });

  it("a lead from elsewhere may leave only an e-mail", async () => {
    const res = await t.api("POST", "/leads", { email: "so.email@example.pt", origen: "web", privacidad: true });
    expect(res.statusCode).toBe(201);
  });
});
