/**
 * The private area's loader and action logic (server only), on an ApiFetch so it can be tested without a server.
 * Every answer is parsed with its schema from src/shared/account; every failure gives the catalogue's own message
 * (spec section 8) for the tab or form where it happened, never an empty list standing in for an error.
 */
import { redirect } from "react-router";
import type { z } from "zod";
import { ACCOUNT_MESSAGES, invoiceErrorMessage } from "#src/shared/account/account-messages.ts";
import { msg } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import {
  AppointmentsResponse,
  HistoryResponse,
  InvoicesResponse,
  OrdersResponse,
  UserInfoResponse,
  VehiclesResponse,
  type UserInfo,
} from "#src/shared/account/private-area.schema.ts";
import { VEHICLE_MESSAGES, vehicleErrorMessage } from "#src/shared/vehicles/vehicle-messages.ts";
import { clearBasketCookie } from "../checkout/basket-cookie.ts";
import { type ApiFetch, type ApiResponse, fieldErrors, isApiError } from "../api-context.ts";
import { clearSessionCookie } from "./session.ts";

export const TAB_SLUGS = ["", "historial", "os-meus-dados", "veiculos", "marcacoes", "encomendas", "faturas"] as const;
export type TabSlug = (typeof TAB_SLUGS)[number];

export function isTab(value: string): value is TabSlug {
  return (TAB_SLUGS as readonly string[]).includes(value);
}

/** The list each tab shows, or null when it failed to load (the tab then shows `error`, not an empty state). */
export type TabLists = {
  history: z.infer<typeof HistoryResponse>["historial"] | null;
  vehicles: z.infer<typeof VehiclesResponse> | null;
  appointments: z.infer<typeof AppointmentsResponse> | null;
  orders: z.infer<typeof OrdersResponse> | null;
  invoices: z.infer<typeof InvoicesResponse> | null;
};

export type PrivateAreaData = {
  tab: TabSlug;
  info: UserInfo | null;
  /** The tab's load failure, in the catalogue's words (a descriptor: the page shows it in its language). */
  error: string | null;
  /** An invoice download that failed (the download route comes back here with the API's code); a descriptor. */
  invoiceError: string | null;
} & TabLists;

const NO_LISTS: TabLists = { history: null, vehicles: null, appointments: null, orders: null, invoices: null };

/** The answer's body when it is a 200 of the expected shape, else null. */
function parsed<S extends z.ZodType>(res: ApiResponse | null, schema: S): z.infer<S> | null {
  if (!res || res.status !== 200) return null;
  const r = schema.safeParse(res.json());
  return r.success ? r.data : null;
}

async function get(api: ApiFetch, path: string, headers: Record<string, string>): Promise<ApiResponse | null> {
  return api(path, { headers }).catch(() => null);
}

/**
 * The tab's data. An expired session goes to the login page (and back, in the page's language `lang`); the
 * profile's failure is the catalogue's "problem loading your data", each list's failure its own message.
 */
