/**
 * Test kit for the checkout's loader and action (checkout-*.server.test.ts): the loader/action called as React Router
 * calls them, on a scripted API (#src/web/test-support/scripted-api.ts), with requests carrying the basket and session
 * cookies, and the API's answers as fixtures. Every fixture is parsed with its response schema from src/shared, so a
 * fixture that drifts from the API contract fails.
 */
import { RouterContextProvider } from "react-router";
import type { z } from "zod";
import "#src/shared/i18n/catalogue/register-all.ts";
import { UserInfoAnswer } from "#src/shared/account/account-api.schema.ts";
import { BasketAnswer, BasketDatesAnswer, OrderAnswer } from "#src/shared/basket/basket-api.schema.ts";
import { ProfessionalStatusAnswer } from "#src/shared/professional/application.schema.ts";
import { WorkshopCardSchema } from "#src/shared/workshops/workshops-api.schema.ts";
import { apiContext, type ApiFetch } from "#src/web/api-context.ts";
import { LISBON_WORKSHOP } from "#src/web/test-support/fixtures.ts";
import { redirectsTo, scriptedApi, thrown } from "#src/web/test-support/scripted-api.ts";
import { checkoutAction } from "./checkout-actions.server.ts";
import { loadCheckout } from "./checkout-loader.server.ts";

export const CESTA = "0b7c9a4e-3f1d-4c2a-9e8b-1a2b3c4d5e6f";
export const TOKEN = "tok-rita";

/** A request for a checkout page (`/carrinho/pagamento`, `/cesta/pago`), with the basket's cookie unless told, the session's when logged in, and a form posted. */
export function pageRequest(
  path: string,
  opts: { basket?: boolean; loggedIn?: boolean; form?: Record<string, string | string[]> } = {},
): Request {
  const cookies = [
    ...(opts.basket === false ? [] : [`rc_cesta=${CESTA}`]),
    ...(opts.loggedIn ? [`rc_session=${TOKEN}`] : []),
  ];
  const init: RequestInit = { headers: { cookie: cookies.join("; ") } };
  if (opts.form) {
    const body = new FormData();
    for (const [k, v] of Object.entries(opts.form)) for (const one of [v].flat()) body.append(k, one);
    Object.assign(init, { method: "POST", body });
  }
  return new Request(`http://x${path}`, init);
}

function args(api: ApiFetch, request: Request, step: string | undefined) {
  const context = new RouterContextProvider();
  context.set(apiContext, api);
  return { request, params: { step }, context } as unknown as Parameters<typeof loadCheckout>[0];
}

/** The step segment of a checkout path (`/cesta/pago?x` → `pago`; `/carrinho` → undefined). */
const stepOf = (request: Request) => new URL(request.url).pathname.split("/")[2] || undefined;

export { redirectsTo, scriptedApi, thrown };

/** The loader as React Router calls it (a `data()` answer with its headers for the confirmation step). */
export const loadRaw = (api: ApiFetch, request: Request) => loadCheckout(args(api, request, stepOf(request)));
/** What the page gets from the loader (a `data()` answer unwrapped). */
export async function load(api: ApiFetch, request: Request) {
  const r = await loadRaw(api, request);
  return "data" in r && "init" in r ? r.data : r;
}
export const act = (api: ApiFetch, request: Request) => checkoutAction(args(api, request, stepOf(request)));

const TYRE_LINE = {
  id_navision: "100001",
  nombre: "Michelin Primacy 4 205/55 R16 91V",
  cantidad: 4,
  precio: 9000,
  ecotasa: 185,
  importe: 36740,
  importeSinPromo: 36740,
  precioFinal: 9185,
  ahorro: 0,
  promoPorAlcanzar: null,
  promo: null,
  tipo_producto: "neumatico",
  categoria: "turismo",
  stock: 8,
  disponibilidad: 2,
};

export const WORKSHOP = LISBON_WORKSHOP;

