/**
 * Loaders and the truck quote action of the service pages (server only). Reads go through loadApi; a failed read
 * becomes a message on the page (spec section 8: "Error loading services", workshop search under maintenance), never
 * the 500 page, because the page's own copy is still worth showing.
 */
import { data, type RouterContextProvider } from "react-router";
import { ContactSchema } from "#src/shared/contact/contact.schema.ts";
import { type MessageKey, msg } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { langOfPath, ptPath } from "#src/shared/i18n/paths.ts";
import { formatMessage } from "#src/shared/messages.ts";
import {
  OzoneKitsSchema,
  type ServiceCategory,
  type ServiceOffer,
  ServiceListSchema,
  ServiceWorkshopsSchema,
} from "#src/shared/services/service-catalogue.schema.ts";
import { apiContext, isApiError, loadApi } from "../api-context.ts";
import type { QuoteResult, WorkshopsResult } from "./offer-format.ts";
import { findHub, findServicePage, HUB_OF, hubIn, servicePageIn } from "#src/shared/services/pages/service-pages.ts";

type Ctx = Readonly<RouterContextProvider>;

// Messages are descriptors (msg): the page shows them with text() in its language.
export const SERVICES_ERROR = msg("services.errorServices");
export const WORKSHOPS_ERROR = msg("services.errorWorkshops");
export const KITS_ERROR = msg("services.errorKits");
export const QUOTE_ERROR = msg("services.errorQuote");
export const noWorkshopsMessage = (cp: string) => msg("services.workshopsNoneNear", { cp });
const NOT_FOUND = msg("services.notFound");

const HUB_LABEL: Record<ServiceCategory, MessageKey> = {
  car: "services.crumbCar",
  motorbike: "services.crumbMoto",
  truck: "services.crumbTruck",
};

/** The page's language and its Portuguese path (the key of the page copy), without a `.data` suffix or a last "/". */
function pageOf(pathname: string): { lang: Lang; pt: string } {
  const clean = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  return { lang: langOfPath(clean), pt: ptPath(clean) };
}

/** The API's postcode forms (PT 1234-567 or 1234567, ES 12345); anything else is a field error without a call. */
const POSTCODE = /^(\d{4}-?\d{3}|\d{5})$/;

/** A GET through loadApi (with its retries) whose failure is a value: the status and the API's message. */
async function read(
  ctx: Ctx,
  path: string,
): Promise<{ ok: true; body: unknown } | { ok: false; status: number; message: string }> {
  try {
    return { ok: true, body: await loadApi<unknown>(ctx, path) };
  } catch (e) {
    const thrown = e as { init?: { status?: number } | null; data?: unknown };
    return {
      ok: false,
      status: thrown.init?.status ?? 500,
      message: typeof thrown.data === "string" ? thrown.data : "",
    };
  }
}

/** The category's offers by id; null when the catalogue could not be read. */
async function offersOf(ctx: Ctx, categoria: ServiceCategory): Promise<Record<string, ServiceOffer> | null> {
  const r = await read(ctx, `/servicos?categoria=${categoria}`);
  const parsed = r.ok ? ServiceListSchema.safeParse(r.body) : null;
  if (!parsed?.success) return null;
  return Object.fromEntries(parsed.data.servicos.map((s) => [s.id, s]));
}

/** Lowest price of the offers a card stands for, and whether it is a "from" price (appointments). */
function priceFrom(offers: Array<ServiceOffer | undefined>): { precio: number; desde: boolean } | null {
  const found = offers.filter((o): o is ServiceOffer => o !== undefined);
  if (found.length === 0) return null;
  const min = found.reduce((a, b) => (b.precio < a.precio ? b : a));
  return { precio: min.precio, desde: found.length > 1 || min.kind === "appointment" };
}

export async function loadHub(ctx: Ctx, pathname: string) {
  const { lang, pt } = pageOf(pathname);
  const found = findHub(pt);
  if (!found) throw data(NOT_FOUND, { status: 404 });
  const hub = hubIn(lang, found);
  const offers = await offersOf(ctx, hub.categoria);
  const cards = hub.cards.map((c) => ({
    path: c.path,
    title: c.title,
    summary: c.summary,
    price: offers ? priceFrom(c.offers.map((id) => offers[id])) : null,
    quote: "quote" in c && c.quote === true,
  }));
  return {
    path: hub.path,
    title: hub.title,
    intro: hub.intro,
    description: hub.description,
    cards,
    error: offers ? null : SERVICES_ERROR,
  };
}

