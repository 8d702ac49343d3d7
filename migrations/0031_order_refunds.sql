CREATE TABLE "order_refunds" (
	"order_id" text PRIMARY KEY NOT NULL,
	"destination" text NOT NULL,
	"card_state" text,
	"amount_minor" integer,
	"currency" text,
	"provider" text,
	"provider_payment_id" text,
	"hold_id" text,
	"provider_refund_id" text,
	"failure" text,
	"requested_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "order_refunds_destination" CHECK ("order_refunds"."destination" IN ('CREDITS', 'CARD')),
	CONSTRAINT "order_refunds_card_state" CHECK ("order_refunds"."card_state" IS NULL OR "order_refunds"."card_state" IN ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;