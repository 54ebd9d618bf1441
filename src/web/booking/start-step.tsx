import { Form, Link, useSearchParams } from "react-router";
import { useT } from "#src/web/i18n.ts";

/** Step 1 of a car or motorbike booking: the kind of vehicle and the postcode to look for workshops near. */
export function StartStep() {
  // Choices a link came with (e.g. /marcacao-previa?servicos=CITA_REVISAO from the oil-change assistant) ride along.
  const { t, path } = useT();
  const [q] = useSearchParams();
  const carried = [...q.entries()].filter(([k]) => k !== "tipo" && k !== "cp");
  return (
    <Form
      method="get"
      action={path("/marcacao-previa/selecao-oficina")}
      className="card"
      style={{ display: "grid", gap: 16, maxWidth: 560 }}
    >
      {carried.map(([k, v], i) => (
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 700, marginBottom: 8 }}>{t("booking.startLegend")}</legend>
        <label className="check">
          <input type="radio" name="tipo" value="car" defaultChecked /> {t("booking.startCar")}
        </label>
        <label className="check">
          <input type="radio" name="tipo" value="motorbike" /> {t("booking.startMoto")}
        </label>
        <p style={{ margin: 0 }}>
          {t("booking.startScooter")}{" "}
          <Link to={path("/marcacao-previa/trotineta")}>{t("booking.startScooterLink")}</Link>.
        </p>
      </fieldset>
      <div className="field">
        <label htmlFor="cp">{t("booking.postcode")}</label>
        <input
          id="cp"
          name="cp"
          required
          placeholder={t("booking.postcodePlaceholder")}
          inputMode="numeric"
          autoComplete="postal-code"
        />
      </div>
      <button className="btn" type="submit">
        {t("booking.seeWorkshops")}
      </button>
    </Form>
  );
}
