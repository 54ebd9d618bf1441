ALTER TABLE "promotions" ADD COLUMN "seasons" jsonb;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "min_quantity" smallint;--> statement-breakpoint
UPDATE "promotions" SET "seasons" = '["invierno", "allseason"]'::jsonb WHERE "slug" = 'michelin-inverno';--> statement-breakpoint
UPDATE "promotions" SET "min_quantity" = 4 WHERE "slug" = 'continental-2-mais-2';
