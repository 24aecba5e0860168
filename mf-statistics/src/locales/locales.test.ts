import { codeTextsOf, type Locale } from '@portal/shared/contracts';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';
import italian from './it.json';

const files = { de, en, fr, it: italian };
const locales = Object.keys(files) as Locale[];

/**
 * The portal's one word for each fee in each language (docs/documents.md, "Fees"), as the invoices name them: in the
 * plural, for the card sums them over the clients.
 */
const feeWords: Record<Locale, { finders: string; recurring: string }> = {
  de: { finders: 'Findergebühren', recurring: 'Wiederkehrende Gebühren' },
  en: { finders: 'Finders fees', recurring: 'Recurring fees' },
  fr: { finders: "Commissions d'apport", recurring: 'Frais récurrents' },
  it: { finders: 'Commissioni di segnalazione', recurring: 'Commissioni ricorrenti' },
};

describe("the dashboard's words", () => {
  it.each(locales)('%s: the expected revenue names the fees as the rest of the portal does', (locale) => {
    expect(files[locale].revenue.finders_fee).toBe(feeWords[locale].finders);
    expect(files[locale].revenue.recurring_fee).toBe(feeWords[locale].recurring);
  });

  it.each(locales)('%s: a product is named as its service kind is everywhere else (docs/clients.md)', (locale) => {
    expect(files[locale].products.names).toEqual(codeTextsOf(locale).serviceKinds);
  });
});
