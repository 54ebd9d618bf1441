/**
 * Basket rules (spec section 4: adding, removing, service auto-selection; section 5: pricing and promotions).
 * Pure: the server loads products/services from the database and calls these; the client never sets a price.
 */
import { msg } from "../i18n/i18n.ts";
import { lineTotalCents } from "../money.ts";
import type { CouponType } from "../operator/coupons.ts";
import type { ProductCategory } from "../vehicles/vehicle-kinds.ts";
import { productLineCents } from "../pricing/all-in.ts";

/** car | motorbike inside; the API's `categoria` says coche | moto (`PRODUCT_CATEGORY_WIRE`, written by `toDto`). */
export type Category = ProductCategory;
export type ProductType =
  | "neumatico"
  | "camara"
  | "mousse"
  | "bateria"
  | "aceite"
  | "revision"
  | "revision_moto"
  | "ac"
  | "ac2"
  | "kito1"
  | "kito2"
  | "amortiguador"
  | "preitv"
  | "packinvierno"
  | "ozono"
  /** Spare-tyre permutation (95140, 95141): a workshop service sold as a product line. */
  | "permuta";
export type VehicleType = "turismo" | "furgoneta" | "4x4" | "moto";

export type BasketProduct = {
  id_navision: string;
  tipo_producto: ProductType;
  categoria: Category;
  nombre: string;
  cantidad: number;
  precio: number; // unit price in cents, VAT included
  ecotasa: number; // per unit, cents
  descuento: number; // percent
  /** `minCantidad`: the offer needs at least this many units on the line ("na compra de 4"). */
  promo: { pct: number; id_site_promocion_cesta: number; minCantidad?: number } | null;
  /** The customer continued without the promotion (its limit was reached): the line is priced without it. */
  sinPromocion?: boolean;
  id_site_tipo_vehiculo: VehicleType;
  disponibilidad: 0 | 1;
};

export type BasketService = {
  id_navision: string;
  nombre: string;
  categoriaServicio: string;
  base_calculo: "U" | "F";
  tipoProductoAsociado: ProductType | null;
  vehicleType: string | null;
  precio: number; // cents per unit (U) or fixed (F)
  cantidad: number;
  selected: boolean;
};

export type Coupon = {
  code: string;
  tipo: CouponType;
  importe: number;
  tipo_producto: ProductType | null;
  descripcion: string;
};

export type Basket = {
  products: BasketProduct[];
  services: BasketService[];
  cupones: Coupon[];
  generaFactura: boolean;
};

export class BasketRuleError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = "BasketRuleError";
    this.code = code;
  }
}

export const emptyBasket = (): Basket => ({ products: [], services: [], cupones: [], generaFactura: false });

const EXCLUSIVE: ProductType[] = ["bateria", "aceite"];
const REVISIONS: ProductType[] = ["revision", "revision_moto"];
/** One car, one gas: an air-conditioning pack replaces the other. */
const AC_PACKS: ProductType[] = ["ac", "ac2"];
const TYRE_TYPES: ProductType[] = ["neumatico", "camara", "mousse"];

/**
 * Workshop jobs sold as products are done once per visit (one recharge, one revision); shock absorbers go by axle, so
 * at most two. Adding one again keeps the line at its limit instead of selling the same job twice.
 */
export const UNITS_PER_VISIT: Partial<Record<ProductType, number>> = {
  revision: 1,
  revision_moto: 1,
  ac: 1,
  ac2: 1,
  kito1: 1,
  kito2: 1,
  ozono: 1,
  preitv: 1,
  packinvierno: 1,
  amortiguador: 2,
};

/** Spare-tyre permutation products: 95140 for a passenger car, 95141 for any other vehicle. */
export function permutationProductId(vehicle: VehicleType): "95140" | "95141" {
  return vehicle === "turismo" ? "95140" : "95141";
}

export const PERMUTATION_PRODUCT_IDS: readonly string[] = ["95140", "95141"];

function carTyreVehicles(products: readonly BasketProduct[]): Set<VehicleType> {
  return new Set(
    products
      .filter((p) => p.tipo_producto === "neumatico" && p.categoria === "car")
      .map((p) => p.id_site_tipo_vehiculo),
  );
}

/** Whether a permutation still has the car tyres it goes with (its line leaves the basket with them). */
function permutationFits(products: readonly BasketProduct[], id: string): boolean {
  return [...carTyreVehicles(products)].some((v) => permutationProductId(v) === id);
}

