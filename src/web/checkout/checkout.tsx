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
import type { Route } from "./+types/checkout";
import { checkoutAction } from "./checkout-actions.server.ts";
import { loadCheckout } from "./checkout-loader.server.ts";
import type { ActionResult } from "./checkout-types.ts";
import { CheckoutFrame } from "./checkout-frame.tsx";
import { Confirmation, PaymentRetry } from "./confirmation.tsx";
import { RequestStep } from "./request-step.tsx";
import { OptionsStep } from "./options-step.tsx";
import { WorkshopsStep, type WorkshopsExtra } from "./workshop-step.tsx";
import { DateStep, type DateExtra } from "./date-step.tsx";
import { RegisterStep } from "./register-step.tsx";
import { type PaymentExtra, PaymentStep } from "./payment-step.tsx";
import { BillingStep, type BillingExtra } from "./billing-step.tsx";

export { meta } from "./checkout-frame.tsx";

export async function loader(args: Route.LoaderArgs) {
  return loadCheckout(args);
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  return checkoutAction(args);
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CheckoutFrame
      loaderData={loaderData}
      actionData={actionData}
      renderOrder={(step, order, result, busy) =>
        step === "a-sua-reserva" ? (
          <Confirmation order={order} />
        ) : step === "pagamento" ? (
          <PaymentRetry order={order} result={result} busy={busy} />
        ) : null
      }
      renderStep={({ step, basket, extra, result, busy, confirmEmpty }) => (
        <>
          {step === "pedido" && <RequestStep basket={basket} result={result} busy={busy} confirmEmpty={confirmEmpty} />}
          {step === "opcoes" && <OptionsStep basket={basket} busy={busy} />}
          {step === "oficinas" && (
            <WorkshopsStep basket={basket} extra={extra as unknown as WorkshopsExtra} result={result} busy={busy} />
          )}
          {step === "data-e-hora" && (
            <DateStep basket={basket} extra={extra as unknown as DateExtra} result={result} busy={busy} />
          )}
          {step === "registo" && <RegisterStep result={result} busy={busy} />}
          {step === "pagamento" && (
            <PaymentStep basket={basket} extra={extra as unknown as PaymentExtra} result={result} busy={busy} />
          )}
          {step === "dados-de-facturacao" && (
            <BillingStep basket={basket} extra={extra as unknown as BillingExtra} result={result} busy={busy} />
          )}
        </>
      )}
    />
  );
}
