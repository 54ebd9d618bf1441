/**
 * /operador/promocoes (admins): every promotion with its state, a form to create one or change it (validity, limits,
 * brand, product type, seasons, the Spanish site's title and description; the form is operator-promotion-form.tsx),
 * and "Terminar agora", which takes it off the site at once. Each change is audited.
 */
import { Form, Link, useActionData, useNavigation } from "react-router";
import {
  PROMOTION_CATEGORY_LABEL,
  PROMOTION_PRODUCT_TYPE_LABEL,
  PROMOTION_STATE_LABEL,
} from "#src/shared/operator/offers.ts";
import type { OperatorPromotion, PromotionsAnswer } from "#src/shared/operator/offers.schema.ts";
import type { Route } from "./+types/operator-promotions";
import type { MeAnswer } from "#src/shared/operator/operator-api.ts";
import { type Answer, apiContext } from "../api-context.ts";
import { operatorGet, operatorHeaders, operatorSend } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import styles from "./operator.module.css";
import own from "./operator-offers.module.css";
import { ActionNotice, noStoreHeaders, staffMeta } from "./operator-form.tsx";
import { PromotionForm, promotionPayload } from "./operator-promotion-form.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const [me, list] = await Promise.all([
    operatorGet<Answer<typeof MeAnswer>>(api, "/operador/me", headers),
    operatorGet<Answer<typeof PromotionsAnswer>>(api, "/operador/promocoes", headers),
  ]);
  const editId = Number(new URL(request.url).searchParams.get("editar")) || null;
  const editing = list.promocoes.find((p) => p.id === editId) ?? null;
  return { me: me.funcionario, ...list, editing };
}

type ActionResult = { ok: string } | { message: string; errors: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = encodeURIComponent(String(form.get("id") ?? ""));
  const fields = () => promotionPayload(form);
  const res =
    intent === "end"
      ? await operatorSend<OperatorPromotion>(api, headers, "PATCH", `/operador/promocoes/${id}`, {
          terminarAgora: true,
        })
      : intent === "update"
        ? await operatorSend<OperatorPromotion>(api, headers, "PATCH", `/operador/promocoes/${id}`, fields())
        : await operatorSend<OperatorPromotion>(api, headers, "POST", "/operador/promocoes", fields());
  if (res.ok) {
    const p = res.body;
    const what =
      intent === "end"
        ? "terminou e já não aparece no site"
        : intent === "update"
          ? "foi alterada"
          : `foi criada (${PROMOTION_STATE_LABEL[p.estado].toLowerCase()})`;
    return { ok: `A promoção «${p.titulo}» ${what}.` };
  }
  return { message: res.message, errors: res.errors };
}

export const headers = noStoreHeaders;

export const meta: Route.MetaFunction = () => staffMeta("Promoções");

export default function OperatorPromotions({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const errors = result && "errors" in result ? result.errors : {};
  const brandName = new Map(d.marcas.map((b) => [b.slug, b.nome]));
  return (
    <div className={`container page ${styles.layout}`}>
      <OperatorBar nome={d.me.nome} perfil={d.me.perfil} />
      <h1>Promoções</h1>
      <ActionNotice
        ok={result && "ok" in result ? result.ok : null}
        message={result && "message" in result ? result.message : null}
      />

      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${own.cards}`}>
          <caption className="visually-hidden">Promoções</caption>
          <thead>
            <tr>
              <th scope="col">Promoção</th>
              <th scope="col">Estado</th>
              <th scope="col">Desconto</th>
              <th scope="col">Período</th>
              <th scope="col">Unidades</th>
              <th scope="col">
                <span className="visually-hidden">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {d.promocoes.map((p) => (
              <tr key={p.id}>
                <td>
                  <strong>{p.titulo}</strong>
                  <div>
                    {PROMOTION_CATEGORY_LABEL[p.categoria as keyof typeof PROMOTION_CATEGORY_LABEL] ?? p.categoria} ·{" "}
                    {PROMOTION_PRODUCT_TYPE_LABEL[p.tipoProduto as keyof typeof PROMOTION_PRODUCT_TYPE_LABEL] ??
                      p.tipoProduto}{" "}
                    · {p.marca ? (brandName.get(p.marca) ?? p.marca) : "Todas as marcas"}
                  </div>
                </td>
                <td className={own.state}>{PROMOTION_STATE_LABEL[p.estado]}</td>
                <td>{p.desconto} %</td>
                <td>
                  {p.inicio} a {p.fim}
                </td>
                <td>
                  {p.unidadesVendidas} vendidas
                  {p.unidadesTotal !== null ? ` de ${p.unidadesTotal}` : ""}
                  {p.limitePorCliente !== null ? ` · até ${p.limitePorCliente} por cliente` : ""}
                </td>
                <td>
                  <div className={own.actions}>
                    <Link to={`?editar=${p.id}`} className="btn btn-secondary">
                      Editar<span className="visually-hidden"> {p.titulo}</span>
                    </Link>
                    {p.estado !== "terminada" && (
                      <Form method="post">
                        <input type="hidden" name="intent" value="end" />
                        <input type="hidden" name="id" value={p.id} />
                        <button type="submit" className="btn btn-ghost" disabled={busy}>
                          Terminar agora<span className="visually-hidden"> {p.titulo}</span>
                        </button>
                      </Form>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section className="card" aria-labelledby="form-promocao">
        <h2 id="form-promocao">{d.editing ? `Alterar «${d.editing.titulo}»` : "Nova promoção"}</h2>
        <PromotionForm
          key={`${JSON.stringify(d.editing)}-${result && "ok" in result ? result.ok : ""}`}
          editing={d.editing}
          marcas={d.marcas}
          errors={errors}
          busy={busy}
        />
      </section>
    </div>
  );
}
