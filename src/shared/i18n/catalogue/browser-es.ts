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
import checkoutFrame from "./es/checkoutFrame.ts";
import checkoutConfirmation from "./es/checkoutConfirmation.ts";
import checkoutBilling from "./es/checkoutBilling.ts";
import checkoutRegister from "./es/checkoutRegister.ts";
import checkoutRequest from "./es/checkoutRequest.ts";
import checkoutPayment from "./es/checkoutPayment.ts";
import checkoutWorkshop from "./es/checkoutWorkshop.ts";
import fields from "./es/fields.ts";
import signin from "./es/signin.ts";
import contact from "./es/contact.ts";
import professional from "./es/professional.ts";
import tyreResults from "./es/tyreResults.ts";
import tyreLanding from "./es/tyreLanding.ts";
import tyreCard from "./es/tyreCard.ts";
import tyreSelector from "./es/tyreSelector.ts";
import batteries from "./es/batteries.ts";
import tyreAssistant from "./es/tyreAssistant.ts";
import tyreProduct from "./es/tyreProduct.ts";
import oilPacks from "./es/oilPacks.ts";
import errors from "./es/errors.ts";
import common from "./es/common.ts";
import content from "./es/content.ts";
import home from "./es/home.ts";
import moto from "./es/moto.ts";
import motoSteps from "./es/motoSteps.ts";
import motoResults from "./es/motoResults.ts";
import oil from "./es/oil.ts";
import oilAssistant from "./es/oilAssistant.ts";
import oilPack from "./es/oilPack.ts";
import oilFacts from "./es/oilFacts.ts";
import oilSafety from "./es/oilSafety.ts";
import fuels from "./es/fuels.ts";
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
