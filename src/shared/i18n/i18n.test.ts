import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import "./catalogue/register-all.ts";
import browserEs from "./catalogue/browser-es.ts";
import browserPt from "./catalogue/browser-pt.ts";
import es from "./catalogue/es.ts";
import pt from "./catalogue/pt.ts";
import { msg, resolve, t } from "./i18n.ts";

type Flat = Record<string, string>;
function flat(c: Record<string, Record<string, string>>): Flat {
  const out: Flat = {};
  for (const [ns, m] of Object.entries(c)) for (const [k, v] of Object.entries(m)) out[`${ns}.${k}`] = v;
  return out;
}

/** The ICU arguments a message uses (`{label}`, `{n, plural, …}`), sorted. */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  // A compiled message is a list of text and arguments; an argument is [name, format?, branches?], and each branch
  // (of a plural or select) is a message again.
  const message = (parts: unknown) => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      names.add(part[0] as string);
      const branches = part[2];
      if (branches && typeof branches === "object")
        for (const [k, v] of Object.entries(branches)) if (k !== "offset") message(v);
    }
  };
  message(compileMessageOrThrow(text)); // a message broken in both languages is not "the same"
  return [...names].sort();
}

describe("the message catalogue", () => {
  const P = flat(pt);
  const E = flat(es);

  it("has every key in both languages", () => {
    expect(Object.keys(E).sort()).toEqual(Object.keys(P).sort());
    for (const [k, v] of Object.entries({ ...P, ...E })) expect(v.trim(), k).not.toBe("");
  });

  it("uses the same arguments in both languages", () => {
    for (const k of Object.keys(P)) expect(argumentsOf(E[k]!), k).toEqual(argumentsOf(P[k]!));
  });

  it("has a Spanish text for every Portuguese one (no Portuguese copied into the Spanish catalogue)", () => {
    // Words that are the same in both languages (brand names, "Email", numbers) are allowed when short; longer ones
    // only when listed here, each checked by a Spanish reader.
    const SAME_IN_SPANISH = new Set([
      "Índice de carga",
      "Marcas preferidas",
      "válvula {valve}",
      "Género (opcional)",
      "Filtro de habitáculo",
      "Portugal continental",
      "Tipo de documento",
    ]);
    const same = Object.keys(P).filter((k) => P[k] === E[k] && P[k]!.length > 14 && !SAME_IN_SPANISH.has(P[k]!));
    expect(same).toEqual([]);
  });

  it("sends the browser every namespace but the API's and the e-mails' (written on the server only)", () => {
    const serverOnly = ["api", "mail"];
    const expected = Object.keys(pt)
      .filter((ns) => !serverOnly.includes(ns))
      .sort();
    expect(Object.keys(browserPt).sort()).toEqual(expected);
    expect(Object.keys(browserEs).sort()).toEqual(expected);
    for (const ns of expected) {
      expect(browserPt[ns as keyof typeof browserPt]).toBe(pt[ns as keyof typeof pt]);
      expect(browserEs[ns as keyof typeof browserEs]).toBe(es[ns as keyof typeof es]);
    }
  });

  it("has no page or shared code naming an API or e-mail message (the browser does not load those)", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? files(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
      );
    const offenders = [...files("src/web"), ...files("src/shared")]
      .filter((f) => !f.includes("i18n/catalogue") && !/\.test\.tsx?$/.test(f))
      .filter((f) => /["'`](api|mail)\.[a-z]\w*["'`]/.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("formats messages and descriptors in the reader's language", () => {
    expect(t("pt", "shell.skipToContent")).toBe("Saltar para o conteúdo");
    expect(t("es", "shell.skipToContent")).toBe("Saltar al contenido");
    const d = msg("api.unknownBrand", { brand: "x" });
    expect(resolve("pt", d)).toBe("A marca «x» não existe nesta API.");
    expect(resolve("es", d)).toBe("La marca «x» no existe en esta API.");
    expect(resolve("es", "texto simples")).toBe("texto simples");
  });
});
