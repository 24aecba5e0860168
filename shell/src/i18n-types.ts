import 'i18next';
import type de from './locales/de.json';

// Type-checks the keys of the `shell` namespace (react-i18next's multi-namespace pattern, see shared/i18n/types.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    shell: typeof de;
  }
}
