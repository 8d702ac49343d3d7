CREATE TABLE "order_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_id" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"fee_minor" integer NOT NULL,
	"membership_discount_minor" integer NOT NULL,
	"coupon_discount_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"coupon_code" text,
	"state" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"payment_due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "order_groups_amounts_check" CHECK ("order_groups"."subtotal_minor" >= 0 AND "order_groups"."fee_minor" >= 0 AND "order_groups"."membership_discount_minor" >= 0 AND "order_groups"."coupon_discount_minor" >= 0 AND "order_groups"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"position" integer NOT NULL,
	"buyer_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"game_type" text NOT NULL,
	"product_type" text NOT NULL,
	"delivery_duration" text NOT NULL,
	"quantity" integer NOT NULL,
	"currency" text NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"line_total_minor" integer NOT NULL,
	"fee_minor" integer NOT NULL,
	"membership_discount_minor" integer NOT NULL,
	"coupon_discount_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"state" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"payment_due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_quantity_check" CHECK ("orders"."quantity" > 0),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."unit_price_minor" >= 0 AND "orders"."line_total_minor" >= 0 AND "orders"."fee_minor" >= 0 AND "orders"."membership_discount_minor" >= 0 AND "orders"."coupon_discount_minor" >= 0 AND "orders"."total_minor" >= 0),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_minor" = "orders"."line_total_minor" + "orders"."fee_minor" - "orders"."membership_discount_minor" - "orders"."coupon_discount_minor")
);
--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_group_id_order_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_listings_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_groups_buyer_idx" ON "order_groups" USING btree ("buyer_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_group_idx" ON "orders" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_seller_idx" ON "orders" USING btree ("seller_id","placed_at");--> statement-breakpoint
-- ==== Hand-written (orders, issue 10): the database itself refuses an oversold listing. ====
ALTER TABLE "listings" ADD CONSTRAINT "listings_quantity_nonnegative" CHECK ("quantity" >= 0);
