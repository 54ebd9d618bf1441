/**
 * The appointment booking flow (spec section 2, "Appointment booking"). The state lives in the URL, so every step
 * survives a reload and works without JavaScript:
 *   car/moto: /marcacao-previa → selecao-oficina[/mota] → servicos → data-e-hora → os-seus-dados → confirmacao
 *   scooter:  /marcacao-previa/trotineta (brand) → servicos → selecao-oficina → data-e-hora → os-seus-dados → confirmacao
 *   change:   alteracao (change or cancel) → comentario → data-e-hora → os-seus-dados (confirm) → confirmacao
 */
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { WORKSHOP_SERVICE_LABEL } from "../../shared/workshops/services.ts";
import type { Route } from "./+types/flow";
import { apiContext, type ApiFetch, fieldErrors, isApiError } from "../api-context.ts";
import { authHeaders } from "../account/session.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import { WorkshopCard, type WorkshopCardData } from "../workshops/workshop-card.tsx";

type Kind = "coche" | "moto" | "patinete";
type Service = { id: string; nombre: string; duracion: number; vehiculo: string | null };
type Appointment = { id: string; estado: string; fecha: string; hora: string; servicios: string[]; serviciosNombres: string[]; matricula: string | null; comentario: string | null; pedido: number | null; contacto: { nombre: string; email: string; telefono: string; vehiculo?: string; marcaPatinete?: string } | null; taller: { codTienda: string; alias: string; direccion: string; cpostal: string; poblacion: string; telefono: string; url: string } };

const STEP_LABELS: Record<string, string> = { inicio: "Veículo", marca: "Marca", "selecao-oficina": "Oficina", servicos: "Serviço", "data-e-hora": "Dia e hora", "os-seus-dados": "Os seus dados", confirmacao: "Confirmação", comentario: "Comentário", alteracao: "Alterar" };

function stepsFor(kind: Kind, modify: boolean): string[] {
  if (modify) return ["comentario", "data-e-hora", "os-seus-dados", "confirmacao"];
  if (kind === "patinete") return ["marca", "servicos", "selecao-oficina", "data-e-hora", "os-seus-dados", "confirmacao"];
  return ["inicio", "selecao-oficina", "servicos", "data-e-hora", "os-seus-dados", "confirmacao"];
}

function stepOf(splat: string): { step: string; kind?: Kind } {
  const parts = splat.split("/").filter(Boolean);
  if (parts[0] === "trotineta") return { step: parts[1] ?? "marca", kind: "patinete" };
  if (parts[0] === "selecao-oficina" && parts[1] === "mota") return { step: "selecao-oficina", kind: "moto" };
  return { step: parts[0] ?? "inicio" };
}

function carry(q: URLSearchParams, extra: Record<string, string | string[] | undefined> = {}): string {
  const next = new URLSearchParams();
  for (const k of ["tipo", "cp", "taller", "servicos", "marca", "fecha", "hora", "cita", "token", "comentario"]) {
    for (const v of q.getAll(k)) next.append(k, v);
  }
  for (const [k, v] of Object.entries(extra)) {
    next.delete(k);
    if (Array.isArray(v)) for (const x of v) next.append(k, x);
    else if (v !== undefined && v !== "") next.set(k, v);
  }
  return `?${next.toString()}`;
}

function prefix(kind: Kind) {
  return kind === "patinete" ? "/marcacao-previa/trotineta" : "/marcacao-previa";
}

