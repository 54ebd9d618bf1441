/**
 * The built-in payment gateway simulator, for development, demos and tests. It runs the real protocol: it checks the
 * shop's signed redirect, takes a card or Bizum payment, answers with the response code of the test card, delivers
 * a signed server-to-server notification to the shop's MerchantURL, and sends the customer to the OK or KO page.
 */
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { formatEur } from "#src/shared/money.ts";
import { type MessageKey, type MessageValues, t } from "#src/shared/i18n/i18n.ts";
import { type Lang, LOCALE } from "#src/shared/i18n/lang.ts";
import { langOfPath, localPath } from "#src/shared/i18n/paths.ts";
import {
  BIZUM_TEST_PHONE,
  formatMultibancoReference,
  isApproved,
  luhn,
  MBWAY_TEST_PHONES,
  MULTIBANCO_REFERENCE_EXPIRED,
  MULTIBANCO_REFERENCE_ISSUED,
  MULTIBANCO_VALID_HOURS,
  simulatedResponse,
  TEST_CARDS,
} from "#src/shared/payment/codes.ts";
import type { Env } from "../env.ts";
import {
  AtmParamsSchema,
  MerchantParamsSchema,
  MULTIBANCO_ENTITY,
  type NotificationParams,
  REFUND_OK,
  RefundParamsSchema,
  SIMULATOR_ATM_PATH,
  SIMULATOR_PATH,
  SIMULATOR_REFUND_PATH,
  signed,
  SignedSchema,
  verify,
} from "./gateway.ts";

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/** The order's language: the site its return address (UrlOK) belongs to. */
function langOfOrder(p: { Ds_Merchant_UrlOK: string }): Lang {
  try {
    return langOfPath(new URL(p.Ds_Merchant_UrlOK, "http://localhost").pathname);
  } catch {
    return "pt";
  }
}

/**
 * The language of a request whose signature does not check out: the order's site as its (unverified) parameters name
 * it (only the language is read from them, nothing is trusted), else the site the customer came from (Referer), else
 * Portuguese.
 */
function langOfUnverified(raw: Record<string, unknown>, referer: string | undefined): Lang {
  try {
    const params = JSON.parse(Buffer.from(String(raw.Ds_MerchantParameters ?? ""), "base64url").toString("utf8"));
    if (typeof params?.Ds_Merchant_UrlOK === "string") return langOfOrder(params);
  } catch {
    // not even readable: fall back to where the customer came from
  }
  try {
    return referer ? langOfPath(new URL(referer, "http://localhost").pathname) : "pt";
  } catch {
    return "pt";
  }
}

/** The page shown for a payment request whose signature is not valid, in `lang`. */
function invalidRequestPage(lang: Lang, explain: boolean): string {
  return page(
    `<div class="card"><h1>${t(lang, "api.simulatorInvalidTitle")}</h1>${explain ? `<p>${t(lang, "api.simulatorInvalidSignature")}</p>` : ""}<p><a href="${localPath(lang, "/carrinho")}">${t(lang, "api.simulatorBackToBasket")}</a></p></div>`,
    lang,
  );
}

/** The test cards' outcomes, by response code (the labels in codes.ts are the Portuguese ones). */
const TEST_CARD_KEYS: Record<string, MessageKey> = {
  "0000": "api.simulatorCardApproved",
  "0190": "api.simulatorCardRefused",
  "0103": "api.simulatorCardLost",
  "0107": "api.simulatorCardFraud",
  "0666": "api.simulatorCardConfiguration",
  "0202": "api.simulatorCardBank",
  "0301": "api.simulatorCardPlatform",
  "0501": "api.simulatorCardRequest",
};

