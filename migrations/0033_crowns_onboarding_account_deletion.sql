CREATE TABLE "crown_awards" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"crowns" integer NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "users_username_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crown_awards" ADD CONSTRAINT "crown_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crown_awards_user_idx" ON "crown_awards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
-- Accounts that existed before onboarding was tracked are not asked again.
UPDATE "users" SET "onboarded_at" = "created_at";
