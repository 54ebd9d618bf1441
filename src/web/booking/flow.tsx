/**
 * The appointment booking flow (spec section 2, "Appointment booking"; issue 17 item 15). The steps and their URLs
 * are described in booking-model.ts; each step is its own component. Changing needs no comment step (the comment is
 * optional, on the review screen) and cancelling asks for confirmation on a page of its own.
 */
import { useRef } from "react";
import { data, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/flow";
import { apiContext, fieldErrors } from "../api-context.ts";
import { authHeaders } from "../account/session.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { WorkshopCardData } from "../workshops/workshop-card.tsx";
import { dateStep, json, loadAppointment } from "./booking-api.server.ts";
import {
  type Appointment,
  appointmentQuery,
  CHANGE_STEP_LABELS,
  carry,
  type Kind,
  prefix,
  type Service,
  STEP_LABELS,
  stepOf,
  stepsFor,
} from "./booking-model.ts";
import styles from "./booking.module.css";
import { BrandStep } from "./brand-step.tsx";
import { CancelStep } from "./cancel-step.tsx";
import { ChangeOrCancel } from "./change-or-cancel.tsx";
import { ChangeReviewStep } from "./change-review-step.tsx";
import { Confirmation } from "./confirmation.tsx";
import { DateTimeStep } from "./date-time-step.tsx";
import { DetailsStep } from "./details-step.tsx";
import { ServicesStep } from "./services-step.tsx";
import { StartStep } from "./start-step.tsx";
import { Steps } from "./steps.tsx";
import { useFocusOnChange } from "./use-focus-on-change.ts";
import { WorkshopStep } from "./workshop-step.tsx";

const CHANGE_STEPS = ["alteracao", "cancelar", "data-e-hora", "os-seus-dados"];

function kindOf(params: Route.LoaderArgs["params"], q: URLSearchParams) {
  const { step, kind } = stepOf(params["*"] ?? "");
  return { step, kind: kind ?? ((q.get("tipo") as Kind) || "coche") };
}

/** The change flow's pages (a signed appointment link in the URL). */
async function changeView(api: Parameters<typeof dateStep>[0], step: string, q: URLSearchParams) {
  const appointment = await loadAppointment(api, q);
  const back = `/marcacao-previa/alteracao${appointmentQuery(q)}`;
  if (step === "alteracao") return { name: "alteracao" as const, appointment };
  if (step === "cancelar") return { name: "cancelar" as const, appointment };
  if (!appointment.acciones.alterar) throw redirect(back);
  if (step === "os-seus-dados") {
    if (!q.get("fecha") || !q.get("hora"))
      throw redirect(`/marcacao-previa/data-e-hora${carry(q, { hora: undefined })}`);
    return { name: "rever" as const, appointment };
  }
  const date = await dateStep(
    api,
    q.get("taller") ?? appointment.taller.codTienda,
    appointment.servicios,
    q.get("fecha"),
    appointment.id,
  );
  return { name: "data-e-hora" as const, date, appointment };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  const q = url.searchParams;
  const api = context.get(apiContext);
  const { step, kind } = kindOf(params, q);
  // The comment step of old change links: the comment is now optional, on the review screen.
  if (step === "comentario") throw redirect(`/marcacao-previa/data-e-hora${carry(q)}`);
  const modify = q.has("cita") && CHANGE_STEPS.includes(step);
  const services = q
    .getAll("servicos")
    .flatMap((s) => s.split(","))
    .filter(Boolean);
  const base = { step, kind, modify, query: url.search, steps: stepsFor(kind, modify) };
  if (modify) return { ...base, view: await changeView(api, step, q) };

  switch (step) {
    case "inicio":
      return { ...base, view: { name: "inicio" as const } };
    case "marca": {
      const r = await json<string[]>(api, "/marcas-patinete");
      return { ...base, view: { name: "marca" as const, brands: r.ok ? r.body : [] } };
    }
    case "selecao-oficina": {
      const cp = q.get("cp");
      if (!cp) return { ...base, view: { name: "selecao-oficina" as const, workshops: null, error: null } };
      const r = await json<{ talleres: WorkshopCardData[] }>(
        api,
        kind === "moto" ? "/taller/moto/localizacion" : "/taller/localizacion",
        { method: "POST", body: { postCode: cp, ...(kind === "patinete" ? { service: "patinete" } : {}) } },
      );
      return {
        ...base,
        view: {
          name: "selecao-oficina" as const,
          workshops: r.ok ? r.body.talleres.slice(0, 12) : [],
          error: r.ok ? null : (r.errors.postCode ?? r.message),
        },
      };
    }
    case "servicos": {
      const taller = q.get("taller");
      const all = await json<Service[]>(api, taller ? `/talleres-servicios/${taller}` : "/talleres-servicios");
      if (!all.ok) throw data(all.message, { status: all.status === 404 ? 404 : 500 });
      const vehicle = kind === "coche" ? "turismo" : kind;
      const workshop = taller ? await json<WorkshopCardData>(api, `/tienda/${taller}`) : null;
      return {
        ...base,
        view: {
          name: "servicos" as const,
          services: all.body.filter((s) => s.vehiculo === null || s.vehiculo === vehicle),
          selected: services,
          workshop: workshop?.ok ? workshop.body : null,
        },
      };
    }
    case "data-e-hora": {
      const taller = q.get("taller");
      if (!taller) throw redirect(`${prefix(kind)}/selecao-oficina${carry(q)}`);
      return {
        ...base,
        view: {
          name: "data-e-hora" as const,
          date: await dateStep(api, taller, services, q.get("fecha")),
          appointment: null,
        },
      };
    }
    case "os-seus-dados": {
      if (!q.get("fecha") || !q.get("hora"))
        throw redirect(`${prefix(kind)}/data-e-hora${carry(q, { hora: undefined })}`);
      const taller = q.get("taller");
      const workshop = taller ? await json<WorkshopCardData>(api, `/tienda/${taller}`) : null;
      return { ...base, view: { name: "os-seus-dados" as const, workshop: workshop?.ok ? workshop.body : null } };
    }
    case "confirmacao": {
      const appointment = await loadAppointment(api, q);
      return {
        ...base,
        view: {
          name: "confirmacao" as const,
          appointment,
          icsHref: `/api/rodacerta/pt/cita-previa/${appointment.id}/calendario.ics?token=${encodeURIComponent(q.get("token") ?? "")}`,
        },
      };
    }
    default:
      throw data("Página não encontrada", { status: 404 });
  }
}

type ActionResult = { errors: Record<string, string>; message: string | null };

export async function action({ request, context, params }: Route.ActionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const q = new URL(request.url.replace(/\.data(\?|$)/, "$1")).searchParams;
  const api = context.get(apiContext);
  const intent = String(form.get("intent") ?? "");
  const { kind } = kindOf(params, q);
  const [d, m, y] = (q.get("fecha") ?? "").split("-");

  if (intent === "cancel") {
    const r = await json<{ message: string }>(
      api,
      `/cita-previa/${encodeURIComponent(q.get("cita") ?? "")}?token=${encodeURIComponent(q.get("token") ?? "")}`,
      { method: "DELETE", headers: authHeaders(request) },
    );
    if (!r.ok)
      return {
        errors: {},
        message: r.message || "Não foi possível cancelar a marcação. Tente novamente ou ligue-nos.",
      };
    throw redirect(`/marcacao-previa/cancelar${appointmentQuery(q)}&cancelada=1`);
  }

  if (intent === "modify") {
    const comment = form.get("comentario");
    const r = await json<{ citaPreviaId: string }>(api, "/cita-previa", {
      method: "PATCH",
      headers: authHeaders(request),
      body: {
        oldCitaId: q.get("cita"),
        token: q.get("token"),
        selectedDate: { date: `${d}/${m}/${y}`, time: q.get("hora") },
        ...(q.get("taller") ? { selectedTaller: { codTienda: q.get("taller") } } : {}),
        userData: typeof comment === "string" ? { comentario: comment } : {},
      },
    });
    if (!r.ok) return { errors: r.errors, message: r.message };
    throw redirect(`/marcacao-previa/confirmacao${appointmentQuery(q)}&alterada=1`);
  }

  // intent === "book"
  const services = q
    .getAll("servicos")
    .flatMap((s) => s.split(","))
    .filter(Boolean);
  const payload = {
    userData: {
      nombre: String(form.get("nombre") ?? ""),
      apellidos: String(form.get("apellidos") ?? ""),
      email: String(form.get("email") ?? ""),
      telefono: String(form.get("telefono") ?? ""),
      matricula: String(form.get("matricula") ?? ""),
      comentario: String(form.get("comentario") ?? ""),
      vehiculo: kind,
      renting: form.get("renting") === "on",
    },
    selectedDate: q.get("fecha") && q.get("hora") ? { date: `${d}/${m}/${y}`, time: q.get("hora") } : undefined,
    selectedService: services,
    selectedTaller: { codTienda: q.get("taller") ?? "" },
    ...(kind === "patinete" ? { marcaPatinete: q.get("marca") ?? "" } : {}),
    dataRegistroLeadMatricula: { userAgent: request.headers.get("user-agent")?.slice(0, 400) ?? "" },
  };
  const r = await json<{ citaPreviaId: string; token: string }>(api, "/cita-previa", {
    method: "POST",
    body: payload,
    headers: authHeaders(request),
  });
  if (!r.ok) return { errors: fieldErrors(r, ["userData"]), message: r.message };
  throw redirect(`/marcacao-previa/confirmacao?cita=${r.body.citaPreviaId}&token=${encodeURIComponent(r.body.token)}`);
}

export const meta: Route.MetaFunction = () => [
  ...seo(
    "Marcação prévia na oficina",
    "Marque online um serviço numa oficina RodaCerta: escolha a oficina, o serviço, o dia e a hora.",
    "/marcacao-previa",
  ),
  { name: "robots", content: "noindex" },
];

function titleOf(
  step: string,
  modify: boolean,
  kind: Kind,
  q: URLSearchParams,
  appointment: Appointment | null,
): string {
  if (step === "alteracao") {
    const can = appointment?.estado === "booked" ? appointment.acciones : null;
    return can?.alterar && can.cancelar
      ? "Alterar ou cancelar a marcação"
      : can?.alterar
        ? "Alterar a marcação"
        : can?.cancelar
          ? "Cancelar a marcação"
          : "A sua marcação";
  }
  if (step === "cancelar") return appointment?.estado === "cancelled" ? "Marcação cancelada" : "Cancelar a marcação?";
  if (modify) return "Alterar a marcação";
  if (step === "confirmacao") return q.get("alterada") ? "Marcação alterada" : "Marcação confirmada";
  return kind === "patinete" ? "Marcação para trotinete" : "Marcação na oficina";
}

export default function BookingFlow({ loaderData: d }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  const q = new URLSearchParams(d.query);
  const busy = navigation.state !== "idle";
  const view = d.view;
  const appointment = ("appointment" in view ? view.appointment : null) ?? null;
  useFocusOnChange(heading, `${d.step}|${d.kind}|${appointment?.estado ?? ""}`);
  const labels = d.modify ? CHANGE_STEP_LABELS : STEP_LABELS;

  return (
    <div className="container page booking">
      <div className="no-print">
        <Breadcrumbs items={[{ label: "Marcação", to: "/marcacao-previa" }, { label: labels[d.step] ?? d.step }]} />
      </div>
      <h1 ref={heading} tabIndex={-1} className={styles.pageHeading}>
        {titleOf(d.step, d.modify, d.kind, q, appointment)}
      </h1>
      {d.step !== "cancelar" && <Steps steps={d.steps} current={d.step} labels={labels} />}
      {view.name === "inicio" && <StartStep />}
      {view.name === "marca" && <BrandStep brands={view.brands} selected={q.get("marca") ?? ""} />}
      {view.name === "selecao-oficina" && (
        <WorkshopStep q={q} kind={d.kind} workshops={view.workshops} error={view.error} busy={busy} />
      )}
      {view.name === "servicos" && (
        <ServicesStep q={q} kind={d.kind} services={view.services} selected={view.selected} workshop={view.workshop} />
      )}
      {view.name === "data-e-hora" && (
        <DateTimeStep
          q={q}
          d={view.date}
          appointment={view.appointment}
          next={view.appointment ? "/marcacao-previa/os-seus-dados" : `${prefix(d.kind)}/os-seus-dados`}
          busy={busy}
        />
      )}
      {view.name === "os-seus-dados" && (
        <DetailsStep q={q} kind={d.kind} workshop={view.workshop} result={actionData} busy={busy} />
      )}
      {view.name === "rever" && <ChangeReviewStep q={q} a={view.appointment} result={actionData} busy={busy} />}
      {view.name === "alteracao" && <ChangeOrCancel q={q} a={view.appointment} />}
      {view.name === "cancelar" && <CancelStep q={q} a={view.appointment} message={actionData?.message} busy={busy} />}
      {view.name === "confirmacao" && (
        <Confirmation
          a={view.appointment}
          icsHref={view.icsHref}
          changeHref={`/marcacao-previa/alteracao${appointmentQuery(q)}`}
        />
      )}
    </div>
  );
}
