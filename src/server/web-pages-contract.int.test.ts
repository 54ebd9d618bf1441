/**
 * Pages that read the API through the typed contract (`answer<typeof Schema>`, docs/decisions/020-api-contract.md)
 * show the API's real data, in Portuguese and in Spanish: the workshop finder's search, the batteries list and the
 * home page's size search. Served by the built app (needs a build: BUILD_DIR=build-x); the answers they are compared
 * with are parsed with the same response schemas.
 */
import { describe, expect, it } from "vitest";
import { BatterySearchResponseSchema } from "#src/shared/catalogue/batteries.schema.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import { TyreOptionsAnswer } from "#src/shared/tyres/tyres-api.schema.ts";
import { WorkshopsNearPostcodeAnswer } from "#src/shared/workshops/workshops-api.schema.ts";
import { expectPage, startPageApp, webBuilt } from "./test-support/pages.ts";

const LANGS: Lang[] = ["pt", "es"];

describe.skipIf(!webBuilt("web-pages-contract"))("pages reading the typed API contract", () => {
  const site = startPageApp();
  const api = async (lang: Lang, method: "GET" | "POST", url: string, payload?: object) => {
    const res = await site.app.inject({
      method,
      url: `/api/rodacerta/${lang}${url}`,
      payload,
      remoteAddress: site.address(),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json() as unknown;
  };

  it("the workshop finder lists the API's workshops near a postcode", async () => {
    const near = WorkshopsNearPostcodeAnswer.parse(
      await api("pt", "POST", "/taller/localizacion", { postCode: "1100-053", distancia: 60 }),
    );
    const first = near.talleres[0]!;
    const phrases = { pt: "Oficinas perto de si", es: "Talleres cerca de usted" };
    for (const lang of LANGS) {
      const page = await site.get(`${localPath(lang, "/oficinas-mecanicas")}?cp=1100-053`);
      const { html } = expectPage(lang, page, [phrases[lang], first.alias]);
      expect(html).toContain(`data-code="${first.codTienda}"`);
      expect(html).toContain(`href="${localPath(lang, first.url)}"`);
    }
  });

  it("the batteries page shows the API's first page", async () => {
    const query = new URLSearchParams({ pagination: JSON.stringify({ page: 1, pageSize: 12 }) });
    for (const lang of LANGS) {
      const list = BatterySearchResponseSchema.parse(await api(lang, "GET", `/baterias/search?${query}`));
      const first = list.items[0]!;
      const page = await site.get(localPath(lang, "/carro/baterias"));
      expectPage(lang, page, [first.marca, first.modelo]);
    }
  });

  it("the home page's size search offers the API's widths", async () => {
    const widths = TyreOptionsAnswer.parse(await api("pt", "GET", "/tyres-with-values"));
    expect(widths.options).toContain("205");
    for (const lang of LANGS) {
      const { html } = expectPage(lang, await site.get(lang === "pt" ? "/" : "/es"), []);
      for (const w of widths.options.slice(0, 3)) expect(html).toContain(`<option value="${w}">`);
    }
  });
});
