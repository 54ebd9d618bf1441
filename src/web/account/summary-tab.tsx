/** "Resumo": who is logged in and how complete the profile is. */
import type { UserInfo } from "#src/shared/account/private-area.schema.ts";

export function SummaryTab({ info }: { info: UserInfo }) {
  return (
    <section className="card" aria-labelledby="me-title" style={{ maxWidth: 640 }}>
      <h2 id="me-title" style={{ marginTop: 0 }}>
        Olá, {info.user.nombre}!
      </h2>
      <p>
        {info.user.nombre} {info.user.apellidos} · {info.user.email}
        <br />
        {info.address.telefono} · {info.address.codigo_postal} {info.address.provincia}
      </p>
      <p>
        Perfil preenchido: <strong>{info.percentCompleted} %</strong>
      </p>
      <progress max={100} value={info.percentCompleted} aria-label="Perfil preenchido" style={{ width: "100%" }} />
    </section>
  );
}
