import { describe, expect, it } from "vitest";
import type { ApiFetch } from "../api-context.ts";
import { appointment, es, pt, scriptedApi, thrown, WORKSHOP } from "./booking-test-kit.ts";
import { bookingAction, loadBooking } from "./flow.server.ts";

const APPOINTMENT = appointment();

describe("booking flow loader", () => {
  it("lists the workshops near a postcode, and shows the step's error when the reply is unreadable", async () => {
    const ok = await loadBooking(
      scriptedApi([[/localizacion/, 200, { talleres: [WORKSHOP] }]]),
      pt("/selecao-oficina?cp=1100-048"),
      "selecao-oficina",
    );
    expect(ok.view).toMatchObject({ name: "selecao-oficina", error: null });
    expect(ok.view.name === "selecao-oficina" && ok.view.workshops?.map((w) => w.codTienda)).toEqual(["1001"]);
    const odd = await loadBooking(
      scriptedApi([[/localizacion/, 200, { talleres: [{ codTienda: 1001 }] }]]),
      pt("/selecao-oficina?cp=1100-048"),
      "selecao-oficina",
    );
    expect(odd.view).toEqual({
      name: "selecao-oficina",
      workshops: [],
      error: "Houve um erro. Tente outra vez.",
    });
  });

  it("asks the motorbike workshops for a motorbike", async () => {
    const api = scriptedApi([[/localizacion/, 200, { talleres: [] }]]);
    await loadBooking(api, pt("/selecao-oficina/mota?cp=1100-048"), "selecao-oficina/mota");
    expect(api.calls.map((c) => c.call)).toEqual(["POST /taller/moto/localizacion"]);
  });

  it("is the 500 page when the services reply has another shape", async () => {
    const api = scriptedApi([[/talleres-servicios/, 200, [{ id: "CITA_OLEO", nombre: "Óleo" }]]]);
    expect((await thrown(loadBooking(api, pt("/servicos"), "servicos"))).status).toBe(500);
  });

  it("shows a confirmed appointment, and is the 500 page when its reply is unreadable", async () => {
    const q = "/confirmacao?cita=C-1&token=t0k3n";
    const ok = await loadBooking(scriptedApi([[/cita-previa\/C-1/, 200, APPOINTMENT]]), pt(q), "confirmacao");
    expect(ok.view).toMatchObject({
      name: "confirmacao",
      appointment: { id: "C-1", taller: { alias: WORKSHOP.alias } },
    });
    const odd = scriptedApi([[/cita-previa\/C-1/, 200, { ...APPOINTMENT, acciones: null }]]);
    expect((await thrown(loadBooking(odd, pt(q), "confirmacao"))).status).toBe(500);
  });
});

describe("booking flow action", () => {
  const book = () => {
    const f = new FormData();
    f.set("intent", "book");
    for (const [k, v] of Object.entries({ nombre: "Ana", apellidos: "Silva", email: "ana@example.pt" })) f.set(k, v);
    return new Request(
      "http://x/marcacao-previa/os-seus-dados?taller=1001&servicos=CITA_OLEO&fecha=02-12-2026&hora=09:00",
      {
        method: "POST",
        body: f,
      },
    );
  };

  it("books and opens the confirmation of the new appointment", async () => {
    const api = scriptedApi([[/^POST \/cita-previa$/, 201, { citaPreviaId: "C-9", token: "a b" }]]);
    expect(await thrown(bookingAction(api, book(), "os-seus-dados"))).toMatchObject({
      status: 302,
      to: "/marcacao-previa/confirmacao?cita=C-9&token=a%20b",
    });
  });

  it("gives the form a message, not a broken confirmation link, when the reply is unreadable", async () => {
    const api = scriptedApi([[/^POST \/cita-previa$/, 201, { citaPreviaId: "C-9" }]]);
    expect(await bookingAction(api, book(), "os-seus-dados")).toEqual({
      errors: {},
      message: "Houve um erro. Tente outra vez.",
    });
  });

  it("gives the API's field errors back to the form without the payload prefix", async () => {
    const api = scriptedApi([
      [
        /^POST \/cita-previa$/,
        400,
        {
          error: "VALIDATION_ERROR",
          message: "Reveja os dados.",
          errors: { "userData.telefono": "Telefone inválido" },
        },
      ],
    ]);
    expect(await bookingAction(api, book(), "os-seus-dados")).toEqual({
      errors: { telefono: "Telefone inválido" },
      message: "Reveja os dados.",
    });
  });
});

