DROP INDEX "listings_scope_idx";--> statement-breakpoint
CREATE INDEX "listings_partition_idx" ON "listings" USING btree ("game_type","product_type","state","id");