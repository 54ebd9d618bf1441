import { describe, expect, it } from "vitest";
import { canCloseWorkshop, canManageStaff, canReadAudit, canSeeWorkshop } from "./access.ts";
import { ClosureCreateSchema, StaffCreateSchema, StaffUpdateSchema } from "./staff.schema.ts";

const admin = { role: "admin", workshopIds: [] } as const;
const service = { role: "service", workshopIds: [] } as const;
const braga = { role: "workshop", workshopIds: [3, 4] } as const;

describe("back-office role matrix", () => {
  it("only admins manage staff and read the audit log", () => {
    expect([admin, service, braga].map(canManageStaff)).toEqual([true, false, false]);
    expect([admin, service, braga].map(canReadAudit)).toEqual([true, false, false]);
  });

  it("workshop staff see and close their own workshops only; service sees all and closes none", () => {
    expect(canSeeWorkshop(braga, 3)).toBe(true);
    expect(canSeeWorkshop(braga, 9)).toBe(false);
    expect(canSeeWorkshop(braga, null)).toBe(true); // closures of every workshop concern them too
    expect(canSeeWorkshop(service, 9)).toBe(true);
    expect(canCloseWorkshop(braga, 4)).toBe(true);
    expect(canCloseWorkshop(braga, 9)).toBe(false);
    expect(canCloseWorkshop(braga, null)).toBe(false);
    expect(canCloseWorkshop(service, 3)).toBe(false);
    expect(canCloseWorkshop(admin, 9)).toBe(true);
    expect(canCloseWorkshop(admin, null)).toBe(true);
  });
});

describe("back-office payloads", () => {
  const base = { email: "Ana@RodaCerta.pt", nome: "Ana", password: "uma-password-longa" };
  it("workshop staff need workshops, the other roles none", () => {
    expect(StaffCreateSchema.safeParse({ ...base, perfil: "workshop", oficinas: [2] }).data?.email).toBe(
      "ana@rodacerta.pt",
    );
    const none = StaffCreateSchema.safeParse({ ...base, perfil: "workshop" });
    expect(none.error?.issues[0]).toMatchObject({ path: ["oficinas"], message: "Escolha pelo menos uma oficina" });
    expect(StaffCreateSchema.safeParse({ ...base, perfil: "admin", oficinas: [2] }).success).toBe(false);
    expect(StaffCreateSchema.safeParse({ ...base, perfil: "root" }).error?.issues[0]?.message).toBe(
      "Escolha um perfil: oficina, apoio ao cliente ou administração",
    );
    expect(StaffCreateSchema.safeParse({ ...base, password: "curta", perfil: "admin" }).success).toBe(false);
    expect(StaffUpdateSchema.safeParse({ oficinas: [1] }).success).toBe(false);
    expect(StaffUpdateSchema.safeParse({ perfil: "workshop", oficinas: [1] }).success).toBe(true);
  });

  it("a closure needs a DD/MM/YYYY date and a reason", () => {
    expect(ClosureCreateSchema.safeParse({ oficinaId: null, data: "24/12/2026", motivo: "Véspera" }).success).toBe(
      true,
    );
    expect(ClosureCreateSchema.safeParse({ oficinaId: 1, data: "2026-12-24", motivo: "x" }).success).toBe(false);
    expect(ClosureCreateSchema.safeParse({ oficinaId: 1, data: "31/02/2026", motivo: "x" }).success).toBe(false);
    expect(ClosureCreateSchema.safeParse({ oficinaId: 1, data: "24/12/2026", motivo: " " }).success).toBe(false);
  });
});
