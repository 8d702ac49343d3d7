CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"topic" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "unread_message_emails" (
	"conversation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"emailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "unread_message_emails_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unread_message_emails" ADD CONSTRAINT "unread_message_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
-- The order notices written so far move to the bell's one table (the next migration drops theirs).
INSERT INTO "notifications" ("user_id", "topic", "kind", "subject_id", "title", "link", "created_at", "seen_at")
SELECT n."user_id", 'order', n."kind", n."order_id", o."title", '/dashboard/order/' || n."order_id", n."at", n."seen_at"
FROM "order_notifications" n JOIN "orders" o ON o."id" = n."order_id" ORDER BY n."id";
