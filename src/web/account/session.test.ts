import { describe, expect, it } from "vitest";
import { safeNext } from "./session.ts";

describe("safeNext: where to go after login or registration", () => {
  it.each([
    "/area-privado",
    "/area-privado/encomendas",
    "/carrinho/pedido?adicionado=100000",
    "/pneus/michelin/primacy-4-205-55-r16-91v-100123",
    "/oficinas#mapa",
    "/pesquisa?q=a%2Fb",
    "/pneus/ver%C3%A3o",
  ])("keeps the same-site path %s", (path) => {
    expect(safeNext(path)).toBe(path);
  });

  // Each of these would send the browser to another site (or is not a plain path on this one).
  it.each([
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/\\/evil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%2F%2Fevil.example",
    "/%2fevil.example",
    "%2F%2Fevil.example",
    "/%255Cevil.example",
    "/%252F/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/%09/evil.example",
    "/%0D%0ALocation:%20https://evil.example",
    "/\u0000/evil.example",
    "/.//evil.example",
    "/..//evil.example",
    "/a/../..//evil.example",
    "/./\\evil.example",
    "https://evil.example",
    "http:evil.example",
    "HTTPS://evil.example/area-privado",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    " //evil.example",
    "evil.example",
    "area-privado",
    "/%",
    "/%E0%A4%A",
    "",
    `/${"a".repeat(3000)}`,
  ])("refuses %j", (attack) => {
    expect(safeNext(attack)).toBe("/area-privado");
  });

  it("falls back to the private area without a value", () => {
    expect(safeNext(null)).toBe("/area-privado");
  });
});

describe("safeNext on the Spanish site", () => {
  it("falls back to the Spanish private area, and keeps a same-site path as it is", () => {
    expect(safeNext(null, "es")).toBe("/area-privada");
    expect(safeNext("//evil.example", "es")).toBe("/area-privada");
    expect(safeNext("/cesta/pago", "es")).toBe("/cesta/pago");
  });
});
