CREATE TABLE "buy_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_id" text NOT NULL,
	"game_type" text NOT NULL,
	"product_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"budget_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"accepted_offer_id" text,
	"order_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"game_type" text NOT NULL,
	"product_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"quantity" integer NOT NULL,
	"delivery_duration" text NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_group_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"price_minor" integer NOT NULL,
	"delivery_duration" text NOT NULL,
	"message" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "buy_requests" ADD CONSTRAINT "buy_requests_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_requests" ADD CONSTRAINT "buy_requests_game_type_games_value_fk" FOREIGN KEY ("game_type") REFERENCES "public"."games"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_requests" ADD CONSTRAINT "buy_requests_product_type_product_types_value_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_requests" ADD CONSTRAINT "buy_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_game_type_games_value_fk" FOREIGN KEY ("game_type") REFERENCES "public"."games"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_product_type_product_types_value_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_order_group_id_order_groups_id_fk" FOREIGN KEY ("order_group_id") REFERENCES "public"."order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_offers" ADD CONSTRAINT "request_offers_request_id_buy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."buy_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_offers" ADD CONSTRAINT "request_offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buy_requests_open_idx" ON "buy_requests" USING btree ("state","game_type","created_at");--> statement-breakpoint
CREATE INDEX "buy_requests_buyer_idx" ON "buy_requests" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_offers_conversation_idx" ON "custom_offers" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "request_offers_seller_idx" ON "request_offers" USING btree ("request_id","seller_id");