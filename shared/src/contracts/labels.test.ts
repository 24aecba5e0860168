import de from '../i18n/locales/de.json';
import en from '../i18n/locales/en.json';
import fr from '../i18n/locales/fr.json';
import italian from '../i18n/locales/it.json';
import { codeTextsOf } from './labels';

// The screens read the labels of the codes from the common texts (which load per language), the API from the
// contracts: both must say the same words.
it.each([
  ['de', de],
  ['en', en],
  ['fr', fr],
  ['it', italian],
] as const)('the common texts of %s hold the labels of the codes', (locale, common) => {
  const codes = codeTextsOf(locale);
  expect({
    salutations: common.salutations,
    serviceKinds: common.serviceKinds,
    transactionKinds: common.transactionKinds,
    custodianKinds: common.custodianKinds,
  }).toEqual(codes);
});
