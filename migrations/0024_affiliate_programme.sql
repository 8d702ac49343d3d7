CREATE TABLE "affiliate_attributions" (
	"order_group_id" text PRIMARY KEY NOT NULL,
	"affiliate_id" text NOT NULL,
	"code" text NOT NULL,
	"source" text NOT NULL,
	"attributed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_attributions_source_check" CHECK ("affiliate_attributions"."source" IN ('code', 'cookie'))
);
--> statement-breakpoint
CREATE TABLE "affiliate_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_commissions" (
	"order_id" text PRIMARY KEY NOT NULL,
	"affiliate_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "affiliate_commissions_state_check" CHECK ("affiliate_commissions"."state" IN ('paid', 'reversed')),
	CONSTRAINT "affiliate_commissions_amount_check" CHECK ("affiliate_commissions"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "affiliate_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_sign_ups" (
	"user_id" text PRIMARY KEY NOT NULL,
	"affiliate_id" text NOT NULL,
	"signed_up_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_attributions" ADD CONSTRAINT "affiliate_attributions_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_profiles" ADD CONSTRAINT "affiliate_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_sign_ups" ADD CONSTRAINT "affiliate_sign_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_sign_ups" ADD CONSTRAINT "affiliate_sign_ups_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_attributions_affiliate_idx" ON "affiliate_attributions" USING btree ("affiliate_id");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_code_idx" ON "affiliate_clicks" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "affiliate_commissions_affiliate_idx" ON "affiliate_commissions" USING btree ("affiliate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_profiles_code_idx" ON "affiliate_profiles" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "affiliate_sign_ups_affiliate_idx" ON "affiliate_sign_ups" USING btree ("affiliate_id");