import { Form } from "react-router";

/** Step 1 of a scooter booking: the scooter's brand. */
export function BrandStep({ brands, selected }: { brands: string[]; selected: string }) {
  return (
    <Form
      method="get"
      action="/marcacao-previa/trotineta/servicos"
      className="card"
      style={{ display: "grid", gap: 16, maxWidth: 560 }}
    >
      <input type="hidden" name="tipo" value="patinete" />
      <div className="field">
        <label htmlFor="marca">Marca da trotinete</label>
        <select id="marca" name="marca" required defaultValue={selected}>
          <option value="">Escolha a marca</option>
          {brands.map((b) => (
            <option key={b}>{b}</option>
          ))}
        </select>
      </div>
      <button className="btn" type="submit">
        Continuar
      </button>
    </Form>
  );
}
