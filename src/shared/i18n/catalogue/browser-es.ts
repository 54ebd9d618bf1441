/**
 * What the browser needs of the Spanish catalogue: every namespace but the API's and the e-mails' (the API
 * answers with text, e-mails are written on the server), which keeps them out of the page's JavaScript. This is the
 * one list of the Spanish namespaces: a new namespace is imported here (es.ts adds the server-only ones).
 * In the browser build the namespace modules hold compiled messages (catalogue-plugin.ts).
 */
import ac from "./es/ac.ts";
import account from "./es/account.ts";
import booking from "./es/booking.ts";
import checkout from "./es/checkout.ts";
import common from "./es/common.ts";
import content from "./es/content.ts";
import home from "./es/home.ts";
import moto from "./es/moto.ts";
import oil from "./es/oil.ts";
import services from "./es/services.ts";
import shell from "./es/shell.ts";
import tyres from "./es/tyres.ts";
import validation from "./es/validation.ts";
import workshops from "./es/workshops.ts";

export default {
  ac,
  account,
  booking,
  checkout,
  common,
  content,
  home,
  moto,
  oil,
  services,
  shell,
  tyres,
  validation,
  workshops,
};
