DROP INDEX "properties_search_idx";--> statement-breakpoint
DROP INDEX "properties_price_order_idx";--> statement-breakpoint
DROP INDEX "search_terms_trgm_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price" integer GENERATED ALWAYS AS (case when status = 's' and close_price is not null then close_price else list_price end) STORED;--> statement-breakpoint
CREATE INDEX "properties_street_idx" ON "properties" USING btree (lower("street_name"));--> statement-breakpoint
CREATE INDEX "properties_hood_idx" ON "properties" USING btree (lower("subdivision_name"));--> statement-breakpoint
CREATE INDEX "properties_county_idx" ON "properties" USING btree (lower("county_or_parish"));--> statement-breakpoint
CREATE INDEX "properties_area_idx" ON "properties" USING btree (lower("mls_area_major"));--> statement-breakpoint
CREATE INDEX "properties_district_idx" ON "properties" USING btree (lower("school_district"));--> statement-breakpoint
CREATE INDEX "properties_subdivision_trgm_idx" ON "properties" USING gin ("subdivision_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING btree ("source_id","status","property_type","price");--> statement-breakpoint
CREATE INDEX "properties_price_order_idx" ON "properties" USING btree ("price" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin (lower("value") gin_trgm_ops);