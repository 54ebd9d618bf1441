/**
 * /selector-moto — the motorbike selector's start (INITIAL): search by measures or by the motorbike's model, or resume
 * the stored search. Old single-page links (?modo=…) open the step they stand for.
 */
import { useEffect, useState } from "react";
import { Link, redirect } from "react-router";
import { describeChoices, type MotoSelectorState } from "#src/shared/tyres/moto-state.ts";
import { legacyStepUrl, stepUrl } from "#src/shared/tyres/moto-steps.ts";
import { apiContext } from "#src/web/api-context.ts";
import { seo } from "#src/web/ui/seo.ts";
import type { Route } from "./+types/start";
import { MotoFrame } from "./frame.tsx";
import { RegisterBrand } from "./register-brand.tsx";
import { registerBrand } from "./register-brand.server.ts";
import { readStored, useIsDesktop } from "./storage.ts";
import styles from "./moto.module.css";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  const legacy = legacyStepUrl(url.searchParams);
  if (legacy) throw redirect(legacy, 301);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return registerBrand(context.get(apiContext), request);
}

export const meta: Route.MetaFunction = () =>
  seo(
    "Pneus de mota pela medida ou pelo modelo",
    "Encontre pneus de mota e scooter pela medida ou pelo modelo da mota, com câmaras de ar e mousses, e monte-os numa oficina RodaCerta.",
    "/selector-moto",
  );

export default function MotoStart() {
  const desktop = useIsDesktop();
  const [stored, setStored] = useState<MotoSelectorState | null>(null);
  useEffect(() => setStored(readStored()), []);
  const resume = stored ? describeChoices(stored) : null;
  return (
    <MotoFrame step="INITIAL" mode={null} title="Pneus de mota" crumb="Seletor">
      {stored && resume && (
        <p className="card" role="status">
          Tem uma pesquisa a meio ({resume}). <Link to={stepUrl(stored.step, stored.choices)}>Retomar a pesquisa</Link>
        </p>
      )}
      <div className={`grid ${styles.start}`}>
        <section className="card">
          <h2 style={{ marginTop: 0 }}>Sabe a medida?</h2>
          <p>Está no flanco do pneu, por exemplo 120/70-17.</p>
          <Link className="btn" to={desktop ? "/selector-moto/medidas" : "/selector-moto/ancho"}>
            Procurar pela medida
          </Link>
        </section>
        <section className="card">
          <h2 style={{ marginTop: 0 }}>Não sabe a medida?</h2>
          <p>Escolha a marca, a cilindrada e o modelo da mota e mostramos as medidas de origem.</p>
          <Link className="btn" to="/selector-moto/marca">
            Procurar pelo modelo
          </Link>
        </section>
      </div>
      <RegisterBrand />
    </MotoFrame>
  );
}
