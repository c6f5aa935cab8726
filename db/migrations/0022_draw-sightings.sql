CREATE TABLE "draw_sightings" (
	"game_id" text NOT NULL,
	"draw_date" date NOT NULL,
	"draw_time" text NOT NULL,
	"source_adapter" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "draw_sightings_game_id_draw_date_draw_time_source_adapter_pk" PRIMARY KEY("game_id","draw_date","draw_time","source_adapter")
);
--> statement-breakpoint
CREATE INDEX "draw_sightings_draw_date" ON "draw_sightings" USING btree ("draw_date");