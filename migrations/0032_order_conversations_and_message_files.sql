CREATE TABLE "message_files" (
	"key" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"uploader_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "conversations_pair_idx";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "sender_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "staff_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_files_conversation_idx" ON "message_files" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_order_idx" ON "conversations" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_system_event_idx" ON "messages" USING btree ("conversation_id","client_id") WHERE "messages"."sender_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_idx" ON "conversations" USING btree ("user_a","user_b") WHERE "conversations"."order_id" IS NULL;--> statement-breakpoint
ALTER TABLE "conversation_reads" DROP COLUMN "typing_until";