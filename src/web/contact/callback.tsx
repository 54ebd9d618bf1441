import { Form, useActionData, useNavigation } from "react-router";
import { SITE } from "#src/shared/site.ts";
import type { Route } from "./+types/callback";
import { apiContext, isApiError } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const f = await request.formData();
  const res = await context.get(apiContext)("/callback", {
    method: "POST",
    body: {
      telefono: String(f.get("telefono") ?? ""),
      origen: "ligamos-lhe",
      userAgent: request.headers.get("user-agent")?.slice(0, 400),
    },
  });
  const body = res.json();
  if (res.status === 201) return { ok: true, message: (body as { message: string }).message, error: null };
  if (isApiError(body) && body.error === "VALIDATION_ERROR")
    return { ok: false, message: null, error: body.errors?.telefono ?? body.message };
  if (isApiError(body) && body.error === "BLACKLISTED") return { ok: false, message: null, error: body.message };
  // The spec's 'callback.error'.
  return {
    ok: false,
    message: null,
    error: "Não foi possível registar o pedido de chamada (callback.error). Tente novamente.",
  };
}

export const meta: Route.MetaFunction = () =>
  seo("Ligamos-lhe", "Deixe o seu número e um assessor RodaCerta liga-lhe no horário de atendimento.", "/ligamos-lhe");

export default function Callback() {
  const data = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="container page" style={{ maxWidth: 560 }}>
      <Breadcrumbs items={[{ label: "Ligamos-lhe" }]} />
      <h1>Ligamos-lhe</h1>
      <p className="lead">{SITE.supportHours}.</p>
      {data?.ok ? (
        <p className="card" role="status">
          {data.message}
        </p>
      ) : (
        <Form method="post" className="card" style={{ display: "grid", gap: 12 }} noValidate>
          <div className="field">
            <label htmlFor="telefono">O seu telefone</label>
            <input
              id="telefono"
              name="telefono"
              type="tel"
              autoComplete="tel"
              aria-invalid={data?.error ? true : undefined}
              aria-describedby="tel-error"
            />
            {data?.error && (
              <span id="tel-error" role="alert" className="field-error">
                {data.error}
              </span>
            )}
          </div>
          <button className="btn" type="submit" disabled={busy}>
            Quero que me liguem
          </button>
        </Form>
      )}
    </div>
  );
}
