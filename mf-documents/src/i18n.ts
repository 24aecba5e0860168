import { addResources } from '@portal/shared/i18n';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it from './locales/it.json';
import './i18n-types';

// Registered when the shell loads this remote's routes, before the first render asks for a key.
addResources('documents', { de, en, fr, it });
