/** The oil assistant's first step, the plate (its own module: the first load carries no later step's code). */
import { Form, Link } from "react-router";
import { assistantUrl } from "#src/shared/revision/steps.ts";
import { useT } from "../i18n.ts";
import type { AssistantData } from "./assistant.server.ts";
import { Busy, FieldError, NoRevisionNotice, Frame } from "./assistant-parts.tsx";

export function PlateStep({ d }: { d: Extract<AssistantData, { step: "matricula" }> }) {
  const { t, path } = useT();
  const action = path(assistantUrl("matricula", {}));
  return (
    <Frame step="matricula" back={null}>
      {d.state && <NoRevisionNotice state={d.state} plate={d.plate} />}
      {d.saved.length > 0 && (
        <nav className="card" aria-labelledby="saved-title" style={{ maxWidth: 480, marginBottom: 16 }}>
          <h2 id="saved-title" style={{ marginTop: 0, fontSize: "1.1rem" }}>
            {t("oilAssistant.savedTitle")}
          </h2>
          <ul className="saved-plates" style={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: 8 }}>
            {d.saved.map((v) => (
              <li key={v.plate}>
                <Link
                  className="btn btn-secondary"
                  style={{ justifyContent: "flex-start", flexWrap: "wrap", textAlign: "left", width: "100%" }}
                  to={`${action}?matricula=${encodeURIComponent(v.plate)}`}
                  aria-label={
                    v.text
                      ? t("oilAssistant.savedUseWithCar", { plate: v.plate, car: v.text })
                      : t("oilAssistant.savedUse", { plate: v.plate })
                  }
                >
                  <strong style={{ whiteSpace: "nowrap" }}>{v.plate}</strong>
                  {v.text && <span style={{ fontWeight: 400 }}>{v.text}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Form method="get" action={action} className="card" style={{ maxWidth: 480, display: "grid", gap: 12 }}>
        <p style={{ margin: 0 }}>{t("oilAssistant.plateIntro")}</p>
        <div className="field">
          <label htmlFor="matricula">{t("oilAssistant.plateLabel")}</label>
          <input
            id="matricula"
            name="matricula"
            className="plate-input"
            defaultValue={d.state ? "" : d.plate}
            placeholder={t("oilAssistant.platePlaceholder")}
            autoCapitalize="characters"
            autoComplete="off"
            aria-invalid={d.error ? true : undefined}
            aria-describedby={d.error ? "matricula-error" : undefined}
          />
          <FieldError id="matricula-error" error={d.error} />
        </div>
        <Busy label={t("oilAssistant.continue")} busyLabel={t("oilAssistant.searching")} action={action} />
      </Form>
      {d.pick && (
        <section className="card" aria-labelledby="pick-title" style={{ maxWidth: 480, marginTop: 16 }}>
          <h2 id="pick-title" style={{ marginTop: 0, fontSize: "1.1rem" }}>
            {t("oilAssistant.pickTitle")}
          </h2>
          <p>
            {t("oilAssistant.pickTextBefore")} <strong>{d.choices.matricula}</strong> {t("oilAssistant.pickTextAfter")}
          </p>
          <Link className="btn" to={d.pick}>
            {t("oilAssistant.pickButton")}
          </Link>
        </section>
      )}
      {d.login && (
        <p style={{ marginTop: 16 }}>
          {t("oilAssistant.loginQuestion")} <Link to={d.login}>{t("oilAssistant.loginLink")}</Link>
        </p>
      )}
    </Frame>
  );
}
