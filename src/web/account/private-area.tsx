import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/private-area";
import { apiContext } from "../api-context.ts";
import { seo } from "../ui/seo.ts";
import { authHeaders, clearSessionCookie, sessionToken } from "./session.ts";

type Info = { user: { nombre: string; apellidos: string; email: string }; address: { telefono: string | null; codigo_postal: string | null; provincia: string | null }; percentCompleted: number };

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!sessionToken(request)) throw redirect(`/login?next=${encodeURIComponent(new URL(request.url).pathname)}`);
  const res = await context.get(apiContext)("/users/fetchInfo", { headers: authHeaders(request) });
  if (res.status === 401) throw redirect("/login?next=/area-privado", { headers: { "Set-Cookie": clearSessionCookie() } });
  if (res.status !== 200) return { info: null, error: "Ha habido un problema cargando tus datos" };
  return { info: res.json() as Info, error: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  await context.get(apiContext)("/users/logout", { method: "POST", headers: authHeaders(request) });
  throw redirect("/", { headers: { "Set-Cookie": clearSessionCookie() } });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [...seo("A minha área", "A sua área privada RodaCerta.", "/area-privado"), { name: "robots", content: "noindex" }];

export default function PrivateArea({ loaderData }: Route.ComponentProps) {
  const { info, error } = loaderData;
  return (
    <div className="container page">
      <h1>A minha área</h1>
      <nav aria-label="Área privada">
        <ul className="chips">
          <li>
            <Link to="/area-privado" aria-current="page">
              Resumo
            </Link>
          </li>
          <li>
            <Link to="/marcacao-previa">Marcações</Link>
          </li>
        </ul>
      </nav>
      {error && (
        <p role="alert" className="card field-error">
          {error}
        </p>
      )}
      {info && (
        <section className="card" aria-labelledby="me-title" style={{ maxWidth: 640 }}>
          <h2 id="me-title" style={{ marginTop: 0 }}>
            Olá, {info.user.nombre}!
          </h2>
          <p>
            {info.user.nombre} {info.user.apellidos} · {info.user.email}
            <br />
            {info.address.telefono} · {info.address.codigo_postal} {info.address.provincia}
          </p>
          <p>
            Perfil preenchido: <strong>{info.percentCompleted} %</strong>
          </p>
          <progress max={100} value={info.percentCompleted} aria-label="Perfil preenchido" style={{ width: "100%" }} />
        </section>
      )}
      <Form method="post" style={{ marginTop: 16 }}>
        <button className="btn btn-ghost" type="submit">
          Terminar sessão
        </button>
      </Form>
    </div>
  );
}
