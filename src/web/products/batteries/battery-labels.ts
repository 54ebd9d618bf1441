/**
 * The catalogue keys of the battery list's labels: the ids are src/shared/battery-ranges.ts's (the API and the URL
 * use them), the words the page's language.
 */
import type { BatteryOrderId } from "#src/shared/battery-ranges.ts";
import type { MessageKey } from "#src/shared/i18n/i18n.ts";

export const BATTERY_ORDER_LABEL: Record<BatteryOrderId, MessageKey> = {
  "preco-asc": "batteries.batteryOrderPriceAsc",
  "preco-desc": "batteries.batteryOrderPriceDesc",
  "ah-asc": "batteries.batteryOrderAhAsc",
  "ah-desc": "batteries.batteryOrderAhDesc",
};

/** Filter values and battery facts by id (Ah and A ranges, terminal side, technology); others are shown as they are. */
export const BATTERY_VALUE_LABEL: Record<string, MessageKey> = {
  "ate-45": "batteries.batteryAhUpTo45",
  "46-60": "batteries.batteryAh46To60",
  "61-75": "batteries.batteryAh61To75",
  "76-mais": "batteries.batteryAh76Plus",
  "ate-400": "batteries.batteryAUpTo400",
  "401-600": "batteries.batteryA401To600",
  "601-mais": "batteries.batteryA601Plus",
  direita: "batteries.batteryTerminalRight",
  esquerda: "batteries.batteryTerminalLeft",
  calcio: "batteries.batteryCalcium",
};

/** Technologies written the same in every language, as battery-ranges.ts names them (its labels stay on the server). */
export const BATTERY_VALUE_NAME: Record<string, string> = { gel: "Gel", AGM: "AGM", EFB: "EFB" };
