import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import pt from "./catalogue/pt.ts";
import { compileCatalogue, compileNamespace } from "./precompile.ts";

describe("the precompiled catalogue", () => {
  it("compiles every message of the catalogue the way the servers do, keyed namespace.key", () => {
    const all = compileCatalogue(pt);
    for (const [ns, messages] of Object.entries(pt))
      expect(Object.fromEntries(Object.keys(messages).map((k) => [k, all[`${ns}.${k}`]]))).toEqual(
        compileNamespace(messages),
      );
    expect(all["shell.skipToContent"]).toEqual(["Saltar para o conteúdo"]);
  });

  it("keeps the ICU compiler out of the modules the browser loads (i18n.ts, catalogue/load.ts)", () => {
    for (const file of ["src/shared/i18n/i18n.ts", "src/shared/i18n/catalogue/load.ts"]) {
      const source = readFileSync(file, "utf8");
      const imports = [...source.matchAll(/^import (?!type )[^;]*?from "([^"]+)"/gms)].map((m) => m[1]);
      expect(imports, file).not.toContain("@lingui/message-utils/compileMessage");
      expect(imports, file).not.toContain("../precompile.ts");
      expect(imports, file).not.toContain("./precompile.ts");
    }
  });
});