export async function loadPrivateArea(
  api: ApiFetch,
  headers: Record<string, string>,
  tab: TabSlug,
  search: URLSearchParams,
  lang: Lang = "pt",
): Promise<PrivateAreaData> {
  const me = await get(api, "/users/fetchInfo", headers);
  if (me?.status === 401) {
    const here = localPath(lang, `/area-privado${tab ? `/${tab}` : ""}`);
    throw redirect(`${localPath(lang, "/login")}?next=${encodeURIComponent(here)}`, {
      headers: { "Set-Cookie": clearSessionCookie() },
    });
  }
  const info = parsed(me, UserInfoResponse);
  const base = { tab, info, invoiceError: null, ...NO_LISTS };
  if (!info) return { ...base, error: ACCOUNT_MESSAGES.LOAD_FAILED };
  const id = info.user.id_site_usuario;
  switch (tab) {
    case "historial": {
      const history = parsed(await get(api, `/users/${id}/history`, headers), HistoryResponse)?.historial ?? null;
      return { ...base, history, error: history ? null : ACCOUNT_MESSAGES.HISTORY_FAILED };
    }
    case "veiculos": {
      const vehicles = parsed(await get(api, `/vehicles/${id}`, headers), VehiclesResponse);
      return { ...base, vehicles, error: vehicles ? null : ACCOUNT_MESSAGES.VEHICLES_FAILED };
    }
    case "marcacoes": {
      const appointments = parsed(await get(api, `/citas-previas/${id}`, headers), AppointmentsResponse);
      return { ...base, appointments, error: appointments ? null : ACCOUNT_MESSAGES.APPOINTMENTS_FAILED };
    }
    case "encomendas": {
      const orders = parsed(await get(api, `/users/${id}/pedidos`, headers), OrdersResponse);
      return { ...base, orders, error: orders ? null : ACCOUNT_MESSAGES.ORDERS_FAILED };
    }
    case "faturas": {
      const invoices = parsed(await get(api, `/users/${id}/facturas`, headers), InvoicesResponse);
      const code = search.get("erro");
      return {
        ...base,
        invoices,
        error: invoices ? null : ACCOUNT_MESSAGES.INVOICES_FAILED,
        invoiceError: code ? invoiceErrorMessage(code) : null,
      };
    }
    default:
      return { ...base, error: null };
  }
}

/** Which form an action answered, so the message shows in that form. */
export type ActionForm = "data" | "consents" | "delete" | "vehicle" | "vehicles" | "orders";

export type ActionData = {
  form: ActionForm;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  /** The plate is not in the registry: the vehicle form asks for brand and model. */
  needManual?: boolean;
};

const done = (form: ActionForm, message: string): ActionData => ({ form, ok: true, message, errors: {} });
const failed = (form: ActionForm, message: string, errors: Record<string, string> = {}): ActionData => ({
  form,
  ok: false,
  message,
  errors,
});

/** The API's field errors keyed by the form's input names (the last path segment). */
function inputErrors(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (isApiError(body)) for (const [k, v] of Object.entries(body.errors ?? {})) out[k.split(".").at(-1) as string] = v;
  return out;
}

async function send(api: ApiFetch, path: string, init: Parameters<ApiFetch>[1]) {
  const res = await api(path, init).catch(() => null);
  return { status: res?.status ?? 0, body: res ? res.json() : null };
}

/** The profile form's fields as the PATCH /users/{id} payload (empty fields are left as they are). */
export function profilePayload(f: FormData): Record<string, unknown> {
  const text = (k: string) => String(f.get(k) ?? "").trim();
  const payload: Record<string, unknown> = {};
  for (const k of ["nombre", "apellidos", "telefono", "fecha_nacimiento"]) if (text(k)) payload[k] = text(k);
  const genero = text("genero");
  if (genero) payload.genero = genero;
  // The description goes with "other" only; an emptied description clears it.
  if (genero === "other") payload.genero_descripccion = text("genero_descripccion");
  const address: Record<string, string> = {};
  for (const k of ["calle", "numero", "poblacion", "codigo_postal"]) if (text(k)) address[k] = text(k);
  if (Object.keys(address).length) payload.address = address;
  if (text("numero_documento"))
    payload.documento = {
      tipo_documento: text("tipo_documento"),
      pais_documento: text("pais_documento"),
      numero_documento: text("numero_documento"),
    };
  return payload;
}

