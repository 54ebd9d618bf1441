/** The battery page writes orders, terminal sides and technologies from battery-labels.ts, not battery-ranges.ts. */
import { describe, expect, it } from "vitest";
import { BATTERY_ORDERS, TECHNOLOGIES, TERMINALS } from "#src/shared/battery-ranges.ts";
import { BATTERY_ORDER_LABEL, BATTERY_VALUE_LABEL, BATTERY_VALUE_NAME } from "./battery-labels.ts";

describe("battery labels", () => {
  it("lists every order of battery-ranges.ts, in its order", () => {
    expect(Object.keys(BATTERY_ORDER_LABEL)).toEqual(BATTERY_ORDERS.map((o) => o.id));
  });

  it("names every terminal side and technology: by a message, or as battery-ranges.ts writes it", () => {
    for (const { id, label } of [...TERMINALS, ...TECHNOLOGIES])
      if (!BATTERY_VALUE_LABEL[id]) expect(BATTERY_VALUE_NAME[id], id).toBe(label);
    expect(BATTERY_VALUE_LABEL.direita).toBe("batteries.batteryTerminalRight");
  });
});
