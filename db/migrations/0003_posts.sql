CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"excerpt" text,
	"published" boolean DEFAULT true NOT NULL,
	"wordpress_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "posts_wordpress_id_unique" UNIQUE("wordpress_id")
);
--> statement-breakpoint
CREATE INDEX "posts_created" ON "posts" USING btree ("created_at" DESC NULLS LAST);