/** The tyre model page (every size of a model), as the loader of product.tsx gives it. */
import type { TyreModel } from "#src/shared/tyres/catalogue.schema.ts";
import { useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { TyreCard } from "./tyre-card.tsx";

export function ModelPage({ m }: { m: TyreModel }) {
  const { t, path } = useT();
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: t("common.crumbTyres"), to: path("/pneus") },
          { label: m.marca, to: path(`/pneus/${m.marcaSlug}`) },
          { label: m.modelo },
        ]}
      />
      <h1>
        {m.marca} {m.modelo}
      </h1>
      <p className="lead">{m.descripcion}</p>
      <h2>{t("tyreProduct.modelSizes", { n: m.neumaticos.length })}</h2>
      <div className="grid">
        {m.neumaticos.slice(0, 60).map((t) => (
          <TyreCard key={t.id} t={t} montaje={m.montaje} />
        ))}
      </div>
    </div>
  );
}
