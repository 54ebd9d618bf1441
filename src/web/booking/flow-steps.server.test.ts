/**
 * The booking flow's steps and forms not covered by flow.server.test.ts: the start, scooter brand, services, date and
 * details steps, the change/cancel flow of a signed link, and the cancel and modify forms, in pt and es. The API's
 * answers are parsed with their response schemas, so a fixture that drifts from the contract fails.
 */
import { describe, expect, it } from "vitest";
import { BookableServicesResponse } from "#src/shared/booking/booking-flow.schema.ts";
import { t } from "#src/shared/i18n/i18n.ts";
import { appointment, es, load, pt, redirectsTo, scriptedApi, thrown, WORKSHOP } from "./booking-test-kit.ts";
import { bookingAction } from "./flow.server.ts";

const SERVICES = BookableServicesResponse.parse([
  { id: "CITA_OLEO", nombre: "Mudança de óleo", duracion: 60, vehiculo: null },
  { id: "CITA_PNEUS", nombre: "Montagem de pneus", duracion: 45, vehiculo: "turismo" },
  { id: "CITA_MOTO", nombre: "Revisão de mota", duracion: 90, vehiculo: "moto" },
]);
const DAYS = {
  dias: [
    { fecha: "01/12/2026", iso: "2026-12-01", primera: "10:00" },
    { fecha: "02/12/2026", iso: "2026-12-02", primera: "09:00" },
  ],
};
const SIGNED = "cita=C-1&token=t0k3n";

describe("booking steps", () => {
  it("starts with the vehicle choice, and lists the scooter brands for a scooter", async () => {
    expect(await load(scriptedApi([]), pt(""))).toMatchObject({
      step: "inicio",
      kind: "car",
      modify: false,
      view: { name: "inicio" },
    });
    const scooter = await load(scriptedApi([[/marcas-patinete/, 200, ["Xiaomi", "Segway"]]]), es("/patinete"));
    expect(scooter).toMatchObject({ step: "marca", kind: "scooter", view: { brands: ["Xiaomi", "Segway"] } });
    expect(scooter.steps[0]).toBe("marca");
    expect((await load(scriptedApi([]), pt("/trotineta"))).view).toEqual({ name: "marca", brands: [] });
  });

  it("asks for a postcode before searching workshops, and sends the services already chosen", async () => {
    const none = scriptedApi([]);
    expect((await load(none, pt("/selecao-oficina"))).view).toEqual({
      name: "selecao-oficina",
      workshops: null,
      error: null,
    });
    expect(none.calls).toEqual([]);
    const api = scriptedApi([[/localizacion/, 200, { talleres: [WORKSHOP] }]]);
    await load(api, pt("/trotineta/selecao-oficina?cp=1100-048&servicos=CITA_OLEO,CITA_PNEUS"));
    expect(api.calls[0]?.body).toEqual({
      postCode: "1100-048",
      service: "scooter",
      servicios: ["CITA_OLEO", "CITA_PNEUS"],
    });
  });

  it("shows the API's postcode error at the search, in the page's language", async () => {
    const api = scriptedApi([
      [
        /localizacion/,
        400,
        { error: "VALIDATION_ERROR", message: "x", errors: { postCode: "Código postal no válido" } },
      ],
    ]);
    expect((await load(api, es("/seleccion-taller?cp=1"))).view).toEqual({
      name: "selecao-oficina",
      workshops: [],
      error: "Código postal no válido",
    });
  });

  it("lists the services for the vehicle, with the chosen workshop", async () => {
    const api = scriptedApi([
      [/^GET \/talleres-servicios\/1001$/, 200, SERVICES],
      [/^GET \/tienda\/1001$/, 200, WORKSHOP],
    ]);
    const r = await load(api, pt("/servicos?taller=1001&servicos=CITA_OLEO"));
    expect(r.view).toMatchObject({ name: "servicos", selected: ["CITA_OLEO"], workshop: { codTienda: "1001" } });
    expect(r.view.name === "servicos" && r.view.services.map((s) => s.id)).toEqual(["CITA_OLEO", "CITA_PNEUS"]);
    const moto = scriptedApi([[/^GET \/talleres-servicios$/, 200, SERVICES]]);
    const m = await load(moto, es("/servicios?tipo=motorbike"));
    expect(m.view.name === "servicos" && m.view.services.map((s) => s.id)).toEqual(["CITA_OLEO", "CITA_MOTO"]);
    expect(m.view).toMatchObject({ workshop: null });
    // A link written before the kinds were English (`?tipo=moto`) still opens the motorbike services.
    const old = await load(moto, pt("/servicos?tipo=moto"));
    expect(old.kind).toBe("motorbike");
    expect(old.view.name === "servicos" && old.view.services.map((s) => s.id)).toEqual(["CITA_OLEO", "CITA_MOTO"]);
  });

  it("is the 404 page for an unknown workshop's services", async () => {
    const api = scriptedApi([[/talleres-servicios/, 404, { error: "NOT_FOUND", message: "Taller no encontrado." }]]);
    expect(await thrown(load(api, es("/servicios?taller=9")))).toEqual({ status: 404, body: "Taller no encontrado." });
  });

  it("shows the workshop's free days and the first day's times; a dates failure in the page's language", async () => {
    const api = scriptedApi([
      [/cita-previa-dates\/taller\/1001/, 200, DAYS],
      [/^GET \/tienda\/1001$/, 200, WORKSHOP],
      [/cita-previa-times\/taller\/1001\/01-12-2026/, 200, { horas: ["10:00", "10:30"] }],
    ]);
    const r = await load(api, pt("/data-e-hora?taller=1001&servicos=CITA_OLEO"));
    expect(r.view).toMatchObject({
      name: "data-e-hora",
      appointment: null,
      date: { fecha: "01-12-2026", times: ["10:00", "10:30"], datesError: null, dayGone: false },
    });
    expect(api.calls[0]?.body).toEqual({ services: ["CITA_OLEO"] });
    const refused = scriptedApi([[/cita-previa-dates/, 400, { error: "BAD", message: "x" }]]);
    expect((await load(refused, es("/fecha-y-hora?taller=1001"))).view).toMatchObject({
      date: { days: [], datesError: t("es", "booking.datesError"), fecha: null, workshop: null },
    });
  });

  it("needs a day and a time before the details, and shows the workshop there", async () => {
    expect(await redirectsTo(load(scriptedApi([]), es("/sus-datos?taller=1001&fecha=02-12-2026")))).toBe(
      "/cita-previa/fecha-y-hora?taller=1001&fecha=02-12-2026",
    );
    const api = scriptedApi([[/^GET \/tienda\/1001$/, 200, WORKSHOP]]);
    expect((await load(api, pt("/os-seus-dados?taller=1001&fecha=02-12-2026&hora=09:00"))).view).toMatchObject({
      name: "os-seus-dados",
      workshop: { alias: WORKSHOP.alias },
    });
  });

  it("sends an old change link's comment step to the date step", async () => {
    expect(await redirectsTo(load(scriptedApi([]), pt("/comentario?taller=1001")))).toBe(
      "/marcacao-previa/data-e-hora?taller=1001",
    );
  });
});

