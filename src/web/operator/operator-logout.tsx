/** /operador/sair (POST): ends the staff session on the server and drops the cookie. */
import { redirect } from "react-router";
import type { Route } from "./+types/operator-logout";
import { apiContext } from "../api-context.ts";
import { clearOperatorCookie, operatorToken } from "./operator-session.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const token = operatorToken(request);
  if (token)
    await context
      .get(apiContext)("/operador/logout", { method: "POST", headers: { authorization: `Bearer ${token}` } })
      .catch(() => null);
  throw redirect("/operador/entrar", { headers: { "Set-Cookie": clearOperatorCookie() } });
}

export function loader() {
  throw redirect("/operador");
}

export default function OperatorLogout() {
  return null;
}
