import type { Locale } from '@portal/shared/contracts';

/**
 * The version of a partner document a reader is shown (docs/documents.md): the reader's language when the document
 * exists in it, else German, else the first. The list, the file and the notification of a new document say the same.
 */
export function preferredVersion<V extends { language: Locale }>(versions: V[], locale: Locale): V {
  return versions.find((v) => v.language === locale) ?? versions.find((v) => v.language === 'de') ?? versions[0]!;
}
