import { addResources } from '@portal/shared/i18n';
import type de from '../locales/client-extras/de.json';
import deTexts from '../locales/client-extras/de.json';
import en from '../locales/client-extras/en.json';
import fr from '../locales/client-extras/fr.json';
import it from '../locales/client-extras/it.json';

// The texts of the export, admin actions, documents, portfolio overview and reports: one namespace of their own, so
// that the list and detail pages' namespace stays theirs. Registered when the first of these features loads.
addResources('clientExtras', { de: deTexts, en, fr, it });

declare module 'i18next' {
  interface ResourceNamespaceMap {
    clientExtras: typeof de;
  }
}

export const clientExtrasNamespace = 'clientExtras';
