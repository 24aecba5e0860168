ALTER TABLE "vb_searches" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vb_searches" ADD COLUMN "answer_note" text;