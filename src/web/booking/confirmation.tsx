import { Link } from "react-router";
import { WORKSHOP_SERVICE_LABEL } from "#src/shared/workshops/services.ts";
import { type Appointment, displayPlate } from "./booking-model.ts";

/** The booked (or changed) appointment: print, add to the calendar, and change or cancel where the rule allows. */
export function Confirmation({ a, icsHref, changeHref }: { a: Appointment; icsHref: string; changeHref: string }) {
  const { alterar, cancelar } = a.acciones;
  const changeLabel = alterar && cancelar ? "Alterar ou cancelar" : alterar ? "Alterar dia ou hora" : null;
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
      <p style={{ margin: 0 }}>
        Serviços:{" "}
        {a.serviciosNombres.length > 0 ? a.serviciosNombres.join(", ") : a.pedido ? "montagem da sua encomenda" : ""}
      </p>
      {a.matricula && <p style={{ margin: 0 }}>Matrícula: {displayPlate(a.matricula)}</p>}
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
        {changeLabel ? (
          <Link className="btn btn-ghost" to={changeHref}>
            {changeLabel}
          </Link>
        ) : null}
      </p>
      <p className="hint no-print">
        Serviços de {WORKSHOP_SERVICE_LABEL.coche.toLowerCase()}, mota e trotinete em toda a rede RodaCerta.
      </p>
    </section>
  );
}
