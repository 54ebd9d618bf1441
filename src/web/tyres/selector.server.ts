/**
 * The car tyre selector's loader and lead-step action logic (server only), on an ApiFetch so they can be tested
 * without a server. Replies are parsed with src/shared/tyres/catalogue.schema.ts: an unreadable width or brand list is
 * the 500 page; an unreadable site setting leaves the lead step off, as when it cannot be read at all.
 */
import { data, redirect } from "react-router";
import {
  LeadCreatedResponse,
  SelectorSettingsResponse,
  SizeOptionsResponse,
  TyreBrandsResponse,
} from "#src/shared/tyres/catalogue.schema.ts";
import { cleanResultsQuery, type LeadContext, type SelectorStep, STEPS } from "#src/shared/tyres/selector.ts";
import { msg } from "#src/shared/i18n/i18n.ts";
import { langOfPath, localPath, ptSegment } from "#src/shared/i18n/paths.ts";
import { sessionToken } from "#src/web/account/session.ts";
import { type ApiFetch, fieldErrors, isApiError } from "#src/web/api-context.ts";
import { leadId, leadPayload, setLeadCookie } from "./selector-lead.ts";
import { carBrands, loadParsed } from "./tyre-api.server.ts";

/** The back-office setting "ask for contact data in the selector" (GET /site-init); off when it cannot be read. */
export async function leadStepNeeded(api: ApiFetch): Promise<boolean> {
  try {
    const site = await loadParsed(api, "/site-init", SelectorSettingsResponse);
    return site.seletor?.pedirDados === true;
  } catch {
    return false;
  }
}

/**
 * A results address reached without going through the selector (the home page's size search, a link) while the
 * lead-data step is on: an anonymous visitor who is not yet a lead gives their contact data first, then sees these
 * results (spec section 2: the step comes before the results). A plate search names the customer's own car: it
 * stays as it is.
 */
export async function askForLeadFirst(api: ApiFetch, request: Request, url: URL): Promise<void> {
  if (url.searchParams.has("matricula") || leadId(request) !== null || sessionToken(request) !== null) return;
  if (!(await leadStepNeeded(api))) return;
  const query = cleanResultsQuery(url.search);
  if (query) throw redirect(localPath(langOf(request), `/seletor/dados?q=${encodeURIComponent(query)}`));
}

function langOf(request: Request) {
  return langOfPath(new URL(request.url).pathname);
}

/** /seletor/:step: the step, whether the lead-data step applies, the first measure's options and the brands. */
export async function loadSelector(api: ApiFetch, request: Request, stepParam: string | undefined) {
  // Spanish step names (when the route map translates them) are read as the Portuguese ones.
  const step = (ptSegment(stepParam) ?? "medidas") as SelectorStep;
  if (!(STEPS as readonly string[]).includes(step) || step === "resultados")
    throw data("Página não encontrada", { status: 404 });
  const [widths, brands, needed] = await Promise.all([
    loadParsed(api, "/tyres-with-values", SizeOptionsResponse),
    loadParsed(api, "/marcas", TyreBrandsResponse),
    leadStepNeeded(api),
  ]);
  const lead: LeadContext = { isLead: leadId(request) !== null, loggedIn: sessionToken(request) !== null, needed };
  return {
    step,
    lead,
    widths: widths.options,
    brands: carBrands(brands),
  };
}

export type LeadActionResult = { errors: Record<string, string>; message: string };

/**
 * The lead-data step's form: POST /leads (origen "seletor"); on success the visitor is a lead from now on (cookie) and
 * goes to the results of the search they built, sent back as `q` and rebuilt from known keys only. The page's own
 * messages are descriptors (the form shows them in its language); the API's arrive in the page's language.
 */
export async function saveSelectorLead(
  api: ApiFetch,
  request: Request,
  stepParam: string | undefined,
): Promise<LeadActionResult> {
  if (ptSegment(stepParam) !== "dados") throw data("Método não permitido", { status: 405 });
  const form = await request.formData();
  const query = cleanResultsQuery(String(form.get("q") ?? ""));
  if (!query) return { errors: {}, message: msg("tyreSelector.selectorChooseSize") };
  const res = await api("/leads", { method: "POST", body: leadPayload(form, request.headers.get("user-agent")) });
  const body = res.json();
  if (res.status === 201) {
    // The lead is saved either way; without a readable id the visitor is simply asked again next time.
    const created = LeadCreatedResponse.safeParse(body);
    const id = created.success ? created.data.id_site_lead : null;
    throw redirect(
      localPath(langOf(request), `/seletor/resultados?${query}`),
      id ? { headers: { "Set-Cookie": setLeadCookie(id, request) } } : {},
    );
  }
  if (isApiError(body) && (body.error === "VALIDATION_ERROR" || res.status === 429))
    return { errors: fieldErrors(body), message: body.message };
  return { errors: {}, message: msg("tyreSelector.leadSaveFailed") };
}
