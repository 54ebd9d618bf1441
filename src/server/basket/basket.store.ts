/**
 * The stored basket: rows hold only product ids, quantities, the customer's optional services and the order context.
 * Every read rebuilds the basket from the database's current prices, promotions and stock through the shared rules
 * (src/shared/basket), so a price never comes from a client.
 */
import { msg } from "#src/shared/i18n/i18n.ts";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import {
  type Basket,
  type BasketProduct,
  type BasketService,
  type Coupon,
  autoSelectServices,
  BasketRuleError,
  emptyBasket,
  PERMUTATION_PRODUCT_IDS,
  type ProductType,
  serviceAppliesTo,
  toggleService,
  UNITS_PER_VISIT,
} from "#src/shared/basket/basket.ts";
import {
  dueNowCents,
  isMotoBasket,
  type PaymentMethod,
  type PaymentType,
  workshopMinutes,
} from "#src/shared/basket/checkout.ts";
import { basketFigures, regionForWorkshop } from "#src/shared/basket/regional.ts";
import { defaultRegion, zoneGross } from "#src/shared/pricing/tax-zone.ts";
import { PRODUCT_CATEGORY_WIRE, productCategoryOfType } from "#src/shared/vehicles/vehicle-kinds.ts";
import type { Db } from "../db/client.ts";
import { promotionAppliesToQuantity, promotionFor } from "#src/shared/promotions/applies.ts";
import {
  appointments,
  basketLines,
  baskets,
  batteries,
  coupons,
  couponRedemptions,
  innerTubes,
  leads,
  motoTyres,
  servicePacks,
  services,
  tyreBrands,
  tyreModels,
  tyres,
  workshops,
} from "../db/schema.ts";
import { ConflictError, ForbiddenError, NotFoundError } from "../errors.ts";
import { listRunningPromotions } from "../offers/offers.queries.ts";
import { couponDescription } from "../offers/localised.ts";
import { productRequirements } from "../services/services.queries.ts";
import { localName } from "../services/localised.ts";
import { isLang, type Lang } from "#src/shared/i18n/lang.ts";
import type { z } from "zod";
import type { BasketAnswer } from "#src/shared/basket/basket-api.schema.ts";

export type BasketState = {
  codigoPostalIntroducido?: string;
  selectedTaller?: { codTienda: string; alias: string } | null;
  selectedDate?: { date: string; time: string; reservaId: string; expira: string } | null;
  paymentType?: PaymentType;
  paymentMethod?: PaymentMethod;
  generaFactura?: boolean;
  matricula?: string;
  step?: number;
  cupones?: string[];
  optionalServices?: string[];
  orderNumber?: string;
};

type Row = typeof baskets.$inferSelect;
type ServiceDef = Omit<BasketService, "cantidad" | "selected"> & { durationMinutes: number };

type ResolvedProduct = BasketProduct & { stock: number; tabla: StockTable; promotionId: number | null };

/** A product as the basket reads it: none in the basket yet, no discount until the basket's rules apply one. */
function product(p: {
  id: string;
  tipo: ProductType;
  categoria: BasketProduct["categoria"];
  nombre: string;
  precio: number;
  ecotasa?: number;
  vehiculo: BasketProduct["id_site_tipo_vehiculo"];
  /** Units that can be sold: stock on hand, or how many of a job one visit takes. */
  stock: number;
  tabla: StockTable;
  promo?: ReturnType<typeof promotionFor>;
}): ResolvedProduct {
  const promo = p.promo ?? null;
  return {
    id_navision: p.id,
    tipo_producto: p.tipo,
    categoria: p.categoria,
    nombre: p.nombre,
    cantidad: 0,
    precio: p.precio,
    ecotasa: p.ecotasa ?? 0,
    descuento: 0,
    promo: promo
      ? {
          pct: promo.discountPct,
          id_site_promocion_cesta: promo.id,
          ...(promo.minQuantity ? { minCantidad: promo.minQuantity } : {}),
        }
      : null,
    id_site_tipo_vehiculo: p.vehiculo,
    disponibilidad: p.stock > 0 ? 1 : 0,
    stock: p.stock,
    tabla: p.tabla,
    promotionId: promo?.id ?? null,
  };
}

