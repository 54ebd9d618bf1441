import { Link } from "react-router";
import { useT } from "#src/web/i18n.ts";
import { type Appointment, displayPlate } from "./booking-model.ts";

/** The booked (or changed) appointment: print, add to the calendar, and change or cancel where the rule allows. */
export function Confirmation({ a, icsHref, changeHref }: { a: Appointment; icsHref: string; changeHref: string }) {
  const { t } = useT();
  const { alterar, cancelar } = a.acciones;
  const changeLabel = alterar && cancelar ? t("booking.changeOrCancel") : alterar ? t("booking.changeDayTime") : null;
  return (
    <section className="card" aria-labelledby="conf-title" style={{ display: "grid", gap: 8, maxWidth: 720 }}>
      <h2 id="conf-title" style={{ marginTop: 0 }}>
        {t("booking.dateAtTime", { date: a.fecha, time: a.hora })}
      </h2>
      <p style={{ margin: 0 }}>
        <strong>{a.taller.alias}</strong>
        <br />
        {a.taller.direccion}, {a.taller.cpostal} {a.taller.poblacion} ·{" "}
        {t("booking.confPhone", { phone: a.taller.telefono })}
      </p>
      <p style={{ margin: 0 }}>
        {t("booking.confServices", {
          list:
            a.serviciosNombres.length > 0
              ? a.serviciosNombres.join(", ")
              : a.pedido
                ? t("booking.orderFittingLower")
                : "",
        })}
      </p>
      {a.matricula && (
        <p style={{ margin: 0 }}>
          {t("booking.summaryPlate")}: {displayPlate(a.matricula)}
        </p>
      )}
      {a.contacto?.marcaPatinete && (
        <p style={{ margin: 0 }}>{t("booking.confScooter", { brand: a.contacto.marcaPatinete })}</p>
      )}
      {a.comentario && <p style={{ margin: 0 }}>{t("booking.confComment", { comment: a.comentario })}</p>}
      <p className="hint" style={{ margin: 0 }}>
        {t("booking.confSent", { email: a.contacto?.email ?? "", ref: a.id.slice(0, 8).toUpperCase() })}
      </p>
      <p className="no-print" style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
        <a className="btn" href={icsHref} download={t("booking.icsFileName")}>
          {t("booking.addToCalendar")}
        </a>
        <button type="button" className="btn btn-ghost" onClick={() => window.print()}>
          {t("booking.print")}
        </button>
        {changeLabel ? (
          <Link className="btn btn-ghost" to={changeHref}>
            {changeLabel}
          </Link>
        ) : null}
      </p>
      <p className="hint no-print">{t("booking.confNetwork")}</p>
    </section>
  );
}
