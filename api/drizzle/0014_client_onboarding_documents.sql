CREATE TABLE "client_onboarding_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_onboarding_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_company_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"file_kind" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_onboarding_documents" ADD CONSTRAINT "client_onboarding_documents_partner_company_id_partner_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_onboarding_documents" ADD CONSTRAINT "client_onboarding_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_onboarding_documents" ADD CONSTRAINT "client_onboarding_documents_uploaded_by_partner_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_onboarding_documents_client_kind_idx" ON "client_onboarding_documents" USING btree ("client_id","kind");--> statement-breakpoint
CREATE INDEX "client_onboarding_documents_company_idx" ON "client_onboarding_documents" USING btree ("partner_company_id");