-- Map and polygon searches read the lat/lon box and the company's scope from the index
-- alone (index-only scan), then fetch the few rows of a page by id.
CREATE INDEX IF NOT EXISTS "properties_geo_covering_idx" ON "properties" USING btree ("latitude", "longitude")
  INCLUDE ("source_id", "status", "property_type", "listed_at", "list_price", "id");