/** Workshops doing `serviceId` near the postcode `cp` (null when no postcode was typed yet). */
export async function loadWorkshops(ctx: Ctx, serviceId: string, cp: string): Promise<WorkshopsResult | null> {
  const typed = cp.trim();
  if (!typed) return null;
  const fail = (error: string) => ({ cp: typed, error, total: 0 as const, oficinas: [] as [] });
  if (!POSTCODE.test(typed)) return fail(formatMessage("código postal"));
  const r = await read(ctx, `/servicos/${encodeURIComponent(serviceId)}/oficinas?cp=${encodeURIComponent(typed)}`);
  if (!r.ok) return fail(r.status === 400 && r.message ? r.message : WORKSHOPS_ERROR);
  const parsed = ServiceWorkshopsSchema.safeParse(r.body);
  if (!parsed.success) return fail(WORKSHOPS_ERROR);
  if (parsed.data.oficinas.length === 0) return fail(noWorkshopsMessage(typed));
  return { cp: typed, error: null, total: parsed.data.total, oficinas: parsed.data.oficinas.slice(0, 6) };
}

export async function loadServicePage(ctx: Ctx, url: URL) {
  const { lang, pt } = pageOf(url.pathname);
  const found = findServicePage(pt);
  if (!found) throw data(NOT_FOUND, { status: 404 });
  const page = servicePageIn(lang, found);
  const offers = await offersOf(ctx, page.categoria);
  const shown = offers ? page.offers.map((id) => offers[id]).filter((o): o is ServiceOffer => o !== undefined) : [];
  const cp = url.searchParams.get("cp") ?? "";
  const primary = shown[0];
  const workshops = primary ? await loadWorkshops(ctx, primary.id, cp) : null;
  return {
    page,
    hub: { label: msg(HUB_LABEL[page.categoria]), to: HUB_OF[page.categoria].to },
    offers: shown,
    cp,
    workshops,
    error: offers ? null : SERVICES_ERROR,
  };
}

export async function loadOzoneKits(ctx: Ctx) {
  const r = await read(ctx, "/kits-ozono");
  const parsed = r.ok ? OzoneKitsSchema.safeParse(r.body) : null;
  const kits: ServiceOffer[] = parsed?.success ? parsed.data.kits : [];
  return { kits, error: parsed?.success ? (kits.length ? null : KITS_ERROR) : KITS_ERROR };
}

/**
 * The truck pages' quote request: a contact request with reason "quote" (POST /contactar), naming the page's
 * service. Validated here with the shared ContactSchema first, so the form gets field errors without a round trip.
 */
export async function sendQuote(ctx: Ctx, pathname: string, form: FormData): Promise<QuoteResult> {
  const page = findServicePage(pageOf(pathname).pt);
  if (!page?.quote) throw data(NOT_FOUND, { status: 404 });
  const payload = {
    reason: "quote",
    nombre: String(form.get("nombre") ?? ""),
    email: String(form.get("email") ?? ""),
    telefono: String(form.get("telefono") ?? ""),
    comentario: String(form.get("comentario") ?? ""),
    vehicle: String(form.get("vehicle") ?? "").trim() || undefined,
    services: [page.path.split("/").pop() ?? page.path],
  };
  const parsed = ContactSchema.safeParse(payload);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { sent: false, message: msg("services.quoteFixFields"), errors };
  }
  const res = await ctx
    .get(apiContext)("/contactar", { method: "POST", body: { data: parsed.data } })
    .catch(() => null);
  if (res?.status === 201) return { sent: true };
  const body = res?.json();
  if (!res || res.status >= 500 || !isApiError(body)) return { sent: false, message: QUOTE_ERROR, errors: {} };
  const errors: Record<string, string> = {};
  for (const [k, v] of Object.entries(body.errors ?? {})) errors[k.replace(/^data\./, "")] = v;
  return { sent: false, message: body.message, errors };
}
