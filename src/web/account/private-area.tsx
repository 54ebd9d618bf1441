/**
 * The private area (/area-privado/:tab?, Spanish /area-privada/:tab?; /historial, /os-meus-dados and
 * /as-minhas-encomendas redirect here): the route parses the request and hands over to private-area.server.ts; each
 * tab is its own component module. Tabs are named in Portuguese in code; a Spanish tab segment (`pedidos`) is read
 * with `ptSegment`.
 */
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { ptSegment } from "#src/shared/i18n/paths.ts";
import { displayPhone } from "#src/shared/phones.ts";
import type { Route } from "./+types/private-area";
import { apiContext } from "../api-context.ts";
import { type MessageKey, translatorAt, useT } from "../i18n.ts";
import { seo } from "../ui/seo.ts";
import { AppointmentsTab } from "./appointments-tab.tsx";
import { HistoryTab } from "./history-tab.tsx";
import { InvoicesTab } from "./invoices-tab.tsx";
import { langOfRequest, translatorOf } from "./lang.ts";
import { MyDataTab } from "./my-data-tab.tsx";
import { OrdersTab } from "./orders-tab.tsx";
import { isTab, loadPrivateArea, privateAreaAction, type TabSlug } from "./private-area.server.ts";
import { authHeaders, sessionToken } from "./session.ts";
import { SummaryTab } from "./summary-tab.tsx";
import { VehiclesTab } from "./vehicles-tab.tsx";

const TABS: ReadonlyArray<readonly [TabSlug, MessageKey]> = [
  ["", "account.tabSummary"],
  ["historial", "account.tabHistory"],
  ["os-meus-dados", "account.tabMyData"],
  ["veiculos", "account.tabVehicles"],
  ["marcacoes", "account.tabAppointments"],
  ["encomendas", "account.tabOrders"],
  ["faturas", "account.tabInvoices"],
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tr = translatorOf(request);
  if (!sessionToken(request))
    throw redirect(`${tr.path("/login")}?next=${encodeURIComponent(url.pathname.replace(/\.data$/, ""))}`);
  const tab = ptSegment(params.tab ?? "");
  if (!isTab(tab)) throw data(tr.t("account.privateNotFound"), { status: 404 });
  const area = await loadPrivateArea(context.get(apiContext), authHeaders(request), tab, url.searchParams, tr.lang);
  // An approved business also gets "A minha frota" (issue 14, item 7); the profile already says so. The phone is
  // formatted here, so the page's JavaScript does without libphonenumber (issue 15, goal 3).
  return { ...area, business: area.info?.profissional === true, phone: displayPhone(area.info?.address.telefono) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return privateAreaAction(
    context.get(apiContext),
    authHeaders(request),
    await request.formData(),
    langOfRequest(request),
  );
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return [
    ...seo(t("account.privateMetaTitle"), t("account.privateMetaDescription"), path("/area-privado")),
    { name: "robots", content: "noindex" },
  ];
};

export default function PrivateArea({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { t, text, path } = useT();
  const { info, tab } = d;
  return (
    <div className="container page">
      <h1>{t("account.privateTitle")}</h1>
      <nav aria-label={t("account.privateNavLabel")}>
        <ul className="chips">
          {TABS.map(([slug, label]) => (
            <li key={slug}>
              <Link
                to={path(`/area-privado${slug ? `/${slug}` : ""}`)}
                aria-current={tab === slug ? "page" : undefined}
              >
                {t(label)}
              </Link>
            </li>
          ))}
          {d.business && (
            <li>
              <Link to={path("/area-privado/frota")}>{t("account.tabFleet")}</Link>
            </li>
          )}
        </ul>
      </nav>
      {d.error && (
        <p role="alert" className="card field-error">
          {text(d.error)}
        </p>
      )}
      {info && tab === "" && <SummaryTab info={info} phone={d.phone} />}
      {info && tab === "os-meus-dados" && <MyDataTab info={info} action={result} busy={busy} />}
      {info && tab === "veiculos" && (
        <VehiclesTab userId={info.user.id_site_usuario} vehicles={d.vehicles} action={result} busy={busy} />
      )}
      {info && tab === "historial" && d.history && <HistoryTab history={d.history} />}
      {info && tab === "marcacoes" && d.appointments && <AppointmentsTab appointments={d.appointments} />}
      {info && tab === "encomendas" && d.orders && (
        <OrdersTab userId={info.user.id_site_usuario} orders={d.orders} action={result} busy={busy} />
      )}
      {info && tab === "faturas" && (
        <InvoicesTab invoices={d.invoices} downloadError={d.invoiceError ? text(d.invoiceError) : null} />
      )}
      {/* Logging out works even when the profile failed to load. */}
      <Form method="post" style={{ marginTop: 16 }}>
        <input type="hidden" name="intent" value="logout" />
        <button className="btn btn-ghost" type="submit">
          {t("account.privateLogout")}
        </button>
      </Form>
    </div>
  );
}
