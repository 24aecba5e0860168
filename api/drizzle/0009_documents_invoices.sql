CREATE TABLE "stored_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_document_companies" (
	"document_id" integer NOT NULL,
	"partner_company_id" integer NOT NULL,
	CONSTRAINT "partner_document_companies_document_id_partner_company_id_pk" PRIMARY KEY("document_id","partner_company_id")
);
--> statement-breakpoint
CREATE TABLE "partner_document_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_document_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "partner_document_versions_language_key" UNIQUE("document_id","language")
);
--> statement-breakpoint
CREATE TABLE "partner_document_views" (
	"partner_user_id" integer PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"for_all_companies" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"client_id" integer,
	"client_name" text NOT NULL,
	"kind" text NOT NULL,
	"basis" numeric(18, 2) NOT NULL,
	"rate" numeric(9, 6) NOT NULL,
	"amount" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_company_id" integer NOT NULL,
	"number" text NOT NULL,
	"month" text NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"finders_fees" numeric(18, 2) NOT NULL,
	"recurring_fees" numeric(18, 2) NOT NULL,
	"subtotal" numeric(18, 2) NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"vat" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "partner_invoices_company_month_key" UNIQUE("partner_company_id","month")
);
--> statement-breakpoint
CREATE TABLE "recurring_fee_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recurring_fee_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"percentage" numeric(6, 3) NOT NULL,
	CONSTRAINT "recurring_fee_changes_client_day_key" UNIQUE("client_id","valid_from")
);
--> statement-breakpoint
ALTER TABLE "partner_companies" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "partner_companies" ADD COLUMN "building_number" text;--> statement-breakpoint
ALTER TABLE "partner_companies" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "partner_companies" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "partner_companies" ADD COLUMN "country" text DEFAULT 'CH' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_companies" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "partner_companies" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "partner_document_companies" ADD CONSTRAINT "partner_document_companies_document_id_partner_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."partner_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_document_companies" ADD CONSTRAINT "partner_document_companies_partner_company_id_partner_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_document_versions" ADD CONSTRAINT "partner_document_versions_document_id_partner_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."partner_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_document_versions" ADD CONSTRAINT "partner_document_versions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_document_views" ADD CONSTRAINT "partner_document_views_partner_user_id_partner_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."partner_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invoice_lines" ADD CONSTRAINT "partner_invoice_lines_invoice_id_partner_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."partner_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invoice_lines" ADD CONSTRAINT "partner_invoice_lines_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invoices" ADD CONSTRAINT "partner_invoices_partner_company_id_partner_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_fee_changes" ADD CONSTRAINT "recurring_fee_changes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_document_companies_company_idx" ON "partner_document_companies" USING btree ("partner_company_id");--> statement-breakpoint
CREATE INDEX "partner_documents_published_idx" ON "partner_documents" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "partner_invoice_lines_invoice_idx" ON "partner_invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "partner_invoice_lines_client_idx" ON "partner_invoice_lines" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "partner_invoices_company_issued_idx" ON "partner_invoices" USING btree ("partner_company_id","issued_on");