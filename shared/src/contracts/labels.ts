import type { ClientTitle, Locale, LocalizedText, TransactionKind } from './domain';
import type { ServiceProduct } from './statistics';

/**
 * The labels of stored codes in the four languages (docs/clients.md, "Codes and their labels"): the salutation, the
 * service kind, the transaction kind and the custodian kind. The API prints them in its documents and e-mails; the
 * screens read the same words from the common texts (`common:salutations.mr`, shared/i18n/locales, which load per
 * language), and labels.test.ts keeps the two equal. The database keeps only the codes.
 */
const L = (de: string, en: string, fr: string, it: string): LocalizedText => ({ de, en, fr, it });

export const salutationLabels: Record<ClientTitle, LocalizedText> = {
  mr: L('Herr', 'Mr', 'Monsieur', 'Signor'),
  ms: L('Frau', 'Ms', 'Madame', 'Signora'),
};

export const serviceKindLabels: Record<ServiceProduct, LocalizedText> = {
  wealth_management: L('Vermögensverwaltung', 'Wealth management', 'Gestion de fortune', 'Gestione patrimoniale'),
  vested_benefits: L('Freizügigkeit', 'Vested benefits', 'Libre passage', 'Libero passaggio'),
  third_pillar: L('Säule 3a', 'Pillar 3a', 'Pilier 3a', 'Pilastro 3a'),
  private_markets: L('Private Markets', 'Private markets', 'Marchés privés', 'Mercati privati'),
  crypto: L('Krypto', 'Crypto', 'Crypto', 'Cripto'),
  bank_account: L('Bankkonto', 'Bank account', 'Compte bancaire', 'Conto bancario'),
};

export const transactionKindLabels: Record<TransactionKind, LocalizedText> = {
  deposit: L('Einzahlung', 'Deposit', 'Versement', 'Versamento'),
  withdrawal: L('Auszahlung', 'Withdrawal', 'Retrait', 'Prelievo'),
  fee: L('Verwaltungsgebühr', 'Management fee', 'Frais de gestion', 'Commissione di gestione'),
  buy: L('Kauf', 'Purchase', 'Achat', 'Acquisto'),
  sell: L('Verkauf', 'Sale', 'Vente', 'Vendita'),
  dividend: L('Dividende', 'Dividend', 'Dividende', 'Dividendo'),
};

/** The custom custodian ("own custodian bank"); the other custodians are banks with a proper name. */
export const custodianKindLabels = {
  own: L('Eigene Depotbank', 'Own custodian bank', 'Banque dépositaire propre', 'Banca depositaria propria'),
} satisfies Record<string, LocalizedText>;

/**
 * A service's name in a language: a name that only says its kind (in any language, as the demo data store
 * "Vermögensverwaltung") is the kind's label in that language; a name of its own stays as it is.
 */
export function serviceDisplayName(name: string | null, kind: ServiceProduct, locale: Locale): string {
  const labels = serviceKindLabels[kind];
  return name === null || name.trim() === '' || Object.values(labels).includes(name) ? labels[locale] : name;
}

/**
 * A custodian as a page or document names it: a bank by its proper name; the custom custodian by the name of the
 * client's own bank when one is known, else by its label in the language (never the German word stored for it).
 */
export function custodianDisplayName(
  custodian: { name: string; custom_custodian: boolean },
  ownCustodianName: string | null,
  locale: Locale,
): string {
  return custodian.custom_custodian ? ownCustodianName?.trim() || custodianKindLabels.own[locale] : custodian.name;
}

const inLanguage = <K extends string>(labels: Record<K, LocalizedText>, locale: Locale) =>
  Object.fromEntries(Object.entries<LocalizedText>(labels).map(([code, text]) => [code, text[locale]])) as Record<K, string>;

/** The labels of one language as the screens' common texts: `salutations`, `serviceKinds`, `transactionKinds`, `custodianKinds`. */
export function codeTextsOf(locale: Locale) {
  return {
    salutations: inLanguage(salutationLabels, locale),
    serviceKinds: inLanguage(serviceKindLabels, locale),
    transactionKinds: inLanguage(transactionKindLabels, locale),
    custodianKinds: inLanguage(custodianKindLabels, locale),
  };
}
export type CodeTexts = ReturnType<typeof codeTextsOf>;
