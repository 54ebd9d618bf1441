/**
 * The air-conditioning pack for a plate (spec section 4 "Air-conditioning recharge"): the registry's years decide the
 * gas (rules in src/shared/services/ac.ts); an unknown plate or unknown years go to the appointment comment flow.
 */
import { msg } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import {
  AC_FLAG_NOTICE,
  AC_PRODUCTS,
  acDecidingYear,
  acFlagNotice,
  decideAcPack,
  isAcFlaggedYear,
} from "#src/shared/services/ac.ts";
import type { AcPackResponse } from "#src/shared/services/ac.schema.ts";
import { parseCarPlate } from "#src/shared/plates.ts";
import type { Db } from "../db/client.ts";
import { RuleBrokenError } from "../errors.ts";
import { findVehicleByPlate } from "./registry.queries.ts";

/** `lang`: the language of the site asking, for the appointment comment and the notice it shows the customer. */
export async function acPackForPlate(db: Db, matricula: string, lang: Lang = "pt"): Promise<AcPackResponse> {
  const plate = parseCarPlate(matricula)?.normalized ?? matricula.trim().toUpperCase();
  const v = await findVehicleByPlate(db, plate);
  if (v?.tipo === "moto") throw new RuleBrokenError("AC_NOT_FOR_MOTO", msg("api.vehicleAcMotoPlate"));
  const decisao = decideAcPack(v ? { anoFabric: v.ano_fabric, anoMatric: v.ano_matric } : null, plate, lang);
  return {
    matricula: plate,
    vehiculo: v
      ? { marca: v.marca, modelo: v.modelo, motor: v.motor, ano_fabric: v.ano_fabric, ano_matric: v.ano_matric }
      : null,
    decisao,
    aviso: decisao.kind === "pack" && decisao.flagged ? acFlagNotice(lang) : null,
  };
}

/**
 * The note for the workshop when an order has an air-conditioning pack for a car made 2014 to 2017 (spec section 5
 * "Flags"): it becomes the order's appointment comment, which the workshop's day sheet shows. Null otherwise.
 */
export async function acWorkshopNote(
  db: Db,
  plate: string | null | undefined,
  productTypes: readonly string[],
): Promise<string | null> {
  if (!plate || !productTypes.some((t) => t === AC_PRODUCTS.R134A.tipo || t === AC_PRODUCTS.R1234YF.tipo)) return null;
  const v = await findVehicleByPlate(db, plate);
  if (!v) return null;
  const year = acDecidingYear({ anoFabric: v.ano_fabric, anoMatric: v.ano_matric });
  return isAcFlaggedYear(year) ? `Ar condicionado: ${AC_FLAG_NOTICE}` : null;
}
