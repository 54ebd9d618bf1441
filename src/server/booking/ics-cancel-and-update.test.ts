import { describe, expect, it } from "vitest";
import { appointmentIcs, calendarUid } from "./ics.ts";

const base = {
  id: "7d9f1c2e-3b4a-4c5d-8e6f-0a1b2c3d4e5f",
  start: new Date("2026-11-25T09:00:00Z"),
  end: new Date("2026-11-25T10:00:00Z"),
  alias: "RodaCerta Lisboa Alvalade",
  address: "Av. da Igreja 10",
  postcode: "1700-239",
  town: "Lisboa",
  phone: "213 000 000",
  services: ["Travões: pastilhas e discos"],
  url: "https://www.rodacerta.pt/marcacao-previa/alteracao?cita=7d9f1c2e-3b4a-4c5d-8e6f-0a1b2c3d4e5f&token=x",
  attendee: { name: "Rita Marques", email: "rita@example.pt" },
};
/** Unfolded property lines (RFC 5545 folds at 75 octets). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");
const prop = (ics: string, name: string) =>
  lines(ics).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

describe("calendar file across an appointment's life", () => {
  const bookedAt = new Date("2026-11-23T07:00:00Z");
  const changedAt = new Date("2026-11-23T07:05:00Z");
  const cancelledAt = new Date("2026-11-23T07:06:00Z");
  const booked = appointmentIcs({ ...base, method: "REQUEST", sequence: 0, issuedAt: bookedAt });
  const changed = appointmentIcs({
    ...base,
    start: new Date("2026-11-26T15:00:00Z"),
    end: new Date("2026-11-26T16:00:00Z"),
    method: "REQUEST",
    sequence: 1,
    issuedAt: changedAt,
  });
  const cancelled = appointmentIcs({ ...base, method: "CANCEL", sequence: 2, issuedAt: cancelledAt });

  it("keeps one UID, the appointment's, in every version", () => {
    for (const ics of [booked, changed, cancelled]) expect(prop(ics, "UID")).toBe(`UID:${calendarUid(base.id)}`);
    expect(calendarUid(base.id)).toBe(`${base.id}@rodacerta.pt`);
  });

  it("a change is a REQUEST with a higher SEQUENCE, so calendars update the event instead of adding one", () => {
    expect(prop(booked, "METHOD")).toBe("METHOD:REQUEST");
    expect(prop(booked, "SEQUENCE")).toBe("SEQUENCE:0");
    expect(prop(changed, "METHOD")).toBe("METHOD:REQUEST");
    expect(Number(prop(changed, "SEQUENCE")?.slice(9))).toBeGreaterThan(0);
    expect(prop(changed, "DTSTART")).toBe("DTSTART:20261126T150000Z");
    expect(prop(changed, "STATUS")).toBe("STATUS:CONFIRMED");
    expect(prop(changed, "DTSTAMP")).toBe("DTSTAMP:20261123T070500Z");
    expect(prop(changed, "ATTENDEE")?.toLowerCase()).toContain("mailto:rita@example.pt");
    expect(prop(changed, "ORGANIZER")?.toLowerCase()).toContain("mailto:marcacoes@rodacerta.pt");
  });

  it("the cancellation is METHOD:CANCEL, STATUS:CANCELLED, same UID, SEQUENCE above every earlier version", () => {
    expect(prop(cancelled, "METHOD")).toBe("METHOD:CANCEL");
    expect(prop(cancelled, "STATUS")).toBe("STATUS:CANCELLED");
    const seq = (ics: string) => Number(prop(ics, "SEQUENCE")?.slice("SEQUENCE:".length));
    expect(seq(cancelled)).toBeGreaterThan(seq(changed));
    expect(seq(changed)).toBeGreaterThan(seq(booked));
    expect(prop(cancelled, "ATTENDEE")?.toLowerCase()).toContain("mailto:rita@example.pt");
    // no reminder for an event that is gone, and it no longer blocks the customer's time
    expect(cancelled).not.toContain("BEGIN:VALARM");
    expect(prop(cancelled, "TRANSP")).toBe("TRANSP:TRANSPARENT");
  });

  it("a downloaded file (no method given) is a PUBLISH with the confirmed event", () => {
    const file = appointmentIcs({ ...base, attendee: undefined } as Parameters<typeof appointmentIcs>[0]);
    expect(prop(file, "METHOD")).toBe("METHOD:PUBLISH");
    expect(prop(file, "STATUS")).toBe("STATUS:CONFIRMED");
    expect(prop(file, "ATTENDEE")).toBeUndefined();
  });
});
