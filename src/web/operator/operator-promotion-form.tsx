/**
 * The back office's promotion form (/operador/promocoes): create one or change it, with its title and description for
 * the Spanish site (issue 13). The page (operator-promotions.tsx) reads the fields and sends them to the API.
 */
import { Form, Link } from "react-router";
import {
  DISCOUNT_MAX,
  DISCOUNT_MIN,
  PROMOTION_CATEGORIES,
  PROMOTION_CATEGORY_LABEL,
  PROMOTION_PRODUCT_TYPE_LABEL,
  PROMOTION_PRODUCT_TYPES,
  PROMOTION_SEASON_LABEL,
  PROMOTION_SEASONS,
} from "#src/shared/operator/offers.ts";
import type { OperatorPromotion } from "#src/shared/operator/offers.schema.ts";
import own from "./operator-offers.module.css";
import { Field, fieldAria, formCount, ValidityFields } from "./operator-form.tsx";

export type Brand = { slug: string; nome: string };

/** The form's fields as the API's promotion payload (the API validates them with the shared schema). */
export function promotionPayload(form: FormData) {
  return {
    titulo: String(form.get("titulo") ?? ""),
    descricao: String(form.get("descricao") ?? ""),
    tituloEs: String(form.get("tituloEs") ?? ""),
    descricaoEs: String(form.get("descricaoEs") ?? ""),
    desconto: formCount(form.get("desconto")),
    marca: String(form.get("marca") ?? "") || null,
    tipoProduto: String(form.get("tipoProduto") ?? ""),
    categoria: String(form.get("categoria") ?? ""),
    estacoes: form.getAll("estacoes").map(String),
    quantidadeMinima: formCount(form.get("quantidadeMinima")),
    unidadesTotal: formCount(form.get("unidadesTotal")),
    limitePorCliente: formCount(form.get("limitePorCliente")),
    inicio: String(form.get("inicio") ?? ""),
    fim: String(form.get("fim") ?? ""),
  };
}

export function PromotionForm({
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
      <Field
        id="tituloEs"
        label="Título (espanhol)"
        hint="No site espanhol. Vazio (título e descrição): o site espanhol mostra um texto genérico com o desconto"
        error={errors.tituloEs}
        wide
      >
        <input
          id="tituloEs"
          name="tituloEs"
          lang="es"
          maxLength={120}
          defaultValue={e?.tituloEs ?? ""}
          {...aria("tituloEs", true)}
        />
      </Field>
      <Field id="descricaoEs" label="Descrição (espanhol)" error={errors.descricaoEs} wide>
        <textarea
          id="descricaoEs"
          name="descricaoEs"
          lang="es"
          rows={3}
          maxLength={600}
          defaultValue={e?.descricaoEs ?? ""}
          {...aria("descricaoEs")}
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
        <select id="categoria" name="categoria" defaultValue={e?.categoria ?? "car"} {...aria("categoria")}>
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
      <ValidityFields inicio={e?.inicio} fim={e?.fim} errors={errors} />
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
