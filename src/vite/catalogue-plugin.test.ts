/** The build's catalogue plugin: a namespace module becomes Lingui's compiled messages, as the servers compile them. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import es from "#src/shared/i18n/catalogue/es.ts";
import pt from "#src/shared/i18n/catalogue/pt.ts";
import { compileNamespace } from "#src/shared/i18n/precompile.ts";
import { compileNamespaceFile } from "./catalogue-plugin.ts";

const CATALOGUE_DIR = join(import.meta.dirname, "..", "shared", "i18n", "catalogue");

describe("the catalogue plugin", () => {
  const compiledFile = async (file: string) => {
    const out = await compileNamespaceFile(file);
    expect(out.startsWith("export default ")).toBe(true);
    return JSON.parse(out.slice("export default ".length).replace(/;\s*$/, "")) as unknown;
  };

  it("compiles a namespace module into Lingui's compiled messages", async () => {
    const dir = mkdtempSync(join(tmpdir(), "catalogue-"));
    try {
      const file = join(dir, "demo.ts");
      const source = `export default {\n  greeting: "Olá {name}",\n  days: "{n, plural, one {# dia} other {# dias}}",\n  brace: "'{'x'}'",\n} satisfies Record<string, string>;\n`;
      writeFileSync(file, source);
      const compiled = await compiledFile(file);
      expect(compiled).toEqual({
        greeting: compileMessage("Olá {name}"),
        days: compileMessage("{n, plural, one {# dia} other {# dias}}"),
        brace: compileMessage("'{'x'}'"),
      });
      expect(compiled).toEqual({ greeting: ["Olá ", ["name"]], days: expect.any(Array), brace: ["{x}"] });

      writeFileSync(join(dir, "numbers.ts"), "export default { a: 1 };\n");
      await expect(compileNamespaceFile(join(dir, "numbers.ts"))).rejects.toThrow(/message texts/);
      writeFileSync(join(dir, "named.ts"), "export const a = 'x';\n");
      await expect(compileNamespaceFile(join(dir, "named.ts"))).rejects.toThrow(/message texts/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("compiles the real namespace modules (types, #src imports, computed messages) as the servers do", async () => {
    for (const [lang, catalogue] of [
      ["pt", pt],
      ["es", es],
    ] as const)
      for (const ns of ["common", "shell", "home"] as const)
        expect(await compiledFile(join(CATALOGUE_DIR, lang, `${ns}.ts`)), `${lang}/${ns}`).toEqual(
          compileNamespace(catalogue[ns]),
        );
  });
});
