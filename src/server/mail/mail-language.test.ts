/**
 * Every e-mail builder writes in the language it is given (issue 13): Spanish for Spain with no Portuguese left,
 * Portuguese exactly as before. The flows that store and pass the language are in customer-language.int.test.ts.
 */
import { describe, expect, it } from "vitest";
import { multibancoReferenceMail } from "#src/server/orders/order-mail.ts";
import { vehicleReadyMail, workshopCancelMail } from "#src/server/operator/appointment-status-mail.ts";
import { otherLanguageLeaks } from "#src/server/test-support/language.ts";
import {
  contactReceivedMail,
  fleetBookedMail,
  newsletterConfirmMail,
  passwordResetMail,
  professionalApprovedMail,
  professionalRefusedMail,
} from "./account-mails.ts";
import { formatUnitMoney } from "./format.ts";

const workshop = {
  alias: "RodaCerta Vigo",
  address: "Avenida 1",
  postcode: "36201",
  town: "Vigo",
  phone: "986 000 000",
};
const appointment = {
  id: "11111111-1111-1111-1111-111111111111",
  to: "rita@example.es",
  name: "Rita",
  fecha: "25/11/2026",
  hora: "09:00",
  start: new Date("2026-11-25T09:00:00Z"),
  end: new Date("2026-11-25T10:00:00Z"),
  workshop,
  services: ["Frenos"],
  plate: null,
  now: new Date("2026-11-20T09:00:00Z"),
  revision: 1,
};

