import { describe, expect, it } from "vitest";
import { RememberedSearches } from "./remembered-searches.ts";

const search = (n: number) => ({ q: { filters: { ancho: n }, tags: ["a"] }, lang: "pt" as const, key: `k${n}` });

describe("remembered searches", () => {
  it("gives back a remembered search for the same address and body only, its query frozen through", () => {
    const r = new RememberedSearches<ReturnType<typeof search>["q"]>();
    r.remember("/api/rodacerta/pt/neumaticos/selector", '{"a":1}', search(205));
    const found = r.get("/api/rodacerta/pt/neumaticos/selector", '{"a":1}');
    expect(found?.key).toBe("k205");
    expect(Object.isFrozen(found!.q.filters)).toBe(true);
    expect(Object.isFrozen(found!.q.tags)).toBe(true);
    expect(r.get("/api/rodacerta/es/neumaticos/selector", '{"a":1}')).toBeUndefined();
    expect(r.get("/api/rodacerta/pt/neumaticos/selector", '{"a": 1}')).toBeUndefined();
  });

  it("keeps at most its size, dropping the least recently used", () => {
    const r = new RememberedSearches<ReturnType<typeof search>["q"]>(3);
    for (let i = 0; i < 3; i++) r.remember("/u", `{"n":${i}}`, search(i));
    expect(r.get("/u", '{"n":0}')).toBeDefined(); // used: now the most recent
    r.remember("/u", '{"n":3}', search(3));
    expect(r.count).toBe(3);
    expect(r.get("/u", '{"n":1}')).toBeUndefined();
    expect(r.get("/u", '{"n":0}')).toBeDefined();
    for (let i = 10; i < 100; i++) r.remember("/u", `{"n":${i}}`, search(i));
    expect(r.count).toBe(3);
  });

  it("does not remember long bodies or long addresses", () => {
    const r = new RememberedSearches<ReturnType<typeof search>["q"]>(10, 20, 10);
    r.remember("/u", `{"x":"${"a".repeat(20)}"}`, search(1));
    r.remember(`/${"u".repeat(10)}`, "{}", search(2));
    expect(r.count).toBe(0);
    r.remember("/u", "{}", search(3));
    expect(r.get("/u", "{}")?.key).toBe("k3");
  });
});
