/** "Veículos": the saved vehicles, deleting one, and adding one by plate (brand and model when the plate is unknown). */
import { count } from "#src/web/ui/page-numbers.ts";
import { Form } from "react-router";
import type { SavedVehicle } from "#src/shared/account/private-area.schema.ts";
import { useT } from "../i18n.ts";
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
  const { t, lang } = useT();
  return (
    <>
      <FormMessage ok={Boolean(list?.ok)} message={list?.message} />
      {vehicles && (
        <ul className="grid" style={{ listStyle: "none", padding: 0 }}>
          {vehicles.map((v) => (
            <li key={v.id} className="card">
              <strong>{v.plate}</strong> · {v.marca} {v.modelo} {v.motor ?? ""}
              <br />
              {v.tyreSize && <span className="hint">{t("account.vehicleTyres", { size: v.tyreSize })}</span>}{" "}
              {v.kms && <span className="hint">· {count(lang, v.kms)} km</span>}
              <Form method="post">
                <input type="hidden" name="intent" value="delete-vehicle" />
                <input type="hidden" name="userId" value={userId} />
                <input type="hidden" name="plate" value={v.plate} />
                <button
                  type="submit"
                  className="btn btn-ghost"
                  style={{ marginTop: 8 }}
                  disabled={busy}
                  aria-label={t("account.vehicleDeleteLabel", { plate: v.plate })}
                >
                  {t("account.vehicleDelete")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {vehicles?.length === 0 && <p>{t("account.vehiclesEmpty")}</p>}
      <Form
        method="post"
        className="card"
        style={{ display: "grid", gap: 12, maxWidth: 560 }}
        noValidate
        aria-labelledby="add-vehicle-title"
      >
        <h2 id="add-vehicle-title" style={{ margin: 0, fontSize: "1.1rem" }}>
          {t("account.vehicleAddTitle")}
        </h2>
        <FormMessage ok={Boolean(add?.ok)} message={add?.message} />
        <input type="hidden" name="intent" value="add-vehicle" />
        <input type="hidden" name="userId" value={userId} />
        <Field
          name="matricula"
          label={t("account.vehiclePlate")}
          error={err("matriculaNumber")}
          placeholder={t("account.hintPlate")}
        />
        <label className="check">
          <input type="checkbox" name="moto" /> {t("account.vehicleIsMoto")}
        </label>
        <Field name="kms" label={t("account.vehicleKms")} error={err("kms")} />
        {add?.needManual && (
          <>
            <Field name="marca" label={t("account.vehicleBrand")} error={err("marca")} />
            <Field name="modelo" label={t("account.vehicleModel")} error={err("modelo")} />
          </>
        )}
        <button className="btn" type="submit" disabled={busy}>
          {t("account.vehicleAdd")}
        </button>
      </Form>
    </>
  );
}
