-- The old rows have no price band or bedrooms: emptied, the start-up check (lib/search/refresh.ts) rebuilds the grid.
DELETE FROM "listing_grid";--> statement-breakpoint
ALTER TABLE "listing_grid" DROP CONSTRAINT "listing_grid_zoom_gx_gy_source_id_status_property_type_pk";--> statement-breakpoint
ALTER TABLE "listing_grid" ADD COLUMN "price_band" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_grid" ADD COLUMN "beds" smallint DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_grid" ADD CONSTRAINT "listing_grid_zoom_gx_gy_source_id_status_property_type_price_band_beds_pk" PRIMARY KEY("zoom","gx","gy","source_id","status","property_type","price_band","beds");
