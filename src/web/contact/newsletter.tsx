import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/newsletter";
import { apiContext, isApiError } from "../api-context.ts";
import { seo } from "../ui/seo.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const f = await request.formData();
  const res = await context.get(apiContext)("/newsletter", {
    method: "POST",
    body: { email: String(f.get("email") ?? "") },
  });
  const body = res.json();
  if (res.status === 202) return { ok: true, message: (body as { message: string }).message };
  return {
    ok: false,
    message: isApiError(body) ? (body.errors?.email ?? body.message) : "Não foi possível subscrever. Tente mais tarde.",
  };
}

export const meta: Route.MetaFunction = () => [
  ...seo("Newsletter", "Receba as campanhas RodaCerta por e-mail.", "/newsletter"),
  { name: "robots", content: "noindex" },
];

export default function Newsletter() {
  const data = useActionData<typeof action>();
  return (
    <div className="container page" style={{ maxWidth: 560 }}>
      <h1>Newsletter</h1>
      {data && (
        <p className="card" role={data.ok ? "status" : "alert"}>
          {data.message}
        </p>
      )}
      {!data?.ok && (
        <Form method="post" className="card" style={{ display: "grid", gap: 12 }}>
          <div className="field">
            <label htmlFor="nl-email">E-mail</label>
            <input id="nl-email" name="email" type="email" autoComplete="email" required />
          </div>
          <button className="btn" type="submit">
            Subscrever
          </button>
        </Form>
      )}
      <Link to="/">Voltar à página inicial</Link>
    </div>
  );
}
