CREATE TABLE "backfill_ledger" (
	"source" text NOT NULL,
	"date" date NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	"found" integer NOT NULL,
	"stored" integer NOT NULL,
	"rejected" integer NOT NULL,
	"oldest_seen" date,
	CONSTRAINT "backfill_ledger_source_date_pk" PRIMARY KEY("source","date")
);
--> statement-breakpoint
CREATE TABLE "backfill_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"date" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "backfill_requests_at" ON "backfill_requests" USING btree ("at" DESC NULLS LAST);