async function json<T>(api: ApiFetch, path: string, init?: Parameters<ApiFetch>[1]): Promise<{ ok: true; body: T } | { ok: false; status: number; message: string; errors: Record<string, string> }> {
  const res = await api(path, init);
  const body = res.json();
  if (res.status < 400) return { ok: true, body: body as T };
  return { ok: false, status: res.status, message: isApiError(body) ? body.message : "Ha habido un error", errors: isApiError(body) ? (body.errors ?? {}) : {} };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  const q = url.searchParams;
  const api = context.get(apiContext);
  const { step, kind: kindFromPath } = stepOf(params["*"] ?? "");
  const kind: Kind = kindFromPath ?? ((q.get("tipo") as Kind) || "coche");
  const modify = q.has("cita") && step !== "confirmacao";
  const services = q.getAll("servicos").flatMap((s) => s.split(",")).filter(Boolean);
  const base = { step, kind, modify, query: url.search, services, steps: stepsFor(kind, modify) };

  if (step === "alteracao" || step === "comentario" || (modify && q.get("cita"))) {
    const r = await json<Appointment>(api, `/cita-previa/${q.get("cita")}?token=${encodeURIComponent(q.get("token") ?? "")}`);
    if (!r.ok) throw data(r.message, { status: r.status === 404 || r.status === 400 ? 404 : r.status === 403 ? 403 : 500 });
    const appointment = r.body;
    if (step === "alteracao" || step === "comentario") return { ...base, appointment };
    if (step === "data-e-hora") return { ...base, appointment, ...(await dateStep(api, q.get("taller") ?? appointment.taller.codTienda, appointment.servicios, q.get("fecha"), appointment.id)) };
    if (step === "os-seus-dados") return { ...base, appointment };
  }

  switch (step) {
    case "inicio":
      return base;
    case "marca": {
      const r = await json<string[]>(api, "/marcas-patinete");
      return { ...base, brands: r.ok ? r.body : [] };
    }
    case "selecao-oficina": {
      const cp = q.get("cp");
      if (!cp) return { ...base, workshops: null, error: null };
      const r = await json<{ talleres: WorkshopCardData[] }>(api, kind === "moto" ? "/taller/moto/localizacion" : "/taller/localizacion", { method: "POST", body: { postCode: cp, ...(kind === "patinete" ? { service: "patinete" } : {}) } });
      return { ...base, workshops: r.ok ? r.body.talleres.slice(0, 12) : [], error: r.ok ? null : (r.errors.postCode ?? r.message) };
    }
    case "servicos": {
      const taller = q.get("taller");
      const all = await json<Service[]>(api, taller ? `/talleres-servicios/${taller}` : "/talleres-servicios");
      if (!all.ok) throw data(all.message, { status: all.status === 404 ? 404 : 500 });
      const vehicle = kind === "coche" ? "turismo" : kind;
      const workshop = taller ? await json<WorkshopCardData>(api, `/tienda/${taller}`) : null;
      return { ...base, services: all.body.filter((s) => s.vehiculo === null || s.vehiculo === vehicle), selected: services, workshop: workshop?.ok ? workshop.body : null };
    }
    case "data-e-hora": {
      const taller = q.get("taller");
      if (!taller) throw redirect(`${prefix(kind)}/selecao-oficina${carry(q)}`);
      return { ...base, ...(await dateStep(api, taller, services, q.get("fecha"))) };
    }
    case "os-seus-dados": {
      const taller = q.get("taller");
      const workshop = taller ? await json<WorkshopCardData>(api, `/tienda/${taller}`) : null;
      return { ...base, workshop: workshop?.ok ? workshop.body : null };
    }
    case "confirmacao": {
      const r = await json<Appointment>(api, `/cita-previa/${q.get("cita")}?token=${encodeURIComponent(q.get("token") ?? "")}`);
      if (!r.ok) throw data(r.message, { status: r.status === 403 ? 403 : 404 });
      return { ...base, appointment: r.body, icsHref: `/api/rodacerta/pt/cita-previa/${r.body.id}/calendario.ics?token=${encodeURIComponent(q.get("token") ?? "")}` };
    }
    default:
      throw data("Página não encontrada", { status: 404 });
  }
}

