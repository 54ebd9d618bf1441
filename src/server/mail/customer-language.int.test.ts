/**
 * The customer's language in everything written to them later (issue 13, items 1 and 2): an order placed through
 * /api/rodacerta/es gets its confirmation e-mail (subject, text and HTML), its invoice PDF and its calendar files in
 * Spanish, and a booking made there keeps its Spanish e-mails even when it is cancelled through the Portuguese API;
 * the same flows on /pt stay Portuguese. The language is stored (users, baskets, orders, appointments: `lang`) so a
 * mail sent later, by a notification or a staff action, still knows it. The e-mails go through a real SMTP server.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { appointments, baskets, orders, tyres, users, workshops } from "../db/schema.ts";
import { otherLanguageLeaks, visibleText } from "../test-support/language.ts";
import { eachDatabase, freshDatabase, testEnv } from "../test-support/db.ts";
import { paidFittingOrder } from "../test-support/orders.ts";
import { startSmtp } from "../test-support/smtp.ts";
import { createMailer, type Mail, type Mailer } from "./mailer.ts";

const NOW = new Date("2026-11-23T09:00:00Z");
const env = testEnv();
const poppler = spawnSync("pdftotext", ["-v"]).error === undefined;
if (!poppler) console.warn("invoice PDF language test skipped: pdftotext missing (apt-get install -y poppler-utils)");

/** A few words each language must show, and the other's that must not appear. */
const WORDS = {
  es: {
    subject: /^Pedido RC\S+ confirmado: montaje el \d\d\/\d\d\/\d{4} a las \d\d:\d\d$/,
    text: ["Hola, Rita:", "Gracias por su pedido", "Pagado ahora", "Montaje reservado", "Descargue su factura"],
    // (Product and service names are printed as sold: the catalogue's own names are not this task's.)
    notText: ["Olá", "Obrigado", "encomenda", "Montagem marcada", "fatura ", "Pago agora"],
    pdf: ["Factura", "Fecha de emisión", "Pedido y pago", "NIF/CIF", "Nombre", "En el taller", "Total a pagar"],
    notPdf: ["Data de emissão", "Encomenda", "Morada", "Na oficina", "Resumo do", "Preços com imposto"],
    ics: ["SUMMARY:Cita RodaCerta", "Servicios:", "Modificar o cancelar:"],
    notIcs: ["Marcação", "Oficina:", "Serviços"],
    icsFile: "montaje-rodacerta.ics",
    booking: { subject: /^Cita confirmada: /, text: ["Su cita está confirmada:", "Día y hora", "Taller"] },
    cancelled: { subject: /^Cita cancelada — /, text: ["se ha cancelado. Gracias por avisarnos."] },
    bookingIcs: ["SUMMARY:Cita RodaCerta", "Cita en el taller mañana"],
    bookingIcsFile: "cita-rodacerta.ics",
  },
  pt: {
    subject: /^Encomenda RC\S+ confirmada: montagem a \d\d\/\d\d\/\d{4} às \d\d:\d\d$/,
    text: ["Olá Rita,", "Obrigado pela sua encomenda", "Pago agora", "Montagem marcada", "Descarregue a sua fatura"],
    notText: ["Hola", "Gracias", "pedido", "Montaje", "factura"],
    pdf: ["Fatura", "Data de emissão", "Encomenda e pagamento", "NIF", "Nome", "Na oficina", "Total a pagar"],
    notPdf: ["Factura", "Fecha de emisión", "Pedido y pago", "NIF/CIF", "Nombre", "nombre", "En el taller"],
    ics: ["SUMMARY:Marcação RodaCerta", "Serviços:", "Alterar ou cancelar:"],
    notIcs: ["Cita", "Taller:", "Servicios"],
    icsFile: "montagem-rodacerta.ics",
    booking: { subject: /^Marcação confirmada: /, text: ["A sua marcação está confirmada:", "Dia e hora", "Oficina"] },
    cancelled: { subject: /^Marcação cancelada — /, text: ["foi cancelada. Obrigado por nos avisar."] },
    bookingIcs: ["SUMMARY:Marcação RodaCerta", "Marcação na oficina amanhã"],
    bookingIcsFile: "marcacao-rodacerta.ics",
  },
} as const;

/** The .ics text unfolded (RFC 5545 folds long lines at 75 octets) and unescaped enough to search. */
const unfold = (ics: string) =>
  ics
    .replace(/\r?\n[ \t]/g, "")
    .replace(/\\n/g, "\n")
    .replace(/\\,/g, ",");

