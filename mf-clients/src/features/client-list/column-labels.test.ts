import { clientListColumnLabels } from '@portal/shared/contracts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import italian from '../../locales/it.json';

// The export writes the headings of the list as the screen shows them (docs/clients.md): one set of words.
describe('the client list headings', () => {
  it.each([
    ['de', de],
    ['en', en],
    ['fr', fr],
    ['it', italian],
  ] as const)('%s: the screen and the export say the same', (locale, texts) => {
    const { email, ...onScreen } = clientListColumnLabels;
    expect(email[locale]).toBeTruthy();
    expect(texts.list.columns).toEqual(Object.fromEntries(Object.entries(onScreen).map(([key, text]) => [key, text[locale]])));
  });
});
