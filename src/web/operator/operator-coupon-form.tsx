/**
 * The back office's coupon form (/operador/cupoes): create one or change it, with its description for the Spanish
 * site's basket (issue 13). The page (operator-coupons.tsx) reads the fields and sends them to the API.
 */
import { Form, Link } from "react-router";
import {
  COUPON_PRODUCT_TYPE_LABEL,
  COUPON_PRODUCT_TYPES,
  COUPON_TYPE_LABEL,
  COUPON_TYPES,
} from "#src/shared/operator/coupons.ts";
import type { OperatorCoupon } from "#src/shared/operator/coupons.schema.ts";
import { centsToEurosField, parseEurosToCents } from "#src/shared/operator/offers.ts";
import own from "./operator-offers.module.css";
import { Field, fieldAria, formCount, ValidityFields } from "./operator-form.tsx";

/** The amount as the API stores it: cents for a fixed amount ("5,00" €), a whole percent otherwise. */
const amount = (tipo: string, v: FormDataEntryValue | null) => {
  const text = String(v ?? "").trim();
  if (text === "") return null;
  if (tipo === "fixed_amount") return parseEurosToCents(text) ?? text;
  return /^\d{1,9}$/.test(text) ? Number(text) : text;
};

/** The form's fields as the API's coupon payload, but the code (the API validates them with the shared schema). */
export function couponPayload(form: FormData) {
  const tipo = String(form.get("tipo") ?? "");
  return {
    tipo,
    importe: amount(tipo, form.get("importe")),
    descricao: String(form.get("descricao") ?? ""),
    descricaoEs: String(form.get("descricaoEs") ?? ""),
    tipoProduto: String(form.get("tipoProduto") ?? "") || null,
    inicio: String(form.get("inicio") ?? ""),
    fim: String(form.get("fim") ?? ""),
    umaVezPorCliente: form.get("umaVezPorCliente") === "on",
    usosMaximos: formCount(form.get("usosMaximos")),
  };
}

export function CouponForm({
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
        <select id="tipo" name="tipo" defaultValue={e?.tipo ?? "fixed_amount"} {...aria("tipo")}>
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
          defaultValue={e ? (e.tipo === "fixed_amount" ? centsToEurosField(e.importe) : String(e.importe)) : ""}
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
      <Field
        id="descricaoEs"
        label="Descrição (espanhol)"
        hint="No carrinho do site espanhol. Vazio: o site espanhol mostra o valor do desconto"
        error={errors.descricaoEs}
        wide
      >
        <textarea
          id="descricaoEs"
          name="descricaoEs"
          lang="es"
          rows={2}
          maxLength={300}
          defaultValue={e?.descricaoEs ?? ""}
          {...aria("descricaoEs", true)}
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
      <ValidityFields inicio={e?.inicio} fim={e?.fim} errors={errors} />
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
