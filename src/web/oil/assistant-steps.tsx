/** The oil assistant's steps after the plate: kilometres, oil and pack (one component each; loaded on demand). */
import { Form, Link, useNavigation } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import { PACK_OIL_LITRES } from "#src/shared/revision/capacity.ts";
import { assistantUrl, pickedVehicle, pickUrl } from "#src/shared/revision/steps.ts";
import { oilTypeName } from "#src/shared/vehicles/fuel-and-oil-names.ts";
import { useT } from "../i18n.ts";
import type { AssistantData } from "./assistant.server.ts";
import { OilFacts } from "./oil-facts.tsx";
import { capacityAdvice, intervalAdvice, number, packLine, wasteOilTax } from "./oil-text.ts";
import { Busy, Vehicle, FieldError, PickedFields, Frame } from "./assistant-parts.tsx";

export function KmStep({ d }: { d: Extract<AssistantData, { step: "quilometros" }> }) {
  const { t, path } = useT();
  const action = path(assistantUrl("quilometros", {}));
  return (
    <Frame
      step="quilometros"
      back={pickedVehicle(d.choices) ? pickUrl("motor", d.choices) : `${assistantUrl("matricula", {})}`}
    >
      <Vehicle plate={d.vehicle.matricula} text={d.vehicle.modelo} />
      <Form method="get" action={action} className="card" style={{ maxWidth: 480, display: "grid", gap: 12 }}>
        <input type="hidden" name="matricula" value={d.vehicle.matricula} />
        <PickedFields c={d.choices} />
        <div className="field">
          <label htmlFor="kms">{t("oilAssistant.kmsLabel")}</label>
          <input
            id="kms"
            name="kms"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={d.kmsInput || (d.choices.kms ?? "")}
            placeholder={t("oilAssistant.kmsPlaceholder")}
            aria-invalid={d.errors.kms ? true : undefined}
            aria-describedby={d.errors.kms ? "kms-error" : undefined}
          />
          <FieldError id="kms-error" error={d.errors.kms} />
        </div>
        <div className="field">
          <label htmlFor="ultima">{t("oilAssistant.kmsLastLabel")}</label>
          <input
            id="ultima"
            name="ultima"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={d.ultimaInput}
            aria-invalid={d.errors.ultima ? true : undefined}
            aria-describedby={d.errors.ultima ? "ultima-error" : "ultima-hint"}
          />
          <span id="ultima-hint" className="hint">
            {t("oilAssistant.kmsLastHint")}
          </span>
          <FieldError id="ultima-error" error={d.errors.ultima} />
        </div>
        <Busy label={t("oilAssistant.kmsSeeOils")} busyLabel={t("oilAssistant.searching")} action={action} />
      </Form>
    </Frame>
  );
}

function Advice({ d }: { d: Extract<AssistantData, { step: "oleo" | "servicos" }> }) {
  const tr = useT();
  const { intervalo, carter } = d.selector;
  const capacity = capacityAdvice(tr, carter);
  return (
    <>
      <p className={intervalo.estado === "not-yet" ? "hint" : "notice"} data-testid="oil-interval">
        {intervalAdvice(tr, intervalo, d.choices.kms ?? d.selector.kms)}
      </p>
      {capacity && (
        <p className="notice" role="note" data-testid="oil-capacity">
          {capacity}
        </p>
      )}
    </>
  );
}

