import type { Locale } from '@portal/shared/contracts';
import { pdfTextOf } from '../../../test/helpers';
import { strategyAllocations } from '../../seed/content';
import { factsheetTexts, strategyFactsheetPdf, type FactsheetStrategy } from './factsheet-pdf';
import type { RiskMetrics } from './risk-metrics';

const createdAt = new Date('2026-11-25T10:00:00Z');
const metrics: RiskMetrics = { expectedReturn: 0.052, volatility: 0.115, maxDrawdown: 0.4011, horizonYears: 10 };
const growth: FactsheetStrategy = {
  name: 'Wachstum',
  riskLevel: 5,
  serviceKinds: ['wealth_management', 'third_pillar'],
  allocation: strategyAllocations.Wachstum!,
  ongoingFee: 0.008,
};

const render = (strategy: FactsheetStrategy, locale: Locale) =>
  strategyFactsheetPdf(strategy, metrics, { locale, createdAt, author: 'Alpen Finanz AG' });

/** The drawn text with wrapped lines joined again, so a label that wraps is still found whole. */
const textOf = (pdf: Buffer) => pdfTextOf(pdf).replace(/\s+/g, ' ');

// What a reader of each language finds on the page, written out here rather than taken from the module's texts, so
// that a missing or wrong translation fails.
const expected: Record<Locale, { name: string; words: string[] }> = {
  de: {
    name: 'Wachstum',
    words: [
      'Factsheet',
      'Stand 25.11.2026',
      'Risikoklasse 5 von 7',
      'Erwartete Rendite pro Jahr',
      'Volatilität pro Jahr',
      'Maximaler Wertrückgang (simuliert, 95 %, 10 Jahre)',
      'Gesamtkostenquote (TER) pro Jahr',
      'Wachstumsorientierte Strategie',
      'Anlageklasse',
      'Aktien',
      'Obligationen',
      'Währung',
      'Schweiz',
      'Vermögensverwaltung, Säule 3a',
      'keine Garantie',
      'Erstellt am 25.11.2026 von Alpen Finanz AG',
      'Seite 1 von',
    ],
  },
  en: {
    name: 'Growth',
    words: [
      'Factsheet',
      'as of 25/11/2026',
      'Risk class 5 of 7',
      'Expected return per year',
      'Volatility per year',
      'Maximum drawdown (simulated, 95 %, 10 years)',
      'Total expense ratio (TER) per year',
      'Growth strategy',
      'Asset class',
      'Equities',
      'Bonds',
      'Currency',
      'Switzerland',
      'Wealth management, Pillar 3a',
      'no guarantee',
      'Created on 25/11/2026 by Alpen Finanz AG',
      'Page 1 of',
    ],
  },
  fr: {
    name: 'Croissance',
    words: [
      "Fiche d'information",
      'état au 25.11.2026',
      'Classe de risque 5 sur 7',
      'Rendement attendu par an',
      'Volatilité par an',
      'Perte maximale (simulée, 95 %, 10 ans)',
      'Frais totaux (TER) par an',
      'Stratégie de croissance',
      "Classe d'actifs",
      'Actions',
      'Obligations',
      'Monnaie',
      'Suisse',
      'Gestion de fortune, Pilier 3a',
      'ne garantissent pas',
      'Créé le 25.11.2026 par Alpen Finanz AG',
      'Page 1 sur',
    ],
  },
  it: {
    name: 'Crescita',
    words: [
      'Scheda informativa',
      'stato al 25.11.2026',
      'Classe di rischio 5 su 7',
      'Rendimento atteso annuo',
      'Volatilità annua',
      'Perdita massima (simulata, 95 %, 10 anni)',
      'Costi complessivi (TER) annui',
      'Strategia di crescita',
      "Classe d'investimento",
      'Azioni',
      'Obbligazioni',
      'Valuta',
      'Svizzera',
      'Gestione patrimoniale, Pilastro 3a',
      'non garantiscono',
      'Creato il 25.11.2026 da Alpen Finanz AG',
      'Pagina 1 di',
    ],
  },
};

