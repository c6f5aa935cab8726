ALTER TABLE "ad_orders" ADD COLUMN "capture_attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_orders" ADD COLUMN "payment_note" text;