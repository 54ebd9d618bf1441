/**
 * The plate search's data (server only), on an ApiFetch so it can be tested without a server: the registry finds the
 * vehicle and its sizes; an unknown plate picks brand → model → engine by hand. Replies are parsed with
 * src/shared/tyres/catalogue.schema.ts; a reply of another shape is the 500 page. The page's own messages are
 * descriptors (the page shows them in its language); the API's arrive in the page's language.
 */
import {
  CarEnginesResponse,
  CarNamesResponse,
  type PlateVehicle,
  PlateTyresResponse,
  PlateVehicleResponse,
} from "#src/shared/tyres/catalogue.schema.ts";
import type { z } from "zod";
import { msg } from "#src/shared/i18n/i18n.ts";
import { VEHICLE_ERROR_CODES } from "#src/shared/vehicles/vehicle-messages.ts";
import { type ApiFetch, isApiError } from "#src/web/api-context.ts";
import { loadParsed, parseOr500 } from "./tyre-api.server.ts";

export type PlatePageData =
  | { state: "found"; plate: string; vehicle: PlateVehicle; manual: boolean }
  | { state: "invalid"; plate: string; message: string }
  | {
      state: "manual";
      plate: string;
      message: string | null;
      marca: string;
      modelo: string;
      marcas: string[];
      modelos: string[];
      motores: Array<{ motor: string; combustible: string; potencia: number }>;
      /** The brand, model and engine chosen match no vehicle we know: the customer is asked to phone. */
      notIdentified: boolean;
    };

export async function loadPlate(api: ApiFetch, q: URLSearchParams): Promise<PlatePageData> {
  const plate = (q.get("matricula") ?? "").trim();
  const marca = q.get("marca") ?? "";
  const modelo = q.get("modelo") ?? "";
  const motor = q.get("motor") ?? "";
  let notIdentified = false;
  if (motor && marca && modelo) {
    const res = await api("/matricula/specs", {
      method: "POST",
      body: { marca, modelo, motor, ...(plate ? { matriculaNumber: plate } : {}) },
    });
    const body = res.json();
    if (res.status === 200)
      return { state: "found", plate, vehicle: parseOr500(PlateVehicleResponse, body), manual: true };
    notIdentified = isApiError(body) && body.error === VEHICLE_ERROR_CODES.NOT_IDENTIFIED;
  }
  if (!marca && plate) {
    const res = await api("/neumatico-por-matricula", { method: "POST", body: { matricula: plate } });
    const body = res.json();
    if (res.status === 200) {
      const found = parseOr500(PlateTyresResponse.extend({ vehiculo: PlateVehicleResponse }), body);
      return { state: "found", plate, vehicle: found.vehiculo, manual: false };
    }
    if (res.status === 400)
      return {
        state: "invalid",
        plate,
        message: isApiError(body) ? (body.errors?.matricula ?? body.message) : msg("tyreSelector.plateInvalid"),
      };
  }
  if (!plate && !marca) return { state: "invalid", plate: "", message: msg("tyreSelector.plateRequired") };
  const marcas = await loadParsed(api, "/matricula/marcas", CarNamesResponse);
  // An unknown make or model (404) just offers nothing to pick at that level.
  const modelos = marca
    ? await listOrEmpty(api, `/matricula/modelos?marca=${encodeURIComponent(marca)}`, CarNamesResponse)
    : [];
  const motores =
    marca && modelo
      ? await listOrEmpty(
          api,
          `/matricula/motores?marca=${encodeURIComponent(marca)}&modelo=${encodeURIComponent(modelo)}`,
          CarEnginesResponse,
        )
      : [];
  return {
    state: "manual",
    plate,
    message: notIdentified ? msg("tyres.plateNotIdentified") : marca ? null : msg("tyreSelector.plateNotFound"),
    notIdentified,
    marca,
    modelo,
    marcas,
    modelos,
    motores,
  };
}

async function listOrEmpty<S extends z.ZodType<unknown[]>>(
  api: ApiFetch,
  path: string,
  schema: S,
): Promise<z.infer<S>> {
  const res = await api(path);
  return res.status === 200 ? parseOr500(schema, res.json()) : ([] as z.infer<S>);
}
