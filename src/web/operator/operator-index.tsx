/** /operador: to the closures page when a staff session exists, else to the back office's login. */
import { redirect } from "react-router";
import type { Route } from "./+types/operator-index";
import { operatorToken } from "./operator-session.ts";

export function loader({ request }: Route.LoaderArgs) {
  throw redirect(operatorToken(request) ? "/operador/encerramentos" : "/operador/entrar");
}

export default function OperatorIndex() {
  return null;
}
