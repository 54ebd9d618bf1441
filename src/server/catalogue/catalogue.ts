/**
 * The catalogue is read from memory, written to the database (docs/architecture.md, "The catalogue in memory"; decision 002): on start,
 * and whenever the catalogue_version row changes, each process loads tyres, prices and label data into an immutable
 * index keyed by size.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { SizeRow } from "#src/shared/tyres/cascade.ts";
import { type ActivePromotion, isRunning, promotionFor } from "#src/shared/promotions/applies.ts";
import { shownUnitPrice, usualQuantity } from "#src/shared/pricing/all-in.ts";
import { aggregateRating, modelReviews } from "#src/shared/tyres/reviews.ts";
import type { Tier, TyreItem } from "#src/shared/tyres/types.ts";
import type { Db } from "../db/client.ts";
import { catalogueVersion, promotions, services, tyreBrands, tyreModels, tyres } from "../db/schema.ts";
import "#src/shared/i18n/catalogue/register-all.ts"; // the Spanish titles are written when the promotions load
import { promotionTitle } from "../offers/localised.ts";
import { liveRead } from "../render-reads.ts";
import { FreshReads } from "../fresh-reads.ts";

/**
 * A promotion as the catalogue holds it; `spanishTitle` is its title on the Spanish site (the Spanish column or the
 * neutral text, src/server/offers/localised.ts), worked out once when the promotions load, not per tyre per search.
 */
export type CataloguePromotion = ActivePromotion &
  Readonly<typeof promotions.$inferSelect> & { readonly spanishTitle: string };

export type Brand = { id: number; name: string; slug: string; tier: Tier; moto: boolean; country: string };

export type Catalogue = {
  version: number;
  tyres: readonly TyreItem[];
  byId: ReadonlyMap<string, TyreItem>;
  bySize: ReadonlyMap<string, readonly TyreItem[]>;
  sizeRows: readonly SizeRow[];
  brands: readonly Brand[];
  /** Price of fitting one tyre at the workshop (MONTAJE_TALLER), shown beside every tyre price. */
  fittingCents: number;
  /** Each model's description, by `marcaSlug/modeloSlug` (the product and model pages show it). */
  modelDescriptions: ReadonlyMap<string, string>;
  /** Every promotion (running or not: each request picks by its own `now`), so results and product pages price as the basket does. */
  promotions: readonly CataloguePromotion[];
};

/**
 * What a tyre's price needs to know about its promotion: shown on results and the product page. `tituloEs` is the
 * title on the Spanish site (src/server/offers/localised.ts): the cached answers serve both languages.
 */
export type TyreOffer = { id: number; pct: number; minCantidad: number | null; titulo: string; tituloEs: string };

/** The promotion a car (or motorbike) tyre gets at `now` (the same rule as the basket's, see src/shared/promotions). */
export function offerFor(
  catalogue: Catalogue,
  t: { marcaSlug: string; temporada: string | null },
  now: Date,
  categoria: "car" | "motorbike" = "car",
): TyreOffer | null {
  const p = promotionFor(
    catalogue.promotions,
    { brandSlug: t.marcaSlug, categoria, productType: "neumatico", season: t.temporada },
    now,
  );
  return p
    ? {
        id: p.id,
        pct: p.discountPct,
        minCantidad: p.minQuantity,
        titulo: p.titulo,
        tituloEs: p.spanishTitle,
      }
    : null;
}

/**
 * The price a tyre's card shows at `now` (after the promotion that applies to the card's quantity), by which "by
 * price" sorts. Remembered per catalogue and per set of running promotions: it only changes when either does, so a
 * sort by price does not work out the promotion of every tyre of the size again on every search.
 */
export function shownPriceOf(catalogue: Catalogue, now: Date): (t: TyreItem) => number {
  const running = catalogue.promotions
    .filter((p) => isRunning(p, now))
    .map((p) => p.id)
    .join(",");
  let memo = shownPrices.get(catalogue);
  if (!memo || memo.running !== running) shownPrices.set(catalogue, (memo = { running, prices: new Map() }));
  const prices = memo.prices; // at most one entry per tyre of this catalogue
  return (t) => {
    let price = prices.get(t.id);
    if (price === undefined) {
      price = shownUnitPrice(t.precio, offerFor(catalogue, t, now), usualQuantity(t.stock));
      prices.set(t.id, price);
    }
    return price;
  };
}

