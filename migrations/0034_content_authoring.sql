CREATE TABLE "content_entry_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" text NOT NULL,
	"number" integer NOT NULL,
	"editor_id" text,
	"action" varchar(16) NOT NULL,
	"restored_from" integer,
	"changes" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_entry_revisions" ADD CONSTRAINT "content_entry_revisions_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entry_revisions" ADD CONSTRAINT "content_entry_revisions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_entry_revisions_number_idx" ON "content_entry_revisions" USING btree ("entry_id","number");