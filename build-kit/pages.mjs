// The addresses of the sign-in page, with the optional language prefix: the shell's build gives them a light entry
// of their own (dist/login.html, shell/src/sign-in.tsx) and the portal's first page otherwise starts without the
// query client; the gateways (scripts/gateway.mjs, ops/nginx/shell.conf.template) serve login.html there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './registry.mjs';

/** The portal's languages, read from shared/src/i18n/supported.ts (the one list the router and i18next use). */
export function supportedLocales(root = repoRoot) {
  const source = readFileSync(path.join(root, 'shared', 'src', 'i18n', 'supported.ts'), 'utf8');
  const list = /supportedLocales\s*=\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([a-z]{2})'/g)].map((match) => match[1]);
}

/** The default language (`defaultLocale` of shared/src/i18n/supported.ts), whose texts every page loads. */
export function defaultLocale(root = repoRoot) {
  const source = readFileSync(path.join(root, 'shared', 'src', 'i18n', 'supported.ts'), 'utf8');
  return /defaultLocale\b[^=]*=\s*'([a-z]{2})'/.exec(source)?.[1] ?? 'de';
}

/** The language prefixes as a regular expression alternation: `de|en|fr|it`. */
export const localeAlternation = supportedLocales().join('|');

export const signInAddress = String.raw`\/(?:(?:${localeAlternation})\/)?login\/?$`;

/** Whether a request's path (its query left aside) is the sign-in page's. */
export function isSignInPath(url) {
  return new RegExp(`^${signInAddress}`).test(url.split('?')[0] ?? '');
}