/**
 * A spare-tyre permutation goes with the car tyres in the basket, and its id must be the one for their vehicle
 * (95140 for a passenger car, 95141 for any other).
 */
export function assertPermutationFits(products: readonly BasketProduct[], id: string): void {
  const vehicles = carTyreVehicles(products);
  if (vehicles.size === 0)
    throw new BasketRuleError("PERMUTATION_NEEDS_TYRES", msg("validation.basketPermutationNeedsTyres"));
  if (![...vehicles].some((v) => permutationProductId(v) === id))
    throw new BasketRuleError(
      "PERMUTATION_WRONG_VEHICLE",
      id === "95140"
        ? msg("validation.basketPermutationCarOnly", { id: "95140", other: "95141" })
        : msg("validation.basketPermutationNotCar", { id: "95141", other: "95140" }),
    );
}

export function addProduct(basket: Basket, product: BasketProduct, opts: { allowMixedOrders: boolean }): Basket {
  if (!Number.isInteger(product.cantidad) || product.cantidad < 1)
    throw new BasketRuleError("INVALID_QUANTITY", msg("validation.basketQuantityMin"));
  let products = basket.products;
  let services = basket.services;
  // A product of the other category removes the other category's products and services.
  if (products.some((p) => p.categoria !== product.categoria)) {
    products = products.filter((p) => p.categoria === product.categoria);
    services = [];
  }
  // Mixed orders switched off: a different product type cannot join.
  if (!opts.allowMixedOrders && products.some((p) => p.tipo_producto !== product.tipo_producto))
    throw new BasketRuleError(`no-puedes-anadir-${product.tipo_producto}`, `no-puedes-anadir-${product.tipo_producto}`);
  // Battery and oil are exclusive of other product types (both ways).
  if (EXCLUSIVE.includes(product.tipo_producto))
    products = products.filter((p) => p.tipo_producto === product.tipo_producto);
  else products = products.filter((p) => !EXCLUSIVE.includes(p.tipo_producto));
  // A revision replaces an existing revision.
  if (REVISIONS.includes(product.tipo_producto))
    products = products.filter((p) => !REVISIONS.includes(p.tipo_producto));
  if (AC_PACKS.includes(product.tipo_producto)) products = products.filter((p) => !AC_PACKS.includes(p.tipo_producto));
  const existing = products.find((p) => p.id_navision === product.id_navision);
  const limit = UNITS_PER_VISIT[product.tipo_producto] ?? Number.POSITIVE_INFINITY;
  products = existing
    ? products.map((p) => (p === existing ? { ...p, cantidad: Math.min(limit, p.cantidad + product.cantidad) } : p))
    : [...products, { ...product, cantidad: Math.min(limit, product.cantidad) }];
  return {
    ...basket,
    products,
    services: services.filter((s) =>
      products.some((p) => s.tipoProductoAsociado === null || p.tipo_producto === s.tipoProductoAsociado),
    ),
  };
}

export function removeProduct(basket: Basket, id: string, quantity?: number): Basket {
  const target = basket.products.find((p) => p.id_navision === id);
  if (!target) return basket;
  const removed = Math.min(quantity ?? target.cantidad, target.cantidad);
  const products = basket.products
    .map((p) => (p === target ? { ...p, cantidad: p.cantidad - removed } : p))
    .filter((p) => p.cantidad > 0)
    .filter((p, _i, kept) => p.tipo_producto !== "permuta" || permutationFits(kept, p.id_navision));
  let services = basket.services
    // Per-unit services are reduced by the removed quantity; zero-quantity services are dropped.
    .map((s) =>
      s.base_calculo === "U" && (s.tipoProductoAsociado === null || s.tipoProductoAsociado === target.tipo_producto)
        ? { ...s, cantidad: s.cantidad - removed }
        : s,
    )
    .filter((s) => s.cantidad > 0)
    // Fixed services tied to a vehicle type no longer present are removed.
    .filter(
      (s) =>
        s.base_calculo !== "F" ||
        s.vehicleType === null ||
        products.some((p) => vehicleMatches(s.vehicleType as string, p.id_site_tipo_vehiculo)),
    )
    .filter((s) => s.tipoProductoAsociado === null || products.some((p) => p.tipo_producto === s.tipoProductoAsociado));
  // Services are cleared when only products that need none remain.
  if (products.length === 0) services = [];
  return { ...basket, products, services };
}

