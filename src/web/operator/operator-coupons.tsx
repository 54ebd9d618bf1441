/**
 * /operador/cupoes (admins): every coupon with its state and uses, a form to create one or change it (type, amount,
 * product type, validity, once per customer, a maximum of uses in total, the Spanish basket's description; the form
 * is operator-coupon-form.tsx), and "Terminar agora", which ends its validity at once. Each change is audited.
 */
import { Form, Link, useActionData, useNavigation } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import { COUPON_PRODUCT_TYPE_LABEL, COUPON_STATE_LABEL } from "#src/shared/operator/coupons.ts";
import type { CouponsAnswer, OperatorCoupon } from "#src/shared/operator/coupons.schema.ts";
import type { Route } from "./+types/operator-coupons";
import type { MeAnswer } from "#src/shared/operator/operator-api.ts";
import { type Answer, apiContext } from "../api-context.ts";
import { operatorGet, operatorHeaders, operatorSend } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import styles from "./operator.module.css";
import own from "./operator-offers.module.css";
import { ActionNotice, noStoreHeaders, staffMeta } from "./operator-form.tsx";
import { CouponForm, couponPayload } from "./operator-coupon-form.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const [me, list] = await Promise.all([
    operatorGet<Answer<typeof MeAnswer>>(api, "/operador/me", headers),
    operatorGet<Answer<typeof CouponsAnswer>>(api, "/operador/cupoes", headers),
  ]);
  const editCode = new URL(request.url).searchParams.get("editar");
  const editing = list.cupoes.find((c) => c.codigo === editCode) ?? null;
  return { me: me.funcionario, ...list, editing };
}

type ActionResult = { ok: string } | { message: string; errors: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const code = encodeURIComponent(String(form.get("codigo") ?? ""));
  const fields = () => couponPayload(form);
  const res =
    intent === "end"
      ? await operatorSend<OperatorCoupon>(api, headers, "PATCH", `/operador/cupoes/${code}`, { terminarAgora: true })
      : intent === "update"
        ? await operatorSend<OperatorCoupon>(api, headers, "PATCH", `/operador/cupoes/${code}`, fields())
        : await operatorSend<OperatorCoupon>(api, headers, "POST", "/operador/cupoes", {
            codigo: String(form.get("codigo") ?? ""),
            ...fields(),
          });
  if (res.ok) {
    const c = res.body;
    const what =
      intent === "end"
        ? "terminou e já não pode ser usado"
        : intent === "update"
          ? "foi alterado"
          : `foi criado (${COUPON_STATE_LABEL[c.estado].toLowerCase()})`;
    return { ok: `O cupão ${c.codigo} ${what}.` };
  }
  return { message: res.message, errors: res.errors };
}

export const headers = noStoreHeaders;

export const meta: Route.MetaFunction = () => staffMeta("Cupões");

const amountLabel = (c: OperatorCoupon) => (c.tipo === "fixed_amount" ? formatEur(c.importe, "pt") : `${c.importe} %`);

export default function OperatorCoupons({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const errors = result && "errors" in result ? result.errors : {};
  return (
    <div className={`container page ${styles.layout}`}>
      <OperatorBar nome={d.me.nome} perfil={d.me.perfil} />
      <h1>Cupões</h1>
      <ActionNotice
        ok={result && "ok" in result ? result.ok : null}
        message={result && "message" in result ? result.message : null}
      />

      {d.cupoes.length === 0 ? (
        <p>Ainda não há cupões.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${own.cards}`}>
            <caption className="visually-hidden">Cupões</caption>
            <thead>
              <tr>
                <th scope="col">Cupão</th>
                <th scope="col">Estado</th>
                <th scope="col">Desconto</th>
                <th scope="col">Validade</th>
                <th scope="col">Utilizações</th>
                <th scope="col">
                  <span className="visually-hidden">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {d.cupoes.map((c) => (
                <tr key={c.codigo}>
                  <td>
                    <strong>{c.codigo}</strong>
                    <div>{c.descricao}</div>
                    <div className={own.muted}>
                      {c.tipoProduto
                        ? `Só com ${(COUPON_PRODUCT_TYPE_LABEL[c.tipoProduto as keyof typeof COUPON_PRODUCT_TYPE_LABEL] ?? c.tipoProduto).toLowerCase()}`
                        : "Qualquer produto"}
                      {c.umaVezPorCliente ? " · uma vez por cliente" : ""}
                    </div>
                  </td>
                  <td className={own.state}>{COUPON_STATE_LABEL[c.estado]}</td>
                  <td>{amountLabel(c)}</td>
                  <td>
                    {c.inicio} a {c.fim}
                  </td>
                  <td>
                    {c.usos} {c.usos === 1 ? "utilização" : "utilizações"}
                    {c.usosMaximos !== null ? ` de ${c.usosMaximos}` : " (sem limite)"}
                  </td>
                  <td>
                    <div className={own.actions}>
                      <Link to={`?editar=${encodeURIComponent(c.codigo)}`} className="btn btn-secondary">
                        Editar<span className="visually-hidden"> {c.codigo}</span>
                      </Link>
                      {c.estado !== "ended" && (
                        <Form method="post">
                          <input type="hidden" name="intent" value="end" />
                          <input type="hidden" name="codigo" value={c.codigo} />
                          <button type="submit" className="btn btn-ghost" disabled={busy}>
                            Terminar agora<span className="visually-hidden"> {c.codigo}</span>
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
      )}

      <section className="card" aria-labelledby="form-cupao">
        <h2 id="form-cupao">{d.editing ? `Alterar o cupão ${d.editing.codigo}` : "Novo cupão"}</h2>
        <CouponForm
          key={`${JSON.stringify(d.editing)}-${result && "ok" in result ? result.ok : ""}`}
          editing={d.editing}
          errors={errors}
          busy={busy}
        />
      </section>
    </div>
  );
}
