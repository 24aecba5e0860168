-- Custom SQL migration file, put your code below! ---- The list the API had as a constant until now; operations keep it from here on (README: restricted nationalities).
INSERT INTO "restricted_nationalities" ("code", "reason") VALUES
  ('US', 'US person (FATCA)'),
  ('AF', 'Swiss sanctions or FATF list'),
  ('BY', 'Swiss sanctions or FATF list'),
  ('CU', 'Swiss sanctions or FATF list'),
  ('IR', 'Swiss sanctions or FATF list'),
  ('KP', 'Swiss sanctions or FATF list'),
  ('MM', 'Swiss sanctions or FATF list'),
  ('RU', 'Swiss sanctions or FATF list'),
  ('SY', 'Swiss sanctions or FATF list')
ON CONFLICT ("code") DO NOTHING;
