/**
 * The catalogue's live figures (issue 15, item 5): reads of one tyre's stock can finish in any order on a pool of
 * connections; an older read that answers late must never bring back stock that is gone.
 */
import { describe, expect, it } from "vitest";
import type { TyreItem } from "#src/shared/tyres/types.ts";
import type { Db } from "../db/client.ts";
import { type Catalogue, CatalogueHolder, sizeKey } from "./catalogue.ts";

type Row = { stock: number; precio: number; ecotasa: number };

/** A database whose reads of a tyre's live figures wait until the test answers them, in the order it chooses. */
function heldReads() {
  const reads: Array<(rows: Row[]) => void> = [];
  const db = {
    select: () => ({
      from: () => ({
        where: () => new Promise<Row[]>((resolve) => reads.push(resolve)),
        limit: () => Promise.resolve([]), // the version check of `current`: no change
      }),
    }),
  } as unknown as Db;
  return { db, reads };
}

function catalogueWith(stock: number): Catalogue {
  const tyre = { id: "100001", ancho: 205, serie: 55, llanta: 16, stock, precio: 8000, ecotasa: 140 } as TyreItem;
  return {
    version: 1,
    tyres: [tyre],
    byId: new Map([[tyre.id, tyre]]),
    bySize: new Map([[sizeKey(205, 55, 16), [tyre]]]),
    sizeRows: [],
    brands: [],
    fittingCents: 1000,
    modelDescriptions: new Map(),
    promotions: [],
  };
}

describe("CatalogueHolder.refreshTyre", () => {
  it("keeps the newest read when an older one answers last", async () => {
    const { db, reads } = heldReads();
    const holder = new CatalogueHolder(db, catalogueWith(2), 60_000);
    const older = holder.refreshTyre("100001"); // started before the sale
    const newer = holder.refreshTyre("100001"); // started after it
    reads[1]!([{ stock: 0, precio: 8000, ecotasa: 140 }]);
    await newer;
    expect(holder.current.byId.get("100001")?.stock).toBe(0);
    reads[0]!([{ stock: 2, precio: 8000, ecotasa: 140 }]);
    await older;
    expect(holder.current.byId.get("100001")?.stock).toBe(0);
    expect(holder.current.bySize.get(sizeKey(205, 55, 16))?.[0]?.stock).toBe(0);
    expect(holder.current.tyres[0]?.stock).toBe(0);
  });

  it("applies reads that answer in order, and drops a tyre gone from the database", async () => {
    const { db, reads } = heldReads();
    const holder = new CatalogueHolder(db, catalogueWith(2), 60_000);
    const first = holder.refreshTyre("100001");
    reads[0]!([{ stock: 1, precio: 7500, ecotasa: 140 }]);
    await first;
    expect(holder.current.byId.get("100001")).toMatchObject({ stock: 1, precio: 7500 });
    const gone = holder.refreshTyre("100001");
    reads[1]!([]);
    await gone;
    expect(holder.current.byId.has("100001")).toBe(false);
    expect(holder.current.bySize.get(sizeKey(205, 55, 16))).toEqual([]);
  });
});
