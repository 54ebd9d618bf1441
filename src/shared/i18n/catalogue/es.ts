/** The Spanish catalogue (es-ES): the same namespaces and keys as the Portuguese one (a missing key does not compile). */
import type { CatalogueShape } from "../i18n.ts";
import common from "./es/common.ts";
import validation from "./es/validation.ts";
import shell from "./es/shell.ts";
import home from "./es/home.ts";
import tyres from "./es/tyres.ts";
import checkout from "./es/checkout.ts";
import booking from "./es/booking.ts";
import account from "./es/account.ts";
import workshops from "./es/workshops.ts";
import content from "./es/content.ts";
import api from "./es/api.ts";
import mail from "./es/mail.ts";
import moto from "./es/moto.ts";
import oil from "./es/oil.ts";
import services from "./es/services.ts";

export default {
  common,
  validation,
  shell,
  home,
  tyres,
  checkout,
  booking,
  account,
  workshops,
  content,
  api,
  mail,
  services,
  moto,
  oil,
} satisfies CatalogueShape;
