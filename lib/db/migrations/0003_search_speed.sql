CREATE TABLE "listing_grid" (
	"zoom" smallint NOT NULL,
	"gx" integer NOT NULL,
	"gy" integer NOT NULL,
	"source_id" integer NOT NULL,
	"status" text NOT NULL,
	"property_type" text NOT NULL,
	"listings" integer NOT NULL,
	"latitude_sum" double precision NOT NULL,
	"longitude_sum" double precision NOT NULL,
	"south" double precision NOT NULL,
	"west" double precision NOT NULL,
	"north" double precision NOT NULL,
	"east" double precision NOT NULL,
	CONSTRAINT "listing_grid_zoom_gx_gy_source_id_status_property_type_pk" PRIMARY KEY("zoom","gx","gy","source_id","status","property_type")
);
--> statement-breakpoint
DROP INDEX "properties_geo_idx";--> statement-breakpoint
ALTER TABLE "listing_grid" ADD CONSTRAINT "listing_grid_source_id_mls_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."mls_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_listed_order_idx" ON "properties" USING btree ("listed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_price_order_idx" ON "properties" USING btree ("list_price" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_address_prefix_idx" ON "properties" USING btree (lower("unparsed_address") text_pattern_ops);