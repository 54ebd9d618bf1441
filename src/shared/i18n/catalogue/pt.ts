/**
 * The Portuguese catalogue (pt-PT): what the browser gets (browser-pt.ts, where a new namespace is listed) plus the
 * namespaces written on the server only.
 */
import browser from "./browser-pt.ts";
import api from "./pt/api.ts";
import mail from "./pt/mail.ts";

export default { ...browser, api, mail };
