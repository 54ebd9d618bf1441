/**
 * "A minha frota" (/area-privado/frota; issue 14, item 7): an approved business's vehicles, a booking for several of
 * them at one workshop and day — choose the workshop and service, then the day, then a time per vehicle; each line is
 * booked by the booking use case, all or nothing — and the fleet's history per plate. Server-rendered steps (GET
 * forms, then one POST), so it works without JavaScript.
 */
import { data, Link, redirect, useActionData, useNavigation } from "react-router";
import { msg } from "#src/shared/i18n/i18n.ts";
import type { Route } from "./+types/fleet";
import { apiContext } from "../api-context.ts";
import { translatorOf } from "../account/lang.ts";
import { authHeaders, sessionToken } from "../account/session.ts";
import { translatorAt, useT } from "../i18n.ts";
import { seo } from "../ui/seo.ts";
import { bookFleet, fleet, freeDays, freeTimes } from "./professional-api.server.ts";
import { type FleetBookingRefused, FleetBookingForm, type FleetStep } from "./fleet-booking.tsx";
import { FleetHistory } from "./fleet-history.tsx";
import { MonthlyInvoice } from "./monthly-invoice.tsx";

const PATH = "/area-privado/frota";

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
  let step: FleetStep | null = null;
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

export async function action({ request, context }: Route.ActionArgs): Promise<FleetBookingRefused> {
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

/** The way back to the private area and the page's title. */
function FleetHeading() {
  const { t, path } = useT();
  return (
    <>
      <p>
        <Link to={path("/area-privado")}>{t("account.fleetBack")}</Link>
      </p>
      <h1>{t("account.fleetTitle")}</h1>
    </>
  );
}

export default function Fleet({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { t, path } = useT();
  if (d.notBusiness || !d.fleet)
    return (
      <div className="container page">
        <FleetHeading />
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
  return (
    <div className="container page">
      <FleetHeading />
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

      <FleetBookingForm f={f} step={d.step} error={d.error} result={result} busy={busy} />

      <MonthlyInvoice months={f.faturacao} creditDays={f.diasCredito} />

      <FleetHistory f={f} />
    </div>
  );
}
