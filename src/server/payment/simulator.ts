/**
 * The built-in payment gateway simulator, for development, demos and tests. It runs the real protocol: it checks the
 * shop's signed redirect, takes a card or Bizum payment, answers with the response code of the test card, delivers
 * a signed server-to-server notification to the shop's MerchantURL, and sends the customer to the OK or KO page.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { formatEur } from "../../shared/money.ts";
import { isApproved, simulatedResponse, TEST_CARDS, BIZUM_TEST_PHONE, luhn } from "../../shared/payment/codes.ts";
import type { Env } from "../env.ts";
import { MerchantParamsSchema, type NotificationParams, REFUND_OK, RefundParamsSchema, SIMULATOR_PATH, SIMULATOR_REFUND_PATH, signed, SignedSchema, verify } from "./gateway.ts";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

function page(body: string): string {
  return `<!doctype html><html lang="pt-PT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Pagamento seguro — simulador</title><style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;margin:0;color:#1d2433}
main{max-width:460px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 10px #0001;padding:20px;margin-bottom:16px}
h1{font-size:1.25rem;margin:0 0 4px}.muted{color:#5b6478;font-size:.9rem}
.amount{font-size:2rem;font-weight:700;margin:8px 0}
label{display:block;font-weight:600;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #b7bfcf;border-radius:8px;font-size:1rem}
.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;padding:14px;border:0;border-radius:8px;background:#172763;color:#fff;font-size:1.05rem;font-weight:700;margin-top:16px;cursor:pointer}
button.secondary{background:#fff;color:#172763;border:1px solid #172763}
.error{color:#b00020;font-weight:600}.tabs{display:flex;gap:8px;margin-top:8px}.tabs a{flex:1;text-align:center;padding:10px;border-radius:8px;border:1px solid #172763;color:#172763;text-decoration:none;font-weight:600}.tabs a[aria-current]{background:#172763;color:#fff}
table{width:100%;font-size:.85rem;border-collapse:collapse}td{padding:4px 0;border-bottom:1px solid #eee}
</style></head><body><main>${body}</main></body></html>`;
}

type Fields = { Ds_SignatureVersion: string; Ds_MerchantParameters: string; Ds_Signature: string };

export function paymentGatewaySimulator(app: FastifyInstance, env: Env) {
  const hidden = (f: Fields) => Object.entries(f).map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join("");

  function form(f: Fields, p: ReturnType<typeof MerchantParamsSchema.parse>, method: "C" | "z", error?: string) {
    const query = new URLSearchParams(f).toString();
    const tabs = `<nav class="tabs" aria-label="Meio de pagamento"><a href="${SIMULATOR_PATH}?${esc(query)}&metodo=C" ${method === "C" ? 'aria-current="page"' : ""}>Cartão</a><a href="${SIMULATOR_PATH}?${esc(query)}&metodo=z" ${method === "z" ? 'aria-current="page"' : ""}>Bizum</a></nav>`;
    const inputs =
      method === "C"
        ? `<label for="cartao">Número do cartão</label><input id="cartao" name="cartao" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="validade">Validade (MM/AA)</label><input id="validade" name="validade" placeholder="12/29" autocomplete="cc-exp" required></div><div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required></div></div>`
        : `<label for="telefone">Telemóvel associado ao Bizum</label><input id="telefone" name="telefone" inputmode="tel" autocomplete="tel" required>`;
    return page(`<div class="card"><p class="muted">Simulador de pagamento · RodaCerta</p><h1>${esc(p.Ds_Merchant_ProductDescription)}</h1><p class="amount">${formatEur(Number(p.Ds_Merchant_Amount))}</p>${tabs}</div>
<form class="card" method="post" action="${SIMULATOR_PATH}">${hidden(f)}<input type="hidden" name="metodo" value="${method}">${error ? `<p class="error" role="alert">${esc(error)}</p>` : ""}${inputs}
<button type="submit">Pagar ${formatEur(Number(p.Ds_Merchant_Amount))}</button><button class="secondary" type="submit" name="cancelar" value="1" formnovalidate>Cancelar e voltar à loja</button></form>
<div class="card"><p class="muted">Cartões de teste (qualquer validade futura, qualquer CVV de 3 algarismos):</p><table>${TEST_CARDS.map((c) => `<tr><td>${c.number.replace(/(\d{4})(?=\d)/g, "$1 ")}</td><td>${esc(c.label)}</td></tr>`).join("")}<tr><td>Bizum ${BIZUM_TEST_PHONE}</td><td>Aprovado (terminado em 9: recusado)</td></tr></table></div>`);
  }

  const check = (raw: Record<string, unknown>) => {
    const f = SignedSchema.parse({ Ds_SignatureVersion: raw.Ds_SignatureVersion, Ds_MerchantParameters: raw.Ds_MerchantParameters, Ds_Signature: raw.Ds_Signature });
    return { f, p: verify(env.PAYMENT_SECRET, f, MerchantParamsSchema, "Ds_Merchant_Order") };
  };

  app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));

    scope.get(SIMULATOR_PATH, async (req, reply) => {
      try {
        const q = req.query as Record<string, string>;
        const { f, p } = check(q);
        const method = q.metodo === "z" || q.metodo === "C" ? q.metodo : p.Ds_Merchant_PayMethods;
        return reply.type("text/html; charset=utf-8").send(form(f, p, method));
      } catch {
        return reply.code(400).type("text/html; charset=utf-8").send(page(`<div class="card"><h1>Pedido de pagamento inválido</h1><p>A assinatura do pedido não é válida. Volte à loja e tente novamente.</p><p><a href="/carrinho">Voltar ao carrinho</a></p></div>`));
      }
    });

    // Refunds (transaction type 3): a signed request from the shop, a signed answer with the refund's id.
    scope.post(SIMULATOR_REFUND_PATH, async (req, reply) => {
      let params: ReturnType<typeof RefundParamsSchema.parse>;
      try {
        const f = SignedSchema.parse(req.body);
        params = verify(env.PAYMENT_SECRET, f, RefundParamsSchema, "Ds_Merchant_Order");
      } catch {
        return reply.code(400).send({ error: "BAD_SIGNATURE", message: "Pedido de reembolso inválido." });
      }
      const answer = { Ds_Order: params.Ds_Merchant_Order, Ds_Amount: params.Ds_Merchant_Amount, Ds_Response: Number(params.Ds_Merchant_Amount) > 0 ? REFUND_OK : "0950", Ds_RefundId: `RB${randomBytes(5).toString("hex").toUpperCase()}` };
      return signed(env.PAYMENT_SECRET, params.Ds_Merchant_Order, answer);
    });

    scope.post(SIMULATOR_PATH, async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, string>;
      let checked: ReturnType<typeof check>;
      try {
        checked = check(body);
      } catch {
        return reply.code(400).type("text/html; charset=utf-8").send(page(`<div class="card"><h1>Pedido de pagamento inválido</h1><p><a href="/carrinho">Voltar ao carrinho</a></p></div>`));
      }
      const { f, p } = checked;
      const method = body.metodo === "z" ? "z" : "C";
      let code: string;
      if (body.cancelar) code = "9915";
      else if (method === "z") {
        const phone = (body.telefone ?? "").replace(/\D/g, "");
        if (!/^[67]\d{8}$/.test(phone)) return reply.code(422).type("text/html; charset=utf-8").send(form(f, p, method, "Indique um telemóvel com 9 algarismos."));
        code = simulatedResponse({ method: "bizum", phone });
      } else {
        const card = (body.cartao ?? "").replace(/\D/g, "");
        const exp = /^(\d{2})\/(\d{2})$/.exec((body.validade ?? "").trim());
        const known = TEST_CARDS.some((c) => c.number === card);
        if (!known && !luhn(card)) return reply.code(422).type("text/html; charset=utf-8").send(form(f, p, method, "O número do cartão não é válido."));
        if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12 || new Date(2000 + Number(exp[2]), Number(exp[1])) < new Date()) return reply.code(422).type("text/html; charset=utf-8").send(form(f, p, method, "A validade do cartão não é válida (MM/AA)."));
        if (!/^\d{3}$/.test(body.cvv ?? "")) return reply.code(422).type("text/html; charset=utf-8").send(form(f, p, method, "O CVV tem 3 algarismos."));
        code = simulatedResponse({ method: "tarjeta", card });
      }
      const now = new Date();
      const notification: NotificationParams = {
        Ds_Order: p.Ds_Merchant_Order,
        Ds_Amount: p.Ds_Merchant_Amount,
        Ds_Currency: "978",
        Ds_Response: code,
        Ds_AuthorisationCode: isApproved(code) ? randomBytes(3).toString("hex").toUpperCase() : "",
        Ds_NotificationId: randomUUID(),
        Ds_PayMethod: method,
        Ds_Date: now.toISOString(),
      };
      const message = signed(env.PAYMENT_SECRET, p.Ds_Merchant_Order, notification);
      // Server-to-server notification to the shop's MerchantURL (same process: delivered through Fastify's router).
      const target = new URL(p.Ds_Merchant_MerchantURL, env.PUBLIC_URL);
      const res = await app.inject({ method: "POST", url: target.pathname, payload: message });
      if (res.statusCode >= 300) req.log.warn({ status: res.statusCode, body: res.body }, "payment notification refused");
      const back = isApproved(code) ? p.Ds_Merchant_UrlOK : p.Ds_Merchant_UrlKO;
      const sep = back.includes("?") ? "&" : "?";
      return reply.redirect(`${back}${sep}${new URLSearchParams({ Ds_SignatureVersion: message.Ds_SignatureVersion, Ds_MerchantParameters: message.Ds_MerchantParameters, Ds_Signature: message.Ds_Signature }).toString()}`, 303);
    });
  });
}
