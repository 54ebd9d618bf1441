/**
 * The order e-mails: the confirmation (lines, totals, the fitting appointment, the invoice) and the Multibanco
 * reference to pay. Each has a plain-text part and an HTML part saying the same (shared layout: mail/html.ts).
 * Values come from `orderDetail` (orders.service.ts); amounts are cents shown with `formatEur`.
 */
import { formatEur } from "#src/shared/money.ts";
import { formatMultibancoReference } from "#src/shared/payment/codes.ts";
import { buttonHtml, escapeHtml, factsTableHtml, helloHtml, linkHtml, mailDocument } from "../mail/html.ts";
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
  /** "conta": the rest goes on the business's monthly invoice, not paid at the workshop. */
  tipoPago?: string;
  factura: string | null;
  cita: {
    fecha: string;
    hora: string;
    taller: { alias: string; direccion: string; cpostal: string; poblacion: string; telefono: string };
  } | null;
};

/** Where the rest is paid: at the workshop, or on a business's monthly invoice (paying on account). */
function restLabel(d: OrderMailDetail): string {
  return d.tipoPago === "conta" ? "Na fatura mensal da empresa" : "A pagar na oficina";
}

export type OrderConfirmationInput = {
  to: string;
  name: string;
  order: OrderMailDetail;
  /** The site's public address, without a trailing slash. */
  publicUrl: string;
  /** The signed page to change the fitting's day or time (only with an appointment). */
  changeLink: string;
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
};

const e = escapeHtml;
const hello = (name: string) => `Olá ${name},`.replace(/ ,$/, ",");

function confirmationSubject(d: OrderMailDetail): string {
  return `Encomenda ${d.numero} confirmada${d.cita ? `: montagem a ${d.cita.fecha} às ${d.cita.hora}` : ""}`;
}

function invoiceLinks(m: OrderConfirmationInput): { invoice: string; invoices: string } | null {
  const f = m.order.factura;
  return f
    ? {
        invoice: `${m.publicUrl}/area-privado/fatura?n=${encodeURIComponent(f)}`,
        invoices: `${m.publicUrl}/area-privado/faturas`,
      }
    : null;
}

function confirmationText(m: OrderConfirmationInput): string {
  const d = m.order;
  const c = d.cita;
  const inv = invoiceLinks(m);
  const lines = d.lineas.map((l) => `  ${l.cantidad} × ${l.nombre} — ${formatEur(l.total)}`).join("\n");
  return `${hello(m.name)}\n\nObrigado pela sua encomenda ${d.numero}.\n\n${lines}\n${d.descuento ? `  Desconto: −${formatEur(d.descuento)}\n` : ""}  Total: ${formatEur(d.total)} (${d.impuestoLabel} ${d.impuestoPct} % incluído: ${formatEur(d.impuesto)})\n  Pago agora: ${formatEur(d.pagado)}${d.restoEnOficina > 0 ? ` — ${restLabel(d).toLowerCase()}: ${formatEur(d.restoEnOficina)}` : ""}\n\n${c ? `Montagem marcada: ${c.fecha} às ${c.hora}\n  ${c.taller.alias}\n  ${c.taller.direccion}, ${c.taller.cpostal} ${c.taller.poblacion}\n  Tel. ${c.taller.telefono}\n\nLeve este e-mail ou o número da encomenda.\nPara mudar o dia ou a hora da montagem (até 24 horas antes): ${m.changeLink}\nPara anular a encomenda, ligue-nos.\n` : ""}${inv ? `\nDescarregue a sua fatura ${d.factura} (PDF): ${inv.invoice}\nTodas as faturas estão na sua área privada: ${inv.invoices}\n` : ""}\nRodaCerta`;
}

const cell = "padding:6px 12px 6px 0;border-bottom:1px solid #d9dce3;vertical-align:top";
const num = `${cell};text-align:right;white-space:nowrap`;

