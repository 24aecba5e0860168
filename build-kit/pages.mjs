// The addresses of the sign-in page, with the optional language prefix: the shell's build gives them a light entry
// of their own (dist/login.html, shell/src/sign-in.tsx) and the portal's first page otherwise starts without the
// query client; the gateways (scripts/gateway.mjs, ops/nginx/shell.conf.template) serve login.html there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './registry.mjs';

/** shared/src/i18n/supported.ts: the one list of languages (and the default one) the router and i18next use. */
const supportedSource = (root) => readFileSync(path.join(root, 'shared', 'src', 'i18n', 'supported.ts'), 'utf8');

/** The portal's languages: `['de', 'en', 'fr', 'it']`. */
export function supportedLocales(root = repoRoot) {
  const list = /supportedLocales\s*=\s*\[([^\]]*)\]/.exec(supportedSource(root))?.[1] ?? '';
  return [...list.matchAll(/'([a-z]{2})'/g)].map((match) => match[1]);
}

/** The default language, whose texts every page loads. */
export function defaultLocale(root = repoRoot) {
  return /defaultLocale\b[^=]*=\s*'([a-z]{2})'/.exec(supportedSource(root))?.[1] ?? 'de';
}

/** The language prefixes as a regular expression alternation: `de|en|fr|it`. */
export const localeAlternation = supportedLocales().join('|');

export const signInAddress = String.raw`\/(?:(?:${localeAlternation})\/)?login\/?$`;

/** Whether a request's path (its query left aside) is the sign-in page's. */
export function isSignInPath(url) {
  return new RegExp(`^${signInAddress}`).test(url.split('?')[0] ?? '');
}
