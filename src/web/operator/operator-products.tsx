/**
 * /operador/produtos (admins): find a tyre by reference, brand, model or size and change its price or stock. The
 * site shows the change at once in every process (decision 013); each change lands in the audit log.
 */
import { Form, Link, useActionData, useNavigation } from "react-router";
import { centsToEurosField, parseEurosToCents } from "#src/shared/operator/offers.ts";
import type { OperatorProduct, ProductsAnswer } from "#src/shared/operator/offers.schema.ts";
import { formatEur } from "#src/shared/money.ts";
import type { Route } from "./+types/operator-products";
import type { MeAnswer } from "#src/shared/operator/operator-api.ts";
import { type Answer, apiContext } from "../api-context.ts";
import { operatorGet, operatorHeaders, operatorSend } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import styles from "./operator.module.css";
import own from "./operator-offers.module.css";
import { noStoreHeaders, staffMeta } from "./operator-form.tsx";

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 80);
  const pagina = Math.max(1, Math.min(10_000, Number(params.get("pagina")) || 1));
  const [me, found] = await Promise.all([
    operatorGet<Answer<typeof MeAnswer>>(api, "/operador/me", headers),
    operatorGet<Answer<typeof ProductsAnswer>>(
      api,
      `/operador/produtos?${new URLSearchParams({ q, pagina: String(pagina), porPagina: String(PAGE_SIZE) })}`,
      headers,
    ),
  ]);
  return { me: me.funcionario, q, ...found };
}

type ActionResult = { ok: string; id: string } | { id: string; message: string; errors: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const priceText = String(form.get("preco") ?? "");
  const stockText = String(form.get("stock") ?? "").trim();
  const precoCentimos = parseEurosToCents(priceText);
  const errors: Record<string, string> = {};
  if (precoCentimos === null) errors.precoCentimos = "Indique o preço em euros (ex.: 89,90)";
  if (!/^\d{1,6}$/.test(stockText)) errors.stock = "Indique o stock em unidades (número inteiro, 0 ou mais)";
  if (Object.keys(errors).length > 0) return { id, message: "Reveja o preço e o stock.", errors };
  const res = await operatorSend<OperatorProduct>(
    api,
    headers,
    "PATCH",
    `/operador/produtos/${encodeURIComponent(id)}`,
    {
      precoCentimos,
      stock: Number(stockText),
    },
  );
  if (res.ok) {
    const p = res.body;
    return {
      id,
      ok: `${p.marca} ${p.modelo} ${p.medida}: ${formatEur(p.precoCentimos, "pt")}, ${p.stock} em stock. O site já mostra os novos valores.`,
    };
  }
  return { id, message: res.message, errors: res.errors };
}

export const headers = noStoreHeaders;

export const meta: Route.MetaFunction = () => staffMeta("Preços e stock");

function ProductRow({ p, result, busy }: { p: OperatorProduct; result: ActionResult | undefined; busy: boolean }) {
  const mine = result?.id === p.id ? result : undefined;
  const errors = mine && "errors" in mine ? mine.errors : {};
  const key = `p-${p.id}`;
  const name = `${p.marca} ${p.modelo} ${p.medida}`;
  const describe = (field: string) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${key}-${field}-error` } : {};
  return (
    <li className={own.product}>
      <div>
        <strong>
          {p.marca} {p.modelo}
        </strong>
        <div>
          {p.medida} {p.indiceCarga}
          {p.codigoVelocidade} · ref. {p.id}
        </div>
        <div className={own.muted}>
          {formatEur(p.precoCentimos, "pt")} · {p.stock === 0 ? "Sem stock" : `${p.stock} em stock`}
        </div>
      </div>
      <Form
        method="post"
        className={own.inline}
        aria-label={`Alterar ${name}`}
        key={`${key}-${p.precoCentimos}-${p.stock}-${mine && "ok" in mine ? mine.ok : ""}`}
      >
        <input type="hidden" name="id" value={p.id} />
        <div className="field">
          <label htmlFor={`${key}-preco`}>
            Preço (€)<span className="visually-hidden"> de {name}</span>
          </label>
          <input
            id={`${key}-preco`}
            name="preco"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={centsToEurosField(p.precoCentimos)}
            {...describe("precoCentimos")}
          />
          {errors.precoCentimos && (
            <span id={`${key}-precoCentimos-error`} className="field-error">
              {errors.precoCentimos}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${key}-stock`}>
            Stock<span className="visually-hidden"> de {name}</span>
          </label>
          <input
            id={`${key}-stock`}
            name="stock"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={String(p.stock)}
            {...describe("stock")}
          />
          {errors.stock && (
            <span id={`${key}-stock-error`} className="field-error">
              {errors.stock}
            </span>
          )}
        </div>
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          Guardar<span className="visually-hidden"> {name}</span>
        </button>
      </Form>
      <div aria-live="polite" className={own.rowStatus}>
        {mine && "ok" in mine && <p className="notice">{mine.ok}</p>}
        {mine && "message" in mine && (
          <p role="alert" className="field-error">
            {mine.message}
          </p>
        )}
      </div>
    </li>
  );
}

export default function OperatorProducts({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const pages = Math.max(1, Math.ceil(d.total / PAGE_SIZE));
  const pageLink = (n: number) => `?${new URLSearchParams({ q: d.q, pagina: String(n) })}`;
  return (
    <div className={`container page ${styles.layout}`}>
      <OperatorBar nome={d.me.nome} perfil={d.me.perfil} />
      <h1>Preços e stock</h1>
      <Form method="get" role="search" className={own.search}>
        <div className="field">
          <label htmlFor="q">Procurar por referência, marca, modelo ou medida</label>
          <input id="q" name="q" type="search" defaultValue={d.q} placeholder="ex.: 205/55 R16, Michelin Primacy" />
        </div>
        <button type="submit" className="btn">
          Procurar
        </button>
      </Form>
      <p aria-live="polite">
        {d.total === 0
          ? "Nenhum pneu encontrado."
          : `${d.total} ${d.total === 1 ? "pneu encontrado" : "pneus encontrados"}${pages > 1 ? ` · página ${d.pagina} de ${pages}` : ""}.`}
      </p>
      <ul className={own.products} aria-label="Pneus encontrados">
        {d.produtos.map((p) => (
          <ProductRow key={p.id} p={p} result={result} busy={busy} />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Páginas de resultados" className={own.pager}>
          {d.pagina > 1 && <Link to={pageLink(d.pagina - 1)}>← Página anterior</Link>}
          {d.pagina < pages && <Link to={pageLink(d.pagina + 1)}>Página seguinte →</Link>}
        </nav>
      )}
    </div>
  );
}
