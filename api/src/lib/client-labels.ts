import type { ClientStatus, Locale, LocalizedText, OnboardingProgress } from '@portal/shared/contracts';
import { custodianDisplayName, salutationLabels, transactionKindLabels } from '@portal/shared/contracts';

// the labels of stored codes are the portal's common texts (shared/labels), the same words the screens show
export {
  custodianKindLabels,
  salutationLabels,
  serviceDisplayName,
  serviceKindLabels,
  transactionKindLabels,
} from '@portal/shared/contracts';

/**
 * The words of the files the API writes about clients (the exported list, the PDFs, the inflow workbooks), per
 * language; German is the default. Texts of answers stay in lib/messages.ts.
 */
const L = (de: string, en: string, fr: string, it: string): LocalizedText => ({ de, en, fr, it });

export const statusLabels: Record<ClientStatus, LocalizedText> = {
  pending: L('Ausstehend', 'Pending', 'En attente', 'In sospeso'),
  profile_completed: L('Profil vervollständigt', 'Profile completed', 'Profil complété', 'Profilo completato'),
  onboarded: L('Eröffnet', 'Onboarded', 'Ouvert', 'Aperto'),
  invested: L('Investiert', 'Invested', 'Investi', 'Investito'),
  // docs/clients.md: 'investing' is labelled Invested
  investing: L('Investiert', 'Invested', 'Investi', 'Investito'),
  on_hold: L('Pausiert', 'On hold', 'En suspens', 'In pausa'),
  blocked: L('Gesperrt', 'Blocked', 'Bloqué', 'Bloccato'),
  rejected: L('Abgelehnt', 'Rejected', 'Refusé', 'Rifiutato'),
};

export const progressLabels: Record<OnboardingProgress, LocalizedText> = {
  invitation_not_sent: L('Einladung nicht gesendet', 'Invitation not sent', 'Invitation non envoyée', 'Invito non inviato'),
  invitation_sent: L('Einladung gesendet', 'Invitation sent', 'Invitation envoyée', 'Invito inviato'),
  invitation_accepted: L(
    'Einladung angenommen (Prüfung der Personalien ausstehend)',
    'Invitation accepted (pending personal data validation)',
    'Invitation acceptée (validation des données personnelles en attente)',
    'Invito accettato (verifica dei dati personali in sospeso)',
  ),
  personal_details_validated: L(
    'Personalien geprüft',
    'Personal details validated',
    'Données personnelles validées',
    'Dati personali verificati',
  ),
  bank_validated: L('Bank bestätigt', 'Bank validated', 'Banque validée', 'Banca confermata'),
  onboarding_completed: L('Eröffnung abgeschlossen', 'Onboarding completed', 'Ouverture terminée', 'Apertura completata'),
};

export const categoryKeyLabels: Record<string, LocalizedText> = {
  cash: L('Liquidität', 'Cash', 'Liquidités', 'Liquidità'),
  bonds: L('Obligationen', 'Bonds', 'Obligations', 'Obbligazioni'),
  equities: L('Aktien', 'Equities', 'Actions', 'Azioni'),
  real_estate: L('Immobilien', 'Real estate', 'Immobilier', 'Immobili'),
  commodities: L('Rohstoffe', 'Commodities', 'Matières premières', 'Materie prime'),
  private_equity: L('Private Equity', 'Private equity', 'Private equity', 'Private equity'),
  crypto: L('Kryptowährungen', 'Crypto assets', 'Cryptoactifs', 'Criptovalute'),
  switzerland: L('Schweiz', 'Switzerland', 'Suisse', 'Svizzera'),
  europe: L('Europa', 'Europe', 'Europe', 'Europa'),
  north_america: L('Nordamerika', 'North America', 'Amérique du Nord', 'Nord America'),
  emerging_markets: L('Schwellenländer', 'Emerging markets', 'Marchés émergents', 'Mercati emergenti'),
  global: L('Global', 'Global', 'Mondial', 'Globale'),
  unclassified: L('Ohne Strategie', 'Without strategy', 'Sans stratégie', 'Senza strategia'),
};

