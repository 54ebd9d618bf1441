/**
 * /operador/promocoes (admins): every promotion with its state, a form to create one or change it (validity, limits,
 * brand, product type, seasons), and "Terminar agora", which takes it off the site at once. Each change is audited.
 */
import { Form, Link, useActionData, useNavigation } from "react-router";
import type { StaffView } from "#src/shared/operator/operator-api.ts";
import {
  DISCOUNT_MAX,
  DISCOUNT_MIN,
  PROMOTION_CATEGORIES,
  PROMOTION_CATEGORY_LABEL,
  PROMOTION_PRODUCT_TYPE_LABEL,
  PROMOTION_PRODUCT_TYPES,
  PROMOTION_SEASON_LABEL,
  PROMOTION_SEASONS,
  PROMOTION_STATE_LABEL,
} from "#src/shared/operator/offers.ts";
import type { OperatorPromotion } from "#src/shared/operator/offers.schema.ts";
import type { Route } from "./+types/operator-promotions";
import { apiContext } from "../api-context.ts";
import { operatorGet, operatorHeaders, operatorSend } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import styles from "./operator.module.css";
import own from "./operator-offers.module.css";
import { ActionNotice, Field, fieldAria, noStoreHeaders, staffMeta } from "./operator-form.tsx";

type Brand = { slug: string; nome: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const [me, list] = await Promise.all([
    operatorGet<{ funcionario: StaffView }>(api, "/operador/me", headers),
    operatorGet<{ promocoes: OperatorPromotion[]; marcas: Brand[] }>(api, "/operador/promocoes", headers),
  ]);
  const editId = Number(new URL(request.url).searchParams.get("editar")) || null;
  const editing = list.promocoes.find((p) => p.id === editId) ?? null;
  return { me: me.funcionario, ...list, editing };
}

type ActionResult = { ok: string } | { message: string; errors: Record<string, string> };

/** A whole number typed in the form; empty is "no limit" (null); anything else goes as typed for the API to refuse. */
const count = (v: FormDataEntryValue | null) => {
  const text = String(v ?? "").trim();
  if (text === "") return null;
  return /^\d{1,9}$/.test(text) ? Number(text) : text;
};

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = encodeURIComponent(String(form.get("id") ?? ""));
  const fields = () => ({
    titulo: String(form.get("titulo") ?? ""),
    descricao: String(form.get("descricao") ?? ""),
    desconto: count(form.get("desconto")),
    marca: String(form.get("marca") ?? "") || null,
    tipoProduto: String(form.get("tipoProduto") ?? ""),
    categoria: String(form.get("categoria") ?? ""),
    estacoes: form.getAll("estacoes").map(String),
    quantidadeMinima: count(form.get("quantidadeMinima")),
    unidadesTotal: count(form.get("unidadesTotal")),
    limitePorCliente: count(form.get("limitePorCliente")),
    inicio: String(form.get("inicio") ?? ""),
    fim: String(form.get("fim") ?? ""),
  });
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

function PromotionForm({
  editing,
  marcas,
  errors,
  busy,
}: {
  editing: OperatorPromotion | null;
  marcas: Brand[];
  errors: Record<string, string>;
  busy: boolean;
}) {
  const aria = fieldAria(errors);
  const e = editing;
  return (
    <Form method="post" noValidate className={own.form}>
      <input type="hidden" name="intent" value={e ? "update" : "create"} />
      {e && <input type="hidden" name="id" value={e.id} />}
      <Field id="titulo" label="Título" error={errors.titulo} wide>
        <input id="titulo" name="titulo" required maxLength={120} defaultValue={e?.titulo} {...aria("titulo")} />
      </Field>
      <Field id="descricao" label="Descrição" error={errors.descricao} wide>
        <textarea
          id="descricao"
          name="descricao"
          required
          rows={3}
          maxLength={600}
          defaultValue={e?.descricao}
          {...aria("descricao")}
        />
      </Field>
      <Field id="desconto" label={`Desconto (%, de ${DISCOUNT_MIN} a ${DISCOUNT_MAX})`} error={errors.desconto}>
        <input
          id="desconto"
          name="desconto"
          inputMode="numeric"
          required
          defaultValue={e ? String(e.desconto) : ""}
          {...aria("desconto")}
        />
      </Field>
      <Field id="marca" label="Marca" error={errors.marca}>
        <select id="marca" name="marca" defaultValue={e?.marca ?? ""} {...aria("marca")}>
          <option value="">Todas as marcas</option>
          {marcas.map((b) => (
            <option key={b.slug} value={b.slug}>
              {b.nome}
            </option>
          ))}
        </select>
      </Field>
      <Field id="tipoProduto" label="Tipo de produto" error={errors.tipoProduto}>
        <select
          id="tipoProduto"
          name="tipoProduto"
          defaultValue={e?.tipoProduto ?? "neumatico"}
          {...aria("tipoProduto")}
        >
          {PROMOTION_PRODUCT_TYPES.map((t) => (
            <option key={t} value={t}>
              {PROMOTION_PRODUCT_TYPE_LABEL[t]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="categoria" label="Categoria" error={errors.categoria}>
        <select id="categoria" name="categoria" defaultValue={e?.categoria ?? "carro"} {...aria("categoria")}>
          {PROMOTION_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {PROMOTION_CATEGORY_LABEL[c]}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className={own.wide}>
        <legend>Estações (nenhuma escolhida: todas)</legend>
        <div className={own.checks}>
          {PROMOTION_SEASONS.map((s) => (
            <label key={s}>
              <input type="checkbox" name="estacoes" value={s} defaultChecked={e?.estacoes.includes(s) ?? false} />
              {PROMOTION_SEASON_LABEL[s]}
            </label>
          ))}
        </div>
        {errors.estacoes && (
          <span id="estacoes-error" className="field-error">
            {errors.estacoes}
          </span>
        )}
      </fieldset>
      <Field
        id="quantidadeMinima"
        label="Quantidade mínima por compra"
        hint="Vazio: qualquer quantidade"
        error={errors.quantidadeMinima}
      >
        <input
          id="quantidadeMinima"
          name="quantidadeMinima"
          inputMode="numeric"
          defaultValue={e?.quantidadeMinima ?? ""}
          {...aria("quantidadeMinima", true)}
        />
      </Field>
      <Field
        id="unidadesTotal"
        label="Unidades em promoção"
        hint={e ? `Vazio: sem limite · já vendidas: ${e.unidadesVendidas}` : "Vazio: sem limite"}
        error={errors.unidadesTotal}
      >
        <input
          id="unidadesTotal"
          name="unidadesTotal"
          inputMode="numeric"
          defaultValue={e?.unidadesTotal ?? ""}
          {...aria("unidadesTotal", true)}
        />
      </Field>
      <Field
        id="limitePorCliente"
        label="Limite de unidades por cliente"
        hint="Vazio: sem limite"
        error={errors.limitePorCliente}
      >
        <input
          id="limitePorCliente"
          name="limitePorCliente"
          inputMode="numeric"
          defaultValue={e?.limitePorCliente ?? ""}
          {...aria("limitePorCliente", true)}
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
      <div className={own.actions}>
        <button type="submit" className="btn" disabled={busy}>
          {e ? "Guardar alterações" : "Criar promoção"}
        </button>
        {e && (
          <Link to="/operador/promocoes" className="btn btn-ghost">
            Cancelar
          </Link>
        )}
      </div>
    </Form>
  );
}

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
