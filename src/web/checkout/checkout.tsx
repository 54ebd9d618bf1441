/**
 * The basket and checkout: /carrinho and /carrinho/{pedido, opcoes, oficinas, data-e-hora, registo, pagamento,
 * dados-de-facturacao, a-sua-reserva}. Every step is a server-rendered page with plain forms (works without
 * JavaScript); the API recomputes prices and checks every choice, and each step sends the customer back to the
 * first step that is still missing.
 *
 * The Spanish site has the same pages at /cesta/{pedido, opciones, taller, fecha-y-hora, registro, pago,
 * datos-de-facturacion, su-reserva} (src/shared/i18n/paths.ts): the loader and the action read the step by its
 * Portuguese name (ptSegment), every link and redirect goes through path(), and the copy is the `checkout` namespace.
 */
import { Link, useNavigation, useSearchParams } from "react-router";
import { backStep, stepsFor } from "#src/shared/basket/checkout.ts";
import type { Route } from "./+types/checkout";
import { seo } from "../ui/seo.ts";
import { translatorAt, useT } from "../i18n.ts";
import { STEP_TITLE_KEYS } from "./checkout-copy.ts";
import { useCheckoutAnalytics } from "./checkout-analytics.ts";
import { checkoutAction } from "./checkout-actions.server.ts";
import { loadCheckout } from "./checkout-loader.server.ts";
import type { ActionResult } from "./checkout-types.ts";
import { Confirmation, PaymentRetry } from "./confirmation.tsx";
import { AddError, PROMO_LIMITS, PromoLimit } from "./notices.tsx";
import { Summary } from "./summary.tsx";
import { RequestStep } from "./request-step.tsx";
import { OptionsStep } from "./options-step.tsx";
import { WorkshopsStep, type WorkshopsExtra } from "./workshop-step.tsx";
import { DateStep, type DateExtra } from "./date-step.tsx";
import { RegisterStep } from "./register-step.tsx";
import { type PaymentExtra, PaymentStep } from "./payment-step.tsx";
import { BillingStep, type BillingExtra } from "./billing-step.tsx";

export async function loader(args: Route.LoaderArgs) {
  return loadCheckout(args);
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  return checkoutAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t, path } = translatorAt(location);
  return [
    ...seo(
      loaderData
        ? t("checkout.metaTitle", { step: t(STEP_TITLE_KEYS[loaderData.step]) })
        : t("checkout.metaTitleBasket"),
      t("checkout.metaDescription"),
      path("/carrinho"),
    ),
    { name: "robots", content: "noindex" },
  ];
};

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { step, basket, order, loggedIn } = loaderData;
  const { t, text, path } = useT();
  const title = (s: keyof typeof STEP_TITLE_KEYS) => t(STEP_TITLE_KEYS[s]);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const result = actionData as ActionResult | undefined;
  const [search] = useSearchParams();
  useCheckoutAnalytics(step, basket, order, search.get("adicionado"));

  if (step === "a-sua-reserva" && order) return <Confirmation order={order} />;
  if (step === "pagamento" && order) return <PaymentRetry order={order} result={result} busy={busy} />;

  if (!basket || basket.products.length === 0) {
    return (
      <div className="container page">
        <h1>{t("checkout.emptyTitle")}</h1>
        <AddError code={search.get("erro")} />
        <div className="card" style={{ textAlign: "center", padding: 32 }}>
          <p style={{ fontSize: "1.1rem" }}>{t("checkout.emptyText")}</p>
          <p className="hint">{t("checkout.emptyHint")}</p>
          <p style={{ display: "flex", gap: 8, justifyContent: "center", flexWrap: "wrap" }}>
            <Link className="btn" to={path("/seletor")}>
              {t("checkout.emptyBySize")}
            </Link>
            <Link className="btn btn-secondary" to={path("/seletor/matricula")}>
              {t("checkout.emptyByPlate")}
            </Link>
            <Link className="btn btn-ghost" to={path("/selector-moto")}>
              {t("checkout.emptyMoto")}
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
      <nav aria-label={t("checkout.stepsNavLabel")}>
        <ol className="steps">
          {steps.map((s, i) => (
            <li key={s} aria-current={s === step ? "step" : undefined}>
              {t("checkout.stepItem", { n: i + 1, title: title(s) })}
            </li>
          ))}
        </ol>
      </nav>
      {back && (
        <p className="no-print">
          <Link to={path(`/carrinho/${back}`)}>{t("checkout.backLink", { step: title(back) })}</Link>
        </p>
      )}
      <AddError code={search.get("erro")} />
      {search.get("aviso") === "pack" && (
        <p className="notice" role="status">
          {t("checkout.promoPackRemoved")}
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
          {step === "pedido" && (
            <RequestStep basket={basket} result={result} busy={busy} confirmEmpty={search.get("esvaziar") === "1"} />
          )}
          {step === "opcoes" && <OptionsStep basket={basket} busy={busy} />}
          {step === "oficinas" && (
            <WorkshopsStep
              basket={basket}
              extra={loaderData.extra as unknown as WorkshopsExtra}
              result={result}
              busy={busy}
            />
          )}
          {step === "data-e-hora" && (
            <DateStep basket={basket} extra={loaderData.extra as unknown as DateExtra} result={result} busy={busy} />
          )}
          {step === "registo" && <RegisterStep result={result} busy={busy} />}
          {step === "pagamento" && (
            <PaymentStep
              basket={basket}
              extra={loaderData.extra as unknown as PaymentExtra}
              result={result}
              busy={busy}
            />
          )}
          {step === "dados-de-facturacao" && (
            <BillingStep
              basket={basket}
              extra={loaderData.extra as unknown as BillingExtra}
              result={result}
              busy={busy}
            />
          )}
        </section>
        <Summary basket={basket} />
      </div>
    </div>
  );
}
