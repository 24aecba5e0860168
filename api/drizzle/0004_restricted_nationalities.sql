CREATE TABLE "restricted_nationalities" (
	"code" text PRIMARY KEY NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restricted_nationalities_code_check" CHECK ("restricted_nationalities"."code" ~ '^[A-Z]{2}$')
);
