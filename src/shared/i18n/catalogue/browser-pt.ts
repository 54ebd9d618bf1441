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
import checkoutFrame from "./pt/checkoutFrame.ts";
import checkoutConfirmation from "./pt/checkoutConfirmation.ts";
import checkoutBilling from "./pt/checkoutBilling.ts";
import checkoutRegister from "./pt/checkoutRegister.ts";
import checkoutRequest from "./pt/checkoutRequest.ts";
import checkoutPayment from "./pt/checkoutPayment.ts";
import checkoutWorkshop from "./pt/checkoutWorkshop.ts";
import fields from "./pt/fields.ts";
import signin from "./pt/signin.ts";
import contact from "./pt/contact.ts";
import professional from "./pt/professional.ts";
import tyreResults from "./pt/tyreResults.ts";
import tyreLanding from "./pt/tyreLanding.ts";
import tyreCard from "./pt/tyreCard.ts";
import tyreSelector from "./pt/tyreSelector.ts";
import batteries from "./pt/batteries.ts";
import tyreAssistant from "./pt/tyreAssistant.ts";
import tyreProduct from "./pt/tyreProduct.ts";
import oilPacks from "./pt/oilPacks.ts";
import errors from "./pt/errors.ts";
import common from "./pt/common.ts";
import content from "./pt/content.ts";
import home from "./pt/home.ts";
import moto from "./pt/moto.ts";
import motoSteps from "./pt/motoSteps.ts";
import motoResults from "./pt/motoResults.ts";
import oil from "./pt/oil.ts";
import oilAssistant from "./pt/oilAssistant.ts";
import oilPack from "./pt/oilPack.ts";
import oilFacts from "./pt/oilFacts.ts";
import oilSafety from "./pt/oilSafety.ts";
import fuels from "./pt/fuels.ts";
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
  checkoutFrame,
  checkoutConfirmation,
  checkoutBilling,
  checkoutRegister,
  checkoutRequest,
  checkoutPayment,
  checkoutWorkshop,
  common,
  errors,
  oilPacks,
  tyreProduct,
  tyreAssistant,
  batteries,
  tyreSelector,
  tyreCard,
  tyreLanding,
  tyreResults,
  professional,
  contact,
  signin,
  fields,
  content,
  home,
  moto,
  motoSteps,
  motoResults,
  oil,
  oilAssistant,
  oilPack,
  oilFacts,
  oilSafety,
  fuels,
  services,
  shell,
  tyres,
  validation,
  workshops,
};
