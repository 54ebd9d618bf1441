/**
 * /operador/oficina (?oficina=id): a workshop's opening hours per weekday (closed, or one or two periods), bays,
 * service kinds and equipment. Workshop staff edit their own workshops, admins every one; customer service reads.
 * A save takes effect at once in the public dates and times and answers with the appointments left outside.
 */
import { Form, useActionData, useNavigation } from "react-router";
import type { StaffRole } from "#src/shared/operator/access.ts";
import type { WorkshopSettingsSaved, WorkshopSettingsView } from "#src/shared/operator/workshop-settings-api.ts";
import { settingsFromForm, type WorkshopSettingsInput } from "#src/shared/operator/workshop-settings.ts";
import type { Route } from "./+types/operator-workshop";
import { apiContext } from "../api-context.ts";
import { operatorGet, operatorHeaders, operatorSend } from "./operator-session.ts";
import { OperatorBar } from "./operator-bar.tsx";
import styles from "./operator.module.css";
import own from "./operator-workshop.module.css";
import { ContactCell } from "./operator-contact-cell.tsx";
import { noStoreHeaders, staffMeta } from "./operator-form.tsx";
import { CapacityAndServices } from "./operator-workshop-capacity.tsx";
import { WeekHours } from "./operator-workshop-hours.tsx";

type Me = { funcionario: { nome: string; perfil: StaffRole; oficinas: number[] } };
type Workshops = { oficinas: Array<{ id: number; codTienda: string; alias: string; poblacion: string }> };

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const [me, ws] = await Promise.all([
    operatorGet<Me>(api, "/operador/me", headers),
    operatorGet<Workshops>(api, "/operador/oficinas", headers),
  ]);
  const asked = Number(new URL(request.url).searchParams.get("oficina"));
  const id = ws.oficinas.some((w) => w.id === asked) ? asked : ws.oficinas[0]?.id;
  const settings =
    id === undefined
      ? null
      : await operatorGet<WorkshopSettingsView>(api, `/operador/oficinas/${id}/definicoes`, headers);
  return { me: me.funcionario, oficinas: ws.oficinas, settings };
}

type ActionResult =
  | { kind: "saved"; answer: WorkshopSettingsSaved }
  | { kind: "error"; message: string; errors: Record<string, string>; values: WorkshopSettingsInput };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const headers = operatorHeaders(request);
  const api = context.get(apiContext);
  const form = await request.formData();
  const values = settingsFromForm(form);
  const id = encodeURIComponent(String(form.get("oficinaId") ?? ""));
  const res = await operatorSend<WorkshopSettingsSaved>(api, headers, "PATCH", `/operador/oficinas/${id}/definicoes`, {
    ...values,
    boxes: Number.isFinite(values.boxes) ? values.boxes : null,
  });
  if (res.ok) return { kind: "saved", answer: res.body };
  return { kind: "error", message: res.message, errors: res.errors, values };
}

export const headers = noStoreHeaders;

export const meta: Route.MetaFunction = () => staffMeta("Horário e capacidade da oficina");

export default function OperatorWorkshop({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const s = d.settings;
  if (!s)
    return (
      <div className={`container page ${styles.layout}`}>
        <OperatorBar nome={d.me.nome} perfil={d.me.perfil} />
        <h1>Horário e capacidade</h1>
        <p>Não tem nenhuma oficina atribuída. Peça a um administrador que lhe atribua a sua oficina.</p>
      </div>
    );
  const canEdit = d.me.perfil === "admin" || (d.me.perfil === "workshop" && d.me.oficinas.includes(s.oficina.id));
  const errors = result?.kind === "error" ? result.errors : {};
  // Just saved: the API's answer is the fresh state (the page's data may still be reloading).
  const shown =
    result?.kind === "saved" && result.answer.definicoes.oficina.id === s.oficina.id ? result.answer.definicoes : s;
  const values: WorkshopSettingsInput =
    result?.kind === "error"
      ? result.values
      : {
          horario: shown.horario,
          boxes: shown.boxes,
          servicos: shown.servicos as WorkshopSettingsInput["servicos"],
          equipamento: shown.equipamento as WorkshopSettingsInput["equipamento"],
        };
  const outside = result?.kind === "saved" ? result.answer.marcacoesForaDoHorario : [];
  return (
    <div className={`container page ${styles.layout}`}>
      <OperatorBar nome={d.me.nome} perfil={d.me.perfil} />
      <h1>Horário e capacidade</h1>
      <p className="hint">
        O horário, as boxes e os serviços contam de imediato nas datas e horas que os clientes podem marcar. Os dias
        fechados pontuais registam-se em <a href="/operador/encerramentos">Dias fechados</a>.
      </p>

      {d.oficinas.length > 1 && (
        <Form method="get" className={own.pick}>
          <div className="field">
            <label htmlFor="oficina">Oficina</label>
            <select id="oficina" name="oficina" defaultValue={String(s.oficina.id)}>
              {d.oficinas.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.alias} ({w.poblacion})
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-secondary">
            Mostrar
          </button>
        </Form>
      )}

      <div aria-live="polite">
        {result?.kind === "error" && (
          <p role="alert" className="field-error">
            {result.message}
          </p>
        )}
        {result?.kind === "saved" && (
          <section className="card" aria-labelledby="gravado">
            <h2 id="gravado">Alterações gravadas</h2>
            {outside.length === 0 ? (
              <p>Todas as marcações já feitas cabem no novo horário e nas boxes.</p>
            ) : (
              <>
                <p>
                  {outside.length === 1
                    ? "Há 1 marcação que fica fora do novo horário ou das boxes. Contacte o cliente para remarcar:"
                    : `Há ${outside.length} marcações que ficam fora do novo horário ou das boxes. Contacte os clientes para remarcar:`}
                </p>
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    <caption className="visually-hidden">Clientes a contactar</caption>
                    <thead>
                      <tr>
                        <th scope="col">Dia e hora</th>
                        <th scope="col">Motivo</th>
                        <th scope="col">Cliente</th>
                        <th scope="col">Contacto</th>
                        <th scope="col">Matrícula</th>
                      </tr>
                    </thead>
                    <tbody>
                      {outside.map((c) => (
                        <tr key={c.marcacao}>
                          <td>
                            {c.data} às {c.hora}
                          </td>
                          <td>{c.motivo === "horario" ? "Fora do horário" : "Box a menos"}</td>
                          <td>{c.nome ?? "—"}</td>
                          <ContactCell telefono={c.telefono} email={c.email} />
                          <td>{c.matricula ?? "—"}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
          </section>
        )}
      </div>

      {/* Inputs are uncontrolled: a new key whenever the values to show change puts them in the fields. */}
      <Form method="post" noValidate key={`${s.oficina.id}-${result?.kind ?? "novo"}-${JSON.stringify(values)}`}>
        <input type="hidden" name="oficinaId" value={s.oficina.id} />
        <fieldset disabled={!canEdit} className={own.plain}>
          <WeekHours workshop={s.oficina} values={values} errors={errors} />

          <CapacityAndServices values={values} errors={errors} />
          {canEdit ? (
            <button type="submit" className="btn" disabled={busy}>
              Gravar alterações
            </button>
          ) : (
            <p className="hint">Só a equipa da oficina e a administração podem alterar estes dados.</p>
          )}
        </fieldset>
      </Form>
    </div>
  );
}
