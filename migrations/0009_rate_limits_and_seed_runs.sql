CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- ── Hand-written (hardening, issue 11, finding 10) ───────────────────────────
-- A database seeded before seed_runs existed holds games: record its seed as
-- complete, so the new completion check does not seed it a second time.
INSERT INTO "seed_runs" ("name") SELECT 'demo-catalog' WHERE EXISTS (SELECT 1 FROM "games");
