/**
 * Account, contact and professional pages on the Spanish site (issue 13 items 1, 2 and 4), rendered by the built
 * app: Spanish copy and addresses on the Spanish paths, the Portuguese copy unchanged on the Portuguese twins, and no
 * message of the other language on either; an approved business gets its fleet tab on every private-area page (the
 * profile says so, no second call). Needs a build (`BUILD_DIR=build-… npx react-router build`); without one
 * the suite is skipped with a warning.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { businessAccounts } from "./db/schema.ts";
import { expectPage as expectPageIn, startPageApp, webBuilt } from "./test-support/pages.ts";

/** What a browser sends with a form posted on the site itself. */
const SAME_ORIGIN = { origin: "http://localhost:80", host: "localhost:80" };

describe.skipIf(!webBuilt("web-pages-account-es"))(
  "account, contact and professional pages in Spanish and Portuguese",
  () => {
    const site = startPageApp();
    let cookie = "";
    const email = "cuenta.es@example.es";

    beforeAll(async () => {
      const created = await site.app.inject({
        method: "POST",
        url: "/api/rodacerta/pt/users",
        payload: {
          nombre: "Lucía",
          apellidos: "García",
          email,
          password: "secreto9",
          confirmPassword: "secreto9",
          telefono: "912 345 678",
          codigo_postal: "1000-001",
          privacidad: true,
          permiso_comercial: true,
        },
      });
      expect(created.statusCode).toBe(201);
      cookie = `rc_session=${encodeURIComponent(created.json().token as string)}`;
    });

    const page = (url: string, withSession = false) => site.get(url, withSession ? { cookie } : {});

    /** A page in `lang`, its phrases looked for in the markup (tags, links and titles too). */
    async function expectPage(url: string, lang: Lang, phrases: string[], withSession = false) {
      return expectPageIn(lang, await page(url, withSession), phrases, { within: "html" }).html;
    }

    it("renders login, registration and new password in Spanish, with Spanish links and form hints", async () => {
      const login = await expectPage("/iniciar-sesion?next=%2Fcesta", "es", [
        "<h1>Iniciar sesión</h1>",
        "Contraseña",
        "¿Ha olvidado su contraseña?",
        "Regístrese",
        'href="/nueva-contrasena"',
        'href="/registro?next=%2Fcesta"',
        "Iniciar sesión en su cuenta | RodaCerta",
      ]);
      expect(login).not.toContain('href="/registo');
      await expectPage("/registro", "es", [
        "<h1>Registrarse</h1>",
        "Confirme la contraseña",
        'placeholder="28001"',
        'placeholder="+34 612 345 678"',
        "He leído y acepto las",
        "Acepto recibir ofertas por SMS",
        'href="/iniciar-sesion"',
      ]);
      await expectPage("/nueva-contrasena", "es", ["Recuperar la contraseña", "Correo electrónico de su cuenta"]);
    });

    it("keeps the Portuguese login, registration and new password pages as they were", async () => {
      await expectPage("/login", "pt", ["<h1>Entrar</h1>", "Esqueceu-se da password?", 'href="/registo"']);
      await expectPage("/registo", "pt", [
        "<h1>Criar conta</h1>",
        "Password (mínimo 6 caracteres)",
        'placeholder="1000-001"',
        "Aceito receber ofertas por SMS",
      ]);
      await expectPage("/nova-password", "pt", ["Recuperar a password", "E-mail da sua conta"]);
    });

    it("logs in on the Spanish site: Spanish errors, and on to the Spanish private area", async () => {
      const post = (url: string, password: string) => site.post(url, { email, password }, SAME_ORIGIN);
      const wrong = await post("/iniciar-sesion", "equivocada");
      expect(wrong.statusCode).toBe(200);
      expect(wrong.body).toContain("El correo electrónico o la contraseña no son correctos");
      const ok = await post("/iniciar-sesion", "secreto9");
      expect(ok.statusCode).toBe(302);
      expect(ok.headers.location).toBe("/area-privada");
      const back = await post(`/iniciar-sesion?next=${encodeURIComponent("/area-privada/pedidos")}`, "secreto9");
      expect(back.headers.location).toBe("/area-privada/pedidos");
      const pt = await post("/login", "errada");
      expect(pt.body).toContain("O e-mail ou a password estão incorretos");
    });

    it("renders every private-area tab in Spanish, with Spanish tab addresses", async () => {
      const summary = await expectPage(
        "/area-privada",
        "es",
        [
          "Mi área privada",
          "¡Hola, Lucía!",
          "Perfil completado",
          'href="/area-privada/mis-datos"',
          'href="/area-privada/pedidos"',
          'href="/area-privada/facturas"',
          'href="/area-privada/citas"',
          'href="/area-privada/vehiculos"',
          "Cerrar sesión",
        ],
        true,
      );
      // Only the language switcher points to the Portuguese page; no tab does.
      expect(summary).not.toContain('href="/area-privado/');
      await expectPage(
        "/area-privada/mis-datos",
        "es",
        ["Datos personales", "Tipo de documento", "España", "Eliminar mi cuenta", 'value="DNI" selected'],
        true,
      );
      await expectPage(
        "/area-privada/vehiculos",
        "es",
        ["Todavía no tiene vehículos guardados.", "Añadir vehículo", 'placeholder="1234-BCD"'],
        true,
      );
      await expectPage("/area-privada/citas", "es", ["Todavía no tiene citas.", 'href="/cita-previa"'], true);
      await expectPage("/area-privada/pedidos", "es", ["Todavía no ha hecho ningún pedido."], true);
      await expectPage("/area-privada/facturas", "es", ["Todavía no tiene facturas."], true);
      await expectPage("/area-privada/historial", "es", ["Historial"], true);
      const failed = await expectPage("/area-privada/facturas?erro=NO_ID_NAV", "es", ["Atención al cliente:"], true);
      expect(failed).toContain("La factura de este pedido aún no se ha emitido");
    });

    it("keeps the Portuguese private area as it was", async () => {
      await expectPage("/area-privado", "pt", ["A minha área", "Olá, Lucía!", 'href="/area-privado/faturas"'], true);
      await expectPage("/area-privado/os-meus-dados", "pt", ["Dados pessoais", "Apagar a minha conta"], true);
      await expectPage("/area-privado/veiculos", "pt", ["Ainda não tem veículos guardados.", "É uma mota"], true);
      await expectPage("/area-privado/encomendas", "pt", ["Ainda não fez encomendas."], true);
    });

    it("sends visitors without a session, aliases and downloads to the Spanish addresses", async () => {
      const anonymous = await page("/area-privada/pedidos");
      expect(anonymous.statusCode).toBe(302);
      expect(anonymous.headers.location).toBe(`/iniciar-sesion?next=${encodeURIComponent("/area-privada/pedidos")}`);
      const invoice = await page("/area-privada/factura?n=FT1");
      expect(invoice.headers.location).toBe(
        `/iniciar-sesion?next=${encodeURIComponent("/area-privada/factura?n=FT1")}`,
      );
      for (const [from, to] of [
        ["/mis-pedidos", "/area-privada/pedidos"],
        ["/mis-datos", "/area-privada/mis-datos"],
        ["/es/historial", "/area-privada/historial"],
      ]) {
        const res = await page(from!);
        expect(res.statusCode, from).toBe(301);
        expect(res.headers.location, from).toBe(to);
      }
      expect((await page("/area-privada/nada", true)).statusCode).toBe(404);
    });

    it("renders contact, thanks, call back, newsletter and cookie preferences in Spanish", async () => {
      await expectPage("/contacto", "es", [
        "<h1>Contacto</h1>",
        "Pedidos hechos en la web",
        "Solicitud de presupuesto",
        "Mensaje",
      ]);
      await expectPage("/contacto/gracias", "es", ["¡Gracias!", "Volver a la página de inicio", 'href="/es"']);
      await expectPage("/le-llamamos", "es", ["<h1>Le llamamos</h1>", "Su teléfono", "Quiero que me llamen"]);
      await expectPage("/es/newsletter", "es", ["<h1>Boletín</h1>", "Suscribirse"]);
      await expectPage("/es/preferencias", "es", ["Preferencias de cookies", "Publicidad personalizada"]);
      // The e-mail's links: which one was followed is read from the Spanish address too.
      for (const [url, title] of [
        ["/cancelar-boletin?token=nada", "Darse de baja del boletín | RodaCerta"],
        ["/confirmacion-newsletter?token=nada", "Confirmar el boletín | RodaCerta"],
        ["/cancelar-newsletter?token=nada", "Anular a subscrição da newsletter | RodaCerta"],
      ]) {
        const res = await page(url!);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(`<title>${title}</title>`);
      }
    });

    it("keeps the Portuguese contact pages as they were", async () => {
      await expectPage("/contato", "pt", ["<h1>Contacto</h1>", "Encomendas feitas no site", "Mensagem"]);
      await expectPage("/contato/obrigado", "pt", ["Obrigado!", "Voltar à página inicial"]);
      await expectPage("/ligamos-lhe", "pt", ["O seu telefone", "Quero que me liguem"]);
      await expectPage("/newsletter", "pt", ["Subscrever"]);
      await expectPage("/preferencias", "pt", ["Necessários (sessão e carrinho) — sempre ativos"]);
    });

    it("sends a Spanish contact request on to the Spanish thanks page", async () => {
      const res = await site.post(
        "/contacto",
        {
          reason: "customer_service",
          nombre: "Lucía García",
          email,
          telefono: "",
          comentario: "¿Tienen neumáticos de invierno para mi coche?",
        },
        SAME_ORIGIN,
      );
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/contacto/gracias");
    });

    it("renders professional access and the fleet page in Spanish", async () => {
      await expectPage("/acceso-profesionales", "es", [
        "<h1>Acceso profesionales</h1>",
        "Historial de la flota",
        "Iniciar sesión en mi cuenta",
        `href="/iniciar-sesion?next=${encodeURIComponent("/acceso-profesionales")}"`,
      ]);
      await expectPage("/acceso-profesionales", "es", ["Nombre de la empresa", "Reparto y logística"], true);
      await expectPage("/area-privada/flota", "es", ["<h1>Mi flota</h1>", "Más información y solicitud"], true);
      await expectPage("/acesso-profissionais", "pt", ["O que inclui", "Entrar na minha conta"]);
      await expectPage("/area-privado/frota", "pt", ["<h1>A minha frota</h1>", "Saber mais e candidatar-me"], true);
    });

    it("links an approved business to its fleet from every private-area tab, from the profile alone", async () => {
      const created = await site.app.inject({
        method: "POST",
        url: "/api/rodacerta/es/users",
        remoteAddress: site.address(),
        payload: {
          nombre: "Marta",
          apellidos: "Ribeiro",
          email: "flota.es@example.es",
          password: "secreto9",
          confirmPassword: "secreto9",
          telefono: "912 345 678",
          codigo_postal: "1000-001",
          privacidad: true,
          permiso_comercial: false,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const token = created.json().token as string;
      const applied = await site.app.inject({
        method: "POST",
        url: "/api/rodacerta/es/profissional/candidatura",
        remoteAddress: site.address(),
        headers: { authorization: `Bearer ${token}` },
        payload: {
          empresa: "Táxis Ribeira, Lda.",
          nif: "503504564",
          contacto: "Marta Ribeiro",
          email: "frota@taxisribeira.pt",
          telefone: "912345678",
          frota: 12,
          tipo: "taxi",
          mensagem: "",
        },
      });
      expect(applied.statusCode, applied.body).toBe(201);
      const business = { cookie: `rc_session=${encodeURIComponent(token)}` };
      const fleetLink = (html: string) => html.includes('href="/area-privada/flota"');
      // Not approved yet: no fleet tab.
      expect(fleetLink((await site.get("/area-privada/pedidos", business)).body)).toBe(false);
      // Approved (as the back office does it): the tab is on every private-area page, summary and lists alike.
      await site.database.db.insert(businessAccounts).values({
        userId: created.json().user.id_site_usuario as number,
        applicationId: applied.json().id as number,
        companyName: "Táxis Ribeira, Lda.",
        nif: "503504564",
        approvedAt: new Date(),
      });
      for (const tab of ["/area-privada", "/area-privada/pedidos", "/area-privada/facturas"]) {
        const { html } = expectPageIn("es", await site.get(tab, business), ["Mi flota"]);
        expect(fleetLink(html), tab).toBe(true);
      }
      expectPageIn("pt", await site.get("/area-privado/encomendas", business), ["A minha frota"]);
      // A customer who is not a business never gets it.
      expect(fleetLink(await expectPage("/area-privada/pedidos", "es", ["Mis pedidos"], true))).toBe(false);
    });
  },
);
