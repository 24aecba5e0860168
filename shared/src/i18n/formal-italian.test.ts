import italian from './locales/it.json';

/** Every text of a catalogue, with its key. */
function texts(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value as object, `${prefix}${key}.`),
  );
}

// The informal address: the pronouns and possessives of "tu", its verb forms ("sei", "puoi") and the tu-imperatives a
// user interface tends to use ("Riprova", "Inserisci"). Buttons take the infinitive ("Riprovare"), sentences "Lei".
const INFORMAL =
  /\b(tu|tuo|tua|tuoi|tue|ti|sei|puoi|hai|vuoi|devi|riprova|inserisci|scegli|accedi|torna|chiudi|salva|annulla|conferma|apri|ricarica|rimuovi|richiedine|imposta|invia|vai)\b/i;

describe('Italian texts (shared)', () => {
  it('address the user formally throughout', () => {
    expect(texts(italian).filter(([, text]) => INFORMAL.test(text))).toEqual([]);
  });
});
