CREATE TABLE "seller_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"games" text[] NOT NULL,
	"product_types" text[] NOT NULL,
	"years_of_experience" integer NOT NULL,
	"monthly_volume" text NOT NULL,
	"links" text[] NOT NULL,
	"contact" text NOT NULL,
	"wants_bulk_tools" boolean NOT NULL,
	"motivation" text NOT NULL,
	"accepted_terms" boolean NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "seller_applications_status_check" CHECK ("seller_applications"."status" IN ('SUBMITTED', 'APPROVED', 'REJECTED', 'WITHDRAWN'))
);
--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_applications_user_idx" ON "seller_applications" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "seller_applications_status_idx" ON "seller_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_one_open_idx" ON "seller_applications" USING btree ("user_id") WHERE "seller_applications"."status" = 'SUBMITTED';