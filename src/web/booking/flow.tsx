/**
 * The appointment booking flow (spec section 2, "Appointment booking"; issue 17 item 15). The steps and their URLs
 * are described in booking-model.ts; each step is its own component, and the loader and action logic is in
 * flow.server.ts. Changing needs no comment step (the comment is optional, on the review screen) and cancelling asks
 * for confirmation on a page of its own.
 */
import { lazy, Suspense, useRef } from "react";
import { useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/flow";
import { apiContext } from "../api-context.ts";
import { type Translator, translatorAt, useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import { type Appointment, appointmentQuery, type Kind, prefix, stepLabels } from "./booking-model.ts";
import styles from "./booking.module.css";
import { bookingAction, loadBooking } from "./flow.server.ts";
import { StartStep } from "./start-step.tsx";
import { Steps } from "./steps.tsx";
import { useFocusOnChange } from "./use-focus-on-change.ts";

/**
 * The steps after the first are loaded on demand (issue 15, goal 3): the flow's first page carries the start step
 * only. The server renders every step whole, in place; a step opened directly hydrates once its chunk arrives (its
 * HTML and plain forms work meanwhile), and a navigation waits for the next step's chunk with its data (clientLoader),
 * so a step never shows empty.
 */
const STEP_MODULES = {
  marca: () => import("./brand-step.tsx"),
  "selecao-oficina": () => import("./workshop-step.tsx"),
  servicos: () => import("./services-step.tsx"),
  "data-e-hora": () => import("./date-time-step.tsx"),
  "os-seus-dados": () => import("./details-step.tsx"),
  rever: () => import("./change-review-step.tsx"),
  alteracao: () => import("./change-or-cancel.tsx"),
  cancelar: () => import("./cancel-step.tsx"),
  confirmacao: () => import("./confirmation.tsx"),
};
const BrandStep = lazy(() => STEP_MODULES.marca().then((m) => ({ default: m.BrandStep })));
const WorkshopStep = lazy(() => STEP_MODULES["selecao-oficina"]().then((m) => ({ default: m.WorkshopStep })));
const ServicesStep = lazy(() => STEP_MODULES.servicos().then((m) => ({ default: m.ServicesStep })));
const DateTimeStep = lazy(() => STEP_MODULES["data-e-hora"]().then((m) => ({ default: m.DateTimeStep })));
const DetailsStep = lazy(() => STEP_MODULES["os-seus-dados"]().then((m) => ({ default: m.DetailsStep })));
const ChangeReviewStep = lazy(() => STEP_MODULES.rever().then((m) => ({ default: m.ChangeReviewStep })));
const ChangeOrCancel = lazy(() => STEP_MODULES.alteracao().then((m) => ({ default: m.ChangeOrCancel })));
const CancelStep = lazy(() => STEP_MODULES.cancelar().then((m) => ({ default: m.CancelStep })));
const Confirmation = lazy(() => STEP_MODULES.confirmacao().then((m) => ({ default: m.Confirmation })));

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  return loadBooking(context.get(apiContext), url, params["*"] ?? "");
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  const name = data.view.name;
  if (name in STEP_MODULES) await STEP_MODULES[name as keyof typeof STEP_MODULES]();
  return data;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return bookingAction(context.get(apiContext), request, params["*"] ?? "");
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return [
    ...seo(t("booking.metaTitle"), t("booking.metaDescription"), path("/marcacao-previa")),
    { name: "robots", content: "noindex" },
  ];
};

function titleOf(
  t: Translator["t"],
  step: string,
  modify: boolean,
  kind: Kind,
  q: URLSearchParams,
  appointment: Appointment | null,
): string {
  if (step === "alteracao") {
    const can = appointment?.estado === "booked" ? appointment.acciones : null;
    return can?.alterar && can.cancelar
      ? t("booking.titleChangeOrCancel")
      : can?.alterar
        ? t("booking.titleChange")
        : can?.cancelar
          ? t("booking.cancelBooking")
          : t("booking.yourBooking");
  }
  if (step === "cancelar")
    return appointment?.estado === "cancelled" ? t("booking.titleCancelled") : t("booking.titleCancelAsk");
  if (modify) return t("booking.titleChange");
  if (step === "confirmacao") return q.get("alterada") ? t("booking.titleChanged") : t("booking.titleConfirmed");
  return kind === "scooter" ? t("booking.titleScooter") : t("booking.titleWorkshop");
}

export default function BookingFlow({ loaderData: d }: Route.ComponentProps) {
  const { t, path } = useT();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  const q = new URLSearchParams(d.query);
  const busy = navigation.state !== "idle";
  const view = d.view;
  const appointment = ("appointment" in view ? view.appointment : null) ?? null;
  useFocusOnChange(heading, `${d.step}|${d.kind}|${appointment?.estado ?? ""}`);
  const labels = stepLabels(t, d.modify);

  return (
    <div className="container page booking">
      <div className="no-print">
        <Breadcrumbs
          items={[{ label: t("booking.crumb"), to: path("/marcacao-previa") }, { label: labels[d.step] ?? d.step }]}
        />
      </div>
      <h1 ref={heading} tabIndex={-1} className={styles.pageHeading}>
        {titleOf(t, d.step, d.modify, d.kind, q, appointment)}
      </h1>
      {d.step !== "cancelar" && <Steps steps={d.steps} current={d.step} labels={labels} />}
      {/* One boundary around every step, always mounted: a navigation keeps the current step until the next is in. */}
      <Suspense fallback={null}>
        {view.name === "inicio" && <StartStep />}
        {view.name === "marca" && <BrandStep brands={view.brands} selected={q.get("marca") ?? ""} />}
        {view.name === "selecao-oficina" && (
          <WorkshopStep q={q} kind={d.kind} workshops={view.workshops} error={view.error} busy={busy} />
        )}
        {view.name === "servicos" && (
          <ServicesStep
            q={q}
            kind={d.kind}
            services={view.services}
            selected={view.selected}
            workshop={view.workshop}
          />
        )}
        {view.name === "data-e-hora" && (
          <DateTimeStep
            q={q}
            d={view.date}
            appointment={view.appointment}
            next={path(view.appointment ? "/marcacao-previa/os-seus-dados" : `${prefix(d.kind)}/os-seus-dados`)}
            busy={busy}
          />
        )}
        {view.name === "os-seus-dados" && (
          <DetailsStep q={q} kind={d.kind} workshop={view.workshop} result={actionData} busy={busy} />
        )}
        {view.name === "rever" && <ChangeReviewStep q={q} a={view.appointment} result={actionData} busy={busy} />}
        {view.name === "alteracao" && <ChangeOrCancel q={q} a={view.appointment} />}
        {view.name === "cancelar" && (
          <CancelStep q={q} a={view.appointment} message={actionData?.message} busy={busy} />
        )}
        {view.name === "confirmacao" && (
          <Confirmation
            a={view.appointment}
            icsHref={view.icsHref}
            changeHref={path(`/marcacao-previa/alteracao${appointmentQuery(q)}`)}
          />
        )}
      </Suspense>
    </div>
  );
}
