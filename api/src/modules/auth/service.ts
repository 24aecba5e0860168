import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LoginResponse, LoginSuccess, Locale } from '@portal/shared/contracts';
import { passwordRuleMessage, isValidPassword } from '@portal/shared/validation';
import { TooManyRequestsError, UnauthorizedError, UnprocessableError } from '../../lib/errors';
import { mails, t } from '../../lib/messages';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newOpaqueToken, newSecurityCode } from '../../lib/tokens';
import * as repo from './repository';
import type { Mail } from '../../plugins/mailer';
import { toPartnerUser } from './partner-user';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const REMEMBERED_DEVICE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const PASSWORD_RESET_JOB = 'password_reset';
/** reset links one account gets within RESET_MAIL_WINDOW_MS; further requests are answered alike and send nothing */
export const RESET_MAILS_PER_WINDOW = 3;
export const RESET_MAIL_WINDOW_MS = 15 * 60 * 1000;
/**
 * The code hash of a decoy challenge: what a sign-in inside the throttle's wait gets for a wrong password. No code
 * hashes to it (hashToken gives hex), and no code is sent for it, so it behaves like a challenge whose codes are all
 * wrong: the answer does not tell a right password from a wrong one.
 */
const DECOY = 'decoy:';

export type LoginOutcome = { response: LoginResponse; rememberedDeviceToken?: string };

