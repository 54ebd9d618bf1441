/**
 * Oil-change assistant use cases (spec section 7, "Revision and oil"): the oil lookup by plate, the oil selector with
 * the interval advice and the over-5 L flag, campaign presets, the packs for an oil, the revision lead and the first
 * free date at a workshop. Rules come from src/shared/revision; this module loads data and applies them.
 */
import type { Lang } from "#src/shared/i18n/lang.ts";
import { localLines, localName } from "#src/server/services/localised.ts";
import { msg } from "#src/shared/i18n/i18n.ts";
import { capacityNotice, extraOilLitres, isOverPackCapacity, revisionNote } from "#src/shared/revision/capacity.ts";
import { oilChangeAdvice } from "#src/shared/revision/interval.ts";
import {
  OIL_STATUS_MESSAGES,
  type OilLookupStatus,
  oilLookupStatus,
  PLATE_NOT_FOUND_MESSAGE,
  MAINTENANCE_APPOINTMENT_URL,
  preselectOil,
} from "#src/shared/revision/oil-lookup.ts";
import type {
  AceitePorMatriculaAnswer,
  ConsultaFechaHoraAnswer,
  Oil,
  RegistroLeadRevisionPayload,
  PickedVehicle,
  RevisionesTurismoAnswer,
  SelectorAceiteAnswer,
  SelectorAceitePayload,
} from "#src/shared/revision/revision.schema.ts";
import type { RevisionFacts } from "#src/shared/revision/order-note.ts";
import { assistantUrl } from "#src/shared/revision/steps.ts";
import { isoToDayMonthYear } from "#src/shared/dates.ts";
import { parseCarPlate } from "#src/shared/plates.ts";
import { fuelName, oilTypeName } from "#src/shared/vehicles/fuel-and-oil-names.ts";
import { datesFor } from "../booking/booking.ts";
import type { AppDeps } from "../deps.ts";
import { NotFoundError, RuleBrokenError } from "../errors.ts";
import { locatePostcode } from "../workshops/locate.ts";
import { toCard } from "../workshops/workshop-card.ts";
import { atSite } from "../catalogue/site-prices.ts";
import { requirementOf, workshopCanDo } from "#src/shared/services/requirements.ts";

/** A car maintenance pack: any car workshop, no special equipment (the same rule the basket applies). */
const CAR_REVISION = [requirementOf({ vehicleType: "turismo", requiredEquipment: [] })];
import {
  findOils,
  findVehicleByModel,
  findVehicleByPlate,
  insertRevisionLead,
  listPacks,
  type RegistryVehicle,
  saveRevisionFacts,
} from "./revision.queries.ts";

type Deps = Pick<AppDeps, "db" | "now" | "workshops">;

async function vehicleByPlate(deps: Deps, matricula: string): Promise<RegistryVehicle> {
  const v = await findVehicleByPlate(deps.db, matricula);
  // Motorbikes have their own revision (moto revision); the car assistant does not know them.
  if (!v || v.tipo === "moto") throw new NotFoundError("PLATE_NOT_FOUND", PLATE_NOT_FOUND_MESSAGE);
  return v;
}

/** The car picked by hand (brand → model → engine) for a plate the registry does not know; never a motorbike. */
async function pickedCar(deps: Deps, vehicle: PickedVehicle): Promise<RegistryVehicle> {
  const picked = await findVehicleByModel(deps.db, vehicle.marca, vehicle.modelo, vehicle.motor);
  if (!picked || picked.tipo === "moto") throw new NotFoundError("VEHICLE_NOT_FOUND", msg("api.revisionCarNotFound"));
  const ano = vehicle.ano ?? 0;
  return { ...picked, ano_fabric: ano, ano_matric: ano };
}

/** The plate as the shop writes it (AA-00-AA), for a plate the registry does not know. */
const written = (plate: string) => parseCarPlate(plate)?.normalized ?? plate.trim().toUpperCase();

/**
 * The engine's oils in the registry's order; the first listed is the maker's recommended one. The price per litre is
 * the site's (Spain's IVA on the Spanish site, as every other price before a workshop is chosen).
 */
async function oilList(deps: Deps, ids: readonly string[], lang: Lang = "pt"): Promise<Oil[]> {
  const rows = await findOils(deps.db, ids);
  const byId = new Map(rows.map((o) => [o.id, o]));
  return ids.flatMap((id, i) => {
    const o = byId.get(id);
    return o
      ? [
          {
            id_site_revision_aceite: o.id,
            recomendado: i === 0,
            // Stored in Portuguese ("Semissintético"): the API answers in its path's language.
            tipo_aceite: oilTypeName(lang, o.tipo),
            sae: o.sae,
            normativa: o.normativa,
            marca: o.marca,
            nombre: o.nombre,
            precio_litro: atSite(o.litrePriceCents, lang),
          },
        ]
      : [];
  });
}

