/**
 * The basket: /carrinho and /carrinho/pedido (Spanish /cesta, /cesta/pedido), the checkout's first step, on its
 * own route module so that the page people open most in the checkout loads only its own step's code (issue 15,
 * goal 3); the other steps are checkout.tsx (/carrinho/:step). The same loader, action and frame
 * (checkout-frame.tsx): at these addresses the loader's step is always the basket's ("pedido").
 */
import type { Route } from "./+types/basket";
import { checkoutAction } from "./checkout-actions.server.ts";
import { loadCheckout } from "./checkout-loader.server.ts";
import type { ActionResult } from "./checkout-types.ts";
import { CheckoutFrame } from "./checkout-frame.tsx";
import { RequestStep } from "./request-step.tsx";

export { meta } from "./checkout-frame.tsx";

/**
 * The checkout's loader and action are typed by /carrinho/:step; here the address names no step, which they read
 * as the basket's (`params.step` undefined), as they did when /carrinho was `carrinho/:step?`.
 */
type AtStep<F extends (args: never) => unknown> = Parameters<F>[0];

export async function loader(args: Route.LoaderArgs) {
  return loadCheckout(args as unknown as AtStep<typeof loadCheckout>);
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  return checkoutAction(args as unknown as AtStep<typeof checkoutAction>);
}

export default function Basket({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CheckoutFrame
      loaderData={loaderData}
      actionData={actionData}
      renderStep={({ step, basket, result, busy, confirmEmpty }) =>
        step === "pedido" && <RequestStep basket={basket} result={result} busy={busy} confirmEmpty={confirmEmpty} />
      }
    />
  );
}
