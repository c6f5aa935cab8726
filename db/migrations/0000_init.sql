CREATE TABLE "draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"operator_id" text NOT NULL,
	"draw_date" date NOT NULL,
	"draw_time" text NOT NULL,
	"numbers" text[] NOT NULL,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_adapter" text NOT NULL,
	"source_url" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draws_game_date_time" UNIQUE("game_id","draw_date","draw_time")
);
--> statement-breakpoint
CREATE TABLE "logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrape_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"scraper_id" integer,
	"adapter" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rejected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrapers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"frequency" integer DEFAULT 300 NOT NULL,
	"config" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_run" timestamp with time zone,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scrapers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "scrape_runs" ADD CONSTRAINT "scrape_runs_scraper_id_scrapers_id_fk" FOREIGN KEY ("scraper_id") REFERENCES "public"."scrapers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draws_game_latest" ON "draws" USING btree ("game_id","draw_date" DESC NULLS LAST,"draw_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "draws_operator_date" ON "draws" USING btree ("operator_id","draw_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logs_created" ON "logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scrape_runs_scraper" ON "scrape_runs" USING btree ("scraper_id","started_at" DESC NULLS LAST);