/**
 * /operador/cupoes (admins): every coupon with its state and uses, a form to create one or change it (type, amount,
 * product type, validity, once per customer, a maximum of uses in total), and "Terminar agora", which ends its
 * validity at once. Each change is audited.
 */
import { Form, Link, useActionData, useNavigation } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import {
  COUPON_PRODUCT_TYPE_LABEL,
  COUPON_PRODUCT_TYPES,
  COUPON_STATE_LABEL,
  COUPON_TYPE_LABEL,
  COUPON_TYPES,
} from "#src/shared/operator/coupons.ts";
import type { OperatorCoupon } from "#src/shared/operator/coupons.schema.ts";
import type { StaffView } from "#src/shared/operator/operator-api.ts";
import { centsToEurosField, parseEurosToCents } from "#src/shared/operator/offers.ts";
import type { Route } from "./+types/operator-coupons";
import { apiContext } from "../api-context.ts";
import { operatorGet, operatorHeaders, operatorSend } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import styles from "./operator.module.css";
import own from "./operator-offers.module.css";
import { ActionNotice, Field, fieldAria, noStoreHeaders, staffMeta } from "./operator-form.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const [me, list] = await Promise.all([
    operatorGet<{ funcionario: StaffView }>(api, "/operador/me", headers),
    operatorGet<{ cupoes: OperatorCoupon[] }>(api, "/operador/cupoes", headers),
  ]);
  const editCode = new URL(request.url).searchParams.get("editar");
  const editing = list.cupoes.find((c) => c.codigo === editCode) ?? null;
  return { me: me.funcionario, ...list, editing };
}

type ActionResult = { ok: string } | { message: string; errors: Record<string, string> };

/** A whole number typed in the form; empty is "no limit" (null); anything else goes as typed for the API to refuse. */
const count = (v: FormDataEntryValue | null) => {
  const text = String(v ?? "").trim();
  if (text === "") return null;
  return /^\d{1,9}$/.test(text) ? Number(text) : text;
};

/** The amount as the API stores it: cents for a fixed amount ("5,00" €), a whole percent otherwise. */
const amount = (tipo: string, v: FormDataEntryValue | null) => {
  const text = String(v ?? "").trim();
  if (text === "") return null;
  if (tipo === "global-absoluto") return parseEurosToCents(text) ?? text;
  return /^\d{1,9}$/.test(text) ? Number(text) : text;
};

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const code = encodeURIComponent(String(form.get("codigo") ?? ""));
  const tipo = String(form.get("tipo") ?? "");
  const fields = () => ({
    tipo,
    importe: amount(tipo, form.get("importe")),
    descricao: String(form.get("descricao") ?? ""),
    tipoProduto: String(form.get("tipoProduto") ?? "") || null,
    inicio: String(form.get("inicio") ?? ""),
    fim: String(form.get("fim") ?? ""),
    umaVezPorCliente: form.get("umaVezPorCliente") === "on",
    usosMaximos: count(form.get("usosMaximos")),
  });
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

const amountLabel = (c: OperatorCoupon) => (c.tipo === "global-absoluto" ? formatEur(c.importe) : `${c.importe} %`);

function CouponForm({
  editing,
  errors,
  busy,
}: {
  editing: OperatorCoupon | null;
  errors: Record<string, string>;
  busy: boolean;
}) {
  const aria = fieldAria(errors);
  const e = editing;
  return (
    <Form method="post" noValidate className={own.form}>
      <input type="hidden" name="intent" value={e ? "update" : "create"} />
      {e ? (
        <input type="hidden" name="codigo" value={e.codigo} />
      ) : (
        <Field
          id="codigo"
          label="Código"
          hint="3 a 30 letras sem acentos, algarismos, - ou _ (guardado em maiúsculas)"
          error={errors.codigo}
        >
          <input
            id="codigo"
            name="codigo"
            required
            maxLength={30}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...aria("codigo", true)}
          />
        </Field>
      )}
      <Field id="tipo" label="Tipo de desconto" error={errors.tipo}>
        <select id="tipo" name="tipo" defaultValue={e?.tipo ?? "global-absoluto"} {...aria("tipo")}>
          {COUPON_TYPES.map((t) => (
            <option key={t} value={t}>
              {COUPON_TYPE_LABEL[t]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="importe"
        label="Valor do desconto"
        hint="Em euros (ex.: 5,00) no valor fixo; em % inteiros (de 1 a 100) na percentagem"
        error={errors.importe}
      >
        <input
          id="importe"
          name="importe"
          inputMode="decimal"
          required
          autoComplete="off"
          defaultValue={e ? (e.tipo === "global-absoluto" ? centsToEurosField(e.importe) : String(e.importe)) : ""}
          {...aria("importe", true)}
        />
      </Field>
      <Field id="descricao" label="Descrição (vista pelo cliente no carrinho)" error={errors.descricao} wide>
        <textarea
          id="descricao"
          name="descricao"
          required
          rows={2}
          maxLength={300}
          defaultValue={e?.descricao}
          {...aria("descricao")}
        />
      </Field>
      <Field id="tipoProduto" label="Só com este tipo de produto no carrinho" error={errors.tipoProduto}>
        <select id="tipoProduto" name="tipoProduto" defaultValue={e?.tipoProduto ?? ""} {...aria("tipoProduto")}>
          <option value="">Qualquer produto</option>
          {COUPON_PRODUCT_TYPES.map((t) => (
            <option key={t} value={t}>
              {COUPON_PRODUCT_TYPE_LABEL[t]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="usosMaximos"
        label="Número máximo de utilizações"
        hint={e ? `Vazio: sem limite · já usado: ${e.usos}` : "Vazio: sem limite"}
        error={errors.usosMaximos}
      >
        <input
          id="usosMaximos"
          name="usosMaximos"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={e?.usosMaximos ?? ""}
          {...aria("usosMaximos", true)}
        />
      </Field>
      <Field id="inicio" label="Início" hint="DD/MM/AAAA HH:MM, hora de Lisboa" error={errors.inicio}>
        <input
          id="inicio"
          name="inicio"
          required
          autoComplete="off"
          defaultValue={e?.inicio}
          {...aria("inicio", true)}
        />
      </Field>
      <Field id="fim" label="Fim" hint="DD/MM/AAAA HH:MM (só a data: até às 23:59)" error={errors.fim}>
        <input id="fim" name="fim" required autoComplete="off" defaultValue={e?.fim} {...aria("fim", true)} />
      </Field>
      <div className={`${own.wide} ${own.checks}`}>
        <label>
          <input
            type="checkbox"
            name="umaVezPorCliente"
            defaultChecked={e?.umaVezPorCliente ?? false}
            {...aria("umaVezPorCliente")}
          />
          Cada cliente só o pode usar uma vez
        </label>
        {errors.umaVezPorCliente && (
          <span id="umaVezPorCliente-error" className="field-error">
            {errors.umaVezPorCliente}
          </span>
        )}
      </div>
      <div className={own.actions}>
        <button type="submit" className="btn" disabled={busy}>
          {e ? "Guardar alterações" : "Criar cupão"}
        </button>
        {e && (
          <Link to="/operador/cupoes" className="btn btn-ghost">
            Cancelar
          </Link>
        )}
      </div>
    </Form>
  );
}

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
                      {c.estado !== "terminado" && (
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
