/**
 * The site's switches from the back office (admins only): the maintenance notice (on/off, its window and text) and
 * the selector's lead step. Each change and its audit row are one transaction; the maintenance_windows and
 * site_settings triggers (migration 0011) make every process reload its site read model, and this process reloads
 * before answering (decision 013).
 */
import { isMaintenanceActive } from "#src/shared/maintenance.ts";
import { END_OF_DAY, formatShopDateTime, parseShopDateTime } from "#src/shared/operator/offers.ts";
import type { OperatorSite, SiteUpdate } from "#src/shared/operator/offers.schema.ts";
import type { AppDeps } from "../deps.ts";
import type { Db } from "../db/client.ts";
import { getSiteSettings, updateSiteSettings } from "../site/settings.queries.ts";
import { latestMaintenance, type MaintenanceRow, saveMaintenance } from "./catalogue.queries.ts";
import { requireCatalogueAdmin } from "./catalogue.ts";
import { writeAudit } from "./operator.queries.ts";
import type { Staff } from "./staff.ts";

type Deps = Pick<AppDeps, "db" | "site">;

function maintenanceView(m: MaintenanceRow | null, now: Date): OperatorSite["manutencao"] {
  if (!m) return null;
  return {
    id: m.id,
    ativo: m.activo,
    inicio: formatShopDateTime(m.fechaInicio),
    fim: formatShopDateTime(m.fechaFin),
    mensagem: m.message,
    mensagemEs: m.messageEs,
    visivelAgora: isMaintenanceActive(
      [{ activo: m.activo, fecha_inicio: m.fechaInicio.toISOString(), fecha_fin: m.fechaFin.toISOString() }],
      now,
    ),
  };
}

const siteWhat = "alterar o aviso de manutenção e as definições do site";

export async function readSite(db: Db, actor: Staff, now: Date): Promise<OperatorSite> {
  requireCatalogueAdmin(actor, siteWhat);
  const [m, settings] = await Promise.all([latestMaintenance(db), getSiteSettings(db)]);
  return { manutencao: maintenanceView(m, now), pedirDadosSeletor: settings.leadStepRequired };
}

export async function updateSite(deps: Deps, actor: Staff, input: SiteUpdate, now: Date): Promise<OperatorSite> {
  requireCatalogueAdmin(actor, siteWhat);
  await deps.db.transaction(async (raw) => {
    const t = raw as unknown as Db;
    const locked = await latestMaintenance(t, true);
    const settings = await getSiteSettings(t);
    const before: OperatorSite = {
      manutencao: maintenanceView(locked, now),
      pedirDadosSeletor: settings.leadStepRequired,
    };
    let manutencao = before.manutencao;
    if (input.manutencao) {
      const m = input.manutencao;
      const saved = await saveMaintenance(t, before.manutencao?.id ?? null, {
        activo: m.ativo,
        fechaInicio: parseShopDateTime(m.inicio) as Date,
        fechaFin: parseShopDateTime(m.fim, END_OF_DAY) as Date,
        message: m.mensagem || null,
        // Absent (an older caller): the Spanish notice stays as it was.
        ...(m.mensagemEs !== undefined ? { messageEs: m.mensagemEs } : {}),
      });
      manutencao = maintenanceView(saved, now);
    }
    let pedirDadosSeletor = before.pedirDadosSeletor;
    if (input.pedirDadosSeletor !== undefined) {
      // As changeSiteSettings does, but inside the audit's transaction; the read model reloads once it is committed.
      pedirDadosSeletor = (await updateSiteSettings(t, { leadStepRequired: input.pedirDadosSeletor })).leadStepRequired;
    }
    await writeAudit(t, {
      staffId: actor.id,
      action: "site.update",
      entity: "site",
      entityId: manutencao?.id ?? null,
      before,
      after: { manutencao, pedirDadosSeletor },
      at: now,
    });
  });
  // Read-your-write: the transaction is committed, so this process's site read model reloads the stored values.
  await deps.site.reload();
  return readSite(deps.db, actor, now);
}
