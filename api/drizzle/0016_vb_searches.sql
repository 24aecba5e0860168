CREATE TABLE "vb_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vb_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_company_id" integer NOT NULL,
	"partner_user_id" integer,
	"client_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"former_employers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signature" text,
	"signed_key" text,
	"signed_file_kind" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vb_searches" ADD CONSTRAINT "vb_searches_partner_company_id_partner_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vb_searches" ADD CONSTRAINT "vb_searches_partner_user_id_partner_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vb_searches" ADD CONSTRAINT "vb_searches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vb_searches_client_idx" ON "vb_searches" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "vb_searches_company_idx" ON "vb_searches" USING btree ("partner_company_id");