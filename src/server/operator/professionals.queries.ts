/** What the back office's professional applications page reads and writes (issue 14, item 7). */
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { businessAccounts, professionalApplications, staff, users } from "../db/schema.ts";

export type ApplicationRow = typeof professionalApplications.$inferSelect;

export async function listApplications(db: Db, status: string | undefined) {
  const q = db
    .select({
      a: professionalApplications,
      userEmail: users.email,
      userName: users.nombre,
      userSurname: users.apellidos,
      decidedBy: staff.nombre,
      creditDays: businessAccounts.creditDays,
    })
    .from(professionalApplications)
    .innerJoin(users, eq(users.id, professionalApplications.userId))
    .leftJoin(staff, eq(staff.id, professionalApplications.decidedBy))
    .leftJoin(businessAccounts, eq(businessAccounts.applicationId, professionalApplications.id));
  return (status ? q.where(eq(professionalApplications.status, status)) : q)
    .orderBy(desc(professionalApplications.createdAt), desc(professionalApplications.id))
    .limit(200);
}

/** Locks the application for a decision (two admins deciding at once queue; the second sees it decided). */
export async function lockApplication(db: Db, id: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(professionalApplications)
    .where(eq(professionalApplications.id, id))
    .for("update");
  return row ?? null;
}

export async function setApplicationDecision(
  db: Db,
  id: number,
  values: Pick<ApplicationRow, "status" | "decisionNote" | "decidedBy" | "decidedAt">,
): Promise<ApplicationRow> {
  const [row] = await db
    .update(professionalApplications)
    .set(values)
    .where(eq(professionalApplications.id, id))
    .returning();
  if (!row) throw new Error("update failed");
  return row;
}

/** Marks the customer account as a business (a later approval replaces the terms of an earlier one). */
export async function upsertBusinessAccount(db: Db, values: typeof businessAccounts.$inferInsert) {
  const [row] = await db
    .insert(businessAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: businessAccounts.userId,
      set: {
        applicationId: values.applicationId,
        companyName: values.companyName,
        nif: values.nif,
        creditDays: values.creditDays,
        approvedBy: values.approvedBy,
        approvedAt: values.approvedAt,
      },
    })
    .returning();
  if (!row) throw new Error("upsert failed");
  return row;
}
