/**
 * Once a page has hydrated, React Router posts its forms to `<path>.data` (a client-side action request) instead of the
 * page's own address. A Spanish one-segment path then reads `/iniciar-sesion.data`; the answer's messages must still be
 * in the page's language (a tester found Portuguese field errors on Spanish forms as soon as JavaScript had loaded).
 * Needs a build (BUILD_DIR=build-x).
 */
import { describe, expect, it } from "vitest";
import { otherLanguageLeaks } from "./test-support/language.ts";
import { startPageApp, webBuilt } from "./test-support/pages.ts";

describe.skipIf(!webBuilt("web-pages-data-requests"))("client-side form posts answer in the page's language", () => {
  const site = startPageApp();

  /** A form posted as the hydrated page does: to `<path>.data`, urlencoded. */
  const postData = async (path: string, fields: Record<string, string>) => {
    const res = await site.app.inject({
      method: "POST",
      url: `${path}.data`,
      remoteAddress: site.address(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });
    return { status: res.statusCode, body: res.body };
  };

  it("answers the Spanish login form in Spanish and the Portuguese one in Portuguese", async () => {
    const es = await postData("/iniciar-sesion", { email: "", password: "" });
    expect(es.status).toBeLessThan(500);
    expect(es.body).toContain("Hay campos con errores");
    expect(es.body).not.toContain("Há campos com erros");
    expect(otherLanguageLeaks(es.body, "es")).toEqual([]);

    const pt = await postData("/login", { email: "", password: "" });
    expect(pt.status).toBeLessThan(500);
    expect(pt.body).toContain("Há campos com erros");
    expect(pt.body).not.toContain("Hay campos con errores");
  });

  it("answers the Spanish registration form in Spanish", async () => {
    const es = await postData("/registro", { nombre: "", email: "no-es-un-email" });
    expect(es.status).toBeLessThan(500);
    expect(es.body).not.toMatch(/O campo \S+ é obrigatório/);
    expect(otherLanguageLeaks(es.body, "es")).toEqual([]);
  });
});
