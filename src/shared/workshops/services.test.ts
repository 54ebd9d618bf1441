import { describe, expect, it } from "vitest";
import { WORKSHOP_SERVICES, workshopServiceOfLink } from "./services.ts";

describe("the workshop service a finder link names", () => {
  it("reads the English kinds and, from links saved before, the old words", () => {
    for (const kind of WORKSHOP_SERVICES) expect(workshopServiceOfLink(kind)).toBe(kind);
    expect(workshopServiceOfLink("moto")).toBe("motorbike");
    expect(workshopServiceOfLink("coche")).toBe("car");
    expect(workshopServiceOfLink("itv")).toBe("inspection");
    expect(workshopServiceOfLink("tacografo")).toBe("tachograph");
    for (const other of ["", null, undefined, "toString", "Moto", "turismo"])
      expect(workshopServiceOfLink(other)).toBeUndefined();
  });
});
