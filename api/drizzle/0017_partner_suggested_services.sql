CREATE TABLE "partner_suggested_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_suggested_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_company_id" integer NOT NULL,
	"partner_user_id" integer,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"strategy_id" integer NOT NULL,
	"name" text,
	"amount" numeric(18, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_suggested_services" ADD CONSTRAINT "partner_suggested_services_partner_company_id_partner_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_suggested_services" ADD CONSTRAINT "partner_suggested_services_partner_user_id_partner_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_suggested_services" ADD CONSTRAINT "partner_suggested_services_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_suggested_services" ADD CONSTRAINT "partner_suggested_services_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_suggested_services_client_idx" ON "partner_suggested_services" USING btree ("client_id","kind");--> statement-breakpoint
-- the suggested services a client held in clients.suggested_services move into the table; an entry without a
-- strategy gets the first strategy of its kind (one of lowest risk), an entry of a kind without any strategy is dropped
INSERT INTO "partner_suggested_services" ("partner_company_id", "partner_user_id", "client_id", "kind", "strategy_id", "amount", "created_at", "updated_at")
SELECT c."partner_company_id", c."partner_user_id", c."id", e.value->>'kind',
  COALESCE(
    (SELECT s."id" FROM "strategies" s WHERE s."id" = (e.value->>'strategy_id')::integer AND (e.value->>'kind') = ANY(s."service_kinds")),
    (SELECT s."id" FROM "strategies" s WHERE (e.value->>'kind') = ANY(s."service_kinds") ORDER BY s."risk_level", s."id" LIMIT 1)
  ),
  (e.value->>'amount')::numeric(18, 2), c."updated_at", c."updated_at"
FROM "clients" c CROSS JOIN LATERAL jsonb_array_elements(c."suggested_services") e
WHERE EXISTS (SELECT 1 FROM "strategies" s WHERE (e.value->>'kind') = ANY(s."service_kinds"));--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "suggested_services";