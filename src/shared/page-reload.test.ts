import { describe, expect, it } from "vitest";
import { claimReload, isChunkLoadError, RELOAD_MARK_KEY, RELOAD_MARK_TTL_MS, settleReload } from "./page-reload.ts";

function memory() {
  const m = new Map<string, string>();
  return {
    m,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe("chunk load errors", () => {
  it("are recognised in the wording of each browser", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/assets/pneus-abc.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: https://x/assets/a.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/app.css"))).toBe(true);
  });
  it("are not confused with other errors", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("reload once per URL", () => {
  it("allows the first reload of a URL and refuses the second (no loop)", () => {
    const s = memory();
    expect(claimReload(s, "/pneus", 1000)).toBe(true);
    expect(JSON.parse(s.m.get(RELOAD_MARK_KEY)!)).toEqual({ url: "/pneus", at: 1000 });
    expect(claimReload(s, "/pneus", 2000)).toBe(false);
    expect(claimReload(s, "/pneus", 1000 + RELOAD_MARK_TTL_MS - 1)).toBe(false);
  });

  it("allows another URL, and the same one again after the mark expires", () => {
    const s = memory();
    expect(claimReload(s, "/pneus", 0)).toBe(true);
    expect(claimReload(s, "/carrinho", 10)).toBe(true);
    expect(claimReload(s, "/carrinho", 10 + RELOAD_MARK_TTL_MS)).toBe(true);
  });

  it("a normal load of another page clears the mark; a load of the marked page keeps it", () => {
    const s = memory();
    claimReload(s, "/pneus", 0);
    settleReload(s, "/pneus");
    expect(claimReload(s, "/pneus", 5)).toBe(false);
    settleReload(s, "/");
    expect(s.m.has(RELOAD_MARK_KEY)).toBe(false);
    expect(claimReload(s, "/pneus", 10)).toBe(true);
  });

  it("drops an unreadable mark", () => {
    const s = memory();
    s.setItem(RELOAD_MARK_KEY, "{oops");
    expect(claimReload(s, "/pneus", 0)).toBe(true);
    s.setItem(RELOAD_MARK_KEY, "{oops");
    settleReload(s, "/pneus");
    expect(s.m.has(RELOAD_MARK_KEY)).toBe(false);
  });

  it("never reloads without working storage (it could not stop a loop)", () => {
    expect(claimReload(null, "/pneus")).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    expect(claimReload(refusing, "/pneus")).toBe(false);
    expect(() => settleReload(null, "/")).not.toThrow();
  });
});
