CREATE TABLE "ad_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"positions" jsonb NOT NULL,
	"page_type" text NOT NULL,
	"duration" integer NOT NULL,
	"payment_type" text NOT NULL,
	"company_name" text NOT NULL,
	"email" text NOT NULL,
	"content_mode" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"banner_url" text,
	"cta_text" text DEFAULT '' NOT NULL,
	"cta_url" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_key" text NOT NULL,
	"paypal_order_id" text,
	"paypal_capture_id" text,
	"paid_at" timestamp with time zone,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_orders_paypal_order_id_unique" UNIQUE("paypal_order_id"),
	CONSTRAINT "ad_orders_paypal_capture_id_unique" UNIQUE("paypal_capture_id")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ad_orders_created" ON "ad_orders" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ad_orders_status" ON "ad_orders" USING btree ("status");