async function dateStep(api: ApiFetch, taller: string, services: string[], fecha: string | null, ignore?: string) {
  const body = { services, ...(ignore ? { idNavisionCitaModificada: ignore } : {}) };
  const days = await json<{ dias: Array<{ fecha: string; iso: string; primera: string }> }>(api, `/cita-previa-dates/taller/${taller}`, { method: "POST", body });
  const workshop = await json<WorkshopCardData>(api, `/tienda/${taller}`);
  let times: string[] = [];
  let timesError: string | null = null;
  if (fecha) {
    const t = await json<{ horas: string[] }>(api, `/cita-previa-times/taller/${taller}/${fecha.replaceAll("/", "-")}`, { method: "POST", body });
    if (t.ok) times = t.body.horas;
    else timesError = t.message;
  }
  return { days: days.ok ? days.body.dias : [], datesError: days.ok ? null : "Houve um problema ao carregar as datas. Tente novamente.", fecha, times, timesError, workshop: workshop.ok ? workshop.body : null };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const q = new URL(request.url.replace(/\.data(\?|$)/, "$1")).searchParams;
  const api = context.get(apiContext);
  const intent = String(form.get("intent") ?? "");
  const { kind: kindFromPath } = stepOf(params["*"] ?? "");
  const kind: Kind = kindFromPath ?? ((q.get("tipo") as Kind) || "coche");

  if (intent === "change-or-cancel") {
    const choice = form.get("accion");
    if (choice !== "alterar" && choice !== "cancelar") return { errors: { accion: "Escolha se quer alterar ou cancelar a marcação" } as Record<string, string>, message: null, cancelled: false };
    if (choice === "alterar") throw redirect(`/marcacao-previa/comentario${carry(q)}`);
    const r = await json<{ message: string }>(api, `/cita-previa/${q.get("cita")}?token=${encodeURIComponent(q.get("token") ?? "")}`, { method: "DELETE" });
    if (!r.ok) return { errors: {}, message: r.message || "Não foi possível cancelar a marcação. Tente novamente ou ligue-nos.", cancelled: false };
    return { errors: {}, message: r.body.message, cancelled: true };
  }

  if (intent === "modify") {
    const [d, m, y] = (q.get("fecha") ?? "").split("-");
    const r = await json<{ citaPreviaId: string }>(api, "/cita-previa", {
      method: "PATCH",
      body: { oldCitaId: q.get("cita"), token: q.get("token"), selectedDate: { date: `${d}/${m}/${y}`, time: q.get("hora") }, ...(q.get("taller") ? { selectedTaller: { codTienda: q.get("taller") } } : {}), userData: { comentario: q.get("comentario") ?? undefined } },
    });
    if (!r.ok) return { errors: r.errors, message: r.message, cancelled: false };
    throw redirect(`/marcacao-previa/confirmacao?cita=${q.get("cita")}&token=${encodeURIComponent(q.get("token") ?? "")}&alterada=1`);
  }

  // intent === "book"
  const [d, m, y] = (q.get("fecha") ?? "").split("-");
  const services = q.getAll("servicos").flatMap((s) => s.split(",")).filter(Boolean);
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
  const r = await json<{ citaPreviaId: string; token: string }>(api, "/cita-previa", { method: "POST", body: payload, headers: authHeaders(request) });
  if (!r.ok) {
    return { errors: fieldErrors(r, ["userData"]), message: r.message, cancelled: false };
  }
  throw redirect(`/marcacao-previa/confirmacao?cita=${r.body.citaPreviaId}&token=${encodeURIComponent(r.body.token)}`);
}

export const meta: Route.MetaFunction = () => [...seo("Marcação prévia na oficina", "Marque online um serviço numa oficina RodaCerta: escolha a oficina, o serviço, o dia e a hora.", "/marcacao-previa"), { name: "robots", content: "noindex" }];

function Steps({ steps, current }: { steps: string[]; current: string }) {
  return (
    <ol className="steps" aria-label="Passos da marcação">
      {steps.map((s, i) => (
        <li key={s} aria-current={s === current ? "step" : undefined}>
          {i + 1}. {STEP_LABELS[s]}
        </li>
      ))}
    </ol>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <span id={`${id}-error`} className="field-error">
      {error}
    </span>
  ) : null;
}

