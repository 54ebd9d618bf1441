/**
 * The tyre product and model pages' data and their "tell me when in stock" form (server only), on an ApiFetch so they
 * can be tested without a server. The replies are parsed with src/shared/tyres/catalogue.schema.ts: one of another
 * shape is the 500 page (loader) or the form's failure message (action). The form's own messages are descriptors
 * (the page shows them in its language); the API's arrive in the page's language.
 */
import { data, redirect } from "react-router";
import {
  TyreModelResponse,
  TyreProductResponse,
  TyreRequestCreatedResponse,
} from "#src/shared/tyres/catalogue.schema.ts";
import { msg, t } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import { TyreRequestSchema } from "#src/shared/tyres/request.schema.ts";
import { treadSvg } from "#src/shared/tyres/tread.ts";
import { parseProductSlug } from "#src/shared/tyres/types.ts";
import { type ApiFetch, isApiError } from "#src/web/api-context.ts";
import { loadParsed } from "./tyre-api.server.ts";

/**
 * /pneus/{marca}/{modelo} (model page) and /pneus/{marca}/{modelo}-{specs}[-fm] (product page); `lang` is the page's
 * (a wrong address is sent to the product's address in that language).
 */
export async function loadProductOrModel(
  api: ApiFetch,
  params: { marca: string; rest: string },
  today: string,
  lang: Lang = "pt",
) {
  const parsed = parseProductSlug(params.rest);
  if (parsed) {
    const product = await loadParsed(api, `/neumaticos/${parsed.id}`, TyreProductResponse);
    if (product.marcaSlug !== params.marca || product.modeloSlug !== parsed.modeloSlug)
      throw data("Página não encontrada", { status: 404 });
    // Wrong size text with a right id: send the visitor (and crawlers) to the one canonical address.
    if (`/pneus/${params.marca}/${params.rest.replace(/-fm$/, "")}` !== product.url)
      throw redirect(localPath(lang, product.url), 301);
    // The tread drawing, drawn here: the page shows it inline without the code that draws it (issue 15, goal 3).
    const drawing = treadSvg(product, t(lang, "tyreCard.treadAlt", { brand: product.marca, model: product.modelo }));
    return { kind: "product" as const, product, today, drawing };
  }
  if (!/^[a-z0-9-]+$/.test(params.rest) || !/^[a-z0-9-]+$/.test(params.marca))
    throw data("Página não encontrada", { status: 404 });
  const model = await loadParsed(
    api,
    `/tyres-model?marca=${encodeURIComponent(params.marca)}&modelo=${encodeURIComponent(params.rest)}`,
    TyreModelResponse,
  );
  return { kind: "model" as const, model };
}

export type TyreRequestResult = { ok: boolean; errors: Record<string, string>; message: string };

const REQUEST_FAILED = msg("tyreProduct.requestFailed");

/** The out-of-stock request form: checked with the shared schema, then POST /neumatico-solicitado. */
export async function requestTyre(api: ApiFetch, form: Record<string, FormDataEntryValue>): Promise<TyreRequestResult> {
  const parsed = TyreRequestSchema.safeParse({ ...form, precio: form.precio ? Number(form.precio) : undefined });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { ok: false, errors, message: msg("tyreProduct.requestReview") };
  }
  const res = await api("/neumatico-solicitado", { method: "POST", body: parsed.data });
  const body = res.json();
  if (res.status >= 400)
    return {
      ok: false,
      errors: isApiError(body) ? (body.errors ?? {}) : {},
      message: isApiError(body) ? body.message : REQUEST_FAILED,
    };
  const created = TyreRequestCreatedResponse.safeParse(body);
  return created.success
    ? { ok: true, errors: {}, message: created.data.message }
    : { ok: false, errors: {}, message: REQUEST_FAILED };
}
