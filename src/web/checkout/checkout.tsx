/**
 * The basket and checkout: /carrinho and /carrinho/{pedido, opcoes, oficinas, data-e-hora, registo, pagamento,
 * dados-de-facturacao, a-sua-reserva}. Every step is a server-rendered page with plain forms (works without
 * JavaScript); the API recomputes prices and checks every choice, and each step sends the customer back to the
 * first step that is still missing.
 */
import { Link, useNavigation, useSearchParams } from "react-router";
import { backStep, STEP_TITLES, stepsFor } from "#src/shared/basket/checkout.ts";
import type { Route } from "./+types/checkout";
import { seo } from "../ui/seo.ts";
import { useCheckoutAnalytics } from "./checkout-analytics.ts";
import { checkoutAction } from "./checkout-actions.server.ts";
import { loadCheckout } from "./checkout-loader.server.ts";
import type { ActionResult } from "./checkout-types.ts";
import { Confirmation, PaymentRetry } from "./confirmation.tsx";
import { AddError, AVISO_PACK, PROMO_LIMITS, PromoLimit } from "./notices.tsx";
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

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seo(
    loaderData ? `${STEP_TITLES[loaderData.step]} — carrinho` : "Carrinho",
    "O seu carrinho RodaCerta: pneus com montagem, oficina, data e pagamento.",
    "/carrinho",
  ),
  { name: "robots", content: "noindex" },
];

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { step, basket, order, loggedIn } = loaderData;
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
        <h1>O seu carrinho</h1>
        <AddError code={search.get("erro")} />
        <div className="card" style={{ textAlign: "center", padding: 32 }}>
          <p style={{ fontSize: "1.1rem" }}>O seu carrinho está vazio.</p>
          <p className="hint">
            Encontre os pneus certos pela medida ou pela matrícula e junte-os com a montagem numa oficina perto de si.
          </p>
          <p style={{ display: "flex", gap: 8, justifyContent: "center", flexWrap: "wrap" }}>
            <Link className="btn" to="/seletor">
              Procurar pneus por medida
            </Link>
            <Link className="btn btn-secondary" to="/seletor/matricula">
              Procurar pela matrícula
            </Link>
            <Link className="btn btn-ghost" to="/selector-moto">
              Pneus de mota
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
      <h1>{STEP_TITLES[step]}</h1>
      <nav aria-label="Passos da compra">
        <ol className="steps">
          {steps.map((s, i) => (
            <li key={s} aria-current={s === step ? "step" : undefined}>
              {i + 1}. {STEP_TITLES[s]}
            </li>
          ))}
        </ol>
      </nav>
      {back && (
        <p className="no-print">
          <Link to={`/carrinho/${back}`}>← Voltar: {STEP_TITLES[back]}</Link>
        </p>
      )}
      <AddError code={search.get("erro")} />
      {search.get("aviso") === "pack" && (
        <p className="notice" role="status">
          {AVISO_PACK}
        </p>
      )}
      {basket.avisos.map((a) => (
        <p key={a} className="notice" role="status">
          {a}
        </p>
      ))}
      {result?.code && result.code in PROMO_LIMITS ? (
        <PromoLimit code={result.code} message={result.message} />
      ) : (
        result?.message &&
        !result.form && (
          <p role="alert" className="field-error">
            {result.message}
          </p>
        )
      )}
      {result?.ok && (
        <p role="status" className="ok">
          {result.ok}
        </p>
      )}
      <div className="checkout-layout">
        <section aria-labelledby="step-title">
          <h2 id="step-title" className="visually-hidden">
            {STEP_TITLES[step]}
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
