import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import {
  AC_FLAG_NOTICE,
  acAppointmentComment,
  acDecidingYear,
  acFlagNotice,
  decideAcPack,
  isAcFlaggedYear,
} from "./ac.ts";

describe("air-conditioning gas by year (threshold 2018)", () => {
  it.each([
    [2018, "AC_R1234YF", "ac2"],
    [2019, "AC_R1234YF", "ac2"],
    [2026, "AC_R1234YF", "ac2"],
    [2017, "AC_R134A", "ac"],
    [2005, "AC_R134A", "ac"],
    [1994, "AC_R134A", "ac"],
  ])("a car made in %i takes %s (%s)", (year, productId, tipo) => {
    const d = decideAcPack({ anoFabric: year, anoMatric: year + 1 });
    expect(d).toMatchObject({ kind: "pack", productId, tipo, year, fromRegistration: false });
  });

  it("the year of manufacture decides, not the registration year", () => {
    expect(decideAcPack({ anoFabric: 2017, anoMatric: 2018 })).toMatchObject({ productId: "AC_R134A", year: 2017 });
  });

  it("year 0 (unknown) uses the registration year", () => {
    expect(decideAcPack({ anoFabric: 0, anoMatric: 2019 })).toMatchObject({
      kind: "pack",
      productId: "AC_R1234YF",
      year: 2019,
      fromRegistration: true,
    });
    expect(decideAcPack({ anoFabric: 0, anoMatric: 2011 })).toMatchObject({ productId: "AC_R134A", year: 2011 });
    expect(acDecidingYear({ anoFabric: null, anoMatric: 2015 })).toBe(2015);
  });

  it("both years unknown, or no vehicle, go to the appointment with a comment about the gas", () => {
    const d = decideAcPack({ anoFabric: 0, anoMatric: 0 }, "AA-00-AA");
    expect(d).toEqual({ kind: "appointment", serviceId: "CITA_AC", comment: acAppointmentComment("AA-00-AA", "pt") });
    expect(acAppointmentComment("AA-00-AA", "pt")).toBe(
      "Veículo com a matrícula AA-00-AA: ano de fabrico desconhecido. Carga de ar condicionado — verificar na oficina o tipo de gás (R134a ou R1234yf).",
    );
    expect(acAppointmentComment(null, "pt")).toBe(
      "Veículo: ano de fabrico desconhecido. Carga de ar condicionado — verificar na oficina o tipo de gás (R134a ou R1234yf).",
    );
    expect(decideAcPack(null)).toMatchObject({ kind: "appointment", serviceId: "CITA_AC" });
    expect(decideAcPack({ anoFabric: undefined, anoMatric: -3 }).kind).toBe("appointment");
  });

  it("flags vehicles made 2014 to 2017 only", () => {
    expect([2013, 2014, 2015, 2016, 2017, 2018].map((y) => isAcFlaggedYear(y))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(isAcFlaggedYear(null)).toBe(false);
    expect(decideAcPack({ anoFabric: 2016, anoMatric: 2016 })).toMatchObject({ flagged: true, productId: "AC_R134A" });
    expect(decideAcPack({ anoFabric: 0, anoMatric: 2014 })).toMatchObject({ flagged: true });
    expect(decideAcPack({ anoFabric: 2019, anoMatric: 2019 })).toMatchObject({ flagged: false });
  });
});

describe("the AC texts on the Spanish site", () => {
  it("writes the appointment comment in the language of the site the customer books on", () => {
    expect(decideAcPack({ anoFabric: 0, anoMatric: 0 }, "1234BCD", "es")).toEqual({
      kind: "appointment",
      serviceId: "CITA_AC",
      comment:
        "Vehículo con matrícula 1234BCD: año de fabricación desconocido. Carga de aire acondicionado: comprobar en el taller el tipo de gas (R134a o R1234yf).",
    });
    expect(acAppointmentComment(null, "es")).toMatch(/^Vehículo: año de fabricación desconocido\./);
    expect(acAppointmentComment(null, "es")).not.toMatch(/oficina|gás|Veículo/);
  });

  it("gives the flag notice in both languages; the workshop's copy is the Portuguese one", () => {
    expect(acFlagNotice("pt")).toBe(AC_FLAG_NOTICE);
    expect(acFlagNotice("es")).toBe(
      "Vehículo fabricado entre 2014 y 2017: el taller comprueba el tipo de gas en la etiqueta del compartimento del motor antes de la carga.",
    );
  });
});