/** Words of the product names built here (tyre position, inner tube, battery), per language (issue 13 item 2). */
const NAME_WORDS: Record<Lang, { front: string; rear: string; tube: string; battery: string }> = {
  pt: { front: "dianteiro", rear: "traseiro", tube: "Câmara de ar", battery: "Bateria" },
  es: { front: "delantero", rear: "trasero", tube: "Cámara de aire", battery: "Batería" },
};

/** Products in stock table order; ids are unique across tables (tyres 1xxxxx, moto 5xxxxx, tubes 6xxxxx, batteries 7xxxxx, packs PACK_*). */
export async function resolveProducts(
  db: Db,
  ids: string[],
  now: Date,
  /** The language of the names (the Spanish catalogue names on the Spanish site). */
  lang: Lang = "pt",
): Promise<Map<string, ResolvedProduct>> {
  const out = new Map<string, ResolvedProduct>();
  const words = NAME_WORDS[lang];
  if (ids.length === 0) return out;
  // Read now, not from the catalogue in memory: units left change with every paid order.
  const promos = (await listRunningPromotions(db, now)).map((x) => ({ ...x, seasons: x.seasons ?? null }));
  // One rule decides which promotion a product gets (brand, kind, seasons, units left), the same the results and
  // product pages use; the basket adds the quantity rule.
  const promoFor = (brandSlug: string, categoria: "car" | "motorbike", season: string | null) =>
    promotionFor(promos, { brandSlug, categoria, productType: "neumatico", season }, now);
  const car = await db
    .select({
      t: tyres,
      marca: tyreBrands.name,
      slug: tyreBrands.slug,
      modelo: tyreModels.name,
      season: tyreModels.season,
    })
    .from(tyres)
    .innerJoin(tyreModels, eq(tyreModels.id, tyres.modelId))
    .innerJoin(tyreBrands, eq(tyreBrands.id, tyreModels.brandId))
    .where(inArray(tyres.id, ids));
  for (const r of car)
    out.set(
      r.t.id,
      product({
        id: r.t.id,
        tipo: "neumatico",
        categoria: "car",
        nombre: `${r.marca} ${r.modelo} ${r.t.width}/${r.t.series} R${r.t.rim} ${r.t.loadIndex}${r.t.speedCode}`,
        precio: r.t.priceCents,
        ecotasa: r.t.ecotaxCents,
        vehiculo: r.t.vehicleType as BasketProduct["id_site_tipo_vehiculo"],
        stock: r.t.stock,
        tabla: "tyres",
        promo: promoFor(r.slug, "car", r.season),
      }),
    );
  const rest = () => ids.filter((id) => !out.has(id));
  const moto =
    rest().length === 0
      ? []
      : await db
          .select({
            t: motoTyres,
            marca: tyreBrands.name,
            slug: tyreBrands.slug,
            modelo: tyreModels.name,
            season: tyreModels.season,
          })
          .from(motoTyres)
          .innerJoin(tyreModels, eq(tyreModels.id, motoTyres.modelId))
          .innerJoin(tyreBrands, eq(tyreBrands.id, tyreModels.brandId))
          .where(inArray(motoTyres.id, rest()));
  for (const r of moto)
    out.set(
      r.t.id,
      product({
        id: r.t.id,
        tipo: "neumatico",
        categoria: "motorbike",
        nombre: `${r.marca} ${r.modelo} ${r.t.width}/${r.t.height}-${r.t.rim} ${r.t.position === "delantera" ? words.front : words.rear}`,
        precio: r.t.priceCents,
        vehiculo: "moto",
        stock: r.t.stock,
        tabla: "moto_tyres",
        promo: promoFor(r.slug, "motorbike", r.season),
      }),
    );
  for (const r of rest().length === 0 ? [] : await db.select().from(innerTubes).where(inArray(innerTubes.id, rest())))
    out.set(
      r.id,
      product({
        id: r.id,
        tipo: r.kind === "mousse" ? "mousse" : "camara",
        categoria: "motorbike",
        nombre: `${r.kind === "mousse" ? "Mousse" : words.tube} ${r.marca} ${r.sizes}`,
        precio: r.priceCents,
        vehiculo: "moto",
        stock: r.stock,
        tabla: "inner_tubes",
      }),
    );
  for (const r of rest().length === 0 ? [] : await db.select().from(batteries).where(inArray(batteries.id, rest())))
    out.set(
      r.id,
      product({
        id: r.id,
        tipo: "bateria",
        categoria: "car",
        nombre: `${words.battery} ${r.marca} ${r.modelo} ${r.ah} Ah ${r.cca} A`,
        precio: r.priceCents,
        vehiculo: "turismo",
        stock: r.stock,
        tabla: "batteries",
      }),
    );
  for (const r of rest().length === 0
    ? []
    : await db.select().from(servicePacks).where(inArray(servicePacks.id, rest())))
    out.set(
      r.id,
      product({
        id: r.id,
        tipo: "revision",
        categoria: "car",
        nombre: localName(r, lang),
        precio: r.priceCents,
        vehiculo: "turismo",
        // A maintenance pack is done once per visit.
        stock: UNITS_PER_VISIT.revision ?? 1,
        tabla: "service_packs",
      }),
    );
  // Spare-tyre permutation (spec section 9): a workshop service, priced in the services table, sold as a product line.
  const permutations = rest().filter((id) => PERMUTATION_PRODUCT_IDS.includes(id));
  for (const r of permutations.length === 0
    ? []
    : await db.select().from(services).where(inArray(services.id, permutations)))
    out.set(
      r.id,
      product({
        id: r.id,
        tipo: "permuta",
        categoria: "car",
        nombre: localName(r, lang),
        precio: r.priceCents,
        // 95141 is for any vehicle other than a passenger car; no rule reads this line's own vehicle.
        vehiculo: r.vehicleType === "turismo" ? "turismo" : "furgoneta",
        stock: Number.MAX_SAFE_INTEGER,
        tabla: "services",
      }),
    );
  // Workshop jobs sold as products (issue 12: AC recharge, ozone, kits, shock absorbers, pre-inspection, winter pack).
  for (const r of rest().length === 0
    ? []
    : await db
        .select()
        .from(services)
        .where(and(inArray(services.id, rest()), isNotNull(services.tipoProducto))))
    out.set(
      r.id,
      product({
        id: r.id,
        tipo: r.tipoProducto as ProductType,
        categoria: productCategoryOfType(r.vehicleType),
        nombre: localName(r, lang),
        precio: r.priceCents,
        vehiculo: r.vehicleType === "moto" ? "moto" : "turismo",
        // No stock to count, but the job is done once per visit (shock absorbers: per axle).
        stock: UNITS_PER_VISIT[r.tipoProducto as ProductType] ?? Number.MAX_SAFE_INTEGER,
        tabla: "services",
      }),
    );
  return out;
}

