/**
 * /sair-da-conta-do-cliente (POST): a staff member leaves the customer's account they opened from the back office.
 * Ends this session only (the customer's own sessions stay), drops both cookies and goes back to the customer's page
 * in the back office (Portuguese only). A GET (or a visitor who is not inside anyone's account) goes to the home page
 * in the address's language (/salir-de-la-cuenta-del-cliente → /es).
 */
import { redirect } from "react-router";
import type { Route } from "./+types/impersonation-exit";
import { apiContext } from "../api-context.ts";
import { clearImpersonationCookies, loadImpersonation } from "./impersonation.ts";
import { authHeaders } from "./session.ts";
import { clearBasketCookie } from "../checkout/basket-cookie.ts";
import { translatorOf } from "./lang.ts";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(translatorOf(request).path("/"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  const who = await loadImpersonation(api, request);
  const headers = new Headers();
  for (const c of clearImpersonationCookies()) headers.append("Set-Cookie", c);
  headers.append("Set-Cookie", clearBasketCookie()); // the customer's basket stays theirs
  if (!who) return redirect(translatorOf(request).path("/"), { headers });
  await api("/users/logout", { method: "POST", headers: authHeaders(request) });
  return redirect(`/operador/clientes/${who.cliente.id}`, { headers });
}
