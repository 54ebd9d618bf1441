-- One vocabulary inside, second pass (decision 021, addendum): payment types, payment methods, contact reasons and professional application kinds in English. Existing rows (and the payment choice kept in open baskets' state) are rewritten; any other value fails the new CHECKs and stops the migration.
ALTER TABLE "contact_requests" DROP CONSTRAINT "contact_reason_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_type_check";--> statement-breakpoint
ALTER TABLE "professional_applications" DROP CONSTRAINT "professional_applications_kind_check";--> statement-breakpoint
UPDATE "orders" SET "payment_type" = CASE "payment_type" WHEN 'reserva' THEN 'deposit' WHEN 'total' THEN 'full' WHEN 'taller' THEN 'at_workshop' WHEN 'conta' THEN 'on_account' ELSE "payment_type" END WHERE "payment_type" IN ('reserva', 'total', 'taller', 'conta');--> statement-breakpoint
UPDATE "orders" SET "payment_method" = 'card' WHERE "payment_method" = 'tarjeta';--> statement-breakpoint
UPDATE "payments" SET "method" = 'card' WHERE "method" = 'tarjeta';--> statement-breakpoint
UPDATE "baskets" SET "state" = jsonb_set("state", '{paymentType}', to_jsonb(CASE "state"->>'paymentType' WHEN 'reserva' THEN 'deposit' WHEN 'total' THEN 'full' WHEN 'taller' THEN 'at_workshop' ELSE 'on_account' END)) WHERE "state"->>'paymentType' IN ('reserva', 'total', 'taller', 'conta');--> statement-breakpoint
UPDATE "baskets" SET "state" = jsonb_set("state", '{paymentMethod}', '"card"'::jsonb) WHERE "state"->>'paymentMethod' = 'tarjeta';--> statement-breakpoint
UPDATE "contact_requests" SET "reason" = CASE "reason" WHEN 'pedidos-web' THEN 'web_orders' WHEN 'atencao-cliente' THEN 'customer_service' WHEN 'orcamento' THEN 'quote' WHEN 'marcacao-oficina' THEN 'workshop_appointment' ELSE "reason" END WHERE "reason" IN ('pedidos-web', 'atencao-cliente', 'orcamento', 'marcacao-oficina');--> statement-breakpoint
UPDATE "professional_applications" SET "kind" = CASE "kind" WHEN 'frota' THEN 'fleet' WHEN 'tvde' THEN 'ride_hailing' WHEN 'entregas' THEN 'delivery' WHEN 'outro' THEN 'other' ELSE "kind" END WHERE "kind" IN ('frota', 'tvde', 'entregas', 'outro');--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_reason_check" CHECK ("contact_requests"."reason" in ('web_orders', 'customer_service', 'quote', 'workshop_appointment'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" is null or "orders"."payment_method" in ('card', 'mbway', 'multibanco', 'bizum'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_type_check" CHECK ("orders"."payment_type" in ('deposit', 'full', 'at_workshop', 'on_account'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('card', 'mbway', 'multibanco', 'bizum'));--> statement-breakpoint
ALTER TABLE "professional_applications" ADD CONSTRAINT "professional_applications_kind_check" CHECK ("professional_applications"."kind" in ('fleet', 'taxi', 'ride_hailing', 'delivery', 'other'));
