import { Form } from "react-router";
import { useT } from "#src/web/i18n.ts";

/** The last choice of the brand list (sent as it is; shown in the page's language). */
const OTHER_BRAND = "Outra marca";

/** Step 1 of a scooter booking: the scooter's brand. */
export function BrandStep({ brands, selected }: { brands: string[]; selected: string }) {
  const { t, path } = useT();
  return (
    <Form
      method="get"
      action={path("/marcacao-previa/trotineta/servicos")}
      className="card"
      style={{ display: "grid", gap: 16, maxWidth: 560 }}
    >
      <input type="hidden" name="tipo" value="scooter" />
      <div className="field">
        <label htmlFor="marca">{t("booking.brandLabel")}</label>
        <select id="marca" name="marca" required defaultValue={selected}>
          <option value="">{t("booking.brandChoose")}</option>
          {brands.map((b) => (
            <option key={b} value={b}>
              {b === OTHER_BRAND ? t("booking.brandOther") : b}
            </option>
          ))}
        </select>
      </div>
      <button className="btn" type="submit">
        {t("booking.continue")}
      </button>
    </Form>
  );
}
