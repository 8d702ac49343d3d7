CREATE TABLE "coupon_redemptions" (
	"code" text NOT NULL,
	"user_id" text NOT NULL,
	"order_group_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_order_group_id_code_pk" PRIMARY KEY("order_group_id","code")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_redemptions" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_per_user" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "redeemed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_code_coupons_code_fk" FOREIGN KEY ("code") REFERENCES "public"."coupons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_code_user_idx" ON "coupon_redemptions" USING btree ("code","user_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_redeemed_within_limit" CHECK ("coupons"."redeemed_count" >= 0 AND ("coupons"."max_redemptions" IS NULL OR "coupons"."redeemed_count" <= "coupons"."max_redemptions"));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_limits_valid" CHECK (("coupons"."max_redemptions" IS NULL OR "coupons"."max_redemptions" >= 0) AND ("coupons"."max_per_user" IS NULL OR "coupons"."max_per_user" >= 1));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_dates_ordered" CHECK ("coupons"."valid_from" IS NULL OR "coupons"."valid_until" IS NULL OR "coupons"."valid_from" < "coupons"."valid_until");