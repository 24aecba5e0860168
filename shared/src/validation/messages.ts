// Texts of the validation rules (docs/onboarding.md) that the contracts use without the rest of the validation rules (re-exported by index.ts).

export const portfolioLimitMessage = 'Portfolio-Limit erreicht';
export const weightRequiredMessage = 'Wert erforderlich';
/** Message for a fee or amount field that does not hold a valid value. */
export const invalidValueMessage = 'Bitte geben Sie einen gültigen Wert ein';