/** Where a line's stock is kept; "service_packs" and "services" have none. */
export type StockTable = "tyres" | "moto_tyres" | "inner_tubes" | "batteries" | "service_packs" | "services";

const serviceCache = new WeakMap<Db, Partial<Record<Lang, { at: number; map: Map<string, ServiceDef> }>>>();

/** Services change rarely: one read per database handle and language every 30 s; names in `lang`. */
export async function serviceCatalogue(db: Db, lang: Lang = "pt"): Promise<Map<string, ServiceDef>> {
  const byLang = serviceCache.get(db) ?? {};
  const cached = byLang[lang];
  if (cached && Date.now() - cached.at < 30_000) return cached.map;
  const map = await loadServices(db, lang);
  serviceCache.set(db, { ...byLang, [lang]: { at: Date.now(), map } });
  return map;
}

async function loadServices(db: Db, lang: Lang): Promise<Map<string, ServiceDef>> {
  const rows = await db.select().from(services);
  return new Map(
    rows.map((s) => [
      s.id,
      {
        id_navision: s.id,
        nombre: localName(s, lang),
        categoriaServicio: s.categoria,
        base_calculo: s.baseCalculo as "U" | "F",
        tipoProductoAsociado: (s.tipoProductoAsociado as BasketService["tipoProductoAsociado"]) ?? null,
        vehicleType: s.vehicleType,
        precio: s.priceCents,
        durationMinutes: s.durationMinutes,
      },
    ]),
  );
}

