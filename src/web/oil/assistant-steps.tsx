/** The oil assistant's main steps: plate, kilometres, oil and pack (one component each). */
import { Form, Link, useNavigation } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import { formatNumber } from "#src/shared/numbers.ts";
import { WASTE_OIL_TAX_TEXT } from "#src/shared/revision/capacity.ts";
import { assistantUrl, pickedVehicle, pickUrl } from "#src/shared/revision/steps.ts";
import type { AssistantData } from "./assistant.server.ts";
import { OilFacts } from "./oil-facts.tsx";
import { Busy, Vehicle, FieldError, PickedFields, NoRevisionNotice, Frame } from "./assistant-parts.tsx";

export function PlateStep({ d }: { d: Extract<AssistantData, { step: "matricula" }> }) {
  const action = assistantUrl("matricula", {});
  return (
    <Frame step="matricula" back={null}>
      {d.state && <NoRevisionNotice state={d.state} plate={d.plate} />}
      {d.saved.length > 0 && (
        <nav className="card" aria-labelledby="saved-title" style={{ maxWidth: 480, marginBottom: 16 }}>
          <h2 id="saved-title" style={{ marginTop: 0, fontSize: "1.1rem" }}>
            Os seus veículos
          </h2>
          <ul className="saved-plates" style={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: 8 }}>
            {d.saved.map((v) => (
              <li key={v.plate}>
                <Link
                  className="btn btn-secondary"
                  style={{ justifyContent: "flex-start", flexWrap: "wrap", textAlign: "left", width: "100%" }}
                  to={`${assistantUrl("matricula", {})}?matricula=${encodeURIComponent(v.plate)}`}
                  aria-label={`Usar o veículo ${v.plate}${v.text ? `, ${v.text}` : ""}`}
                >
                  <strong style={{ whiteSpace: "nowrap" }}>{v.plate}</strong>
                  {v.text && <span style={{ fontWeight: 400 }}>{v.text}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Form method="get" action={action} className="card" style={{ maxWidth: 480, display: "grid", gap: 12 }}>
        <p style={{ margin: 0 }}>
          Com a matrícula encontramos o motor do seu carro e os óleos indicados pelo fabricante.
        </p>
        <div className="field">
          <label htmlFor="matricula">Matrícula</label>
          <input
            id="matricula"
            name="matricula"
            className="plate-input"
            defaultValue={d.state ? "" : d.plate}
            placeholder="AA-00-AA"
            autoCapitalize="characters"
            autoComplete="off"
            aria-invalid={d.error ? true : undefined}
            aria-describedby={d.error ? "matricula-error" : undefined}
          />
          <FieldError id="matricula-error" error={d.error} />
        </div>
        <Busy label="Continuar" busyLabel="A procurar…" action={action} />
      </Form>
      {d.pick && (
        <section className="card" aria-labelledby="pick-title" style={{ maxWidth: 480, marginTop: 16 }}>
          <h2 id="pick-title" style={{ marginTop: 0, fontSize: "1.1rem" }}>
            Escolher o carro à mão
          </h2>
          <p>
            Não encontrámos <strong>{d.choices.matricula}</strong> no registo. Se está certa, escolha a marca, o modelo
            e o motor do seu carro.
          </p>
          <Link className="btn" to={d.pick}>
            Escolher a marca, o modelo e o motor
          </Link>
        </section>
      )}
      {d.login && (
        <p style={{ marginTop: 16 }}>
          Tem conta? <Link to={d.login}>Entrar para escolher um dos seus veículos</Link>
        </p>
      )}
    </Frame>
  );
}

export function KmStep({ d }: { d: Extract<AssistantData, { step: "quilometros" }> }) {
  const action = assistantUrl("quilometros", {});
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
          <label htmlFor="kms">Quilómetros atuais</label>
          <input
            id="kms"
            name="kms"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={d.kmsInput || (d.choices.kms ?? "")}
            placeholder="ex.: 85 000"
            aria-invalid={d.errors.kms ? true : undefined}
            aria-describedby={d.errors.kms ? "kms-error" : undefined}
          />
          <FieldError id="kms-error" error={d.errors.kms} />
        </div>
        <div className="field">
          <label htmlFor="ultima">Quilómetros na última mudança de óleo (opcional)</label>
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
            Se souber, dizemos-lhe se a mudança já está na altura.
          </span>
          <FieldError id="ultima-error" error={d.errors.ultima} />
        </div>
        <Busy label="Ver os óleos" busyLabel="A procurar…" action={action} />
      </Form>
    </Frame>
  );
}

function Advice({ d }: { d: Extract<AssistantData, { step: "oleo" | "servicos" }> }) {
  const { intervalo, carter } = d.selector;
  return (
    <>
      <p className={intervalo.estado === "not-yet" ? "hint" : "notice"} data-testid="oil-interval">
        {intervalo.mensaje}
      </p>
      {carter.aviso && (
        <p className="notice" role="note" data-testid="oil-capacity">
          {carter.aviso}
        </p>
      )}
    </>
  );
}

export function OilStep({ d }: { d: Extract<AssistantData, { step: "oleo" }> }) {
  const action = assistantUrl("servicos", {});
  const { vehiculoInfo: v } = d.selector;
  return (
    <Frame step="oleo" back={assistantUrl("quilometros", d.choices)}>
      <Vehicle
        plate={d.choices.matricula ?? ""}
        text={`${v.marca} ${v.modelo} ${v.motor} · ${formatNumber(d.choices.kms ?? 0)} km`}
      />
      <Advice d={d} />
      <Form method="get" action={action} className="card" style={{ display: "grid", gap: 12 }}>
        <input type="hidden" name="matricula" value={d.choices.matricula ?? ""} />
        <PickedFields c={d.choices} />
        <input type="hidden" name="kms" value={d.choices.kms ?? ""} />
        {d.choices.ultima !== null && <input type="hidden" name="ultima" value={d.choices.ultima} />}
        <fieldset style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 8 }}>
          <legend style={{ fontWeight: 700, marginBottom: 8 }}>Óleos indicados para o motor do seu carro</legend>
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
                    <span className="promo-badge">Recomendado pelo fabricante</span>
                  </>
                )}
                <br />
                <span className="hint">
                  {o.tipo_aceite} · SAE {o.sae} · Norma {o.normativa}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <p className="hint" style={{ margin: 0 }}>
          Todos os packs incluem até 5 L do óleo escolhido.
        </p>
        <Busy label="Continuar: escolher o pack" busyLabel="A carregar…" action={action} />
      </Form>
    </Frame>
  );
}

