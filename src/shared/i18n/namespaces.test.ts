/**
 * The catalogue loaded in parts, as the browser loads it (one namespace at a time; catalogue/load.ts): a message of a
 * namespace not loaded yet is never shown as its key, asks for its namespace, and is there once the namespace is.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import pt from "./catalogue/pt.ts";
import { compileNamespace } from "./precompile.ts";

const namespace = (ns: "shell" | "tyres" | "validation") =>
  Object.fromEntries(Object.entries(compileNamespace(pt[ns])).map(([k, v]) => [`${ns}.${k}`, v]));

// A fresh catalogue for each test: another test file run before in the same worker may have registered every
// namespace (register-all.ts), and this one is about a catalogue loaded in parts.
let i18n: typeof import("./i18n.ts");
beforeEach(async () => {
  vi.resetModules();
  i18n = await import("./i18n.ts");
});
// …and none of these partial catalogues for the files that run after this one in the worker (vitest isolate: false).
afterAll(() => vi.resetModules());

describe("a catalogue loaded by namespace", () => {
  it("shows no key for a namespace not loaded, loads it, and re-renders once it is in", () => {
    const {
      catalogueVersion,
      hasNamespace,
      onMissingNamespace,
      registerCatalogue,
      resolve,
      msg,
      subscribeCatalogue,
      t,
    } = i18n;
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

      // A message without arguments, so the text shown is the catalogue's as written.
      const key = Object.entries(pt.tyres).find(([, m]) => !m.includes("{"))![0];
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
    const { onNamespaceUse, registerCatalogue, t } = i18n;
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

  it("records a namespace whose text was made earlier and kept (noteNamespace), and loads it when missing", () => {
    const { noteNamespace, onMissingNamespace, onNamespaceUse, registerCatalogue } = i18n;
    registerCatalogue("pt", namespace("shell"));
    const used: string[] = [];
    const missing: string[] = [];
    onNamespaceUse((lang, ns) => used.push(`${lang}:${ns}`));
    onMissingNamespace((lang, ns) => missing.push(`${lang}:${ns}`));
    try {
      noteNamespace("pt", "shell");
      noteNamespace("pt", "tyreCard");
      expect(used).toEqual(["pt:shell", "pt:tyreCard"]);
      expect(missing).toEqual(["pt:tyreCard"]);
    } finally {
      onNamespaceUse(null);
      onMissingNamespace(null);
    }
  });

  it("renders again only when a namespace some render went without arrives, not for the rest of the catalogue", () => {
    const { catalogueVersion, onMissingNamespace, registerCatalogue, subscribeCatalogue, t } = i18n;
    registerCatalogue("pt", namespace("shell"));
    onMissingNamespace(() => {});
    const rendered = vi.fn();
    const unsubscribe = subscribeCatalogue(rendered);
    try {
      // The idle load of the namespaces nothing on screen asked for: the page stays as it is.
      const before = catalogueVersion();
      registerCatalogue("pt", namespace("tyres"));
      expect(rendered).not.toHaveBeenCalled();
      expect(catalogueVersion()).toBe(before);
      expect(t("pt", "shell.skipToContent")).toBe("Saltar para o conteúdo");
      // A message shown empty because its namespace was missing: its arrival renders again, once.
      expect(resolveMissing()).toBe("");
      registerCatalogue("pt", namespace("validation"));
      expect(rendered).toHaveBeenCalledTimes(1);
      expect(catalogueVersion()).toBeGreaterThan(before);
      registerCatalogue("pt", namespace("validation"));
      expect(rendered).toHaveBeenCalledTimes(1);
    } finally {
      unsubscribe();
      onMissingNamespace(null);
    }
    function resolveMissing() {
      return i18n.resolve("pt", i18n.msg("validation.required", { label: "Nome" }));
    }
  });
});