/** Optional services a customer may add, per basket kind (the automatic ones are chosen by the rules). */
export const OPTIONAL_SERVICES = ["SEGURO_PNEU", "NITROGENO", "ALINEACION", "KIT4X4"] as const;

export async function loadRow(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(baskets).where(eq(baskets.id, id));
  if (!row) throw new NotFoundError("BASKET_NOT_FOUND", msg("api.basketNotFound"));
  return row;
}

/** A basket tied to an account is only reachable with that account's session; an anonymous one by its (random) id. */
export function assertOwner(row: Row, userId: number | null) {
  if (row.userId !== null && row.userId !== userId)
    throw new ForbiddenError("ID_NOT_MATCH", msg("api.basketOtherUser"));
}

export function assertOpen(row: Row) {
  if (row.status !== "open") throw new ConflictError("BASKET_CLOSED", msg("api.basketClosed"));
}

export type BasketView = Awaited<ReturnType<typeof viewBasket>>;

/** Rebuilds the basket with current prices and applies the rules; the DTO the pages and the order use. */
export async function viewBasket(
  db: Db,
  row: Row,
  now: Date,
  /** The language of the catalogue names: the basket's own (the site it was made on) unless told. */
  lang: Lang = isLang(row.lang) ? row.lang : "pt",
) {
  const state = row.state as BasketState;
  const lines = await db.select().from(basketLines).where(eq(basketLines.basketId, row.id)).orderBy(basketLines.id);
  const resolved = await resolveProducts(
    db,
    lines.map((l) => l.productId),
    now,
    lang,
  );
  const catalogue = await serviceCatalogue(db, lang);
  const products = lines.flatMap((l) => {
    const p = resolved.get(l.productId);
    // A line the customer took without its promotion (a limit was reached) is priced without it.
    return p
      ? [
          l.withoutPromotion
            ? { ...p, cantidad: l.quantity, promo: null, sinPromocion: true }
            : { ...p, cantidad: l.quantity },
        ]
      : [];
  });
  // An offer "na compra de 4" applies only to a line with enough units.
  let basket: Basket = {
    ...emptyBasket(),
    products: products.map(({ stock: _s, tabla: _t, promotionId: _p, ...p }) => ({
      ...p,
      promo: p.promo && promotionAppliesToQuantity(p.promo.minCantidad, p.cantidad) ? p.promo : null,
    })),
    generaFactura: state.generaFactura ?? false,
  };
  // Optional services the customer chose, re-sized to the current products (per-unit ones follow the quantity).
  for (const id of state.optionalServices ?? []) {
    const def = catalogue.get(id);
    // A choice that no longer applies (its product left the basket) is kept but not priced.
    if (!def || !basket.products.some((p) => serviceAppliesTo(def, p))) continue;
    basket = toggleService(basket, def, true);
  }
  basket = autoSelectServices(basket, catalogue);
  // Coupons are re-validated on every read: an expired or no longer applicable coupon drops out.
  const codes = state.cupones ?? [];
  const couponRows = codes.length ? await db.select().from(coupons).where(inArray(coupons.code, codes)) : [];
  const cupones: Coupon[] = couponRows
    .filter((c) => c.validFrom <= now && c.validTo >= now)
    .filter(
      (c) =>
        basket.products.length > 0 &&
        (!c.tipoProducto || basket.products.some((p) => p.tipo_producto === c.tipoProducto)),
    )
    .map((c) => ({
      code: c.code,
      tipo: c.tipo as Coupon["tipo"],
      importe: c.importe,
      tipo_producto: (c.tipoProducto as Coupon["tipo_producto"]) ?? null,
      descripcion: couponDescription(c, lang),
    }));
  basket = { ...basket, cupones };

  const [taller] = state.selectedTaller
    ? await db.select().from(workshops).where(eq(workshops.code, state.selectedTaller.codTienda))
    : [];
  // The site's own prices until a workshop is chosen (mainland Portugal's IVA on /pt, mainland Spain's on /es: the
  // basket's language is its site); then every figure carries that workshop's tax (and the Canary transport charge),
  // from one rule (src/shared/pricing/tax-zone.ts).
  const siteRegion = defaultRegion(isLang(row.lang) ? row.lang : "pt");
  const region = taller ? regionForWorkshop(taller) : siteRegion;
  const figures = basketFigures(basket, region, siteRegion);
  // The slot is as long as the work: the services (fitting …) and the workshop jobs bought as products.
  const jobs = await productRequirements(
    db,
    basket.products.map((p) => p.id_navision),
  );
  const minutes = workshopMinutes([
    ...basket.services.map((s) => ({ ...s, durationMinutes: catalogue.get(s.id_navision)?.durationMinutes ?? 0 })),
    ...basket.products.flatMap((p) => {
      const job = jobs.get(p.id_navision);
      return job
        ? [{ base_calculo: "U" as const, cantidad: p.cantidad, selected: true, durationMinutes: job.durationMinutes }]
        : [];
    }),
  ]);

  // The held slot is only shown while it is still held.
  let selectedDate = state.selectedDate ?? null;
  if (selectedDate) {
    const [hold] = await db.select().from(appointments).where(eq(appointments.id, selectedDate.reservaId));
    if (
      !hold ||
      (hold.status === "held" && (hold.holdExpiresAt?.getTime() ?? 0) <= now.getTime()) ||
      hold.status === "cancelled"
    )
      selectedDate = null;
  }
  const paymentType = state.paymentType ?? null;
  return {
    cestaID: row.id,
    status: row.status,
    userId: row.userId,
    products: basket.products.map((p, i) => {
      const r = resolved.get(p.id_navision);
      // Unit price, eco-tax, unit after the promotion, line and saving, all for the workshop's tax zone.
      const { id_navision: _id, ...priced } = figures.products[i]!;
      // An offer "na compra de 4" the line does not reach yet: the page says how many more units get it.
      const promoPorAlcanzar =
        !p.promo && !p.sinPromocion && r?.promo?.minCantidad && p.cantidad < r.promo.minCantidad
          ? { pct: r.promo.pct, minCantidad: r.promo.minCantidad }
          : null;
      return {
        ...p,
        ...priced,
        stock: r?.stock ?? 0,
        promoPorAlcanzar,
        promotionId: p.promo ? (r?.promotionId ?? null) : null,
        tabla: r?.tabla ?? "tyres",
      };
    }),
    services: basket.services.map((s, i) => ({
      ...s,
      precio: figures.services[i]!.precio,
      importe: figures.services[i]!.importe,
      automatico: !(OPTIONAL_SERVICES as readonly string[]).includes(s.id_navision),
    })),
    serviciosOpcionales: [...OPTIONAL_SERVICES]
      .map((id) => catalogue.get(id))
      .filter((d): d is ServiceDef => Boolean(d))
      .filter((d) => basket.products.some((p) => serviceAppliesTo(d, p)))
      .map((d) => ({
        id_navision: d.id_navision,
        nombre: d.nombre,
        precio: zoneGross(d.precio, region),
        base_calculo: d.base_calculo,
        selected: basket.services.some((s) => s.id_navision === d.id_navision),
      })),
    cupones: basket.cupones,
    cuponesDescartados: codes.filter((c) => !cupones.some((x) => x.code === c)),
    generaFactura: basket.generaFactura,
    moto: isMotoBasket(basket),
    minutes,
    totals: figures.totals,
    avisos: figures.avisos,
    /** Why the prices differ from the mainland ones (the chosen workshop's tax zone); null on the mainland. */
    notaPrecos: figures.nota,
    region,
    codigoPostalIntroducido: state.codigoPostalIntroducido ?? null,
    selectedTaller: taller
      ? {
          codTienda: taller.code,
          alias: taller.alias,
          direccion: taller.address,
          cpostal: taller.postcode,
          poblacion: taller.town,
          telefono: taller.phone,
        }
      : null,
    selectedDate,
    paymentType,
    paymentMethod: state.paymentMethod ?? null,
    aPagarAgora: paymentType ? dueNowCents(figures.totals.total, paymentType) : null,
    matricula: state.matricula ?? null,
    orderNumber: state.orderNumber ?? null,
    // What a workshop must have to do the basket's jobs bought as products (its kind of vehicle, equipment).
    _internal: { basket, catalogue, requirements: [...jobs.values()].map((j) => j.requirement) },
  };
}

