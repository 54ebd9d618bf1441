/**
 * Oil-change intervals (spec section 9, "Product facts"): every 15 000 to 20 000 km, 7 500 to 10 000 km for vehicles
 * from before 2000. Pure: the assistant tells the customer whether the change is due from their kilometres and, when
 * they know it, the kilometres at the last change.
 */
import { formatNumber } from "../numbers.ts";

export type OilInterval = { min: number; max: number; older: boolean };

export const STANDARD_INTERVAL: OilInterval = { min: 15_000, max: 20_000, older: false };
export const PRE_2000_INTERVAL: OilInterval = { min: 7_500, max: 10_000, older: true };

/** The advised interval for a car's year (fabrication, else registration); 0 means unknown → the standard one. */
export function advisedInterval(year: number): OilInterval {
  return year > 0 && year < 2000 ? PRE_2000_INTERVAL : STANDARD_INTERVAL;
}

export type OilChangeDue = "overdue" | "due" | "not-yet" | "unknown";

export type OilChangeAdvice = {
  interval: OilInterval;
  status: OilChangeDue;
  /** Kilometres since the last change, when known. */
  sinceLast: number | null;
  message: string;
};

const km = (n: number) => `${formatNumber(n)} km`;

/**
 * Whether the oil change is due. With the last change known: overdue past the interval's maximum, due inside it, not
 * yet below its minimum (with the kilometres left). Without it: a car under the minimum has not reached its first
 * change; otherwise the customer gets the advised interval to compare with their own records.
 */
export function oilChangeAdvice(input: { kms: number; lastChangeKms?: number | null; year: number }): OilChangeAdvice {
  const interval = advisedInterval(input.year);
  const range = `${km(interval.min)} a ${km(interval.max)}`;
  const who = interval.older ? "Para carros anteriores a 2000 aconselhamos" : "Aconselhamos";
  const last = input.lastChangeKms;
  if (last !== null && last !== undefined && last >= 0 && last <= input.kms) {
    const since = input.kms - last;
    if (since > interval.max)
      return {
        interval,
        status: "overdue",
        sinceLast: since,
        message: `Já fez ${km(since)} desde a última mudança de óleo: a mudança está atrasada. ${who} mudar o óleo a cada ${range}.`,
      };
    if (since >= interval.min)
      return {
        interval,
        status: "due",
        sinceLast: since,
        message: `Já fez ${km(since)} desde a última mudança de óleo: está na altura de mudar o óleo. ${who} mudar o óleo a cada ${range}.`,
      };
    return {
      interval,
      status: "not-yet",
      sinceLast: since,
      message: `Fez ${km(since)} desde a última mudança de óleo: ainda faltam cerca de ${km(interval.min - since)} para a próxima. ${who} mudar o óleo a cada ${range}.`,
    };
  }
  if (input.kms < interval.min)
    return {
      interval,
      status: "not-yet",
      sinceLast: null,
      message: `Com ${km(input.kms)}, o seu carro ainda não chegou à primeira mudança de óleo aconselhada. ${who} mudar o óleo a cada ${range}.`,
    };
  return {
    interval,
    status: "unknown",
    sinceLast: null,
    message: `${who} mudar o óleo a cada ${range}. Se já passaram mais de ${km(interval.min)} desde a última mudança, está na altura de a fazer.`,
  };
}