const shownPrices = new WeakMap<Catalogue, { running: string; prices: Map<string, number> }>();

export const sizeKey = (ancho: number, serie: number, llanta: number) => `${ancho}/${serie}/${llanta}`;

export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const [versionRow] = await db.select().from(catalogueVersion).limit(1);
  const [fitting] = await db
    .select({ price: services.priceCents })
    .from(services)
    .where(eq(services.id, "MONTAJE_TALLER"));
  const brandRows = await db.select().from(tyreBrands).orderBy(asc(tyreBrands.name));
  const promotionRows = await db.select().from(promotions).orderBy(asc(promotions.id));
  const descriptionRows = await db
    .select({ marca: tyreBrands.slug, modelo: tyreModels.slug, description: tyreModels.description })
    .from(tyreModels)
    .innerJoin(tyreBrands, eq(tyreModels.brandId, tyreBrands.id));
  const rows = await db
    .select({
      t: tyres,
      marca: tyreBrands.name,
      marcaSlug: tyreBrands.slug,
      brandId: tyreBrands.id,
      tier: tyreBrands.tier,
      modelo: tyreModels.name,
      modeloSlug: tyreModels.slug,
      season: tyreModels.season,
    })
    .from(tyres)
    .innerJoin(tyreModels, eq(tyres.modelId, tyreModels.id))
    .innerJoin(tyreBrands, eq(tyreModels.brandId, tyreBrands.id));
  // Reviews are derived per model at load (deterministic, see reviews.ts): no table, the same figures in every process.
  const ratings = new Map<string, { media: number; total: number } | null>();
  const ratingOf = (r: (typeof rows)[number]) => {
    const key = `${r.marcaSlug}/${r.modeloSlug}`;
    let rating = ratings.get(key);
    if (rating === undefined) {
      const stars = modelReviews({
        marcaSlug: r.marcaSlug,
        modeloSlug: r.modeloSlug,
        categoria: r.tier as Tier,
        temporada: r.season as TyreItem["temporada"],
      }).map((v) => v.estrellas);
      rating = aggregateRating(stars);
      ratings.set(key, rating);
    }
    return rating ? { valoracionMedia: rating.media, valoracionTotal: rating.total } : {};
  };
  const items: TyreItem[] = rows.map((r) =>
    Object.freeze({
      ...ratingOf(r),
      id: r.t.id,
      brandId: r.brandId,
      marca: r.marca,
      marcaSlug: r.marcaSlug,
      modelo: r.modelo,
      modeloSlug: r.modeloSlug,
      categoria: r.tier as Tier,
      temporada: r.season as TyreItem["temporada"],
      tipoVehiculo: r.t.vehicleType as TyreItem["tipoVehiculo"],
      ancho: r.t.width,
      serie: r.t.series,
      llanta: r.t.rim,
      ic: r.t.loadIndex,
      cv: r.t.speedCode,
      runflat: r.t.runflat,
      antiPinchazo: r.t.antiPuncture,
      xl: r.t.xl,
      pmsf: r.t.pmsf,
      ms: r.t.ms,
      consumo: r.t.fuelClass,
      frenadoMojado: r.t.wetClass,
      ruidoDb: r.t.noiseDb,
      ruidoClase: r.t.noiseClass,
      homologacion: r.t.homologation,
      precio: r.t.priceCents,
      ecotasa: r.t.ecotaxCents,
      stock: r.t.stock,
      orden: r.t.orden,
      garantia: r.t.warrantyYears,
      diasEntrega: r.t.deliveryDays,
    }),
  );
  items.sort((a, b) => a.orden - b.orden || a.precio - b.precio || a.id.localeCompare(b.id));
  const bySize = new Map<string, TyreItem[]>();
  const byId = new Map<string, TyreItem>();
  const sizeSet = new Map<string, SizeRow>();
  for (const t of items) {
    const key = sizeKey(t.ancho, t.serie, t.llanta);
    let list = bySize.get(key);
    if (!list) bySize.set(key, (list = []));
    list.push(t);
    byId.set(t.id, t);
    const rowKey = `${key}/${t.ic}/${t.cv}`;
    if (!sizeSet.has(rowKey))
      sizeSet.set(rowKey, { ancho: t.ancho, serie: t.serie, llanta: t.llanta, ic: t.ic, cv: t.cv });
  }
  return {
    version: versionRow?.version ?? 0,
    tyres: items,
    byId,
    bySize,
    sizeRows: [...sizeSet.values()],
    fittingCents: fitting?.price ?? 0,
    promotions: promotionRows.map(toCataloguePromotion),
    modelDescriptions: new Map(descriptionRows.map((d) => [`${d.marca}/${d.modelo}`, d.description])),
    brands: brandRows.map((b) => ({
      id: b.id,
      name: b.name,
      slug: b.slug,
      tier: b.tier as Tier,
      moto: b.moto,
      country: b.country,
    })),
  };
}