/**
 * The basket as the API answers it (`BasketAnswer`, declared on the basket routes): what the pages read, field by
 * field. What only the server uses stays here (docs/decisions/020-api-contract.md): the owner (`userId`), the tax
 * region (the page reads the totals' tax label and `notaPrecos`), the work's minutes (`/consult-dates` answers
 * `minutos`), the amount due now (the order answers it), the plate, the coupons dropped on re-validation, each line's
 * promotion ids, vehicle type, discount field and stock table, the service definitions (category, linked product
 * type, vehicle type, duration, pricing base), the coupons' kind and amount, and the held slot's id.
 */
export function toDto(view: BasketView): z.output<typeof BasketAnswer> {
  return {
    cestaID: view.cestaID,
    status: view.status,
    products: view.products.map((p) => ({
      id_navision: p.id_navision,
      nombre: p.nombre,
      cantidad: p.cantidad,
      precio: p.precio,
      ecotasa: p.ecotasa,
      importe: p.importe,
      importeSinPromo: p.importeSinPromo,
      precioFinal: p.precioFinal,
      ahorro: p.ahorro,
      promoPorAlcanzar: p.promoPorAlcanzar,
      ...(p.sinPromocion === undefined ? {} : { sinPromocion: p.sinPromocion }),
      promo: p.promo ? { pct: p.promo.pct } : null,
      tipo_producto: p.tipo_producto,
      categoria: PRODUCT_CATEGORY_WIRE[p.categoria],
      stock: p.stock,
      disponibilidad: p.disponibilidad,
    })),
    services: view.services.map((s) => ({
      id_navision: s.id_navision,
      nombre: s.nombre,
      cantidad: s.cantidad,
      precio: s.precio,
      importe: s.importe,
      selected: s.selected,
      automatico: s.automatico,
    })),
    serviciosOpcionales: view.serviciosOpcionales,
    cupones: view.cupones.map((c) => ({ code: c.code, descripcion: c.descripcion })),
    generaFactura: view.generaFactura,
    moto: view.moto,
    totals: view.totals,
    avisos: view.avisos,
    notaPrecos: view.notaPrecos,
    codigoPostalIntroducido: view.codigoPostalIntroducido,
    selectedTaller: view.selectedTaller,
    selectedDate: view.selectedDate && {
      date: view.selectedDate.date,
      time: view.selectedDate.time,
      expira: view.selectedDate.expira,
    },
    paymentType: view.paymentType,
    paymentMethod: view.paymentMethod,
    orderNumber: view.orderNumber,
  };
}

export async function alreadyRedeemed(db: Db, code: string, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const [r] = await db
    .select()
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.code, code), eq(couponRedemptions.userId, userId)));
  return Boolean(r);
}

export { BasketRuleError };

/** What a workshop must have to do the jobs in a basket (none for an unknown basket or one without jobs). */
export async function basketRequirements(db: Db, cestaID: string) {
  const lines = await db
    .select({ productId: basketLines.productId })
    .from(basketLines)
    .where(eq(basketLines.basketId, cestaID));
  const jobs = await productRequirements(
    db,
    lines.map((l) => l.productId),
  );
  return [...jobs.values()].map((j) => j.requirement);
}

/** Deletes a basket (its lines go with it). */
export async function deleteBasket(db: Db, id: string): Promise<void> {
  await db.delete(baskets).where(eq(baskets.id, id));
}

/** The contact (lead) left with a basket, if any. */
export async function findBasketLead(db: Db, basketId: string) {
  const [lead] = await db.select().from(leads).where(eq(leads.basketId, basketId)).limit(1);
  return lead ?? null;
}