export function OilStep({ d }: { d: Extract<AssistantData, { step: "oleo" }> }) {
  const { t, path, lang } = useT();
  const action = path(assistantUrl("servicos", {}));
  const { vehiculoInfo: v } = d.selector;
  return (
    <Frame step="oleo" back={assistantUrl("quilometros", d.choices)}>
      <Vehicle
        plate={d.choices.matricula ?? ""}
        text={`${v.marca} ${v.modelo} ${v.motor} · ${number(lang, d.choices.kms ?? 0)} km`}
      />
      <Advice d={d} />
      <Form method="get" action={action} className="card" style={{ display: "grid", gap: 12 }}>
        <input type="hidden" name="matricula" value={d.choices.matricula ?? ""} />
        <PickedFields c={d.choices} />
        <input type="hidden" name="kms" value={d.choices.kms ?? ""} />
        {d.choices.ultima !== null && <input type="hidden" name="ultima" value={d.choices.ultima} />}
        <fieldset style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 8 }}>
          <legend style={{ fontWeight: 700, marginBottom: 8 }}>{t("oilAssistant.oilLegend")}</legend>
          {d.selector.listaAceites.map((o) => (
            <label key={o.id_site_revision_aceite} className="choice">
              <input
                type="radio"
                name="aceite"
                value={o.id_site_revision_aceite}
                defaultChecked={o.id_site_revision_aceite === d.selected}
              />
              <span>
                <strong>
                  {o.marca} {o.nombre}
                </strong>
                {o.recomendado && (
                  <>
                    {" "}
                    <span className="promo-badge">{t("oilAssistant.oilRecommended")}</span>
                  </>
                )}
                <br />
                <span className="hint">
                  {t("oilAssistant.oilSpec", { type: oilTypeName(lang, o.tipo_aceite), sae: o.sae, norm: o.normativa })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <p className="hint" style={{ margin: 0 }}>
          {t("oilAssistant.oilPackLitres", { litres: PACK_OIL_LITRES })}
        </p>
        <Busy label={t("oilAssistant.oilContinue")} busyLabel={t("oilAssistant.loading")} action={action} />
      </Form>
    </Frame>
  );
}

export function PackStep({ d }: { d: Extract<AssistantData, { step: "servicos" }> }) {
  const tr = useT();
  const { t, path, lang } = tr;
  const navigation = useNavigation();
  const busyPack = navigation.state === "submitting" ? navigation.formData?.get("pack") : null;
  const { vehiculoInfo: v } = d.selector;
  return (
    <Frame step="servicos" back={assistantUrl("oleo", d.choices)}>
      <Vehicle
        plate={d.choices.matricula ?? ""}
        text={`${v.marca} ${v.modelo} ${v.motor} · ${number(lang, d.choices.kms ?? 0)} km`}
      />
      <p data-testid="oil-chosen">
        {t("oilAssistant.packOilChosen")}{" "}
        <strong>
          {d.oil.marca} {d.oil.nombre}
        </strong>{" "}
        <span className="hint">
          ({oilTypeName(lang, d.oil.tipo_aceite)} · SAE {d.oil.sae} · {d.oil.normativa})
        </span>{" "}
        <Link to={path(assistantUrl("oleo", d.choices))}>{t("oilAssistant.packOilChange")}</Link>
      </p>
      <Advice d={d} />
      <div className="grid" style={{ marginTop: 16 }}>
        {d.packs.map((p) => (
          <article key={p.id} className="card" data-pack-id={p.id} aria-labelledby={`pack-${p.id}`}>
            <h2 id={`pack-${p.id}`} style={{ marginTop: 0, fontSize: "1.2rem" }}>
              {p.nombre}
            </h2>
            <ul>
              {p.incluye.map((l) => (
                <li key={l}>{packLine(tr, l)}</li>
              ))}
            </ul>
            <p className="price">
              <strong>{formatEur(p.precio, lang)}</strong>{" "}
              <span className="hint">{t("oilAssistant.packDuration", { minutes: p.duracion })}</span>
            </p>
            <Form method="post" className="buy-form">
              <input type="hidden" name="pack" value={p.id} />
              <button
                className="btn"
                type="submit"
                disabled={busyPack === p.id}
                aria-label={t("oilAssistant.packChooseLabel", { name: p.nombre })}
              >
                {busyPack === p.id ? t("oilAssistant.packAdding") : t("oilAssistant.packChoose")}
              </button>
            </Form>
            <p style={{ marginBottom: 0 }}>
              <Link to={path(`/mudanca-de-oleo-filtros/${p.slug}`)}>
                {t("oilAssistant.packWhatIncludes", { name: p.nombre })}
              </Link>
            </p>
          </article>
        ))}
      </div>
      <p className="hint">{`${t("oilAssistant.packFootSafety")} ${wasteOilTax(tr)} ${t("oilAssistant.packFootReplace")}`}</p>
      <OilFacts compact />
    </Frame>
  );
}
