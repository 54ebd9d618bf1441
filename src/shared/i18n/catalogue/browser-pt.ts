/**
 * What the browser needs of the Portuguese catalogue: every namespace but the API's and the e-mails' (the API
 * answers with text, e-mails are written on the server), which keeps them out of the page's JavaScript. This is the
 * one list of the Portuguese namespaces: a new namespace is imported here (pt.ts adds the server-only ones).
 * In the browser build the namespace modules hold compiled messages (catalogue-plugin.ts).
 */
import ac from "./pt/ac.ts";
import account from "./pt/account.ts";
import booking from "./pt/booking.ts";
import checkout from "./pt/checkout.ts";
import common from "./pt/common.ts";
import content from "./pt/content.ts";
import home from "./pt/home.ts";
import moto from "./pt/moto.ts";
import oil from "./pt/oil.ts";
import services from "./pt/services.ts";
import shell from "./pt/shell.ts";
import tyres from "./pt/tyres.ts";
import validation from "./pt/validation.ts";
import workshops from "./pt/workshops.ts";

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