/** An open basket with four tyres; `basket({ selectedTaller: WORKSHOP })` for later steps. */
export function basket(over: Partial<Basket> = {}): Basket {
  return BasketAnswer.parse({
    cestaID: CESTA,
    status: "open",
    products: [TYRE_LINE],
    services: [],
    serviciosOpcionales: [
      { id_navision: "SRV-VALV", nombre: "Válvulas", precio: 500, base_calculo: "U", selected: false },
      { id_navision: "SRV-NITRO", nombre: "Azoto", precio: 300, base_calculo: "U", selected: true },
    ],
    cupones: [],
    generaFactura: false,
    moto: false,
    totals: {
      productos: 36740,
      servicios: 0,
      descuento: 0,
      envio: 0,
      total: 36740,
      impuesto: 6870,
      impuestoLabel: "IVA",
      impuestoPct: 23,
    },
    avisos: [],
    notaPrecos: null,
    codigoPostalIntroducido: null,
    selectedTaller: null,
    selectedDate: null,
    paymentType: null,
    paymentMethod: null,
    orderNumber: null,
    ...over,
  });
}
type Basket = z.output<typeof BasketAnswer>;

/** A basket of motorbike tyres (it goes through the options step). */
export const motoBasket = (over: Partial<Basket> = {}) =>
  basket({ moto: true, products: [{ ...TYRE_LINE, categoria: "moto", cantidad: 2 }], ...over });

/** A basket with a workshop chosen and a slot held (2 December, 09:00). */
export const heldBasket = (over: Partial<Basket> = {}) =>
  basket({
    selectedTaller: WORKSHOP,
    selectedDate: { date: "02/12/2026", time: "09:00", expira: "2026-11-24T16:00:00.000Z" },
    ...over,
  });

export const DATES = BasketDatesAnswer.parse({
  codTienda: "1001",
  alias: WORKSHOP.alias,
  minutos: 60,
  dias: [
    { fecha: "01/12/2026", iso: "2026-12-01", primera: "10:00", huecos: 5 },
    { fecha: "02/12/2026", iso: "2026-12-02", primera: "09:00", huecos: 7 },
  ],
});

export const card = (codTienda: string, citaWeb = true) =>
  WorkshopCardSchema.parse({
    ...WORKSHOP,
    codTienda,
    slug: `oficina-${codTienda}`,
    provincia: "Lisboa",
    provinciaSlug: "lisboa",
    area: "Lisboa",
    lat: 38.71,
    lon: -9.14,
    distancia: 1.2,
    valoracion: 4.6,
    opiniones: 120,
    abreSabado: true,
    abreMediodia: false,
    servicios: ["car"],
    citaWeb,
    url: `/oficinas-mecanicas/lisboa/oficina-${codTienda}`,
  });

export const ME = UserInfoAnswer.parse({
  loggedIn: true,
  profissional: false,
  percentCompleted: 80,
  user: {
    id_site_usuario: 5,
    nombre: "Rita",
    apellidos: "Marques",
    email: "rita@example.pt",
    numero_documento: "123456789",
    pais_documento: "PT",
    tipo_documento: "NIF",
    fecha_nacimiento: null,
    genero: null,
    genero_descripccion: null,
    id_usuario_nav: null,
    promo_sms: false,
    promo_email: false,
    permiso_comercial: true,
  },
  address: {
    calle: "Rua Augusta",
    bloque: null,
    numero: "12",
    poblacion: "Lisboa",
    provincia: null,
    codigo_postal: "1100-053",
    telefono: "912345678",
  },
});

export const professional = (business: boolean) =>
  ProfessionalStatusAnswer.parse({
    conta: business ? { empresa: "Frota Lda", nif: "501442600", diasCredito: 30, aprovadaEm: "2026-01-01" } : null,
    candidatura: null,
  });

export function order(over: Record<string, unknown> = {}) {
  return OrderAnswer.parse({
    numero: "RC-000123",
    estado: "confirmed",
    tipoPago: "at_workshop",
    metodo: null,
    total: 36740,
    impuesto: 6870,
    impuestoLabel: "IVA",
    impuestoPct: 23,
    descuento: 0,
    envio: 0,
    pagado: 0,
    restoEnOficina: 36740,
    aPagarAgora: 0,
    factura: null,
    lineas: [{ nombre: TYRE_LINE.nombre, cantidad: 4, precio: 9185, total: 36740 }],
    cita: null,
    ultimoPago: null,
    pasarela: null,
    ...over,
  });
}
