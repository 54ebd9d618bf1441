/**
 * The moto revision assistant (server only, on an ApiFetch so it can be tested without a server): plate and engine
 * size → login when needed (back to the assistant after it) → brand → model → the revision with its price → basket.
 * The language is the request's (/mota/revisao or /moto/revision): redirects and messages follow it.
 */
import { data, redirect } from "react-router";
import { ptSegment } from "#src/shared/i18n/paths.ts";
import { MOTO_REVISION_PRODUCT_IDS } from "#src/shared/moto-revision/band.ts";
import {
  MotoRevisionDataResponseSchema,
  MotoRevisionDataSchema,
  type MotoRevisionState,
  MotoRevisionStateSchema,
} from "#src/shared/moto-revision/moto-revision.schema.ts";
import { type ServiceOffer, ServiceListSchema } from "#src/shared/services/service-catalogue.schema.ts";
import { authHeaders, sessionToken } from "#src/web/account/session.ts";
import type { AddProductAnswer } from "#src/shared/basket/basket-api.schema.ts";
import { answer, type ApiFetch, type ApiResponse, fieldErrors, isApiError } from "#src/web/api-context.ts";
import { type Translator, translatorFor } from "#src/web/i18n.ts";
import { basketId, setBasketCookie } from "#src/web/checkout/basket-cookie.ts";
import { MOTO_REVISION_STEPS, type MotoRevisionStep, motoRevisionStartHref, motoRevisionStepHref } from "./links.ts";

/** To log in and come back to `next` (a path already in the page's language). */
function loginRedirect(tr: Translator, next: string): never {
  throw redirect(tr.path(`/login?next=${encodeURIComponent(next)}`));
}

function resolveAll(tr: Translator, messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, tr.text(v)]));
}

async function call(api: ApiFetch, path: string, init?: Parameters<ApiFetch>[1]): Promise<ApiResponse | null> {
  let res: ApiResponse | null = null;
  for (let attempt = 0; attempt < 3 && (!res || res.status >= 502); attempt++)
    res = await api(path, init).catch(() => null);
  return res;
}

/** The four revisions by band (prices and what they include come from the catalogue); [] when it cannot be read. */
async function revisionOffers(api: ApiFetch): Promise<ServiceOffer[]> {
  const res = await call(api, "/servicos?categoria=motorbike");
  if (!res || res.status !== 200) return [];
  const parsed = ServiceListSchema.safeParse(res.json());
  if (!parsed.success) return [];
  return MOTO_REVISION_PRODUCT_IDS.map((id) => parsed.data.servicos.find((s) => s.id === id)).filter(
    (s): s is ServiceOffer => s !== undefined,
  );
}

export type StartValues = { matricula: string; cilindrada: string; eletrica: boolean };

export async function loadStart(api: ApiFetch, request: Request) {
  const tr = translatorFor(request);
  const url = new URL(request.url);
  const values: StartValues = {
    matricula: (url.searchParams.get("matricula") ?? "").slice(0, 20),
    cilindrada: (url.searchParams.get("cilindrada") ?? "").slice(0, 6),
    eletrica: url.searchParams.get("eletrica") === "1",
  };
  // Back from the login the customer was sent to: the data they gave go on to the brand/model data screen at once
  // (spec "Private area": a moto revision leads to a brand/model data screen). Any refusal shows this page.
  if (url.searchParams.get("sessao") === "1" && sessionToken(request)) {
    const parsed = MotoRevisionDataSchema.safeParse({
      matricula: values.matricula,
      cilindrada: values.eletrica ? "0" : values.cilindrada,
    });
    if (parsed.success) {
      const res = await call(api, "/moto/revision/datos", {
        method: "POST",
        body: parsed.data,
        headers: authHeaders(request),
      });
      if (res?.status === 201) {
        const created = MotoRevisionDataResponseSchema.safeParse(res.json());
        if (created.success)
          throw redirect(tr.path(motoRevisionStepHref(created.data.id_registro_lead_revision_moto, "marca")));
      }
    }
  }
  const offers = await revisionOffers(api);
  return { offers, values, loggedIn: sessionToken(request) !== null };
}