/** A service applies to a product of its associated type (any when none) and of its vehicle type (any when none). */
export function serviceAppliesTo(
  s: Pick<BasketService, "tipoProductoAsociado" | "vehicleType">,
  p: Pick<BasketProduct, "tipo_producto" | "id_site_tipo_vehiculo">,
): boolean {
  return (
    (s.tipoProductoAsociado === null || p.tipo_producto === s.tipoProductoAsociado) &&
    (s.vehicleType === null || vehicleMatches(s.vehicleType, p.id_site_tipo_vehiculo))
  );
}

function vehicleMatches(serviceVehicle: string, productVehicle: VehicleType): boolean {
  if (serviceVehicle === "moto") return productVehicle === "moto";
  if (serviceVehicle === "turismo") return productVehicle !== "moto";
  return serviceVehicle === productVehicle;
}

/**
 * Service auto-selection: fitting for tyres (per unit; for moto tyres when the pickup service is there), battery and
 * oil pickup/fit, and the safety test toggled by the invoice flag and the presence of tyres.
 */
export function autoSelectServices(
  basket: Basket,
  catalogue: ReadonlyMap<string, Omit<BasketService, "cantidad" | "selected">>,
): Basket {
  const units = (types: ProductType[]) =>
    basket.products.filter((p) => types.includes(p.tipo_producto)).reduce((s, p) => s + p.cantidad, 0);
  const carTyres = basket.products
    .filter((p) => p.tipo_producto === "neumatico" && p.categoria === "car")
    .reduce((s, p) => s + p.cantidad, 0);
  const motoTyres = basket.products
    .filter((p) => p.tipo_producto === "neumatico" && p.categoria === "motorbike")
    .reduce((s, p) => s + p.cantidad, 0);
  const want = new Map<string, number>();
  if (carTyres > 0) want.set("MONTAJE_TALLER", carTyres);
  if (motoTyres > 0) {
    want.set("RECOGIDA_TALLER", 1);
    want.set("MONTAJE_TALLER", motoTyres); // fitting at the workshop when moto tyres come with the pickup service
  }
  if (units(["bateria"]) > 0) {
    want.set("RECOGIDA_TALLER_BATERIA", 1);
    want.set("MONTAJE_TALLER_BATERIA", 1);
  }
  if (units(["aceite"]) > 0) want.set("RECOGIDA_TALLER_ACEITE", 1);
  const hasTyres = carTyres + motoTyres > 0;
  if (hasTyres && !basket.generaFactura) want.set("TESTSEGURIDAD", 1);
  const auto = new Set([
    "MONTAJE_TALLER",
    "RECOGIDA_TALLER",
    "RECOGIDA_TALLER_BATERIA",
    "MONTAJE_TALLER_BATERIA",
    "RECOGIDA_TALLER_ACEITE",
    "TESTSEGURIDAD",
  ]);
  const kept = basket.services.filter((s) => !auto.has(s.id_navision));
  const added: BasketService[] = [];
  for (const [id, cantidad] of want) {
    const def = catalogue.get(id);
    if (def) added.push({ ...def, cantidad, selected: true });
  }
  return { ...basket, services: [...kept, ...added] };
}

/** Optional services the customer picks (insurance, alignment, nitrogen…): per-unit ones follow the tyre count. */
export function toggleService(
  basket: Basket,
  service: Omit<BasketService, "cantidad" | "selected">,
  on: boolean,
): Basket {
  const others = basket.services.filter((s) => s.id_navision !== service.id_navision);
  if (!on) return { ...basket, services: others };
  const related = basket.products.filter((p) => serviceAppliesTo(service, p));
  if (related.length === 0)
    throw new BasketRuleError("SERVICE_NOT_APPLICABLE", msg("validation.basketServiceNotApplicable"));
  const cantidad = service.base_calculo === "U" ? related.reduce((s, p) => s + p.cantidad, 0) : 1;
  return { ...basket, services: [...others, { ...service, cantidad, selected: true }] };
}

export type Totals = {
  products: number;
  services: number;
  discount: number;
  total: number;
  lines: Array<{ id: string; total: number }>;
};

