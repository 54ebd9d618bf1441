import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eachDatabase, freshDatabase } from "../test-support/db.ts";
import type { Database } from "./client.ts";
import { appointmentSlots, appointments, documents, tyres, users, workshops } from "./schema.ts";

function pgCode(error: unknown): string | undefined {
  const e = error as { cause?: { code?: string }; code?: string };
  return e.cause?.code ?? e.code;
}

async function expectPgError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected SQLSTATE ${code}`).not.toBeNull();
  expect(pgCode(error)).toBe(code);
}

eachDatabase("database constraints", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it("e-mail is unique regardless of case", async () => {
    await database.db.insert(users).values({ email: "Ana.Silva@example.pt", nombre: "Ana" });
    await expectPgError(database.db.insert(users).values({ email: "ana.silva@EXAMPLE.pt", nombre: "Outra" }), "23505");
  });

  it("a document number belongs to one user", async () => {
    const [a] = await database.db.insert(users).values({ email: "doc1@example.pt", nombre: "A" }).returning();
    const [b] = await database.db.insert(users).values({ email: "doc2@example.pt", nombre: "B" }).returning();
    await database.db.insert(documents).values({ userId: a!.id, tipo: "NIF", pais: "PT", numero: "123456789" });
    await expectPgError(
      database.db.insert(documents).values({ userId: b!.id, tipo: "NIF", pais: "PT", numero: "123456789" }),
      "23505",
    );
  });

  it("a bay-and-time slot is claimed once", async () => {
    const [w] = await database.db.select({ id: workshops.id }).from(workshops).limit(1);
    const start = new Date("2026-12-01T09:00:00Z");
    const [a1] = await database.db
      .insert(appointments)
      .values({
        workshopId: w!.id,
        status: "booked",
        startsAt: start,
        endsAt: new Date(start.getTime() + 3600_000),
        bay: 1,
        services: ["CITA_OLEO"],
      })
      .returning();
    const [a2] = await database.db
      .insert(appointments)
      .values({
        workshopId: w!.id,
        status: "booked",
        startsAt: start,
        endsAt: new Date(start.getTime() + 3600_000),
        bay: 1,
        services: ["CITA_OLEO"],
      })
      .returning();
    await database.db
      .insert(appointmentSlots)
      .values({ workshopId: w!.id, bay: 1, slotStart: start, appointmentId: a1!.id });
    await expectPgError(
      database.db
        .insert(appointmentSlots)
        .values({ workshopId: w!.id, bay: 1, slotStart: start, appointmentId: a2!.id }),
      "23505",
    );
    // another bay at the same time is fine
    await database.db
      .insert(appointmentSlots)
      .values({ workshopId: w!.id, bay: 2, slotStart: start, appointmentId: a2!.id });
  });

  it("foreign keys and checks hold", async () => {
    await expectPgError(
      database.db.insert(appointments).values({
        workshopId: 999999,
        status: "booked",
        startsAt: new Date(),
        endsAt: new Date(Date.now() + 1000),
        bay: 1,
        services: [],
      }),
      "23503",
    );
    const [w] = await database.db.select({ id: workshops.id }).from(workshops).limit(1);
    await expectPgError(
      database.db.insert(appointments).values({
        workshopId: w!.id,
        status: "talvez",
        startsAt: new Date(),
        endsAt: new Date(Date.now() + 1000),
        bay: 1,
        services: [],
      }),
      "23514",
    );
    await expectPgError(database.db.execute(sql`update ${tyres} set stock = -1 where id = '100000'`), "23514");
  });
});
