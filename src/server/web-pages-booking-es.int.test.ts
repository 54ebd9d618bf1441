/**
 * The workshop finder, a workshop's page, the first booking step and the moto revision in Spanish and in Portuguese
 * (issue 13 items 1 and 2), rendered by the built app (needs a build; set BUILD_DIR): Spanish copy and paths on the
 * Spanish site, no Portuguese left on it, Spain's workshops first there, and the Portuguese twin unchanged.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { expectPage, startPageApp, webBuilt } from "./test-support/pages.ts";

describe.skipIf(!webBuilt("web-pages-booking-es"))("booking and workshop pages in Spanish and Portuguese", () => {
  const site = startPageApp();
  const page = async (url: string, lang: Lang) => expectPage(lang, await site.get(url), []);

  it("shows the workshop finder in Spanish, with Spain's provinces (the Canaries included) first", async () => {
    const { html, text } = await page("/talleres", "es");
    for (const phrase of ["Talleres cerca de usted", "Código postal", "Talleres por provincia", "Abre los sábados"])
      expect(text).toContain(phrase);
    expect(html).toContain("<title>Talleres mecánicos RodaCerta cerca de usted | RodaCerta</title>");
    const areaLinks = [...html.matchAll(/href="(\/(?:talleres|oficinas-mecanicas)\/[^"/]+)"/g)].map((m) => m[1]);
    expect(areaLinks.length).toBeGreaterThan(10);
    expect(areaLinks.every((h) => h!.startsWith("/talleres/"))).toBe(true);
    const first = areaLinks.slice(0, 5);
    expect(first).toContain("/talleres/las-palmas");
    expect(first).toContain("/talleres/santa-cruz-de-tenerife");
    expect(areaLinks.indexOf("/talleres/madrid")).toBeLessThan(areaLinks.indexOf("/talleres/aveiro"));
  });

  it("keeps the Portuguese finder in Portuguese, with Portugal's districts first", async () => {
    const { html, text } = await page("/oficinas-mecanicas", "pt");
    for (const phrase of ["Oficinas perto de si", "Oficinas por distrito", "Abre ao sábado", "Aberta ao almoço"])
      expect(text).toContain(phrase);
    const areaLinks = [...html.matchAll(/href="\/oficinas-mecanicas\/([^"/]+)"/g)].map((m) => m[1]);
    expect(areaLinks.indexOf("viseu")).toBeLessThan(areaLinks.indexOf("badajoz"));
    expect(areaLinks.indexOf("lisboa")).toBeLessThan(areaLinks.indexOf("las-palmas"));
  });

  it("searches by postcode in Spanish", async () => {
    const { text } = await page("/talleres?cp=35010&distancia=60", "es");
    expect(text).toMatch(/\d+ talleres? cerca de 35010/);
    expect(text).toContain("Elegir este taller");
  });

  it("shows a Canary Islands province page and a workshop's page in Spanish", async () => {
    const area = await page("/talleres/las-palmas", "es");
    expect(area.text).toContain("Talleres en Las Palmas");
    const api = await site.app.inject("/api/rodacerta/es/oficinas/area/las-palmas");
    const url = (api.json() as { talleres: Array<{ url: string }> }).talleres[0]!.url;
    expect(url).toMatch(/^\/oficinas-mecanicas\/las-palmas\//);
    expect(area.html).toContain(`href="${url.replace("/oficinas-mecanicas/", "/talleres/")}"`);
    const w = await page(url.replace("/oficinas-mecanicas/", "/talleres/"), "es");
    for (const phrase of ["Contacto", "Teléfono:", "Horario", "Lunes", "Cómo llegar", "Servicios", "Equipamiento"])
      expect(w.text).toContain(phrase);
    expect(w.html).toMatch(/<title>RodaCerta [^<]+ — taller en [^<]+ \| RodaCerta<\/title>/);
    expect(w.html).toMatch(/href="\/cita-previa\/servicios\?taller=\d+"|solo acepta citas por teléfono/);

    const ptPage = await page(url, "pt");
    for (const phrase of ["Contactos", "Telefone:", "Horário", "Segunda", "Como chegar", "Equipamento"])
      expect(ptPage.text).toContain(phrase);
    expect(ptPage.html).toMatch(/href="\/marcacao-previa\/servicos\?taller=\d+"|só aceita marcações por telefone/);
  });

  it("opens the first booking step in Spanish, on the Spanish paths", async () => {
    const { html, text } = await page("/cita-previa", "es");
    for (const phrase of ["Cita en el taller", "¿Qué vehículo quiere llevar al taller?", "Coche, furgoneta o 4x4"])
      expect(text).toContain(phrase);
    expect(text).toContain("1. Vehículo");
    expect(html).toContain('action="/cita-previa/seleccion-taller"');
    expect(html).toContain('href="/cita-previa/patinete"');
    expect(html).toContain('placeholder="28001"');
  });

  it("lists workshops near a Spanish postcode in the booking's workshop step", async () => {
    const { html, text } = await page("/cita-previa/seleccion-taller?tipo=car&cp=35010", "es");
    expect(text).toContain("Buscar talleres");
    expect(html).toMatch(/href="\/cita-previa\/servicios\?tipo=car&amp;cp=35010&amp;taller=\d+"/);
  });

  it("keeps the Portuguese first booking step as it was", async () => {
    const { html, text } = await page("/marcacao-previa", "pt");
    for (const phrase of ["Marcação na oficina", "Que veículo quer levar à oficina?", "Carro, carrinha ou 4x4"])
      expect(text).toContain(phrase);
    expect(html).toContain('action="/marcacao-previa/selecao-oficina"');
    expect(html).toContain('href="/marcacao-previa/trotineta"');
  });

  it("shows the moto revision in Spanish and in Portuguese", async () => {
    const es = await page("/moto/revision", "es");
    for (const phrase of ["Revisión de moto", "Los datos de su moto", "Precios por cilindrada", "Mi moto es eléctrica"])
      expect(es.text).toContain(phrase);
    const pt = await page("/mota/revisao", "pt");
    for (const phrase of ["Revisão de mota", "Os dados da sua mota", "A minha mota é elétrica"])
      expect(pt.text).toContain(phrase);
  });

  it("sends the old Spanish change link and the preset to the Spanish booking pages", async () => {
    const old = await site.app.inject("/modificacion?cita=x&token=y");
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/cita-previa/modificacion?cita=x&token=y");
    const preset = await site.app.inject("/cita-previa-preset?taller=1001&servicos=CITA_OLEO");
    expect(preset.headers.location).toBe("/cita-previa/fecha-y-hora?taller=1001&servicios=CITA_OLEO");
  });
});
