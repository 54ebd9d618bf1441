-- Spare-tyre permutation (spec section 9): 95140 for a passenger car, 95141 for any other vehicle.
-- Sold as product lines, priced from these rows. The seed inserts the same rows and skips them when present.
INSERT INTO "services" ("id", "nombre", "categoria", "base_calculo", "tipo_producto_asociado", "vehicle_type", "price_cents", "duration_minutes", "bookable")
VALUES
  ('95140', 'Permuta do pneu suplente (ligeiro de passageiros)', 'permuta', 'F', NULL, 'turismo', 500, 10, false),
  ('95141', 'Permuta do pneu suplente (outros veículos)', 'permuta', 'F', NULL, NULL, 700, 15, false)
ON CONFLICT ("id") DO NOTHING;
