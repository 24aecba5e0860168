import {
  accountUsageMessage,
  answerRequiredMessage,
  bankRequiredMessage,
  ownCustodianNameRequiredMessage,
  emailInvalidMessage,
  fieldRequiredMessage,
  invalidValueMessage,
  isinDuplicateMessage,
  isinMessage,
  noExamplePortfolioMessage,
  nulMessage,
  phoneInvalidMessage,
  portfolioAnalysisMinimumMessage,
  weightDecimalsMessage,
  weightSumMessage,
  zipInvalidMessage,
  taxAmountMessage,
  taxLocationRequiredMessage,
  taxUnknownMunicipalityMessage,
  taxUnknownZipMessage,
  taxYearMessage,
  taxBirthDateMessage,
  taxBirthDateRequiredMessage,
  type Locale,
} from '@portal/shared/contracts';
import {
  ahvCheckDigitMessage,
  ahvFormatMessage,
  buyInFullContributionMessage,
  buyInMaximumMessage,
  buyInNotYetMessage,
  earnedIncomeRequiredMessage,
  fileTooLargeMessage,
  minimumAgeMessage,
  nationalityRequiredMessage,
  passwordMismatchMessage,
  passwordRuleMessage,
  pillar3aMaximumMessage,
  portfolioLimitMessage,
  securityCodeMessage,
  tooLongLimitOf,
  tooLongMessage,
  vestedBenefitsContributionMessage,
  weightRequiredMessage,
} from '@portal/shared/validation';

