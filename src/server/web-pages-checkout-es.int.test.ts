/**
 * The basket and checkout in both languages (issue 13), served by the built app (needs a build: `npm run build`, or
 * BUILD_DIR=build-x): a whole purchase walked with plain form posts, as a browser without JavaScript would, once on the
 * Spanish site (/cesta, /cesta/pedido, /cesta/taller, /cesta/fecha-y-hora, /cesta/registro, /cesta/pago,
 * /cesta/datos-de-facturacion, /cesta/su-reserva) and once on the Portuguese one. Every page is in its language with no
 * message of the other, and every redirect stays on the site's own addresses.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { localPath, ptPath } from "#src/shared/i18n/paths.ts";
import { tyres, workshops } from "./db/schema.ts";
import { visibleText } from "./test-support/language.ts";
import { expectPage, startPageApp, webBuilt } from "./test-support/pages.ts";

/** What each page must say, per language. */
const PHRASES: Record<string, Record<Lang, string[]>> = {
  empty: {
    pt: ["O seu carrinho está vazio.", "Procurar pneus por medida", "Procurar pela matrícula"],
    es: ["Su cesta está vacía.", "Buscar neumáticos por medida", "Buscar por matrícula"],
  },
  pedido: {
    pt: [
      "O seu pedido",
      "Continuar: escolher oficina",
      "Esvaziar carrinho",
      "Cupão de desconto",
      "Resumo",
      "incluído:",
    ],
    es: ["Su pedido", "Continuar: elegir taller", "Vaciar la cesta", "Cupón de descuento", "Resumen", "incluido:"],
  },
  esvaziar: {
    pt: ["Esvaziar o carrinho?", "Sim, esvaziar o carrinho", "Não, manter os produtos"],
    es: ["¿Vaciar la cesta?", "Sí, vaciar la cesta", "No, mantener los productos"],
  },
  oficinas: {
    pt: ["Procurar oficinas", "Escolher esta oficina", "Disponível a partir de", "← Voltar: O seu pedido"],
    es: ["Buscar talleres", "Elegir este taller", "Disponible a partir del", "← Volver: Su pedido"],
  },
  "data-e-hora": {
    pt: ["Data e hora", "O trabalho demora cerca de", "Reservar esta hora e continuar", "Oficina:"],
    es: ["Fecha y hora", "El trabajo dura unos", "Reservar esta hora y continuar", "Taller:"],
  },
  registo: {
    pt: ["Já tem conta? Entre", "É a primeira vez? Crie a sua conta", "Criar conta e continuar", "Password"],
    es: [
      "¿Ya tiene cuenta? Inicie sesión",
      "¿Es la primera vez? Cree su cuenta",
      "Crear cuenta y continuar",
      "Contraseña",
    ],
  },
  pagamento: {
    pt: ["Como quer pagar?", "Pagar tudo na oficina", "Cartão de crédito ou débito", "MB WAY"],
    es: ["¿Cómo quiere pagar?", "Pagar todo en el taller", "Pagar con tarjeta de crédito o débito", "Bizum"],
  },
  "dados-de-facturacao": {
    pt: ["Faturação", "Quero fatura com NIF", "Distrito", "NIF (opcional)", "Confirmar reserva"],
    es: ["Facturación", "Quiero factura con NIF", "Provincia", "NIF/NIE (opcional)", "Confirmar la reserva"],
  },
  "a-sua-reserva": {
    pt: ["Reserva confirmada", "O que comprou", "A pagar na oficina", "Adicionar ao calendário"],
    es: ["Su reserva está confirmada", "Lo que ha comprado", "A pagar en el taller", "Añadir al calendario"],
  },
};