export function basketTotals(basket: Basket): Totals {
  const lines = basket.products.map((p) => ({
    id: p.id_navision,
    // The same line formula as the results and product pages (src/shared/pricing): one price everywhere.
    total: productLineCents({
      precio: p.precio,
      cantidad: p.cantidad,
      descuento: p.descuento,
      promo: p.promo,
      ecotasa: p.ecotasa,
      ecotaxRequired: p.tipo_producto === "neumatico",
    }),
  }));
  const products = lines.reduce((s, l) => s + l.total, 0);
  const services = basket.services
    .filter((s) => s.selected)
    .reduce((s, x) => s + lineTotalCents({ priceCents: x.precio, quantity: x.cantidad }), 0);
  const gross = products + services;
  let discount = 0;
  for (const c of basket.cupones) {
    const base = c.tipo_producto
      ? basket.products
          .filter((p) => p.tipo_producto === c.tipo_producto)
          .reduce((s, p) => s + (lines.find((l) => l.id === p.id_navision)?.total ?? 0), 0)
      : gross;
    discount += c.tipo === "fixed_amount" ? c.importe : Math.round((base * c.importe) / 100);
  }
  discount = Math.min(discount, gross);
  return { products, services, discount, total: gross - discount, lines };
}

/** Descriptors (src/shared/i18n/i18n.ts): the API's reply writes them in its language. */
export const COUPON_MESSAGES = {
  EMPTY: msg("validation.couponEmpty"),
  NOT_FOUND: msg("validation.couponNotFound"),
  NOT_APPLICABLE: msg("validation.couponNotApplicable"),
  USED: msg("validation.couponUsed"),
  EXPIRED: msg("validation.couponExpired"),
  EXHAUSTED: msg("validation.couponExhausted"),
  EXHAUSTED_AT_ORDER: msg("validation.couponExhaustedAtOrder"),
} as const;

/** Applies a coupon after the server has looked it up: a coupon applies only if a product of its restricted type exists. */
export function applyCoupon(
  basket: Basket,
  code: string,
  found:
    (Coupon & { validFrom: Date; validTo: Date; singleUse: boolean; alreadyUsed: boolean; usesLeft?: boolean }) | null,
  now: Date,
): Basket {
  if (!code.trim()) throw new BasketRuleError("COUPON_EMPTY", COUPON_MESSAGES.EMPTY);
  if (!found) throw new BasketRuleError("COUPON_NOT_FOUND", COUPON_MESSAGES.NOT_FOUND);
  if (now < found.validFrom || now > found.validTo)
    throw new BasketRuleError("COUPON_EXPIRED", COUPON_MESSAGES.EXPIRED);
  if (found.singleUse && found.alreadyUsed) throw new BasketRuleError("COUPON_USED", COUPON_MESSAGES.USED);
  if (found.usesLeft === false) throw new BasketRuleError("COUPON_EXHAUSTED", COUPON_MESSAGES.EXHAUSTED);
  if (
    basket.products.length === 0 ||
    (found.tipo_producto && !basket.products.some((p) => p.tipo_producto === found.tipo_producto))
  )
    throw new BasketRuleError("COUPON_NOT_APPLICABLE", COUPON_MESSAGES.NOT_APPLICABLE);
  const coupon: Coupon = {
    code: found.code,
    tipo: found.tipo,
    importe: found.importe,
    tipo_producto: found.tipo_producto,
    descripcion: found.descripcion,
  };
  return { ...basket, cupones: [...basket.cupones.filter((c) => c.code !== coupon.code), coupon] };
}

/** Promotion restrictions: no service packs with tyres in a promotion; units sold out; user limit; one order per period. */
export function checkPromotion(input: {
  tyresInPromo: number;
  hasServicePack: boolean;
  unitsLeft: number | null;
  userUnitsBought: number;
  perUserLimit: number | null;
  userOrdersInPeriod: number;
}): void {
  if (input.tyresInPromo === 0) return;
  if (input.hasServicePack) throw new BasketRuleError("PROMO_NO_PACKS", msg("validation.promoNoPacks"));
  if (input.unitsLeft !== null && input.unitsLeft < input.tyresInPromo)
    throw new BasketRuleError("PROMO_SOLD_OUT", msg("validation.promoSoldOut"));
  if (input.perUserLimit !== null && input.userUnitsBought + input.tyresInPromo > input.perUserLimit)
    throw new BasketRuleError(
      "PROMO_USER_LIMIT",
      msg("validation.promoUserLimit", { limit: String(input.perUserLimit) }),
    );
  if (input.userOrdersInPeriod > 0) throw new BasketRuleError("PROMO_ONE_ORDER", msg("validation.promoOneOrder"));
}

export { TYRE_TYPES };
