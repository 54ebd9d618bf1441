/**
 * The order e-mails: the confirmation (lines, totals, the fitting appointment, the invoice) and the Multibanco
 * reference to pay. Each has a plain-text part and an HTML part saying the same (shared layout: mail/html.ts).
 * Values come from `orderDetail` (orders.service.ts); amounts are cents shown in the order's language. Every word is
 * in the catalogue's `mail` namespace, written in the language of the site the order was placed on (`orders.lang`).
 */
import { t } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import { formatMultibancoReference } from "#src/shared/payment/codes.ts";
import { formatEur } from "#src/shared/money.ts";
import {
  buttonHtml,
  escapeHtml,
  factsTableHtml,
  helloHtml,
  helloText,
  linkHtml,
  mailDocument,
  messageHtml,
} from "../mail/html.ts";
import type { Mail } from "../mail/mailer.ts";

/** The part of `orderDetail` the e-mails read. */
export type OrderMailDetail = {
  numero: string;
  lineas: Array<{ nombre: string; cantidad: number; total: number }>;
  descuento: number;
  total: number;
  impuesto: number;
  impuestoLabel: string;
  impuestoPct: number;
  pagado: number;
  restoEnOficina: number;
  /** "on_account": the rest goes on the business's monthly invoice, not paid at the workshop. */
  tipoPago?: string;
  factura: string | null;
  cita: {
    fecha: string;
    hora: string;
    taller: { alias: string; direccion: string; cpostal: string; poblacion: string; telefono: string };
  } | null;
};

/** Where the rest is paid: at the workshop, or on a business's monthly invoice (paying on account). */
function restLabel(lang: Lang, d: OrderMailDetail): string {
  return t(lang, d.tipoPago === "on_account" ? "mail.orderRestOnAccount" : "mail.orderRestAtWorkshop");
}

export type OrderConfirmationInput = {
  to: string;
  name: string;
  order: OrderMailDetail;
  /** The site's public address, without a trailing slash. */
  publicUrl: string;
  /** The signed page to change the fitting's day or time (only with an appointment). */
  changeLink: string;
  /** The order's language (default Portuguese). */
  lang?: Lang;
};

export type MultibancoReferenceInput = {
  to: string;
  name: string;
  orderNumber: string;
  entity: string;
  /** The 9 digits; shown grouped by three. */
  reference: string;
  amountCents: number;
  /** Already formatted in Lisbon time, e.g. "25/11/2026, 09:00". */
  validUntil: string;
  /** The fitting held until the reference expires, if any. */
  appointment: { fecha: string; hora: string } | null;
  /** The order's language (default Portuguese). */
  lang?: Lang;
};

const e = escapeHtml;

function confirmationSubject(lang: Lang, d: OrderMailDetail): string {
  return d.cita
    ? t(lang, "mail.orderConfirmedSubjectFitting", { number: d.numero, date: d.cita.fecha, time: d.cita.hora })
    : t(lang, "mail.orderConfirmedSubject", { number: d.numero });
}

function invoiceLinks(m: OrderConfirmationInput, lang: Lang): { invoice: string; invoices: string } | null {
  const f = m.order.factura;
  return f
    ? {
        invoice: `${m.publicUrl}${localPath(lang, "/area-privado/fatura")}?n=${encodeURIComponent(f)}`,
        invoices: `${m.publicUrl}${localPath(lang, "/area-privado/faturas")}`,
      }
    : null;
}

function confirmationText(m: OrderConfirmationInput, lang: Lang): string {
  const d = m.order;
  const c = d.cita;
  const inv = invoiceLinks(m, lang);
  const lines = d.lineas.map((l) => `  ${l.cantidad} × ${l.nombre} — ${formatEur(l.total, lang)}`).join("\n");
  const taxIncluded = t(lang, "mail.orderTaxIncluded", { tax: d.impuestoLabel, pct: String(d.impuestoPct) });
  const rest =
    d.restoEnOficina > 0 ? ` — ${restLabel(lang, d).toLowerCase()}: ${formatEur(d.restoEnOficina, lang)}` : "";
  const fitting = c
    ? `${t(lang, "mail.orderFittingLine", { date: c.fecha, time: c.hora })}\n  ${c.taller.alias}\n  ${c.taller.direccion}, ${c.taller.cpostal} ${c.taller.poblacion}\n  ${t(lang, "mail.phoneShort", { phone: c.taller.telefono })}\n\n${t(lang, "mail.orderBringThis")}\n${t(lang, "mail.orderChangeText", { link: m.changeLink })}\n${t(lang, "mail.orderCancelByPhone")}\n`
    : "";
  const invoice = inv
    ? `\n${t(lang, "mail.orderInvoiceDownload", { number: d.factura ?? "" })}: ${inv.invoice}\n${t(lang, "mail.orderInvoicesAllText", { link: inv.invoices })}\n`
    : "";
  return `${helloText(m.name, lang)}\n\n${t(lang, "mail.orderThanks", { number: d.numero })}\n\n${lines}\n${d.descuento ? `  ${t(lang, "mail.orderDiscount")}: −${formatEur(d.descuento, lang)}\n` : ""}  ${t(lang, "mail.orderTotal")}: ${formatEur(d.total, lang)} (${taxIncluded}: ${formatEur(d.impuesto, lang)})\n  ${t(lang, "mail.orderPaidNow")}: ${formatEur(d.pagado, lang)}${rest}\n\n${fitting}${invoice}\nRodaCerta`;
}

const cell = "padding:6px 12px 6px 0;border-bottom:1px solid #d9dce3;vertical-align:top";
const num = `${cell};text-align:right;white-space:nowrap`;

