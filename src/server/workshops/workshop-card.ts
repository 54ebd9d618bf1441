/** A workshop as the finder, the workshop pages and the private area list it. */
import { distanceKm } from "#src/shared/workshops/services.ts";
import type { WorkshopRow } from "./workshops.queries.ts";

export function toCard(w: WorkshopRow, from?: { lat: number; lon: number }) {
  return {
    codTienda: w.code,
    alias: w.alias,
    slug: w.slug,
    provincia: w.province,
    provinciaSlug: w.provinceSlug,
    area: w.area,
    direccion: w.address,
    cpostal: w.postcode,
    poblacion: w.town,
    telefono: w.phone,
    lat: w.lat,
    lon: w.lon,
    distancia: from ? Math.round(distanceKm(from, w) * 10) / 10 : null,
    valoracion: w.rating,
    opiniones: w.reviews,
    abreSabado: w.openSaturday,
    abreMediodia: w.openMidday,
    servicios: w.services,
    citaWeb: w.webBookings,
    url: `/oficinas-mecanicas/${w.provinceSlug}/${w.slug}`,
  };
}