describe("e-mails in the customer's language", () => {
  it("the workshop's cancellation and the vehicle-ready e-mail in Spanish, calendar file included", () => {
    const cancel = workshopCancelMail({ ...appointment, bookingUrl: "https://x/cita-previa", lang: "es" });
    expect(cancel.subject).toBe("Cita cancelada por el taller — RodaCerta Vigo");
    expect(cancel.text).toContain("Hola, Rita:");
    expect(cancel.text).toContain("ha tenido que cancelar su cita del 25/11/2026 a las 09:00.");
    expect(cancel.html).toContain('<html lang="es-ES"');
    expect(cancel.html).toContain("<strong>25/11/2026 a las 09:00</strong>");
    expect(otherLanguageLeaks(cancel.html!, "es")).toEqual([]);
    expect(cancel.attachments?.[0]?.filename).toBe("cita-rodacerta.ics");
    expect(cancel.attachments?.[0]?.content).toContain("SUMMARY:Cancelada: cita RodaCerta — RodaCerta Vigo");

    const ready = vehicleReadyMail({
      ...appointment,
      plate: "1234BCD",
      accountUrl: "https://x/area-privada",
      lang: "es",
    });
    expect(ready.subject).toBe("Su vehículo está listo — RodaCerta Vigo");
    expect(ready.text).toContain("El trabajo está terminado: ya puede recoger su vehículo (1234BCD) en el taller");
    expect(ready.html).toContain("<strong>ya puede recoger su vehículo (1234BCD)</strong>");
    expect(otherLanguageLeaks(ready.html!, "es")).toEqual([]);
  });

  it("the same e-mails in Portuguese are as they were", () => {
    const cancel = workshopCancelMail({ ...appointment, bookingUrl: "https://x/marcacao-previa" });
    expect(cancel.subject).toBe("Marcação cancelada pela oficina — RodaCerta Vigo");
    expect(cancel.html).toContain("<strong>25/11/2026 às 09:00</strong>");
    expect(cancel.attachments?.[0]?.filename).toBe("marcacao-rodacerta.ics");
    const ready = vehicleReadyMail({ ...appointment, plate: null, accountUrl: "https://x/area-privado" });
    expect(ready.text).toContain(
      "O serviço está concluído: o seu veículo já pode ser levantado na oficina RodaCerta Vigo.",
    );
    expect(ready.html).toContain('<html lang="pt-PT"');
    expect(otherLanguageLeaks(ready.html!, "pt")).toEqual([]);
  });

  it("amounts follow the language: es-ES groups thousands with a dot", () => {
    expect(formatUnitMoney("es", 968650)).toBe("96,865\u00a0€");
    const mb = multibancoReferenceMail({
      to: "rita@example.pt",
      name: "Rita",
      orderNumber: "RC1",
      entity: "12345",
      reference: "123456789",
      amountCents: 1234567,
      validUntil: "25/11/2026, 09:00",
      appointment: null,
      lang: "es",
    });
    expect(mb.subject).toBe("Referencia Multibanco del pedido RC1");
    expect(mb.text).toContain("Importe: 12.345,67\u00a0€");
  });

  it("the account and request e-mails in Spanish", () => {
    const reset = passwordResetMail({
      to: "a@b.es",
      name: "Rita",
      link: "https://x/nueva-contrasena?token=t",
      lang: "es",
    });
    expect(reset.subject).toBe("Recuperar la contraseña de su cuenta RodaCerta");
    expect(reset.text).toMatch(/^Hola, Rita:\n\nPara elegir una nueva contraseña/);
    expect(newsletterConfirmMail({ to: "a@b.es", confirmLink: "c", cancelLink: "d", lang: "es" }).text).toMatch(
      /^Hola:\n\nPara recibir nuestras campañas/,
    );
    const contact = contactReceivedMail({ to: "a@b.es", name: "Rita", reason: "quote", comment: "x", lang: "es" });
    expect(contact.subject).toBe("Hemos recibido su solicitud: Solicitud de presupuesto");
    const approved = professionalApprovedMail({
      to: "a@b.es",
      contact: "Rui",
      company: "Flota SL",
      nif: "B12345678",
      link: "https://x/area-privada/flota",
      creditDays: 30,
      note: null,
      lang: "es",
    });
    expect(approved.text).toContain("Hemos aprobado la cuenta profesional de Flota SL");
    expect(approved.text).toContain("con pago a 30 días");
    expect(
      professionalRefusedMail({ to: "a", contact: "Rui", company: "F", reason: "Sin NIF", lang: "es" }).text,
    ).toContain("Motivo: Sin NIF");
    const fleet = fleetBookedMail({
      to: "a@b.es",
      name: "Rui",
      company: "Flota SL",
      workshop: { alias: "Vigo", address: "Av", town: "Vigo" },
      date: "25/11/2026",
      booked: [{ time: "09:00", plate: "1234BCD" }],
      lang: "es",
    });
    expect(fleet.subject).toBe("Citas de la flota confirmadas: 1 vehículo el 25/11/2026");
    for (const m of [reset, contact, approved, fleet]) expect(otherLanguageLeaks(m.text, "es")).toEqual([]);
  });

  it("the account e-mails in Portuguese are as they were", () => {
    const fleet = fleetBookedMail({
      to: "a@b.pt",
      name: "Rui",
      company: "Frota Lda",
      workshop: { alias: "Lisboa", address: "Rua", town: "Lisboa" },
      date: "25/11/2026",
      booked: [
        { time: "09:00", plate: "AA-00-BB" },
        { time: "10:00", plate: "CC-11-DD" },
      ],
      lang: "pt",
    });
    expect(fleet.subject).toBe("Marcações da frota confirmadas: 2 veículos a 25/11/2026");
    expect(fleet.text).toBe(
      "Olá Rui,\n\nConfirmamos as marcações da frota de Frota Lda na oficina Lisboa (Rua, Lisboa) no dia 25/11/2026:\n- 09:00 · AA-00-BB\n- 10:00 · CC-11-DD\n\nPode vê-las e alterá-las na sua área, em «A minha frota» e «Marcações».\n\nRodaCerta",
    );
    const contact = contactReceivedMail({ to: "a", name: "Rita", reason: "quote", comment: "x", lang: "pt" });
    expect(contact.subject).toBe("Recebemos o seu pedido: Pedido de orçamento");
  });
});
