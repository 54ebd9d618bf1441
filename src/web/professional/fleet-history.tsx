/** "A minha frota": the fleet's history, per plate, newest first: its appointments and orders with their status in the customer's words. */
import { formatLisbonDateTime } from "#src/shared/dates.ts";
import { formatEur } from "#src/shared/money.ts";
import type { FleetAnswer } from "#src/shared/professional/fleet.schema.ts";
import { plateNames, shownPlate } from "#src/shared/professional/fleet-plates.ts";
import { groupByPlate } from "#src/shared/professional/rules.ts";
import { ORDER_STATUS } from "../account/orders-tab.tsx";
import { type MessageKey, useT } from "../i18n.ts";
import styles from "./professional.module.css";

const APPOINTMENT_STATUS: Record<string, MessageKey> = {
  held: "account.fleetStatusHeld",
  booked: "account.fleetStatusBooked",
  arrived: "account.fleetStatusArrived",
  in_progress: "account.fleetStatusInProgress",
  done: "account.fleetStatusDone",
  no_show: "account.fleetStatusNoShow",
  cancelled: "account.fleetStatusCancelled",
};

export function FleetHistory({ f }: { f: FleetAnswer }) {
  const { t, lang } = useT();
  const history = groupByPlate(f.historial);
  const names = plateNames(f.veiculos);
  return (
    <section className="card" aria-labelledby="historico" style={{ marginTop: 16 }}>
      <h2 id="historico">{t("account.fleetHistoryTitle")}</h2>
      {history.length === 0 ? (
        <p>{t("account.fleetHistoryEmpty")}</p>
      ) : (
        <div className={styles.history}>
          {history.map(([plate, rows]) => (
            <div key={plate || "sem-matricula"}>
              <h3>{plate ? shownPlate(plate, names) : t("account.fleetNoPlate")}</h3>
              <ul>
                {rows.map((r) => (
                  <li key={`${r.tipo}-${r.referencia}`}>
                    {formatLisbonDateTime(r.at, lang)} ·{" "}
                    {r.tipo === "appointment"
                      ? t("account.fleetHistoryAppointment", {
                          status: Object.hasOwn(APPOINTMENT_STATUS, r.estado)
                            ? t(APPOINTMENT_STATUS[r.estado] as MessageKey)
                            : r.estado,
                        })
                      : t("account.fleetHistoryOrder", {
                          reference: r.referencia,
                          status: Object.hasOwn(ORDER_STATUS, r.estado)
                            ? t(ORDER_STATUS[r.estado] as MessageKey)
                            : r.estado,
                        })}
                    {r.oficina ? ` · ${r.oficina}` : ""}
                    {r.totalCents !== null ? ` · ${formatEur(r.totalCents, lang)}` : ""}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
