import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { requestLocale } from '../../lib/request-locale';
import { hashToken } from '../../lib/tokens';
import { REFRESH_TOKEN_TTL_MS, REMEMBERED_DEVICE_TTL_MS } from './service';

export const REMEMBERED_DEVICE_COOKIE = 'remembered_device';
/**
 * The refresh token, for the browser: HttpOnly (no script reads it), Secure (browsers accept it on http://localhost,
 * which counts as a secure context), SameSite=Strict and sent only to the authorization calls (refresh and logout).
 * The access token lives in the page's memory only. API clients that are not browsers keep using the bodies.
 */
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
export const AUTHORIZATION_PATH = '/api/v1/admin_partner/authorization';

const tooManyMessage = (request: FastifyRequest) => t('tooManyRequests', requestLocale(request));

/** The HTTP side of the sign-in routes: their rate limits, the no-store header and the cookies they set. */
export function authHttp(app: FastifyInstance) {
  const perIp = (max: number, timeWindow: string) =>
    app.rateLimit({
      max,
      timeWindow,
      hook: 'preHandler',
      keyGenerator: (request) => `ip:${request.routeOptions.url}:${request.ip}`,
      errorResponseBuilder: (request) => ({ statusCode: 429, message: tooManyMessage(request) }),
    });
  // Keyed on the temp_token of the body (the sign-in attempt, not the account: anyone can name an e-mail), hence after
  // parsing. The plugin runs one of its own handlers per request, so this second limit is checked through createRateLimit.
  const perChallenge = (max: number, timeWindow: string) => {
    const limit = app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request: FastifyRequest) =>
        `challenge:${request.routeOptions.url}:${hashToken(String((request.body as { temp_token?: string } | undefined)?.temp_token ?? ''))}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new TooManyRequestsError(tooManyMessage(request));
      }
    };
  };

  // Answers that carry tokens are never stored by a browser or a proxy (RFC 6749 §5.1).
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    reply.header('pragma', 'no-cache');
  };

  const cookiePath = AUTHORIZATION_PATH;
  const refreshCookieOptions = {
    path: cookiePath,
    httpOnly: true,
    secure: true,
    sameSite: 'strict' as const,
    maxAge: REFRESH_TOKEN_TTL_MS / 1000,
  };
  const setRefreshCookie = (reply: FastifyReply, tokens: { refresh_token?: string }) => {
    if (tokens.refresh_token) reply.setCookie(REFRESH_TOKEN_COOKIE, tokens.refresh_token, refreshCookieOptions);
  };
  const setDeviceCookie = (token: string) => ({
    path: cookiePath,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.nodeEnv === 'production',
    maxAge: REMEMBERED_DEVICE_TTL_MS / 1000,
    value: token,
  });

  return { perIp, perChallenge, noStore, cookiePath, setRefreshCookie, setDeviceCookie };
}
