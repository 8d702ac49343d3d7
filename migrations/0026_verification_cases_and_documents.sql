CREATE TABLE "verification_cases" (
	"user_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"reason" text,
	"round" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_cases_status_check" CHECK ("verification_cases"."status" IN ('NOT_STARTED', 'SUBMITTED', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text,
	"round" integer,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_cases" ADD CONSTRAINT "verification_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_cases_status_idx" ON "verification_cases" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "verification_documents_user_idx" ON "verification_documents" USING btree ("user_id","round");