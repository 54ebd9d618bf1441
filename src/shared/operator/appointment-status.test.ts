import { describe, expect, it } from "vitest";
import type { PaymentType } from "../basket/checkout.ts";
import {
  allowedStatuses,
  APPOINTMENT_STATUSES,
  canSetStatus,
  customerStatusLabel,
  nextStatuses,
  type StatusFacts,
  statusRefusal,
  statusRefusalMessage,
  TARGET_STATUSES,
} from "./appointment-status.ts";
import { paymentLabel, paymentStateOf, StatusChangeSchema } from "./day-sheet-api.ts";

const START = new Date("2026-11-25T10:00:00Z"); // Wednesday 10:00 in Lisbon
const at = (iso: string) => new Date(iso);
const facts = (status: string, over: Partial<StatusFacts> = {}): StatusFacts => ({
  status,
  startsAt: START,
  orderId: null,
  ...over,
});

describe("appointment status moves", () => {
  it("follows confirmed → arrived → in progress → done, with no-show and cancellation on the side", () => {
    expect(nextStatuses("booked")).toEqual(["arrived", "no_show", "cancelled"]);
    expect(nextStatuses("arrived")).toEqual(["in_progress", "cancelled"]);
    expect(nextStatuses("in_progress")).toEqual(["done"]);
    expect(nextStatuses("no_show")).toEqual(["arrived"]);
    for (const end of ["done", "cancelled", "held", "something-else"]) expect(nextStatuses(end)).toEqual([]);
  });

  it("refuses every move the graph does not have, and setting the same status again", () => {
    const later = at("2026-11-25T12:00:00Z");
    for (const from of APPOINTMENT_STATUSES)
      for (const to of TARGET_STATUSES) {
        const refusal = statusRefusal(facts(from), to, later);
        if (from === to) expect(refusal, `${from} → ${to}`).toBe("SAME_STATUS");
        else if (!nextStatuses(from).includes(to)) expect(refusal, `${from} → ${to}`).toBe("NOT_FROM_STATUS");
        else expect(refusal, `${from} → ${to}`).toBeNull();
      }
  });

  it("marks a no-show only once its time has passed; arrival and work at any time", () => {
    const early = at("2026-11-25T08:30:00Z");
    expect(statusRefusal(facts("booked"), "arrived", early)).toBeNull();
    expect(statusRefusal(facts("booked"), "no_show", early)).toBe("NOT_YET_TIME");
    expect(statusRefusal(facts("booked"), "no_show", START)).toBeNull();
    // The sheet of a past day can still be completed.
    expect(statusRefusal(facts("in_progress"), "done", at("2026-11-26T09:00:00Z"))).toBeNull();
    // A cancellation is possible the day before.
    expect(statusRefusal(facts("booked"), "cancelled", at("2026-11-24T18:00:00Z"))).toBeNull();
  });

  it("never cancels an order's fitting from the day sheet", () => {
    const fitting = facts("booked", { orderId: 12 });
    expect(statusRefusal(fitting, "cancelled", START)).toBe("ORDER_CANCEL_ELSEWHERE");
    expect(allowedStatuses(fitting, START)).toEqual(["arrived", "no_show"]);
    expect(allowedStatuses(facts("booked"), at("2026-11-25T08:00:00Z"))).toEqual(["arrived", "cancelled"]);
    expect(allowedStatuses(fitting, at("2026-11-25T08:00:00Z"))).toEqual(["arrived"]);
  });

  it("says why in pt-PT", () => {
    expect(statusRefusalMessage("NOT_FROM_STATUS", "done", "arrived")).toBe(
      "Uma marcação no estado «concluída» não pode passar a «chegou».",
    );
    expect(statusRefusalMessage("SAME_STATUS", "arrived", "arrived")).toBe("Esta marcação já está no estado «chegou».");
    expect(statusRefusalMessage("NOT_YET_TIME", "booked", "no_show")).toBe(
      "Só pode registar a falta depois da hora marcada.",
    );
  });
});

describe("who may set a status", () => {
  const admin = { role: "admin", workshopIds: [] } as const;
  const service = { role: "service", workshopIds: [] } as const;
  const lisbon = { role: "workshop", workshopIds: [3] } as const;
  it("workshop staff on their workshops, admins everywhere, customer service only cancels", () => {
    for (const to of TARGET_STATUSES) {
      expect(canSetStatus(admin, 9, to)).toBe(true);
      expect(canSetStatus(lisbon, 3, to)).toBe(true);
      expect(canSetStatus(lisbon, 9, to)).toBe(false);
      expect(canSetStatus(service, 9, to)).toBe(to === "cancelled");
    }
  });
});

describe("labels and payloads", () => {
  it("shows the customer each status in pt-PT", () => {
    expect(customerStatusLabel("booked")).toBe("confirmada");
    expect(customerStatusLabel("arrived")).toBe("veículo recebido na oficina");
    expect(customerStatusLabel("in_progress")).toBe("serviço em curso");
    expect(customerStatusLabel("done")).toBe("concluída");
    expect(customerStatusLabel("no_show")).toBe("não compareceu");
    expect(customerStatusLabel("cancelled")).toBe("cancelada");
  });

  it("accepts only the statuses the sheet may set", () => {
    expect(StatusChangeSchema.safeParse({ estado: "done" }).success).toBe(true);
    const bad = StatusChangeSchema.safeParse({ estado: "booked" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("Escolha um estado válido");
  });

  it("tells the workshop what is paid and what to collect", () => {
    const o = (status: string, paymentType: PaymentType, paidCents: number) => ({
      status,
      paymentType,
      paidCents,
      totalCents: 30_000,
    });
    expect(paymentStateOf(o("confirmed", "full", 30_000))).toBe("paid");
    expect(paymentStateOf(o("confirmed", "deposit", 5_000))).toBe("deposit_paid");
    expect(paymentLabel("deposit_paid", o("confirmed", "deposit", 5_000))).toBe(
      "Sinal pago; a cobrar na oficina: 250,00\u00a0€",
    );
    expect(paymentStateOf(o("confirmed", "at_workshop", 0))).toBe("pay_at_workshop");
    // on account: the company's monthly invoice, never collected at the workshop
    expect(paymentStateOf(o("confirmed", "on_account", 0))).toBe("on_account");
    expect(paymentLabel("on_account", o("confirmed", "on_account", 0))).not.toContain("A pagar na oficina");
    expect(paymentStateOf(o("pending", "full", 0))).toBe("unpaid");
    expect(paymentStateOf(o("expired", "full", 0))).toBe("expired");
  });
});
