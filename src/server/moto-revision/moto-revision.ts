/**
 * The moto revision (spec sections 2, 3 and 7; issue 12 item 5): the customer gives the plate and the engine size, the
 * request is registered as a lead (origen "revision_moto") with the revision for the engine size band, then the
 * brand/model data screen completes it, and the revision product goes to the basket (a revision replaces a revision).
 * Only the customer who registered a request can read or complete it.
 */
import { msg } from "#src/shared/i18n/i18n.ts";
import {
  bandFor,
  formatMotoRevisionNote,
  modelFitsBand,
  type MotoRevisionNote,
  parseMotoRevisionNote,
  revisionProductFor,
} from "#src/shared/moto-revision/band.ts";
import type {
  MotoRevisionData,
  MotoRevisionDataResponse,
  MotoRevisionLead,
  MotoRevisionLeadResponse,
  MotoRevisionProduct,
  MotoRevisionState,
} from "#src/shared/moto-revision/moto-revision.schema.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import type { AppDeps } from "../deps.ts";
import { localLines, localName } from "../services/localised.ts";
import { ForbiddenError, InvalidInputError, NotFoundError, RuleBrokenError } from "../errors.ts";
import {
  findMotoModelById,
  findOpenMotoRevisionLead,
  findMotoRevisionLead,
  findRevisionProduct,
  insertMotoRevisionLead,
  listMotoModels,
  setMotoRevisionLeadNote,
} from "./moto-revision.queries.ts";

/** `lang`: the site's language, for the revision's name and lines (Portuguese when absent). */
type Deps = Pick<AppDeps, "db"> & { lang?: Lang };
type Customer = { id: number; email: string; telefono: string | null; codigoPostal: string | null };

const NOT_FOUND = () => new NotFoundError("MOTO_REVISION_NOT_FOUND", msg("api.motoRevisionNotFound"));

async function productFor(deps: Deps, cilindrada: number): Promise<MotoRevisionProduct> {
  const row = await findRevisionProduct(deps.db, revisionProductFor(cilindrada));
  if (!row) throw new NotFoundError("MOTO_REVISION_UNAVAILABLE", msg("api.motoRevisionNotOnline"));
  return {
    idNavision: row.id,
    tipo_producto: "revision_moto",
    nombre: localName(row, deps.lang ?? "pt"),
    precio: row.priceCents,
    duracion: row.durationMinutes,
    incluye: localLines(row.incluye, row.incluyeEs, deps.lang ?? "pt"),
    banda: bandFor(cilindrada),
  };
}

/** The customer's own request with what it remembers; another customer's is refused. */
async function ownLead(deps: Deps, user: Customer, id: number): Promise<{ id: number; note: MotoRevisionNote }> {
  const lead = await findMotoRevisionLead(deps.db, id);
  if (!lead) throw NOT_FOUND();
  if (!lead.email || lead.email.toLowerCase() !== user.email.toLowerCase())
    throw new ForbiddenError("ID_NOT_MATCH", msg("api.motoRevisionOtherClient"));
  const note = parseMotoRevisionNote(lead.statusNote);
  if (!note) throw NOT_FOUND();
  return { id: lead.id, note };
}

/** POST /moto/revision/datos: registers the request; the answer is the spec's "Moto revision" with its product. */
export async function registerMotoRevision(
  deps: Deps,
  user: Customer,
  input: MotoRevisionData,
  userAgent: string | undefined,
): Promise<MotoRevisionDataResponse> {
  const producto = await productFor(deps, input.cilindrada);
  const note = formatMotoRevisionNote({
    matricula: input.matricula,
    cilindrada: input.cilindrada,
    productId: producto.idNavision,
    moto: null,
  });
  const id =
    (await findOpenMotoRevisionLead(deps.db, user.email, note)) ??
    (await insertMotoRevisionLead(deps.db, {
      email: user.email,
      telefono: user.telefono,
      codigoPostal: user.codigoPostal,
      userAgent: userAgent?.slice(0, 400) || null,
      statusNote: note,
    }));
  return {
    id_registro_lead_revision_moto: id,
    idLead: id,
    idNavision: producto.idNavision,
    precio: producto.precio,
    matricula: input.matricula,
    cilindrada: input.cilindrada,
    producto,
  };
}

/** GET /moto/revision/{id}: the brand/model data screen — the brands with models of the band, a brand's models. */
export async function motoRevisionState(
  deps: Deps,
  user: Customer,
  id: number,
  marca: string | undefined,
): Promise<MotoRevisionState> {
  const { note } = await ownLead(deps, user, id);
  const inBand = (await listMotoModels(deps.db)).filter((m) => modelFitsBand(m, note.cilindrada));
  const marcas = [...new Set(inBand.map((m) => m.marca))].sort((a, b) => a.localeCompare(b, "pt"));
  const chosen = marca ? (marcas.find((m) => m.toLowerCase() === marca.toLowerCase()) ?? null) : null;
  if (marca && !chosen)
    throw new NotFoundError("MOTO_BRAND_NOT_FOUND", msg("api.motoBrandNotFound"), {
      marca: msg("api.motoBrandPick"),
    });
  const model = note.moto ? inBand.find((m) => m.id === note.moto?.id) : undefined;
  return {
    id_registro_lead_revision_moto: id,
    matricula: note.matricula,
    cilindrada: note.cilindrada,
    producto: await productFor(deps, note.cilindrada),
    marcas,
    marca: chosen,
    modelos: inBand
      .filter((m) => m.marca === chosen)
      .map((m) => ({
        id: m.id,
        marca: m.marca,
        modelo: m.modelo,
        cilindrada: m.cilindrada,
        desde: m.yearFrom,
        hasta: m.yearTo,
      })),
    moto: model ? { id: model.id, marca: model.marca, modelo: model.modelo, cilindrada: model.cilindrada } : null,
  };
}

/** POST /moto/revision/lead: the brand and model complete the request; the answer is the product to add. */
export async function completeMotoRevision(
  deps: Deps,
  user: Customer,
  input: MotoRevisionLead,
): Promise<MotoRevisionLeadResponse> {
  const { id, note } = await ownLead(deps, user, input.id_registro_lead_revision_moto);
  const model = await findMotoModelById(deps.db, input.id_moto);
  if (!model)
    throw new NotFoundError("MOTO_MODEL_NOT_FOUND", msg("api.motoModelNotFound"), {
      id_moto: msg("api.motoModelUnknown"),
    });
  if (model.marca.toLowerCase() !== input.id_site_marca_moto.toLowerCase())
    throw new InvalidInputError("MOTO_BRAND_MISMATCH", msg("api.motoBrandMismatch"), {
      id_moto: msg("api.motoBrandMismatchField"),
    });
  if (!modelFitsBand(model, note.cilindrada))
    throw new RuleBrokenError(
      "MOTO_MODEL_OTHER_BAND",
      msg("api.motoDisplacementMismatch", {
        model: model.modelo,
        engine: model.electrica ? msg("api.motoElectricEngine") : `${model.cilindrada} cc`,
      }),
      { id_moto: msg("api.motoDisplacementMismatchField") },
    );
  const producto = await productFor(deps, note.cilindrada);
  const moto = { id: model.id, marca: model.marca, modelo: model.modelo };
  await setMotoRevisionLeadNote(deps.db, id, formatMotoRevisionNote({ ...note, productId: producto.idNavision, moto }));
  return {
    id_registro_lead_revision_moto: id,
    matricula: note.matricula,
    cilindrada: note.cilindrada,
    moto: { ...moto, cilindrada: model.cilindrada },
    producto,
  };
}
