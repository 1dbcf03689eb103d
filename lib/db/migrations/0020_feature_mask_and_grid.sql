-- issue 19 item 5 (docs/search.md "Feature mask", "Feature grid", "Covering indexes at 1M").
CREATE TABLE "listing_feature_grid" (
	"zoom" smallint NOT NULL,
	"gx" integer NOT NULL,
	"gy" integer NOT NULL,
	"source_id" integer NOT NULL,
	"status" text NOT NULL,
	"property_type" text NOT NULL,
	"feature_id" integer NOT NULL,
	"beds" smallint NOT NULL,
	"listings" integer NOT NULL,
	"latitude_sum" double precision NOT NULL,
	"longitude_sum" double precision NOT NULL,
	"south" double precision NOT NULL,
	"west" double precision NOT NULL,
	"north" double precision NOT NULL,
	"east" double precision NOT NULL,
	CONSTRAINT "listing_feature_grid_zoom_feature_id_gx_gy_source_id_status_property_type_beds_pk" PRIMARY KEY("zoom","feature_id","gx","gy","source_id","status","property_type","beds")
);
--> statement-breakpoint
DROP INDEX "properties_close_date_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "features_mask" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_feature_grid" ADD CONSTRAINT "listing_feature_grid_source_id_mls_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."mls_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_feature_grid" ADD CONSTRAINT "listing_feature_grid_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- "Sold within N days" maps: the sold rows of the window read from the index alone (index-only scan).
CREATE INDEX "properties_sold_geo_idx" ON "properties" USING btree ("close_date")
  INCLUDE ("source_id", "status", "property_type", "latitude", "longitude") WHERE close_date is not null;--> statement-breakpoint
-- The features of listings already stored (feature ids past 62 have no bit: lib/search/feature-mask.ts).
UPDATE "properties" p SET "features_mask" = m.mask
  FROM (SELECT property_id, bit_or(1::bigint << feature_id) AS mask FROM property_features WHERE feature_id BETWEEN 1 AND 62 GROUP BY property_id) m
  WHERE m.property_id = p.id;--> statement-breakpoint
-- Polygon and map lists with price, bedrooms or features: the filters checked on the index alone.
DROP INDEX IF EXISTS "properties_geo_covering_idx";--> statement-breakpoint
CREATE INDEX "properties_geo_covering_idx" ON "properties" USING btree ("latitude", "longitude")
  INCLUDE ("source_id", "status", "property_type", "listed_at", "list_price", "id", "price", "bedrooms_total", "features_mask");--> statement-breakpoint
-- Street chips and deal ratings: the total (up to 10,001 rows) counted on the index alone
-- (an expression index is read alone only when the column itself is in it too: street_name).
DROP INDEX IF EXISTS "properties_street_idx";--> statement-breakpoint
CREATE INDEX "properties_street_idx" ON "properties" USING btree (lower("street_name")) INCLUDE ("source_id", "status", "property_type", "street_name");--> statement-breakpoint
DROP INDEX IF EXISTS "properties_rating_order_idx";--> statement-breakpoint
CREATE INDEX "properties_rating_order_idx" ON "properties" USING btree ("deal_rating" DESC NULLS LAST,"id" DESC NULLS LAST)
  INCLUDE ("source_id", "status", "property_type");--> statement-breakpoint
-- The feature grid is empty: emptying listing_grid too makes the start-up check (lib/search/refresh.ts) rebuild both.
DELETE FROM "listing_grid";