/** Form pieces shared by the account pages: a labelled text field and the gender choice (spec sections 3 and 5). */
import { useState } from "react";
import { GENDER_DESCRIPTION_MAX } from "#src/shared/account/gender.ts";
import { type MessageKey, useT } from "#src/web/i18n.ts";

export function Field({
  name,
  label,
  value,
  error,
  type = "text",
  autoComplete,
  placeholder,
}: {
  name: string;
  label: string;
  value?: string | null;
  error?: string | undefined;
  type?: string;
  autoComplete?: string;
  /** An example of the expected format (in the page's language: a Spanish postcode on the Spanish site). */
  placeholder?: string;
}) {
  const { text } = useT();
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
      />
      {error && (
        <span id={`${name}-error`} className="field-error">
          {text(error)}
        </span>
      )}
    </div>
  );
}

/** A form's own message: an alert for a failure, a status for a success. */
export function FormMessage({ ok, message }: { ok: boolean; message: string | null | undefined }) {
  const { text } = useT();
  if (!message) return null;
  return (
    <p role={ok ? "status" : "alert"} className={ok ? "ok" : "field-error"} style={{ margin: 0 }}>
      {text(message)}
    </p>
  );
}

export const GENDER_LABELS = {
  woman: "fields.genderWoman",
  man: "fields.genderMan",
  other: "fields.genderOther",
} as const satisfies Record<string, MessageKey>;

/**
 * Gender (optional): woman, man or other, and with "other" a free-text description (the API's genero_descripccion).
 * The description field shows only with "other"; `idPrefix` keeps ids unique when two forms share a page.
 */
export function GenderFields({
  genero,
  descripcion,
  errors,
  idPrefix = "",
}: {
  genero?: string | null | undefined;
  descripcion?: string | null | undefined;
  errors: Record<string, string | undefined>;
  idPrefix?: string;
}) {
  const { t, text } = useT();
  const [choice, setChoice] = useState(genero ?? "");
  const id = (k: string) => `${idPrefix}${k}`;
  return (
    <>
      <div className="field">
        <label htmlFor={id("genero")}>{t("fields.genderLabel")}</label>
        <select
          id={id("genero")}
          name="genero"
          value={choice}
          onChange={(e) => setChoice(e.currentTarget.value)}
          aria-invalid={errors.genero ? true : undefined}
          aria-describedby={errors.genero ? `${id("genero")}-error` : undefined}
        >
          <option value="">{t("fields.genderNone")}</option>
          {Object.entries(GENDER_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </select>
        {errors.genero && (
          <span id={`${id("genero")}-error`} className="field-error">
            {text(errors.genero)}
          </span>
        )}
      </div>
      {choice === "other" && (
        <div className="field">
          <label htmlFor={id("genero_descripccion")}>{t("fields.genderDescribe")}</label>
          <input
            id={id("genero_descripccion")}
            name="genero_descripccion"
            defaultValue={descripcion ?? ""}
            maxLength={GENDER_DESCRIPTION_MAX}
            aria-invalid={errors.genero_descripccion ? true : undefined}
            aria-describedby={errors.genero_descripccion ? `${id("genero_descripccion")}-error` : undefined}
          />
          {errors.genero_descripccion && (
            <span id={`${id("genero_descripccion")}-error`} className="field-error">
              {text(errors.genero_descripccion)}
            </span>
          )}
        </div>
      )}
    </>
  );
}
