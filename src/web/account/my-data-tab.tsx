/** "Os meus dados": personal data, gender, address and document; marketing consents; deleting the account. */
import { Form } from "react-router";
import type { UserInfo } from "#src/shared/account/private-area.schema.ts";
import { useT } from "../i18n.ts";
import { Field, FormMessage, GenderFields } from "./account-fields.tsx";
import type { ActionData } from "./private-area.server.ts";

export function MyDataTab({ info, action, busy }: { info: UserInfo; action: ActionData | undefined; busy: boolean }) {
  const own = (form: ActionData["form"]) => (action?.form === form ? action : undefined);
  const data = own("data");
  const err = (k: string) => data?.errors[k];
  const consents = own("consents");
  const removal = own("delete");
  const { t, lang } = useT();
  // The Spanish site offers Spain's documents first (DNI, NIE) and Spain as the document's country (issue 13 item 4).
  const documentTypes: Array<[string, string]> =
    lang === "es"
      ? [
          ["DNI", "DNI"],
          ["NIE", "NIE"],
          ["NIF", "NIF"],
          ["PASSAPORTE", t("account.dataPassport")],
        ]
      : [
          ["NIF", "NIF"],
          ["DNI", "DNI"],
          ["NIE", "NIE"],
          ["PASSAPORTE", t("account.dataPassport")],
        ];
  const countries: Array<[string, string]> = [
    ["PT", t("account.dataCountryPT")],
    ["ES", t("account.dataCountryES")],
    ["AD", t("account.dataCountryAD")],
  ];
  if (lang === "es") countries.unshift(countries.splice(1, 1)[0]!);
  return (
    <>
      <Form
        method="post"
        className="card"
        style={{ display: "grid", gap: 12, maxWidth: 760 }}
        noValidate
        aria-labelledby="data-title"
      >
        <h2 id="data-title" style={{ margin: 0, fontSize: "1.1rem" }}>
          {t("account.dataTitle")}
        </h2>
        <FormMessage ok={Boolean(data?.ok)} message={data?.message} />
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="userId" value={info.user.id_site_usuario} />
        <div className="form-grid">
          <Field name="nombre" label={t("fields.fieldName")} value={info.user.nombre} error={err("nombre")} />
          <Field
            name="apellidos"
            label={t("fields.fieldSurname")}
            value={info.user.apellidos}
            error={err("apellidos")}
          />
          <Field
            name="telefono"
            label={t("fields.fieldPhone")}
            value={info.address.telefono}
            error={err("telefono")}
            type="tel"
            placeholder={t("fields.hintPhone")}
          />
          <Field
            name="fecha_nacimiento"
            label={t("account.dataBirthDate")}
            value={info.user.fecha_nacimiento}
            error={err("fecha_nacimiento")}
          />
          <GenderFields
            genero={info.user.genero}
            descripcion={info.user.genero_descripccion}
            errors={{ genero: err("genero"), genero_descripccion: err("genero_descripccion") }}
          />
          <Field name="calle" label={t("account.dataStreet")} value={info.address.calle} error={err("calle")} />
          <Field name="numero" label={t("account.dataNumber")} value={info.address.numero} error={err("numero")} />
          <Field
            name="poblacion"
            label={t("account.dataTown")}
            value={info.address.poblacion}
            error={err("poblacion")}
          />
          <Field
            name="codigo_postal"
            label={t("fields.fieldPostcode")}
            value={info.address.codigo_postal}
            error={err("codigo_postal")}
            placeholder={t("fields.hintPostcode")}
          />
          <div className="field">
            <label htmlFor="tipo_documento">{t("account.dataDocumentType")}</label>
            <select
              id="tipo_documento"
              name="tipo_documento"
              defaultValue={info.user.tipo_documento ?? (lang === "es" ? "DNI" : "NIF")}
            >
              {documentTypes.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="pais_documento">{t("account.dataDocumentCountry")}</label>
            <select
              id="pais_documento"
              name="pais_documento"
              defaultValue={info.user.pais_documento ?? (lang === "es" ? "ES" : "PT")}
            >
              {countries.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <Field
            name="numero_documento"
            label={t("account.dataDocumentNumber")}
            value={info.user.numero_documento}
            error={err("numero_documento")}
          />
        </div>
        <button className="btn" type="submit" disabled={busy}>
          {t("account.dataSave")}
        </button>
      </Form>
      <Form method="post" className="card" style={{ display: "grid", gap: 8, maxWidth: 760, marginTop: 16 }}>
        <h2 style={{ margin: 0, fontSize: "1.1rem" }}>{t("account.consentsTitle")}</h2>
        <p style={{ margin: 0 }}>{t("account.consentsText")}</p>
        <FormMessage ok={Boolean(consents?.ok)} message={consents?.message} />
        <input type="hidden" name="intent" value="consents" />
        <input type="hidden" name="userId" value={info.user.id_site_usuario} />
        <label className="check">
          <input type="checkbox" name="promo_email" defaultChecked={Boolean(info.user.promo_email)} />{" "}
          {t("account.consentsEmail")}
        </label>
        <label className="check">
          <input type="checkbox" name="promo_sms" defaultChecked={Boolean(info.user.promo_sms)} />{" "}
          {t("account.consentsSms")}
        </label>
        <button className="btn btn-ghost" type="submit" disabled={busy}>
          {t("account.consentsSave")}
        </button>
      </Form>
      <Form
        method="post"
        className="card"
        style={{ display: "grid", gap: 8, maxWidth: 760, marginTop: 16, borderLeft: "4px solid var(--c-error)" }}
      >
        <h2 style={{ margin: 0, fontSize: "1.1rem" }}>{t("account.deleteTitle")}</h2>
        <p style={{ margin: 0 }}>{t("account.deleteText")}</p>
        <FormMessage ok={false} message={removal?.message} />
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="userId" value={info.user.id_site_usuario} />
        <label className="check">
          <input type="checkbox" name="confirmar" /> {t("account.deleteConfirm")}
        </label>
        <button
          className="btn btn-ghost"
          type="submit"
          disabled={busy}
          style={{ borderColor: "var(--c-error)", color: "var(--c-error)" }}
        >
          {t("account.deleteSubmit")}
        </button>
      </Form>
    </>
  );
}
