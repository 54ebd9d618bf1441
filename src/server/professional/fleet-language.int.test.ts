/**
 * The fleet endpoint in the page's language (issue 13): `GET /profissional/frota` names its bookable services in the
 * language of the API path — the Spanish names (`services.nombre_es`, migration 0023) on /es, the Portuguese ones on
 * /pt — so /area-privada/flota shows no Portuguese service name.
 */
import { beforeAll, expect, it } from "vitest";
import { services } from "../db/schema.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";
import { operatorTeam, testClock } from "../test-support/operator.ts";
import { approvedBusiness } from "../test-support/professional.ts";

eachDatabase("fleet services in the API path's language", (kind) => {
  const clock = testClock(new Date("2026-11-23T10:00:00Z"));
  const t = testApp(kind, { now: clock.now });
  const team = operatorTeam(t, kind, "frota-lingua", clock);

  beforeAll(async () => {
    await approvedBusiness(t, {
      customerToken: team.tokens.customer,
      adminToken: team.tokens.admin,
      application: {
        empresa: "Transportes Ibéricos, Lda.",
        nif: "501234560",
        contacto: "Rita Marques",
        email: team.emails.customer,
        frota: "4",
      },
      creditDays: 30,
    });
  });

  const fleetIn = async (lang: "pt" | "es") => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/rodacerta/${lang}/profissional/frota`,
      remoteAddress: `10.251.0.${lang === "pt" ? 1 : 2}`,
      headers: { authorization: `Bearer ${team.tokens.customer}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return new Map((res.json().servicos as Array<{ id: string; nome: string }>).map((s) => [s.id, s.nome]));
  };

  it("names the services in Spanish on /es and in Portuguese on /pt, the same services in both", async () => {
    const [pt, es] = [await fleetIn("pt"), await fleetIn("es")];
    expect(pt.size).toBeGreaterThan(0);
    expect([...es.keys()].sort()).toEqual([...pt.keys()].sort());
    const rows = await t.database.db
      .select({ id: services.id, nombre: services.nombre, nombreEs: services.nombreEs })
      .from(services);
    const byId = new Map(rows.map((r) => [r.id, r]));
    let translated = 0;
    for (const [id, name] of pt) {
      const row = byId.get(id)!;
      expect(name, id).toBe(row.nombre);
      expect(es.get(id), id).toBe(row.nombreEs ?? row.nombre);
      if (row.nombreEs && row.nombreEs !== row.nombre) translated++;
    }
    // The seed names the fleet's services in Spanish: the check above must have compared real translations.
    expect(translated).toBeGreaterThan(0);
  });
});
