/**
 * A workshop's capacity and calendar in the back office: GET and PATCH /operador/oficinas/:id/definicoes. Staff
 * sessions only; the use case checks the role and the workshop.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { WorkshopSettingsSaved, WorkshopSettingsView } from "#src/shared/operator/workshop-settings-api.ts";
import { WorkshopSettingsSchema } from "#src/shared/operator/workshop-settings.ts";
import type { AppDeps } from "../deps.ts";
import { authenticateStaff } from "./staff.ts";
import { getWorkshopSettings, updateWorkshopSettings } from "./workshop-settings.ts";

const Id = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ["operator"];

export function workshopSettingsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/operador/oficinas/:id/definicoes",
      {
        schema: {
          tags,
          summary: "Horário, boxes, serviços e equipamento de uma oficina",
          params: Id,
          response: { 200: WorkshopSettingsView },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        return getWorkshopSettings(deps.db, staff, req.params.id);
      },
    );

    app.patch(
      "/operador/oficinas/:id/definicoes",
      {
        schema: {
          tags,
          summary: "Alterar horário, boxes, serviços e equipamento; lista as marcações que ficam de fora",
          params: Id,
          body: WorkshopSettingsSchema,
          response: { 200: WorkshopSettingsSaved },
        },
      },
      async (req) => {
        const { staff } = await authenticateStaff(deps.db, req, deps.now());
        const saved = await updateWorkshopSettings(deps.db, staff, req.params.id, req.body, deps.now());
        // This process's read model (finder, workshop pages) at once; the NOTIFY reloads the others'.
        await deps.workshops.reload().catch(() => {});
        return saved;
      },
    );
  };
}
