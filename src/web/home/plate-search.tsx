import { useState } from "react";
import { Form } from "react-router";
import { isValidCarPlate } from "#src/shared/plates.ts";

export function PlateSearch() {
  const [error, setError] = useState<string | null>(null);
  return (
    <Form
      method="get"
      action="/seletor/matricula"
      className="plate-search"
      noValidate
      onSubmit={(e) => {
        const value = new FormData(e.currentTarget).get("matricula")?.toString() ?? "";
        if (!value.trim()) {
          e.preventDefault();
          setError("O campo matrícula é obrigatório");
        } else if (!isValidCarPlate(value)) {
          e.preventDefault();
          setError("A matrícula não tem um formato válido (ex.: AA-00-AA ou 00-AA-00)");
        }
      }}
    >
      <div className="field">
        <label htmlFor="matricula">Matrícula</label>
        <input
          id="matricula"
          name="matricula"
          className="plate-input"
          placeholder="AA-00-AA"
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
        Procurar pela matrícula
      </button>
    </Form>
  );
}
