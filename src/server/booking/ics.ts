/** The add-to-calendar file for an appointment (RFC 5545 via the `ics` library), valid for Google, Outlook and Apple. */
import { createEvent } from "ics";

export function appointmentIcs(a: { id: string; start: Date; end: Date; alias: string; address: string; postcode: string; town: string; phone: string; services: string[]; url: string }): string {
  const { error, value } = createEvent({
    uid: `${a.id}@rodacerta.pt`,
    start: a.start.getTime(),
    end: a.end.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    endInputType: "utc",
    endOutputType: "utc",
    title: `Marcação RodaCerta — ${a.alias}`,
    description: `Serviços: ${a.services.join(", ")}.\nOficina: ${a.alias}, ${a.address}, ${a.postcode} ${a.town}. Tel. ${a.phone}.\nAlterar ou cancelar: ${a.url}`,
    location: `${a.alias}, ${a.address}, ${a.postcode} ${a.town}`,
    url: a.url,
    status: "CONFIRMED",
    busyStatus: "BUSY",
    productId: "rodacerta/marcacoes",
    organizer: { name: "RodaCerta", email: "marcacoes@rodacerta.pt" },
    alarms: [{ action: "display", description: "Marcação na oficina amanhã", trigger: { hours: 24, before: true } }],
  });
  if (error || !value) throw error ?? new Error("ics");
  return value;
}
