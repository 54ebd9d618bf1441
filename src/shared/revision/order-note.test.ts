import { describe, expect, it } from "vitest";
import { type RevisionFacts, revisionWorkshopNote } from "./order-note.ts";

const facts = (capacidadCarter: number): RevisionFacts => ({
  matricula: "AA-00-AA",
  pack: "PACK_PLUS",
  aceite: { id: "OIL-A", marca: "Castrol", nombre: "Edge 5W-30 LL", sae: "5W-30", normativa: "VW 504.00/507.00" },
  capacidadCarter,
});
const order = (id = "PACK_PLUS", matricula: string | null = "AA-00-AA") => ({
  matricula,
  products: [
    { tipo_producto: "revision", id_navision: id },
    { tipo_producto: "servicio", id_navision: "X" },
  ],
});

describe("revision note on the order's appointment", () => {
  it("flags a sump over 5 L with the chosen oil and the extra litres", () => {
    expect(revisionWorkshopNote(facts(5.7), order())).toBe(
      "Revisão AA-00-AA: óleo Castrol Edge 5W-30 LL (SAE 5W-30, VW 504.00/507.00) · CÁRTER 5,7 L > 5 L: +0,7 L de óleo a cobrar na oficina",
    );
  });
  it("names the chosen oil without a flag when the pack's 5 L are enough (5 L exactly is not over)", () => {
    expect(revisionWorkshopNote(facts(5), order())).toBe(
      "Revisão AA-00-AA: óleo Castrol Edge 5W-30 LL (SAE 5W-30, VW 504.00/507.00)",
    );
    expect(revisionWorkshopNote(facts(4.3), order())).not.toMatch(/CÁRTER/);
  });
  it("writes nothing without the revision in the order, for another pack, another car or broken facts", () => {
    expect(revisionWorkshopNote(facts(5.7), { matricula: "AA-00-AA", products: [] })).toBeNull();
    expect(revisionWorkshopNote(facts(5.7), order("PACK_PREMIUM"))).toBeNull();
    expect(revisionWorkshopNote(facts(5.7), order("PACK_PLUS", "BB-11-BB"))).toBeNull();
    expect(revisionWorkshopNote(facts(5.7), order("PACK_PLUS", null))).not.toBeNull();
    expect(revisionWorkshopNote(undefined, order())).toBeNull();
    expect(revisionWorkshopNote({ pack: "PACK_PLUS" }, order())).toBeNull();
  });
});