/** The car as the API shows it: the fuel (stored in Portuguese, "Gasóleo") in the API path's language. */
function info(v: RegistryVehicle, lang: Lang) {
  return {
    marca: v.marca,
    modelo: v.modelo,
    motor: v.motor,
    combustible: fuelName(lang, v.combustible),
    ano_fabric: v.ano_fabric,
    ano_matric: v.ano_matric,
    capacidad_carter: v.capacidad_carter,
  };
}

function statusOf(deps: Deps, v: RegistryVehicle, oilCount: number): OilLookupStatus {
  return oilLookupStatus(
    { combustible: v.combustible, anoMatric: v.ano_matric, aceites: oilCount > 0 ? v.aceites : [] },
    deps.now().getUTCFullYear(),
  );
}

/**
 * POST /aceite-por-matricula: the lookup status and the engine's oils, for the registry's car of the plate or, when
 * the registry does not know the plate, for the car picked by hand (the plate is kept as written).
 */
export async function oilsByPlate(
  deps: Deps,
  matricula: string,
  vehicle?: PickedVehicle,
  lang: Lang = "pt",
): Promise<AceitePorMatriculaAnswer> {
  const v = vehicle ? await pickedCar(deps, vehicle) : await vehicleByPlate(deps, matricula);
  const list = await oilList(deps, v.aceites, lang);
  const status = statusOf(deps, v, list.length);
  return {
    matricula: v.cod_matricula ?? written(matricula),
    status,
    modelo: `${v.marca} ${v.modelo} ${v.motor}`,
    fuelType: fuelName(lang, v.combustible),
    vehicleOils: status === "OK" ? list : [],
    vehiculoInfo: info(v, lang),
    mensaje: status === "OK" ? null : OIL_STATUS_MESSAGES[status],
    siguiente: status === "NO_OIL" ? MAINTENANCE_APPOINTMENT_URL : null,
  };
}

/** POST /selector-aceite: oils with the preselection, the interval advice and the sump flag for a plate or a car. */
export async function oilSelector(
  deps: Deps,
  input: SelectorAceitePayload,
  lang: Lang = "pt",
): Promise<SelectorAceiteAnswer> {
  let v: RegistryVehicle;
  // A car picked by hand wins: its plate (when given) is one the registry does not know.
  if (input.vehicle) v = await pickedCar(deps, input.vehicle);
  else v = await vehicleByPlate(deps, input.matricula ?? "");
  const list = await oilList(deps, v.aceites, lang);
  const status = statusOf(deps, v, list.length);
  const year = v.ano_fabric || v.ano_matric;
  const advice = oilChangeAdvice({ kms: input.kms, lastChangeKms: input.ultima ?? null, year });
  const listaAceites = status === "OK" ? list : [];
  return {
    matricula: v.cod_matricula ?? (input.matricula ? written(input.matricula) : null),
    kms: input.kms,
    status,
    vehiculoInfo: info(v, lang),
    listaAceites,
    aceiteSeleccionado: preselectOil(listaAceites)?.id_site_revision_aceite ?? null,
    intervalo: {
      min: advice.interval.min,
      max: advice.interval.max,
      estado: advice.status,
      desdeUltima: advice.sinceLast,
      mensaje: advice.message,
    },
    carter: {
      capacidad: v.capacidad_carter,
      excede: isOverPackCapacity(v.capacidad_carter),
      litrosExtra: extraOilLitres(v.capacidad_carter),
      aviso: capacityNotice(v.capacidad_carter),
    },
  };
}

/** POST /verificar-revision-preset: a campaign link's plate, kilometres and oil, checked before the assistant opens. */
export async function verifyPreset(deps: Deps, input: { matricula: string; kms: number; aceite: string }) {
  const answer = await oilsByPlate(deps, input.matricula);
  if (answer.status !== "OK")
    throw new RuleBrokenError(`REVISION_${answer.status}`, answer.mensaje?.text ?? PLATE_NOT_FOUND_MESSAGE);
  const oil = answer.vehicleOils.find((o) => o.id_site_revision_aceite === input.aceite);
  if (!oil)
    throw new RuleBrokenError("OIL_NOT_FOR_ENGINE", msg("api.revisionOilNotSuitable"), {
      aceite: msg("api.revisionOilNotSuitableField"),
    });
  const choices = { matricula: answer.matricula, kms: input.kms, ultima: null, aceite: oil.id_site_revision_aceite };
  return {
    matricula: answer.matricula,
    kms: input.kms,
    aceite: oil.id_site_revision_aceite,
    siguiente: assistantUrl("servicos", choices),
  };
}

