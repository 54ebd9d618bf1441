/**
 * The back office's professional applications (issue 14, item 7), admins only: list them by status, approve (the
 * customer account becomes a business account with credit terms) or refuse. Each decision is audited in its
 * transaction and the applicant is told by e-mail.
 */
import type { ApplicationStatus } from "#src/shared/professional/application.schema.ts";
import { canDecideApplications } from "#src/shared/professional/access.ts";
import type {
  ApplicationDecision,
  OperatorApplication,
  OperatorApplicationsAnswer,
} from "#src/shared/professional/decisions.schema.ts";
import { canDecide } from "#src/shared/professional/rules.ts";
import type { Db } from "../db/client.ts";
import { ConflictError, ForbiddenError, NotFoundError } from "../errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import { professionalApprovedMail, professionalRefusedMail } from "../mail/account-mails.ts";
import { accountRecipient } from "../mail/recipient-language.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import { applicationView } from "../professional/professional.ts";
import { writeAudit } from "./operator.queries.ts";
import {
  listApplications,
  lockApplication,
  setApplicationDecision,
  upsertBusinessAccount,
} from "./professionals.queries.ts";
import type { Staff } from "./staff.ts";

function requireAdmin(actor: Staff) {
  if (!canDecideApplications(actor))
    throw new ForbiddenError("OPERATOR_FORBIDDEN", "Só a administração pode decidir as candidaturas profissionais.");
}

const tx = <T>(db: Db, fn: (t: Db) => Promise<T>): Promise<T> => db.transaction((raw) => fn(raw as unknown as Db));

export async function listProfessionalApplications(
  db: Db,
  actor: Staff,
  status: ApplicationStatus | undefined,
): Promise<OperatorApplicationsAnswer> {
  requireAdmin(actor);
  const rows = await listApplications(db, status);
  return {
    candidaturas: rows.map((r): OperatorApplication => ({
      ...applicationView(r.a),
      cliente: { id: r.a.userId, email: r.userEmail, nome: `${r.userName} ${r.userSurname}`.trim() },
      decididaPor: r.decidedBy,
      diasCredito: r.a.status === "approved" ? (r.creditDays ?? null) : null,
    })),
  };
}

export async function decideProfessionalApplication(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  actor: Staff,
  id: number,
  decision: ApplicationDecision,
  now: Date,
): Promise<OperatorApplication> {
  requireAdmin(actor);
  const result = await tx(db, async (t) => {
    const before = await lockApplication(t, id);
    if (!before) throw new NotFoundError("APPLICATION_NOT_FOUND", "Esta candidatura não existe.");
    if (!canDecide(before.status as ApplicationStatus))
      throw new ConflictError("APPLICATION_DECIDED", "Esta candidatura já foi decidida. Atualize a lista.");
    const after = await setApplicationDecision(t, id, {
      status: decision.decisao === "approve" ? "approved" : "refused",
      decisionNote: decision.nota || null,
      decidedBy: actor.id,
      decidedAt: now,
    });
    const creditDays = decision.decisao === "approve" ? decision.diasCredito : null;
    if (decision.decisao === "approve")
      await upsertBusinessAccount(t, {
        userId: before.userId,
        applicationId: id,
        companyName: before.companyName,
        nif: before.nif,
        creditDays: decision.diasCredito,
        approvedBy: actor.id,
        approvedAt: now,
      });
    await writeAudit(t, {
      staffId: actor.id,
      action: decision.decisao === "approve" ? "professional.approve" : "professional.refuse",
      entity: "professional_application",
      entityId: id,
      before: applicationView(before),
      after: { ...applicationView(after), ...(creditDays !== null ? { diasCredito: creditDays } : {}) },
      at: now,
    });
    return { after, creditDays };
  });
  const a = result.after;
  // To the account's own address (the application's e-mail is a contact for the shop), in the account's language.
  const recipient = await accountRecipient(db, a.userId);
  if (!recipient) throw new NotFoundError("APPLICATION_NOT_FOUND", "Esta candidatura não existe.");
  const { email: to, lang } = recipient;
  await mailer.send(
    decision.decisao === "approve"
      ? professionalApprovedMail({
          to,
          contact: a.contactName,
          company: a.companyName,
          nif: a.nif,
          link: `${publicUrl}${localPath(lang, "/area-privado/frota")}`,
          creditDays: result.creditDays,
          note: a.decisionNote,
          lang,
        })
      : professionalRefusedMail({
          to,
          contact: a.contactName,
          company: a.companyName,
          reason: a.decisionNote ?? "",
          lang,
        }),
  );
  const [view] = (await listProfessionalApplications(db, actor, undefined)).candidaturas.filter((c) => c.id === id);
  if (!view) throw new NotFoundError("APPLICATION_NOT_FOUND", "Esta candidatura não existe.");
  return view;
}
