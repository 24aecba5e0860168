ALTER TABLE "transactions" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "own_custodian_name" text;--> statement-breakpoint
-- the salutation as a code (docs/clients.md): the words older rows hold, in any of the four languages, become mr/ms;
-- anything else is no salutation rather than a word printed as it is
UPDATE "clients" SET "title" = CASE
  WHEN lower(btrim("title", ' .')) IN ('mr', 'herr', 'monsieur', 'm', 'signor', 'signore', 'sig') THEN 'mr'
  WHEN lower(btrim("title", ' .')) IN ('ms', 'mrs', 'miss', 'frau', 'madame', 'mme', 'signora', 'sig.ra', 'sigra') THEN 'ms'
  ELSE NULL
END WHERE "title" IS NOT NULL;--> statement-breakpoint
-- a description that only repeats the kind in German is no description: the kind's label is shown in the page's language
UPDATE "transactions" SET "description" = NULL WHERE ("kind", "description") IN (
  ('deposit', 'Einzahlung'), ('withdrawal', 'Auszahlung'), ('fee', 'Verwaltungsgebühr'), ('fee', 'Gebühr'),
  ('buy', 'Kauf'), ('sell', 'Verkauf'), ('dividend', 'Dividende')
);
