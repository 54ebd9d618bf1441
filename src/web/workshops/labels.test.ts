import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import es from "#src/shared/i18n/catalogue/es.ts";
import pt from "#src/shared/i18n/catalogue/pt.ts";
import { WEEKDAY_LABEL } from "#src/shared/booking/slots.ts";
import { WORKSHOP_EQUIPMENT } from "#src/shared/workshops/equipment.ts";
import { WORKSHOP_SERVICE_LABEL, WORKSHOP_SERVICES } from "#src/shared/workshops/services.ts";
import { translator } from "#src/web/i18n.ts";
import { countryOfArea, countryOfPostcode, ownCountryFirst } from "./country-order.ts";
import { areaLabel, equipmentLabel, serviceLabel, weekdayLabel } from "./labels.ts";

describe("workshop labels in the page's language", () => {
  const ptT = translator("pt").t;
  const esT = translator("es").t;

  it("names every service kind as the shared Portuguese labels do, and in Spanish", () => {
    for (const s of WORKSHOP_SERVICES) expect(serviceLabel(ptT, s), s).toBe(WORKSHOP_SERVICE_LABEL[s]);
    expect(serviceLabel(esT, "car")).toBe("Coche");
    expect(serviceLabel(esT, "inspection")).toBe("ITV");
    expect(serviceLabel(ptT, "motorbike")).toBe("Mota");
    expect(serviceLabel(ptT, "coche")).toBe("coche");
    expect(serviceLabel(esT, "otro")).toBe("otro");
  });

  it("translates every piece of equipment, keeping the stored Portuguese name on the Portuguese site", () => {
    for (const e of WORKSHOP_EQUIPMENT) {
      expect(equipmentLabel(ptT, e)).toBe(e);
      expect(equipmentLabel(esT, e)).not.toBe(e);
    }
    expect(equipmentLabel(esT, "Enchimento com azoto")).toBe("Inflado con nitrógeno");
    expect(equipmentLabel(esT, "Outra máquina")).toBe("Outra máquina");
  });

  it("writes the weekdays of the opening hours", () => {
    expect(weekdayLabel("pt", "mon")).toBe(WEEKDAY_LABEL.mon);
    expect(weekdayLabel("es", "mon")).toBe("Lunes");
    expect(weekdayLabel("es", "sat")).toBe("Sábado");
    expect(weekdayLabel("es", "wed")).toBe("Miércoles");
  });

  it("keeps the booking and workshop namespaces in both languages", () => {
    expect(Object.keys(es.booking).sort()).toEqual(Object.keys(pt.booking).sort());
    expect(Object.keys(es.workshops).sort()).toEqual(Object.keys(pt.workshops).sort());
  });
});

describe("each site's own country first (issue 13 item 2)", () => {
  const areas = [
    { nombre: "Aveiro", pais: "PT" },
    { nombre: "Badajoz", pais: "ES" },
    { nombre: "Las Palmas", pais: "ES" },
    { nombre: "Lisboa", pais: "PT" },
    { nombre: "Região Autónoma dos Açores", pais: "PT" },
    { nombre: "Santa Cruz de Tenerife", pais: "ES" },
  ];

  it("lists Spain's provinces (the Canaries included) first on the Spanish site, Portugal's on the Portuguese", () => {
    expect(ownCountryFirst("es", areas, countryOfArea).map((a) => a.nombre)).toEqual([
      "Badajoz",
      "Las Palmas",
      "Santa Cruz de Tenerife",
      "Aveiro",
      "Lisboa",
      "Região Autónoma dos Açores",
    ]);
    expect(ownCountryFirst("pt", areas, countryOfArea).map((a) => a.nombre)).toEqual([
      "Aveiro",
      "Lisboa",
      "Região Autónoma dos Açores",
      "Badajoz",
      "Las Palmas",
      "Santa Cruz de Tenerife",
    ]);
  });

  it("tells a workshop's country by its postcode", () => {
    expect(countryOfPostcode("1100-048")).toBe("PT");
    expect(countryOfPostcode("35010")).toBe("ES");
  });
});

describe("area names", () => {
  it("translates Portugal's autonomous regions and keeps place names", () => {
    expect(areaLabel(translator("es").t, "Região Autónoma dos Açores")).toBe("Región Autónoma de las Azores");
    expect(areaLabel(translator("pt").t, "Região Autónoma dos Açores")).toBe("Região Autónoma dos Açores");
    expect(areaLabel(translator("es").t, "Las Palmas")).toBe("Las Palmas");
  });
});
