import { formatEur } from "#src/shared/money.ts";
import { useT } from "../i18n.ts";
import type { Basket } from "./checkout-types.ts";

/** The optional services' checkboxes and the company-invoice choice, for the request step and the moto options step. */
export function OptionalServiceChoices({ basket }: { basket: Pick<Basket, "serviciosOpcionales" | "generaFactura"> }) {
  const { t, lang } = useT();
  return (
    <>
      {basket.serviciosOpcionales.map((s) => (
        <label key={s.id_navision} className="check">
          <input type="checkbox" name="servicio" value={s.id_navision} defaultChecked={s.selected} /> {s.nombre} —{" "}
          {formatEur(s.precio, lang)}
          {s.base_calculo === "U" ? ` ${t("checkoutRequest.perUnit")}` : ""}
        </label>
      ))}
      <label className="check">
        <input type="checkbox" name="generaFactura" defaultChecked={basket.generaFactura} />{" "}
        {t("checkoutRequest.invoiceCompany")}
      </label>
    </>
  );
}
