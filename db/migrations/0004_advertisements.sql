CREATE TABLE "ad_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL,
	"view_token" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_events_once_per_view" UNIQUE("ad_id","view_token","kind")
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"position" text NOT NULL,
	"pages" text[] DEFAULT '{"*"}' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"cta_text" text,
	"cta_url" text,
	"cta_style" text DEFAULT 'primary' NOT NULL,
	"display_type" text DEFAULT 'banner' NOT NULL,
	"show_on_mobile" boolean DEFAULT true NOT NULL,
	"show_on_desktop" boolean DEFAULT true NOT NULL,
	"max_impressions" integer,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"current_impressions" integer DEFAULT 0 NOT NULL,
	"current_clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_events" ADD CONSTRAINT "ad_events_ad_id_advertisements_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisements_position" ON "advertisements" USING btree ("position");