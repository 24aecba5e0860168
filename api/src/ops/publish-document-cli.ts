/**
 * `npm run publish:document -- FILE --category CATEGORY --title TITLE [--language de] [--translation fr=FILE=TITLE]...
 * [--company "Alpen Finanz AG"]...`: publishes a PDF to the partners (operations). Without --company it is meant for every
 * partner company. Every adviser of those companies who sees the documents module gets a notification.
 */
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import { localeSchema, partnerDocumentCategorySchema } from '@portal/shared/contracts';
import { partnerCompanies } from '../db/schema';
import { publishDocument, type DocumentVersionInput } from '../modules/documents/publish';
import { runCommand } from './command';

const usage =
  'usage: npm run publish:document -- FILE --category contracts|product_sheets|regulatory|forms --title TITLE [--language de] [--translation fr=FILE=TITLE]... [--company NAME]...';
// paths are relative to where the command was started (the wrapper passes it on)
const cwd = process.env.PORTAL_CWD ?? process.cwd();

function version(language: string, file: string, title: string): DocumentVersionInput {
  const path = resolve(cwd, file);
  return { language: localeSchema.parse(language), title, fileName: basename(path), content: readFileSync(path) };
}

await runCommand(
  () => {
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
    return { category: category.data, versions, companies: values.company };
  },
  async ({ category, versions, companies }, { db }) => {
    let companyIds: number[] = [];
    if (companies.length) {
      const found = await db.select().from(partnerCompanies).where(inArray(partnerCompanies.name, companies));
      const missing = companies.filter((name) => !found.some((company) => company.name === name));
      if (missing.length) throw new Error(`no partner company named ${missing.map((name) => `"${name}"`).join(', ')}`);
      companyIds = found.map((company) => company.id);
    }
    const result = await publishDocument(db, { category, versions, companyIds, publishedAt: new Date() });
    console.log(
      `published document ${result.id} (${versions.map((v) => v.language).join(', ')}) for ${companyIds.length ? companies.join(', ') : 'every company'}; ${result.notified} advisers notified`,
    );
  },
);