export type StartActionResult = { errors: Record<string, string>; message: string | null; values: StartValues };

/** Checks the plate and engine size, sends a visitor to log in (back here after), registers the request. */
export async function startAction(api: ApiFetch, request: Request): Promise<StartActionResult> {
  const tr = translatorFor(request);
  const form = await request.formData();
  const values: StartValues = {
    matricula: String(form.get("matricula") ?? "").slice(0, 20),
    cilindrada: String(form.get("cilindrada") ?? "").slice(0, 6),
    eletrica: form.get("eletrica") === "1",
  };
  const input = { matricula: values.matricula, cilindrada: values.eletrica ? "0" : values.cilindrada };
  const parsed = MotoRevisionDataSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const i of parsed.error.issues) errors[String(i.path[0])] ??= tr.text(i.message);
    return { errors, message: null, values };
  }
  const back = tr.path(
    motoRevisionStartHref({
      matricula: parsed.data.matricula,
      cilindrada: String(parsed.data.cilindrada),
      eletrica: values.eletrica,
    }),
  );
  if (!sessionToken(request)) loginRedirect(tr, `${back}${back.includes("?") ? "&" : "?"}sessao=1`);
  const res = await call(api, "/moto/revision/datos", {
    method: "POST",
    body: parsed.data,
    headers: authHeaders(request),
  });
  if (res?.status === 401) loginRedirect(tr, `${back}${back.includes("?") ? "&" : "?"}sessao=1`);
  if (!res || res.status >= 500) return { errors: {}, message: tr.t("booking.motoRevRetry"), values };
  const body = res.json();
  if (res.status !== 201)
    return {
      errors: isApiError(body) ? resolveAll(tr, fieldErrors(body)) : {},
      message: isApiError(body) && !body.errors ? tr.text(body.message) : null,
      values,
    };
  const created = MotoRevisionDataResponseSchema.parse(body);
  throw redirect(tr.path(motoRevisionStepHref(created.id_registro_lead_revision_moto, "marca")));
}

/** The step of the address, by its Portuguese name (the Spanish site's "revision" is "revisao"). */
function stepOf(tr: Translator, value: string | undefined): MotoRevisionStep {
  const pt = ptSegment(value);
  const step = MOTO_REVISION_STEPS.find((s) => s === pt);
  if (!step) throw data(tr.t("booking.notFound"), { status: 404 });
  return step;
}

function leadIdOf(tr: Translator, value: string | undefined): number {
  const id = /^\d{1,9}$/.test(value ?? "") ? Number(value) : 0;
  if (id <= 0) throw data(tr.t("booking.notFound"), { status: 404 });
  return id;
}

/** The request as the API knows it; a visitor goes to log in and comes back to this step. */
async function state(
  api: ApiFetch,
  request: Request,
  tr: Translator,
  id: number,
  marca: string | null,
): Promise<MotoRevisionState> {
  const url = new URL(request.url);
  if (!sessionToken(request)) loginRedirect(tr, `${url.pathname}${url.search}`);
  const path = `/moto/revision/${id}${marca ? `?marca=${encodeURIComponent(marca)}` : ""}`;
  const res = await call(api, path, { headers: authHeaders(request) });
  if (res?.status === 401) loginRedirect(tr, `${url.pathname}${url.search}`);
  if (!res) throw data(tr.t("booking.motoRevRetry"), { status: 500 });
  const body = res.json();
  // An unknown brand in the address: back to the brand list.
  if (res.status === 404 && marca && isApiError(body) && body.error === "MOTO_BRAND_NOT_FOUND")
    throw redirect(tr.path(motoRevisionStepHref(id, "marca")));
  if (res.status >= 400) {
    const message = isApiError(body) ? tr.text(body.message) : tr.t("booking.motoRevError");
    throw data(message, { status: res.status === 403 || res.status === 404 ? res.status : 500 });
  }
  return MotoRevisionStateSchema.parse(body);
}

