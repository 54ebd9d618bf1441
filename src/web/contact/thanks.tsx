import { Link } from "react-router";
import type { Route } from "./+types/thanks";
import { seo } from "../ui/seo.ts";

export const meta: Route.MetaFunction = () => [
  ...seo("Obrigado pelo contacto", "Recebemos o seu pedido de contacto.", "/contato/obrigado"),
  { name: "robots", content: "noindex" },
];

export default function Thanks() {
  return (
    <div className="container page" style={{ maxWidth: 640 }}>
      <h1>Obrigado!</h1>
      <p className="card" role="status">
        Recebemos a sua mensagem e respondemos em até 1 dia útil. Enviámos uma cópia para o seu e-mail.
      </p>
      <Link to="/">Voltar à página inicial</Link>
    </div>
  );
}
