-- The air-conditioning appointment needs an AC station, like the AC packs sold in the basket (issue 12: a workshop
-- without the equipment is not offered for the job). Either gas's station will do: the gas is checked at the workshop.
UPDATE "services"
SET "required_equipment" = '["Estação de ar condicionado R134a","Estação de ar condicionado R1234yf"]'::jsonb
WHERE "id" = 'CITA_AC';
