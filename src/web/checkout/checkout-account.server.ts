/**
 * The checkout's account intents: log in or register inside the checkout, and remember the billing data. Messages
 * are passed on as the API or the account catalogue wrote them (text or descriptors); the page shows them with text().
 */
import { redirect } from "react-router";
import { ACCOUNT_MESSAGES } from "#src/shared/account/account-messages.ts";
import { ADD_CLIENT_FAILED, LOGIN_MESSAGES } from "#src/shared/account/account.schema.ts";
import type { SessionAnswer, UserInfoAnswer } from "#src/shared/account/account-api.schema.ts";
import { answer, type ApiFetch, isApiError } from "../api-context.ts";
import { setSessionCookie } from "../account/session.ts";
import { translatorFor } from "../i18n.ts";
import type { ActionResult } from "./checkout-types.ts";

export async function loginIntent(
  api: ApiFetch,
  request: Request,
  form: FormData,
  cestaID: string | null,
): Promise<ActionResult> {
  const res = await api("/users/auth", {
    method: "POST",
    body: {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      ...(cestaID ? { cestaID } : {}),
    },
  });
  const body = res.json();
  if (res.status === 200)
    throw redirect(translatorFor(request).path("/carrinho/pagamento"), {
      headers: {
        "Set-Cookie": setSessionCookie(
          answer<typeof SessionAnswer>(res).token,
          new URL(request.url).protocol === "https:",
        ),
      },
    });
  if (isApiError(body) && body.error === "WRONG_CREDENTIALS")
    return { form: "login", message: LOGIN_MESSAGES.WRONG_CREDENTIALS };
  if (isApiError(body) && res.status === 400)
    return { form: "login", message: body.message, errors: body.errors ?? {} };
  return {
    form: "login",
    message: isApiError(body) && body.error === "TOO_MANY_ATTEMPTS" ? body.message : LOGIN_MESSAGES.OTHER,
  };
}

export async function registerIntent(
  api: ApiFetch,
  request: Request,
  form: FormData,
  cestaID: string | null,
): Promise<ActionResult> {
  // Registration inside the checkout: the step bar and the summary stay; the basket follows the new account.
  const text = (k: string) => String(form.get(k) ?? "");
  const payload = {
    nombre: text("nombre"),
    apellidos: text("apellidos"),
    email: text("email"),
    password: text("password"),
    confirmPassword: text("confirmPassword"),
    telefono: text("telefono"),
    codigo_postal: text("codigo_postal"),
    privacidad: form.get("privacidad") === "on",
    permiso_comercial: form.get("permiso_comercial") === "on",
    ...(cestaID ? { cestaID } : {}),
  };
  const res = await api("/users", { method: "POST", body: payload });
  const body = res.json();
  if (res.status === 201)
    throw redirect(translatorFor(request).path("/carrinho/pagamento"), {
      headers: {
        "Set-Cookie": setSessionCookie(
          answer<typeof SessionAnswer>(res).token,
          new URL(request.url).protocol === "https:",
        ),
      },
    });
  // Fields to fix (4xx) in the server's words; a failure on our side is the catalogue's pre-register failure.
  return {
    form: "register",
    message: isApiError(body) && res.status < 500 ? body.message : ACCOUNT_MESSAGES.PRE_REGISTER_FAILED,
    errors: isApiError(body) ? (body.errors ?? {}) : {},
  };
}

/**
 * "Guardar estes dados": the billing address and NIF become the customer's stored address and document, so the next
 * order's billing step is prefilled. Best effort: the order is already made, a refusal (e.g. a NIF that may only
 * be changed by phone) does not stop it.
 */
export async function rememberBilling(api: ApiFetch, headers: Record<string, string>, b: Record<string, string>) {
  const me = await api("/users/fetchInfo", { headers });
  if (me.status !== 200) return;
  const info = answer<typeof UserInfoAnswer>(me);
  const nif = (b.nif ?? "").replace(/\s/g, "").toUpperCase();
  const documento =
    nif && nif !== info.user.numero_documento
      ? {
          tipo_documento: /^\d{9}$/.test(nif) ? "NIF" : /^[XYZ]/.test(nif) ? "NIE" : "DNI",
          pais_documento: /^\d{9}$/.test(nif) ? "PT" : "ES",
          numero_documento: nif,
        }
      : undefined;
  const address = { calle: b.calle, numero: b.numero, poblacion: b.poblacion, codigo_postal: b.codigo_postal };
  const res = await api(`/users/${info.user.id_site_usuario}`, {
    method: "PATCH",
    body: { address, ...(documento ? { documento } : {}) },
    headers,
  });
  // A refused document must not lose the address.
  if (res.status !== 200 && documento)
    await api(`/users/${info.user.id_site_usuario}`, { method: "PATCH", body: { address }, headers });
}

/**
 * DNI registration during payment (spec section 8): a personal NIF/DNI on the invoice is registered as the customer's
 * document before the order is made. A document already registered under another account stops the payment with
 * the catalogue's message at the NIF field; other refusals (a NIF only changed by phone, a format the order's own
 * check reports) do not stop it.
 */
export async function registerBillingDocument(
  api: ApiFetch,
  headers: Record<string, string>,
  nifInput: string,
): Promise<ActionResult | null> {
  const nif = nifInput.replace(/\s/g, "").toUpperCase();
  if (!nif) return null;
  const me = await api("/users/fetchInfo", { headers });
  if (me.status !== 200) return null;
  const info = answer<typeof UserInfoAnswer>(me);
  if (info.user.numero_documento === nif) return null;
  const res = await api("/users/add-client/ws", {
    method: "POST",
    headers,
    body: {
      idUser: info.user.id_site_usuario,
      numero_documento: nif,
      tipo_documento: /^\d{9}$/.test(nif) ? "NIF" : /^[XYZ]/.test(nif) ? "NIE" : "DNI",
      pais_documento: /^\d{9}$/.test(nif) ? "PT" : "ES",
    },
  });
  const body = res.json();
  if (isApiError(body) && body.error === "DNI_REGISTRATION_FAILED")
    return { message: ADD_CLIENT_FAILED, errors: { nif: ADD_CLIENT_FAILED }, code: body.error };
  return null;
}
