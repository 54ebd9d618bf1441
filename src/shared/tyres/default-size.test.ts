import { describe, expect, it } from "vitest";
import { mostCommonSize, type SizedItem } from "./default-size.ts";

const item = (ancho: number, serie: number, llanta: number, ic = 91, cv = "V"): SizedItem => ({
  ancho,
  serie,
  llanta,
  ic,
  cv,
});

describe("mostCommonSize", () => {
  it("is null for an empty catalogue", () => {
    expect(mostCommonSize([])).toBeNull();
  });

  it("picks the size with the most items, with that size's most common load index and speed rating", () => {
    const items = [
      item(195, 65, 15, 91, "H"),
      item(205, 55, 16, 91, "V"),
      item(205, 55, 16, 94, "W"),
      item(205, 55, 16, 94, "W"),
      item(225, 45, 17),
    ];
    expect(mostCommonSize(items)).toEqual({ ancho: 205, serie: 55, llanta: 16, ic: 94, cv: "W", total: 3 });
  });

  it("breaks ties by the smaller rim, then width, then series, whatever the order", () => {
    const items = [item(225, 45, 17), item(205, 60, 16), item(195, 65, 16), item(195, 60, 16)];
    expect(mostCommonSize(items)).toMatchObject({ ancho: 195, serie: 60, llanta: 16 });
    expect(mostCommonSize([...items].reverse())).toMatchObject({ ancho: 195, serie: 60, llanta: 16 });
  });

  it("breaks load/speed ties by the lower load index, then the speed letter", () => {
    expect(
      mostCommonSize([item(205, 55, 16, 94, "V"), item(205, 55, 16, 91, "W"), item(205, 55, 16, 91, "H")]),
    ).toMatchObject({ ic: 91, cv: "H" });
  });
});