/**
 * Marks a catalogue change (prices, products, labels): bumps the version row. A trigger on that row announces it
 * (NOTIFY, migration 0003), so every process reloads its index at once whoever changed it, even by hand in SQL.
 */
export async function bumpCatalogueVersion(db: Db): Promise<number> {
  const [row] = await db
    .update(catalogueVersion)
    .set({ version: sql`${catalogueVersion.version} + 1`, updatedAt: new Date() })
    .returning({ version: catalogueVersion.version });
  return row?.version ?? 0;
}

/** Holds the current index and reloads it when the version row changes (checked at most every `intervalMs`). */
export class CatalogueHolder {
  #current: Catalogue;
  #db: Db;
  #checkedAt = 0;
  #intervalMs: number;
  /** Reads of the database in the order they started (full loads and single tyres share the count). */
  #reads = 0;
  #loadedSeq = 0;
  /**
   * Live figures swapped in since the last full load, by tyre, with the read that brought them (null: deleted).
   * Bounded by the catalogue's size; emptied by each load that read them.
   */
  #patched = new Map<string, { seq: number; live: LiveFields | null }>();
  readonly #liveReads = new FreshReads();
  /** The database's count of writing statements, when this process is its only writer (Database.writes). */
  readonly #writes: (() => number) | undefined;
  /** By tyre: the write count when its last live read started (only with #writes; bounded by the catalogue). */
  readonly #readAtWrite = new Map<string, number>();
  constructor(db: Db, initial: Catalogue, intervalMs = 30_000, writes?: () => number) {
    this.#writes = writes;
    this.#db = db;
    this.#current = initial;
    this.#intervalMs = intervalMs;
  }
  get current(): Catalogue {
    const now = Date.now();
    if (now - this.#checkedAt > this.#intervalMs) {
      this.#checkedAt = now;
      void this.refreshIfChanged();
    }
    return this.#current;
  }
  async refreshIfChanged(): Promise<boolean> {
    const [row] = await this.#db.select().from(catalogueVersion).limit(1);
    if (!row || row.version === this.#current.version) return false;
    await this.reload();
    return true;
  }
  /**
   * Brands or models changed (names, descriptions: a trigger announces it), or announcements may have been lost (the
   * LISTEN connection came back): load the whole index again. A load that started before a read of live figures
   * already swapped in keeps those figures; a load overtaken by a later one is dropped.
   */
  async reload(): Promise<void> {
    const seq = ++this.#reads;
    const next = await loadCatalogue(this.#db);
    if (seq < this.#loadedSeq) return;
    this.#loadedSeq = seq;
    let c = next;
    for (const [tyreId, p] of this.#patched) {
      if (p.seq > seq) c = p.live ? withLive(c, tyreId, p.live) : withoutTyre(c, tyreId);
      else this.#patched.delete(tyreId); // the load read it after that patch: it is in `next`
    }
    this.#current = c;
  }
  /**
   * A tyre's stock, price or eco-tax changed (an order, an expiry, an edit by hand: a trigger announces it), or a
   * product page wants them live: read them and swap the tyre in. Reads finish in any order (a pool): one that started
   * before the last one applied to this tyre read older rows and is dropped, so a late answer never brings back a
   * sold-out tyre's old stock (issue 15, item 5).
   */
  async refreshTyre(tyreId: string): Promise<void> {
    const seq = ++this.#reads;
    const [row] = await this.#db
      .select({ stock: tyres.stock, precio: tyres.priceCents, ecotasa: tyres.ecotaxCents })
      .from(tyres)
      .where(eq(tyres.id, tyreId));
    if ((this.#patched.get(tyreId)?.seq ?? this.#loadedSeq) > seq) return;
    this.#patched.set(tyreId, { seq, live: row ?? null });
    this.#current = row ? withLive(this.#current, tyreId, row) : withoutTyre(this.#current, tyreId);
  }
  /**
   * A product page's read of its tyre's live figures: one that starts after this call (refreshTyre), shared with the
   * pages of the same tyre that ask meanwhile. A kept page showing the tyre repeats it before it is served again
   * (render-reads.ts, page-cache.ts).
   */
  readTyreLive(tyreId: string): Promise<void> {
    return liveRead(`tyre:${tyreId}`, () => this.#liveReads.read(tyreId, () => this.#readTyreIfWritten(tyreId)));
  }
  /**
   * Where this process is the database's only writer (PGlite), a tyre read when the write count was n is still as
   * read while the count is n: no statement since could have changed it, so there is nothing to read again.
   */
  async #readTyreIfWritten(tyreId: string): Promise<void> {
    const writes = this.#writes?.();
    if (writes !== undefined && this.#readAtWrite.get(tyreId) === writes) return;
    await this.refreshTyre(tyreId);
    if (writes !== undefined) this.#readAtWrite.set(tyreId, writes);
  }
  /** A promotion changed (units sold, dates, an edit): read the promotions again (a few rows) and swap them in. */
  async refreshPromotions(): Promise<void> {
    const promotionRows = await this.#db.select().from(promotions).orderBy(asc(promotions.id));
    this.#current = { ...this.#current, promotions: promotionRows.map(toCataloguePromotion) };
  }
}

function toCataloguePromotion(p: typeof promotions.$inferSelect): CataloguePromotion {
  return Object.freeze({ ...p, seasons: p.seasons ?? null, spanishTitle: promotionTitle(p, "es") });
}

/** The catalogue without a tyre deleted from the database. */
export function withoutTyre(c: Catalogue, tyreId: string): Catalogue {
  const old = c.byId.get(tyreId);
  if (!old) return c;
  const drop = (list: readonly TyreItem[]) => list.filter((t) => t.id !== tyreId);
  const byId = new Map(c.byId);
  byId.delete(tyreId);
  const key = sizeKey(old.ancho, old.serie, old.llanta);
  const bySize = new Map(c.bySize).set(key, drop(c.bySize.get(key) ?? []));
  return { ...c, tyres: drop(c.tyres), byId, bySize };
}

type LiveFields = Pick<TyreItem, "stock" | "precio" | "ecotasa">;

/** The catalogue with one tyre's stock and price changed: a new index (readers holding the old one are not affected). */
export function withLive(c: Catalogue, tyreId: string, live: LiveFields): Catalogue {
  const old = c.byId.get(tyreId);
  if (!old || (old.stock === live.stock && old.precio === live.precio && old.ecotasa === live.ecotasa)) return c;
  const item: TyreItem = Object.freeze({ ...old, ...live });
  const swap = (list: readonly TyreItem[]) => list.map((t) => (t.id === tyreId ? item : t));
  const byId = new Map(c.byId).set(tyreId, item);
  const key = sizeKey(old.ancho, old.serie, old.llanta);
  const bySize = new Map(c.bySize).set(key, swap(c.bySize.get(key) ?? []));
  return { ...c, tyres: swap(c.tyres), byId, bySize };
}
