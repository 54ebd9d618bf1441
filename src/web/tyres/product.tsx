/** /pneus/{marca}/{modelo} (model page) and /pneus/{marca}/{modelo}-{specs}[-fm] (product page); data in product.server.ts. */
import { lazy, Suspense } from "react";
import type { Route } from "./+types/product";
import { apiContext } from "../api-context.ts";
import { translatorAt, translatorFor } from "../i18n.ts";
import { SITE_URL, seo } from "../ui/seo.ts";
import { loadProductOrModel, requestTyre } from "./product.server.ts";
import { ProductPage } from "./product-view.tsx";
import { money, tyreCopy } from "./tyre-copy.ts";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

/**
 * A model's page (a grid of its sizes' cards) is loaded on demand (issue 15, goal 3), so a product page does not carry
 * the tyre card's code. The server renders it whole, in place; opened directly, the browser hydrates it once its chunk
 * is in, and a navigation to it waits for the chunk with the data (clientLoader), so the page never shows empty.
 */
const loadModelPage = () => import("./model-page.tsx");
const ModelPage = lazy(() => loadModelPage().then((m) => ({ default: m.ModelPage })));

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { lang } = translatorFor(request);
  return loadProductOrModel(context.get(apiContext), params, new Date().toISOString().slice(0, 10), lang);
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.kind === "model") await loadModelPage();
  return data;
}

export async function action({ request, context }: Route.ActionArgs) {
  return requestTyre(context.get(apiContext), Object.fromEntries(await request.formData()));
}

export const meta: Route.MetaFunction = ({ loaderData, params, location }) => {
  const { t, path, lang } = translatorAt(location);
  if (!loaderData) return [{ title: `${t("tyres.notFoundTitle")} | RodaCerta` }];
  if (loaderData.kind === "model") {
    const m = loaderData.model;
    return seo(
      t("tyreProduct.modelMetaTitle", { brand: m.marca, model: m.modelo }),
      t("tyreProduct.modelMetaDescription", { description: m.descripcion, n: m.neumaticos.length }),
      path(`/pneus/${params.marca}/${params.rest}`),
    );
  }
  const copy = tyreCopy(lang);
  const p = loaderData.product;
  const title = `${p.marca} ${p.modelo} ${p.ancho}/${p.serie} R${p.llanta} ${p.ic}${p.cv}${p.xl ? " XL" : ""}`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: title,
    sku: p.id,
    brand: { "@type": "Brand", name: p.marca },
    category: t("common.crumbTyres"),
    description: p.descripcion,
    additionalProperty: [
      { "@type": "PropertyValue", name: t("tyres.euFuel"), value: p.consumo },
      { "@type": "PropertyValue", name: t("tyres.euWetScale"), value: p.frenadoMojado },
      { "@type": "PropertyValue", name: t("tyreProduct.euNoiseDb"), value: p.ruidoDb },
    ],
    offers: {
      "@type": "Offer",
      price: (p.precio / 100).toFixed(2),
      priceCurrency: "EUR",
      availability: p.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url: `${SITE_URL}${path(p.url)}`,
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
      `${title} — ${money(lang, p.precio)}`,
      t("tyreProduct.productMetaDescription", {
        title,
        tier: copy.tier[p.categoria].toLowerCase(),
        season: copy.season[p.temporada].toLowerCase(),
        fuel: p.consumo,
        wet: p.frenadoMojado,
        db: p.ruidoDb,
      }),
      path(p.url),
      { type: "product" },
    ),
    { "script:ld+json": jsonLd },
  ];
};

export default function ProductOrModel({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "model" ? (
    <Suspense fallback={null}>
      <ModelPage m={loaderData.model} />
    </Suspense>
  ) : (
    <ProductPage p={loaderData.product} today={loaderData.today} drawing={loaderData.drawing} />
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
