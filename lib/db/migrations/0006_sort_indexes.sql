CREATE INDEX "properties_square_order_idx" ON "properties" USING btree ("living_area" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_beds_order_idx" ON "properties" USING btree ("bedrooms_total" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_baths_order_idx" ON "properties" USING btree ("bathrooms_total" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_year_order_idx" ON "properties" USING btree ("year_built" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_lot_order_idx" ON "properties" USING btree ("lot_size_acres" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_reduced_order_idx" ON "properties" USING btree ("price_reduced_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_rating_order_idx" ON "properties" USING btree ("deal_rating" DESC NULLS LAST,"id" DESC NULLS LAST);