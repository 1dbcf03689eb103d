ALTER TABLE "questions" ALTER COLUMN "property_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "estimated_value" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rated_price" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rated_status" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_addresses" ADD COLUMN "estimate_low" integer;--> statement-breakpoint
ALTER TABLE "lead_addresses" ADD COLUMN "estimate_high" integer;--> statement-breakpoint
ALTER TABLE "lead_addresses" ADD COLUMN "estimated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_addresses" ADD COLUMN "property_type" text;--> statement-breakpoint
ALTER TABLE "lead_addresses" ADD COLUMN "bedrooms" smallint;--> statement-breakpoint
ALTER TABLE "lead_addresses" ADD COLUMN "bathrooms" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "lead_addresses" ADD COLUMN "living_area" integer;--> statement-breakpoint
ALTER TABLE "lead_addresses" ADD COLUMN "year_built" smallint;--> statement-breakpoint
ALTER TABLE "lead_addresses" ADD COLUMN "lot_acres" numeric(8, 3);--> statement-breakpoint
ALTER TABLE "lead_addresses" ADD COLUMN "waterfront" boolean;--> statement-breakpoint
ALTER TABLE "lead_addresses" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "lead_addresses" ADD COLUMN "upgrades" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_addresses" ADD CONSTRAINT "lead_addresses_condition_ck" CHECK ("lead_addresses"."condition" in ('poor','fair','average','good','excellent'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_subject_ck" CHECK ("questions"."property_id" is not null or "questions"."agent_id" is not null);