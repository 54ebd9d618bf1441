/** "Veículos": the saved vehicles, deleting one, and adding one by plate (brand and model when the plate is unknown). */
import { Form } from "react-router";
import type { SavedVehicle } from "#src/shared/account/private-area.schema.ts";
import { Field, FormMessage } from "./account-fields.tsx";
import type { ActionData } from "./private-area.server.ts";

export function VehiclesTab({
  userId,
  vehicles,
  action,
  busy,
}: {
  userId: number;
  /** null: the list failed to load (the page shows why); the form to add one stays. */
  vehicles: SavedVehicle[] | null;
  action: ActionData | undefined;
  busy: boolean;
}) {
  const list = action?.form === "vehicles" ? action : undefined;
  const add = action?.form === "vehicle" ? action : undefined;
  const err = (k: string) => add?.errors[k];
  return (
    <>
      <FormMessage ok={Boolean(list?.ok)} message={list?.message} />
      {vehicles && (
        <ul className="grid" style={{ listStyle: "none", padding: 0 }}>
          {vehicles.map((v) => (
            <li key={v.id} className="card">
              <strong>{v.plate}</strong> · {v.marca} {v.modelo} {v.motor ?? ""}
              <br />
              {v.tyreSize && <span className="hint">Pneus: {v.tyreSize}</span>}{" "}
              {v.kms && <span className="hint">· {v.kms.toLocaleString("pt-PT")} km</span>}
              <Form method="post">
                <input type="hidden" name="intent" value="delete-vehicle" />
                <input type="hidden" name="userId" value={userId} />
                <input type="hidden" name="plate" value={v.plate} />
                <button
                  type="submit"
                  className="btn btn-ghost"
                  style={{ marginTop: 8 }}
                  disabled={busy}
                  aria-label={`Apagar o veículo ${v.plate}`}
                >
                  Apagar
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {vehicles?.length === 0 && <p>Ainda não tem veículos guardados.</p>}
      <Form
        method="post"
        className="card"
        style={{ display: "grid", gap: 12, maxWidth: 560 }}
        noValidate
        aria-labelledby="add-vehicle-title"
      >
        <h2 id="add-vehicle-title" style={{ margin: 0, fontSize: "1.1rem" }}>
          Adicionar veículo
        </h2>
        <FormMessage ok={Boolean(add?.ok)} message={add?.message} />
        <input type="hidden" name="intent" value="add-vehicle" />
        <input type="hidden" name="userId" value={userId} />
        <Field name="matricula" label="Matrícula" error={err("matriculaNumber")} />
        <label className="check">
          <input type="checkbox" name="moto" /> É uma mota
        </label>
        <Field name="kms" label="Quilómetros" error={err("kms")} />
        {add?.needManual && (
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
  );
}
