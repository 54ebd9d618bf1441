/**
 * The catalogue's and the workshops' own data on the Spanish site, served by the built app (needs a build:
 * `BUILD_DIR=… npx react-router build`): a tyre model's and a product's description and reviews, a brand's country, a
 * Spanish workshop's reviews, e-mail and phone, and Spain's privacy contact. The Portuguese twins keep their texts.
 */
import { describe, expect, it } from "vitest";
import { localPath } from "#src/shared/i18n/paths.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { REVIEW_TEXTS } from "./db/seed/place-data.ts";
import { expectPage, startPageApp, webBuilt } from "./test-support/pages.ts";

const PT_MODEL =
  "Michelin Primacy 4+: pneu de verão para automóveis de turismo. Gama premium com a melhor travagem em piso molhado.";
const ES_MODEL = "Michelin Primacy 4+: neumático de verano para turismos. Gama premium con la mejor frenada en mojado.";
const PT_REVIEWS = REVIEW_TEXTS.map(([, text]) => text);

describe.skipIf(!webBuilt("web-pages-catalogue-data-es"))("catalogue and workshop data in Spanish", () => {
  const site = startPageApp();
  const page = async (url: string, lang: Lang, phrases: string[], absent: string[] = []) =>
    expectPage(lang, await site.get(url), phrases, { absent });

  it("a tyre model's page: the Spanish description on /neumaticos, the Portuguese one on /pneus", async () => {
    await page("/neumaticos/michelin/primacy-4", "es", ["Michelin Primacy 4+", ES_MODEL], [PT_MODEL, "pneu de verão"]);
    await page("/pneus/michelin/primacy-4", "pt", [PT_MODEL], [ES_MODEL, "neumático de verano"]);
  });

  it("a product page: its description and reviews in the page's language", async () => {
    const model = (
      await site.app.inject({ url: "/api/rodacerta/pt/tyres-model?marca=michelin&modelo=primacy-4" })
    ).json() as { neumaticos: Array<{ url: string }> };
    const ptUrl = model.neumaticos[0]?.url ?? "";
    expect(ptUrl).toMatch(/^\/pneus\/michelin\/primacy-4-/);
    const esUrl = localPath("es", ptUrl);
    expect(esUrl).toMatch(/^\/neumaticos\/michelin\/primacy-4-/);
    const id = ptUrl.split("-").at(-1);
    const reviews = async (lang: Lang) =>
      (
        (await site.app.inject({ url: `/api/rodacerta/${lang}/neumaticos/${id}` })).json() as {
          resenas: Array<{ comentario: string }>;
        }
      ).resenas.map((r) => r.comentario);
    const [esReviews, ptReviews] = [await reviews("es"), await reviews("pt")];
    expect(esReviews.length).toBeGreaterThan(0);
    await page(esUrl, "es", [ES_MODEL, ...esReviews], [PT_MODEL, ...ptReviews]);
    await page(ptUrl, "pt", [PT_MODEL, ...ptReviews], [ES_MODEL, ...esReviews]);
  });

  it("a brand's page: its country in the page's language", async () => {
    await page("/neumaticos/michelin", "es", ["Michelin (Francia)"], ["França"]);
    await page("/pneus/michelin", "pt", ["Michelin (França)"], ["Francia"]);
    await page("/neumaticos/hankook", "es", ["Hankook (Corea del Sur)"], ["Coreia do Sul"]);
  });

  it("a Spanish workshop's page: Spanish reviews, a Spanish e-mail and the city's area code", async () => {
    const madrid = await page(
      "/talleres/madrid/madrid",
      "es",
      ["madrid@talleres.rodacerta.es"],
      ["oficinas.rodacerta.pt", "+34 946", ...PT_REVIEWS],
    );
    expect(madrid.text).toMatch(/\+34 91\d \d{3} \d{3}/);
    const tenerife = await page(
      "/talleres/santa-cruz-de-tenerife/santa-cruz-de-tenerife",
      "es",
      ["santa-cruz-de-tenerife@talleres.rodacerta.es"],
      ["oficinas.rodacerta.pt", "Muito atenciosos com a minha mota", ...PT_REVIEWS],
    );
    expect(tenerife.text).toMatch(/\+34 922 \d{3} \d{3}/);
  });

  it("the privacy page: Spain's privacy contact on the Spanish site, Portugal's on the Portuguese one", async () => {
    await page("/politica-de-privacidad", "es", ["privacidad@rodacerta.es"], ["privacidade@rodacerta.pt"]);
    await page("/politica-de-privacidade", "pt", ["privacidade@rodacerta.pt"], ["privacidad@rodacerta.es"]);
  });
});
