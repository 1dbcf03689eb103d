CREATE TABLE "social_login_providers" (
	"company_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"client_secret_sealed" text,
	"authorization_endpoint" varchar(500),
	"token_endpoint" varchar(500),
	"userinfo_endpoint" varchar(500),
	"issuer" varchar(500),
	"scopes" varchar(500),
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_login_providers_company_id_provider_pk" PRIMARY KEY("company_id","provider"),
	CONSTRAINT "social_login_providers_provider_ck" CHECK ("social_login_providers"."provider" in ('facebook', 'google'))
);
--> statement-breakpoint
ALTER TABLE "social_login_providers" ADD CONSTRAINT "social_login_providers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_login_providers" ADD CONSTRAINT "social_login_providers_updated_by_agents_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;