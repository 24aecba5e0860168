import './i18n-types';
import { addResources } from '@portal/shared/i18n';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it from './locales/it.json';

/** The `shell` namespace: texts of the layout, the sign-in screens and the settings page. */
export function registerShellResources() {
  addResources('shell', { de, en, fr, it });
}
