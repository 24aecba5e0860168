import type { Locale, PartnerDocumentCategory } from '@portal/shared/contracts';
import type { Database } from '../db';
import { createDocument, drawTable, heading, pageFooters, pageOf, toBuffer } from '../lib/pdf';
import { publishDocument } from '../modules/documents/publish';
import { wealthManager } from '../lib/wealth-manager';
import { addDays, atHour } from './dates';

type SeedDocument = {
  category: PartnerDocumentCategory;
  daysAgo: number;
  /** the title per language it exists in */
  titles: Partial<Record<Locale, string>>;
  /** meant only for these companies (by index in the seed's list); omitted: all */
  companies?: number[];
};

/** What the wealth manager has published: every category, some in fewer languages, two for one company only. */
export const seedDocuments: SeedDocument[] = [
  {
    category: 'contracts',
    daysAgo: 400,
    titles: { de: 'Partnervertrag', en: 'Partner agreement', fr: 'Contrat de partenariat', it: 'Contratto di partenariato' },
  },
  { category: 'contracts', daysAgo: 120, titles: { de: 'Gebührenreglement 2026', fr: 'Règlement des frais 2026' }, companies: [0] },
  {
    category: 'contracts',
    daysAgo: 95,
    titles: { fr: 'Avenant au contrat Lemanic Partners', de: 'Vertragsnachtrag Lemanic Partners' },
    companies: [1],
  },
  {
    category: 'product_sheets',
    daysAgo: 200,
    titles: {
      de: 'Factsheet Konservativ',
      en: 'Factsheet Conservative',
      fr: 'Fiche produit Conservateur',
      it: 'Scheda prodotto Conservativo',
    },
  },
  {
    category: 'product_sheets',
    daysAgo: 60,
    titles: { de: 'Factsheet Ausgewogen', en: 'Factsheet Balanced', fr: 'Fiche produit Équilibré', it: 'Scheda prodotto Bilanciato' },
  },
  {
    category: 'product_sheets',
    daysAgo: 6,
    titles: { de: 'Factsheet Wachstum', en: 'Factsheet Growth', fr: 'Fiche produit Croissance', it: 'Scheda prodotto Crescita' },
  },
  {
    category: 'product_sheets',
    daysAgo: 30,
    titles: { de: 'Produktblatt Säule 3a', fr: 'Fiche produit pilier 3a', it: 'Scheda prodotto pilastro 3a' },
  },
  {
    category: 'regulatory',
    daysAgo: 300,
    titles: {
      de: 'Merkblatt FIDLEG-Kundensegmentierung',
      en: 'FinSA client segmentation leaflet',
      fr: 'Notice LSFin segmentation de la clientèle',
      it: 'Promemoria LSerFi segmentazione della clientela',
    },
  },
  {
    category: 'regulatory',
    daysAgo: 3,
    titles: {
      de: 'Offenlegung von Entschädigungen Dritter (FIDLEG Art. 26)',
      en: 'Disclosure of third-party compensation (FinSA Art. 26)',
      fr: 'Divulgation des rémunérations de tiers (LSFin art. 26)',
      it: 'Divulgazione delle retribuzioni di terzi (LSerFi art. 26)',
    },
  },
  {
    category: 'forms',
    daysAgo: 150,
    titles: { de: 'Formular Adressänderung', fr: 'Formulaire changement d’adresse', it: 'Modulo cambiamento di indirizzo' },
  },
  {
    category: 'forms',
    daysAgo: 15,
    titles: { de: 'Formular Vollmacht', en: 'Power of attorney form', fr: 'Formulaire de procuration', it: 'Modulo di procura' },
  },
];

const body: Record<Locale, { intro: string; headers: [string, string]; rows: [string, string][] }> = {
  de: {
    intro: 'Dieses Dokument wird Partnern zur Verfügung gestellt.',
    headers: ['Punkt', 'Inhalt'],
    rows: [
      ['Geltungsbereich', 'Alle Partner'],
      ['Gültig ab', 'Veröffentlichung'],
      ['Kontakt', 'Partner-Support'],
    ],
  },
  en: {
    intro: 'This document is provided to partners.',
    headers: ['Item', 'Content'],
    rows: [
      ['Scope', 'All partners'],
      ['Valid from', 'Publication'],
      ['Contact', 'Partner support'],
    ],
  },
  fr: {
    intro: 'Ce document est mis à la disposition des partenaires.',
    headers: ['Point', 'Contenu'],
    rows: [
      ['Champ d’application', 'Tous les partenaires'],
      ['Valable dès', 'Publication'],
      ['Contact', 'Support partenaires'],
    ],
  },
  it: {
    intro: 'Questo documento è messo a disposizione dei partner.',
    headers: ['Punto', 'Contenuto'],
    rows: [
      ['Ambito', 'Tutti i partner'],
      ['Valido dal', 'Pubblicazione'],
      ['Contatto', 'Supporto partner'],
    ],
  },
};

/** A small real PDF for a seeded document, made with the API's PDF base. */
export async function seedDocumentPdf(title: string, locale: Locale, publishedAt: Date): Promise<Buffer> {
  const doc = createDocument({ title, locale, author: wealthManager.name, createdAt: publishedAt });
  const text = body[locale];
  heading(doc, title, [text.intro]);
  drawTable(doc, {
    columns: [
      { header: text.headers[0], width: 1 },
      { header: text.headers[1], width: 2 },
    ],
    rows: text.rows.map((cells) => ({ cells })),
  });
  pageFooters(doc, (n, count) => pageOf(locale, n, count));
  return toBuffer(doc);
}

export const fileNameOf = (title: string) =>
  `${title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.pdf`;

/** Publishes the seed's documents as operations would, with their notifications. */
export async function seedPartnerDocuments(db: Database, companyIds: number[], today: Date): Promise<number> {
  for (const document of seedDocuments) {
    const publishedAt = atHour(addDays(today, -document.daysAgo), 8);
    const versions = await Promise.all(
      (Object.entries(document.titles) as [Locale, string][]).map(async ([language, title]) => ({
        language,
        title,
        fileName: fileNameOf(title),
        content: await seedDocumentPdf(title, language, publishedAt),
      })),
    );
    await publishDocument(db, {
      category: document.category,
      versions,
      companyIds: document.companies?.map((index) => companyIds[index]!),
      publishedAt,
    });
  }
  return seedDocuments.length;
}
