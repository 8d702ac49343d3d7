CREATE TABLE "content_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"slug" varchar(96) NOT NULL,
	"game_type" text,
	"category" varchar(32),
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_image" varchar(2048),
	"author_id" text,
	"author_name" varchar(100) NOT NULL,
	"status" varchar(16) NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" text NOT NULL,
	"language" varchar(16) NOT NULL,
	"number" integer NOT NULL,
	"title" varchar(160) NOT NULL,
	"body" text NOT NULL,
	"editor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"entry_id" text NOT NULL,
	"language" varchar(16) NOT NULL,
	"title" varchar(160) NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_translations_entry_id_language_pk" PRIMARY KEY("entry_id","language")
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"topic" varchar(16) NOT NULL,
	"state" varchar(16) DEFAULT 'open' NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"subject" varchar(150) NOT NULL,
	"message" varchar(5000) NOT NULL,
	"order_id" varchar(64),
	"url" varchar(2048),
	"language" varchar(16) NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_kind_slug_idx" ON "content_entries" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "content_entries_live_idx" ON "content_entries" USING btree ("kind","status","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_number_idx" ON "content_revisions" USING btree ("entry_id","language","number");--> statement-breakpoint
CREATE INDEX "support_tickets_state_idx" ON "support_tickets" USING btree ("state","created_at");