ALTER TABLE "ad_orders" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_orders" ADD COLUMN "rejection_reason" text;