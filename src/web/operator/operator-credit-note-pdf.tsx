/**
 * Resource route /operador/notas-credito/:id/pdf: streams a credit note's PDF from the API with the operator's
 * session cookie (the API wants a Bearer token, which a download link cannot carry). Without a session: the login.
 */
import { data } from "react-router";
import type { Route } from "./+types/operator-credit-note-pdf";
import { loginAgain, operatorHeaders } from "./operator-session.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data("Esta nota de crédito não existe.", { status: 404 });
  const res = await fetch(new URL(`/api/rodacerta/pt/operador/notas-credito/${id}/pdf`, request.url), {
    headers,
  }).catch(() => null);
  if (res?.status === 401) loginAgain();
  if (!res || res.status !== 200) {
    const body: unknown = await res?.json().catch(() => null);
    const message =
      typeof body === "object" && body !== null && typeof (body as { message?: unknown }).message === "string"
        ? (body as { message: string }).message
        : "Não foi possível descarregar a nota de crédito.";
    throw data(message, { status: res?.status === 404 || res?.status === 403 ? res.status : 502 });
  }
  return new Response(res.body, {
    status: 200,
    headers: {
      "content-type": res.headers.get("content-type") ?? "application/pdf",
      "content-disposition": res.headers.get("content-disposition") ?? "attachment",
      "cache-control": "private, no-store",
    },
  });
}