/** The server's own texts, per interface language (German is the default and the fallback). */
const messages = {
  tooManyRequests: {
    de: 'Zu viele Versuche. Bitte warten Sie einen Moment.',
    en: 'Too many attempts. Please wait a moment.',
    fr: 'Trop de tentatives. Veuillez patienter un instant.',
    it: 'Troppi tentativi. Attenda un momento, per favore.',
  },
  sessionExpired: {
    de: 'Die Sitzung ist abgelaufen.',
    en: 'The session has expired.',
    fr: 'La session a expiré.',
    it: 'La sessione è scaduta.',
  },
  loginSuccess: {
    de: 'Erfolgreich angemeldet.',
    en: 'Signed in successfully.',
    fr: 'Connexion réussie.',
    it: 'Accesso effettuato.',
  },
  codeSent: {
    de: 'Ein Sicherheitscode wurde an Ihre E-Mail-Adresse gesendet.',
    en: 'A security code has been sent to your e-mail address.',
    fr: 'Un code de sécurité a été envoyé à votre adresse e-mail.',
    it: 'Un codice di sicurezza è stato inviato al suo indirizzo e-mail.',
  },
  codeResent: {
    de: 'Ein neuer Sicherheitscode wurde an Ihre E-Mail-Adresse gesendet.',
    en: 'A new security code has been sent to your e-mail address.',
    fr: 'Un nouveau code de sécurité a été envoyé à votre adresse e-mail.',
    it: 'Un nuovo codice di sicurezza è stato inviato al suo indirizzo e-mail.',
  },
  invalidCredentials: {
    de: 'E-Mail oder Passwort ist falsch.',
    en: 'The e-mail or password is wrong.',
    fr: "L'e-mail ou le mot de passe est incorrect.",
    it: "L'e-mail o la password non sono corretti.",
  },
  wrongCode: {
    de: 'Der Sicherheitscode ist falsch.',
    en: 'The security code is wrong.',
    fr: 'Le code de sécurité est incorrect.',
    it: 'Il codice di sicurezza non è corretto.',
  },
  codeExpired: {
    de: 'Der Sicherheitscode ist abgelaufen. Bitte fordern Sie einen neuen Code an.',
    en: 'The security code has expired. Please request a new code.',
    fr: 'Le code de sécurité a expiré. Veuillez demander un nouveau code.',
    it: 'Il codice di sicurezza è scaduto. Richieda un nuovo codice.',
  },
  tooManyAttempts: {
    de: 'Zu viele falsche Eingaben. Bitte fordern Sie einen neuen Code an.',
    en: 'Too many wrong attempts. Please request a new code.',
    fr: 'Trop de tentatives erronées. Veuillez demander un nouveau code.',
    it: 'Troppi tentativi errati. Richieda un nuovo codice.',
  },
  loginExpired: {
    de: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
    en: 'The sign-in has expired. Please sign in again.',
    fr: 'La connexion a expiré. Veuillez vous reconnecter.',
    it: "L'accesso è scaduto. Effettui di nuovo l'accesso.",
  },
  resetRequested: {
    de: 'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet.',
    en: 'If an account with this e-mail address exists, we have sent you a link to reset your password.',
    fr: 'Si un compte existe avec cette adresse e-mail, nous vous avons envoyé un lien pour réinitialiser votre mot de passe.',
    it: 'Se esiste un account con questo indirizzo e-mail, le abbiamo inviato un link per reimpostare la password.',
  },
  passwordChanged: {
    de: 'Ihr Passwort wurde geändert.',
    en: 'Your password has been changed.',
    fr: 'Votre mot de passe a été modifié.',
    it: 'La sua password è stata modificata.',
  },
  resetLinkInvalid: {
    de: 'Der Link ist ungültig oder abgelaufen.',
    en: 'The link is invalid or has expired.',
    fr: 'Le lien est invalide ou a expiré.',
    it: 'Il link non è valido o è scaduto.',
  },
  emailVerified: {
    de: 'Ihre E-Mail-Adresse wurde bestätigt.',
    en: 'Your e-mail address has been confirmed.',
    fr: 'Votre adresse e-mail a été confirmée.',
    it: 'Il suo indirizzo e-mail è stato confermato.',
  },
  companyStatisticsForbidden: {
    de: 'Sie sind nicht berechtigt, die Zahlen der ganzen Partnerfirma zu sehen.',
    en: 'You are not allowed to see the figures of the whole partner company.',
    fr: "Vous n'êtes pas autorisé à voir les chiffres de toute la société partenaire.",
    it: "Non è autorizzato a vedere le cifre dell'intera società partner.",
  },
  clientNotFound: {
    de: 'Kunde nicht gefunden.',
    en: 'Client not found.',
    fr: 'Client introuvable.',
    it: 'Cliente non trovato.',
  },
  unknownBank: {
    de: 'Diese Bank ist nicht bekannt.',
    en: 'This bank is not known.',
    fr: "Cette banque n'est pas connue.",
    it: 'Questa banca non è nota.',
  },
  bankFirst: {
    de: 'Bitte speichern Sie zuerst die Bankdaten.',
    en: 'Please save the bank data first.',
    fr: "Veuillez d'abord enregistrer les données bancaires.",
    it: 'Salvi prima i dati bancari.',
  },
  serviceNotFound: {
    de: 'Dienstleistung nicht gefunden.',
    en: 'Service not found.',
    fr: 'Prestation introuvable.',
    it: 'Servizio non trovato.',
  },
  operatorOnly: {
    de: 'Diese Aktion ist internen Operatoren vorbehalten.',
    en: 'This action is reserved for internal operators.',
    fr: 'Cette action est réservée aux opérateurs internes.',
    it: 'Questa azione è riservata agli operatori interni.',
  },
  deleteNameMismatch: {
    de: 'Der eingegebene Name stimmt nicht mit dem Namen des Kunden überein.',
    en: 'The name typed does not match the client’s name.',
    fr: 'Le nom saisi ne correspond pas au nom du client.',
    it: 'Il nome inserito non corrisponde al nome del cliente.',
  },
  actionNotAllowed: {
    de: 'Diese Aktion ist im aktuellen Status des Kunden nicht möglich.',
    en: 'This action is not possible in the client’s current status.',
    fr: 'Cette action n’est pas possible dans le statut actuel du client.',
    it: 'Questa azione non è possibile nello stato attuale del cliente.',
  },
  clientDeleted: {
    de: 'Der Kunde wurde gelöscht.',
    en: 'The client has been deleted.',
    fr: 'Le client a été supprimé.',
    it: 'Il cliente è stato eliminato.',
  },
  documentNotAvailable: {
    de: 'Dieses Dokument ist für diesen Kunden nicht verfügbar.',
    en: 'This document is not available for this client.',
    fr: 'Ce document n’est pas disponible pour ce client.',
    it: 'Questo documento non è disponibile per questo cliente.',
  },
  reportNotFound: {
    de: 'Der Bericht wurde nicht gefunden.',
    en: 'The report was not found.',
    fr: 'Le rapport est introuvable.',
    it: 'Il rapporto non è stato trovato.',
  },
  reportNotFailed: {
    de: 'Nur ein fehlgeschlagener Bericht kann erneut angefordert werden.',
    en: 'Only a report that failed can be requested again.',
    fr: 'Seul un rapport en échec peut être demandé à nouveau.',
    it: 'Solo un rapporto non riuscito può essere richiesto di nuovo.',
  },
  reportNotReady: {
    de: 'Der Bericht wird noch erstellt.',
    en: 'The report is still being prepared.',
    fr: 'Le rapport est encore en préparation.',
    it: 'Il rapporto è ancora in preparazione.',
  },
  exportTooLarge: {
    de: 'Zu viele Kunden für einen Export. Bitte schränken Sie die Liste mit Filtern ein.',
    en: 'Too many clients for one export. Please narrow the list with filters.',
    fr: 'Trop de clients pour un export. Veuillez restreindre la liste avec des filtres.',
    it: 'Troppi clienti per un’esportazione. Restringa l’elenco con i filtri.',
  },
  adviserFilterForbidden: {
    de: 'Sie sind nicht berechtigt, nach Beratern zu filtern.',
    en: 'You are not allowed to filter by adviser.',
    fr: "Vous n'êtes pas autorisé à filtrer par conseiller.",
    it: 'Non è autorizzato a filtrare per consulente.',
  },
  unauthorized: {
    de: 'Nicht angemeldet.',
    en: 'Not signed in.',
    fr: 'Non connecté.',
    it: 'Accesso non effettuato.',
  },
  moduleForbidden: {
    de: 'Dieses Modul ist für Ihr Konto nicht freigeschaltet.',
    en: 'This module is not enabled for your account.',
    fr: "Ce module n'est pas activé pour votre compte.",
    it: 'Questo modulo non è abilitato per il suo account.',
  },
  documentLanguageNotFound: {
    de: 'Dieses Dokument gibt es nicht in dieser Sprache.',
    en: 'This document does not exist in this language.',
    fr: "Ce document n'existe pas dans cette langue.",
    it: 'Questo documento non esiste in questa lingua.',
  },
  invoiceNotFound: {
    de: 'Rechnung nicht gefunden.',
    en: 'Invoice not found.',
    fr: 'Facture introuvable.',
    it: 'Fattura non trovata.',
  },
  featurePromptNotFound: {
    de: 'Hinweis nicht gefunden.',
    en: 'Notice not found.',
    fr: 'Annonce introuvable.',
    it: 'Avviso non trovato.',
  },
  invalidInput: {
    de: 'Die Eingaben sind ungültig.',
    en: 'The input is invalid.',
    fr: 'Les données saisies ne sont pas valides.',
    it: 'I dati inseriti non sono validi.',
  },
  routeNotFound: {
    de: 'Diese Adresse gibt es nicht.',
    en: 'This address does not exist.',
    fr: "Cette adresse n'existe pas.",
    it: 'Questo indirizzo non esiste.',
  },
  badRequest: {
    de: 'Die Anfrage ist fehlerhaft.',
    en: 'The request is malformed.',
    fr: 'La requête est mal formée.',
    it: 'La richiesta non è valida.',
  },
  payloadTooLarge: {
    de: 'Die Anfrage ist zu gross.',
    en: 'The request is too large.',
    fr: 'La requête est trop volumineuse.',
    it: 'La richiesta è troppo grande.',
  },
  unsupportedMediaType: {
    de: 'Dieses Format wird nicht unterstützt.',
    en: 'This format is not supported.',
    fr: "Ce format n'est pas pris en charge.",
    it: 'Questo formato non è supportato.',
  },
  requestFailed: {
    de: 'Die Anfrage konnte nicht bearbeitet werden.',
    en: 'The request could not be processed.',
    fr: "La requête n'a pas pu être traitée.",
    it: 'Non è stato possibile elaborare la richiesta.',
  },
  // the validation rules (docs/onboarding.md), whose German texts `@portal/shared` validation holds (see sharedMessageKeys below)
  passwordRule: {
    de: passwordRuleMessage,
    en: 'The password must have at least 8 characters, a digit, and a lower-case and an upper-case letter.',
    fr: 'Le mot de passe doit comporter au moins 8 caractères, un chiffre, une minuscule et une majuscule.',
    it: 'La password deve avere almeno 8 caratteri, una cifra, una lettera minuscola e una maiuscola.',
  },
  passwordMismatch: {
    de: passwordMismatchMessage,
    en: 'The passwords do not match.',
    fr: 'Les mots de passe ne correspondent pas.',
    it: 'Le password non corrispondono.',
  },
  securityCodeFormat: {
    de: securityCodeMessage,
    en: 'The security code consists of 6 digits.',
    fr: 'Le code de sécurité se compose de 6 chiffres.',
    it: 'Il codice di sicurezza è composto da 6 cifre.',
  },
  minimumAge: {
    de: 'Das Geburtsdatum ist ungültig (die Person muss mindestens 18 Jahre alt sein)',
    en: minimumAgeMessage,
    fr: "La date de naissance n'est pas valable (la personne doit avoir au moins 18 ans)",
    it: 'La data di nascita non è valida (la persona deve avere almeno 18 anni)',
  },
  nationalityRequired: {
    de: nationalityRequiredMessage,
    en: 'Please select at least one nationality.',
    fr: 'Veuillez choisir au moins une nationalité.',
    it: 'Selezioni almeno una nazionalità.',
  },
  ahvFormat: {
    de: ahvFormatMessage,
    en: 'Wrong format of the AHV number',
    fr: 'Format du numéro AVS incorrect',
    it: 'Formato del numero AVS errato',
  },
  ahvCheckDigit: {
    de: ahvCheckDigitMessage,
    en: 'The check digit of the AHV number is wrong.',
    fr: 'Le chiffre de contrôle du numéro AVS est faux.',
    it: 'La cifra di controllo del numero AVS è errata.',
  },
  fileUnpackedTooLarge: {
    de: 'Die Datei ist entpackt zu gross oder besteht aus zu vielen Teilen. Bitte laden Sie einen kleineren Auszug hoch.',
    en: 'The file is too large once unpacked or has too many parts. Please upload a smaller extract.',
    fr: 'Le fichier est trop volumineux une fois décompressé ou compte trop de parties. Veuillez télécharger un extrait plus petit.',
    it: 'Il file è troppo grande una volta decompresso o ha troppe parti. Carichi un estratto più piccolo, per favore.',
  },
  fileTooComplex: {
    de: 'Die Datei hat zu viele Zeilen oder Zellen oder lässt sich nicht in nützlicher Zeit lesen. Bitte laden Sie einen kleineren Auszug hoch.',
    en: 'The file has too many rows or cells or cannot be read in reasonable time. Please upload a smaller extract.',
    fr: 'Le fichier compte trop de lignes ou de cellules ou ne peut pas être lu dans un délai raisonnable. Veuillez télécharger un extrait plus petit.',
    it: 'Il file ha troppe righe o celle o non può essere letto in tempi ragionevoli. Carichi un estratto più piccolo, per favore.',
  },
  tooManyUploads: {
    de: 'Zu viele hochgeladene Dateien in kurzer Zeit. Bitte warten Sie einige Minuten.',
    en: 'Too many files uploaded in a short time. Please wait a few minutes.',
    fr: 'Trop de fichiers téléchargés en peu de temps. Veuillez patienter quelques minutes.',
    it: 'Troppi file caricati in poco tempo. Attenda qualche minuto, per favore.',
  },
  fileTooLarge: {
    de: 'Die Datei ist zu gross. Die Grenze liegt bei 10 MB.',
    en: fileTooLargeMessage,
    fr: 'Le fichier est trop volumineux. La limite est de 10 Mo.',
    it: 'Il file è troppo grande. Il limite è di 10 MB.',
  },
  oneFilePerUpload: {
    de: 'Pro Upload ist nur eine Datei erlaubt.',
    en: 'Only one file is allowed per upload.',
    fr: 'Un seul fichier est autorisé par téléversement.',
    it: 'È consentito un solo file per caricamento.',
  },
  uploadUnreadable: {
    de: 'Der Upload konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
    en: 'The upload could not be read. Please try again.',
    fr: "Le téléversement n'a pas pu être lu. Veuillez réessayer.",
    it: 'Non è stato possibile leggere il caricamento. Riprovi, per favore.',
  },
  portfolioLimit: {
    de: portfolioLimitMessage,
    en: 'Portfolio limit reached',
    fr: 'Limite du portefeuille atteinte',
    it: 'Limite del portafoglio raggiunto',
  },
  weightRequired: {
    de: weightRequiredMessage,
    en: 'Value required',
    fr: 'Valeur requise',
    it: 'Valore obbligatorio',
  },
  invalidValue: {
    de: invalidValueMessage,
    en: 'Please enter a valid value',
    fr: 'Veuillez saisir une valeur valable',
    it: 'Inserisca un valore valido',
  },
  fieldRequired: {
    de: fieldRequiredMessage,
    en: 'This field is required.',
    fr: 'Ce champ est obligatoire.',
    it: 'Questo campo è obbligatorio.',
  },
  emailInvalid: {
    de: emailInvalidMessage,
    en: 'Please enter a valid e-mail address.',
    fr: 'Veuillez saisir une adresse e-mail valable.',
    it: 'Inserisca un indirizzo e-mail valido.',
  },
  phoneInvalid: {
    de: phoneInvalidMessage,
    en: 'Please enter a valid phone number.',
    fr: 'Veuillez saisir un numéro de téléphone valable.',
    it: 'Inserisca un numero di telefono valido.',
  },
  zipInvalid: {
    de: zipInvalidMessage,
    en: 'Please enter a valid postal code.',
    fr: 'Veuillez saisir un numéro postal valable.',
    it: 'Inserisca un numero postale valido.',
  },
  answerRequired: {
    de: answerRequiredMessage,
    en: 'Please answer this question.',
    fr: 'Veuillez répondre à cette question.',
    it: 'Risponda a questa domanda, per favore.',
  },
  accountUsage: {
    de: accountUsageMessage,
    en: 'Please choose at least one of the first two options.',
    fr: "Veuillez choisir au moins l'une des deux premières options.",
    it: 'Scelga almeno una delle prime due opzioni.',
  },
  bankRequired: {
    de: bankRequiredMessage,
    en: 'Please choose at least one bank.',
    fr: 'Veuillez choisir au moins une banque.',
    it: 'Scelga almeno una banca.',
  },
  ownCustodianNameRequired: {
    de: ownCustodianNameRequiredMessage,
    en: 'Please enter the name of the own custodian bank.',
    fr: 'Veuillez indiquer le nom de la banque dépositaire propre.',
    it: 'Indichi il nome della banca depositaria propria.',
  },
  invalidCharacter: {
    de: nulMessage,
    en: 'The input contains a character that is not allowed.',
    fr: 'La saisie contient un caractère non autorisé.',
    it: 'Il testo inserito contiene un carattere non ammesso.',
  },
  noExamplePortfolio: {
    de: noExamplePortfolioMessage,
    en: 'No example portfolio available.',
    fr: 'Aucun portefeuille type disponible.',
    it: 'Nessun portafoglio di esempio disponibile.',
  },
  pillar3aMaximum: {
    de: pillar3aMaximumMessage,
    en: 'The yearly contribution exceeds the pillar 3a maximum.',
    fr: 'La cotisation annuelle dépasse le maximum du pilier 3a.',
    it: 'Il contributo annuo supera il massimo del pilastro 3a.',
  },
  earnedIncomeRequired: {
    de: earnedIncomeRequiredMessage,
    en: 'Without a pension fund, the earned income is needed.',
    fr: "Sans caisse de pension, le revenu de l'activité lucrative est nécessaire.",
    it: 'Senza cassa pensione è necessario il reddito da attività lucrativa.',
  },
  buyInMaximum: {
    de: buyInMaximumMessage,
    en: "The buy-in exceeds this year's maximum.",
    fr: "Le rachat dépasse le maximum de l'année.",
    it: "Il riscatto supera il massimo di quest'anno.",
  },
  buyInFullContribution: {
    de: buyInFullContributionMessage,
    en: 'A buy-in requires the full regular contribution of the year.',
    fr: "Un rachat suppose la cotisation ordinaire complète de l'année.",
    it: "Un riscatto presuppone il contributo ordinario completo dell'anno.",
  },
  buyInNotYet: {
    de: buyInNotYetMessage,
    en: 'Buy-ins are possible from 2026.',
    fr: 'Les rachats sont possibles à partir de 2026.',
    it: 'I riscatti sono possibili a partire dal 2026.',
  },
  taxAmount: {
    de: taxAmountMessage,
    en: 'Please enter an amount between 0 and 100 million CHF.',
    fr: 'Veuillez saisir un montant entre 0 et 100 millions de CHF.',
    it: 'Inserisca un importo tra 0 e 100 milioni di CHF.',
  },
  taxLocationRequired: {
    de: taxLocationRequiredMessage,
    en: 'Please enter a postal code or a municipality.',
    fr: 'Veuillez indiquer un numéro postal ou une commune.',
    it: 'Indichi un numero postale o un comune.',
  },
  taxUnknownMunicipality: {
    de: taxUnknownMunicipalityMessage,
    en: 'This municipality is unknown.',
    fr: 'Cette commune est inconnue.',
    it: 'Questo comune è sconosciuto.',
  },
  taxUnknownZip: {
    de: taxUnknownZipMessage,
    en: 'No municipality is known for this postal code.',
    fr: "Aucune commune n'est connue pour ce numéro postal.",
    it: 'Per questo numero postale non è noto alcun comune.',
  },
  taxYear: {
    de: taxYearMessage,
    en: 'There are no tariffs for this tax year.',
    fr: "Il n'y a pas de barèmes pour cette année fiscale.",
    it: 'Non ci sono tariffe per questo anno fiscale.',
  },
  taxBirthDate: {
    de: taxBirthDateMessage,
    en: 'Please enter a birth date between 1900 and today.',
    fr: "Veuillez saisir une date de naissance entre 1900 et aujourd'hui.",
    it: 'Inserisca una data di nascita tra il 1900 e oggi.',
  },
  taxBirthDateRequired: {
    de: taxBirthDateRequiredMessage,
    en: 'Birth date and sex go together.',
    fr: 'La date de naissance et le sexe vont ensemble.',
    it: 'Data di nascita e sesso vanno indicati insieme.',
  },
  vestedBenefitsContribution: {
    de: vestedBenefitsContributionMessage,
    en: 'Vested benefits take no regular contributions.',
    fr: 'Les avoirs de libre passage ne reçoivent pas de cotisations régulières.',
    it: 'Gli averi di libero passaggio non ricevono contributi regolari.',
  },
  portfolioAnalysisMinimum: {
    de: portfolioAnalysisMinimumMessage,
    en: "Portfolio analysis is available for portfolios from CHF 100'000.",
    fr: "L'analyse de portefeuille est disponible pour les portefeuilles à partir de CHF 100'000.",
    it: "L'analisi del portafoglio è disponibile per portafogli a partire da CHF 100'000.",
  },
  weightSum: {
    de: weightSumMessage,
    en: 'The weights must add up to 100 %.',
    fr: 'La somme des poids doit être de 100 %.',
    it: 'La somma dei pesi deve essere 100 %.',
  },
  weightDecimals: {
    de: weightDecimalsMessage,
    en: 'A weight has at most two decimal places.',
    fr: 'Un poids a au plus deux décimales.',
    it: 'Un peso ha al massimo due decimali.',
  },
  isinDuplicate: {
    de: isinDuplicateMessage,
    en: 'Each ISIN may appear only once.',
    fr: "Chaque ISIN ne peut figurer qu'une seule fois.",
    it: 'Ogni ISIN può comparire una sola volta.',
  },
  isinInvalid: {
    de: isinMessage,
    en: 'Invalid ISIN (the check digit does not match).',
    fr: 'ISIN non valable (le chiffre de contrôle ne correspond pas).',
    it: 'ISIN non valido (la cifra di controllo non corrisponde).',
  },
  unsupportedFileKind: {
    de: 'Nur PDF-, CSV- oder Excel-Dateien (XLSX) können analysiert werden.',
    en: 'Only PDF, CSV or Excel (XLSX) files can be analysed.',
    fr: 'Seuls les fichiers PDF, CSV ou Excel (XLSX) peuvent être analysés.',
    it: 'Possono essere analizzati solo file PDF, CSV o Excel (XLSX).',
  },
  vbSearchNotFound: {
    de: 'Diese Freizügigkeitssuche wurde nicht gefunden.',
    en: 'This vested-benefits search was not found.',
    fr: 'Cette recherche d’avoirs de libre passage est introuvable.',
    it: 'Questa ricerca di averi di libero passaggio non è stata trovata.',
  },
  vbSearchExists: {
    de: 'Für diesen Kunden gibt es bereits eine Freizügigkeitssuche.',
    en: 'This client already has a vested-benefits search.',
    fr: 'Ce client a déjà une recherche d’avoirs de libre passage.',
    it: 'Per questo cliente esiste già una ricerca di averi di libero passaggio.',
  },
  vbSearchSubmitted: {
    de: 'Die Suche ist bereits eingereicht und kann nicht mehr geändert werden.',
    en: 'The search has been handed in and can no longer be changed.',
    fr: 'La recherche a déjà été remise et ne peut plus être modifiée.',
    it: 'La ricerca è già stata inoltrata e non può più essere modificata.',
  },
  vbSearchNotSubmitted: {
    de: 'Nur eine eingereichte Suche kann beantwortet werden.',
    en: 'Only a search that has been handed in can be answered.',
    fr: 'Seule une recherche remise peut recevoir une réponse.',
    it: 'Solo a una ricerca inoltrata si può rispondere.',
  },
  referralNotFound: {
    de: 'Dieser Empfehlungslink ist ungültig oder abgelaufen.',
    en: 'This referral link is not valid or has expired.',
    fr: 'Ce lien de recommandation n’est pas valable ou a expiré.',
    it: 'Questo link di raccomandazione non è valido o è scaduto.',
  },
  registrationReceived: {
    de: 'Vielen Dank für Ihre Registrierung. Ihre Beraterin oder Ihr Berater meldet sich in Kürze bei Ihnen.',
    en: 'Thank you for registering. Your adviser will be in touch with you shortly.',
    fr: 'Merci pour votre inscription. Votre conseillère ou votre conseiller vous contactera sous peu.',
    it: 'Grazie per la registrazione. La sua consulente o il suo consulente la contatterà a breve.',
  },
  idDocumentKind: {
    de: 'Bitte laden Sie ein PDF, ein JPEG oder ein PNG hoch.',
    en: 'Please upload a PDF, a JPEG or a PNG.',
    fr: 'Veuillez téléverser un PDF, un JPEG ou un PNG.',
    it: 'Carichi un PDF, un JPEG o un PNG, per favore.',
  },
  attachmentRequired: {
    de: 'Bitte wählen Sie eine Datei aus.',
    en: 'Please choose a file.',
    fr: 'Veuillez choisir un fichier.',
    it: 'Selezioni un file, per favore.',
  },
  strategyNotFound: {
    de: 'Diese Strategie gibt es nicht.',
    en: 'This strategy does not exist.',
    fr: "Cette stratégie n'existe pas.",
    it: 'Questa strategia non esiste.',
  },
  strategyNotForKind: {
    de: 'Diese Strategie wird für diese Dienstleistung nicht angeboten.',
    en: 'This strategy is not offered for this service.',
    fr: "Cette stratégie n'est pas proposée pour ce service.",
    it: 'Questa strategia non è offerta per questo servizio.',
  },
  serviceKindUnavailable: {
    de: 'Diese Dienstleistung steht dem Kunden nicht zur Verfügung.',
    en: 'This service is not available to the client.',
    fr: "Ce service n'est pas disponible pour ce client.",
    it: 'Questo servizio non è disponibile per il cliente.',
  },
  suggestedServiceNotFound: {
    de: 'Diese vorgeschlagene Dienstleistung wurde nicht gefunden.',
    en: 'This suggested service was not found.',
    fr: "Ce service proposé n'a pas été trouvé.",
    it: 'Questo servizio proposto non è stato trovato.',
  },
  fidlegRequired: {
    de: 'Nur FIDLEG-zertifizierte Beraterinnen und Berater können Dienstleistungen vorschlagen.',
    en: 'Only FinSA-certified advisers can suggest services.',
    fr: 'Seuls les conseillers certifiés LSFin peuvent proposer des services.',
    it: 'Solo i consulenti certificati LSerFi possono proporre servizi.',
  },
  documentNotFound: {
    de: 'Dieses Dokument wurde nicht gefunden.',
    en: 'This document was not found.',
    fr: "Ce document n'a pas été trouvé.",
    it: 'Questo documento non è stato trovato.',
  },
  customPortfolioNotFound: {
    de: 'Dieses Portfolio wurde nicht gefunden.',
    en: 'This portfolio was not found.',
    fr: "Ce portefeuille n'a pas été trouvé.",
    it: 'Questo portafoglio non è stato trovato.',
  },
  weightAdjustmentNotFound: {
    de: 'Diese Gewichtsanpassung wurde nicht gefunden.',
    en: 'This weight adjustment was not found.',
    fr: "Cet ajustement des poids n'a pas été trouvé.",
    it: 'Questo adeguamento dei pesi non è stato trovato.',
  },
  adjustmentPending: {
    de: 'Für dieses Portfolio ist bereits eine Gewichtsanpassung in Bearbeitung.',
    en: 'A weight adjustment of this portfolio is already being processed.',
    fr: 'Un ajustement des poids de ce portefeuille est déjà en cours.',
    it: 'Un adeguamento dei pesi di questo portafoglio è già in corso.',
  },
  operationSuccessful: {
    de: 'operation successful',
    en: 'operation successful',
    fr: 'Opération réussie',
    it: 'Operazione riuscita',
  },
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof messages;

/** Every key of the catalogue (test/error-language.test.ts checks that no module writes one of its texts itself). */
export const messageKeys = Object.keys(messages) as MessageKey[];

export function t(key: MessageKey, locale: Locale = 'de'): string {
  return messages[key][locale] ?? messages[key].de;
}

/**
 * The texts of `@portal/shared` that schemas and services answer with (German, or the product's English wording), by
 * catalogue key: an answer carries them in the request's language (docs/messages.md).
 */
const sharedMessageKeys = new Map<string, MessageKey>(
  (
    [
      'passwordRule',
      'passwordMismatch',
      'securityCodeFormat',
      'minimumAge',
      'nationalityRequired',
      'ahvFormat',
      'ahvCheckDigit',
      'fileTooLarge',
      'portfolioLimit',
      'weightRequired',
      'invalidValue',
      'invalidCharacter',
      'noExamplePortfolio',
      'portfolioAnalysisMinimum',
      'pillar3aMaximum',
      'earnedIncomeRequired',
      'buyInMaximum',
      'buyInFullContribution',
      'buyInNotYet',
      'vestedBenefitsContribution',
      'taxAmount',
      'taxLocationRequired',
      'taxUnknownMunicipality',
      'taxUnknownZip',
      'taxYear',
      'taxBirthDate',
      'taxBirthDateRequired',
      'weightSum',
      'weightDecimals',
      'isinDuplicate',
      'isinInvalid',
      'fieldRequired',
      'emailInvalid',
      'phoneInvalid',
      'zipInvalid',
      'answerRequired',
      'bankRequired',
      'accountUsage',
    ] as const
  )
    // the shared schemas answer in German, or in the product's English wording where it gives one (the age of 18, the
    // 10 MB limit): both lead to the key
    .flatMap((key) => [
      [messages[key].de, key],
      [messages[key].en, key],
    ]),
);

/** A field's text too long, with the field's limit (`tooLongMessage` of the shared rules). */
const tooLong: Record<Locale, (max: number) => string> = {
  de: tooLongMessage,
  en: (max) => `At most ${max} characters.`,
  fr: (max) => `${max} caractères au maximum.`,
  it: (max) => `Al massimo ${max} caratteri.`,
};

/** A text of the shared contracts in the language; any other text unchanged. */
export function localiseShared(text: string, locale: Locale = 'de'): string {
  const max = tooLongLimitOf(text);
  if (max !== null) return tooLong[locale](max);
  const key = sharedMessageKeys.get(text);
  return key ? t(key, locale) : text;
}

/** Mails, per language: subject and text. */
export const mails = {
  securityCode: {
    de: (code: string) => ({ subject: 'Ihr Sicherheitscode', text: `Ihr Sicherheitscode lautet ${code}. Er ist 10 Minuten gültig.` }),
    en: (code: string) => ({ subject: 'Your security code', text: `Your security code is ${code}. It is valid for 10 minutes.` }),
    fr: (code: string) => ({ subject: 'Votre code de sécurité', text: `Votre code de sécurité est ${code}. Il est valable 10 minutes.` }),
    it: (code: string) => ({
      subject: 'Il suo codice di sicurezza',
      text: `Il suo codice di sicurezza è ${code}. È valido per 10 minuti.`,
    }),
  },
  passwordReset: {
    de: (url: string) => ({ subject: 'Passwort zurücksetzen', text: `Setzen Sie Ihr Passwort hier zurück (1 Stunde gültig): ${url}` }),
    en: (url: string) => ({ subject: 'Reset your password', text: `Reset your password here (valid for 1 hour): ${url}` }),
    fr: (url: string) => ({
      subject: 'Réinitialiser le mot de passe',
      text: `Réinitialisez votre mot de passe ici (valable 1 heure) : ${url}`,
    }),
    it: (url: string) => ({ subject: 'Reimpostare la password', text: `Reimposti la sua password qui (valido 1 ora): ${url}` }),
  },
} satisfies Record<string, Record<Locale, (value: string) => { subject: string; text: string }>>;

/** The invitation of a new partner user (`npm run users:invite`): the link sets the first password. */
export const userInvitationMails = {
  de: (company: string, url: string) => ({
    subject: 'Ihr Zugang zum Partnerportal',
    text: `Guten Tag\n\nFür Sie wurde ein Zugang zum Partnerportal von ${company} eingerichtet. Legen Sie Ihr Passwort über diesen Link fest (7 Tage gültig):\n${url}\n`,
  }),
  en: (company: string, url: string) => ({
    subject: 'Your access to the partner portal',
    text: `Hello\n\nAn account for the partner portal of ${company} has been set up for you. Set your password through this link (valid for 7 days):\n${url}\n`,
  }),
  fr: (company: string, url: string) => ({
    subject: 'Votre accès au portail partenaires',
    text: `Bonjour\n\nUn accès au portail partenaires de ${company} a été créé pour vous. Définissez votre mot de passe au moyen de ce lien (valable 7 jours) :\n${url}\n`,
  }),
  it: (company: string, url: string) => ({
    subject: 'Il suo accesso al portale partner',
    text: `Buongiorno\n\nPer lei è stato creato un accesso al portale partner di ${company}. Imposti la sua password tramite questo link (valido 7 giorni):\n${url}\n`,
  }),
} satisfies Record<Locale, (company: string, url: string) => { subject: string; text: string }>;

/** The onboarding invitation (`send_onboarding_email`), in the client's language: name and the portal's address. */
/** The referral link an adviser sends (`referral/send_email`), in the referral's language. */
export const referralMails = {
  de: (adviser: string, company: string, url: string) => ({
    subject: `Ihre Einladung von ${company}`,
    text: `Guten Tag\n\n${adviser} von ${company} lädt Sie ein, sich zu registrieren. Über diesen Link hinterlassen Sie Ihre Angaben, und ${adviser} meldet sich bei Ihnen:\n${url}\n`,
  }),
  en: (adviser: string, company: string, url: string) => ({
    subject: `Your invitation from ${company}`,
    text: `Hello\n\n${adviser} of ${company} invites you to register. Leave your details through this link and ${adviser} will get in touch with you:\n${url}\n`,
  }),
  fr: (adviser: string, company: string, url: string) => ({
    subject: `Votre invitation de ${company}`,
    text: `Bonjour\n\n${adviser} de ${company} vous invite à vous inscrire. Laissez vos coordonnées au moyen de ce lien et ${adviser} vous contactera :\n${url}\n`,
  }),
  it: (adviser: string, company: string, url: string) => ({
    subject: `Il suo invito da ${company}`,
    text: `Buongiorno\n\n${adviser} di ${company} la invita a registrarsi. Lasci i suoi dati tramite questo link e ${adviser} la contatterà:\n${url}\n`,
  }),
} satisfies Record<Locale, (adviser: string, company: string, url: string) => { subject: string; text: string }>;

export const onboardingInvitationMails = {
  de: (name: string, url: string) => ({
    subject: 'Ihre Einladung zum Onboarding',
    text: `Guten Tag ${name}\n\nIhr Berater hat Ihr Onboarding vorbereitet. Bitte schliessen Sie es in der App ab: ${url}\n`,
  }),
  en: (name: string, url: string) => ({
    subject: 'Your invitation to the onboarding',
    text: `Hello ${name}\n\nYour adviser has prepared your onboarding. Please complete it in the app: ${url}\n`,
  }),
  fr: (name: string, url: string) => ({
    subject: "Votre invitation à l'intégration",
    text: `Bonjour ${name}\n\nVotre conseiller a préparé votre intégration. Veuillez la terminer dans l'application : ${url}\n`,
  }),
  it: (name: string, url: string) => ({
    subject: "Il suo invito all'onboarding",
    text: `Buongiorno ${name}\n\nIl suo consulente ha preparato il suo onboarding. La completi nell'app: ${url}\n`,
  }),
} satisfies Record<Locale, (name: string, url: string) => { subject: string; text: string }>;
