CREATE TABLE "page_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" varchar(2048) NOT NULL,
	"route_name" varchar(100) NOT NULL,
	"language" varchar(16) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"visitor_id" varchar(128) NOT NULL,
	"referrer" varchar(2048),
	"user_id" text,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_visits" ADD CONSTRAINT "page_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_visits_recorded_at_idx" ON "page_visits" USING btree ("recorded_at");