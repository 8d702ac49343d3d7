CREATE TABLE "offer_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"decision" text
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "staff_reason" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "state_before_review" text;--> statement-breakpoint
ALTER TABLE "offer_reports" ADD CONSTRAINT "offer_reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_reports" ADD CONSTRAINT "offer_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_reports_open_once_idx" ON "offer_reports" USING btree ("listing_id","reporter_id") WHERE "offer_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "offer_reports_status_idx" ON "offer_reports" USING btree ("status","listing_id");