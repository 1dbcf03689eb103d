CREATE TABLE "featured_listings" (
	"company_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featured_listings_company_id_property_id_pk" PRIMARY KEY("company_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "featured_listings" ADD CONSTRAINT "featured_listings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_listings" ADD CONSTRAINT "featured_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_listings" ADD CONSTRAINT "featured_listings_added_by_agents_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;