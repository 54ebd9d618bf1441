/**
 * Air-conditioning recharge (spec section 4 "Air-conditioning recharge", section 5 "Flags", section 9 "Vehicle and
 * basket rules"): which gas pack a car takes, from the year it was made.
 * - Made 2018 or later: R1234-YF pack (product AC_R1234YF, tipo_producto ac2); earlier: R134A (AC_R134A, tipo ac).
 * - Year 0 means unknown: the registration year is used instead.
 * - Both unknown, or the vehicle not identified: no pack is sold online; the customer books CITA_AC with a comment
 *   saying the gas must be checked at the workshop.
 * - A vehicle made 2014 to 2017 is flagged (the changeover years: the workshop checks the gas label before filling).
 */
import { t } from "../i18n/i18n.ts";
import type { Lang } from "../i18n/lang.ts";

/** From this year of manufacture the R1234-YF gas is used. */
export const AC_R1234YF_FROM_YEAR = 2018;
/** Vehicles made in these years (inclusive) are flagged. */
export const AC_FLAG_YEARS = { from: 2014, to: 2017 } as const;

export const AC_PRODUCTS = {
  R134A: { id: "AC_R134A", tipo: "ac", gas: "R134a" },
  R1234YF: { id: "AC_R1234YF", tipo: "ac2", gas: "R1234yf" },
} as const;
export type AcGas = keyof typeof AC_PRODUCTS;

/** The bookable appointment service for an air-conditioning check when the gas cannot be decided online. */
export const AC_APPOINTMENT_SERVICE = "CITA_AC";

/**
 * The comment sent with the appointment when the year (and so the gas) is unknown, in the language of the site the
 * customer books on: it prefills the booking form's comment, which the customer reads and may edit before booking.
 */
export function acAppointmentComment(plate: string | null, lang: Lang): string {
  return plate ? t(lang, "ac.appointmentCommentPlate", { plate }) : t(lang, "ac.appointmentComment");
}

export type AcVehicleYears = { anoFabric: number | null | undefined; anoMatric: number | null | undefined };

/** The year that decides the gas: the year of manufacture, else (0 or missing) the registration year; null if neither. */
export function acDecidingYear(v: AcVehicleYears): number | null {
  const valid = (y: number | null | undefined) => (typeof y === "number" && Number.isInteger(y) && y > 0 ? y : null);
  return valid(v.anoFabric) ?? valid(v.anoMatric);
}

/** True for a vehicle made 2014 to 2017 (spec section 5 "Flags"). */
export function isAcFlaggedYear(year: number | null): boolean {
  return year !== null && year >= AC_FLAG_YEARS.from && year <= AC_FLAG_YEARS.to;
}

export type AcDecision =
  | {
      kind: "pack";
      gas: AcGas;
      productId: (typeof AC_PRODUCTS)[AcGas]["id"];
      tipo: (typeof AC_PRODUCTS)[AcGas]["tipo"];
      /** The year the decision used. */
      year: number;
      /** The year came from the registration because the year of manufacture was unknown. */
      fromRegistration: boolean;
      /** Made 2014–2017: the workshop is told to check the gas label. */
      flagged: boolean;
    }
  | { kind: "appointment"; serviceId: typeof AC_APPOINTMENT_SERVICE; comment: string };

/**
 * The AC pack for a vehicle, or the appointment flow when the vehicle or its years are unknown (with the comment in
 * `lang`, the language of the site asking).
 */
export function decideAcPack(
  vehicle: AcVehicleYears | null,
  plate: string | null = null,
  lang: Lang = "pt",
): AcDecision {
  const year = vehicle ? acDecidingYear(vehicle) : null;
  if (year === null)
    return { kind: "appointment", serviceId: AC_APPOINTMENT_SERVICE, comment: acAppointmentComment(plate, lang) };
  const gas: AcGas = year >= AC_R1234YF_FROM_YEAR ? "R1234YF" : "R134A";
  const fromRegistration = !(typeof vehicle?.anoFabric === "number" && vehicle.anoFabric > 0);
  return {
    kind: "pack",
    gas,
    productId: AC_PRODUCTS[gas].id,
    tipo: AC_PRODUCTS[gas].tipo,
    year,
    fromRegistration,
    flagged: isAcFlaggedYear(year),
  };
}

/** The notice shown to the customer for a flagged vehicle, in the page's language. */
export function acFlagNotice(lang: Lang): string {
  return t(lang, "ac.flagNotice");
}

/**
 * The same notice as the workshop reads it: carried to the shop on the order's appointment comment (the workshop's
 * back office is in Portuguese); the same text as `acFlagNotice("pt")`.
 */
export const AC_FLAG_NOTICE =
  "Veículo fabricado entre 2014 e 2017: a oficina confirma na etiqueta do compartimento do motor o tipo de gás antes da carga.";
