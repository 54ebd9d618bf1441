/** /pneus/{marca}/{modelo} (model page) and /pneus/{marca}/{modelo}-{specs}[-fm] (product page); data in product.server.ts. */
import { formatEur } from "#src/shared/money.ts";
import { SEASON_LABEL, TIER_LABEL } from "#src/shared/tyres/types.ts";
import type { Route } from "./+types/product";
import { apiContext } from "../api-context.ts";
import { SITE_URL, seo } from "../ui/seo.ts";
import { loadProductOrModel, requestTyre } from "./product.server.ts";
import { ModelPage, ProductPage } from "./product-view.tsx";

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadProductOrModel(context.get(apiContext), params, new Date().toISOString().slice(0, 10));
}

export async function action({ request, context }: Route.ActionArgs) {
  return requestTyre(context.get(apiContext), Object.fromEntries(await request.formData()));
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  if (!loaderData) return [{ title: "Página não encontrada | RodaCerta" }];
  if (loaderData.kind === "model") {
    const m = loaderData.model;
    return seo(
      `${m.marca} ${m.modelo}: preços e medidas`,
      `${m.descripcion} ${m.neumaticos.length} medidas disponíveis com montagem na oficina.`,
      `/pneus/${params.marca}/${params.rest}`,
    );
  }
  const p = loaderData.product;
  const title = `${p.marca} ${p.modelo} ${p.ancho}/${p.serie} R${p.llanta} ${p.ic}${p.cv}${p.xl ? " XL" : ""}`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: title,
    sku: p.id,
    brand: { "@type": "Brand", name: p.marca },
    category: "Pneus",
    description: p.descripcion,
    additionalProperty: [
      { "@type": "PropertyValue", name: "Eficiência energética", value: p.consumo },
      { "@type": "PropertyValue", name: "Aderência em molhado", value: p.frenadoMojado },
      { "@type": "PropertyValue", name: "Ruído exterior (dB)", value: p.ruidoDb },
    ],
    offers: {
      "@type": "Offer",
      price: (p.precio / 100).toFixed(2),
      priceCurrency: "EUR",
      availability: p.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url: `${SITE_URL}${p.url}`,
      seller: { "@type": "Organization", name: "RodaCerta" },
    },
    ...(p.valoracionMedia !== undefined && p.valoracionTotal
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: p.valoracionMedia.toFixed(1),
            reviewCount: p.valoracionTotal,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return [
    ...seo(
      `${title} — ${formatEur(p.precio)}`,
      `Pneu ${title}, gama ${TIER_LABEL[p.categoria].toLowerCase()}, ${SEASON_LABEL[p.temporada].toLowerCase()}. Etiqueta UE ${p.consumo}/${p.frenadoMojado}/${p.ruidoDb} dB. Montagem na oficina.`,
      p.url,
      { type: "product" },
    ),
    { "script:ld+json": jsonLd },
  ];
};

export default function ProductOrModel({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "model" ? (
    <ModelPage m={loaderData.model} />
  ) : (
    <ProductPage p={loaderData.product} today={loaderData.today} />
  );
}