export default function BookingFlow({ loaderData }: Route.ComponentProps) {
  const d = loaderData as Awaited<ReturnType<typeof loader>> & Record<string, unknown>;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const q = new URLSearchParams(d.query);
  const busy = navigation.state !== "idle";
  const pre = prefix(d.kind);
  const title = d.step === "alteracao" ? "Alterar ou cancelar a marcação" : d.step === "confirmacao" ? (q.get("alterada") ? "Marcação alterada" : "Marcação confirmada") : d.kind === "patinete" ? "Marcação para trotinete" : "Marcação na oficina";

  return (
    <div className="container page booking">
      <div className="no-print">
        <Breadcrumbs items={[{ label: "Marcação", to: "/marcacao-previa" }, { label: STEP_LABELS[d.step] ?? d.step }]} />
      </div>
      <h1>{title}</h1>
      {d.step !== "alteracao" && <Steps steps={d.steps} current={d.step} />}

      {d.step === "inicio" && (
        <Form method="get" action="/marcacao-previa/selecao-oficina" className="card" style={{ display: "grid", gap: 16, maxWidth: 560 }}>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 700, marginBottom: 8 }}>Que veículo quer levar à oficina?</legend>
            <label className="check">
              <input type="radio" name="tipo" value="coche" defaultChecked /> Carro, carrinha ou 4x4
            </label>
            <label className="check">
              <input type="radio" name="tipo" value="moto" /> Mota ou scooter
            </label>
            <p style={{ margin: 0 }}>
              Trotinete elétrica? <Link to="/marcacao-previa/trotineta">Marque aqui</Link>.
            </p>
          </fieldset>
          <div className="field">
            <label htmlFor="cp">Código postal</label>
            <input id="cp" name="cp" required placeholder="1000-001" inputMode="numeric" autoComplete="postal-code" />
          </div>
          <button className="btn" type="submit">
            Ver oficinas
          </button>
        </Form>
      )}

      {d.step === "marca" && (
        <Form method="get" action="/marcacao-previa/trotineta/servicos" className="card" style={{ display: "grid", gap: 16, maxWidth: 560 }}>
          <input type="hidden" name="tipo" value="patinete" />
          <div className="field">
            <label htmlFor="marca">Marca da trotinete</label>
            <select id="marca" name="marca" required defaultValue={q.get("marca") ?? ""}>
              <option value="">Escolha a marca</option>
              {(d.brands as string[]).map((b) => (
                <option key={b}>{b}</option>
              ))}
            </select>
          </div>
          <button className="btn" type="submit">
            Continuar
          </button>
        </Form>
      )}

      {d.step === "selecao-oficina" && (
        <>
          <Form method="get" className="card finder-form">
            {[...q.entries()]
              .filter(([k]) => k !== "cp")
              .map(([k, v]) => (
                <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
              ))}
            <div className="field">
              <label htmlFor="cp">Código postal</label>
              <input id="cp" name="cp" defaultValue={q.get("cp") ?? ""} required placeholder="1000-001" inputMode="numeric" aria-describedby={d.error ? "cp-error" : undefined} />
            </div>
            <button className="btn btn-secondary" type="submit" disabled={busy}>
              Procurar oficinas
            </button>
          </Form>
          {typeof d.error === "string" && (
            <p id="cp-error" role="alert" className="field-error card">
              {d.error}
            </p>
          )}
          {Array.isArray(d.workshops) && (
            <div className="grid" style={{ marginTop: 16 }}>
              {(d.workshops as WorkshopCardData[]).map((w) => (
                <WorkshopCard key={w.codTienda} w={w} bookHref={`${pre}/${d.kind === "patinete" ? "data-e-hora" : "servicos"}${carry(q, { taller: w.codTienda })}`} />
              ))}
            </div>
          )}
        </>
      )}

      {d.step === "servicos" && (
        <Form method="get" action={`${pre}/${d.kind === "patinete" ? "selecao-oficina" : "data-e-hora"}`} className="card" style={{ display: "grid", gap: 12, maxWidth: 640 }} onSubmit={(e) => {
          const checked = e.currentTarget.querySelectorAll('input[name="servicos"]:checked').length;
          const err = e.currentTarget.querySelector("#servicos-error");
          if (checked === 0) {
            e.preventDefault();
            if (err) err.textContent = "Escolha pelo menos um serviço";
          }
        }}>
          {[...q.entries()]
            .filter(([k]) => k !== "servicos")
            .map(([k, v]) => (
              <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
            ))}
          {d.workshop ? (
            <p style={{ margin: 0 }}>
              Oficina: <strong>{(d.workshop as WorkshopCardData).alias}</strong>
            </p>
          ) : null}
          <fieldset style={{ border: 0, padding: 0, margin: 0 }} aria-describedby="servicos-error">
            <legend style={{ fontWeight: 700, marginBottom: 8 }}>Que serviço quer marcar?</legend>
            {(d.services as unknown as Service[]).map((s) => (
              <label key={s.id} className="check">
                <input type="checkbox" name="servicos" value={s.id} defaultChecked={(d.selected as string[]).includes(s.id)} /> {s.nombre} <span className="hint">(cerca de {s.duracion} min)</span>
              </label>
            ))}
          </fieldset>
          <span id="servicos-error" role="alert" className="field-error" />
          <button className="btn" type="submit">
            Continuar
          </button>
        </Form>
      )}

      {d.step === "data-e-hora" && (
        <div className="card" style={{ display: "grid", gap: 16 }}>
          {d.workshop ? (
            <p style={{ margin: 0 }}>
              Oficina: <strong>{(d.workshop as WorkshopCardData).alias}</strong> · {(d.workshop as WorkshopCardData).direccion}, {(d.workshop as WorkshopCardData).poblacion}
            </p>
          ) : null}
          {d.datesError ? <p role="alert" className="field-error">{String(d.datesError)}</p> : null}
          <Form method="get" style={{ display: "grid", gap: 12 }}>
            {[...q.entries()]
              .filter(([k]) => k !== "fecha" && k !== "hora")
              .map(([k, v]) => (
                <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
              ))}
            <div className="field" style={{ maxWidth: 320 }}>
              <label htmlFor="fecha">Dia</label>
              <select id="fecha" name="fecha" defaultValue={(d.fecha as string) ?? ""} onChange={(e) => e.currentTarget.form?.requestSubmit()} required>
                <option value="">Escolha o dia</option>
                {(d.days as Array<{ fecha: string; primera: string }>).map((day) => (
                  <option key={day.fecha} value={day.fecha.replaceAll("/", "-")}>
                    {day.fecha} (a partir das {day.primera})
                  </option>
                ))}
              </select>
            </div>
            <noscript>
              <button className="btn btn-ghost" type="submit">
                Ver horas
              </button>
            </noscript>
          </Form>
          {(d.days as unknown[]).length === 0 && !d.datesError && <p role="alert">Esta oficina não tem horas livres nos próximos 25 dias. Escolha outra oficina.</p>}
          {d.timesError ? <p role="alert" className="field-error">{String(d.timesError)}</p> : null}
          {(d.times as string[]).length > 0 && (
            <Form method="get" action={`${pre}/os-seus-dados`} style={{ display: "grid", gap: 12 }} onSubmit={(e) => {
              if (!e.currentTarget.querySelector('input[name="hora"]:checked')) {
                e.preventDefault();
                const err = e.currentTarget.querySelector("#hora-error");
                if (err) err.textContent = "Escolha o dia e a hora";
              }
            }}>
              {[...q.entries()]
                .filter(([k]) => k !== "hora")
                .map(([k, v]) => (
                  <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
                ))}
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend style={{ fontWeight: 700, marginBottom: 8 }}>Hora (hora local da oficina)</legend>
                <div className="slot-grid">
                  {(d.times as string[]).map((t) => (
                    <label key={t}>
                      <input type="radio" name="hora" value={t} defaultChecked={q.get("hora") === t} />
                      <span>{t}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <span id="hora-error" role="alert" className="field-error" />
              <button className="btn" type="submit">
                Continuar
              </button>
            </Form>
          )}
        </div>
      )}

      {d.step === "os-seus-dados" && !d.modify && (
        <Form method="post" className="card" style={{ display: "grid", gap: 12, maxWidth: 720 }} noValidate>
          <input type="hidden" name="intent" value="book" />
          <p style={{ margin: 0 }}>
            {d.workshop ? <strong>{(d.workshop as WorkshopCardData).alias}</strong> : null} · {(q.get("fecha") ?? "").replaceAll("-", "/")} às {q.get("hora")}
          </p>
          {actionData?.message && (
            <p role="alert" className="field-error">
              {actionData.message}
            </p>
          )}
          <div className="form-grid">
            {[
              ["nombre", "Nome", "given-name", "text"],
              ["apellidos", "Apelidos", "family-name", "text"],
              ["email", "E-mail", "email", "email"],
              ["telefono", "Telefone", "tel", "tel"],
              ...(d.kind === "patinete" ? [] : [["matricula", "Matrícula", "off", "text"]]),
            ].map(([name, label, auto, type]) => (
              <div className="field" key={name}>
                <label htmlFor={name}>{label}</label>
                <input id={name} name={name} type={type} autoComplete={auto} aria-invalid={actionData?.errors?.[name as string] ? true : undefined} aria-describedby={`${name}-error`} className={name === "matricula" ? "plate-input" : undefined} />
                <FieldError id={name as string} error={actionData?.errors?.[name as string]} />
              </div>
            ))}
          </div>
          <div className="field">
            <label htmlFor="comentario">Comentário (opcional)</label>
            <textarea id="comentario" name="comentario" rows={3} maxLength={500} />
          </div>
          {d.kind !== "patinete" && (
            <label className="check">
              <input type="checkbox" name="renting" /> O veículo é de renting
            </label>
          )}
          {(["selectedService", "selectedDate", "marcaPatinete", "selectedTaller"] as const).map((k) =>
            actionData?.errors?.[k] ? (
              <p key={k} role="alert" className="field-error">
                {actionData.errors[k]}
              </p>
            ) : null,
          )}
          <button className="btn" type="submit" disabled={busy}>
            {busy ? "A confirmar…" : "Confirmar marcação"}
          </button>
        </Form>
      )}

      {d.step === "os-seus-dados" && d.modify && d.appointment ? (
        <Form method="post" className="card" style={{ display: "grid", gap: 12, maxWidth: 640 }}>
          <input type="hidden" name="intent" value="modify" />
          <p>
            Nova data: <strong>{(q.get("fecha") ?? "").replaceAll("-", "/")} às {q.get("hora")}</strong> em {(d.appointment as Appointment).taller.alias}
          </p>
          <p>Dados da marcação: {(d.appointment as Appointment).contacto?.nombre} · {(d.appointment as Appointment).contacto?.email} · {(d.appointment as Appointment).matricula ?? ""}</p>
          {actionData?.message && (
            <p role="alert" className="field-error">
              {actionData.message}
            </p>
          )}
          <button className="btn" type="submit" disabled={busy}>
            Confirmar alteração
          </button>
        </Form>
      ) : null}

      {d.step === "alteracao" && d.appointment ? <ChangeOrCancel a={d.appointment as Appointment} actionData={actionData} busy={busy} /> : null}

      {d.step === "comentario" && d.appointment ? (
        <Form method="get" action="/marcacao-previa/data-e-hora" className="card" style={{ display: "grid", gap: 12, maxWidth: 640 }}>
          <input type="hidden" name="cita" value={q.get("cita") ?? ""} />
          <input type="hidden" name="token" value={q.get("token") ?? ""} />
          <input type="hidden" name="taller" value={(d.appointment as Appointment).taller.codTienda} />
          <div className="field">
            <label htmlFor="comentario">Comentário para a oficina (opcional)</label>
            <textarea id="comentario" name="comentario" rows={3} maxLength={500} defaultValue={(d.appointment as Appointment).comentario ?? ""} />
          </div>
          <button className="btn" type="submit">
            Escolher novo dia e hora
          </button>
        </Form>
      ) : null}

      {d.step === "confirmacao" && d.appointment ? <Confirmation a={d.appointment as Appointment} icsHref={String(d.icsHref)} changeHref={`/marcacao-previa/alteracao?cita=${q.get("cita")}&token=${encodeURIComponent(q.get("token") ?? "")}`} /> : null}
    </div>
  );
}

function ChangeOrCancel({ a, actionData, busy }: { a: Appointment; actionData: Awaited<ReturnType<typeof action>> | undefined; busy: boolean }) {
  if (actionData?.cancelled) {
    return (
      <div className="card" role="status">
        <h2 style={{ marginTop: 0 }}>Marcação cancelada</h2>
        <p>{actionData.message}</p>
        <Link to="/marcacao-previa" className="btn">
          Fazer nova marcação
        </Link>
      </div>
    );
  }
  if (a.estado === "cancelled") return <p className="card">Esta marcação já foi cancelada.</p>;
  return (
    <div className="card" style={{ display: "grid", gap: 12, maxWidth: 640 }}>
      <p style={{ margin: 0 }}>
        <strong>{a.fecha} às {a.hora}</strong> · {a.taller.alias} · {a.serviciosNombres.join(", ")}
      </p>
      {a.pedido ? (
        <p role="alert">Esta marcação está associada a uma encomenda e não pode ser alterada online. Ligue para a oficina: {a.taller.telefono}.</p>
      ) : (
        <Form method="post" style={{ display: "grid", gap: 8 }}>
          <input type="hidden" name="intent" value="change-or-cancel" />
          <fieldset style={{ border: 0, padding: 0, margin: 0 }} aria-describedby="accion-error">
            <legend style={{ fontWeight: 700 }}>O que pretende fazer?</legend>
            <label className="check">
              <input type="radio" name="accion" value="alterar" /> Alterar o dia ou a hora
            </label>
            <label className="check">
              <input type="radio" name="accion" value="cancelar" /> Cancelar a marcação
            </label>
          </fieldset>
          <FieldError id="accion" error={actionData?.errors?.accion} />
          {actionData?.message && <p className="field-error">{actionData.message}</p>}
          <button className="btn" type="submit" disabled={busy}>
            Continuar
          </button>
        </Form>
      )}
    </div>
  );
}

function Confirmation({ a, icsHref, changeHref }: { a: Appointment; icsHref: string; changeHref: string }) {
  return (
    <section className="card" aria-labelledby="conf-title" style={{ display: "grid", gap: 8, maxWidth: 720 }}>
      <h2 id="conf-title" style={{ marginTop: 0 }}>
        {a.fecha} às {a.hora}
      </h2>
      <p style={{ margin: 0 }}>
        <strong>{a.taller.alias}</strong>
        <br />
        {a.taller.direccion}, {a.taller.cpostal} {a.taller.poblacion} · Tel. {a.taller.telefono}
      </p>
      <p style={{ margin: 0 }}>Serviços: {a.serviciosNombres.join(", ")}</p>
      {a.matricula && <p style={{ margin: 0 }}>Matrícula: {a.matricula}</p>}
      {a.contacto?.marcaPatinete && <p style={{ margin: 0 }}>Trotinete: {a.contacto.marcaPatinete}</p>}
      {a.comentario && <p style={{ margin: 0 }}>Comentário: {a.comentario}</p>}
      <p className="hint" style={{ margin: 0 }}>
        Enviámos a confirmação para {a.contacto?.email}. Referência: {a.id.slice(0, 8).toUpperCase()}
      </p>
      <p className="no-print" style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
        <a className="btn" href={icsHref} download="marcacao-rodacerta.ics">
          Adicionar ao calendário
        </a>
        <button type="button" className="btn btn-ghost" onClick={() => window.print()}>
          Imprimir
        </button>
        <Link className="btn btn-ghost" to={changeHref}>
          Alterar ou cancelar
        </Link>
      </p>
      <p className="hint no-print">Serviços de {WORKSHOP_SERVICE_LABEL.coche.toLowerCase()}, mota e trotinete em toda a rede RodaCerta.</p>
    </section>
  );
}
