/**
 * Fuel and engine-oil type names in the reader's language. The vehicle catalogue (`combustible`) and the oil
 * catalogue (`tipo_aceite`) store them in Portuguese ("Gasóleo", "Semissintético"); the pages and the API's
 * consumers show them through these functions. A name the catalogue does not know is shown as it is stored.
 */
import { type MessageKey, t } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";

/**
 * Stored names, in lower case without accents, → message keys. Spanish spellings are accepted as well. A Map, so a
 * stored name like "constructor" is just an unknown name, not an object's property.
 */
const FUELS = new Map<string, MessageKey>([
  ["gasolina", "fuels.fuelPetrol"],
  ["gasoleo", "fuels.fuelDiesel"],
  ["diesel", "fuels.fuelDiesel"],
  ["gpl", "fuels.fuelLpg"],
  ["glp", "fuels.fuelLpg"],
  ["eletrico", "fuels.fuelElectric"],
  ["electrico", "fuels.fuelElectric"],
  ["hibrido", "fuels.fuelHybrid"],
]);

const OIL_TYPES = new Map<string, MessageKey>([
  ["sintetico", "fuels.oilTypeSynthetic"],
  ["semissintetico", "fuels.oilTypeSemiSynthetic"],
  ["semisintetico", "fuels.oilTypeSemiSynthetic"],
  ["mineral", "fuels.oilTypeMineral"],
  ["sintetico (mota)", "fuels.oilTypeSyntheticMoto"],
  ["sintetico (moto)", "fuels.oilTypeSyntheticMoto"],
]);

function normalise(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/** The Portuguese site shows the stored name byte for byte (the catalogue's spelling, case and spaces included). */
function named(table: ReadonlyMap<string, MessageKey>, lang: Lang, stored: string): string {
  if (lang === "pt") return stored;
  const key = table.get(normalise(stored));
  return key ? t(lang, key) : stored;
}

/** "Gasóleo" → "Diésel" on the Spanish site; the Portuguese site shows the stored name. */
export function fuelName(lang: Lang, stored: string): string {
  return named(FUELS, lang, stored);
}

/** "Semissintético" → "Semisintético" on the Spanish site; the Portuguese site shows the stored name. */
export function oilTypeName(lang: Lang, stored: string): string {
  return named(OIL_TYPES, lang, stored);
}