describe("changing or cancelling a booked appointment (signed link)", () => {
  const signed = (alterar = true) =>
    scriptedApi([[/^GET \/cita-previa\/C-1\?token=t0k3n$/, 200, appointment(alterar)]]);

  it("shows the appointment on the change and cancel pages", async () => {
    const r = await load(signed(), pt(`/alteracao?${SIGNED}`));
    expect(r).toMatchObject({ modify: true, view: { name: "alteracao", appointment: { id: "C-1" } } });
    expect(r.steps).toEqual(["alteracao", "data-e-hora", "os-seus-dados", "confirmacao"]);
    expect((await load(signed(), es(`/cancelar?${SIGNED}`))).view).toMatchObject({ name: "cancelar" });
  });

  it("is the 404 page for a bad link and the 403 page for a link of someone else, in the page's language", async () => {
    const gone = scriptedApi([[/cita-previa\/C-1/, 404, { error: "NOT_FOUND", message: "Cita no encontrada." }]]);
    expect(await thrown(load(gone, es(`/modificacion?${SIGNED}`)))).toEqual({
      status: 404,
      body: "Cita no encontrada.",
    });
    const forbidden = scriptedApi([[/cita-previa\/C-1/, 403, { error: "FORBIDDEN", message: "Sem acesso." }]]);
    expect((await thrown(load(forbidden, pt(`/alteracao?${SIGNED}`)))).status).toBe(403);
  });

  it("offers new times ignoring the appointment's own, and a review once a time is chosen", async () => {
    const api = scriptedApi([
      [/^GET \/cita-previa\/C-1/, 200, appointment()],
      [/cita-previa-dates\/taller\/1001/, 200, DAYS],
      [/^GET \/tienda\/1001$/, 200, WORKSHOP],
      [/cita-previa-times/, 200, { horas: ["09:00"] }],
    ]);
    const r = await load(api, pt(`/data-e-hora?${SIGNED}&fecha=02-12-2026`));
    expect(r.view).toMatchObject({ name: "data-e-hora", date: { fecha: "02-12-2026" }, appointment: { id: "C-1" } });
    expect(api.calls[1]?.body).toEqual({ services: ["CITA_OLEO"], idNavisionCitaModificada: "C-1" });
    expect((await load(signed(), es(`/sus-datos?${SIGNED}&fecha=02-12-2026&hora=09:00`))).view).toMatchObject({
      name: "rever",
    });
    expect(await redirectsTo(load(signed(), es(`/sus-datos?${SIGNED}&fecha=02-12-2026`)))).toBe(
      `/cita-previa/fecha-y-hora?fecha=02-12-2026&${SIGNED}`,
    );
  });

  it("sends an appointment that can no longer be changed back to its change page", async () => {
    expect(await redirectsTo(load(signed(false), es(`/fecha-y-hora?${SIGNED}`)))).toBe(
      `/cita-previa/modificacion?${SIGNED}`,
    );
  });
});

