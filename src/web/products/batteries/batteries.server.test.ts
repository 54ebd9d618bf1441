import { describe, expect, it } from "vitest";
import type { ApiFetch, ApiResponse } from "#src/web/api-context.ts";
import { loadBatteries } from "./batteries.server.ts";

function fakeApi(answer: (path: string) => ApiResponse | Promise<never>): ApiFetch & { calls: string[] } {
  const calls: string[] = [];
  const api = async (path: string) => {
    calls.push(path);
    return answer(path);
  };
  return Object.assign(api, { calls });
}

const PAGE = { items: [], pagination: { page: 2, pageSize: 9, pages: 3, total: 20 } };

describe("/carro/baterias loader", () => {
  it("asks the generic catalogue for the URL's filters, 9 a page from page 1, and the filter values", async () => {
    const api = fakeApi(() => ({ status: 200, json: () => PAGE }));
    const d = await loadBatteries(
      api,
      new URL("http://x/carro/baterias?ah=46-60&startStop=1&ordem=ah-desc&pagina=2&intruso=1"),
    );
    expect(d.results).toEqual(PAGE);
    expect(d.state).toEqual({ filters: { ah: ["46-60"], startStop: true }, ordem: "ah-desc", pagina: 2 });
    const search = new URL(`http://x${api.calls.find((c) => c.startsWith("/baterias/search?"))}`).searchParams;
    expect(JSON.parse(search.get("filters") ?? "")).toEqual({ ah: ["46-60"], startStop: true });
    expect(JSON.parse(search.get("pagination") ?? "")).toEqual({ page: 2, pageSize: 9 });
    expect(JSON.parse(search.get("order") ?? "")).toEqual({ campo: "ah", sentido: "desc" });
    expect(api.calls).toContain("/baterias/filter-values");
  });

  it("a failed or unreachable API gives the error state, not the 500 page", async () => {
    const down = await loadBatteries(
      fakeApi(() => ({ status: 503, json: () => ({ error: "UNAVAILABLE", message: "…" }) })),
      new URL("http://x/carro/baterias"),
    );
    expect(down).toMatchObject({ results: null, values: null });
    const offline = await loadBatteries(
      fakeApi(() => Promise.reject(new Error("ECONNREFUSED"))),
      new URL("http://x/carro/baterias"),
    );
    expect(offline).toMatchObject({ results: null, values: null });
  });
});
