CREATE TABLE "client_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_company_id" integer NOT NULL,
	"requested_by" integer,
	"client_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"type" text NOT NULL,
	"period" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"pdf" "bytea",
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"ready_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_users" ADD COLUMN "role" text DEFAULT 'adviser' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "status_before_block" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custodians" ADD COLUMN "qr_iban" text;--> statement-breakpoint
ALTER TABLE "custodians" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "custodians" ADD COLUMN "building_number" text;--> statement-breakpoint
ALTER TABLE "custodians" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "custodians" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "custodians" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "strategies" ADD COLUMN "allocation" jsonb;--> statement-breakpoint
ALTER TABLE "client_reports" ADD CONSTRAINT "client_reports_partner_company_id_partner_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reports" ADD CONSTRAINT "client_reports_requested_by_partner_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reports" ADD CONSTRAINT "client_reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reports" ADD CONSTRAINT "client_reports_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_reports_service_idx" ON "client_reports" USING btree ("service_id","created_at");--> statement-breakpoint
CREATE INDEX "client_reports_status_idx" ON "client_reports" USING btree ("status");