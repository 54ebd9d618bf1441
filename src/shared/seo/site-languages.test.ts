import { describe, expect, it } from "vitest";
import { absoluteUrl, hreflangAlternates, SITE_URL, siteLanguage } from "./site-languages.ts";

describe("site languages", () => {
  it("describes the Portuguese site", () => {
    expect(SITE_URL).toBe("https://www.rodacerta.pt");
    expect(siteLanguage("pt")).toMatchObject({ hreflang: "pt-PT", ogLocale: "pt_PT" });
    expect(absoluteUrl("pt", "/pneus")).toBe("https://www.rodacerta.pt/pneus");
  });

  it("gives each page its pt-PT version and x-default", () => {
    expect(hreflangAlternates({ pt: "/pneus/michelin" })).toEqual([
      { hreflang: "pt-PT", href: "https://www.rodacerta.pt/pneus/michelin" },
      { hreflang: "x-default", href: "https://www.rodacerta.pt/pneus/michelin" },
    ]);
  });

  it("has no alternates for a page that exists in no language", () => {
    expect(hreflangAlternates({})).toEqual([]);
  });
});
