/** GET /site-init, GET /mantenimiento, GET /health. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { t } from "#src/shared/i18n/i18n.ts";
import { langOfApiUrl } from "#src/shared/i18n/lang.ts";
import { activeMaintenance } from "#src/shared/maintenance.ts";
import { SITE } from "#src/shared/site.ts";
import { HealthAnswer, MaintenanceWindowsAnswer, SiteInitAnswer } from "#src/shared/site/site-api.schema.ts";
import { SUPPORT_LINES } from "#src/shared/site/support.ts";
import type { AppDeps } from "../deps.ts";
import { maintenanceMessage } from "../offers/localised.ts";

export function siteRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/mantenimiento",
      { schema: { tags: ["site"], summary: "Janelas de manutenção", response: { 200: MaintenanceWindowsAnswer } } },
      async () => {
        return deps.site.current.maintenanceWindows.map(({ activo, fecha_inicio, fecha_fin }) => ({
          activo,
          fecha_inicio,
          fecha_fin,
        }));
      },
    );

    app.get(
      "/site-init",
      { schema: { tags: ["site"], summary: "Dados iniciais do site", response: { 200: SiteInitAnswer } } },
      async (req) => {
        const { maintenanceWindows: windows, settings } = deps.site.current;
        const catalogue = deps.catalogue.current;
        const maintenance = activeMaintenance(windows, deps.now());
        const lang = langOfApiUrl(req.url);
        return {
          // The site of the path's language: the Spanish site is Spain's (es, ES), the main one Portugal's.
          idioma: lang,
          pais: lang === "es" ? ("ES" as const) : ("PT" as const),
          moneda: SITE.currency,
          mantenimiento: {
            activo: maintenance !== null,
            /** The active notice's text from the back office in the reader's language (null: the standard text). */
            mensagem: maintenance ? maintenanceMessage(maintenance, langOfApiUrl(req.url)) : null,
            ventanas: windows.map(({ activo, fecha_inicio, fecha_fin }) => ({ activo, fecha_inicio, fecha_fin })),
          },
          versiones: SITE.storedStateVersions,
          permitirPedidosMixtos: SITE.allowMixedOrders,
          temporadaPorDefecto: SITE.defaultSeason,
          horarioAtencion: t(lang, "common.supportHours"),
          /** The support lines of the site of the path's language (src/shared/site/support.ts). */
          telefonos: SUPPORT_LINES[lang].map((l) => ({ region: t(lang, l.region), phone: l.phone })),
          /** Whether the car tyre selector asks for the visitor's contact data (the lead-data step) before results. */
          seletor: { pedirDados: settings.leadStepRequired },
          catalogo: { version: catalogue.version, neumaticos: catalogue.tyres.length, marcas: catalogue.brands.length },
          /** Demo mode (anything but NODE_ENV=production): embedded database, simulated payments; the site shows a banner. */
          demo: deps.env.NODE_ENV !== "production",
        };
      },
    );

    app.get(
      "/health",
      {
        schema: {
          tags: ["site"],
          summary: "Estado do serviço",
          response: { 200: HealthAnswer },
        },
      },
      async () => {
        await deps.database.db.execute("select 1");
        return { status: "ok" as const, db: deps.database.kind, catalogue: deps.catalogue.current.version };
      },
    );
  };
}
