/** /carrinho/opcoes (motorcycle tyres): the services that come with the fitting, and the optional ones. */
import { Form } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import { useT } from "../i18n.ts";
import type { Basket } from "./checkout-types.ts";
import { OptionalServiceChoices } from "./optional-services.tsx";

function ServicesForm({
  basket,
  busy,
  withContinue = false,
}: {
  basket: Basket;
  busy: boolean;
  withContinue?: boolean;
}) {
  const { t } = useT();
  return (
    <Form method="post" className="card" style={{ marginTop: 12 }}>
      <input type="hidden" name="intent" value="services" />
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 700 }}>{t("checkoutRequest.optionalServices")}</legend>
        <OptionalServiceChoices basket={basket} />
      </fieldset>
      <button
        className={withContinue ? "btn" : "btn btn-ghost"}
        type="submit"
        name={withContinue ? "continuar" : undefined}
        value="1"
        disabled={busy}
      >
        {withContinue ? t("checkoutRequest.continueWorkshop") : t("checkoutRequest.optionsSave")}
      </button>
    </Form>
  );
}

export function OptionsStep({ basket, busy }: { basket: Basket; busy: boolean }) {
  const { t, lang } = useT();
  return (
    <>
      <p>{t("checkoutRequest.optionsIntro")}</p>
      <ul className="service-lines">
        {basket.services
          .filter((s) => s.automatico)
          .map((s) => (
            <li key={s.id_navision}>
              {s.nombre}{" "}
              <span className="hint">{s.importe === 0 ? t("checkoutRequest.free") : formatEur(s.importe, lang)}</span>
            </li>
          ))}
      </ul>
      <ServicesForm basket={basket} busy={busy} withContinue />
    </>
  );
}
