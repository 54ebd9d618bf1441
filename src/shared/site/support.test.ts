import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { msg, resolve, t } from "#src/shared/i18n/i18n.ts";
import { SUPPORT_LINES, supportPhone, telHref } from "./support.ts";

describe("the support lines of each site", () => {
  it("keeps Portugal's lines on the Portuguese site and gives the Spanish site its own 900 line", () => {
    expect(SUPPORT_LINES.pt.map((l) => [l.phone, t("pt", l.region)])).toEqual([
      ["+351 210 000 351", "Portugal continental"],
      ["+351 291 000 351", "Madeira e Açores"],
    ]);
    expect(SUPPORT_LINES.es.map((l) => [l.phone, t("es", l.region)])).toEqual([
      ["+34 900 000 034", "España, Baleares y Canarias"],
    ]);
    expect(supportPhone("es")).toBe("+34 900 000 034");
    expect(telHref(supportPhone("pt"))).toBe("tel:+351210000351");
    expect(telHref(supportPhone("es"))).toBe("tel:+34900000034");
  });

  it("lets a message quote the reader's support number", () => {
    const message = msg("moto.errorTyreCheck", { phone: msg("common.supportPhoneMain") });
    expect(resolve("pt", message)).toBe(
      "Não foi possível verificar os pneus desta mota. Procure pela medida ou ligue para o apoio ao cliente (+351 210 000 351).",
    );
    expect(resolve("es", message)).toContain("(+34 900 000 034)");
    expect(resolve("es", message)).not.toContain("+351");
  });
});