/** POST /revisiones/turismo?aceiteId=: the packs with the chosen oil, and the nearest car workshops. */
export async function revisionsForOil(
  deps: Deps,
  aceiteId: string,
  postCode: string,
  /** The site's language: the packs' names and lines in it. */
  lang: Lang = "pt",
): Promise<RevisionesTurismoAnswer> {
  const [oil] = await oilList(deps, [aceiteId], lang);
  if (!oil) throw new NotFoundError("OIL_NOT_FOUND", msg("api.revisionOilNotFound"));
  const packs = await listPacks(deps.db);
  const all = deps.workshops.current.list.filter((w) => w.webBookings && workshopCanDo(w, CAR_REVISION));
  const center = locatePostcode(postCode, all);
  const oficinas = center
    ? all
        .map((w) => toCard(w, center))
        .sort((a, b) => (a.distancia ?? 0) - (b.distancia ?? 0))
        .slice(0, 3)
        .map((c) => ({ codTienda: c.codTienda, alias: c.alias, distancia: c.distancia ?? null }))
    : [];
  return {
    aceite: { ...oil, recomendado: false },
    revisiones: packs.map((p) => ({
      id: p.id,
      slug: p.slug,
      nombre: localName(p, lang),
      plan: p.plan,
      incluye: localLines(p.lines, p.linesEs, lang),
      // The site's price (the Spanish site's carries Spain's IVA).
      precio: atSite(p.priceCents, lang),
      duracion: p.durationMinutes,
    })),
    oficinas,
  };
}

/**
 * POST /registro-lead-matricula-revision: the revision lead (origin "revision"), tied to the basket when there is one.
 * The note the shop reads carries the plate, kilometres, oil, pack and the over-5 L sump flag.
 */
export async function registerRevisionLead(
  deps: Deps,
  input: RegistroLeadRevisionPayload,
  userAgentHeader: string | undefined,
) {
  const v = input.vehicle ? await pickedCar(deps, input.vehicle) : await vehicleByPlate(deps, input.matricula);
  if (input.aceiteId && !v.aceites.includes(input.aceiteId))
    throw new RuleBrokenError("OIL_NOT_FOR_ENGINE", msg("api.revisionOilNotSuitable"), {
      aceiteId: msg("api.revisionOilNotSuitableField"),
    });
  if (input.revisionId && !(await listPacks(deps.db)).some((p) => p.id === input.revisionId))
    throw new NotFoundError("REVISION_NOT_FOUND", msg("api.revisionPackNotFound"), {
      revisionId: msg("api.revisionPackUnknown"),
    });
  const plate = v.cod_matricula ?? written(input.matricula);
  const nota = revisionNote({
    matricula: plate,
    kms: input.kms ?? null,
    aceite: input.aceiteId ?? null,
    pack: input.revisionId ?? null,
    capacidadCarter: v.capacidad_carter,
  });
  const userAgent = (input.user_agent ?? userAgentHeader ?? "").slice(0, 400) || null;
  const [oil] = input.aceiteId ? await oilList(deps, [input.aceiteId]) : [];
  const id = await insertRevisionLead(deps.db, {
    email: input.email ?? null,
    telefono: input.telefono ?? null,
    codigoPostal: input.codigo_postal ?? null,
    origen: "revision",
    basketId: input.cestaID ?? null,
    userAgent,
    statusNote: nota,
  });
  // The basket keeps the revision's facts (oil, sump) so the order's appointment tells the workshop (spec "Flags").
  if (input.cestaID && input.revisionId && oil) {
    const facts: RevisionFacts = {
      matricula: plate,
      pack: input.revisionId,
      aceite: {
        id: oil.id_site_revision_aceite,
        marca: oil.marca,
        nombre: oil.nombre,
        sae: oil.sae,
        normativa: oil.normativa,
      },
      capacidadCarter: v.capacidad_carter,
    };
    await saveRevisionFacts(deps.db, input.cestaID, facts);
  }
  return { id_site_lead: id, nota, excedeCarter: isOverPackCapacity(v.capacidad_carter) };
}

/** POST /consulta-fecha-hora: the first free date and time for a pack at a workshop (the pack's duration). */
export async function firstFreeSlot(
  deps: Deps,
  codTienda: string,
  revisionId: string,
): Promise<ConsultaFechaHoraAnswer> {
  const pack = (await listPacks(deps.db)).find((p) => p.id === revisionId);
  if (!pack)
    throw new NotFoundError("REVISION_NOT_FOUND", msg("api.revisionPackNotFound"), {
      revisionId: msg("api.revisionPackUnknown"),
    });
  const row = deps.workshops.current.list.find((w) => w.code === codTienda);
  if (!row) throw new NotFoundError("WORKSHOP_NOT_FOUND", msg("api.workshopNotFound"));
  if (!row.webBookings || !workshopCanDo(row, CAR_REVISION))
    throw new RuleBrokenError("WORKSHOP_NOT_AVAILABLE", msg("api.revisionWorkshopNoOnline"));
  const { days } = await datesFor(deps.db, codTienda, [], deps.now(), undefined, pack.durationMinutes);
  const first = days.find((d) => d.count > 0);
  if (!first) throw new NotFoundError("NO_DATES", msg("api.revisionWorkshopNoSlots"));
  return {
    codTienda,
    fecha: isoToDayMonthYear(first.date),
    iso: first.date,
    hora: first.first,
    duracion: pack.durationMinutes,
  };
}
