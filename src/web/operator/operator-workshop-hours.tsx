/**
 * /operador/oficina: the opening hours per weekday as a table: closed, or up to MAX_PERIODS periods (opens, closes),
 * each time field with its error under it. Inputs are uncontrolled (the form's key puts new values in).
 */
import { WEEKDAY_LABEL, type WeekdayKey } from "#src/shared/booking/slots.ts";
import {
  fieldOf,
  MAX_PERIODS,
  periodErrorKey,
  SETTINGS_WEEKDAYS,
  type WorkshopSettingsInput,
} from "#src/shared/operator/workshop-settings.ts";
import styles from "./operator.module.css";
import own from "./operator-workshop.module.css";
import { ColumnHeads } from "./operator-table.tsx";
import { FieldError } from "./operator-form.tsx";
import { errorId, invalid } from "./operator-workshop-fields.ts";

export function WeekHours({
  workshop,
  values,
  errors,
}: {
  workshop: { alias: string; poblacion: string };
  values: WorkshopSettingsInput;
  errors: Record<string, string>;
}) {
  const dayError = (day: WeekdayKey) =>
    errors[`horario.${day}`] ??
    Object.entries(errors).find(([k]) => k.startsWith(`horario.${day}.`) && k.split(".").length === 3)?.[1];
  return (
    <section className="card" aria-labelledby="horario">
      <h2 id="horario">
        Horário de {workshop.alias} ({workshop.poblacion})
      </h2>
      <p className="hint" id="horario-ajuda">
        Até {MAX_PERIODS} períodos por dia, no formato HH:MM (por exemplo 09:00–13:00 e 14:00–19:00). Deixe o segundo
        período em branco se a oficina não fecha ao almoço.
      </p>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${own.week}`}>
          <caption className="visually-hidden">Horário por dia da semana</caption>
          <ColumnHeads cols={["Dia", "Fechado", "1.º período", "2.º período"]} />
          <tbody>
            {SETTINGS_WEEKDAYS.map((day) => {
              const periods = values.horario[day] ?? [];
              const closed = periods.length === 0;
              const dayErr = dayError(day);
              return (
                <tr key={day}>
                  <th scope="row">{WEEKDAY_LABEL[day]}</th>
                  <td>
                    <label className={own.check}>
                      <input
                        type="checkbox"
                        name={fieldOf.closed(day)}
                        defaultChecked={closed}
                        aria-describedby={dayErr ? errorId(`horario.${day}`) : undefined}
                      />
                      <span>
                        Fechado<span className="visually-hidden"> ({WEEKDAY_LABEL[day]})</span>
                      </span>
                    </label>
                    <FieldError id={errorId(`horario.${day}`)} text={dayErr} />
                  </td>
                  {Array.from({ length: MAX_PERIODS }, (_, i) => (
                    <td key={i}>
                      <div className={own.period}>
                        {([0, 1] as const).map((which) => {
                          const key = periodErrorKey(day, i, which);
                          const name = which === 0 ? fieldOf.open(day, i) : fieldOf.close(day, i);
                          const label = `${which === 0 ? "Abre" : "Fecha"} (${i + 1}.º período, ${WEEKDAY_LABEL[day]})`;
                          return (
                            <div key={which} className={own.time}>
                              <label htmlFor={name}>
                                <span aria-hidden="true">{which === 0 ? "Abre" : "Fecha"}</span>
                                <span className="visually-hidden">{label}</span>
                              </label>
                              <input
                                id={name}
                                name={name}
                                inputMode="numeric"
                                autoComplete="off"
                                placeholder="HH:MM"
                                maxLength={5}
                                defaultValue={periods[i]?.[which] ?? ""}
                                {...invalid(errors[key], errorId(key))}
                              />
                            </div>
                          );
                        })}
                      </div>
                      {([0, 1] as const).map((which) => {
                        const key = periodErrorKey(day, i, which);
                        return <FieldError key={which} id={errorId(key)} text={errors[key]} />;
                      })}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