export const words = {
  name: L('Name', 'Name', 'Nom', 'Nome'),
  email: L('E-Mail', 'E-mail', 'E-mail', 'E-mail'),
  phone: L('Telefon', 'Phone', 'Téléphone', 'Telefono'),
  services: L('Dienstleistungen', 'Services', 'Services', 'Servizi'),
  clients: L('Kunden', 'Clients', 'Clients', 'Clienti'),
  date: L('Datum', 'Date', 'Date', 'Data'),
  kind: L('Art', 'Type', 'Type', 'Tipo'),
  amount: L('Betrag', 'Amount', 'Montant', 'Importo'),
  description: L('Beschreibung', 'Description', 'Description', 'Descrizione'),
  month: L('Monat', 'Month', 'Mois', 'Mese'),
  deposits: L('Einzahlungen', 'Deposits', 'Versements', 'Versamenti'),
  withdrawals: L('Auszahlungen', 'Withdrawals', 'Retraits', 'Prelievi'),
  fees: L('Gebühren', 'Fees', 'Frais', 'Commissioni'),
  netInflow: L('Nettozufluss', 'Net inflow', 'Afflux net', 'Afflusso netto'),
  total: L('Total', 'Total', 'Total', 'Totale'),
  service: L('Dienstleistung', 'Service', 'Service', 'Servizio'),
  inflows: L('Zuflüsse', 'Inflows', 'Afflux', 'Afflussi'),
  value: L('Wert', 'Value', 'Valeur', 'Valore'),
  weight: L('Anteil', 'Weight', 'Part', 'Quota'),
  yes: L('Ja', 'Yes', 'Oui', 'Sì'),
  no: L('Nein', 'No', 'Non', 'No'),
  notAnswered: L('Nicht beantwortet', 'Not answered', 'Sans réponse', 'Senza risposta'),
} satisfies Record<string, LocalizedText>;

export const label = (text: LocalizedText, locale: Locale) => text[locale] ?? text.de;

/** A transaction kind (`deposit`, `fee`, …) in a language; a kind without a label as it is. */
export const transactionKindLabel = (kind: string, locale: Locale): string =>
  kind in transactionKindLabels ? label(transactionKindLabels[kind as keyof typeof transactionKindLabels], locale) : kind;

/** The custodian bank as a document names it (docs/documents.md): `custodianDisplayName` of a custodians row. */
export const custodianName = (custodian: { name: string; customCustodian: boolean }, ownCustodianName: string | null, locale: Locale) =>
  custodianDisplayName({ name: custodian.name, custom_custodian: custodian.customCustodian }, ownCustodianName, locale);

/** "Keller Martina"-free display: first name then last name. */
export const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** The salutation code (`mr`, `ms`) in a language: Herr, Mr, Monsieur, Signor; none for no or an unknown code. */
export const salutation = (code: string | null, locale: Locale): string | null =>
  code === 'mr' || code === 'ms' ? label(salutationLabels[code], locale) : null;

/** "Herr Reto Zürcher-Gasser", "Monsieur Reto Zürcher-Gasser": the salutation in the language, first and last name. */
export const addressedName = (client: { title: string | null; firstName: string | null; lastName: string | null }, locale: Locale) =>
  [salutation(client.title, locale), client.firstName, client.lastName].filter(Boolean).join(' ');

/** The client's preferred language as an interface language (German when none). */
export function localeOfClient(preferred: string | null): Locale {
  return ({ english: 'en', german: 'de', french: 'fr', italian: 'it' } as const)[preferred as 'english'] ?? 'de';
}

/** Swiss formats: 1’234.50, 25.11.2026. */
export function formatAmount(value: number, locale: Locale, fractionDigits = 2): string {
  const tag = { de: 'de-CH', en: 'en-CH', fr: 'fr-CH', it: 'it-CH' }[locale];
  return new Intl.NumberFormat(tag, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}

export function formatDate(iso: string | Date): string {
  const text = typeof iso === 'string' ? iso : iso.toISOString();
  const [y, m, d] = text.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

export function formatPercent(value: number | null, locale: Locale): string {
  if (value === null) return '–';
  return `${formatAmount(value * 100, locale, 2)} %`;
}
