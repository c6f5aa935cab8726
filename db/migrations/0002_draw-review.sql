ALTER TABLE "draws" ADD COLUMN "under_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "review_note" jsonb;