function confirmationHtml(m: OrderConfirmationInput, subject: string, lang: Lang): string {
  const d = m.order;
  const c = d.cita;
  const inv = invoiceLinks(m, lang);
  const lineRows = d.lineas
    .map(
      (l) =>
        `<tr><td style="${cell}">${e(l.nombre)}</td><td style="${num}">${l.cantidad}</td><td style="${num}">${e(formatEur(l.total, lang))}</td></tr>`,
    )
    .join("");
  const totalRow = (label: string, value: string, strong = false) =>
    `<tr><th scope="row" colspan="2" style="text-align:right;padding:6px 12px 6px 0;font-weight:${strong ? 700 : 400}">${e(label)}</th><td style="${num};border-bottom:0;font-weight:${strong ? 700 : 400}">${e(value)}</td></tr>`;
  const taxIncluded = t(lang, "mail.orderTaxIncluded", { tax: d.impuestoLabel, pct: String(d.impuestoPct) });
  const table = `<table style="border-collapse:collapse;margin:0 0 16px">
<caption style="text-align:left;font-weight:700;padding:0 0 6px">${e(t(lang, "mail.orderCaption", { number: d.numero }))}</caption>
<thead><tr><th scope="col" style="text-align:left;${cell}">${e(t(lang, "mail.orderColumnItem"))}</th><th scope="col" style="text-align:right;${cell}">${e(t(lang, "mail.orderColumnQuantity"))}</th><th scope="col" style="text-align:right;${cell}">${e(t(lang, "mail.orderColumnValue"))}</th></tr></thead>
<tbody>${lineRows}</tbody>
<tfoot>${d.descuento ? totalRow(t(lang, "mail.orderDiscount"), `−${formatEur(d.descuento, lang)}`) : ""}${totalRow(t(lang, "mail.orderTotal"), formatEur(d.total, lang), true)}${totalRow(taxIncluded, formatEur(d.impuesto, lang))}${totalRow(t(lang, "mail.orderPaidNow"), formatEur(d.pagado, lang))}${d.restoEnOficina > 0 ? totalRow(restLabel(lang, d), formatEur(d.restoEnOficina, lang), true) : ""}</tfoot>
</table>`;
  const appointment = c
    ? `<h2 style="font-size:18px;color:#172763;margin:24px 0 8px">${e(t(lang, "mail.orderFittingHeading"))}</h2>
${factsTableHtml([
  [t(lang, "mail.factDateTime"), t(lang, "mail.dateTime", { date: c.fecha, time: c.hora })],
  [t(lang, "mail.factWorkshop"), c.taller.alias],
  [t(lang, "mail.factAddress"), `${c.taller.direccion}, ${c.taller.cpostal} ${c.taller.poblacion}`],
  [t(lang, "mail.factPhone"), c.taller.telefono],
])}
<p>${e(t(lang, "mail.orderBringThis"))}</p>
<p>${buttonHtml(m.changeLink, t(lang, "mail.orderChangeButton"))}<br><small>${e(t(lang, "mail.orderChangeNote"))}</small></p>`
    : "";
  const invoice = inv
    ? `<h2 style="font-size:18px;color:#172763;margin:24px 0 8px">${e(t(lang, "mail.orderInvoiceHeading"))}</h2>
<p>${linkHtml(inv.invoice, t(lang, "mail.orderInvoiceDownload", { number: d.factura ?? "" }))}</p>
<p>${messageHtml(lang, "mail.orderInvoicesAllHtml", {}, { html: { link: linkHtml(inv.invoices, t(lang, "mail.orderPrivateArea")) } })}</p>`
    : "";
  return mailDocument(
    subject,
    `${helloHtml(m.name, lang)}
<p>${messageHtml(lang, "mail.orderThanks", { number: d.numero }, { strong: ["number"] })}</p>
${table}
${appointment}
${invoice}`,
    lang,
  );
}

/** The confirmation e-mail, without the calendar file (the caller attaches it when there is an appointment). */
export function orderConfirmationMail(m: OrderConfirmationInput): Mail {
  const lang = m.lang ?? "pt";
  const subject = confirmationSubject(lang, m.order);
  return { to: m.to, subject, text: confirmationText(m, lang), html: confirmationHtml(m, subject, lang) };
}

/** The Multibanco reference: entity, reference, amount and until when, and that the bay waits till then. */
export function multibancoReferenceMail(m: MultibancoReferenceInput): Mail {
  const lang = m.lang ?? "pt";
  const subject = t(lang, "mail.mbSubject", { number: m.orderNumber });
  const reference = formatMultibancoReference(m.reference);
  const amount = formatEur(m.amountCents, lang);
  const a = m.appointment;
  const held = a ? t(lang, "mail.mbHeld", { date: a.fecha, time: a.hora }) : "";
  const facts: Array<[string, string]> = [
    [t(lang, "mail.mbEntity"), m.entity],
    [t(lang, "mail.mbReference"), reference],
    [t(lang, "mail.mbAmount"), amount],
    [t(lang, "mail.mbValidUntil"), m.validUntil],
  ];
  const text = `${helloText(m.name, lang)}\n\n${t(lang, "mail.mbIntroText", { number: m.orderNumber })}\n\n${facts.map(([k, v]) => `  ${k}: ${v}`).join("\n")}\n\n${held ? `${held}\n\n` : ""}${t(lang, "mail.mbAfterPayment")}\n\nRodaCerta`;
  const html = mailDocument(
    subject,
    `${helloHtml(m.name, lang)}
<p>${messageHtml(lang, "mail.mbIntroHtml", { number: m.orderNumber }, { strong: ["number"] })}</p>
${factsTableHtml(facts)}
${held ? `<p>${e(held)}</p>` : ""}
<p>${e(t(lang, "mail.mbAfterPayment"))}</p>`,
    lang,
  );
  return { to: m.to, subject, text, html };
}
