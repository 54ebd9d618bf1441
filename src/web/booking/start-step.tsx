import { Form, Link, useSearchParams } from "react-router";

/** Step 1 of a car or motorbike booking: the kind of vehicle and the postcode to look for workshops near. */
export function StartStep() {
  // Choices a link came with (e.g. /marcacao-previa?servicos=CITA_REVISAO from the oil-change assistant) ride along.
  const [q] = useSearchParams();
  const carried = [...q.entries()].filter(([k]) => k !== "tipo" && k !== "cp");
  return (
    <Form
      method="get"
      action="/marcacao-previa/selecao-oficina"
      className="card"
      style={{ display: "grid", gap: 16, maxWidth: 560 }}
    >
      {carried.map(([k, v], i) => (
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 700, marginBottom: 8 }}>Que veículo quer levar à oficina?</legend>
        <label className="check">
          <input type="radio" name="tipo" value="coche" defaultChecked /> Carro, carrinha ou 4x4
        </label>
        <label className="check">
          <input type="radio" name="tipo" value="moto" /> Mota ou scooter
        </label>
        <p style={{ margin: 0 }}>
          Trotinete elétrica? <Link to="/marcacao-previa/trotineta">Marque aqui</Link>.
        </p>
      </fieldset>
      <div className="field">
        <label htmlFor="cp">Código postal</label>
        <input id="cp" name="cp" required placeholder="1000-001" inputMode="numeric" autoComplete="postal-code" />
      </div>
      <button className="btn" type="submit">
        Ver oficinas
      </button>
    </Form>
  );
}
