-- One vocabulary inside (decision 021): order statuses and promotion categories in English. The pages' URLs (/promocoes/carro, /mota, /camiao) and the offers API's `categoria` query value keep their Portuguese words; they are mapped at the edges (src/shared/promotions/categories.ts).
UPDATE "orders" SET "status" = CASE "status" WHEN 'pendente' THEN 'pending' WHEN 'confirmado' THEN 'confirmed' WHEN 'expirado' THEN 'expired' WHEN 'cancelado' THEN 'cancelled' ELSE "status" END WHERE "status" IN ('pendente', 'confirmado', 'expirado', 'cancelado');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'confirmed', 'expired', 'cancelled'));--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_categoria_check";--> statement-breakpoint
UPDATE "promotions" SET "categoria" = CASE "categoria" WHEN 'carro' THEN 'car' WHEN 'mota' THEN 'motorbike' WHEN 'camiao' THEN 'truck' ELSE "categoria" END WHERE "categoria" IN ('carro', 'mota', 'camiao');--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_categoria_check" CHECK ("promotions"."categoria" in ('car', 'motorbike', 'truck'));
