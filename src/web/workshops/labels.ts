/** Workshop facts as the page's language names them: service kinds, equipment and weekdays. */
import { WEEKDAY_LABEL, type WeekdayKey } from "#src/shared/booking/weekdays.ts";
import { type Lang, LOCALE } from "#src/shared/i18n/lang.ts";
import { WORKSHOP_EQUIPMENT } from "#src/shared/workshops/equipment.ts";
import type { WorkshopService } from "#src/shared/workshops/services.ts";
import type { MessageKey, Translator } from "#src/web/i18n.ts";

const SERVICE_KEYS = {
  car: "workshops.serviceCoche",
  motorbike: "workshops.serviceMoto",
  truck: "workshops.serviceCamion",
  agricultural: "workshops.serviceAgricola",
  renting: "workshops.serviceRenting",
  scooter: "workshops.servicePatinete",
  inspection: "workshops.serviceItv",
  tachograph: "workshops.serviceTacografo",
} as const satisfies Record<WorkshopService, MessageKey>;

/** A service kind's name ("car" → "Carro" / "Coche"); an unknown kind as it is. */
export function serviceLabel(t: Translator["t"], service: string): string {
  const key = (SERVICE_KEYS as Record<string, MessageKey>)[service];
  return key ? t(key) : service;
}

/** The catalogue keys of WORKSHOP_EQUIPMENT, in its order. */
const EQUIPMENT_KEYS: readonly MessageKey[] = [
  "workshops.equipmentAlignment",
  "workshops.equipmentBalancer",
  "workshops.equipmentRunFlat",
  "workshops.equipmentAcR1234yf",
  "workshops.equipmentAcR134a",
  "workshops.equipmentLift",
  "workshops.equipmentObd",
  "workshops.equipmentNitrogen",
  "workshops.equipmentBrakeTester",
  "workshops.equipmentOzone",
];

/** A piece of equipment (stored by its Portuguese name) in the page's language; other names as they are. */
export function equipmentLabel(t: Translator["t"], name: string): string {
  const key = EQUIPMENT_KEYS[(WORKSHOP_EQUIPMENT as readonly string[]).indexOf(name)];
  return key ? t(key) : name;
}

/** Area names that are words, not proper names: Portugal's autonomous regions (the others are place names). */
const AREA_KEYS: Record<string, MessageKey> = {
  "Região Autónoma da Madeira": "workshops.areaMadeira",
  "Região Autónoma dos Açores": "workshops.areaAzores",
};

/** A district's or province's name as the API gives it, in the page's language where it has words to translate. */
export function areaLabel(t: Translator["t"], name: string): string {
  const key = AREA_KEYS[name];
  return key ? t(key) : name;
}

const INTL_DAY: Record<WeekdayKey, string> = {
  mon: "2026-11-23",
  tue: "2026-11-24",
  wed: "2026-11-25",
  thu: "2026-11-26",
  fri: "2026-11-27",
  sat: "2026-11-28",
  sun: "2026-11-29",
};

/** A weekday heading of the opening hours: "Segunda" in Portuguese (as the shop writes it), "Lunes" via Intl in Spanish. */
export function weekdayLabel(lang: Lang, day: WeekdayKey): string {
  if (lang === "pt") return WEEKDAY_LABEL[day];
  const name = new Date(`${INTL_DAY[day]}T12:00:00Z`).toLocaleDateString(LOCALE[lang], {
    weekday: "long",
    timeZone: "UTC",
  });
  return name.charAt(0).toUpperCase() + name.slice(1);
}