describe.skipIf(!webBuilt("web-pages-checkout-es"))("the basket and checkout in Portuguese and Spanish", () => {
  const site = startPageApp();
  let tyreId: string;
  let workshop: { code: string; postcode: string };
  beforeAll(async () => {
    const { database } = site;
    const all = await database.db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id);
    tyreId = (all.find((x) => x.stock >= 8 && x.deliveryDays <= 2) ?? all[0])!.id;
    await database.db.update(tyres).set({ stock: 500 }).where(eq(tyres.id, tyreId));
    const ws = await database.db.select().from(workshops);
    workshop = ws.find((w) => w.town === "Lisboa" && w.webBookings && w.services.includes("car"))!;
  });

  /** A browser's cookie jar for one walk. */
  function browser(lang: Lang) {
    const jar = new Map<string, string>();
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const keep = (setCookie: string | string[] | undefined) => {
      for (const c of [setCookie ?? []].flat()) {
        const [pair] = c.split(";");
        const [k, ...v] = pair!.split("=");
        jar.set(k!, v.join("="));
      }
    };
    const at = (ptPath: string) => localPath(lang, ptPath);
    return {
      at,
      basketId: () => jar.get("rc_cesta") ?? "",
      async get(ptPath: string) {
        const res = await site.get(at(ptPath), { cookie: cookie() });
        keep(res.headers["set-cookie"]);
        return res;
      },
      /** A form posted without JavaScript: the answer is the redirect. */
      async post(ptPath: string, fields: Record<string, string>) {
        const res = await site.post(at(ptPath), fields, { cookie: cookie() });
        keep(res.headers["set-cookie"]);
        return res;
      },
    };
  }

  async function step(b: ReturnType<typeof browser>, lang: Lang, name: string, ptPath = `/carrinho/${name}`) {
    return expectPage(lang, await b.get(ptPath), PHRASES[name]![lang]).text;
  }

  function expectRedirect(res: { statusCode: number; headers: Record<string, unknown>; body: string }, to: string) {
    expect([302, 303], res.body.slice(0, 300)).toContain(res.statusCode);
    expect(String(res.headers.location)).toMatch(new RegExp(`^${to.replace(/[?]/g, "\\?")}`));
  }

  for (const lang of ["es", "pt"] as const)
    it(`walks a whole purchase on the ${lang === "es" ? "Spanish" : "Portuguese"} site`, async () => {
      const b = browser(lang);
      // The empty basket.
      await step(b, lang, "empty", "/carrinho");
      expect(b.at("/carrinho")).toBe(lang === "es" ? "/cesta" : "/carrinho");

      // "Comprar": the basket in the page's language.
      expectRedirect(await b.post("/carrinho/adicionar", { produto: tyreId, cantidad: "2" }), b.at("/carrinho/pedido"));
      const basket = (await site.app.inject(`/api/rodacerta/${lang}/cesta/${b.basketId()}`)).json() as {
        products: unknown[];
        services: unknown[];
      };
      expect(basket.products.length + basket.services.length, "the tyres and their fitting").toBeGreaterThan(1);
      const pedido = await step(b, lang, "pedido");
      expect(pedido).toContain(lang === "es" ? "/ unidad" : "/ unidade");
      // Money in the page's language (Spanish groups no four-digit amounts and writes a dot from 10 000).
      expect(pedido).toMatch(/\d,\d{2}\s€/);
      // The emptying question and a form error, both in the page's language.
      expectRedirect(await b.post("/carrinho/pedido", { intent: "basket", go: "empty" }), b.at("/carrinho/pedido"));
      await step(b, lang, "esvaziar", "/carrinho/pedido?esvaziar=1");
      const noCp = await b.post("/carrinho/oficinas", { intent: "postcode", cp: "" });
      expect(noCp.statusCode).toBe(200);
      expect(visibleText(noCp.body)).toContain(
        lang === "es"
          ? "El código postal es obligatorio para buscar talleres"
          : "O código postal é obrigatório para procurar oficinas",
      );

      // Workshop, date and time.
      expectRedirect(
        await b.post("/carrinho/pedido", { intent: "basket", go: "continue" }),
        b.at("/carrinho/oficinas"),
      );
      await step(b, lang, "oficinas", `/carrinho/oficinas?cp=${encodeURIComponent(workshop.postcode)}`);
      expectRedirect(
        await b.post("/carrinho/oficinas", { intent: "workshop", codTienda: workshop.code }),
        b.at("/carrinho/data-e-hora"),
      );
      const date = await b.get("/carrinho/data-e-hora");
      expectPage(lang, date, PHRASES["data-e-hora"]![lang]);
      const dia = /name="dia" value="([^"]+)"/.exec(date.body)?.[1];
      const hora = /name="hora" value="([^"]+)"/.exec(date.body)?.[1];
      expect(dia && hora, "a free day and time").toBeTruthy();
      const noTime = await b.post("/carrinho/data-e-hora", { intent: "slot", dia: dia! });
      expect(visibleText(noTime.body)).toContain(lang === "es" ? "Elija el día y la hora" : "Escolha o dia e a hora");
      expectRedirect(
        await b.post("/carrinho/data-e-hora", { intent: "slot", dia: dia!, hora: hora! }),
        b.at("/carrinho/registo"),
      );

      // Registration inside the checkout, then payment and billing.
      await step(b, lang, "registo");
      expectRedirect(
        await b.post("/carrinho/registo", {
          intent: "register",
          nombre: "Rita",
          apellidos: "Marques",
          email: `rita.checkout.${lang}@example.pt`,
          password: "segredo1",
          confirmPassword: "segredo1",
          telefono: "912345678",
          codigo_postal: "1100-053",
          privacidad: "on",
        }),
        b.at("/carrinho/pagamento"),
      );
      const payment = await step(b, lang, "pagamento");
      // Each site offers its own methods (decision 006): Bizum only in Spain, MB WAY and Multibanco only in Portugal.
      for (const other of lang === "es" ? ["MB WAY", "Multibanco"] : ["Bizum"]) expect(payment).not.toContain(other);
      // The payment step's action takes Bizum on the Spanish site only (the Portuguese one asks for another method).
      const bizum = await b.post("/carrinho/pagamento", {
        intent: "payment",
        paymentType: "full",
        paymentMethod: "bizum",
      });
      if (lang === "es") expectRedirect(bizum, b.at("/carrinho/dados-de-facturacao"));
      else expect(visibleText(bizum.body)).toContain("Escolha o meio de pagamento");
      const noChoice = await b.post("/carrinho/pagamento", { intent: "payment" });
      expect(visibleText(noChoice.body)).toContain(
        lang === "es" ? "Elija cómo quiere pagar." : "Escolha como quer pagar.",
      );
      expectRedirect(
        await b.post("/carrinho/pagamento", { intent: "payment", paymentType: "at_workshop" }),
        b.at("/carrinho/dados-de-facturacao"),
      );
      const billing = await b.get("/carrinho/dados-de-facturacao");
      expectPage(lang, billing, PHRASES["dados-de-facturacao"]![lang]);
      // The Spanish site lists Spain's provinces; the Portuguese one the districts.
      expect(billing.body).toContain(lang === "es" ? "<option>Zaragoza</option>" : "<option>Aveiro</option>");
      const key = /name="idempotencyKey" value="([^"]+)"/.exec(billing.body)![1]!;
      const ordered = await b.post("/carrinho/dados-de-facturacao", {
        intent: "order",
        idempotencyKey: key,
        nombre: "Rita",
        apellidos: "Marques",
        nif: "",
        calle: "Rua Augusta",
        numero: "12",
        poblacion: "Lisboa",
        codigo_postal: "1100-053",
        provincia: "Lisboa",
        guardar: "on",
      });
      expectRedirect(ordered, b.at("/carrinho/a-sua-reserva?pedido="));
      const confirmation = await b.get(ptPath(String(ordered.headers.location)));
      const { text } = expectPage(lang, confirmation, PHRASES["a-sua-reserva"]![lang]);
      expect(text).toContain(lang === "es" ? " a las " : " às ");
      // The calendar file and the private area at the page's language's addresses.
      expect(confirmation.body).toContain(`href="${b.at("/carrinho/calendario")}?pedido=`);
      expect(confirmation.body).toContain(`href="${b.at("/area-privado/encomendas")}"`);
    }, 120_000);
});
