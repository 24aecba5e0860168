import { useTranslation } from '@portal/shared/i18n/react';
import {
  accountUsageMessage,
  answerRequiredMessage,
  bankRequiredMessage,
  emailInvalidMessage,
  fieldRequiredMessage,
  invalidValueMessage,
  ownCustodianNameRequiredMessage,
  phoneInvalidMessage,
  zipInvalidMessage,
} from '@portal/shared/contracts';
import {
  ahvCheckDigitMessage,
  ahvFormatMessage,
  minimumAgeMessage,
  nationalityRequiredMessage,
  tooLongLimitOf,
} from '@portal/shared/validation';
import type de from '../../../locales/de.json';

type MessageKey = keyof (typeof de)['messages'];

/** The shared rules answer with their German text (docs/onboarding.md); the form shows it in the interface language. */
const keyOf = new Map<string, MessageKey>([
  [fieldRequiredMessage, 'fieldRequired'],
  [invalidValueMessage, 'invalidValue'],
  [minimumAgeMessage, 'minimumAge'],
  [ahvFormatMessage, 'ahvFormat'],
  [ahvCheckDigitMessage, 'ahvCheckDigit'],
  [nationalityRequiredMessage, 'nationalityRequired'],
  [emailInvalidMessage, 'emailInvalid'],
  [phoneInvalidMessage, 'phoneInvalid'],
  [zipInvalidMessage, 'zipInvalid'],
  [answerRequiredMessage, 'answerRequired'],
  [bankRequiredMessage, 'bankRequired'],
  [accountUsageMessage, 'accountUsage'],
  [ownCustodianNameRequiredMessage, 'ownCustodianNameRequired'],
]);

export function useFieldMessage() {
  const { t } = useTranslation('onboarding');
  return (message: string | undefined): string | undefined => {
    if (message === undefined) return undefined;
    const max = tooLongLimitOf(message);
    if (max !== null) return t('messages.tooLong', { max });
    const key = keyOf.get(message);
    // a message the API wrote in the request's language already (an unknown bank, the bank-first rule) stays as it is
    return key ? t(`messages.${key}`) : message;
  };
}
