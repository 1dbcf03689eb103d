ALTER TABLE "outgoing_mail" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "from_address" text;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outgoing_mail_retry_idx" ON "outgoing_mail" USING btree ("next_attempt_at") WHERE "outgoing_mail"."status" = 'queued';