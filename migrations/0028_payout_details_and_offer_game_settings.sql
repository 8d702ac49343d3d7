CREATE TABLE "payout_details" (
	"user_id" text NOT NULL,
	"method" text NOT NULL,
	"details" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_details_user_id_method_pk" PRIMARY KEY("user_id","method")
);
--> statement-breakpoint
CREATE TABLE "offer_game_settings" (
	"user_id" text NOT NULL,
	"game_type" text NOT NULL,
	"sells" boolean DEFAULT true NOT NULL,
	"default_delivery" text,
	"away" boolean DEFAULT false NOT NULL,
	"away_paused_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_game_settings_user_id_game_type_pk" PRIMARY KEY("user_id","game_type")
);
--> statement-breakpoint
ALTER TABLE "payout_details" ADD CONSTRAINT "payout_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_game_settings" ADD CONSTRAINT "offer_game_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;