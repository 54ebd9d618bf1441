import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import type { Route } from "./+types/private-area";
import { clearBasketCookie } from "../checkout/basket-cookie.ts";
import { apiContext, type ApiFetch, fieldErrors, isApiError } from "../api-context.ts";
import { seo } from "../ui/seo.ts";
import { authHeaders, clearSessionCookie, sessionToken } from "./session.ts";

type Info = {
  user: {
    id_site_usuario: number;
    nombre: string;
    apellidos: string;
    email: string;
    fecha_nacimiento: string | null;
    genero: string | null;
    numero_documento: string | null;
    tipo_documento: string | null;
    pais_documento: string | null;
    promo_email?: boolean;
    promo_sms?: boolean;
  };
  address: {
    calle: string | null;
    numero: string | null;
    poblacion: string | null;
    telefono: string | null;
    codigo_postal: string | null;
    provincia: string | null;
  };
  percentCompleted: number;
};
type Vehicle = {
  id: number;
  plate: string;
  marca: string;
  modelo: string;
  motor: string | null;
  kms: number | null;
  tyreSize: string | null;
};

/** Order states as the customer reads them. */
const ORDER_STATUS: Record<string, string> = {
  pendente: "Por pagar",
  confirmado: "Paga",
  expirado: "Expirada (não foi paga)",
  cancelado: "Anulada",
};

const TABS = [
  ["", "Resumo"],
  ["historial", "Histórico"],
  ["os-meus-dados", "Os meus dados"],
  ["veiculos", "Veículos"],
  ["marcacoes", "Marcações"],
  ["encomendas", "Encomendas"],
  ["faturas", "Faturas"],
] as const;

