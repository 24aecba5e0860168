// Texts of the validation rules (docs/onboarding.md) that the contracts use without the rest of the validation rules (re-exported by index.ts).

export const portfolioLimitMessage = 'Portfolio-Limit erreicht';
export const weightRequiredMessage = 'Wert erforderlich';
/** Message for a fee or amount field that does not hold a valid value. */
export const invalidValueMessage = 'Bitte geben Sie einen gültigen Wert ein';

/** A text longer than its field holds, with the field's limit: 'Höchstens 80 Zeichen.' */
export const tooLongMessage = (max: number) => `Höchstens ${max} Zeichen.`;

/** The limit a too-long message names, or null for any other text (the form and the API translate it with the number). */
export function tooLongLimitOf(message: string): number | null {
  const match = /^Höchstens (\d+) Zeichen\.$/.exec(message);
  return match ? Number(match[1]) : null;
}
