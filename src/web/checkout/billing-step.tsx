/**
 * Billing data (/carrinho/dados-de-facturacao): prefilled from the customer's stored address and NIF, remembered for
 * the next order ("Guardar estes dados", ticked by default). The NIF is optional for a private customer below 1 000 €
 * (the invoice then says "Consumidor final"); it is asked for when the customer wants an invoice with NIF.
 */
import { useState } from "react";
import { Form } from "react-router";
import { NIF_REQUIRED_FROM_CENTS } from "#src/shared/basket/billing-nif.ts";
import { dueNowCents } from "#src/shared/basket/checkout.ts";
import { formatEur } from "#src/shared/money.ts";
import { ES_PROVINCES, PT_DISTRICTS } from "#src/shared/postcodes.ts";
import { useT } from "../i18n.ts";
import type { ActionResult, Basket } from "./checkout-types.ts";

export type BillingExtra = { prefill: Record<string, string>; key: string };

/** The Spanish site's provinces, in alphabetical order (the Portuguese site lists the districts). */
const ES_PROVINCE_NAMES = [...new Set(Object.values(ES_PROVINCES))].sort((a, b) => a.localeCompare(b, "es"));

export function BillingStep({
  basket,
  extra,
  result,
  busy,
}: {
  basket: Basket;
  extra: BillingExtra;
  result: ActionResult | undefined;
  busy: boolean;
}) {
  const { t, text, lang } = useT();
  const e = result?.errors ?? {};
  const provinces: readonly string[] = lang === "es" ? ES_PROVINCE_NAMES : PT_DISTRICTS;
  const prefillProvince = extra.prefill.provincia ?? "";
  const mustNif = basket.totals.total >= NIF_REQUIRED_FROM_CENTS;
  const [withNif, setWithNif] = useState(mustNif || Boolean(extra.prefill.nif));
  const [empresa, setEmpresa] = useState(false);
  const nifNeeded = mustNif || withNif || empresa;
  const field = (name: string, label: string, props: Record<string, unknown> = {}, hint?: string) => (
    <div className="field">
      <label htmlFor={`b-${name}`}>{label}</label>
      <input
        id={`b-${name}`}
        name={name}
        defaultValue={extra.prefill[name] ?? ""}
        aria-invalid={Boolean(e[name])}
        aria-describedby={`b-${name}-error${hint ? ` b-${name}-hint` : ""}`}
        {...props}
      />
      {hint && (
        <small id={`b-${name}-hint`} className="hint">
          {hint}
        </small>
      )}
      {e[name] && (
        <span id={`b-${name}-error`} className="field-error">
          {text(e[name])}
        </span>
      )}
    </div>
  );
  const due = basket.paymentType ? dueNowCents(basket.totals.total, basket.paymentType) : 0;
  return (
    <Form method="post" className="card" noValidate>
      <input type="hidden" name="intent" value="order" />
      <input type="hidden" name="idempotencyKey" value={extra.key} />
      <label className="check">
        <input
          type="checkbox"
          name="empresa"
          checked={empresa}
          onChange={(ev) => setEmpresa(ev.currentTarget.checked)}
        />{" "}
        {t("checkoutBilling.billingCompany")}
      </label>
      <label className="check">
        <input
          type="checkbox"
          name="faturaNif"
          checked={withNif || mustNif}
          disabled={mustNif}
          onChange={(ev) => setWithNif(ev.currentTarget.checked)}
          aria-describedby="b-faturaNif-hint"
        />{" "}
        {t("checkoutBilling.billingWithNif")}
      </label>
      {mustNif && <input type="hidden" name="faturaNif" value="on" />}
      <p id="b-faturaNif-hint" className="hint" style={{ marginTop: 0 }}>
        {mustNif
          ? t("checkoutBilling.billingNifAlways")
          : nifNeeded
            ? t("checkoutBilling.billingNifOnInvoice")
            : t("checkoutBilling.billingNoNif")}
      </p>
      <div className="form-grid">
        {field("nombre", t("checkoutBilling.billingName"), { autoComplete: "given-name" })}
        {field("apellidos", t("checkoutBilling.billingSurname"), { autoComplete: "family-name" })}
        {field("nif", nifNeeded ? t("checkoutBilling.billingNif") : t("checkoutBilling.billingNifOptional"), {
          inputMode: lang === "es" ? "text" : "numeric",
          autoComplete: "off",
        })}
        {field("calle", t("checkoutBilling.billingStreet"), { autoComplete: "address-line1" })}
        {field("numero", t("checkoutBilling.billingNumber"))}
        {field("poblacion", t("checkoutBilling.billingTown"), { autoComplete: "address-level2" })}
        {field("codigo_postal", t("checkout.postcode"), { autoComplete: "postal-code", inputMode: "numeric" })}
        <div className="field">
          <label htmlFor="b-provincia">{t("checkoutBilling.billingProvince")}</label>
          <select
            id="b-provincia"
            name="provincia"
            defaultValue={prefillProvince}
            aria-invalid={Boolean(e.provincia)}
            aria-describedby="b-provincia-error"
          >
            <option value="">{t("checkoutBilling.billingChooseProvince")}</option>
            {/* A stored address of the other country keeps its province or district. */}
            {prefillProvince && !provinces.includes(prefillProvince) && <option>{prefillProvince}</option>}
            {provinces.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
          {e.provincia && (
            <span id="b-provincia-error" className="field-error">
              {text(e.provincia)}
            </span>
          )}
        </div>
      </div>
      <label className="check">
        <input type="checkbox" name="guardar" defaultChecked /> {t("checkoutBilling.billingSave")}
      </label>
      <p className="hint">
        {t("checkoutBilling.billingTerms")}{" "}
        {due > 0 ? t("checkoutBilling.billingToGateway") : t("checkoutBilling.billingPayAtWorkshop")}
      </p>
      <button className="btn" type="submit" disabled={busy}>
        {busy
          ? t("checkoutBilling.billingProcessing")
          : due > 0
            ? t("checkoutBilling.billingPay", { amount: formatEur(due, lang) })
            : t("checkoutBilling.billingConfirm")}
      </button>
    </Form>
  );
}
