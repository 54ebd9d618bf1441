/** The basket and action answers as the checkout pages read them (the API's /cesta answer). */
import type { PaymentMethod, PaymentType } from "#src/shared/basket/checkout.ts";

export type Product = {
  id_navision: string;
  nombre: string;
  cantidad: number;
  precio: number;
  ecotasa: number;
  importe: number;
  importeSinPromo: number;
  precioFinal: number;
  ahorro: number;
  promoPorAlcanzar: { pct: number; minCantidad: number } | null;
  sinPromocion?: boolean;
  promo: { pct: number } | null;
  tipo_producto: string;
  categoria: string;
  stock: number;
  disponibilidad: number;
};
export type Service = {
  id_navision: string;
  nombre: string;
  cantidad: number;
  precio: number;
  importe: number;
  selected: boolean;
  automatico: boolean;
};
export type Basket = {
  cestaID: string;
  status: string;
  products: Product[];
  services: Service[];
  serviciosOpcionales: Array<{
    id_navision: string;
    nombre: string;
    precio: number;
    base_calculo: "U" | "F";
    selected: boolean;
  }>;
  cupones: Array<{ code: string; descripcion: string }>;
  generaFactura: boolean;
  moto: boolean;
  totals: {
    productos: number;
    servicios: number;
    descuento: number;
    envio: number;
    total: number;
    impuesto: number;
    impuestoLabel: string;
    impuestoPct: number;
  };
  avisos: string[];
  /** Why the prices differ from the mainland ones (the chosen workshop's tax zone); null on the mainland. */
  notaPrecos: string | null;
  codigoPostalIntroducido: string | null;
  selectedTaller: {
    codTienda: string;
    alias: string;
    direccion: string;
    cpostal: string;
    poblacion: string;
    telefono: string;
  } | null;
  selectedDate: { date: string; time: string; expira: string } | null;
  paymentType: PaymentType | null;
  paymentMethod: PaymentMethod | null;
  orderNumber: string | null;
};

/** `form` says which of two forms on a page the field errors belong to (login or registration). */
export type ActionResult = {
  message?: string;
  errors?: Record<string, string>;
  ok?: string;
  form?: string;
  code?: string;
};

/** A workshop as the workshop finder lists it. */
export type WorkshopCard = {
  codTienda: string;
  alias: string;
  direccion: string;
  cpostal: string;
  poblacion: string;
  distancia: number | null;
  valoracion: number | null;
  citaWeb: boolean;
  telefono: string;
};
/** An order as /pedidos/{numero} answers it (confirmation and payment retry pages). */
export type Order = {
  numero: string;
  estado: string;
  tipoPago: PaymentType;
  metodo: string | null;
  total: number;
  impuesto: number;
  impuestoLabel: string;
  impuestoPct: number;
  descuento: number;
  envio: number;
  pagado: number;
  restoEnOficina: number;
  aPagarAgora: number;
  factura: string | null;
  lineas: Array<{ nombre: string; cantidad: number; precio: number; total: number }>;
  cita: {
    id: string;
    fecha: string;
    hora: string;
    estado: string;
    taller: { alias: string; direccion: string; cpostal: string; poblacion: string; telefono: string };
  } | null;
  ultimoPago: { codigo: string; aprobado: boolean; resultado?: string; mensaje: string } | null;
  pasarela: { url: string; fields: Record<string, string> } | null;
  referenciaMultibanco?: { entidad: string; referencia: string; importe: number; validaHasta: string } | null;
  simuladorMultibanco?: string | null;
};