function confirmationHtml(m: OrderConfirmationInput, subject: string): string {
  const d = m.order;
  const c = d.cita;
  const inv = invoiceLinks(m);
  const lineRows = d.lineas
    .map(
      (l) =>
        `<tr><td style="${cell}">${e(l.nombre)}</td><td style="${num}">${l.cantidad}</td><td style="${num}">${e(formatEur(l.total))}</td></tr>`,
    )
    .join("");
  const totalRow = (label: string, value: string, strong = false) =>
    `<tr><th scope="row" colspan="2" style="text-align:right;padding:6px 12px 6px 0;font-weight:${strong ? 700 : 400}">${e(label)}</th><td style="${num};border-bottom:0;font-weight:${strong ? 700 : 400}">${e(value)}</td></tr>`;
  const table = `<table style="border-collapse:collapse;margin:0 0 16px">
<caption style="text-align:left;font-weight:700;padding:0 0 6px">Encomenda ${e(d.numero)}</caption>
<thead><tr><th scope="col" style="text-align:left;${cell}">Artigo</th><th scope="col" style="text-align:right;${cell}">Quantidade</th><th scope="col" style="text-align:right;${cell}">Valor</th></tr></thead>
<tbody>${lineRows}</tbody>
<tfoot>${d.descuento ? totalRow("Desconto", `−${formatEur(d.descuento)}`) : ""}${totalRow("Total", formatEur(d.total), true)}${totalRow(`${d.impuestoLabel} ${d.impuestoPct} % incluído`, formatEur(d.impuesto))}${totalRow("Pago agora", formatEur(d.pagado))}${d.restoEnOficina > 0 ? totalRow(restLabel(d), formatEur(d.restoEnOficina), true) : ""}</tfoot>
</table>`;
  const appointment = c
    ? `<h2 style="font-size:18px;color:#172763;margin:24px 0 8px">Montagem marcada</h2>
${factsTableHtml([
  ["Dia e hora", `${c.fecha} às ${c.hora}`],
  ["Oficina", c.taller.alias],
  ["Morada", `${c.taller.direccion}, ${c.taller.cpostal} ${c.taller.poblacion}`],
  ["Telefone", c.taller.telefono],
])}
<p>Leve este e-mail ou o número da encomenda.</p>
<p>${buttonHtml(m.changeLink, "Mudar o dia ou a hora da montagem")}<br><small>Pode mudar até 24 horas antes. Para anular a encomenda, ligue-nos.</small></p>`
    : "";
  const invoice = inv
    ? `<h2 style="font-size:18px;color:#172763;margin:24px 0 8px">Fatura</h2>
<p>${linkHtml(inv.invoice, `Descarregue a sua fatura ${d.factura} (PDF)`)}</p>
<p>Todas as faturas estão na sua ${linkHtml(inv.invoices, "área privada")}.</p>`
    : "";
  return mailDocument(
    subject,
    `${helloHtml(m.name)}
<p>Obrigado pela sua encomenda <strong>${e(d.numero)}</strong>.</p>
${table}
${appointment}
${invoice}`,
  );
}

/** The confirmation e-mail, without the calendar file (the caller attaches it when there is an appointment). */
export function orderConfirmationMail(m: OrderConfirmationInput): Mail {
  const subject = confirmationSubject(m.order);
  return { to: m.to, subject, text: confirmationText(m), html: confirmationHtml(m, subject) };
}

/** The Multibanco reference: entity, reference, amount and until when, and that the bay waits till then. */
export function multibancoReferenceMail(m: MultibancoReferenceInput): Mail {
  const subject = `Referência Multibanco da encomenda ${m.orderNumber}`;
  const reference = formatMultibancoReference(m.reference);
  const amount = formatEur(m.amountCents);
  const a = m.appointment;
  const held = a
    ? `A montagem de ${a.fecha} às ${a.hora} fica reservada até essa hora; se a referência expirar sem pagamento, a reserva é anulada.`
    : "";
  const text = `${hello(m.name)}\n\nPara concluir a encomenda ${m.orderNumber}, pague por Multibanco (num multibanco ou no homebanking, em "Pagamento de serviços"):\n\n  Entidade: ${m.entity}\n  Referência: ${reference}\n  Montante: ${amount}\n  Válida até: ${m.validUntil}\n\n${held ? `${held}\n\n` : ""}Assim que o pagamento for recebido enviamos a confirmação.\n\nRodaCerta`;
  const html = mailDocument(
    subject,
    `${helloHtml(m.name)}
<p>Para concluir a encomenda <strong>${e(m.orderNumber)}</strong>, pague por Multibanco (num multibanco ou no homebanking, em «Pagamento de serviços»):</p>
${factsTableHtml([
  ["Entidade", m.entity],
  ["Referência", reference],
  ["Montante", amount],
  ["Válida até", m.validUntil],
])}
${held ? `<p>${e(held)}</p>` : ""}
<p>Assim que o pagamento for recebido enviamos a confirmação.</p>`,
  );
  return { to: m.to, subject, text, html };
}