describe("booking flow on the Spanish site (/cita-previa)", () => {
  it("reads the Spanish step names and asks the motorbike workshops for a motorbike", async () => {
    const api = scriptedApi([[/localizacion/, 200, { talleres: [] }]]);
    const d = await loadBooking(api, es("/seleccion-taller/moto?cp=35001"), "seleccion-taller/moto");
    expect(d).toMatchObject({ step: "selecao-oficina", kind: "motorbike" });
    expect(api.calls.map((c) => c.call)).toEqual(["POST /taller/moto/localizacion"]);
    const scooter = await loadBooking(scriptedApi([]), es("/patinete"), "patinete");
    expect(scooter).toMatchObject({ step: "marca", kind: "scooter" });
  });

  it("writes its own errors in Spanish and redirects to Spanish paths", async () => {
    const odd = await loadBooking(
      scriptedApi([[/localizacion/, 200, { talleres: [{ codTienda: 1001 }] }]]),
      es("/seleccion-taller?cp=28001"),
      "seleccion-taller",
    );
    expect(odd.view).toMatchObject({ error: "Se ha producido un error. Inténtelo de nuevo." });
    expect(
      await thrown(loadBooking(scriptedApi([]), es("/fecha-y-hora?servicos=CITA_OLEO"), "fecha-y-hora")),
    ).toMatchObject({
      status: 302,
      // The Spanish site writes the services' query name in Spanish (an old link's `servicos` is read as well).
      to: "/cita-previa/seleccion-taller?servicios=CITA_OLEO",
    });
    expect((await thrown(loadBooking(scriptedApi([]), es("/otra-cosa"), "otra-cosa"))).status).toBe(404);
  });

  it("reads the chosen services as `servicios` and, from old links, as `servicos`; books them", async () => {
    const SERVICES = [
      { id: "CITA_OLEO", nombre: "Cambio de aceite", duracion: 45, vehiculo: null },
      { id: "CITA_TRAVOES", nombre: "Frenos", duracion: 60, vehiculo: null },
    ];
    for (const q of ["?taller=1001&servicios=CITA_OLEO", "?taller=1001&servicos=CITA_OLEO"]) {
      const api = scriptedApi([
        [/talleres-servicios/, 200, SERVICES],
        [/tienda\/1001/, 200, WORKSHOP],
      ]);
      const d = await loadBooking(api, es(`/servicios${q}`), "servicios");
      expect(d.view, q).toMatchObject({ name: "servicos", selected: ["CITA_OLEO"] });
    }
    const sent: unknown[] = [];
    const api: ApiFetch = async (_path, init) => {
      sent.push(init?.body);
      return { status: 201, json: () => ({ citaPreviaId: "C-9", token: "t" }) };
    };
    const f = new FormData();
    f.set("intent", "book");
    const req = new Request(
      "http://x/cita-previa/sus-datos?taller=1001&servicios=CITA_OLEO&servicios=CITA_TRAVOES&fecha=02-12-2026&hora=09:00",
      { method: "POST", body: f },
    );
    await thrown(bookingAction(api, req, "sus-datos"));
    expect(sent[0]).toMatchObject({ selectedService: ["CITA_OLEO", "CITA_TRAVOES"] });
  });

  it("links the calendar file in Spanish and confirms a booking on the Spanish address", async () => {
    const q = "/confirmacion?cita=C-1&token=t0k3n";
    const ok = await loadBooking(scriptedApi([[/cita-previa\/C-1/, 200, APPOINTMENT]]), es(q), "confirmacion");
    expect(ok.view).toMatchObject({ icsHref: "/api/rodacerta/es/cita-previa/C-1/calendario.ics?token=t0k3n" });
    const f = new FormData();
    f.set("intent", "book");
    const req = new Request(
      "http://x/cita-previa/sus-datos?taller=1001&servicos=CITA_OLEO&fecha=02-12-2026&hora=09:00",
      {
        method: "POST",
        body: f,
      },
    );
    const api = scriptedApi([[/^POST \/cita-previa$/, 201, { citaPreviaId: "C-9", token: "t" }]]);
    expect(await thrown(bookingAction(api, req, "sus-datos"))).toMatchObject({
      status: 302,
      to: "/cita-previa/confirmacion?cita=C-9&token=t",
    });
  });
});