export function PackStep({ d }: { d: Extract<AssistantData, { step: "servicos" }> }) {
  const navigation = useNavigation();
  const busyPack = navigation.state === "submitting" ? navigation.formData?.get("pack") : null;
  const { vehiculoInfo: v } = d.selector;
  return (
    <Frame step="servicos" back={assistantUrl("oleo", d.choices)}>
      <Vehicle
        plate={d.choices.matricula ?? ""}
        text={`${v.marca} ${v.modelo} ${v.motor} · ${formatNumber(d.choices.kms ?? 0)} km`}
      />
      <p data-testid="oil-chosen">
        Óleo escolhido:{" "}
        <strong>
          {d.oil.marca} {d.oil.nombre}
        </strong>{" "}
        <span className="hint">
          ({d.oil.tipo_aceite} · SAE {d.oil.sae} · {d.oil.normativa})
        </span>{" "}
        <Link to={assistantUrl("oleo", d.choices)}>Mudar</Link>
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
                <li key={l}>{l}</li>
              ))}
            </ul>
            <p className="price">
              <strong>{formatEur(p.precio)}</strong>{" "}
              <span className="hint">· cerca de {p.duracion} min na oficina</span>
            </p>
            <Form method="post" className="buy-form">
              <input type="hidden" name="pack" value={p.id} />
              <button className="btn" type="submit" disabled={busyPack === p.id} aria-label={`Escolher o ${p.nombre}`}>
                {busyPack === p.id ? "A juntar ao carrinho…" : "Escolher este pack"}
              </button>
            </Form>
            <p style={{ marginBottom: 0 }}>
              <Link to={`/mudanca-de-oleo-filtros/${p.slug}`}>O que inclui o {p.nombre}</Link>
            </p>
          </article>
        ))}
      </div>
      <p className="hint">
        O teste de segurança está incluído em todos os packs, sem custo. {WASTE_OIL_TAX_TEXT} Um pack novo substitui o
        pack de revisão que já tiver no carrinho.
      </p>
      <OilFacts compact />
    </Frame>
  );
}
