CREATE TABLE "ad_impressions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"clicked_at" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "ad_events" CASCADE;--> statement-breakpoint
ALTER TABLE "ad_impressions" ADD CONSTRAINT "ad_impressions_ad_id_advertisements_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_impressions_created_at" ON "ad_impressions" USING btree ("created_at");