/**
 * "A minha frota" (/area-privado/frota; issue 14, item 7): an approved business's vehicles, a booking for several of
 * them at one workshop and day — choose the workshop and service, then the day, then a time per vehicle; each line is
 * booked by the booking use case, all or nothing — and the fleet's history per plate. Server-rendered steps (GET
 * forms, then one POST), so it works without JavaScript.
 */
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { msg } from "#src/shared/i18n/i18n.ts";
import { formatEur } from "#src/shared/money.ts";
import { groupByPlate } from "#src/shared/professional/rules.ts";
import type { Route } from "./+types/fleet";
import { apiContext } from "../api-context.ts";
import { translatorOf } from "../account/lang.ts";
import { authHeaders, sessionToken } from "../account/session.ts";
import { type MessageKey, translatorAt, useT } from "../i18n.ts";
import { seo } from "../ui/seo.ts";
import { bookFleet, fleet, freeDays, freeTimes } from "./professional-api.server.ts";
import styles from "./professional.module.css";
import { formatDateTime } from "./format.ts";
import { MonthlyInvoice } from "./monthly-invoice.tsx";

const PATH = "/area-privado/frota";

const APPOINTMENT_STATUS: Record<string, MessageKey> = {
  held: "account.fleetStatusHeld",
  booked: "account.fleetStatusBooked",
  arrived: "account.fleetStatusArrived",
  in_progress: "account.fleetStatusInProgress",
  done: "account.fleetStatusDone",
  no_show: "account.fleetStatusNoShow",
  cancelled: "account.fleetStatusCancelled",
};

/** The login page, coming back here, in the request's language. */
function loginHere(request: Request): string {
  const { path } = translatorOf(request);
  return `${path("/login")}?next=${encodeURIComponent(path(PATH))}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const tr = translatorOf(request);
  if (!sessionToken(request)) throw redirect(loginHere(request));
  const api = context.get(apiContext);
  const headers = authHeaders(request);
  const q = new URL(request.url).searchParams;
  const f = await fleet(api, headers);
  if (!f.ok && f.status === 401) throw redirect(loginHere(request));
  if (!f.ok && f.status === 403) return { fleet: null, notBusiness: true, error: null, step: null, booked: null };
  if (!f.ok) throw data(tr.text(f.message), { status: f.status >= 500 ? 500 : f.status });
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
      if (list.length === 0) error = msg("account.fleetNoDays");
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
  if (r.ok) throw redirect(`${translatorOf(request).path(PATH)}?marcadas=${r.data.marcacoes.length}#historico`);
  if (r.status === 401) throw redirect(loginHere(request));
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

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return [
    ...seo(t("account.fleetMetaTitle"), t("account.fleetMetaDescription"), path(PATH)),
    { name: "robots", content: "noindex" },
  ];
};

