/**
 * Oil lookup by plate (spec section 4, "Oil lookup status"; section 3, "Revision state").
 * OK with oils moves to the oil choice; 2YEARS, NO_OIL and ELECTRIC show a no-revision state (NO_OIL goes on to a
 * workshop appointment for the car maintenance service); anything else is the plate-not-found error.
 */

export const OIL_LOOKUP_STATUSES = ["OK", "2YEARS", "NO_OIL", "ELECTRIC"] as const;
export type OilLookupStatus = (typeof OIL_LOOKUP_STATUSES)[number];

/** The spec's 'Esta matricula no existe' in pt-PT. */
export const PLATE_NOT_FOUND_MESSAGE = "Esta matrícula não existe";

/** The appointment service NO_OIL continues to (car maintenance at the workshop). */
export const MAINTENANCE_APPOINTMENT_SERVICE = "CITA_REVISAO";
export const MAINTENANCE_APPOINTMENT_URL = `/marcacao-previa?servicos=${MAINTENANCE_APPOINTMENT_SERVICE}`;

/**
 * A car registered less than this many years ago is still inside the maker's first service plan (the first oil change
 * falls due after 2 years or the maker's kilometres): the lookup answers 2YEARS instead of offering a pack.
 */
export const NEW_CAR_YEARS = 2;

export const OIL_STATUS_MESSAGES: Record<Exclude<OilLookupStatus, "OK">, { title: string; text: string }> = {
  "2YEARS": {
    title: "O seu carro ainda não precisa de revisão",
    text: "O seu carro foi matriculado há menos de 2 anos e ainda está dentro do plano de manutenção inicial do fabricante. Quando chegar a altura da primeira mudança de óleo, volte a consultar a sua matrícula.",
  },
  NO_OIL: {
    title: "Não temos o óleo indicado para este motor",
    text: "Não encontrámos um óleo recomendado para o motor do seu carro, por isso não podemos propor um pack online. Marque uma revisão de manutenção na oficina e os nossos mecânicos escolhem o óleo certo.",
  },
  ELECTRIC: {
    title: "Os carros elétricos não precisam de mudança de óleo",
    text: "O seu carro é elétrico: o motor não usa óleo, por isso não há mudança de óleo a fazer. Para a manutenção de travões, pneus ou ar condicionado, escolha o serviço na nossa página de serviços para carro.",
  },
};

export type LookupVehicle = {
  combustible: string;
  /** Registration year; 0 when unknown. */
  anoMatric: number;
  /** The engine's oil ids from the registry. */
  aceites: readonly string[];
};

/** Whether a fuel name means an electric car ("Eléctrico", "Elétrico", "Electric"); hybrids still burn oil. */
export function isElectricFuel(combustible: string): boolean {
  const f = combustible
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
  return /^(electrico|eletrico|electric|ev)$/.test(f.trim());
}

/** The lookup status for a vehicle found in the registry. Electric first (no oil at all), then the car's age, then oils. */
export function oilLookupStatus(v: LookupVehicle, currentYear: number): OilLookupStatus {
  if (isElectricFuel(v.combustible)) return "ELECTRIC";
  if (v.anoMatric > 0 && currentYear - v.anoMatric < NEW_CAR_YEARS) return "2YEARS";
  if (v.aceites.length === 0) return "NO_OIL";
  return "OK";
}

export type LookupOutcome =
  | { kind: "oils" }
  | { kind: "no-revision"; status: Exclude<OilLookupStatus, "OK">; title: string; text: string; next: string | null }
  | { kind: "error"; message: string };

/**
 * What the assistant does with a lookup answer: OK with oils → oil choice; 2YEARS/NO_OIL/ELECTRIC → the no-revision
 * screen (NO_OIL with the link to the maintenance appointment); anything else (unknown status, OK without oils, no
 * answer) → 'Esta matrícula não existe'.
 */
export function lookupOutcome(status: string | null | undefined, oilCount: number): LookupOutcome {
  if (status === "OK") return oilCount > 0 ? { kind: "oils" } : { kind: "error", message: PLATE_NOT_FOUND_MESSAGE };
  if (status === "2YEARS" || status === "NO_OIL" || status === "ELECTRIC")
    return {
      kind: "no-revision",
      status,
      ...OIL_STATUS_MESSAGES[status],
      next: status === "NO_OIL" ? MAINTENANCE_APPOINTMENT_URL : null,
    };
  return { kind: "error", message: PLATE_NOT_FOUND_MESSAGE };
}

export type OilOption = { id_site_revision_aceite: string; recomendado: boolean };

/** Revision selector (spec section 4): the recommended oil is preselected, otherwise the first; null when none. */
export function preselectOil<T extends OilOption>(list: readonly T[]): T | null {
  return list.find((o) => o.recomendado) ?? list[0] ?? null;
}

/** The oil the customer chose if it is in the engine's list, else the preselected one. */
export function chosenOil<T extends OilOption>(list: readonly T[], wanted: string | null | undefined): T | null {
  return (wanted ? list.find((o) => o.id_site_revision_aceite === wanted) : undefined) ?? preselectOil(list);
}
