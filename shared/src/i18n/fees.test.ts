import { recurringFeeTexts } from '../contracts/fees';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import italian from './locales/it.json';

// The screens read the recurring fee's words from the locale files, the API's PDFs from the contract: one definition.
describe('the recurring fee in every language', () => {
  it.each([
    ['de', de],
    ['en', en],
    ['fr', fr],
    ['it', italian],
  ] as const)('%s: the locale file says what the PDFs say', (locale, texts) => {
    expect(texts.fees.recurringFee).toBe(recurringFeeTexts.label[locale]);
    expect(texts.fees.recurringFeeRule).toBe(recurringFeeTexts.rule[locale]);
  });

  it('is a yearly rate charged monthly in each language', () => {
    expect(Object.values(recurringFeeTexts.label)).toEqual([
      expect.stringMatching(/p\.a\..*monatlich/),
      expect.stringMatching(/p\.a\..*monthly/),
      expect.stringMatching(/p\.a\..*mensuellement/),
      expect.stringMatching(/annuo.*mensilmente/),
    ]);
  });
});
