ALTER TABLE "leads" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_keys" ADD COLUMN "status" smallint;--> statement-breakpoint
ALTER TABLE "request_keys" ADD COLUMN "response" text;--> statement-breakpoint
ALTER TABLE "request_keys" ADD COLUMN "set_cookie" text[];