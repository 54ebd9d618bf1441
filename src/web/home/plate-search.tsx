import { useState } from "react";
import { Form } from "react-router";
import { isValidCarPlate } from "#src/shared/plates.ts";
import { useT } from "#src/web/i18n.ts";

export function PlateSearch() {
  const { t, path } = useT();
  const [error, setError] = useState<string | null>(null);
  return (
    <Form
      method="get"
      action={path("/seletor/matricula")}
      className="plate-search"
      noValidate
      onSubmit={(e) => {
        const value = new FormData(e.currentTarget).get("matricula")?.toString() ?? "";
        if (!value.trim()) {
          e.preventDefault();
          setError(t("home.plateRequired"));
        } else if (!isValidCarPlate(value)) {
          e.preventDefault();
          setError(t("home.plateInvalid"));
        }
      }}
    >
      <div className="field">
        <label htmlFor="matricula">{t("home.plateLabel")}</label>
        <input
          id="matricula"
          name="matricula"
          className="plate-input"
          placeholder={t("home.platePlaceholder")}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "matricula-error" : undefined}
          onChange={() => setError(null)}
        />
        {error && (
          <span id="matricula-error" role="alert" className="field-error">
            {error}
          </span>
        )}
      </div>
      <button type="submit" className="btn">
        {t("home.plateSubmit")}
      </button>
    </Form>
  );
}
