/**
 * The catalogue loaded in parts, as the browser loads it (one namespace at a time; catalogue/load.ts): a message of a
 * namespace not loaded yet is never shown as its key, asks for its namespace, and is there once the namespace is.
 */
import { describe, expect, it, vi } from "vitest";
import pt from "./catalogue/pt.ts";
import {
  catalogueVersion,
  hasNamespace,
  onMissingNamespace,
  onNamespaceUse,
  registerCatalogue,
  resolve,
  msg,
  subscribeCatalogue,
  t,
} from "./i18n.ts";
import { compileNamespace } from "./precompile.ts";

const namespace = (ns: "shell" | "tyres" | "validation") =>
  Object.fromEntries(Object.entries(compileNamespace(pt[ns])).map(([k, v]) => [`${ns}.${k}`, v]));

describe("a catalogue loaded by namespace", () => {
  it("shows no key for a namespace not loaded, loads it, and re-renders once it is in", () => {
    registerCatalogue("pt", namespace("shell"));
    expect(hasNamespace("pt", "shell")).toBe(true);
    expect(hasNamespace("pt", "tyres")).toBe(false);
    const missing = vi.fn();
    onMissingNamespace(missing);
    const rendered = vi.fn();
    const unsubscribe = subscribeCatalogue(rendered);
    try {
      expect(t("pt", "shell.skipToContent")).toBe("Saltar para o conteúdo");
      expect(missing).not.toHaveBeenCalled();

      const key = Object.keys(pt.tyres)[0]!;
      const shown = t("pt", `tyres.${key}` as Parameters<typeof t>[1]);
      expect(shown).toBe(""); // never "tyres.…"
      expect(missing).toHaveBeenCalledWith("pt", "tyres");
      // A descriptor (a loader's or a schema's message) the same way.
      expect(resolve("pt", msg("validation.required", { label: "Nome" }))).toBe("");
      expect(missing).toHaveBeenCalledWith("pt", "validation");

      const before = catalogueVersion();
      registerCatalogue("pt", namespace("tyres"));
      expect(rendered).toHaveBeenCalled();
      expect(catalogueVersion()).toBeGreaterThan(before);
      expect(t("pt", `tyres.${key}` as Parameters<typeof t>[1])).toBe(pt.tyres[key as keyof typeof pt.tyres]);
      expect(t("pt", `tyres.${key}` as Parameters<typeof t>[1])).not.toMatch(/^tyres\./);
    } finally {
      unsubscribe();
      onMissingNamespace(null);
    }
  });

  it("tells the renderer the namespace of every message asked for", () => {
    registerCatalogue("pt", namespace("shell"));
    const used: string[] = [];
    onNamespaceUse((lang, ns) => used.push(`${lang}:${ns}`));
    try {
      t("pt", "shell.skipToContent");
      expect(used).toEqual(["pt:shell"]);
    } finally {
      onNamespaceUse(null);
    }
  });
});
