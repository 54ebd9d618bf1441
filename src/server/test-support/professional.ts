/**
 * A customer made an approved business for integration tests, the way it happens: the customer applies for
 * professional access and an admin approves the application with the given credit days.
 */
import { expect } from "vitest";
import type { TestApp } from "./app.ts";

export type BusinessApplication = { empresa: string; nif: string; contacto: string; email: string; frota: string };

/** Applies as `customerToken`'s customer (a delivery business) and approves the application as `adminToken`. */
export async function approvedBusiness(
  t: TestApp,
  o: { customerToken: string; adminToken: string; application: BusinessApplication; creditDays: number },
): Promise<void> {
  const applied = await t.api(
    "POST",
    "/profissional/candidatura",
    { ...o.application, telefone: "912345678", tipo: "delivery" },
    o.customerToken,
  );
  expect(applied.statusCode, applied.body).toBe(201);
  const pending = await t.api("GET", "/operador/profissionais?estado=pending", undefined, o.adminToken);
  const id = (pending.json().candidaturas as Array<{ id: number; empresa: string }>).find(
    (c) => c.empresa === o.application.empresa,
  )!.id;
  const approved = await t.api(
    "PATCH",
    `/operador/profissionais/${id}`,
    { decisao: "approve", diasCredito: o.creditDays },
    o.adminToken,
  );
  expect(approved.statusCode, approved.body).toBe(200);
}
