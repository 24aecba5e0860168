import type { LocalizedText } from './domain';

/**
 * The recurring fee's one definition (docs/documents.md, "Fees"): a yearly percentage of the month's average daily
 * AUM, of which one twelfth is charged each month. The screens show the same words from the common locale files
 * (`fees.recurringFee`, `fees.recurringFeeRule`, checked against these by shared/src/i18n/fees.test.ts); the API's PDFs
 * and e-mails use these.
 */
export const recurringFeeTexts: { label: LocalizedText; rule: LocalizedText } = {
  label: {
    de: 'Wiederkehrende Gebühr (% p.a., monatlich belastet)',
    en: 'Recurring fee (% p.a., charged monthly)',
    fr: 'Frais récurrents (% p.a., débités mensuellement)',
    it: 'Commissione ricorrente (% annuo, addebitata mensilmente)',
  },
  rule: {
    de: 'Jahressatz auf dem durchschnittlichen täglichen AUM des Monats; jeden Monat wird ein Zwölftel belastet.',
    en: "A yearly rate on the month's average daily AUM; one twelfth is charged each month.",
    fr: "Un taux annuel sur l'AUM quotidien moyen du mois ; un douzième est débité chaque mois.",
    it: "Un tasso annuo sull'AUM giornaliero medio del mese; ogni mese è addebitato un dodicesimo.",
  },
};
