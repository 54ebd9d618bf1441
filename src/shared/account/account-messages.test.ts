/** The account's failure messages are descriptors: Portuguese exactly as before, Spanish for Spain. */
import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { isDescriptor, resolve } from "#src/shared/i18n/i18n.ts";
import { ACCOUNT_MESSAGES, INVOICE_MESSAGES, invoiceErrorMessage } from "./account-messages.ts";
import { ADD_CLIENT_FAILED, LOGIN_MESSAGES, RESET_LINK_EXPIRED } from "./account.schema.ts";
import { GENDER_DESCRIPTION_ONLY_OTHER } from "./gender.ts";

const PT: Array<[string, string]> = [
  [ACCOUNT_MESSAGES.PRE_REGISTER_FAILED, "Não foi possível guardar os seus dados. Tente novamente mais tarde."],
  [ACCOUNT_MESSAGES.LOAD_FAILED, "Houve um problema ao carregar os seus dados. Tente novamente dentro de momentos."],
  [
    ACCOUNT_MESSAGES.UPDATE_FAILED,
    "Não foi possível guardar as alterações aos seus dados. Tente novamente mais tarde.",
  ],
  [
    ACCOUNT_MESSAGES.DELETE_FAILED,
    "Não foi possível apagar a sua conta. Tente novamente mais tarde ou ligue para o apoio ao cliente.",
  ],
  [ACCOUNT_MESSAGES.HISTORY_FAILED, "Não foi possível carregar o seu histórico. Tente novamente dentro de momentos."],
  [ACCOUNT_MESSAGES.CONSENTS_FAILED, "Não foi possível guardar as suas preferências. Tente novamente mais tarde."],
  [ACCOUNT_MESSAGES.VEHICLES_FAILED, "Não foi possível carregar os seus veículos. Tente novamente dentro de momentos."],
  [ACCOUNT_MESSAGES.VEHICLE_DELETE_FAILED, "Não foi possível apagar o veículo. Tente novamente mais tarde."],
  [
    ACCOUNT_MESSAGES.APPOINTMENTS_FAILED,
    "Não foi possível carregar as suas marcações. Tente novamente dentro de momentos.",
  ],
  [ACCOUNT_MESSAGES.ORDERS_FAILED, "Não foi possível carregar as suas encomendas. Tente novamente dentro de momentos."],
  [ACCOUNT_MESSAGES.INVOICES_FAILED, "Não foi possível carregar as suas faturas. Tente novamente dentro de momentos."],
  [INVOICE_MESSAGES.NOT_EXIST, "Esta encomenda não existe. Se precisar de ajuda, ligue para o apoio ao cliente."],
  [INVOICE_MESSAGES.FACTURA_NOT_FOUND, "Não encontrámos esta fatura. Ligue para o apoio ao cliente."],
  [
    INVOICE_MESSAGES.NO_ID_NAV,
    "A fatura desta encomenda ainda não foi emitida: é emitida quando o pagamento fica confirmado. Se já pagou, ligue para o apoio ao cliente.",
  ],
  [
    INVOICE_MESSAGES.OTHER,
    "Não foi possível obter a fatura neste momento. Tente mais tarde ou ligue para o apoio ao cliente.",
  ],
  [INVOICE_MESSAGES.ID_NOT_MATCH, "Esta fatura pertence a outro utilizador."],
  [LOGIN_MESSAGES.WRONG_CREDENTIALS, "O e-mail ou a password estão incorretos"],
  [LOGIN_MESSAGES.OTHER, "Houve um problema com a sessão"],
  [RESET_LINK_EXPIRED, "O link já não é válido. Peça um novo para recuperar a password."],
  [
    ADD_CLIENT_FAILED,
    "Não foi possível registar o documento para o pagamento: pode já estar associado a outra conta. Ligue para o apoio ao cliente.",
  ],
  [GENDER_DESCRIPTION_ONLY_OTHER, "A descrição do género só se indica quando escolhe «Outro»"],
];

describe("account messages", () => {
  it("read in Portuguese exactly as before", () => {
    for (const [descriptor, pt] of PT) {
      expect(isDescriptor(descriptor), pt).toBe(true);
      expect(resolve("pt", descriptor)).toBe(pt);
    }
  });

  it("have a Spanish text of their own", () => {
    for (const [descriptor, pt] of PT) {
      const es = resolve("es", descriptor);
      expect(es, pt).not.toBe(pt);
      expect(es).not.toMatch(/\b(não|você|utilizador|morada|encomenda|fatura)\b/i);
    }
    expect(resolve("es", LOGIN_MESSAGES.WRONG_CREDENTIALS)).toBe(
      "El correo electrónico o la contraseña no son correctos",
    );
    expect(resolve("es", GENDER_DESCRIPTION_ONLY_OTHER)).toBe(
      "La descripción del género solo se indica cuando elige «Otro»",
    );
  });

  it("an unknown invoice error code reads as OTHER", () => {
    expect(invoiceErrorMessage("toString")).toBe(INVOICE_MESSAGES.OTHER);
    expect(invoiceErrorMessage("NO_ID_NAV")).toBe(INVOICE_MESSAGES.NO_ID_NAV);
  });
});
