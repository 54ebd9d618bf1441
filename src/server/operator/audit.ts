/** Reading the audit log (admins only); rows are written by each back-office change (operator.queries.ts). */
import { canReadAudit } from "#src/shared/operator/access.ts";
import type { AuditView } from "#src/shared/operator/operator-api.ts";
import type { Db } from "../db/client.ts";
import { ForbiddenError } from "../errors.ts";
import { listAudit } from "./operator.queries.ts";
import type { Staff } from "./staff.ts";

export const AUDIT_PAGE_SIZE = 50;

export async function readAudit(
  db: Db,
  actor: Staff,
  page: number,
  entity: string | undefined,
): Promise<{ registos: AuditView[]; pagina: number; porPagina: number }> {
  if (!canReadAudit(actor))
    throw new ForbiddenError("OPERATOR_FORBIDDEN", "Só a administração pode consultar o registo de auditoria.");
  const rows = await listAudit(db, { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE, entity });
  return {
    registos: rows.map((r) => ({
      id: r.a.id,
      em: r.a.at.toISOString(),
      funcionario:
        r.a.staffId !== null && r.email !== null ? { id: r.a.staffId, email: r.email, nome: r.nombre ?? "" } : null,
      acao: r.a.action,
      entidade: r.a.entity,
      entidadeId: r.a.entityId,
      antes: r.a.before,
      depois: r.a.after,
    })),
    pagina: page,
    porPagina: AUDIT_PAGE_SIZE,
  };
}
