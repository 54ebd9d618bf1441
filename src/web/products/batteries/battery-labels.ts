/**
 * The catalogue keys of the battery list's labels: the ids are src/shared/battery-ranges.ts's (the API and the URL
 * use them), the words the page's language.
 */
import type { BatteryOrderId } from "#src/shared/battery-ranges.ts";
import type { MessageKey } from "#src/shared/i18n/i18n.ts";

export const BATTERY_ORDER_LABEL: Record<BatteryOrderId, MessageKey> = {
  "preco-asc": "tyres.batteryOrderPriceAsc",
  "preco-desc": "tyres.batteryOrderPriceDesc",
  "ah-asc": "tyres.batteryOrderAhAsc",
  "ah-desc": "tyres.batteryOrderAhDesc",
};

/** Filter values and battery facts by id (Ah and A ranges, terminal side, technology); others are shown as they are. */
export const BATTERY_VALUE_LABEL: Record<string, MessageKey> = {
  "ate-45": "tyres.batteryAhUpTo45",
  "46-60": "tyres.batteryAh46To60",
  "61-75": "tyres.batteryAh61To75",
  "76-mais": "tyres.batteryAh76Plus",
  "ate-400": "tyres.batteryAUpTo400",
  "401-600": "tyres.batteryA401To600",
  "601-mais": "tyres.batteryA601Plus",
  direita: "tyres.batteryTerminalRight",
  esquerda: "tyres.batteryTerminalLeft",
  calcio: "tyres.batteryCalcium",
};
