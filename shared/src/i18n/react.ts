/**
 * The part of react-i18next the portal uses. Module Federation shares this module (one i18n context for the shell and
 * every remote) instead of the whole `react-i18next` package, whose shared copy cannot be tree-shaken: `Trans`,
 * `IcuTrans` and their HTML parser, which no page uses, were about 7 KB gz of every page's first load.
 * Import these from here (`@portal/shared/i18n/react`), never from `react-i18next` directly: a remote's own copy would
 * have its own context and no i18n instance (lint: build-kit/eslint/boundaries.mjs).
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
