import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callbackRequests, leads } from "../db/schema.ts";
import { testApp } from "#src/server/test-support/app.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** The user agent sent with a call-back request or a moto brand lead is stored with it (attribution), cut to 400. */
describe("user agent kept with leads and call-backs", () => {
  const t = testApp("pglite");
  const post = (url: string, payload: unknown, ip: string) =>
    t.app.inject({ method: "POST", url: `/api/rodacerta/pt${url}`, payload: payload as object, remoteAddress: ip });

  it("POST /callback stores the userAgent with the request", async () => {
    const res = await post(
      "/callback",
      { telefono: "912 345 678", origen: "ligamos-lhe", userAgent: IPHONE },
      "10.20.0.1",
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(callbackRequests).where(eq(callbackRequests.id, res.json().id));
    expect(row?.userAgent).toBe(IPHONE);
    const long = await post(
      "/callback",
      { telefono: "912 345 679", userAgent: `${IPHONE} ${"x".repeat(800)}` },
      "10.20.0.2",
    );
    expect(long.statusCode).toBe(201);
    const [cut] = await t.database.db.select().from(callbackRequests).where(eq(callbackRequests.id, long.json().id));
    expect(cut?.userAgent).toHaveLength(400);
    expect(cut?.userAgent?.startsWith(IPHONE)).toBe(true);
    const none = await post("/callback", { telefono: "912 345 670" }, "10.20.0.3");
    const [empty] = await t.database.db.select().from(callbackRequests).where(eq(callbackRequests.id, none.json().id));
    expect(empty?.userAgent).toBeNull();
  });

  it("POST /neumaticos-moto/register-marca stores the useragent with the lead", async () => {
    const res = await post(
      "/neumaticos-moto/register-marca",
      {
        marca: "Royal Enfield",
        email: "rita@example.pt",
        ancho: 100,
        alto: 90,
        llanta: 19,
        origen: "selector-moto",
        device: "web",
        useragent: IPHONE,
      },
      "10.20.0.4",
    );
    expect(res.statusCode).toBe(201);
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.email, "rita@example.pt"));
    expect(lead).toMatchObject({ userAgent: IPHONE, wantsInfo: true });
    expect(lead?.origen).toContain("Royal Enfield");
  });

  it("the database refuses a user agent over 400 characters", async () => {
    await expect(
      t.database.db.insert(leads).values({ email: "x@example.pt", userAgent: "u".repeat(401) }),
    ).rejects.toThrow();
  });

  it("POST /neumaticos/selector/ws accepts a user agent of any browser length and answers the search", async () => {
    const res = await post(
      "/neumaticos/selector/ws",
      { filters: { ancho: 205, serie: 55, llanta: 16 }, useragent: "y".repeat(900) },
      "10.20.0.5",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThan(0);
  });
});
