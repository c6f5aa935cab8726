CREATE TABLE "draws_in_progress" (
	"game_id" text NOT NULL,
	"draw_date" date NOT NULL,
	"source_adapter" text NOT NULL,
	"source_url" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "draws_in_progress_game_id_draw_date_pk" PRIMARY KEY("game_id","draw_date")
);
