/**
 * The service catalogue (issue 12 items 4 and 7): GET /servicos, GET /servicos/:id/oficinas, GET /kits-ozono, and the
 * rule that a workshop without what a service needs is neither offered for it nor accepted in the basket.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  OzoneKitsSchema,
  type ServiceList,
  ServiceListSchema,
  type ServiceWorkshops,
  ServiceWorkshopsSchema,
} from "#src/shared/services/service-catalogue.schema.ts";
import { EQUIPMENT_AC_R1234YF, EQUIPMENT_OZONE } from "#src/shared/services/requirements.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";
import { registerCustomer } from "../test-support/orders.ts";

const NOW = new Date("2026-11-23T09:00:00Z");

type Workshop = { code: string; postcode: string };

eachDatabase("service catalogue API", (kind) => {
  const t = testApp(kind, { now: () => NOW, paymentRetries: false });
  const { api } = t;
  /** Car workshops taking web bookings with and without the R1234yf AC station. */
  let withYf: Workshop;
  let withoutYf: Workshop;
  let webCarWorkshops: Array<{ code: string; equipment: string[] }>;

  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    webCarWorkshops = await rows<{ code: string; equipment: string[] }>(
      sql`select code, equipment from workshops where web_bookings and services @> '["car"]'::jsonb order by code`,
    );
    const pick = async (has: boolean) =>
      (
        await rows<Workshop>(
          sql`select code, postcode from workshops where web_bookings and services @> '["car"]'::jsonb
              and (equipment @> ${JSON.stringify([EQUIPMENT_AC_R1234YF])}::jsonb) = ${has} order by code limit 1`,
        )
      )[0]!;
    withYf = await pick(true);
    withoutYf = await pick(false);
  });

  describe("GET /servicos", () => {
    it("lists the car services: products with their type and price, appointments with a from price", async () => {
      const res = await api("GET", "/servicos?categoria=car");
      expect(res.statusCode, res.body).toBe(200);
      const body = ServiceListSchema.parse(res.json());
      const ids = body.servicos.map((s) => s.id);
      for (const id of [
        "AC_R134A",
        "AC_R1234YF",
        "OZONO",
        "KIT_OZONO_1",
        "KIT_OZONO_2",
        "AMORTECEDORES_EIXO",
        "PRE_IPO",
        "PACK_INVERNO",
        "CITA_TRAVOES",
        "CITA_DISTRIBUICAO",
        "CITA_FILTROS",
        "CITA_ESCOVAS",
        "CITA_AMORTECEDORES",
      ])
        expect(ids).toContain(id);
      expect(body.servicos.every((s) => s.categoria === "car")).toBe(true);
      expect(ids).not.toContain("CITA_MOTA_REVISAO");
      // Tyre services and the automatic ones are not in the service catalogue.
      expect(ids).not.toContain("MONTAJE_TALLER");
      const ac2 = body.servicos.find((s) => s.id === "AC_R1234YF")!;
      expect(ac2).toMatchObject({ kind: "product", tipo_producto: "ac2", precio: 11990, duracion: 45 });
      expect(ac2.incluye.length).toBeGreaterThan(2);
      const brakes = body.servicos.find((s) => s.id === "CITA_TRAVOES")!;
      expect(brakes).toMatchObject({ kind: "appointment", tipo_producto: null, precio: 6990 });
      // Products first, then appointments.
      const firstAppointment = body.servicos.findIndex((s) => s.kind === "appointment");
      expect(body.servicos.slice(firstAppointment).every((s) => s.kind === "appointment")).toBe(true);
    });

    it("counts the workshops that can do each service: equipment matters", async () => {
      const body = (await api("GET", "/servicos?categoria=car")).json() as ServiceList;
      const count = (s: string) => webCarWorkshops.filter((w) => w.equipment.includes(s)).length;
      expect(body.servicos.find((s) => s.id === "AC_R1234YF")!.oficinas).toBe(count(EQUIPMENT_AC_R1234YF));
      expect(body.servicos.find((s) => s.id === "OZONO")!.oficinas).toBe(count(EQUIPMENT_OZONE));
      expect(body.servicos.find((s) => s.id === "PRE_IPO")!.oficinas).toBe(webCarWorkshops.length);
      expect(count(EQUIPMENT_AC_R1234YF)).toBeLessThan(webCarWorkshops.length);
    });

    it("defaults to cars, and lists motorbike and truck services", async () => {
      const car = (await api("GET", "/servicos")).json() as ServiceList;
      expect(car.servicos.every((s) => s.categoria === "car")).toBe(true);
      const moto = (await api("GET", "/servicos?categoria=motorbike")).json() as ServiceList;
      expect(moto.servicos.map((s) => s.id).sort()).toEqual(
        [
          "CITA_MOTA_BATERIA",
          "CITA_MOTA_EMBRAIAGEM",
          "CITA_MOTA_FILTRO_AR",
          "CITA_MOTA_FILTRO_OLEO",
          "CITA_MOTA_OLEO",
          "CITA_MOTA_PNEUS",
          "CITA_MOTA_REVISAO",
          "CITA_MOTA_TRANSMISSAO",
          "CITA_MOTA_TRAVOES",
          // Moto revisions by engine size band (src/server/moto-revision).
          "REV_MOTA_125",
          "REV_MOTA_500",
          "REV_MOTA_MAIS_500",
          "REV_MOTA_ELETRICA",
        ].sort(),
      );
      const truck = (await api("GET", "/servicos?categoria=truck")).json() as ServiceList;
      expect(truck.servicos.map((s) => s.id).sort()).toEqual(["CITA_CAMIAO", "CITA_CAMIAO_FROTAS"]);
      expect(truck.servicos.every((s) => s.oficinas > 0)).toBe(true);
    });

    it("refuses an unknown category with a clear message", async () => {
      const res = await api("GET", "/servicos?categoria=barco");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: "UNKNOWN_CATEGORY" });
      expect(res.json().errors.categoria).toContain("motorbike (mota)");
    });
  });

  describe("GET /servicos/:id/oficinas", () => {
    it("lists the workshops that do the service; the total matches the catalogue's count", async () => {
      const list = (await api("GET", "/servicos?categoria=car")).json() as ServiceList;
      for (const id of ["AC_R1234YF", "OZONO", "CITA_TRAVOES"]) {
        const res = await api("GET", `/servicos/${id}/oficinas`);
        expect(res.statusCode, res.body).toBe(200);
        const body = ServiceWorkshopsSchema.parse(res.json());
        expect(body.total).toBe(list.servicos.find((s) => s.id === id)!.oficinas);
        expect(body.oficinas.length).toBe(Math.min(20, body.total));
        // Without a postcode: by name, no distance.
        const names = body.oficinas.map((o) => o.alias);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "pt")));
        expect(body.oficinas.every((o) => o.distancia === null && o.url.startsWith("/oficinas-mecanicas/"))).toBe(true);
      }
      const yf = (await api("GET", "/servicos/AC_R1234YF/oficinas")).json() as ServiceWorkshops;
      const codes = new Set(
        webCarWorkshops.filter((w) => w.equipment.includes(EQUIPMENT_AC_R1234YF)).map((w) => w.code),
      );
      expect(yf.oficinas.every((o) => codes.has(o.codTienda))).toBe(true);
    });

    it("sorts by distance around a postcode", async () => {
      const res = await api("GET", `/servicos/OZONO/oficinas?cp=${withYf.postcode}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as ServiceWorkshops;
      const d = body.oficinas.map((o) => o.distancia as number);
      expect(d.every((x) => typeof x === "number")).toBe(true);
      expect(d).toEqual([...d].sort((a, b) => a - b));
    });

    it("refuses an unknown service and a bad postcode with clear messages", async () => {
      const unknown = await api("GET", "/servicos/NAO_EXISTE/oficinas");
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: "SERVICE_NOT_FOUND", message: expect.stringContaining("serviço") });
      // A tyre service is not in the service catalogue.
      expect((await api("GET", "/servicos/MONTAJE_TALLER/oficinas")).statusCode).toBe(404);
      const bad = await api("GET", "/servicos/OZONO/oficinas?cp=12AB");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.cp).toContain("código postal");
      const nowhere = await api("GET", "/servicos/OZONO/oficinas?cp=0999-999");
      expect(nowhere.statusCode).toBe(404);
      expect(nowhere.json().error).toBe("POSTCODE_NOT_FOUND");
    });
  });

  it("GET /kits-ozono lists the two ozone kits as basket products", async () => {
    const res = await api("GET", "/kits-ozono");
    expect(res.statusCode, res.body).toBe(200);
    const body = OzoneKitsSchema.parse(res.json());
    expect(body.kits.map((k) => [k.id, k.tipo_producto])).toEqual([
      ["KIT_OZONO_1", "kito1"],
      ["KIT_OZONO_2", "kito2"],
    ]);
    expect(body.kits.every((k) => k.kind === "product" && k.precio > 0 && k.oficinas > 0)).toBe(true);
  });

  describe("in the basket", () => {
    type View = {
      cestaID: string;
      products: Array<{ id_navision: string; tipo_producto: string; importe: number; cantidad: number }>;
    };

    it("an AC pack joins the basket only for the plate whose year decides its gas; one pack replaces the other", async () => {
      const noPlate = await api("POST", "/cesta-product/AC_R1234YF", { cantidad: 1 });
      expect(noPlate.statusCode).toBe(422);
      expect(noPlate.json().error).toBe("AC_PLATE_NEEDED");
      // AA-00-AA is a 2021 Golf: R1234yf, not R134a
      const wrong = await api("POST", "/cesta-product/AC_R134A", { cantidad: 1, matricula: "AA-00-AA" });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ error: "AC_PACK_NOT_FOR_THIS_CAR" });
      expect(wrong.json().message).toMatch(/R1234yf/);
      const add = await api("POST", "/cesta-product/AC_R1234YF", { cantidad: 1, matricula: "AA-00-AA" });
      expect(add.statusCode, add.body).toBe(201);
      const { cestaID } = add.json() as View;
      const again = await api("POST", "/cesta-product/AC_R1234YF", { cantidad: 1, cestaID });
      expect(again.statusCode, again.body).toBe(201);
      const view = (await api("GET", `/cesta/${cestaID}`)).json() as View;
      expect(view.products).toEqual([expect.objectContaining({ id_navision: "AC_R1234YF", cantidad: 1 })]);
      // The plate stays with the basket (the order's AC note reads it); the basket's answer no longer carries it.
      const [stored] = await rows<{ state: { matricula?: string } }>(
        sql`select state from baskets where id = ${cestaID}`,
      );
      expect(stored?.state.matricula).toBe("AA-00-AA");
    });

    it("AC_R1234YF is a product; a workshop without the R1234yf station is refused, one with it accepted", async () => {
      const add = await api("POST", "/cesta-product/AC_R1234YF", { cantidad: 1, matricula: "AA-00-AA" });
      expect(add.statusCode, add.body).toBe(201);
      const { cestaID } = add.json() as View;
      const view = (await api("GET", `/cesta/${cestaID}`)).json() as View;
      expect(view.products).toEqual([expect.objectContaining({ id_navision: "AC_R1234YF", tipo_producto: "ac2" })]);
      expect(view.products[0]!.importe).toBe(11990);

      const refused = await api("POST", "/cesta/update", {
        cestaState: { cestaID, selectedTaller: { codTienda: withoutYf.code } },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ error: "PRODUCT_NOT_AVAILABLE_HERE" });
      const dates = await api("POST", "/consult-dates", { cestaID, codTienda: withoutYf.code, numDays: 5 });
      expect(dates.json().error).toBe("PRODUCT_NOT_AVAILABLE_HERE");

      const accepted = await api("POST", "/cesta/update", {
        cestaState: { cestaID, selectedTaller: { codTienda: withYf.code } },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const okDates = await api("POST", "/consult-dates", { cestaID, codTienda: withYf.code, numDays: 5 });
      expect(okDates.statusCode, okDates.body).toBe(200);
      expect(okDates.json().minutos).toBe(45);
    });

    it("the checkout's workshop list leaves out the workshops that cannot do the basket's jobs", async () => {
      const { cestaID } = (
        await api("POST", "/cesta-product/AC_R1234YF", { cantidad: 1, matricula: "AA-00-AA" })
      ).json() as View;
      const res = await api("POST", "/taller/localizacion", {
        postCode: withoutYf.postcode,
        forEcommerce: true,
        distancia: 500,
        cestaID,
      });
      expect(res.statusCode, res.body).toBe(200);
      const listed = (res.json() as { talleres: Array<{ codTienda: string }> }).talleres.map((w) => w.codTienda);
      expect(listed).not.toContain(withoutYf.code);
      // Workshops that only take bookings by phone are listed too (with their phone), if they can do the job.
      const can = new Set(
        (
          await rows<{ code: string }>(
            sql`select code from workshops where equipment @> ${JSON.stringify([EQUIPMENT_AC_R1234YF])}::jsonb`,
          )
        ).map((w) => w.code),
      );
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((c) => can.has(c))).toBe(true);
      // Without a basket the finder lists every workshop, that one included.
      const all = await api("POST", "/taller/localizacion", { postCode: withoutYf.postcode, distancia: 500 });
      expect((all.json() as { talleres: Array<{ codTienda: string }> }).talleres.map((w) => w.codTienda)).toContain(
        withoutYf.code,
      );
    });

    it("a service product is paid at the workshop like any product: order line, slot as long as the job", async () => {
      const { token } = await registerCustomer(t.app, `rita.ozono.${kind}@example.pt`);
      const ozoneShop = (
        await rows<{ code: string }>(
          sql`select code from workshops where web_bookings and services @> '["car"]'::jsonb
              and equipment @> ${JSON.stringify([EQUIPMENT_OZONE])}::jsonb order by code limit 1`,
        )
      )[0]!.code;
      const add = await api("POST", "/cesta-product/KIT_OZONO_2", { cantidad: 1 }, token);
      expect(add.statusCode, add.body).toBe(201);
      const cestaID = add.json().cestaID as string;
      const dates = await api("POST", "/consult-dates", { cestaID, codTienda: ozoneShop }, token);
      expect(dates.statusCode, dates.body).toBe(200);
      expect(dates.json().minutos).toBe(60); // 50 minutes, in 15-minute steps
      const day = dates.json().dias[0];
      const times = (
        await api("POST", "/consult-times", { cestaID, codTienda: ozoneShop, date: day.fecha }, token)
      ).json().horas as string[];
      const hold = await api(
        "POST",
        "/reserve-time",
        { cestaID, codTienda: ozoneShop, date: day.fecha, time: times[0], email: "rita@example.pt" },
        token,
      );
      expect(hold.statusCode, hold.body).toBe(201);
      const order = await api(
        "POST",
        "/pedidos",
        {
          cestaState: { cestaID, paymentType: "at_workshop" },
          billing: {
            nombre: "Rita",
            apellidos: "Marques",
            nif: "123456789",
            calle: "Rua Augusta",
            numero: "12",
            poblacion: "Lisboa",
            codigo_postal: "1100-053",
            provincia: "Lisboa",
          },
          idempotencyKey: `key-${kind}-ozono-kit-0001`,
        },
        token,
      );
      expect(order.statusCode, order.body).toBe(201);
      expect(order.json().estado).toBe("confirmed");
      const detail = (await api("GET", `/pedidos/${order.json().orderNumber}`, undefined, token)).json();
      expect(detail.lineas).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ nombre: expect.stringContaining("Kit ozono 2"), total: 5990 }),
        ]),
      );
      expect(detail.total).toBe(5990);
    });

    it("the slot grows with the services' durations", async () => {
      // The work's length as the date step asks a workshop for it (and the hold takes): `minutos` of /consult-dates.
      const minutos = async (cestaID: string) => {
        const res = await api("POST", "/consult-dates", { cestaID, codTienda: withoutYf.code, numDays: 5 });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { minutos: number }).minutos;
      };
      const { cestaID } = (await api("POST", "/cesta-product/PRE_IPO", { cantidad: 1 })).json() as View;
      expect(await minutos(cestaID)).toBe(45);
      const more = await api("POST", "/cesta-product/AMORTECEDORES_EIXO", { cantidad: 1, cestaID });
      expect(more.statusCode, more.body).toBe(201);
      const view = (await api("GET", `/cesta/${cestaID}`)).json() as View;
      expect(view.products.map((p) => p.id_navision).sort()).toEqual(["AMORTECEDORES_EIXO", "PRE_IPO"]);
      expect(await minutos(cestaID)).toBe(165);
      // A job is done once per visit (shock absorbers: one per axle, so two at most), whatever the client asks.
      const twice = await api("POST", "/cesta/update", {
        cestaState: { cestaID, products: [{ id_navision: "PRE_IPO", cantidad: 2 }] },
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toMatchObject({ error: "ONCE_PER_VISIT", errors: { cantidad: expect.any(String) } });
      const axles = await api("POST", "/cesta/update", {
        cestaState: { cestaID, products: [{ id_navision: "AMORTECEDORES_EIXO", cantidad: 2 }] },
      });
      expect(axles.statusCode, axles.body).toBe(200);
      const pack = await api("POST", "/cesta-product/PACK_PLUS", { cantidad: 3 });
      expect(pack.statusCode, pack.body).toBe(201);
      const packView = (await api("GET", `/cesta/${(pack.json() as View).cestaID}`)).json() as View;
      expect(packView.products).toEqual([expect.objectContaining({ id_navision: "PACK_PLUS", cantidad: 1 })]);
    });
  });
});
