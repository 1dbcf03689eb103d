CREATE TABLE "search_terms" (
	"source_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "search_terms_source_id_key_value_pk" PRIMARY KEY("source_id","key","value")
);
--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_source_id_mls_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."mls_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("key",lower("value") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("value" gin_trgm_ops);