/** The sign-in, token and password-reset flows of docs/architecture-contracts.md. */
export function createAuthService(app: FastifyInstance) {
  const db = app.db;
  const now = () => app.now();

  async function issueTokens(userId: number, familyId: string = randomUUID()) {
    const refreshToken = newOpaqueToken();
    await repo.insertRefreshToken(db, {
      partnerUserId: userId,
      tokenHash: hashToken(refreshToken),
      familyId,
      expiresAt: new Date(now().getTime() + REFRESH_TOKEN_TTL_MS),
    });
    const accessToken = await app.accessTokens.sign({ userId, familyId });
    return { access_token: accessToken, refresh_token: refreshToken, expires_in: app.accessTokens.ttl };
  }

  /** A new access token for a refresh token that is already stored (the successor of a rotation). */
  async function issueAccess(userId: number, familyId: string, refreshToken: string) {
    const accessToken = await app.accessTokens.sign({ userId, familyId });
    return { access_token: accessToken, refresh_token: refreshToken, expires_in: app.accessTokens.ttl };
  }

  async function success(user: repo.UserWithCompany, locale: Locale | undefined): Promise<LoginSuccess> {
    return {
      status: 'success',
      partner_user: toPartnerUser(user),
      tokens: await issueTokens(user.id),
      available_modules: user.visibleModules,
      message: t('loginSuccess', locale ?? user.language),
    };
  }

  async function sendCode(user: repo.UserWithCompany, code: string): Promise<void> {
    await app.mailer.send({ to: user.email, ...mails.securityCode[user.language](code) });
  }

  /** A challenge that belongs to this e-mail and is neither used nor expired, or the error to answer. */
  async function openChallenge(email: string, tempToken: string, locale: Locale | undefined) {
    const challenge = await repo.findChallenge(db, hashToken(tempToken));
    const user = challenge ? await repo.findUserById(db, challenge.partnerUserId) : null;
    if (!challenge || !user || user.email !== email.toLowerCase() || challenge.usedAt) {
      throw new UnauthorizedError(t('loginExpired', locale ?? user?.language));
    }
    return { challenge, user, language: locale ?? user.language };
  }

  return {
    async login(input: {
      email: string;
      password: string;
      rememberDevice: boolean;
      deviceCookie?: string;
      /** the account is under guessing (login throttle): a right password needs the e-mailed code as well */
      stepUp?: boolean;
      /**
       * The attempt fell into the throttle's wait: no verdict. The answer is a step-up whether or not the password is
       * right; only a right one gets a real challenge and its code by e-mail, so the owner still signs in.
       */
      conceal?: boolean;
      /** The language of the answer's texts (the page's); the user's saved language without it. */
      locale?: Locale;
    }): Promise<LoginOutcome> {
      const user = await repo.findUserByEmail(db, input.email);
      const valid = await verifyPassword(user?.passwordHash, input.password);
      if (input.conceal) {
        const tempToken = newOpaqueToken();
        const code = newSecurityCode();
        if (user) {
          await repo.insertChallenge(db, {
            partnerUserId: user.id,
            tempTokenHash: hashToken(tempToken),
            codeHash: valid ? hashToken(code) : DECOY + newOpaqueToken(),
            expiresAt: new Date(now().getTime() + CODE_TTL_MS),
            rememberDevice: input.rememberDevice,
          });
          if (valid) await sendCode(user, code);
        }
        // the request's language only: the user's own would tell that the account exists
        return { response: { status: '2fa_required', temp_token: tempToken, message: t('codeSent', input.locale) } };
      }
      // Not the user's language: the answer must not tell whether the account exists.
      if (!user || !valid) throw new UnauthorizedError(t('invalidCredentials', input.locale));

      if (user.twoFactor === 'email' || input.stepUp) {
        const remembered =
          input.deviceCookie !== undefined && (await repo.findValidRememberedDevice(db, user.id, hashToken(input.deviceCookie), now()));
        if (!remembered) {
          const tempToken = newOpaqueToken();
          const code = newSecurityCode();
          await repo.insertChallenge(db, {
            partnerUserId: user.id,
            tempTokenHash: hashToken(tempToken),
            codeHash: hashToken(code),
            expiresAt: new Date(now().getTime() + CODE_TTL_MS),
            rememberDevice: input.rememberDevice,
          });
          await sendCode(user, code);
          return { response: { status: '2fa_required', temp_token: tempToken, message: t('codeSent', input.locale ?? user.language) } };
        }
      }
      return { response: await success(user, input.locale) };
    },

    /** The remembered-device cookie belongs to this account and is still valid. */
    async isRememberedDevice(email: string, deviceCookie: string): Promise<boolean> {
      const user = await repo.findUserByEmail(db, email);
      return !!user && !!(await repo.findValidRememberedDevice(db, user.id, hashToken(deviceCookie), now()));
    },

    async verifyCode(input: {
      email: string;
      tempToken: string;
      code: string;
      rememberDevice: boolean;
      userAgent?: string;
      locale?: Locale;
    }) {
      const { challenge, user, language } = await openChallenge(input.email, input.tempToken, input.locale);
      if (challenge.expiresAt <= now()) {
        throw new UnprocessableError(t('codeExpired', language), [{ field: 'code', message: t('codeExpired', language) }]);
      }
      // Count first, in one statement, then compare: of parallel codes on one challenge only MAX_CODE_ATTEMPTS are
      // compared at all. The count is the challenge's own: a made-up temp_token is no challenge and counts nowhere.
      const attempt = await repo.claimCodeAttempt(db, challenge.id, MAX_CODE_ATTEMPTS);
      if (attempt === null) throw new TooManyRequestsError(t('tooManyAttempts', language));
      if (hashToken(input.code) !== challenge.codeHash) {
        throw new UnauthorizedError(t(attempt >= MAX_CODE_ATTEMPTS ? 'tooManyAttempts' : 'wrongCode', language));
      }
      if (!(await repo.useChallenge(db, challenge.id, now()))) throw new UnauthorizedError(t('loginExpired', language));

      let rememberedDeviceToken: string | undefined;
      if (input.rememberDevice || challenge.rememberDevice) {
        rememberedDeviceToken = newOpaqueToken();
        await repo.insertRememberedDevice(db, {
          partnerUserId: user.id,
          tokenHash: hashToken(rememberedDeviceToken),
          expiresAt: new Date(now().getTime() + REMEMBERED_DEVICE_TTL_MS),
          userAgent: input.userAgent?.slice(0, 300) ?? null,
        });
      }
      return { response: await success(user, input.locale), rememberedDeviceToken };
    },

    async resendCode(input: { email: string; tempToken: string; locale?: Locale }): Promise<string> {
      const { challenge, user, language } = await openChallenge(input.email, input.tempToken, input.locale);
      const code = newSecurityCode();
      // a decoy stays one, and nobody gets a code for it
      const decoy = challenge.codeHash.startsWith(DECOY);
      await repo.renewChallengeCode(
        db,
        challenge.id,
        decoy ? DECOY + newOpaqueToken() : hashToken(code),
        new Date(now().getTime() + CODE_TTL_MS),
      );
      if (!decoy) await sendCode(user, code);
      return t('codeResent', language);
    },

    /**
     * Rotation: the presented token is spent and its successor issued. Presenting a spent token again revokes the
     * whole family, except within the grace window (REFRESH_GRACE_SECONDS) after its rotation: then it yields the
     * same successor (and a new access token), since that is what two tabs or parallel requests refreshing with one
     * token do. The successor is derived from the token (`refreshSuccessor`), so it need not be stored.
     */
    async refresh(refreshToken: string, locale?: Locale) {
      // nobody is signed in: the request's language, else German (docs/messages.md), never the token owner's
      const message = t('sessionExpired', locale);
      const row = await repo.findRefreshToken(db, hashToken(refreshToken));
      if (!row) throw new UnauthorizedError(message, 'unknown');
      if (row.revokedAt) throw new UnauthorizedError(message, 'revoked');
      if (!row.rotatedAt && row.expiresAt <= now()) throw new UnauthorizedError(message, 'unknown');
      const successor = app.accessTokens.refreshSuccessor(refreshToken);
      // The claim and the successor commit together: a parallel request that finds the token rotated finds its successor.
      const rotated =
        !row.rotatedAt &&
        (await db.transaction(async (tx) => {
          if (!(await repo.markRefreshTokenRotated(tx, row.id, now()))) return false;
          await repo.insertRefreshToken(tx, {
            partnerUserId: row.partnerUserId,
            tokenHash: hashToken(successor),
            familyId: row.familyId,
            expiresAt: new Date(now().getTime() + REFRESH_TOKEN_TTL_MS),
          });
          return true;
        }));
      if (rotated) return issueAccess(row.partnerUserId, row.familyId, successor);

      const current = await repo.findRefreshToken(db, hashToken(refreshToken));
      const graceMs = app.config.refreshGraceSeconds * 1000;
      if (current?.rotatedAt && !current.revokedAt && now().getTime() - current.rotatedAt.getTime() <= graceMs) {
        // Within the window the chain may have moved on already (a third tab): follow it to its live end.
        let token = successor;
        for (let step = 0; step < 5; step++) {
          const next = await repo.findRefreshToken(db, hashToken(token));
          if (!next || next.revokedAt || next.familyId !== current.familyId) break;
          if (!next.rotatedAt) return issueAccess(next.partnerUserId, next.familyId, token);
          if (now().getTime() - next.rotatedAt.getTime() > graceMs) break;
          token = app.accessTokens.refreshSuccessor(token);
        }
      }
      await repo.revokeFamily(db, row.familyId, now());
      app.accessCache.forgetFamily(row.familyId);
      app.log.warn({ userId: row.partnerUserId, familyId: row.familyId }, 'refresh token reused: family revoked');
      throw new UnauthorizedError(message, 'revoked');
    },

    async logout(refreshToken: string | undefined, familyId: string | undefined): Promise<void> {
      const row = refreshToken ? await repo.findRefreshToken(db, hashToken(refreshToken)) : null;
      const family = row?.familyId ?? familyId;
      if (family) {
        await repo.revokeFamily(db, family, now());
        app.accessCache.forgetFamily(family);
      }
    },

    /**
     * Always the same answer, and the same work, whether or not the address has an account: the request only queues a
     * `password_reset` job; the mail worker looks the address up and writes the link (`passwordResetMail`). So neither
     * the answer nor its timing tells anyone which e-mails have an account.
     */
    async requestPasswordReset(email: string, locale: Locale | undefined): Promise<string> {
      await app.mailer.enqueue(PASSWORD_RESET_JOB, email.toLowerCase(), { locale: locale ?? null });
      return t('resetRequested', locale ?? 'de');
    },

    /** The worker's half of the reset request: a new link for a known address (earlier links end), nothing otherwise. */
    async passwordResetMail(job: { to: string; payload: unknown }): Promise<Mail | null> {
      const user = await repo.findUserByEmail(db, job.to);
      if (!user) return null;
      // Requests for one address beyond a few in the window send nothing (the request was answered alike) and keep
      // the newest link of the window valid: nobody can flood an inbox or spend the owner's link by asking for more.
      const recent = await repo.countRecentResetTokens(db, user.id, RESET_MAIL_WINDOW_MS);
      if (recent >= RESET_MAILS_PER_WINDOW) return null;
      const requested = (job.payload as { locale?: Locale | null } | null)?.locale;
      const language = requested ?? user.language;
      const token = newOpaqueToken();
      await repo.insertPasswordResetToken(
        db,
        {
          partnerUserId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(now().getTime() + RESET_TOKEN_TTL_MS),
        },
        now(),
      );
      const url = new URL(`/reset-password?token=${token}`, app.config.publicUrl).toString();
      return { to: user.email, ...mails.passwordReset[language](url) };
    },

    /** Throws the invalid-link error for a spent or expired link, so that the page says so before anyone types. */
    async checkResetLink(token: string, locale?: Locale): Promise<void> {
      const row = await repo.findUsablePasswordResetToken(db, hashToken(token), now());
      if (!row) throw new UnprocessableError(t('resetLinkInvalid', locale), [{ field: 'token', message: t('resetLinkInvalid', locale) }]);
    },

    async resetPassword(token: string, password: string, locale?: Locale): Promise<string> {
      // the body schema checks the rule too; this guards callers that skip it
      if (!isValidPassword(password))
        throw new UnprocessableError(passwordRuleMessage, [{ field: 'password', message: passwordRuleMessage }]);
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const row = await repo.consumePasswordResetToken(tx, hashToken(token), now());
        if (!row) return null;
        await repo.updatePasswordHash(tx, row.partnerUserId, passwordHash);
        // any other link of the user, even one requested at the same moment, is spent with this reset
        await repo.invalidatePasswordResetTokens(tx, row.partnerUserId, now());
        // a new password ends every session that the old one opened
        await repo.revokeAllOfUser(tx, row.partnerUserId, now());
        return row.partnerUserId;
      });
      if (userId === null) {
        throw new UnprocessableError(t('resetLinkInvalid', locale), [{ field: 'token', message: t('resetLinkInvalid', locale) }]);
      }
      app.accessCache.forgetFamiliesOf(userId);
      app.accessCache.forgetUser(userId);
      const user = await repo.findUserById(db, userId);
      return t('passwordChanged', locale ?? user?.language);
    },

    async verifyEmail(token: string, locale?: Locale): Promise<string> {
      const row = await repo.consumeEmailVerificationToken(db, hashToken(token), now());
      if (!row) throw new UnprocessableError(t('resetLinkInvalid', locale), [{ field: 'token', message: t('resetLinkInvalid', locale) }]);
      await repo.markEmailVerified(db, row.partnerUserId, now());
      const user = await repo.findUserById(db, row.partnerUserId);
      return t('emailVerified', locale ?? user?.language);
    },
  };
}
