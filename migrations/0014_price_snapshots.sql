CREATE TABLE "price_snapshots" (
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"product_type" text NOT NULL,
	"median_minor" integer NOT NULL,
	"lowest_minor" integer NOT NULL,
	"offer_count" integer NOT NULL,
	"sales" integer NOT NULL,
	"synthetic" boolean DEFAULT false NOT NULL,
	CONSTRAINT "price_snapshots_game_type_product_type_day_pk" PRIMARY KEY("game_type","product_type","day")
);
--> statement-breakpoint
CREATE INDEX "price_snapshots_day_idx" ON "price_snapshots" USING btree ("day");