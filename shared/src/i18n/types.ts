import 'i18next';
import type de from './locales/de.json';
import type charts from '../ui/chart/locales/de.json';

// Namespaces of remotes are added through `ResourceNamespaceMap` in each remote, which merges without conflicts.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
  }
  interface ResourceNamespaceMap {
    common: typeof de;
    charts: typeof charts;
  }
}
