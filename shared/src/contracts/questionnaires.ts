/**
 * The KYC questionnaire (`hbl_kyc`: regulatory and AML questions) and the investor profile (`investor_profile`) of
 * the onboarding wizard (docs/onboarding.md): the questions and their options, the rules of the answers, and the risk
 * score the investor profile gives. The texts are the frontends' (i18n keys `kyc.<question>.<option>`); the values
 * here are what the API stores.
 */
import { z } from 'zod';
import { fieldRequiredMessage } from './onboarding';

/** Account usage: at least one of the first two options (docs/onboarding.md). */
export const accountUsageMessage = 'Bitte wählen Sie mindestens eine der ersten beiden Optionen.';

export const kycOptions = {
  industries: ['finance', 'real_estate', 'health', 'technology', 'industry', 'trade', 'public_sector', 'other'],
  yearly_gross_income: ['below_100k', '100k_250k', '250k_500k', 'above_500k'],
  account_usage: ['investment', 'retirement_savings', 'payments', 'other'],
  source_of_wealth: ['salary', 'business', 'inheritance', 'real_estate', 'investments', 'other'],
} as const;

const answerRequired = { error: fieldRequiredMessage };
const many = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values, answerRequired), answerRequired).min(1, answerRequired).max(values.length);

export const kycAnswersSchema = z.object({
  regulatory_questions: z.object({
    /** an early withdrawal of vested benefits is planned (home ownership, self-employment, emigration) */
    early_withdrawal: z.boolean(answerRequired),
    account_usage: many(kycOptions.account_usage).refine(
      (usage) => usage.some((value) => value === kycOptions.account_usage[0] || value === kycOptions.account_usage[1]),
      { error: accountUsageMessage },
    ),
  }),
  aml_questions: z.object({
    industries: many(kycOptions.industries),
    yearly_gross_income: z.enum(kycOptions.yearly_gross_income, answerRequired),
    source_of_wealth: many(kycOptions.source_of_wealth),
    politically_exposed: z.boolean(answerRequired),
  }),
});
export type KycAnswers = z.infer<typeof kycAnswersSchema>;

/** `GET admin_partner/clients/{id}/hbl_kyc`: the answers the partner gave (null: none yet) and whether KYC is filled. */
export const kycResponseSchema = z.object({ answers: kycAnswersSchema.nullable(), kyc_filled: z.boolean() });
export type KycResponse = z.infer<typeof kycResponseSchema>;

/** `GET admin_partner/hbl_kyc`: the questions and their options. */
export const kycQuestionsResponseSchema = z.object({
  regulatory_questions: z.array(z.object({ id: z.string(), kind: z.enum(['yes_no', 'many', 'one']), options: z.array(z.string()) })),
  aml_questions: z.array(z.object({ id: z.string(), kind: z.enum(['yes_no', 'many', 'one']), options: z.array(z.string()) })),
});
export type KycQuestionsResponse = z.infer<typeof kycQuestionsResponseSchema>;

export const kycQuestions: KycQuestionsResponse = {
  regulatory_questions: [
    { id: 'early_withdrawal', kind: 'yes_no', options: [] },
    { id: 'account_usage', kind: 'many', options: [...kycOptions.account_usage] },
  ],
  aml_questions: [
    { id: 'industries', kind: 'many', options: [...kycOptions.industries] },
    { id: 'yearly_gross_income', kind: 'one', options: [...kycOptions.yearly_gross_income] },
    { id: 'source_of_wealth', kind: 'many', options: [...kycOptions.source_of_wealth] },
    { id: 'politically_exposed', kind: 'yes_no', options: [] },
  ],
};

// ---- investor profile -----------------------------------------------------------------------------

/** Each question's options from the most cautious to the boldest; an option's position (1-4) is its points. */
export const investorProfileQuestions = {
  investment_horizon: ['below_3_years', '3_to_5_years', '5_to_10_years', 'above_10_years'],
  experience: ['none', 'basic', 'good', 'expert'],
  loss_reaction: ['sell_all', 'sell_part', 'hold', 'buy_more'],
  acceptable_loss: ['up_to_5', 'up_to_10', 'up_to_20', 'above_20'],
  wealth_share: ['above_75', '50_to_75', '25_to_50', 'below_25'],
} as const;
export type InvestorProfileQuestion = keyof typeof investorProfileQuestions;
export const investorProfileQuestionIds = Object.keys(investorProfileQuestions) as InvestorProfileQuestion[];

export const investorProfileAnswersSchema = z.object({
  investment_horizon: z.enum(investorProfileQuestions.investment_horizon, answerRequired),
  experience: z.enum(investorProfileQuestions.experience, answerRequired),
  loss_reaction: z.enum(investorProfileQuestions.loss_reaction, answerRequired),
  acceptable_loss: z.enum(investorProfileQuestions.acceptable_loss, answerRequired),
  wealth_share: z.enum(investorProfileQuestions.wealth_share, answerRequired),
});
export type InvestorProfileAnswers = z.infer<typeof investorProfileAnswersSchema>;

/** The points of the answers: 5 (every answer the most cautious) to 20 (every answer the boldest). */
export function riskScore(answers: InvestorProfileAnswers): number {
  return investorProfileQuestionIds.reduce(
    (sum, question) => sum + (investorProfileQuestions[question] as readonly string[]).indexOf(answers[question]) + 1,
    0,
  );
}

/**
 * The risk level 1-7 (the strategies' SRRI-like scale) of a score: the 16 scores from 5 to 20 spread evenly over
 * the seven levels (5 → 1, 20 → 7).
 */
export function riskLevelOf(score: number): number {
  return Math.min(7, Math.max(1, Math.floor(((score - 5) * 7) / 16) + 1));
}

export const proposedStrategySchema = z.object({ id: z.number().int(), name: z.string(), risk_level: z.number().int() });

/** `GET/POST admin_partner/clients/{id}/investor_profile`. */
export const investorProfileResponseSchema = z.object({
  answers: investorProfileAnswersSchema.nullable(),
  investor_profile_filled: z.boolean(),
  /** null until answered */
  risk_score: z.number().int().nullable(),
  risk_level: z.number().int().nullable(),
  /** the strategies whose risk level matches the profile's (the level itself and one below), the closest first */
  proposed_strategies: z.array(proposedStrategySchema),
});
export type InvestorProfileResponse = z.infer<typeof investorProfileResponseSchema>;
