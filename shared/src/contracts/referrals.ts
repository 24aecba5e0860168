/**
 * Referrals (docs/clients.md): an adviser makes a link with the fees a client who registers through it gets, sends it by
 * e-mail, and the client registers on the portal's public page; the client lands in the adviser's book.
 */
import { z } from 'zod';
import { nulFree, textSchema } from './common';
import { locales } from './domain';
import { clientEmailSchema, clientPhoneSchema, feeStructureInputSchema, fieldRequiredMessage } from './onboarding';
import { invalidValueMessage } from './statistics';

/** How long a referral link can be used, in days. */
export const REFERRAL_VALIDITY_DAYS = 90;

/** `POST admin_partner/referral`: the fees of the clients who register through the link, and the link's language. */
export const referralBodySchema = feeStructureInputSchema.extend({ language: z.enum(locales) });
export type ReferralBody = z.infer<typeof referralBodySchema>;

export const referralResponseSchema = z.object({
  code: z.string(),
  /** the public registration page, in the referral's language */
  referral_url: z.string(),
  expires_at: z.string(),
});
export type ReferralResponse = z.infer<typeof referralResponseSchema>;

/** A referral code as the API makes them: ten characters of an alphabet without look-alikes. */
export const referralCodeSchema = textSchema()
  .trim()
  .regex(/^[a-z2-9]{10}$/);

/** `POST admin_partner/referral/send_email`. */
export const referralEmailBodySchema = z.object({ referral_code: referralCodeSchema, email: clientEmailSchema });

/** `GET referrals/{code}` (public): who the client registers with. */
export const publicReferralSchema = z.object({
  company_name: z.string(),
  adviser_name: z.string(),
  language: z.enum(locales),
});
export type PublicReferral = z.infer<typeof publicReferralSchema>;
export const referralCodeParamsSchema = z.object({ code: referralCodeSchema });

const name = z
  .string({ error: fieldRequiredMessage })
  .check(nulFree)
  .trim()
  .min(1, { error: fieldRequiredMessage })
  .max(80, { error: invalidValueMessage });

/** `POST referrals/{code}/registration` (public): what a client leaves on the registration page. */
export const referralRegistrationBodySchema = z.object({
  first_name: name,
  last_name: name,
  email: clientEmailSchema,
  phone: clientPhoneSchema,
  language: z.enum(locales, { error: fieldRequiredMessage }),
});
export type ReferralRegistrationBody = z.infer<typeof referralRegistrationBodySchema>;
