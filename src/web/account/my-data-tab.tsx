/** "Os meus dados": personal data, gender, address and document; marketing consents; deleting the account. */
import { Form } from "react-router";
import type { UserInfo } from "#src/shared/account/private-area.schema.ts";
import { Field, FormMessage, GenderFields } from "./account-fields.tsx";
import type { ActionData } from "./private-area.server.ts";

export function MyDataTab({ info, action, busy }: { info: UserInfo; action: ActionData | undefined; busy: boolean }) {
  const own = (form: ActionData["form"]) => (action?.form === form ? action : undefined);
  const data = own("data");
  const err = (k: string) => data?.errors[k];
  const consents = own("consents");
  const removal = own("delete");
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
          Dados pessoais
        </h2>
        <FormMessage ok={Boolean(data?.ok)} message={data?.message} />
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="userId" value={info.user.id_site_usuario} />
        <div className="form-grid">
          <Field name="nombre" label="Nome" value={info.user.nombre} error={err("nombre")} />
          <Field name="apellidos" label="Apelidos" value={info.user.apellidos} error={err("apellidos")} />
          <Field name="telefono" label="Telefone" value={info.address.telefono} error={err("telefono")} type="tel" />
          <Field
            name="fecha_nacimiento"
            label="Data de nascimento (DD/MM/AAAA)"
            value={info.user.fecha_nacimiento}
            error={err("fecha_nacimiento")}
          />
          <GenderFields
            genero={info.user.genero}
            descripcion={info.user.genero_descripccion}
            errors={{ genero: err("genero"), genero_descripccion: err("genero_descripccion") }}
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
        <FormMessage ok={Boolean(consents?.ok)} message={consents?.message} />
        <input type="hidden" name="intent" value="consents" />
        <input type="hidden" name="userId" value={info.user.id_site_usuario} />
        <label className="check">
          <input type="checkbox" name="promo_email" defaultChecked={Boolean(info.user.promo_email)} /> Receber ofertas
          por e-mail
        </label>
        <label className="check">
          <input type="checkbox" name="promo_sms" defaultChecked={Boolean(info.user.promo_sms)} /> Receber ofertas por
          SMS
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
        <FormMessage ok={false} message={removal?.message} />
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="userId" value={info.user.id_site_usuario} />
        <label className="check">
          <input type="checkbox" name="confirmar" /> Compreendo que isto é definitivo
        </label>
        <button
          className="btn btn-ghost"
          type="submit"
          disabled={busy}
          style={{ borderColor: "var(--c-error)", color: "var(--c-error)" }}
        >
          Apagar a minha conta
        </button>
      </Form>
    </>
  );
}
