-- The old rows have no price band or bedrooms: emptied, the start-up check (lib/search/refresh.ts) rebuilds the grid.
DELETE FROM "listing_grid";--> statement-breakpoint
ALTER TABLE "listing_grid" DROP CONSTRAINT "listing_grid_zoom_gx_gy_source_id_status_property_type_pk";--> statement-breakpoint
ALTER TABLE "listing_grid" ADD COLUMN "price_band" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_grid" ADD COLUMN "beds" smallint DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_grid" ADD CONSTRAINT "listing_grid_zoom_gx_gy_source_id_status_property_type_price_band_beds_pk" PRIMARY KEY("zoom","gx","gy","source_id","status","property_type","price_band","beds");
--> statement-breakpoint
-- Size and year sorts under a price range: big and new homes are dear, so the sort index walks
-- far past the range before it finds a page. With the scope, price and bedrooms in the index,
-- those rows are skipped on the index alone (index-only scan), not fetched from the table.
DROP INDEX IF EXISTS "properties_square_order_idx";--> statement-breakpoint
CREATE INDEX "properties_square_order_idx" ON "properties" USING btree ("living_area" DESC NULLS LAST,"id" DESC NULLS LAST)
  INCLUDE ("source_id", "status", "property_type", "price", "bedrooms_total");--> statement-breakpoint
DROP INDEX IF EXISTS "properties_year_order_idx";--> statement-breakpoint
CREATE INDEX "properties_year_order_idx" ON "properties" USING btree ("year_built" DESC NULLS LAST,"id" DESC NULLS LAST)
  INCLUDE ("source_id", "status", "property_type", "price", "bedrooms_total");
