/** The oil assistant's shared pieces: titles, the step list, the frame every step renders in, small fields. */
import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import {
  ASSISTANT_STEPS,
  type AssistantChoices,
  type AssistantStep,
  type PickStep,
  pickedVehicle,
} from "#src/shared/revision/steps.ts";
import { type MessageKey, useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import type { NoRevision } from "./assistant.server.ts";

export const TITLE: Record<AssistantStep | PickStep, MessageKey> = {
  matricula: "oilAssistant.titlePlate",
  marca: "oilAssistant.titleBrand",
  modelo: "oilAssistant.titleModel",
  motor: "oilAssistant.titleEngine",
  quilometros: "oilAssistant.titleKms",
  oleo: "oilAssistant.titleOil",
  servicos: "oilAssistant.titlePack",
};
export const STEP_LABEL: Record<AssistantStep, MessageKey> = {
  matricula: "oilAssistant.stepPlate",
  quilometros: "oilAssistant.stepKms",
  oleo: "oilAssistant.stepOil",
  servicos: "oilAssistant.stepPack",
};

export function Steps({ current }: { current: AssistantStep }) {
  const { t } = useT();
  const at = ASSISTANT_STEPS.indexOf(current);
  return (
    <ol className="steps" aria-label={t("oilAssistant.stepsLabel")}>
      {ASSISTANT_STEPS.map((s, i) => (
        <li key={s} aria-current={s === current ? "step" : undefined}>
          <span className="visually-hidden">{i < at ? `${t("oilAssistant.stepDone")} ` : ""}</span>
          {i + 1}. {t(STEP_LABEL[s])}
        </li>
      ))}
      <li>5. {t("oilAssistant.stepBasket")}</li>
    </ol>
  );
}

export function Busy({ label, busyLabel, action }: { label: string; busyLabel: string; action: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.location?.pathname === action;
  return (
    <button className="btn" type="submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}

export function Vehicle({ text, plate }: { text: string; plate: string }) {
  return (
    <p className="hint" data-testid="oil-vehicle">
      <strong>{plate}</strong> · {text}
    </p>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <span id={id} role="alert" className="field-error">
      {error}
    </span>
  ) : null;
}

/** The car picked by hand rides along as hidden fields on the later steps' forms. */
export function PickedFields({ c }: { c: AssistantChoices }) {
  const v = pickedVehicle(c);
  if (!v) return null;
  return (
    <>
      <input type="hidden" name="marca" value={v.marca} />
      <input type="hidden" name="modelo" value={v.modelo} />
      <input type="hidden" name="motor" value={v.motor} />
      {v.ano && <input type="hidden" name="ano" value={v.ano} />}
    </>
  );
}

export function NoRevisionNotice({ state, plate }: { state: NoRevision; plate: string }) {
  const { t, path } = useT();
  return (
    <section className="card notice" role="status" aria-labelledby="no-revision-title" style={{ marginBottom: 16 }}>
      <h2 id="no-revision-title" style={{ marginTop: 0, fontSize: "1.15rem" }}>
        {state.title}
      </h2>
      <p className="hint">
        <strong>{plate}</strong> · {state.modelo}
      </p>
      <p>{state.text}</p>
      {state.next ? (
        <Link className="btn" to={`${state.next}&matricula=${encodeURIComponent(plate)}`}>
          {t("oilAssistant.noRevisionBook")}
        </Link>
      ) : (
        <Link to={path(state.status === "ELECTRIC" ? "/carro" : "/contato")}>
          {t(state.status === "ELECTRIC" ? "oilAssistant.noRevisionCarServices" : "oilAssistant.noRevisionContact")}
        </Link>
      )}
    </section>
  );
}

export function Frame({
  step,
  title = step,
  back,
  children,
}: {
  step: AssistantStep;
  title?: AssistantStep | PickStep;
  back: string | null;
  children: ReactNode;
}) {
  const { t, path } = useT();
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: t("oil.breadcrumbOil"), to: path("/mudanca-de-oleo-filtros") },
          { label: t("oilAssistant.breadcrumbAssistant") },
        ]}
      />
      <h1>{t(TITLE[title])}</h1>
      <Steps current={step} />
      {children}
      {back && (
        <p>
          <Link to={path(back)}>{t("oilAssistant.back")}</Link>
        </p>
      )}
    </div>
  );
}
