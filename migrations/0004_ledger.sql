CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_balances" (
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"pending" bigint DEFAULT 0 NOT NULL,
	"non_negative" boolean GENERATED ALWAYS AS (account LIKE 'buyer:%' OR account LIKE 'escrow:%' OR account LIKE 'seller:%') STORED NOT NULL,
	CONSTRAINT "ledger_balances_account_currency_pk" PRIMARY KEY("account","currency"),
	CONSTRAINT "ledger_balances_pending_nonnegative" CHECK ("ledger_balances"."pending" >= 0),
	CONSTRAINT "ledger_balances_nonnegative" CHECK (NOT "ledger_balances"."non_negative" OR ("ledger_balances"."balance" >= 0 AND "ledger_balances"."balance" - "ledger_balances"."pending" >= 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"from_account" text NOT NULL,
	"to_account" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "ledger_holds_amount_positive" CHECK ("ledger_holds"."amount" > 0),
	CONSTRAINT "ledger_holds_state" CHECK ("ledger_holds"."state" IN ('pending', 'posted', 'voided')),
	CONSTRAINT "ledger_holds_two_accounts" CHECK ("ledger_holds"."from_account" <> "ledger_holds"."to_account")
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"memo" text,
	"digest" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_holds_key_idx" ON "ledger_holds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_holds_reference_idx" ON "ledger_holds" USING btree ("reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "ledger_holds_pending_to_idx" ON "ledger_holds" USING btree ("to_account") WHERE "ledger_holds"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_key_idx" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_reference_idx" ON "ledger_transactions" USING btree ("reference_type","reference_id");--> statement-breakpoint
-- ======== ledger: hand-written block (what drizzle cannot express); keep it whole and last when renumbering ========
-- The books are append-only: no UPDATE, DELETE or TRUNCATE of transactions or entries, whoever asks.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: % of % is refused, the books are append-only', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- A hold is never deleted and resolves at most once: only pending → posted | voided, nothing else about it changes.
CREATE FUNCTION ledger_hold_transition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state <> 'pending' OR NEW.state NOT IN ('posted', 'voided') THEN
    RAISE EXCEPTION 'ledger: a hold moves only from pending to posted or voided, not % to %', OLD.state, NEW.state USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.id, NEW.idempotency_key, NEW.from_account, NEW.to_account, NEW.amount, NEW.currency, NEW.reference_type, NEW.reference_id, NEW.created_at)
     IS DISTINCT FROM (OLD.id, OLD.idempotency_key, OLD.from_account, OLD.to_account, OLD.amount, OLD.currency, OLD.reference_type, OLD.reference_id, OLD.created_at) THEN
    RAISE EXCEPTION 'ledger: only a hold''s state changes' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_holds_transition BEFORE UPDATE ON ledger_holds FOR EACH ROW EXECUTE FUNCTION ledger_hold_transition();
--> statement-breakpoint
CREATE TRIGGER ledger_holds_no_delete BEFORE DELETE ON ledger_holds FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_holds_no_truncate BEFORE TRUNCATE ON ledger_holds FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- At commit, every transaction that gained entries must sum to zero per currency (deferred, so its entries may arrive one by one).
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  off record;
BEGIN
  SELECT currency, sum(amount) AS total INTO off FROM ledger_entries
    WHERE transaction_id = NEW.transaction_id GROUP BY currency HAVING sum(amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger: transaction % sums to % in %, not 0', NEW.transaction_id, off.total, off.currency USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
-- ======== end of the ledger's hand-written block ========