describe("the cancel and modify forms", () => {
  const post = (url: URL, intent: string, fields: Record<string, string> = {}) => {
    const f = new FormData();
    f.set("intent", intent);
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return new Request(url, { method: "POST", body: f, headers: { cookie: "rc_session=tok" } });
  };

  it("cancels and shows the cancelled page of the page's language", async () => {
    const api = scriptedApi([[/^DELETE \/cita-previa\/C-1\?token=t0k3n$/, 200, { cancelada: true, message: "ok" }]]);
    expect(await redirectsTo(bookingAction(api, post(es(`/cancelar?${SIGNED}`), "cancel"), "cancelar"))).toBe(
      `/cita-previa/cancelar?${SIGNED}&cancelada=1`,
    );
    expect(api.calls[0]?.headers).toEqual({ authorization: "Bearer tok" });
  });

  it("shows a refused cancellation as the form's message, else the catalogue's one", async () => {
    const late = scriptedApi([[/cita-previa/, 409, { error: "TOO_LATE", message: "Ya no se puede cancelar." }]]);
    expect(await bookingAction(late, post(es(`/cancelar?${SIGNED}`), "cancel"), "cancelar")).toEqual({
      errors: {},
      message: "Ya no se puede cancelar.",
    });
    const odd = scriptedApi([[/cita-previa/, 200, {}]]);
    expect(await bookingAction(odd, post(pt(`/cancelar?${SIGNED}`), "cancel"), "cancelar")).toEqual({
      errors: {},
      message: t("pt", "booking.errorGeneric"),
    });
  });

  it("moves the appointment to the chosen day, time and workshop, then its confirmation", async () => {
    const api = scriptedApi([[/^PATCH \/cita-previa$/, 200, { citaPreviaId: "C-1" }]]);
    const url = pt(`/os-seus-dados?${SIGNED}&taller=1002&fecha=03-12-2026&hora=11:00`);
    expect(
      await redirectsTo(bookingAction(api, post(url, "modify", { comentario: "Chego cedo" }), "os-seus-dados")),
    ).toBe(`/marcacao-previa/confirmacao?${SIGNED}&alterada=1`);
    expect(api.calls[0]?.body).toEqual({
      oldCitaId: "C-1",
      token: "t0k3n",
      selectedDate: { date: "03/12/2026", time: "11:00" },
      selectedTaller: { codTienda: "1002" },
      userData: { comentario: "Chego cedo" },
    });
  });

  it("gives a refused change its field errors and message in the page's language", async () => {
    const api = scriptedApi([
      [
        /^PATCH \/cita-previa$/,
        409,
        { error: "SLOT_TAKEN", message: "Esta hora ya no está libre.", errors: { hora: "Elija otra hora" } },
      ],
    ]);
    const url = es(`/sus-datos?${SIGNED}&fecha=03-12-2026&hora=11:00`);
    expect(await bookingAction(api, post(url, "modify"), "sus-datos")).toEqual({
      errors: { hora: "Elija otra hora" },
      message: "Esta hora ya no está libre.",
    });
    expect(api.calls[0]?.body).toMatchObject({ userData: {} });
  });

  it("books a scooter with its brand and the customer's details", async () => {
    const api = scriptedApi([[/^POST \/cita-previa$/, 201, { citaPreviaId: "C-9", token: "t" }]]);
    const url = es("/patinete/sus-datos?taller=1001&servicos=CITA_PAT&marca=Xiaomi&fecha=02-12-2026&hora=09:00");
    const fields = { nombre: "Ana", apellidos: "García", email: "ana@example.es", renting: "on" };
    expect(await redirectsTo(bookingAction(api, post(url, "book", fields), "patinete/sus-datos"))).toBe(
      "/cita-previa/confirmacion?cita=C-9&token=t",
    );
    expect(api.calls[0]?.body).toMatchObject({
      userData: { nombre: "Ana", vehiculo: "scooter", renting: true },
      selectedDate: { date: "02/12/2026", time: "09:00" },
      selectedService: ["CITA_PAT"],
      selectedTaller: { codTienda: "1001" },
      marcaPatinete: "Xiaomi",
    });
  });
});
