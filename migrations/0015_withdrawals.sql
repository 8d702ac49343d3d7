CREATE TABLE "withdrawals" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"method" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"fee_minor" integer NOT NULL,
	"net_minor" integer NOT NULL,
	"details" text NOT NULL,
	"state" text NOT NULL,
	"reference" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount_minor" > 0 AND "withdrawals"."fee_minor" >= 0 AND "withdrawals"."net_minor" > 0 AND "withdrawals"."fee_minor" + "withdrawals"."net_minor" = "withdrawals"."amount_minor"),
	CONSTRAINT "withdrawals_state" CHECK ("withdrawals"."state" IN ('requested', 'approved', 'paid', 'failed', 'rejected', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_seller_idx" ON "withdrawals" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_state_idx" ON "withdrawals" USING btree ("state","created_at");