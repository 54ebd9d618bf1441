/** The Portuguese catalogue (pt-PT), one module per namespace. */
import common from "./pt/common.ts";
import validation from "./pt/validation.ts";
import shell from "./pt/shell.ts";
import home from "./pt/home.ts";
import tyres from "./pt/tyres.ts";
import checkout from "./pt/checkout.ts";
import booking from "./pt/booking.ts";
import account from "./pt/account.ts";
import workshops from "./pt/workshops.ts";
import content from "./pt/content.ts";
import api from "./pt/api.ts";
import mail from "./pt/mail.ts";
import moto from "./pt/moto.ts";
import oil from "./pt/oil.ts";
import services from "./pt/services.ts";

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
};