async function get<T>(api: ApiFetch, path: string, headers: Record<string, string>): Promise<T | null> {
  const res = await api(path, { headers });
  return res.status === 200 ? (res.json() as T) : null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!sessionToken(request)) throw redirect(`/login?next=${encodeURIComponent(new URL(request.url).pathname)}`);
  const api = context.get(apiContext);
  const headers = authHeaders(request);
  const res = await api("/users/fetchInfo", { headers });
  if (res.status === 401)
    throw redirect("/login?next=/area-privado", { headers: { "Set-Cookie": clearSessionCookie() } });
  if (res.status !== 200)
    return { tab: params.tab ?? "", info: null, error: "Ha habido un problema cargando tus datos", extra: null };
  const info = res.json() as Info;
  const id = info.user.id_site_usuario;
  const tab = params.tab ?? "";
  let extra: unknown = null;
  if (tab === "historial") extra = await get(api, `/users/${id}/history`, headers);
  if (tab === "veiculos") extra = await get(api, `/vehicles/${id}`, headers);
  if (tab === "marcacoes") extra = await get(api, `/citas-previas/${id}`, headers);
  if (tab === "encomendas") extra = await get(api, `/users/${id}/pedidos`, headers);
  if (tab === "faturas") extra = await get(api, `/users/${id}/facturas`, headers);
  return {
    tab,
    info,
    error: tab !== "" && tab !== "os-meus-dados" && extra === null ? "Não foi possível carregar o histórico." : null,
    extra,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  const headers = authHeaders(request);
  const f = await request.formData();
  const intent = String(f.get("intent"));
  const id = Number(f.get("userId"));
  if (intent === "logout") {
    await api("/users/logout", { method: "POST", headers });
    // The basket resets on logout.
    const out = new Headers();
    out.append("Set-Cookie", clearSessionCookie());
    out.append("Set-Cookie", clearBasketCookie());
    throw redirect("/", { headers: out });
  }
  if (intent === "delete") {
    if (f.get("confirmar") !== "on")
      return {
        message: "Confirme que quer apagar a conta: é definitivo.",
        errors: {} as Record<string, string>,
        ok: false,
      };
    const res = await api(`/users/${id}`, { method: "DELETE", headers, body: { confirm: true } });
    if (res.status !== 200)
      return { message: "Não foi possível apagar a conta. Tente mais tarde.", errors: {}, ok: false };
    throw redirect("/?conta=apagada", { headers: { "Set-Cookie": clearSessionCookie() } });
  }
  if (intent === "add-vehicle") {
    const body: Record<string, unknown> = { idUsuario: id, matriculaNumber: String(f.get("matricula") ?? "") };
    // Kilometres always (spec section 5); brand and model only when the registry did not know the plate.
    body.vehicleData = {
      kms: String(f.get("kms") ?? ""),
      ...(f.get("moto") === "on" ? { tipo: "moto" } : {}),
      ...(f.get("marca") ? { marca: String(f.get("marca")), modelo: String(f.get("modelo") ?? "") } : {}),
    };
    const res = await api("/matricula/add-vehicle-db", { method: "POST", headers, body });
    const b = res.json();
    if (res.status === 201) return { message: "Veículo guardado.", errors: {}, ok: true };
    const errors = isApiError(b) ? fieldErrors(b, ["vehicleData"]) : {};
    return {
      message: isApiError(b) ? b.message : "alta_vehiculo.error_guardar_vehiculo",
      errors,
      ok: false,
      needManual: isApiError(b) && b.error === "PLATE_NOT_FOUND",
    };
  }
  if (intent === "delete-vehicle") {
    await api(`/vehicles/${id}/${encodeURIComponent(String(f.get("plate")))}`, { method: "DELETE", headers });
    return { message: "Veículo apagado.", errors: {}, ok: true };
  }
  if (intent === "cancel-order") {
    const numero = String(f.get("pedido") ?? "");
    const res = await api(`/pedidos/${encodeURIComponent(numero)}/cancelar`, { method: "POST", headers });
    const b = res.json();
    if (res.status === 200)
      return { message: `A encomenda ${numero} foi anulada e a hora na oficina ficou livre.`, errors: {}, ok: true };
    return {
      message: isApiError(b) ? b.message : "Não foi possível anular a encomenda. Tente mais tarde.",
      errors: {},
      ok: false,
    };
  }
  if (intent === "consents") {
    const res = await api(`/users/${id}`, {
      method: "PATCH",
      headers,
      body: { promo_email: f.get("promo_email") === "on", promo_sms: f.get("promo_sms") === "on" },
    });
    if (res.status === 200) return { message: "Preferências guardadas.", errors: {}, ok: true };
    return { message: "Não foi possível guardar as preferências. Tente mais tarde.", errors: {}, ok: false };
  }
  // update data
  const payload: Record<string, unknown> = {};
  for (const k of ["nombre", "apellidos", "telefono", "fecha_nacimiento"]) if (f.get(k)) payload[k] = String(f.get(k));
  const address: Record<string, string> = {};
  for (const k of ["calle", "numero", "poblacion", "codigo_postal"]) if (f.get(k)) address[k] = String(f.get(k));
  if (Object.keys(address).length) payload.address = address;
  if (f.get("numero_documento"))
    payload.documento = {
      tipo_documento: String(f.get("tipo_documento")),
      pais_documento: String(f.get("pais_documento")),
      numero_documento: String(f.get("numero_documento")),
    };
  const res = await api(`/users/${id}`, { method: "PATCH", headers, body: payload });
  const b = res.json();
  if (res.status === 200) return { message: "Dados guardados.", errors: {}, ok: true };
  const errors: Record<string, string> = {};
  if (isApiError(b)) for (const [k, v] of Object.entries(b.errors ?? {})) errors[k.split(".").at(-1) as string] = v;
  return { message: isApiError(b) ? b.message : "Não foi possível guardar os dados.", errors, ok: false };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [
  ...seo("A minha área", "A sua área privada RodaCerta.", "/area-privado"),
  { name: "robots", content: "noindex" },
];

function Field({
  name,
  label,
  value,
  error,
  type = "text",
}: {
  name: string;
  label: string;
  value?: string | null;
  error?: string;
  type?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        type={type}
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${name}-error`}
      />
      {error && (
        <span id={`${name}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

export default function PrivateArea({ loaderData }: Route.ComponentProps) {
  const { info, error, tab, extra } = loaderData;
  const data = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const err = (k: string) => data?.errors?.[k];
  return (
    <div className="container page">
      <h1>A minha área</h1>
      <nav aria-label="Área privada">
        <ul className="chips">
          {TABS.map(([slug, label]) => (
            <li key={slug}>
              <Link to={`/area-privado${slug ? `/${slug}` : ""}`} aria-current={tab === slug ? "page" : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {error && (
        <p role="alert" className="card field-error">
          {error}
        </p>
      )}
      {data?.message && (
        <p role={data.ok ? "status" : "alert"} className={`card ${data.ok ? "" : "field-error"}`}>
          {data.message}
        </p>
      )}
      {info && tab === "" && (
        <section className="card" aria-labelledby="me-title" style={{ maxWidth: 640 }}>
          <h2 id="me-title" style={{ marginTop: 0 }}>
            Olá, {info.user.nombre}!
          </h2>
          <p>
            {info.user.nombre} {info.user.apellidos} · {info.user.email}
            <br />
            {info.address.telefono} · {info.address.codigo_postal} {info.address.provincia}
          </p>
          <p>
            Perfil preenchido: <strong>{info.percentCompleted} %</strong>
          </p>
          <progress max={100} value={info.percentCompleted} aria-label="Perfil preenchido" style={{ width: "100%" }} />
        </section>
      )}
      {info && tab === "os-meus-dados" && (
        <>
          <Form method="post" className="card" style={{ display: "grid", gap: 12, maxWidth: 760 }} noValidate>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="userId" value={info.user.id_site_usuario} />
            <div className="form-grid">
              <Field name="nombre" label="Nome" value={info.user.nombre} error={err("nombre")} />
              <Field name="apellidos" label="Apelidos" value={info.user.apellidos} error={err("apellidos")} />
              <Field
                name="telefono"
                label="Telefone"
                value={info.address.telefono}
                error={err("telefono")}
                type="tel"
              />
              <Field
                name="fecha_nacimiento"
                label="Data de nascimento (DD/MM/AAAA)"
                value={info.user.fecha_nacimiento}
                error={err("fecha_nacimiento")}
              />
              <Field name="calle" label="Morada" value={info.address.calle} error={err("calle")} />
              <Field name="numero" label="Número" value={info.address.numero} error={err("numero")} />
              <Field name="poblacion" label="Localidade" value={info.address.poblacion} error={err("poblacion")} />
              <Field
                name="codigo_postal"
                label="Código postal"
                value={info.address.codigo_postal}
                error={err("codigo_postal")}
              />
              <div className="field">
                <label htmlFor="tipo_documento">Tipo de documento</label>
                <select id="tipo_documento" name="tipo_documento" defaultValue={info.user.tipo_documento ?? "NIF"}>
                  <option value="NIF">NIF</option>
                  <option value="DNI">DNI</option>
                  <option value="NIE">NIE</option>
                  <option value="PASSAPORTE">Passaporte</option>
                </select>
              </div>
              <div className="field">
                <label htmlFor="pais_documento">País do documento</label>
                <select id="pais_documento" name="pais_documento" defaultValue={info.user.pais_documento ?? "PT"}>
                  <option value="PT">Portugal</option>
                  <option value="ES">Espanha</option>
                  <option value="AD">Andorra</option>
                </select>
              </div>
              <Field
                name="numero_documento"
                label="Número do documento"
                value={info.user.numero_documento}
                error={err("numero_documento")}
              />
            </div>
            <button className="btn" type="submit" disabled={busy}>
              Guardar
            </button>
          </Form>
          <Form method="post" className="card" style={{ display: "grid", gap: 8, maxWidth: 760, marginTop: 16 }}>
            <h2 style={{ margin: 0, fontSize: "1.1rem" }}>Ofertas e novidades</h2>
            <p style={{ margin: 0 }}>
              Escolha como quer receber as nossas campanhas. Pode mudar de ideias a qualquer momento.
            </p>
            <input type="hidden" name="intent" value="consents" />
            <input type="hidden" name="userId" value={info.user.id_site_usuario} />
            <label className="check">
              <input type="checkbox" name="promo_email" defaultChecked={Boolean(info.user.promo_email)} /> Receber
              ofertas por e-mail
            </label>
            <label className="check">
              <input type="checkbox" name="promo_sms" defaultChecked={Boolean(info.user.promo_sms)} /> Receber ofertas
              por SMS
            </label>
            <button className="btn btn-ghost" type="submit" disabled={busy}>
              Guardar preferências
            </button>
          </Form>
          <Form
            method="post"
            className="card"
            style={{ display: "grid", gap: 8, maxWidth: 760, marginTop: 16, borderLeft: "4px solid var(--c-error)" }}
          >
            <h2 style={{ margin: 0, fontSize: "1.1rem" }}>Apagar a conta</h2>
            <p style={{ margin: 0 }}>
              Os seus dados pessoais são apagados de forma definitiva. As faturas ficam guardadas pelo prazo legal, sem
              dados de contacto.
            </p>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="userId" value={info.user.id_site_usuario} />
            <label className="check">
              <input type="checkbox" name="confirmar" /> Compreendo que isto é definitivo
            </label>
            <button
              className="btn btn-ghost"
              type="submit"
              style={{ borderColor: "var(--c-error)", color: "var(--c-error)" }}
            >
              Apagar a minha conta
            </button>
          </Form>
        </>
      )}
      {info && tab === "veiculos" && (
        <>
          <ul className="grid" style={{ listStyle: "none", padding: 0 }}>
            {((extra as unknown as Vehicle[] | null) ?? []).map((v) => (
              <li key={v.id} className="card">
                <strong>{v.plate}</strong> · {v.marca} {v.modelo} {v.motor ?? ""}
                <br />
                {v.tyreSize && <span className="hint">Pneus: {v.tyreSize}</span>}{" "}
                {v.kms && <span className="hint">· {v.kms.toLocaleString("pt-PT")} km</span>}
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-vehicle" />
                  <input type="hidden" name="userId" value={info.user.id_site_usuario} />
                  <input type="hidden" name="plate" value={v.plate} />
                  <button
                    type="submit"
                    className="btn btn-ghost"
                    style={{ marginTop: 8 }}
                    aria-label={`Apagar o veículo ${v.plate}`}
                  >
                    Apagar
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          {((extra as unknown as Vehicle[] | null) ?? []).length === 0 && <p>Ainda não tem veículos guardados.</p>}
          <Form method="post" className="card" style={{ display: "grid", gap: 12, maxWidth: 560 }} noValidate>
            <h2 style={{ margin: 0, fontSize: "1.1rem" }}>Adicionar veículo</h2>
            <input type="hidden" name="intent" value="add-vehicle" />
            <input type="hidden" name="userId" value={info.user.id_site_usuario} />
            <Field name="matricula" label="Matrícula" error={err("matriculaNumber")} />
            <label className="check">
              <input type="checkbox" name="moto" /> É uma mota
            </label>
            <Field name="kms" label="Quilómetros" error={err("kms")} />
            {data && "needManual" in data && data.needManual && (
              <>
                <Field name="marca" label="Marca" error={err("marca")} />
                <Field name="modelo" label="Modelo" error={err("modelo")} />
              </>
            )}
            <button className="btn" type="submit" disabled={busy}>
              Adicionar
            </button>
          </Form>
        </>
      )}
      {info && tab === "historial" && (
        <ul className="card" style={{ listStyle: "none" }}>
          {(
            (
              extra as unknown as {
                historial: Array<{ tipo: string; fecha: string; descripcion: string; estado: string }>;
              } | null
            )?.historial ?? []
          ).map((e) => (
            <li key={`${e.tipo}${e.fecha}`}>
              {e.fecha.slice(8, 10)}/{e.fecha.slice(5, 7)}/{e.fecha.slice(0, 4)} · {e.descripcion} ({e.estado})
            </li>
          ))}
          {((extra as unknown as { historial: unknown[] } | null)?.historial ?? []).length === 0 && (
            <li>Ainda não há histórico.</li>
          )}
        </ul>
      )}
      {info && tab === "marcacoes" && (
        <ul className="grid" style={{ listStyle: "none", padding: 0 }}>
          {(
            (extra as unknown as Array<{
              id: string;
              fecha: string;
              hora: string;
              estado: string;
              token: string;
              taller: { alias: string; telefono: string };
              acciones?: { alterar: boolean; cancelar: boolean; motivoAlterar: string | null };
            }> | null) ?? []
          ).map((a) => (
            <li key={a.id} className="card">
              <strong>
                {a.fecha} às {a.hora}
              </strong>{" "}
              · {a.taller.alias} · {a.estado === "cancelled" ? "cancelada" : "confirmada"}
              {/* Only what the booking rule allows online (src/shared/booking/change-rules.ts); otherwise the reason and phone. */}
              {a.estado === "booked" && (a.acciones?.alterar || a.acciones?.cancelar) && (
                <p style={{ margin: "8px 0 0" }}>
                  <Link to={`/marcacao-previa/alteracao?cita=${a.id}&token=${encodeURIComponent(a.token)}`}>
                    {a.acciones.cancelar ? "Alterar ou cancelar" : "Alterar dia ou hora"}
                  </Link>
                </p>
              )}
              {a.estado === "booked" && a.acciones && !a.acciones.alterar && a.acciones.motivoAlterar && (
                <p className="hint" style={{ margin: "8px 0 0" }}>
                  {a.acciones.motivoAlterar}
                </p>
              )}
            </li>
          ))}
          {((extra as unknown as unknown[] | null) ?? []).length === 0 && (
            <li>
              Ainda não tem marcações. <Link to="/marcacao-previa">Marcar agora</Link>
            </li>
          )}
        </ul>
      )}
      {info && tab === "encomendas" && (
        <ul className="card order-list" style={{ listStyle: "none" }}>
          {(
            (extra as unknown as Array<{ numero: string; fecha: string; total: number; estado: string }> | null) ?? []
          ).map((o) => (
            <li key={o.numero} className="order-row">
              <span>
                <Link to={`/carrinho/a-sua-reserva?pedido=${o.numero}`}>{o.numero}</Link> · {o.fecha.slice(8, 10)}/
                {o.fecha.slice(5, 7)}/{o.fecha.slice(0, 4)} · {formatEur(o.total)} ·{" "}
                <strong className={`order-status ${o.estado}`}>{ORDER_STATUS[o.estado] ?? o.estado}</strong>
              </span>
              {o.estado === "pendente" && (
                <span className="order-actions">
                  <Link className="btn" to={`/carrinho/pagamento?pedido=${o.numero}`}>
                    Pagar
                  </Link>
                  <Form
                    method="post"
                    onSubmit={(e) =>
                      window.confirm(`Anular a encomenda ${o.numero}? A hora reservada na oficina fica livre.`)
                        ? undefined
                        : e.preventDefault()
                    }
                  >
                    <input type="hidden" name="intent" value="cancel-order" />
                    <input type="hidden" name="userId" value={info.user.id_site_usuario} />
                    <input type="hidden" name="pedido" value={o.numero} />
                    <button className="btn btn-ghost" type="submit" disabled={busy}>
                      Anular
                    </button>
                  </Form>
                </span>
              )}
            </li>
          ))}
          {((extra as unknown as unknown[] | null) ?? []).length === 0 && <li>Ainda não fez encomendas.</li>}
        </ul>
      )}
      {info && tab === "faturas" && (
        <ul className="card" style={{ listStyle: "none" }}>
          {((extra as unknown as Array<{ numero: string; fecha: string; total: number }> | null) ?? []).map((i) => (
            <li key={i.numero}>
              {i.numero} · {formatEur(i.total)} ·{" "}
              <a href={`/area-privado/fatura?n=${encodeURIComponent(i.numero)}`}>Descarregar PDF</a>
            </li>
          ))}
          {((extra as unknown as unknown[] | null) ?? []).length === 0 && <li>Ainda não tem faturas.</li>}
        </ul>
      )}
      {info && (
        <Form method="post" style={{ marginTop: 16 }}>
          <input type="hidden" name="intent" value="logout" />
          <input type="hidden" name="userId" value={info.user.id_site_usuario} />
          <button className="btn btn-ghost" type="submit">
            Terminar sessão
          </button>
        </Form>
      )}
    </div>
  );
}
