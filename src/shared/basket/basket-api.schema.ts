/**
 * What the basket, booking-for-a-basket and order endpoints answer (response schemas beside basket.schema.ts),
 * declared on their routes (src/server/basket/basket.routes.ts, src/server/checkout/checkout.routes.ts,
 * src/server/orders/orders.routes.ts), so the compiled serializer (src/server/serializer.ts) writes them. Each schema is
 * the whole answer: what the pages read (`answer<typeof BasketAnswer>(res)`, src/web/api-context.ts), nothing the
 * server keeps to itself (the basket's owner, tax region, promotion ids, service definitions, the hold's id: see
 * docs/decisions/020-api-contract.md, "Basket and orders declared"). src/server/api-contract-basket.int.test.ts parses
 * real answers with them and checks that parsing drops nothing.
 */
import { z } from "zod";
import { ORDER_STATUSES } from "../orders/order-status.ts";
import { PAYMENT_METHODS, PAYMENT_TYPES } from "./checkout.ts";

const BasketProduct = z.object({
  id_navision: z.string(),
  nombre: z.string(),
  cantidad: z.number().int(),
  precio: z.number(),
  ecotasa: z.number(),
  importe: z.number(),
  importeSinPromo: z.number(),
  precioFinal: z.number(),
  ahorro: z.number(),
  promoPorAlcanzar: z.object({ pct: z.number(), minCantidad: z.number() }).nullable(),
  sinPromocion: z.boolean().optional(),
  promo: z.object({ pct: z.number() }).nullable(),
  tipo_producto: z.string(),
  categoria: z.string(),
  stock: z.number(),
  disponibilidad: z.number(),
});

const BasketService = z.object({
  id_navision: z.string(),
  nombre: z.string(),
  cantidad: z.number(),
  precio: z.number(),
  importe: z.number(),
  selected: z.boolean(),
  automatico: z.boolean(),
});

/** GET /cesta/:id, POST /cesta/update: the basket priced now. */
export const BasketAnswer = z.object({
  cestaID: z.string(),
  status: z.string(),
  products: z.array(BasketProduct),
  services: z.array(BasketService),
  serviciosOpcionales: z.array(
    z.object({
      id_navision: z.string(),
      nombre: z.string(),
      precio: z.number(),
      base_calculo: z.enum(["U", "F"]),
      selected: z.boolean(),
    }),
  ),
  cupones: z.array(z.object({ code: z.string(), descripcion: z.string() })),
  generaFactura: z.boolean(),
  moto: z.boolean(),
  totals: z.object({
    productos: z.number(),
    servicios: z.number(),
    descuento: z.number(),
    envio: z.number(),
    total: z.number(),
    impuesto: z.number(),
    impuestoLabel: z.string(),
    impuestoPct: z.number(),
  }),
  avisos: z.array(z.string()),
  /** Why the prices differ from the mainland ones (the chosen workshop's tax zone); null on the mainland. */
  notaPrecos: z.string().nullable(),
  codigoPostalIntroducido: z.string().nullable(),
  selectedTaller: z
    .object({
      codTienda: z.string(),
      alias: z.string(),
      direccion: z.string(),
      cpostal: z.string(),
      poblacion: z.string(),
      telefono: z.string(),
    })
    .nullable(),
  selectedDate: z.object({ date: z.string(), time: z.string(), expira: z.string() }).nullable(),
  paymentType: z.enum(PAYMENT_TYPES).nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  orderNumber: z.string().nullable(),
});

/** POST /cesta-product/:id (201): the basket with the product in it (its notices include the addition's). */
export const AddProductAnswer = BasketAnswer;

/** DELETE /delete-cesta/:id: the basket is gone (a closed basket is kept, and answered the same). */
export const DeleteBasketAnswer = z.object({ deleted: z.boolean() });

/** GET /leads/:cestaID: the contact left with a basket (spec section 3, "Lead"). */
export const BasketLeadAnswer = z.object({
  id_site_lead: z.number().int(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  codigo_postal: z.string().nullable(),
  origen: z.string(),
  wantsInfo: z.boolean(),
});

/** POST /unavailable-products: which of the given product ids are out of stock (or unknown). */
export const UnavailableProductsAnswer = z.object({ unavailableProducts: z.array(z.string()) });

/** POST /reserve-time (201): the held slot, until when (ISO date-time) and for how many minutes a hold lasts. */
export const ReserveTimeAnswer = z.object({
  reservaId: z.string(),
  expira: z.string().nullable(),
  minutos: z.number().int(),
});

/** POST /consult-dates: the days with free times for the basket's work at a workshop. */
export const BasketDatesAnswer = z.object({
  codTienda: z.string(),
  alias: z.string(),
  /** How long the basket's work takes. */
  minutos: z.number().int(),
  /** `fecha` DD/MM/YYYY, `iso` YYYY-MM-DD, `primera` the first free time (HH:MM), `huecos` how many. */
  dias: z.array(z.object({ fecha: z.string(), iso: z.string(), primera: z.string(), huecos: z.number().int() })),
});

/** POST /consult-times: the free times (HH:MM) of one day. */
export const BasketTimesAnswer = z.object({ horas: z.array(z.string()) });

/** The signed redirect to the payment gateway (null when nothing is paid now). */
const GatewayRedirect = z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }).nullable();

/** POST /pedidos (201 created, 200 the same idempotency key again). */
export const CreateOrderAnswer = z.object({
  orderNumber: z.string(),
  estado: z.enum(ORDER_STATUSES),
  aPagarAgora: z.number().int(),
  total: z.number().int(),
  pasarela: GatewayRedirect,
});

/** PATCH /pedidos: the order with its new payment choice (the same shape as POST /pedidos). */
export const UpdateOrderAnswer = CreateOrderAnswer;

/** POST /pedidos/:numero/cancelar: the unpaid order called off by its customer, with the notice in the site's language. */
export const CancelOrderAnswer = z.object({
  orderNumber: z.string(),
  estado: z.literal("cancelled"),
  message: z.string(),
});

/** GET /pedidos/:numero: an order as the confirmation and payment-retry pages show it. */
export const OrderAnswer = z.object({
  numero: z.string(),
  estado: z.enum(ORDER_STATUSES),
  tipoPago: z.enum(PAYMENT_TYPES),
  metodo: z.string().nullable(),
  total: z.number(),
  impuesto: z.number(),
  impuestoLabel: z.string(),
  impuestoPct: z.number(),
  descuento: z.number(),
  envio: z.number(),
  pagado: z.number(),
  restoEnOficina: z.number(),
  aPagarAgora: z.number(),
  factura: z.string().nullable(),
  lineas: z.array(z.object({ nombre: z.string(), cantidad: z.number(), precio: z.number(), total: z.number() })),
  cita: z
    .object({
      id: z.string(),
      fecha: z.string(),
      hora: z.string(),
      estado: z.string(),
      taller: z.object({
        alias: z.string(),
        direccion: z.string(),
        cpostal: z.string(),
        poblacion: z.string(),
        telefono: z.string(),
      }),
    })
    .nullable(),
  ultimoPago: z
    .object({ codigo: z.string(), aprobado: z.boolean(), resultado: z.string().optional(), mensaje: z.string() })
    .nullable(),
  pasarela: GatewayRedirect,
  referenciaMultibanco: z
    .object({ entidad: z.string(), referencia: z.string(), importe: z.number(), validaHasta: z.string() })
    .nullable()
    .optional(),
  simuladorMultibanco: z.string().nullable().optional(),
});
