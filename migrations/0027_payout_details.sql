CREATE TABLE "payout_details" (
	"user_id" text NOT NULL,
	"method" text NOT NULL,
	"details" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_details_user_id_method_pk" PRIMARY KEY("user_id","method")
);
--> statement-breakpoint
ALTER TABLE "payout_details" ADD CONSTRAINT "payout_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;