function page(body: string, lang: Lang = "pt"): string {
  return `<!doctype html><html lang="${LOCALE[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t(lang, "api.simulatorPageTitle")}</title><style>
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
  const hidden = (f: Fields) =>
    Object.entries(f)
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`)
      .join("");

  type Method = "C" | "z" | "w" | "m";
  const METHOD_TABS: Array<[Method, MessageKey | string]> = [
    ["C", "api.simulatorTabCard"],
    ["w", "MB WAY"],
    ["m", "Multibanco"],
    ["z", "Bizum"],
  ];

  /** `error`: a key of the api catalogue, said in the order's language. */
  function form(f: Fields, p: ReturnType<typeof MerchantParamsSchema.parse>, method: Method, error?: MessageKey) {
    const lang = langOfOrder(p);
    const tr = (key: MessageKey, values?: MessageValues) => t(lang, key, values);
    const query = new URLSearchParams(f).toString();
    // The method the shop asked for, and the card as the alternative every gateway offers.
    const offered = METHOD_TABS.filter(([m]) => m === method || m === p.Ds_Merchant_PayMethods || m === "C");
    const tabLabel = (label: string) => (label.startsWith("api.") ? tr(label as MessageKey) : label);
    const tabs = `<nav class="tabs" aria-label="${tr("api.simulatorMethods")}">${offered.map(([m, label]) => `<a href="${SIMULATOR_PATH}?${esc(query)}&metodo=${m}" ${method === m ? 'aria-current="page"' : ""}>${tabLabel(label)}</a>`).join("")}</nav>`;
    const amount = formatEur(Number(p.Ds_Merchant_Amount), lang);
    const inputs =
      method === "C"
        ? `<label for="cartao">${tr("api.simulatorCardNumber")}</label><input id="cartao" name="cartao" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="validade">${tr("api.simulatorCardExpiry")}</label><input id="validade" name="validade" placeholder="12/29" autocomplete="cc-exp" required></div><div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required></div></div>`
        : method === "w"
          ? `<label for="telefone">${tr("api.simulatorMbwayPhone")}</label><input id="telefone" name="telefone" inputmode="tel" autocomplete="tel" required><p class="muted">${tr("api.simulatorMbwayHint", { amount })}</p>`
          : method === "m"
            ? `<p>${tr("api.simulatorMultibancoHint", { amount, hours: MULTIBANCO_VALID_HOURS })}</p>`
            : // Bizum: a push to the phone, approved in the bank's app at once (no waiting, unlike MB WAY).
              `<label for="telefone">${tr("api.simulatorBizumPhone")}</label><input id="telefone" name="telefone" inputmode="tel" autocomplete="tel" required><p class="muted">${tr("api.simulatorBizumHint", { amount })}</p>`;
    const submit =
      method === "m"
        ? tr("api.simulatorMultibancoSubmit")
        : method === "w"
          ? tr("api.simulatorMbwaySubmit", { amount })
          : tr("api.simulatorPay", { amount });
    const cardLabel = (c: (typeof TEST_CARDS)[number]) =>
      TEST_CARD_KEYS[c.code] ? tr(TEST_CARD_KEYS[c.code]!) : c.label;
    return page(
      `<div class="card"><p class="muted">${tr("api.simulatorHeading")}</p><h1>${esc(p.Ds_Merchant_ProductDescription)}</h1><p class="amount">${amount}</p>${tabs}</div>
<form class="card" method="post" action="${SIMULATOR_PATH}">${hidden(f)}<input type="hidden" name="metodo" value="${method}">${error ? `<p class="error" role="alert">${esc(tr(error))}</p>` : ""}${inputs}
<button type="submit">${submit}</button><button class="secondary" type="submit" name="cancelar" value="1" formnovalidate>${tr("api.simulatorCancel")}</button></form>
<div class="card"><p class="muted">${tr("api.simulatorTestData")}</p><table>${TEST_CARDS.map((c) => `<tr><td>${c.number.replace(/(\d{4})(?=\d)/g, "$1 ")}</td><td>${esc(cardLabel(c))}</td></tr>`).join("")}<tr><td>MB WAY ${MBWAY_TEST_PHONES.approved}</td><td>${tr("api.simulatorMbwayApproved")}</td></tr><tr><td>MB WAY ${MBWAY_TEST_PHONES.refused}</td><td>${tr("api.simulatorMbwayRefused")}</td></tr><tr><td>MB WAY ${MBWAY_TEST_PHONES.expired}</td><td>${tr("api.simulatorMbwayExpired")}</td></tr><tr><td>Bizum ${BIZUM_TEST_PHONE}</td><td>${tr("api.simulatorBizumTest")}</td></tr></table></div>`,
      lang,
    );
  }

  /** Delivers a signed notification to the shop's MerchantURL (same process: through Fastify's router). */
  async function deliver(
    merchantUrl: string,
    notification: NotificationParams,
    log: { warn: (o: object, m: string) => void },
  ) {
    const message = signed(env.PAYMENT_SECRET, notification.Ds_Order, notification);
    const target = new URL(merchantUrl, env.PUBLIC_URL);
    const res = await app.inject({ method: "POST", url: target.pathname, payload: message });
    if (res.statusCode >= 300) log.warn({ status: res.statusCode }, "payment notification refused");
    return message;
  }

  const notificationFor = (
    order: string,
    amount: string,
    code: string,
    method: Method,
    extra: Partial<NotificationParams> = {},
  ): NotificationParams => ({
    Ds_Order: order,
    Ds_Amount: amount,
    Ds_Currency: "978",
    Ds_Response: code,
    Ds_AuthorisationCode: isApproved(code) ? randomBytes(3).toString("hex").toUpperCase() : "",
    Ds_NotificationId: randomUUID(),
    Ds_PayMethod: method,
    Ds_Date: new Date().toISOString(),
    ...extra,
  });

  const readAtm = (raw: Record<string, unknown>) => {
    try {
      const f = SignedSchema.parse({
        Ds_SignatureVersion: raw.Ds_SignatureVersion,
        Ds_MerchantParameters: raw.Ds_MerchantParameters,
        Ds_Signature: raw.Ds_Signature,
      });
      return { ...verify(env.PAYMENT_SECRET, f, AtmParamsSchema, "Ds_Order"), signed: f };
    } catch {
      return null;
    }
  };

  const check = (raw: Record<string, unknown>) => {
    const f = SignedSchema.parse({
      Ds_SignatureVersion: raw.Ds_SignatureVersion,
      Ds_MerchantParameters: raw.Ds_MerchantParameters,
      Ds_Signature: raw.Ds_Signature,
    });
    return { f, p: verify(env.PAYMENT_SECRET, f, MerchantParamsSchema, "Ds_Merchant_Order") };
  };

  app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(SIMULATOR_PATH, async (req, reply) => {
      try {
        const q = req.query as Record<string, string>;
        const { f, p } = check(q);
        const method =
          q.metodo === "z" || q.metodo === "C" || q.metodo === "w" || q.metodo === "m"
            ? q.metodo
            : p.Ds_Merchant_PayMethods;
        return reply.type("text/html; charset=utf-8").send(form(f, p, method));
      } catch {
        return reply
          .code(400)
          .type("text/html; charset=utf-8")
          .send(invalidRequestPage(langOfUnverified(req.query as Record<string, unknown>, req.headers.referer), true));
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
      const answer = {
        Ds_Order: params.Ds_Merchant_Order,
        Ds_Amount: params.Ds_Merchant_Amount,
        Ds_Response: Number(params.Ds_Merchant_Amount) > 0 ? REFUND_OK : "0950",
        Ds_RefundId: `RB${randomBytes(5).toString("hex").toUpperCase()}`,
      };
      return signed(env.PAYMENT_SECRET, params.Ds_Merchant_Order, answer);
    });

    scope.post(SIMULATOR_PATH, async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, string>;
      let checked: ReturnType<typeof check>;
      try {
        checked = check(body);
      } catch {
        return reply
          .code(400)
          .type("text/html; charset=utf-8")
          .send(invalidRequestPage(langOfUnverified(body, req.headers.referer), false));
      }
      const { f, p } = checked;
      const method: Method = body.metodo === "z" || body.metodo === "w" || body.metodo === "m" ? body.metodo : "C";
      let code: string;
      let extra: Partial<NotificationParams> = {};
      if (body.cancelar) code = "9915";
      else if (method === "m") {
        // A Multibanco reference: the customer goes back to the shop with it and pays later (see the ATM page).
        code = MULTIBANCO_REFERENCE_ISSUED;
        extra = {
          Ds_MB_Entity: MULTIBANCO_ENTITY,
          Ds_MB_Reference: String(randomInt(100_000_000, 1_000_000_000)),
          Ds_MB_Expiry: new Date(Date.now() + MULTIBANCO_VALID_HOURS * 3_600_000).toISOString(),
        };
      } else if (method === "z" || method === "w") {
        const phone = (body.telefone ?? "").replace(/\D/g, "");
        if (method === "z" && !/^[67]\d{8}$/.test(phone))
          return reply
            .code(422)
            .type("text/html; charset=utf-8")
            .send(form(f, p, method, "api.simulatorBizumPhoneError"));
        if (method === "w" && !/^9[1236]\d{7}$/.test(phone))
          return reply
            .code(422)
            .type("text/html; charset=utf-8")
            .send(form(f, p, method, "api.simulatorMbwayPhoneError"));
        code = simulatedResponse({ method: method === "z" ? "bizum" : "mbway", phone });
      } else {
        const card = (body.cartao ?? "").replace(/\D/g, "");
        const exp = /^(\d{2})\/(\d{2})$/.exec((body.validade ?? "").trim());
        const known = TEST_CARDS.some((c) => c.number === card);
        if (!known && !luhn(card))
          return reply
            .code(422)
            .type("text/html; charset=utf-8")
            .send(form(f, p, method, "api.simulatorCardNumberError"));
        if (
          !exp ||
          Number(exp[1]) < 1 ||
          Number(exp[1]) > 12 ||
          new Date(2000 + Number(exp[2]), Number(exp[1])) < new Date()
        )
          return reply
            .code(422)
            .type("text/html; charset=utf-8")
            .send(form(f, p, method, "api.simulatorCardExpiryError"));
        if (!/^\d{3}$/.test(body.cvv ?? ""))
          return reply
            .code(422)
            .type("text/html; charset=utf-8")
            .send(form(f, p, method, "api.simulatorCvvError"));
        code = simulatedResponse({ method: "card", card });
      }
      const message = await deliver(
        p.Ds_Merchant_MerchantURL,
        notificationFor(p.Ds_Merchant_Order, p.Ds_Merchant_Amount, code, method, extra),
        req.log,
      );
      const back = isApproved(code) || code === MULTIBANCO_REFERENCE_ISSUED ? p.Ds_Merchant_UrlOK : p.Ds_Merchant_UrlKO;
      const sep = back.includes("?") ? "&" : "?";
      return reply.redirect(
        `${back}${sep}${new URLSearchParams({ Ds_SignatureVersion: message.Ds_SignatureVersion, Ds_MerchantParameters: message.Ds_MerchantParameters, Ds_Signature: message.Ds_Signature }).toString()}`,
        303,
      );
    });

    // The "ATM": pays (or lets expire) a Multibanco reference the simulator issued. The shop's demo confirmation page
    // links here with the reference signed by the shop's key, so only references of real orders can be paid.
    scope.get(SIMULATOR_ATM_PATH, async (req, reply) => {
      const atm = readAtm(req.query as Record<string, string>);
      if (!atm)
        return reply
          .code(400)
          .type("text/html; charset=utf-8")
          .send(page(`<div class="card"><h1>Referência inválida</h1><p><a href="/">Voltar à loja</a></p></div>`));
      return reply.type("text/html; charset=utf-8").send(
        page(`<div class="card"><p class="muted">Simulador · Multibanco</p><h1>Pagamento de serviços</h1>
<dl><dt>Entidade</dt><dd>${esc(atm.Ds_MB_Entity)}</dd><dt>Referência</dt><dd>${esc(formatMultibancoReference(atm.Ds_MB_Reference))}</dd><dt>Montante</dt><dd>${formatEur(Number(atm.Ds_Amount), "pt")}</dd></dl></div>
<form class="card" method="post" action="${SIMULATOR_ATM_PATH}">${hidden(atm.signed)}<button type="submit" name="acao" value="pagar">Pagar ${formatEur(Number(atm.Ds_Amount), "pt")}</button><button class="secondary" type="submit" name="acao" value="expirar">Deixar a referência expirar</button></form>`),
      );
    });

    scope.post(SIMULATOR_ATM_PATH, async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, string>;
      const atm = readAtm(body);
      if (!atm)
        return reply
          .code(400)
          .type("text/html; charset=utf-8")
          .send(page(`<div class="card"><h1>Referência inválida</h1><p><a href="/">Voltar à loja</a></p></div>`));
      const paid = body.acao !== "expirar";
      await deliver(
        `${env.PUBLIC_URL}/api/rodacerta/pt/pagos/notificacion`,
        notificationFor(atm.Ds_Order, atm.Ds_Amount, paid ? "0000" : MULTIBANCO_REFERENCE_EXPIRED, "m", {
          Ds_MB_Entity: atm.Ds_MB_Entity,
          Ds_MB_Reference: atm.Ds_MB_Reference,
        }),
        req.log,
      );
      return reply.redirect(
        paid
          ? `/carrinho/a-sua-reserva?pedido=${encodeURIComponent(atm.Ds_Order)}`
          : `/carrinho/pagamento?pedido=${encodeURIComponent(atm.Ds_Order)}&recusado=1`,
        303,
      );
    });
  });
}
