import { describe, expect, it } from "vitest";
import { alternateLinks, listingSeo, seo } from "./seo.ts";

const find = (tags: Array<Record<string, unknown>>, key: string, value: string) => tags.filter((t) => t[key] === value);

describe("seo()", () => {
  const tags = seo("Pneus Michelin", "Os pneus Michelin.", "/pneus/michelin");

  it("gives the title, description and canonical URL", () => {
    expect(tags[0]).toEqual({ title: "Pneus Michelin | RodaCerta" });
    expect(find(tags, "name", "description")).toEqual([{ name: "description", content: "Os pneus Michelin." }]);
    expect(find(tags, "rel", "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: "https://www.rodacerta.pt/pneus/michelin" },
    ]);
  });

  it("gives the Open Graph tags, with an image of the site", () => {
    const og = Object.fromEntries(
      tags.filter((t) => typeof t.property === "string").map((t) => [t.property, t.content]),
    );
    expect(og).toMatchObject({
      "og:title": "Pneus Michelin",
      "og:description": "Os pneus Michelin.",
      "og:url": "https://www.rodacerta.pt/pneus/michelin",
      "og:type": "website",
      "og:image": "https://www.rodacerta.pt/favicon.svg",
      "og:locale": "pt_PT",
    });
    expect(seo("X", "Y", "/p", { type: "product" })).toContainEqual({ property: "og:type", content: "product" });
  });

  it("links the pt-PT and es-ES versions and x-default, the same set from either language", () => {
    expect(find(tags, "rel", "alternate")).toEqual(alternateLinks("/pneus/michelin"));
    expect(alternateLinks("/neumaticos/michelin")).toEqual(alternateLinks("/pneus/michelin"));
    expect(alternateLinks("/es")).toEqual(alternateLinks("/"));
    expect(alternateLinks("/")).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "pt-PT", href: "https://www.rodacerta.pt/" },
      { tagName: "link", rel: "alternate", hrefLang: "es-ES", href: "https://www.rodacerta.pt/es" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://www.rodacerta.pt/" },
    ]);
  });

  it("keeps an exact title when asked and adds noindex only when asked", () => {
    expect(seo("RodaCerta — Pneus", "d", "/", { exactTitle: true })[0]).toEqual({ title: "RodaCerta — Pneus" });
    expect(find(tags, "name", "robots")).toEqual([]);
    expect(find(seo("a", "b", "/c", { noindex: true }), "name", "robots")).toEqual([
      { name: "robots", content: "noindex, follow" },
    ]);
  });
});

describe("listingSeo()", () => {
  it("collapses a filtered listing onto its canonical address and keeps it out of the index", () => {
    const tags = listingSeo("Baterias", "d", { pathname: "/carro/baterias", search: "?ah=60-70&pagina=3" });
    expect(find(tags, "rel", "canonical")[0]?.href).toBe("https://www.rodacerta.pt/carro/baterias");
    expect(find(tags, "name", "robots")).toEqual([{ name: "robots", content: "noindex, follow" }]);
  });

  it("leaves the unfiltered listing indexable", () => {
    const tags = listingSeo("Baterias", "d", { pathname: "/carro/baterias", search: "" });
    expect(find(tags, "name", "robots")).toEqual([]);
  });
});
