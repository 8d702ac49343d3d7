CREATE TABLE "saved_carts" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_carts_expires_idx" ON "saved_carts" USING btree ("expires_at");