export async function loadStep(api: ApiFetch, request: Request, params: { id?: string; step?: string }) {
  const tr = translatorFor(request);
  const step = stepOf(tr, params.step);
  const id = leadIdOf(tr, params.id);
  const marca = step === "modelo" ? new URL(request.url).searchParams.get("marca") : null;
  if (step === "modelo" && !marca) throw redirect(tr.path(motoRevisionStepHref(id, "marca")));
  const s = await state(api, request, tr, id, marca);
  if (step === "revisao" && !s.moto) throw redirect(tr.path(motoRevisionStepHref(id, "marca")));
  return {
    step,
    state: s,
    startHref: motoRevisionStartHref({
      matricula: s.matricula,
      cilindrada: String(s.cilindrada),
      eletrica: s.cilindrada === 0,
    }),
  };
}

export type StepActionResult = { errors: Record<string, string>; message: string | null };

/** "modelo": completes the request with the model; "revisao": puts the revision in the basket with the plate. */
export async function stepAction(
  api: ApiFetch,
  request: Request,
  params: { id?: string; step?: string },
): Promise<StepActionResult> {
  const tr = translatorFor(request);
  const step = stepOf(tr, params.step);
  const id = leadIdOf(tr, params.id);
  const url = new URL(request.url);
  if (!sessionToken(request)) loginRedirect(tr, `${url.pathname}${url.search}`);
  const headers = authHeaders(request);
  const form = await request.formData();
  if (step === "modelo") {
    const marca = String(form.get("marca") ?? "").slice(0, 40);
    const idMoto = String(form.get("id_moto") ?? "");
    if (!idMoto) return { errors: { id_moto: tr.t("booking.motoRevChooseModelError") }, message: null };
    const res = await call(api, "/moto/revision/lead", {
      method: "POST",
      body: { id_registro_lead_revision_moto: id, id_site_marca_moto: marca, id_moto: idMoto },
      headers,
    });
    if (res?.status === 401) loginRedirect(tr, `${url.pathname}${url.search}`);
    if (!res || res.status >= 500) return { errors: {}, message: tr.t("booking.motoRevRetry") };
    const body = res.json();
    if (res.status !== 200)
      return {
        errors: isApiError(body) ? resolveAll(tr, fieldErrors(body)) : {},
        message: isApiError(body) ? tr.text(body.message) : tr.t("booking.motoRevRetry"),
      };
    throw redirect(tr.path(motoRevisionStepHref(id, "revisao")));
  }
  if (step !== "revisao") throw data(tr.t("booking.motoRevMethodNotAllowed"), { status: 405 });

  // The product is the one the request decides (never an id from the form).
  const s = await state(api, request, tr, id, null);
  if (!s.moto) throw redirect(tr.path(motoRevisionStepHref(id, "marca")));
  const setPlate = (cestaID: string) =>
    api("/cesta/update", { method: "POST", body: { cestaState: { cestaID, matricula: s.matricula } }, headers });
  let cestaID = basketId(request);
  if (cestaID && (await setPlate(cestaID)).status !== 200) cestaID = null;
  const res = await api(`/cesta-product/${s.producto.idNavision}`, {
    method: "POST",
    body: { cantidad: 1, ...(cestaID ? { cestaID } : {}) },
    headers,
  });
  const body = res.json();
  if (res.status !== 201)
    return { errors: {}, message: isApiError(body) ? tr.text(body.message) : tr.t("booking.motoRevRetry") };
  const created = answer<typeof AddProductAnswer>(res).cestaID;
  if (created !== cestaID) await setPlate(created);
  throw redirect(tr.path(`/carrinho/pedido?adicionado=${encodeURIComponent(s.producto.idNavision)}`), {
    headers: { "Set-Cookie": setBasketCookie(created, request) },
  });
}
