CREATE TABLE "streets" (
	"zip" text NOT NULL,
	"name" text NOT NULL,
	"locality" text NOT NULL,
	"search_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "streets_zip_name_pk" PRIMARY KEY("zip","name")
);
--> statement-breakpoint
CREATE INDEX "streets_zip_key_idx" ON "streets" USING btree ("zip","search_key");