/**
 * `npm run publish:document -- FILE --category CATEGORY --title TITLE [--language de] [--translation fr=FILE=TITLE]...
 * [--company "Alpen Finanz AG"]...`: publishes a PDF to the partners (operations), in the database of the
 * configuration (DATABASE_URL, else the embedded one: stop the portal first). Without --company it is meant for every
 * partner company. Every adviser of those companies who sees the documents module gets a notification.
 */
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import { localeSchema, partnerDocumentCategorySchema } from '@portal/shared/contracts';
import { loadConfig } from '../config';
import { pgliteDirOf } from '../app';
import { openDatabase } from '../db/client';
import { partnerCompanies } from '../db/schema';
import { publishDocument, type DocumentVersionInput } from '../modules/documents/publish';

const usage =
  'usage: npm run publish:document -- FILE --category contracts|product_sheets|regulatory|forms --title TITLE [--language de] [--translation fr=FILE=TITLE]... [--company NAME]...';
// paths are relative to where the command was started (the wrapper passes it on)
const cwd = process.env.PORTAL_CWD ?? process.cwd();

function version(language: string, file: string, title: string): DocumentVersionInput {
  const path = resolve(cwd, file);
  return { language: localeSchema.parse(language), title, fileName: basename(path), content: readFileSync(path) };
}

const config = loadConfig();
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      category: { type: 'string' },
      title: { type: 'string' },
      language: { type: 'string', default: 'de' },
      translation: { type: 'string', multiple: true, default: [] },
      company: { type: 'string', multiple: true, default: [] },
    },
  });
  if (positionals.length !== 1 || !values.category || !values.title) throw new Error(usage);
  const category = partnerDocumentCategorySchema.safeParse(values.category);
  if (!category.success) throw new Error(`unknown category "${values.category}"\n${usage}`);
  const versions = [
    version(values.language, positionals[0]!, values.title),
    ...values.translation.map((entry) => {
      const [language, file, ...title] = entry.split('=');
      if (!language || !file || title.length === 0) throw new Error(`--translation ${entry}: LANGUAGE=FILE=TITLE`);
      return version(language, file, title.join('='));
    }),
  ];
  database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config) });
  await database.migrate(config.migrationsDir);
  let companyIds: number[] = [];
  if (values.company.length) {
    const found = await database.db.select().from(partnerCompanies).where(inArray(partnerCompanies.name, values.company));
    const missing = values.company.filter((name) => !found.some((company) => company.name === name));
    if (missing.length) throw new Error(`no partner company named ${missing.map((name) => `"${name}"`).join(', ')}`);
    companyIds = found.map((company) => company.id);
  }
  const result = await publishDocument(database.db, { category: category.data, versions, companyIds, publishedAt: new Date() });
  console.log(
    `published document ${result.id} (${versions.map((v) => v.language).join(', ')}) for ${companyIds.length ? values.company.join(', ') : 'every company'}; ${result.notified} advisers notified`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database?.close();
}
