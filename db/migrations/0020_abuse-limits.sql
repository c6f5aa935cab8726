CREATE TABLE "admin_login_delays" (
	"username" text PRIMARY KEY NOT NULL,
	"strikes" integer NOT NULL,
	"not_before" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_login_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "admin_login_links" ADD CONSTRAINT "admin_login_links_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_login_links_expires_at" ON "admin_login_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "ad_impressions_ad_created_at" ON "ad_impressions" USING btree ("ad_id","created_at");