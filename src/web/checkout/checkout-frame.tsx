/**
 * The checkout's frame, shared by its two route modules: the basket (basket.tsx: /carrinho and /carrinho/pedido,
 * the busiest page, which loads only the basket step's code) and every other step (checkout.tsx: /carrinho/:step).
 * Title, step bar, back link, notices, action messages and the summary; the route module renders the step's own form
 * (`renderStep`) and, for the steps that show an order, the order page (`renderOrder`). Issue 15, goal 3: the basket
 * no longer carries the code of the workshop, date, registration, payment, billing and confirmation steps.
 */
import type { ReactNode } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import { backStep, type CheckoutStep, stepsFor } from "#src/shared/basket/checkout.ts";
import type { Route } from "./+types/checkout";
import { seo } from "../ui/seo.ts";
import { translatorAt, useT } from "../i18n.ts";
import { STEP_TITLE_KEYS } from "./checkout-copy.ts";
import { useCheckoutAnalytics } from "./checkout-analytics.ts";
import type { ActionResult, Basket, Order } from "./checkout-types.ts";
import { AddError, PROMO_LIMITS, PromoLimit } from "./notices.tsx";
import { Summary } from "./summary.tsx";

/** What a step's form is given. */
export type StepView = {
  step: CheckoutStep;
  basket: Basket;
  extra: Route.ComponentProps["loaderData"]["extra"];
  result: ActionResult | undefined;
  busy: boolean;
  /** The basket step: the customer asked to empty the basket (?esvaziar=1). */
  confirmEmpty: boolean;
};

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t, path } = translatorAt(location);
  return [
    ...seo(
      loaderData
        ? t("checkoutFrame.metaTitle", { step: t(STEP_TITLE_KEYS[loaderData.step]) })
        : t("checkoutFrame.metaTitleBasket"),
      t("checkoutFrame.metaDescription"),
      path("/carrinho"),
    ),
    { name: "robots", content: "noindex" },
  ];
};

export function CheckoutFrame({
  loaderData,
  actionData,
  renderOrder,
  renderStep,
}: Pick<Route.ComponentProps, "loaderData" | "actionData"> & {
  /** The order pages (confirmation, payment retry); the basket's route never shows them. */
  renderOrder?: (step: CheckoutStep, order: Order, result: ActionResult | undefined, busy: boolean) => ReactNode;
  /** The step's own form (the basket's route renders only the basket step). */
  renderStep: (view: StepView) => ReactNode;
}) {
  const { step, basket, order, loggedIn } = loaderData;
  const { t, text, path } = useT();
  const title = (s: keyof typeof STEP_TITLE_KEYS) => t(STEP_TITLE_KEYS[s]);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const result = actionData as ActionResult | undefined;
  const [search] = useSearchParams();
  useCheckoutAnalytics(step, basket, order, search.get("adicionado"));

  const orderPage = order && renderOrder?.(step, order, result, busy);
  if (orderPage) return orderPage;

  if (!basket || basket.products.length === 0) {
    return (
      <div className="container page">
        <h1>{t("checkoutFrame.emptyTitle")}</h1>
        <AddError code={search.get("erro")} />
        <div className="card" style={{ textAlign: "center", padding: 32 }}>
          <p style={{ fontSize: "1.1rem" }}>{t("checkoutFrame.emptyText")}</p>
          <p className="hint">{t("checkoutFrame.emptyHint")}</p>
          <p style={{ display: "flex", gap: 8, justifyContent: "center", flexWrap: "wrap" }}>
            <Link className="btn" to={path("/seletor")}>
              {t("checkoutFrame.emptyBySize")}
            </Link>
            <Link className="btn btn-secondary" to={path("/seletor/matricula")}>
              {t("checkoutFrame.emptyByPlate")}
            </Link>
            <Link className="btn btn-ghost" to={path("/selector-moto")}>
              {t("checkoutFrame.emptyMoto")}
            </Link>
          </p>
        </div>
      </div>
    );
  }
  const steps = stepsFor(basket, loggedIn);
  const back = backStep(step, basket);
  return (
    <div className="container page checkout">
      <h1>{title(step)}</h1>
      <nav aria-label={t("checkoutFrame.stepsNavLabel")}>
        <ol className="steps">
          {steps.map((s, i) => (
            <li key={s} aria-current={s === step ? "step" : undefined}>
              {t("checkoutFrame.stepItem", { n: i + 1, title: title(s) })}
            </li>
          ))}
        </ol>
      </nav>
      {back && (
        <p className="no-print">
          <Link to={path(`/carrinho/${back}`)}>{t("checkoutFrame.backLink", { step: title(back) })}</Link>
        </p>
      )}
      <AddError code={search.get("erro")} />
      {search.get("aviso") === "pack" && (
        <p className="notice" role="status">
          {t("checkoutFrame.promoPackRemoved")}
        </p>
      )}
      {basket.avisos.map((a) => (
        <p key={a} className="notice" role="status">
          {text(a)}
        </p>
      ))}
      {result?.code && result.code in PROMO_LIMITS ? (
        <PromoLimit code={result.code} message={result.message} />
      ) : (
        result?.message &&
        !result.form && (
          <p role="alert" className="field-error">
            {text(result.message)}
          </p>
        )
      )}
      {result?.ok && (
        <p role="status" className="ok">
          {text(result.ok)}
        </p>
      )}
      <div className="checkout-layout">
        <section aria-labelledby="step-title">
          <h2 id="step-title" className="visually-hidden">
            {title(step)}
          </h2>
          {renderStep({
            step,
            basket,
            extra: loaderData.extra,
            result,
            busy,
            confirmEmpty: search.get("esvaziar") === "1",
          })}
        </section>
        <Summary basket={basket} />
      </div>
    </div>
  );
}
