/**
 * The back office's orders, day sheet and workshop pages (pt-PT only, behind a staff session) and a business's fleet
 * page (pt-PT and es-ES), rendered by the built app from real data: a customer's paid order with a fitting, the
 * customer approved as a business with three vans. Guards the pages' split into one module per screen (issue 18,
 * item 6): every piece still renders, with its copy and its links. Needs a build (`BUILD_DIR=build-… npx react-router
 * build`); without one the suite is skipped with a warning.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appointments, orders, payments, userVehicles, workshops } from "./db/schema.ts";
import { createStaff } from "./operator/staff.ts";
import type { TestApp } from "./test-support/app.ts";
import { testEnv } from "./test-support/db.ts";
import { otherLanguageLeaks } from "./test-support/language.ts";
import { paidFittingOrder, payOrder } from "./test-support/operator.ts";
import { registerCustomer } from "./test-support/orders.ts";
import { expectPage, startPageApp, webBuilt } from "./test-support/pages.ts";
import { approvedBusiness } from "./test-support/professional.ts";

/** What a browser sends with a form posted on the site itself. */
const SAME_ORIGIN = { origin: "http://localhost:80", host: "localhost:80" };

describe.skipIf(!webBuilt("web-pages-back-office"))("back-office and fleet pages", () => {
  const site = startPageApp();
  const t: TestApp = {
    get app() {
      return site.app;
    },
    get database() {
      return site.database;
    },
    api: (method, url, payload, token) =>
      site.app.inject({
        method,
        url: `/api/rodacerta/pt${url}`,
        payload: payload as object,
        remoteAddress: site.address(),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
  };
  const email = "frota.paginas@example.pt";
  let staffCookie = "";
  let customerCookie = "";
  let customerToken = "";
  let lisbon: typeof workshops.$inferSelect;
  let orderNumber = "";
  /** The fitting's day, yyyy-mm-dd in Lisbon. */
  let fittingDay = "";

  beforeAll(async () => {
    await createStaff(
      site.database.db,
      null,
      {
        email: "admin.paginas@rodacerta.pt",
        nome: "Ana Admin",
        password: "password-admin-1",
        perfil: "admin",
        oficinas: [],
      },
      new Date(),
    );
    const login = await t.api("POST", "/operador/login", {
      email: "admin.paginas@rodacerta.pt",
      password: "password-admin-1",
    });
    expect(login.statusCode, login.body).toBe(200);
    const staffToken = login.json().token as string;
    staffCookie = `rc_operador=${encodeURIComponent(staffToken)}`;

    const customer = await registerCustomer(site.app, email);
    customerToken = customer.token;
    customerCookie = `rc_session=${encodeURIComponent(customerToken)}`;

    const ws = await site.database.db.select().from(workshops);
    lisbon = ws.find((w) => w.town === "Lisboa" && w.webBookings && w.services.includes("car"))!;
    const paid = await paidFittingOrder(t, testEnv(), {
      token: customerToken,
      email,
      workshop: lisbon,
      key: "paginas-back-office",
      plate: "AA-12-BB",
      at: new Date(),
    });
    orderNumber = paid.orderNumber;
    // Paid twice: the second payment is a duplicate; its automatic refund is made to have failed, so staff refund it.
    const again = await payOrder(t, testEnv(), orderNumber, paid.dueNowCents, "paginas-back-office-2", new Date());
    expect(again.json().resultado).toBe("duplicate");
    await site.database.db
      .update(payments)
      .set({ refundStatus: "failed" })
      .where(eq(payments.notificationId, "paginas-back-office-2"));
    const [row] = await site.database.db
      .select({ startsAt: appointments.startsAt })
      .from(appointments)
      .innerJoin(orders, eq(orders.id, appointments.orderId))
      .where(eq(orders.number, orderNumber));
    fittingDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Lisbon" }).format(row!.startsAt);

    await approvedBusiness(t, {
      customerToken,
      adminToken: staffToken,
      application: { empresa: "Entregas Rápidas, S.A.", nif: "501234560", contacto: "Rita Marques", email, frota: "3" },
      creditDays: 30,
    });
    await site.database.db
      .insert(userVehicles)
      .values(
        ["AA-12-BB", "AA-02-BB"].map((plate) => ({ userId: customer.id, plate, marca: "Renault", modelo: "Kangoo" })),
      );
  }, 60_000);

  const staffPage = (url: string) => site.get(url, { cookie: staffCookie });

  it("finds an order and shows its page: facts, lines, payments, refund confirmation, resend and credit notes", async () => {
    const none = await staffPage("/operador/encomendas?q=nao-existe%40example.pt");
    expectPage("pt", none, ["Encomendas e pagamentos", "Nenhuma encomenda encontrada"]);
    expect(none.headers["cache-control"]).toBe("private, no-store");

    const found = await staffPage(`/operador/encomendas?q=${encodeURIComponent(email)}`);
    const { html } = expectPage("pt", found, ["1 encomenda", orderNumber, "Matrícula", "Confirmada", email]);
    expect(html).toContain(`href="/operador/encomendas?q=${encodeURIComponent(email)}&amp;n=${orderNumber}"`);

    const detail = await staffPage(`/operador/encomendas?n=${orderNumber}`);
    const shown = expectPage("pt", detail, [
      `Encomenda ${orderNumber}`,
      "Oficina e montagem",
      lisbon.alias,
      "matrícula AA-12-BB",
      "Linhas",
      "Pagamentos",
      "Cartão",
      "Pagamento repetido",
      "Reembolsar",
      "Reenviar o e-mail de confirmação e a fatura",
      "Notas de crédito",
    ]);
    expect(shown.text).not.toContain("Confirma o reembolso");
    const paymentId = /reembolsar=(\d+)#confirmar/.exec(shown.html)?.[1];
    expect(paymentId).toBeDefined();

    const confirm = await staffPage(`/operador/encomendas?n=${orderNumber}&reembolsar=${paymentId}`);
    expectPage("pt", confirm, [
      "ao cliente pelo gateway de pagamento?",
      "O valor volta ao meio de pagamento usado; não se pode desfazer.",
      "Confirmar o reembolso",
      "Cancelar",
    ]);

    const resent = await site.post(
      `/operador/encomendas?n=${orderNumber}`,
      { intent: "resend", numero: orderNumber },
      { cookie: staffCookie, ...SAME_ORIGIN },
    );
    expectPage("pt", resent, [`E-mail de confirmação reenviado para ${email}.`, `Encomenda ${orderNumber}`]);

    const refunded = await site.post(
      `/operador/encomendas?n=${orderNumber}`,
      { intent: "refund", pagamento: paymentId! },
      { cookie: staffCookie, ...SAME_ORIGIN },
    );
    expect(expectPage("pt", refunded, [`Encomenda ${orderNumber}`]).text).toMatch(
      /Reembolso de \d+,\d{2}\s€ concluído/,
    );
  });

  it("shows the workshop's day sheet with the fitting in its bay and the days around it", async () => {
    const page = await staffPage(`/operador/dia?oficina=${lisbon.id}&data=${fittingDay}`);
    const { html } = expectPage("pt", page, [
      "Folha do dia",
      lisbon.alias,
      "1 marcação neste dia, por box e por hora.",
      "Produtos a montar",
      "Rita Marques",
      "AA-12-BB",
      orderNumber,
      "Chegou",
      "Dia anterior",
      "Dia seguinte",
    ]);
    expect(html).toContain('<th scope="col" class="no-print">Ações</th>');
    expect(html).toContain('<h2 id="box-1">');
    expect(html).toMatch(/aria-label="Chegou: \d{2}:\d{2} · Rita Marques \(AA-12-BB\)"/);

    const empty = await staffPage(`/operador/dia?oficina=${lisbon.id}&data=2020-01-06`);
    expectPage("pt", empty, ["Não há marcações neste dia.", "Sem marcações."]);
  });

  it("shows a workshop's hours, bays, services and equipment, and a refused save's errors beside their fields", async () => {
    const page = await staffPage(`/operador/oficina?oficina=${lisbon.id}`);
    const { html } = expectPage("pt", page, [
      "Horário e capacidade",
      `Horário de ${lisbon.alias}`,
      "1.º período",
      "2.º período",
      "Número de boxes",
      "Serviços que a oficina faz",
      "Equipamento",
      "Gravar alterações",
    ]);
    expect(html).toContain('name="servicos"');
    expect(html).toContain('name="equipamento"');

    const refused = await site.post(
      `/operador/oficina?oficina=${lisbon.id}`,
      { oficinaId: String(lisbon.id), boxes: "0" },
      { cookie: staffCookie, ...SAME_ORIGIN },
    );
    const shown = expectPage("pt", refused, ["Horário e capacidade"]);
    expect(shown.html).toContain('role="alert"');
    expect(shown.html).toContain('id="boxes-erro"');
    expect(shown.html).toContain('aria-describedby="boxes-erro"');
  });

  it("shows the fleet in Spanish: vehicles, services, the booking steps and the history by plate", async () => {
    const fleetIn = async (lang: "pt" | "es") => {
      const res = await site.app.inject({
        method: "GET",
        url: `/api/rodacerta/${lang}/profissional/frota`,
        remoteAddress: site.address(),
        headers: { authorization: `Bearer ${customerToken}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().servicos as Array<{ id: string; nome: string }>;
    };
    const [ptServices, services] = [await fleetIn("pt"), await fleetIn("es")];
    // A service the Spanish site names differently: the page must show its Spanish name, never its Portuguese one.
    const renamed = services.find((s) => s.nome !== ptServices.find((p) => p.id === s.id)?.nome);
    expect(renamed, "a service with a Spanish name").toBeDefined();
    const ptName = ptServices.find((p) => p.id === renamed!.id)!.nome;
    /** A Spanish fleet page: status, language, its phrases (in the markup) and no Portuguese at all. */
    const spanishPage = async (url: string, phrases: string[], absent: string[] = []) => {
      const page = await site.get(url, { cookie: customerCookie });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<html lang="es-ES"');
      for (const p of phrases) expect(page.body, `${url}: ${p}`).toContain(p);
      for (const p of absent) expect(page.body, `${url}: ${p}`).not.toContain(p);
      expect(otherLanguageLeaks(page.body, "es"), url).toEqual([]);
    };
    await spanishPage(
      "/area-privada/flota",
      [
        "<h1>Mi flota</h1>",
        "Entregas Rápidas, S.A.",
        "Pedir cita para varios vehículos",
        "Elija el taller…",
        `>${renamed!.nome}</option>`,
        "Ver días libres",
        "Historial de la flota",
        "<h3>AA-12-BB</h3>",
        `Pedido ${orderNumber} (Pagado)`,
        'href="/area-privada"',
      ],
      [`>${ptName}</option>`, "(confirmed)"],
    );

    const code = encodeURIComponent(lisbon.code);
    const service = encodeURIComponent(services[0]!.id);
    const free = await t.api(
      "POST",
      `/cita-previa-dates/taller/${lisbon.code}`,
      { services: [services[0]!.id] },
      customerToken,
    );
    const day = (free.json().dias as Array<{ fecha: string }>)[0]!.fecha.replaceAll("/", "-");
    await spanishPage(`/area-privada/flota?oficina=${code}&servico=${service}`, ["Elija el día…", "Ver horas"]);
    await spanishPage(`/area-privada/flota?oficina=${code}&servico=${service}&dia=${day}`, [
      "Hora de la cita para AA-02-BB",
      "Observaciones para el taller (opcional)",
      "Pedir cita para los vehículos elegidos",
    ]);
  });

  it("keeps the Portuguese fleet page as it was", async () => {
    const page = await site.get("/area-privado/frota", { cookie: customerCookie });
    const { html } = expectPage(
      "pt",
      page,
      ["A minha frota", "Entregas Rápidas, S.A.", "AA-12-BB", `Encomenda ${orderNumber} (Paga)`],
      { absent: ["(confirmed)"] },
    );
    // The services in Portuguese, as the Portuguese fleet API names them.
    const fleet = (await t.api("GET", "/profissional/frota", undefined, customerToken)).json();
    for (const s of fleet.servicos as Array<{ nome: string }>) expect(html).toContain(`>${s.nome}</option>`);
  });
});
