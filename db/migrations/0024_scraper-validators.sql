ALTER TABLE "scrapers" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "scrapers" ADD COLUMN "last_modified" text;--> statement-breakpoint
ALTER TABLE "scrapers" ADD COLUMN "retry_at" timestamp with time zone;