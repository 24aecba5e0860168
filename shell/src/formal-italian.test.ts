import italian from './locales/it.json';

function texts(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value as object, `${prefix}${key}.`),
  );
}

// As in shared/src/i18n/formal-italian.test.ts: "tu" forms and the tu-imperatives of a user interface.
const INFORMAL =
  /\b(tu|tuo|tua|tuoi|tue|ti|sei|puoi|hai|vuoi|devi|riprova|inserisci|scegli|accedi|torna|chiudi|salva|annulla|conferma|apri|ricarica|rimuovi|richiedine|imposta|invia|vai|espandi|comprimi|ricorda)\b/i;

describe('Italian texts (shell)', () => {
  it('address the user formally throughout', () => {
    expect(texts(italian).filter(([, text]) => INFORMAL.test(text))).toEqual([]);
  });
});