export default function Fleet({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { t, text, path, lang } = useT();
  if (d.notBusiness || !d.fleet)
    return (
      <div className="container page">
        <p>
          <Link to={path("/area-privado")}>{t("account.fleetBack")}</Link>
        </p>
        <h1>{t("account.fleetTitle")}</h1>
        <div className="card">
          <p>{t("account.fleetOnlyBusiness")}</p>
          <p>
            <Link className="btn" to={path("/acesso-profissionais")}>
              {t("account.fleetApply")}
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
        <Link to={path("/area-privado")}>{t("account.fleetBack")}</Link>
      </p>
      <h1>{t("account.fleetTitle")}</h1>
      <p className="lead">{t("account.fleetLead", { company: f.empresa, nif: f.nif, days: String(f.diasCredito) })}</p>
      {d.booked !== null && (
        <p className="card notice" role="status">
          {t("account.fleetBooked", { count: String(d.booked), n: d.booked })}
        </p>
      )}

      <section className="card" aria-labelledby="frota-veiculos">
        <h2 id="frota-veiculos">{t("account.fleetVehicles")}</h2>
        {f.veiculos.length === 0 ? (
          <p>
            {t("account.fleetNoVehicles")} <Link to={path("/area-privado/veiculos")}>{t("account.tabVehicles")}</Link>.
          </p>
        ) : (
          <p>
            {t("account.fleetVehicleCount", { count: String(f.veiculos.length), n: f.veiculos.length })}{" "}
            {f.veiculos.map((v) => `${v.matricula} (${v.marca} ${v.modelo})`).join(", ")}.{" "}
            <Link to={path("/area-privado/veiculos")}>{t("account.fleetManageVehicles")}</Link>
          </p>
        )}
      </section>

      <section className={`card ${styles.steps}`} aria-labelledby="frota-marcar" style={{ marginTop: 16 }}>
        <h2 id="frota-marcar">{t("account.fleetBookTitle")}</h2>
        <Form method="get" className={styles.row}>
          <div className={`field ${styles.field}`}>
            <label htmlFor="frota-oficina">{t("account.fleetWorkshop")}</label>
            <select id="frota-oficina" name="oficina" defaultValue={step?.code ?? ""} required>
              <option value="">{t("account.fleetChooseWorkshop")}</option>
              {f.oficinas.map((o) => (
                <option key={o.codigo} value={o.codigo}>
                  {o.localidade} — {o.nome}
                </option>
              ))}
            </select>
          </div>
          <div className={`field ${styles.field}`}>
            <label htmlFor="frota-servico">{t("account.fleetService")}</label>
            <select id="frota-servico" name="servico" defaultValue={step?.service ?? ""} required>
              <option value="">{t("account.fleetChooseService")}</option>
              {f.servicos.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.nome}
                </option>
              ))}
            </select>
          </div>
          <button className="btn btn-ghost" type="submit">
            {t("account.fleetSeeDays")}
          </button>
        </Form>

        {d.error && (
          <p role="alert" className="field-error">
            {text(d.error)}
          </p>
        )}

        {step && step.days.length > 0 && (
          <Form method="get" className={styles.row}>
            <input type="hidden" name="oficina" value={step.code} />
            <input type="hidden" name="servico" value={step.service} />
            <div className={`field ${styles.field}`}>
              <label htmlFor="frota-dia">{t("account.fleetDayAt", { workshop: workshopName(step.code) })}</label>
              <select id="frota-dia" name="dia" defaultValue={step.day.replaceAll("/", "-")} required>
                <option value="">{t("account.fleetChooseDay")}</option>
                {step.days.map((day) => (
                  <option key={day} value={day.replaceAll("/", "-")}>
                    {day}
                  </option>
                ))}
              </select>
            </div>
            <button className="btn btn-ghost" type="submit">
              {t("account.fleetSeeTimes")}
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
                {text(result.message)}
              </p>
            )}
            {f.veiculos.length === 0 ? (
              <p>{t("account.fleetSaveVehiclesFirst")}</p>
            ) : (
              <table className={styles.vehicles}>
                <caption className="visually-hidden">
                  {t("account.fleetTableCaption", { workshop: workshopName(step.code), day: step.day })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t("account.fleetColBook")}</th>
                    <th scope="col">{t("account.fleetColVehicle")}</th>
                    <th scope="col">{t("account.fleetColTime")}</th>
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
                            <span className="visually-hidden">{t("account.fleetBookHidden")} </span>
                            {v.matricula}
                          </label>
                        </td>
                        <td>
                          {v.marca} {v.modelo}
                        </td>
                        <td>
                          <label className="visually-hidden" htmlFor={`hora-${v.id}`}>
                            {t("account.fleetTimeFor", { plate: v.matricula })}
                          </label>
                          <select
                            id={`hora-${v.id}`}
                            name={`hora-${v.id}`}
                            defaultValue={result?.times[v.id] ?? step.times[0]}
                            aria-invalid={err ? true : undefined}
                            aria-describedby={err ? `hora-${v.id}-error` : undefined}
                          >
                            {step.times.map((time) => (
                              <option key={time} value={time}>
                                {time}
                              </option>
                            ))}
                          </select>
                          {err && (
                            <span className="field-error" id={`hora-${v.id}-error`}>
                              {" "}
                              {text(err)}
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
                {text(errors.veiculos)}
              </p>
            )}
            <div className="field" style={{ marginTop: 12 }}>
              <label htmlFor="frota-comentario">{t("account.fleetComment")}</label>
              <textarea id="frota-comentario" name="comentario" rows={2} maxLength={500} />
            </div>
            <p>
              <button className="btn" type="submit" disabled={busy || f.veiculos.length === 0}>
                {busy ? t("account.fleetBooking") : t("account.fleetBookSubmit")}
              </button>
            </p>
          </Form>
        )}
      </section>

      <MonthlyInvoice months={f.faturacao} creditDays={f.diasCredito} />

      <section className="card" aria-labelledby="historico" style={{ marginTop: 16 }}>
        <h2 id="historico">{t("account.fleetHistoryTitle")}</h2>
        {history.length === 0 ? (
          <p>{t("account.fleetHistoryEmpty")}</p>
        ) : (
          <div className={styles.history}>
            {history.map(([plate, rows]) => (
              <div key={plate || "sem-matricula"}>
                <h3>{plate ? (platesShown.get(plate) ?? plate) : t("account.fleetNoPlate")}</h3>
                <ul>
                  {rows.map((r) => (
                    <li key={`${r.tipo}-${r.referencia}`}>
                      {formatDateTime(r.at, lang)} ·{" "}
                      {r.tipo === "marcacao"
                        ? t("account.fleetHistoryAppointment", {
                            status: Object.hasOwn(APPOINTMENT_STATUS, r.estado)
                              ? t(APPOINTMENT_STATUS[r.estado] as MessageKey)
                              : r.estado,
                          })
                        : t("account.fleetHistoryOrder", { reference: r.referencia, status: r.estado })}
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