eachDatabase("customer language in e-mails, invoices and calendar files", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let sent: Mail[] = [];
  let ip = 0;
  let tyreId: string;
  const code: Record<Lang, string> = { pt: "", es: "" };
  const dir = mkdtempSync(join(tmpdir(), `rodacerta-lang-${kind}-`));
  const api = (lang: Lang, method: "GET" | "POST" | "DELETE", url: string, payload?: unknown, token?: string) =>
    app.inject({
      method,
      url: `/api/rodacerta/${lang}${url}`,
      payload: payload as object,
      remoteAddress: `10.9.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    smtp = await startSmtp();
    const real = createMailer(testEnv({ SMTP_URL: smtp.url }));
    // Every mail is kept as built (to read its parts) and also goes out over SMTP.
    const mailer: Mailer = {
      outbox: null,
      send: async (m) => {
        sent.push(m);
        await real.send(m);
      },
    };
    database = await freshDatabase(kind);
    app = await buildApp({ database, env, logger: false, webBuildDir: null, now: () => NOW, mailer });
    const all = await database.db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id);
    tyreId = (all.find((x) => x.stock >= 8 && x.deliveryDays <= 2) ?? all[0]!).id;
    await database.db.update(tyres).set({ stock: 500 }).where(eq(tyres.id, tyreId));
    const ws = await database.db.select().from(workshops);
    const bookable = ws.filter((w) => w.webBookings && w.services.includes("car"));
    code.pt = bookable.find((w) => w.town === "Lisboa")!.code;
    code.es = (bookable.find((w) => w.country === "ES" && w.province !== "Las Palmas") ?? bookable[0]!).code;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  let seq = 0;
  /** A fitting order paid at the workshop on /lang: confirmed and invoiced at once; `sent` keeps its e-mails only. */
  async function buy(lang: Lang) {
    sent = [];
    const { customer: u, ...order } = await paidFittingOrder(app, {
      lang,
      email: `idioma${++seq}.${lang}.${kind}@example.pt`,
      tyreId,
      codTienda: code[lang],
      timeIndex: seq,
      idempotencyKey: `language-${kind}-${lang}-000${seq}`,
    });
    return { u, cestaID: order.cestaID, orderNumber: order.orderNumber, factura: order.order.factura as string };
  }

  for (const lang of ["es", "pt"] as const) {
    const w = WORDS[lang];

    it(`an order placed on /${lang}: the language is stored and the confirmation e-mail is in it`, async () => {
      const { u, cestaID, orderNumber } = await buy(lang);
      const [user] = await database.db.select({ lang: users.lang }).from(users).where(eq(users.id, u.id));
      const [basket] = await database.db.select({ lang: baskets.lang }).from(baskets).where(eq(baskets.id, cestaID));
      const [order] = await database.db.select().from(orders).where(eq(orders.number, orderNumber));
      const [appt] = await database.db
        .select({ lang: appointments.lang })
        .from(appointments)
        .where(eq(appointments.id, order!.appointmentId!));
      expect([user!.lang, basket!.lang, order!.lang, appt!.lang]).toEqual([lang, lang, lang, lang]);

      const mail = sent.find((m) => m.to === u.email)!;
      expect(mail, "confirmation e-mail").toBeDefined();
      expect(mail.subject).toMatch(w.subject);
      expect(mail.subject).toContain(orderNumber);
      for (const words of w.text) {
        expect(mail.text).toContain(words);
        expect(visibleText(mail.html!)).toContain(words);
      }
      for (const words of w.notText) expect(mail.text).not.toContain(words);
      expect(mail.html).toContain(`<html lang="${lang === "es" ? "es-ES" : "pt-PT"}"`);
      // The order lines (<tbody>) carry the products' and services' names as sold, left out of the leak check.
      expect(otherLanguageLeaks(mail.html!.replace(/<tbody>[\s\S]*?<\/tbody>/, ""), lang)).toEqual([]);
      // Links go to the pages in the customer's language.
      expect(mail.text).toContain(
        lang === "es" ? "/cita-previa/modificacion?cita=" : "/marcacao-previa/alteracao?cita=",
      );
      expect(mail.text).toContain(lang === "es" ? "/area-privada/factura?n=" : "/area-privado/fatura?n=");

      // The calendar file attached, in the same language.
      const attachment = mail.attachments?.[0];
      expect(attachment?.filename).toBe(w.icsFile);
      const ics = unfold(attachment!.content);
      for (const words of w.ics) expect(ics).toContain(words);
      for (const words of w.notIcs) expect(ics).not.toContain(words);

      // It went out over SMTP, subject and calendar file included.
      await new Promise((r) => setTimeout(r, 100));
      const raw = smtp.mails.find((m) => m.to.includes(u.email));
      expect(raw?.raw).toContain(`filename=${w.icsFile}`);
      expect(raw?.text).toContain(orderNumber);
    });

    it.skipIf(!poppler)(`an order placed on /${lang}: its invoice PDF is in that language`, async () => {
      const { u, factura } = await buy(lang);
      expect(factura).toMatch(/^FT RC2026\/\d{6}$/);
      // Downloaded through the other language's API: the invoice keeps the order's language.
      const other: Lang = lang === "es" ? "pt" : "es";
      const res = await api(
        other,
        "GET",
        `/users/${u.id}/get-factura/${encodeURIComponent(factura)}`,
        undefined,
        u.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      const file = join(dir, `${lang}.pdf`);
      writeFileSync(file, res.rawPayload);
      const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
      for (const words of w.pdf) expect(text).toContain(words);
      for (const words of w.notPdf) expect(text).not.toContain(words);
      expect(text).toContain(lang === "es" ? "Resumen del IVA" : "Resumo do IVA");
    });

    it(`an order placed on /${lang}: its calendar file from the API is in that language`, async () => {
      const { u, orderNumber } = await buy(lang);
      const res = await api("pt", "GET", `/pedidos/${orderNumber}/calendario.ics`, undefined, u.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-disposition"]).toContain(w.icsFile);
      const ics = unfold(res.body);
      for (const words of w.ics) expect(ics).toContain(words);
      for (const words of w.notIcs) expect(ics).not.toContain(words);
    });

    it(`a booking made on /${lang} is confirmed, and cancelled later through /pt, in that language`, async () => {
      const email = `cita${++seq}.${lang}.${kind}@example.pt`;
      const day = "25/11/2026";
      const times = (
        await api(lang, "POST", `/cita-previa-times/taller/${code[lang]}/${day.replaceAll("/", "-")}`, {
          services: ["CITA_TRAVOES"],
        })
      ).json().horas as string[];
      expect(times.length).toBeGreaterThan(0);
      sent = [];
      const res = await api(lang, "POST", "/cita-previa", {
        userData: { nombre: "Rita", apellidos: "Marques", email, telefono: "912 345 678", matricula: "AA-11-BB" },
        selectedDate: { date: day, time: times[seq % times.length] },
        selectedService: ["CITA_TRAVOES"],
        selectedTaller: { codTienda: code[lang] },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { citaPreviaId, token } = res.json() as { citaPreviaId: string; token: string };
      const [row] = await database.db
        .select({ lang: appointments.lang })
        .from(appointments)
        .where(eq(appointments.id, citaPreviaId));
      expect(row!.lang).toBe(lang);
      const booked = sent.find((m) => m.to === email)!;
      expect(booked.subject).toMatch(w.booking.subject);
      for (const words of w.booking.text) expect(booked.text).toContain(words);
      expect(otherLanguageLeaks(booked.html!, lang)).toEqual([]);
      expect(booked.attachments?.[0]?.filename).toBe(w.bookingIcsFile);
      for (const words of w.bookingIcs) expect(unfold(booked.attachments![0]!.content)).toContain(words);

      sent = [];
      const del = await api("pt", "DELETE", `/cita-previa/${citaPreviaId}?token=${encodeURIComponent(token)}`);
      expect(del.statusCode, del.body).toBe(200);
      const cancelled = sent.find((m) => m.to === email)!;
      expect(cancelled.subject).toMatch(w.cancelled.subject);
      for (const words of w.cancelled.text) expect(cancelled.text).toContain(words);
      expect(otherLanguageLeaks(cancelled.html!, lang)).toEqual([]);
    });
  }

  it("the stored language is 'pt' or 'es' only", async () => {
    await expect(
      database.db.execute(sql`insert into users (email, nombre, lang) values ('lingua@example.pt', 'X', 'en')`),
    ).rejects.toThrow();
    const [u] = await database.db.insert(users).values({ email: "lingua2@example.pt", nombre: "Y" }).returning();
    expect(u!.lang).toBe("pt");
  });
});
