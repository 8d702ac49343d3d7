CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"discount_type" text NOT NULL,
	"amount_minor" integer,
	"percent" numeric(5, 2),
	"affiliate_owner_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_filters" (
	"id" text PRIMARY KEY NOT NULL,
	"game_type" text NOT NULL,
	"product_type" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_product_types" (
	"game_type" text NOT NULL,
	"product_type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_product_types_game_type_product_type_pk" PRIMARY KEY("game_type","product_type")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"value" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"limited" boolean DEFAULT false NOT NULL,
	"grid_product_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"configurations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"game_type" text NOT NULL,
	"product_type" text NOT NULL,
	"url" text NOT NULL,
	"smart_tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"platform_filter" text,
	"search_filter" text,
	"content" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"game_type" text NOT NULL,
	"product_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_minor" integer NOT NULL,
	"quantity" integer NOT NULL,
	"max_quantity" integer,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"incremental_quantity" boolean DEFAULT false NOT NULL,
	"purchase_behavior" text DEFAULT 'DEFAULT' NOT NULL,
	"delivery_duration" text NOT NULL,
	"volume_discount" jsonb,
	"state" text DEFAULT 'AVAILABLE' NOT NULL,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"platform" text,
	"recommended_score" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_types" (
	"id" text PRIMARY KEY NOT NULL,
	"game_type" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"value" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"list_mode" text NOT NULL,
	"service_fee" numeric(5, 2),
	"net_fee_minor" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_tokens" (
	"hashed_token" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"game_type" text NOT NULL,
	"product_type" text,
	"result_count" integer NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_tag_filters" (
	"id" text PRIMARY KEY NOT NULL,
	"game_type" text NOT NULL,
	"product_type" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"multi_select" boolean DEFAULT false NOT NULL,
	"default_value" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_tags" (
	"id" text PRIMARY KEY NOT NULL,
	"filter_id" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"slug" text NOT NULL,
	"emails" jsonb NOT NULL,
	"email_lower" text NOT NULL,
	"password_hash" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"limited" boolean DEFAULT false NOT NULL,
	"avatar" text,
	"cover_photo" text,
	"phone_number" text,
	"country" text,
	"product_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"verification_state" text DEFAULT 'NOT_STARTED' NOT NULL,
	"verification_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"white_listed" boolean DEFAULT false NOT NULL,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"two_factor_secret" text,
	"payment_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payout_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notification_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"offer_settings" jsonb DEFAULT '{"games":[]}'::jsonb NOT NULL,
	"blocked_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"muted_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"api_key" text,
	"ig_plus_active" boolean DEFAULT false NOT NULL,
	"crowns" integer DEFAULT 0 NOT NULL,
	"billing_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"favorite_products" text[] DEFAULT '{}'::text[] NOT NULL,
	"favorite_sellers" text[] DEFAULT '{}'::text[] NOT NULL,
	"completed_sales" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_affiliate_owner_id_users_id_fk" FOREIGN KEY ("affiliate_owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_filters" ADD CONSTRAINT "custom_filters_game_type_games_value_fk" FOREIGN KEY ("game_type") REFERENCES "public"."games"("value") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_filters" ADD CONSTRAINT "custom_filters_product_type_product_types_value_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("value") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_product_types" ADD CONSTRAINT "game_product_types_game_type_games_value_fk" FOREIGN KEY ("game_type") REFERENCES "public"."games"("value") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_product_types" ADD CONSTRAINT "game_product_types_product_type_product_types_value_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("value") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_searches" ADD CONSTRAINT "hot_searches_game_type_games_value_fk" FOREIGN KEY ("game_type") REFERENCES "public"."games"("value") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_searches" ADD CONSTRAINT "hot_searches_product_type_product_types_value_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("value") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_game_type_games_value_fk" FOREIGN KEY ("game_type") REFERENCES "public"."games"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_product_type_product_types_value_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_types" ADD CONSTRAINT "platform_types_game_type_games_value_fk" FOREIGN KEY ("game_type") REFERENCES "public"."games"("value") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_tokens" ADD CONSTRAINT "resume_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_tag_filters" ADD CONSTRAINT "smart_tag_filters_game_type_games_value_fk" FOREIGN KEY ("game_type") REFERENCES "public"."games"("value") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_tag_filters" ADD CONSTRAINT "smart_tag_filters_product_type_product_types_value_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("value") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_tags" ADD CONSTRAINT "smart_tags_filter_id_smart_tag_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."smart_tag_filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_filters_scope_idx" ON "custom_filters" USING btree ("game_type","product_type");--> statement-breakpoint
CREATE UNIQUE INDEX "hot_searches_url_idx" ON "hot_searches" USING btree ("game_type","product_type","url");--> statement-breakpoint
CREATE INDEX "listings_scope_idx" ON "listings" USING btree ("game_type","product_type","state");--> statement-breakpoint
CREATE INDEX "listings_seller_idx" ON "listings" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "platform_types_game_idx" ON "platform_types" USING btree ("game_type");--> statement-breakpoint
CREATE INDEX "resume_tokens_user_idx" ON "resume_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "search_terms_scope_idx" ON "search_terms" USING btree ("game_type","product_type");--> statement-breakpoint
CREATE INDEX "smart_tag_filters_scope_idx" ON "smart_tag_filters" USING btree ("game_type","product_type");--> statement-breakpoint
CREATE INDEX "smart_tags_filter_idx" ON "smart_tags" USING btree ("filter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree ("email_lower");--> statement-breakpoint
CREATE UNIQUE INDEX "users_slug_idx" ON "users" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");