/** A form's answer; messages are descriptors or the API's text, which the page shows in its language (`lang`). */
export async function privateAreaAction(
  api: ApiFetch,
  headers: Record<string, string>,
  f: FormData,
  lang: Lang = "pt",
): Promise<ActionData> {
  const intent = String(f.get("intent"));
  const id = Number(f.get("userId"));
  switch (intent) {
    case "logout": {
      await api("/users/logout", { method: "POST", headers }).catch(() => null);
      // The basket resets on logout.
      const out = new Headers();
      out.append("Set-Cookie", clearSessionCookie());
      out.append("Set-Cookie", clearBasketCookie());
      throw redirect(localPath(lang, "/"), { headers: out });
    }
    case "delete": {
      if (f.get("confirmar") !== "on") return failed("delete", msg("account.doneDeleteConfirm"));
      const res = await send(api, `/users/${id}`, { method: "DELETE", headers, body: { confirm: true } });
      if (res.status !== 200) return failed("delete", ACCOUNT_MESSAGES.DELETE_FAILED);
      throw redirect(localPath(lang, "/?conta=apagada"), { headers: { "Set-Cookie": clearSessionCookie() } });
    }
    case "add-vehicle": {
      // Kilometres always (spec section 5); brand and model only when the registry did not know the plate.
      const body = {
        idUsuario: id,
        matriculaNumber: String(f.get("matricula") ?? ""),
        vehicleData: {
          kms: String(f.get("kms") ?? ""),
          ...(f.get("moto") === "on" ? { tipo: "moto" } : {}),
          ...(f.get("marca") ? { marca: String(f.get("marca")), modelo: String(f.get("modelo") ?? "") } : {}),
        },
      };
      const res = await send(api, "/matricula/add-vehicle-db", { method: "POST", headers, body });
      if (res.status === 201) return done("vehicle", msg("account.doneVehicleSaved"));
      const b = res.body;
      if (!isApiError(b)) return failed("vehicle", VEHICLE_MESSAGES.SAVE_FAILED);
      const result = failed(
        "vehicle",
        vehicleErrorMessage(b.error) ?? (res.status < 500 ? b.message : VEHICLE_MESSAGES.SAVE_FAILED),
        fieldErrors(b, ["vehicleData"]),
      );
      return b.error === "PLATE_NOT_FOUND" ? { ...result, needManual: true } : result;
    }
    case "delete-vehicle": {
      const plate = String(f.get("plate") ?? "");
      const res = await send(api, `/vehicles/${id}/${encodeURIComponent(plate)}`, { method: "DELETE", headers });
      if (res.status === 200) return done("vehicles", msg("account.doneVehicleDeleted", { plate }));
      return failed(
        "vehicles",
        isApiError(res.body) && res.status === 404 ? res.body.message : ACCOUNT_MESSAGES.VEHICLE_DELETE_FAILED,
      );
    }
    case "cancel-order": {
      const numero = String(f.get("pedido") ?? "");
      const res = await send(api, `/pedidos/${encodeURIComponent(numero)}/cancelar`, { method: "POST", headers });
      if (res.status === 200) return done("orders", msg("account.doneOrderCancelled", { number: numero }));
      return failed(
        "orders",
        isApiError(res.body) && res.status < 500 ? res.body.message : msg("account.errorOrderCancel"),
      );
    }
    case "consents": {
      const res = await send(api, `/users/${id}`, {
        method: "PATCH",
        headers,
        body: { promo_email: f.get("promo_email") === "on", promo_sms: f.get("promo_sms") === "on" },
      });
      return res.status === 200
        ? done("consents", msg("account.doneConsents"))
        : failed("consents", ACCOUNT_MESSAGES.CONSENTS_FAILED);
    }
    default: {
      const res = await send(api, `/users/${id}`, { method: "PATCH", headers, body: profilePayload(f) });
      if (res.status === 200) return done("data", msg("account.doneData"));
      const b = res.body;
      // Wrong fields (400) and refused documents (409: NIF change by phone, a document of another user) are the
      // customer's to fix, with the server's words; anything else is the catalogue's update failure.
      if (isApiError(b) && res.status === 400) return failed("data", b.message, inputErrors(b));
      if (isApiError(b) && res.status === 409) return failed("data", b.message, { numero_documento: b.message });
      return failed("data", ACCOUNT_MESSAGES.UPDATE_FAILED);
    }
  }
}
