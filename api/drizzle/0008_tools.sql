CREATE TABLE "custom_portfolio_positions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_portfolio_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"custom_portfolio_id" integer NOT NULL,
	"name" text NOT NULL,
	"isin" text NOT NULL,
	"currency" text NOT NULL,
	"asset_class" text NOT NULL,
	"weight" numeric(7, 4) NOT NULL,
	"drifting_weight" numeric(7, 4) NOT NULL,
	"requested_weight" numeric(7, 4),
	"expected_return" numeric(9, 6) NOT NULL,
	"volatility" numeric(9, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_portfolios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_portfolios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_company_id" integer NOT NULL,
	"partner_user_id" integer,
	"name" text NOT NULL,
	"currency" text DEFAULT 'CHF' NOT NULL,
	"correlations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "example_portfolios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "example_portfolios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"strategy_id" integer NOT NULL,
	"as_of" date NOT NULL,
	"positions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "example_portfolios_strategy_id_unique" UNIQUE("strategy_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_analysis_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portfolio_analysis_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_company_id" integer NOT NULL,
	"partner_user_id" integer,
	"file_name" text NOT NULL,
	"file_kind" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"declared_value" numeric(18, 2) NOT NULL,
	"strategy_id" integer,
	"status" text DEFAULT 'received' NOT NULL,
	"analysis" jsonb,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strategy_assumptions" (
	"strategy_id" integer PRIMARY KEY NOT NULL,
	"expected_return" numeric(9, 6) NOT NULL,
	"volatility" numeric(9, 6) NOT NULL,
	"ongoing_fee" numeric(9, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weight_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weight_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"custom_portfolio_id" integer NOT NULL,
	"partner_user_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"previous_weights" jsonb NOT NULL,
	"requested_weights" jsonb NOT NULL,
	"new_weights" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_portfolio_positions" ADD CONSTRAINT "custom_portfolio_positions_custom_portfolio_id_custom_portfolios_id_fk" FOREIGN KEY ("custom_portfolio_id") REFERENCES "public"."custom_portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_portfolios" ADD CONSTRAINT "custom_portfolios_partner_company_id_partner_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_portfolios" ADD CONSTRAINT "custom_portfolios_partner_user_id_partner_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "example_portfolios" ADD CONSTRAINT "example_portfolios_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_analysis_documents" ADD CONSTRAINT "portfolio_analysis_documents_partner_company_id_partner_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_analysis_documents" ADD CONSTRAINT "portfolio_analysis_documents_partner_user_id_partner_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_analysis_documents" ADD CONSTRAINT "portfolio_analysis_documents_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_assumptions" ADD CONSTRAINT "strategy_assumptions_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_adjustments" ADD CONSTRAINT "weight_adjustments_custom_portfolio_id_custom_portfolios_id_fk" FOREIGN KEY ("custom_portfolio_id") REFERENCES "public"."custom_portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_adjustments" ADD CONSTRAINT "weight_adjustments_partner_user_id_partner_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_portfolio_positions_portfolio_idx" ON "custom_portfolio_positions" USING btree ("custom_portfolio_id");--> statement-breakpoint
CREATE INDEX "custom_portfolios_company_idx" ON "custom_portfolios" USING btree ("partner_company_id","partner_user_id");--> statement-breakpoint
CREATE INDEX "portfolio_analysis_documents_company_idx" ON "portfolio_analysis_documents" USING btree ("partner_company_id","partner_user_id");--> statement-breakpoint
CREATE INDEX "weight_adjustments_portfolio_idx" ON "weight_adjustments" USING btree ("custom_portfolio_id");