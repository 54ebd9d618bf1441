/**
 * "A minha frota" (/area-privado/frota; issue 14, item 7): an approved business's vehicles, a booking for several of
 * them at one workshop and day — choose the workshop and service, then the day, then a time per vehicle; each line is
 * booked by the booking use case, all or nothing — and the fleet's history per plate. Server-rendered steps (GET
 * forms, then one POST), so it works without JavaScript.
 */
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { formatLisbonDateTime } from "#src/shared/dates.ts";
import { formatEur } from "#src/shared/money.ts";
import { groupByPlate } from "#src/shared/professional/rules.ts";
import type { Route } from "./+types/fleet";
import { apiContext } from "../api-context.ts";
import { authHeaders, sessionToken } from "../account/session.ts";
import { seo } from "../ui/seo.ts";
import { bookFleet, fleet, freeDays, freeTimes } from "./professional-api.server.ts";
import styles from "./professional.module.css";
import { MonthlyInvoice } from "./monthly-invoice.tsx";

const PATH = "/area-privado/frota";

const APPOINTMENT_STATUS: Record<string, string> = {
  held: "Reservada",
  booked: "Marcada",
  arrived: "Na oficina",
  in_progress: "Em curso",
  done: "Concluída",
  no_show: "Não compareceu",
  cancelled: "Cancelada",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!sessionToken(request)) throw redirect(`/login?next=${encodeURIComponent(PATH)}`);
  const api = context.get(apiContext);
  const headers = authHeaders(request);
  const q = new URL(request.url).searchParams;
  const f = await fleet(api, headers);
  if (!f.ok && f.status === 401) throw redirect(`/login?next=${encodeURIComponent(PATH)}`);
  if (!f.ok && f.status === 403) return { fleet: null, notBusiness: true, error: null, step: null, booked: null };
  if (!f.ok) throw data(f.message, { status: f.status >= 500 ? 500 : f.status });
  const code = q.get("oficina") ?? "";
  const service = q.get("servico") ?? "";
  const day = (q.get("dia") ?? "").replaceAll("-", "/");
  const workshopOk = f.data.oficinas.some((o) => o.codigo === code);
  const serviceOk = f.data.servicos.some((s) => s.id === service);
  let step: { code: string; service: string; days: string[]; day: string; times: string[] } | null = null;
  let error: string | null = null;
  if (workshopOk && serviceOk) {
    const days = await freeDays(api, headers, code, [service]);
    if (!days.ok) error = days.message;
    else {
      const list = days.data.dias.map((x) => x.fecha);
      const chosen = list.includes(day) ? day : "";
      let times: string[] = [];
      if (chosen) {
        const t = await freeTimes(api, headers, code, chosen, [service]);
        if (t.ok) times = t.data.horas;
        else error = t.message;
      }
      step = { code, service, days: list, day: chosen, times };
      if (list.length === 0) error = "Esta oficina não tem dias livres para este serviço. Escolha outra oficina.";
    }
  }
  const booked = q.get("marcadas");
  return { fleet: f.data, notBusiness: false, error, step, booked: booked ? Number(booked) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const f = await request.formData();
  const chosen = f.getAll("veiculo").map((v) => Number(v));
  const body = {
    codTienda: String(f.get("oficina") ?? ""),
    fecha: String(f.get("dia") ?? ""),
    servicos: [String(f.get("servico") ?? "")],
    veiculos: chosen.map((id) => ({ veiculoId: id, hora: String(f.get(`hora-${id}`) ?? "") })),
    comentario: String(f.get("comentario") ?? ""),
  };
  const r = await bookFleet(context.get(apiContext), authHeaders(request), body);
  if (r.ok) throw redirect(`${PATH}?marcadas=${r.data.marcacoes.length}#historico`);
  if (r.status === 401) throw redirect(`/login?next=${encodeURIComponent(PATH)}`);
  return {
    message: r.message,
    errors: r.errors,
    chosen,
    times: Object.fromEntries(body.veiculos.map((v) => [v.veiculoId, v.hora])),
  };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [
  ...seo("A minha frota", "Os veículos, as marcações e o histórico da sua frota.", PATH),
  { name: "robots", content: "noindex" },
];

export default function Fleet({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  if (d.notBusiness || !d.fleet)
    return (
      <div className="container page">
        <p>
          <Link to="/area-privado">← A minha área</Link>
        </p>
        <h1>A minha frota</h1>
        <div className="card">
          <p>«A minha frota» é para contas profissionais aprovadas: frotas, táxis, TVDE e empresas de entregas.</p>
          <p>
            <Link className="btn" to="/acesso-profissionais">
              Saber mais e candidatar-me
            </Link>
          </p>
        </div>
      </div>
    );
  const f = d.fleet;
  const step = d.step;
  const errors = result?.errors ?? {};
  const workshopName = (code: string) => f.oficinas.find((o) => o.codigo === code)?.nome ?? code;
  const history = groupByPlate(f.historial);
  /** History rows carry the compact plate (AA00AA); the fleet's own vehicles are shown as the customer saved them. */
  const platesShown = new Map(
    f.veiculos.map((v) => [v.matricula.replace(/[^A-Za-z0-9]/g, "").toUpperCase(), v.matricula]),
  );
  const vehicleErrors = Object.entries(errors).filter(([k]) => k.startsWith("veiculos."));

  return (
    <div className="container page">
      <p>
        <Link to="/area-privado">← A minha área</Link>
      </p>
      <h1>A minha frota</h1>
      <p className="lead">
        {f.empresa} · NIF {f.nif} · fatura mensal a {f.diasCredito} dias
      </p>
      {d.booked !== null && (
        <p className="card notice" role="status">
          Marcação feita para {d.booked} veículo{d.booked === 1 ? "" : "s"}. Enviámos a confirmação por e-mail.
        </p>
      )}

      <section className="card" aria-labelledby="frota-veiculos">
        <h2 id="frota-veiculos">Veículos</h2>
        {f.veiculos.length === 0 ? (
          <p>
            Ainda não tem veículos guardados. Acrescente-os em <Link to="/area-privado/veiculos">Veículos</Link>.
          </p>
        ) : (
          <p>
            {f.veiculos.length} veículo{f.veiculos.length === 1 ? "" : "s"}:{" "}
            {f.veiculos.map((v) => `${v.matricula} (${v.marca} ${v.modelo})`).join(", ")}.{" "}
            <Link to="/area-privado/veiculos">Gerir veículos</Link>
          </p>
        )}
      </section>

      <section className={`card ${styles.steps}`} aria-labelledby="frota-marcar" style={{ marginTop: 16 }}>
        <h2 id="frota-marcar">Marcar vários veículos</h2>
        <Form method="get" className={styles.row}>
          <div className={`field ${styles.field}`}>
            <label htmlFor="frota-oficina">Oficina</label>
            <select id="frota-oficina" name="oficina" defaultValue={step?.code ?? ""} required>
              <option value="">Escolha a oficina…</option>
              {f.oficinas.map((o) => (
                <option key={o.codigo} value={o.codigo}>
                  {o.localidade} — {o.nome}
                </option>
              ))}
            </select>
          </div>
          <div className={`field ${styles.field}`}>
            <label htmlFor="frota-servico">Serviço</label>
            <select id="frota-servico" name="servico" defaultValue={step?.service ?? ""} required>
              <option value="">Escolha o serviço…</option>
              {f.servicos.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.nome}
                </option>
              ))}
            </select>
          </div>
          <button className="btn btn-ghost" type="submit">
            Ver dias livres
          </button>
        </Form>

        {d.error && (
          <p role="alert" className="field-error">
            {d.error}
          </p>
        )}

        {step && step.days.length > 0 && (
          <Form method="get" className={styles.row}>
            <input type="hidden" name="oficina" value={step.code} />
            <input type="hidden" name="servico" value={step.service} />
            <div className={`field ${styles.field}`}>
              <label htmlFor="frota-dia">Dia em {workshopName(step.code)}</label>
              <select id="frota-dia" name="dia" defaultValue={step.day.replaceAll("/", "-")} required>
                <option value="">Escolha o dia…</option>
                {step.days.map((day) => (
                  <option key={day} value={day.replaceAll("/", "-")}>
                    {day}
                  </option>
                ))}
              </select>
            </div>
            <button className="btn btn-ghost" type="submit">
              Ver horas
            </button>
          </Form>
        )}

        {step && step.day && step.times.length > 0 && (
          <Form method="post" noValidate>
            <input type="hidden" name="oficina" value={step.code} />
            <input type="hidden" name="servico" value={step.service} />
            <input type="hidden" name="dia" value={step.day} />
            {result?.message && (
              <p role="alert" className="field-error">
                {result.message}
              </p>
            )}
            {f.veiculos.length === 0 ? (
              <p>Guarde primeiro os veículos da frota em «Veículos».</p>
            ) : (
              <table className={styles.vehicles}>
                <caption className="visually-hidden">
                  Veículos a marcar em {workshopName(step.code)} no dia {step.day}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Marcar</th>
                    <th scope="col">Veículo</th>
                    <th scope="col">Hora</th>
                  </tr>
                </thead>
                <tbody>
                  {f.veiculos.map((v) => {
                    const err = errors[`veiculos.${v.id}`];
                    const checked = result ? result.chosen.includes(v.id) : false;
                    return (
                      <tr key={v.id}>
                        <td>
                          <label className="check">
                            <input type="checkbox" name="veiculo" value={v.id} defaultChecked={checked} />{" "}
                            <span className="visually-hidden">Marcar </span>
                            {v.matricula}
                          </label>
                        </td>
                        <td>
                          {v.marca} {v.modelo}
                        </td>
                        <td>
                          <label className="visually-hidden" htmlFor={`hora-${v.id}`}>
                            Hora para {v.matricula}
                          </label>
                          <select
                            id={`hora-${v.id}`}
                            name={`hora-${v.id}`}
                            defaultValue={result?.times[v.id] ?? step.times[0]}
                            aria-invalid={err ? true : undefined}
                            aria-describedby={err ? `hora-${v.id}-error` : undefined}
                          >
                            {step.times.map((t) => (
                              <option key={t} value={t}>
                                {t}
                              </option>
                            ))}
                          </select>
                          {err && (
                            <span className="field-error" id={`hora-${v.id}-error`}>
                              {" "}
                              {err}
                            </span>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
            {vehicleErrors.length === 0 && errors.veiculos && (
              <p className="field-error" role="alert">
                {errors.veiculos}
              </p>
            )}
            <div className="field" style={{ marginTop: 12 }}>
              <label htmlFor="frota-comentario">Observações para a oficina (opcional)</label>
              <textarea id="frota-comentario" name="comentario" rows={2} maxLength={500} />
            </div>
            <p>
              <button className="btn" type="submit" disabled={busy || f.veiculos.length === 0}>
                {busy ? "A marcar…" : "Marcar os veículos escolhidos"}
              </button>
            </p>
          </Form>
        )}
      </section>

      <MonthlyInvoice months={f.faturacao} creditDays={f.diasCredito} />

      <section className="card" aria-labelledby="historico" style={{ marginTop: 16 }}>
        <h2 id="historico">Histórico da frota</h2>
        {history.length === 0 ? (
          <p>Ainda não há marcações nem encomendas da frota.</p>
        ) : (
          <div className={styles.history}>
            {history.map(([plate, rows]) => (
              <div key={plate || "sem-matricula"}>
                <h3>{plate ? (platesShown.get(plate) ?? plate) : "Sem matrícula"}</h3>
                <ul>
                  {rows.map((r) => (
                    <li key={`${r.tipo}-${r.referencia}`}>
                      {formatLisbonDateTime(r.at)} ·{" "}
                      {r.tipo === "marcacao"
                        ? `Marcação · ${APPOINTMENT_STATUS[r.estado] ?? r.estado}`
                        : `Encomenda ${r.referencia} (${r.estado})`}
                      {r.oficina ? ` · ${r.oficina}` : ""}
                      {r.totalCents !== null ? ` · ${formatEur(r.totalCents)}` : ""}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