describe('the strategy factsheet', () => {
  it.each(Object.keys(expected) as Locale[])('is written in %s with its name, key figures and allocation', async (locale) => {
    const { name, words } = expected[locale];
    const pdf = await render({ ...growth, name }, locale);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = textOf(pdf);
    expect(text).toContain(name);
    for (const word of words) expect(text).toContain(word);
    // the figures, as percentages: return, volatility, drawdown, TER, and the largest weights of the allocation
    for (const figure of ['5.2 %', '11.5 %', '40.1 %', '0.80 %', '60.0 %', '35.0 %']) expect(text).toContain(figure);
  });

  it('keeps to one or two A4 pages with the fullest allocation of the seed', async () => {
    const pdf = await render(
      { ...growth, allocation: strategyAllocations.Ausgewogen!, serviceKinds: ['wealth_management', 'third_pillar', 'vested_benefits'] },
      'fr',
    );
    const pages = [...textOf(pdf).matchAll(/Page \d+ sur (\d+)/g)].map((match) => Number(match[1]));
    expect(pages.length).toBeGreaterThan(0);
    expect(Math.max(...pages)).toBeLessThanOrEqual(2);
  });

  it('says the allocation is not published when there is none, in every language', async () => {
    const notPublished: Record<Locale, string> = {
      de: 'Die Allokation dieser Strategie ist nicht veröffentlicht.',
      en: 'The allocation of this strategy is not published.',
      fr: "L'allocation de cette stratégie n'est pas publiée.",
      it: "L'allocazione di questa strategia non è pubblicata.",
    };
    for (const locale of Object.keys(notPublished) as Locale[]) {
      const text = textOf(await render({ ...growth, allocation: null }, locale));
      expect(text).toContain(notPublished[locale]);
      expect(text).not.toContain(factsheetTexts[locale].categories.asset_class);
    }
  });

  it('describes the strategy by its risk band', async () => {
    const textAt = async (riskLevel: number) => textOf(await render({ ...growth, riskLevel }, 'de'));
    expect(await textAt(1)).toContain('Konservative Strategie');
    expect(await textAt(3)).toContain('Ausgewogene Strategie');
    expect(await textAt(7)).toContain('Strategie mit aktienähnlichem oder höherem Risiko');
    await expect(render({ ...growth, riskLevel: 8 }, 'de')).rejects.toThrow(RangeError);
  });

  it('names keys it knows in the language and shows the others as stored', async () => {
    const allocation = {
      asset_class: { equities: 0.5, alternatives: 0.3, private_equity: 0.2 },
      currency: { CHF: 0.7, JPY: 0.3 },
      region: { europe: 0.6, antarctica: 0.4 },
    };
    const text = textOf(await render({ ...growth, allocation }, 'it'));
    for (const word of ['Azioni', 'Investimenti alternativi', 'Private equity', 'CHF', 'JPY', 'Europa', 'antarctica', '30.0 %'])
      expect(text).toContain(word);
    expect(text).not.toContain('alternatives');
  });

  it('lists no service when the strategy is offered for none, and the account by its name', async () => {
    expect(textOf(await render({ ...growth, serviceKinds: [] }, 'en'))).toContain(
      'This strategy is currently not offered for any service.',
    );
    expect(textOf(await render({ ...growth, serviceKinds: ['vested_benefits', 'crypto', 'bank_account'] }, 'de'))).toContain(
      'Freizügigkeit, Krypto, Bankkonto',
    );
  });

  it('writes Swiss German (ss, never ß)', () => {
    const de = factsheetTexts.de;
    const all = [
      ...Object.values(de).filter((value): value is string => typeof value === 'string'),
      ...Object.values(de.descriptions),
      de.maxDrawdown(10),
    ].join(' ');
    expect(all).toContain('grösste');
    expect(all).not.toContain('ß');
  });

  it('gives the same bytes for the same inputs and names the author in the metadata', async () => {
    const [first, second] = await Promise.all([render(growth, 'de'), render(growth, 'de')]);
    expect(first.equals(second)).toBe(true);
    expect(first.toString('latin1')).toContain('(Alpen Finanz AG)');
  });
});
