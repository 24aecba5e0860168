import { expect, test, type Page, type Request } from '@playwright/test';
import { signIn } from './support';

type OnboardingState = {
  client: {
    id: number;
    first_name: string;
    last_name: string;
    custodian_banks: string[];
    fee_structure: { finders_fee_percentage: number } | null;
  };
  steps: { step: string; state: string }[];
};

/** The wizard's own answer for a client, read with the bearer of one of the page's requests. */
async function stateAsPage(page: Page, request: Request, id: number): Promise<OnboardingState> {
  const authorization = (await request.headerValue('authorization')) ?? '';
  const response = await page.request.get(`/api/v1/admin_partner/client_onboarding/${id}`, {
    headers: { authorization, 'app-type': 'partner' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as OnboardingState;
}

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A client saved as the wizard's first save would (fee, bank, personal data), with the bearer of demo@. */
async function savedClient(page: Page, bank: string, name: { first: string; last: string }) {
  const login = await page.request.post('/api/v1/admin_partner/authorization/login', {
    headers: { 'app-type': 'partner' },
    data: { email: 'demo@partner.example', password: 'Partner-2026' },
  });
  const { tokens } = (await login.json()) as { tokens: { access_token: string } };
  const created = await page.request.post('/api/v1/admin_partner/clients', {
    headers: { authorization: `Bearer ${tokens.access_token}`, 'app-type': 'partner' },
    data: {
      title: 'ms',
      first_name: name.first,
      last_name: name.last,
      email: `${name.first}.${name.last}@example.ch`.toLowerCase(),
      phone: '+41 31 555 12 34',
      birthday: '1975-09-14',
      gender: 'female',
      preferred_language: 'german',
      address: { country: 'CH', zip: '3011', city: 'Bern', street: 'Kramgasse', house_number: '49', address_line_2: '' },
      personal_status: {
        nationalities: ['CH'],
        tax_domicile: 'CH',
        civil_status: 'single',
        place_of_origin: 'Bern',
        ahv_number: '756.1234.5678.97',
      },
      us_person: { us_citizen: false, us_green_card: false, us_resident: false, us_born_in_us: false, us_tax_liable: false },
      fee_structure: { finders_fee_percentage: 1.2, recurring_fee_percentage: 0.25 },
      custodian_banks: [bank],
      // the custom custodian needs the name of the client's own bank
      ...(bank === 'CUSTOM' ? { own_custodian_name: 'Banque Cantonale du Jura' } : {}),
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as OnboardingState).client;
}

// A reload asks first while there are unsaved entries (the browser's own prompt): the test confirms it.
test.beforeEach(({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
});

test('an adviser onboards a new client in German: fee and bank kept in the page, a reload mid-wizard, the first save creates the client', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/users/management/onboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Kunden-Onboarding: Neuer Kunde' })).toBeVisible();
  const stepper = page.getByRole('navigation', { name: /Schritt 1 von 5/ });
  await expect(stepper.getByRole('tab')).toHaveText([
    /Gebühren.*In Bearbeitung/,
    /Bank.*Nicht begonnen/,
    /Persönliche Daten/,
    /KYC/,
    /Anlegerprofil/,
  ]);

  await page.getByRole('textbox', { name: /Findergebühr/ }).fill('abc');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Bitte geben Sie einen gültigen Wert ein')).toBeVisible();
  await page.getByRole('textbox', { name: /Findergebühr/ }).fill('1.5');
  await page.getByRole('textbox', { name: /Wiederkehrende Gebühr/ }).fill('0.25');
  await shoot(page, 'fee-de');
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Depotbank wählen' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Hypothekarbank Lenzburg/ }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Persönliche Daten' })).toBeVisible();
  await choose(page, /Anrede/, 'Frau');
  await choose(page, /Geschlecht/, 'Weiblich');
  await page.getByRole('textbox', { name: /Vorname/ }).fill('Annina');
  await page.getByRole('textbox', { name: /Nachname/ }).fill('Gerber');

  // a reload mid-wizard keeps what was typed and the step shown
  await page.reload();
  await expect(page.getByText('Nicht gespeicherte Eingaben wurden wiederhergestellt.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Vorname/ })).toHaveValue('Annina');
  await expect(page.getByRole('textbox', { name: /Nachname/ })).toHaveValue('Gerber');

  // leaving for another page of the portal asks first
  await page.getByRole('link', { name: 'Kunden' }).first().click();
  const leave = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Bleiben' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/users\/management\/onboard\?step=personalDataStep/);

  await page.getByRole('textbox', { name: /E-Mail/ }).fill('annina.gerber@example.ch');
  await page.getByRole('textbox', { name: /Telefon/ }).fill('+41 79 555 12 34');
  await page.getByLabel(/Geburtsdatum/).fill('2012-05-01');
  await choose(page, /Korrespondenzsprache/, 'Deutsch');
  const zipLookup = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/address/zip_codes'));
  await page.getByRole('combobox', { name: /PLZ/ }).fill('8001');
  await zipLookup;
  await page.getByRole('option', { name: '8001 Zürich (ZH)' }).click();
  await expect(page.getByRole('textbox', { name: /^Ort/ })).toHaveValue('Zürich');
  // the street look-up offers the seeded streets of 8001
  await page.getByRole('combobox', { name: /Strasse/ }).fill('bahnhofs');
  await page.getByRole('option', { name: 'Bahnhofstrasse' }).click();
  await expect(page.getByRole('combobox', { name: /Strasse/ })).toHaveValue('Bahnhofstrasse');
  await page.getByRole('textbox', { name: /Hausnummer/ }).fill('12');

  // a restricted nationality warns
  await page.getByRole('combobox', { name: /Nationalitäten/ }).fill('Nordkorea');
  await page.getByRole('option', { name: 'Nordkorea' }).click();
  await expect(page.getByText('Für diese Nationalität sind nur eingeschränkte Dienstleistungen verfügbar.')).toBeVisible();
  await page.getByRole('combobox', { name: /Nationalitäten/ }).press('Backspace');
  await expect(page.getByText('Für diese Nationalität sind nur eingeschränkte Dienstleistungen verfügbar.')).toBeHidden();
  await page.getByRole('combobox', { name: /Nationalitäten/ }).fill('Schweiz');
  await page.getByRole('option', { name: 'Schweiz' }).click();
  await page.keyboard.press('Escape');

  await choose(page, /Zivilstand/, 'Ledig');
  await page.getByRole('textbox', { name: /Heimatort/ }).fill('Zürich');
  await page.getByRole('textbox', { name: /AHV-Nummer/ }).fill('756.1234.5678.90');
  for (const group of await page.getByRole('radiogroup').all()) await group.getByRole('radio', { name: 'Nein' }).check();

  // the age and AHV rules (docs/onboarding.md), in the browser, before anything is sent
  await page.getByRole('button', { name: 'Kunde anlegen' }).click();
  await expect(page.getByText('Das Geburtsdatum ist ungültig (die Person muss mindestens 18 Jahre alt sein)')).toBeVisible();
  await expect(page.getByText('Die Prüfziffer der AHV-Nummer ist falsch.')).toBeVisible();
  await shoot(page, 'personal-data-errors-de');
  await page.getByLabel(/Geburtsdatum/).fill('1984-05-01');
  await page.getByRole('textbox', { name: /AHV-Nummer/ }).fill('756.1234.5678.97');

  const created = page.waitForResponse(
    (r) => new URL(r.url()).pathname.endsWith('/admin_partner/clients') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Kunde anlegen' }).click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/\/users\/management\/onboard\/(\d+)\?step=/);
  const id = Number(/onboard\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: 'Onboarding von Annina Gerber' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: /Schritt/ })
      .getByRole('tab')
      .first(),
  ).toContainText('Abgeschlossen');
  await shoot(page, 'created-de');

  // what the API stored: the fee and bank kept in the page came with the first save
  const pageRequest = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith(`/client_onboarding/${id}`));
  await page.reload();
  const state = await stateAsPage(page, await pageRequest, id);
  expect(state.client).toMatchObject({
    first_name: 'Annina',
    last_name: 'Gerber',
    custodian_banks: ['HBL'],
    fee_structure: { finders_fee_percentage: 1.5 },
  });
  expect(state.steps.slice(0, 3).map((s) => s.state)).toEqual(['completed', 'completed', 'completed']);
  await expect(page.getByRole('heading', { level: 1, name: 'Onboarding von Annina Gerber' })).toBeVisible();
});

test('in French, with a custom custodian: its own steps, the messages translated, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/fr/users/management/onboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Intégration du client: Nouveau client' })).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
  await page.getByRole('textbox', { name: /Commission d'apport/ }).fill('1');
  await shoot(page, 'fee-fr-390');
  await page.getByRole('button', { name: 'Suivant' }).click();

  // the custom custodian by its label in the page's language, not by the German word stored for it
  await page.getByRole('checkbox', { name: /^Banque dépositaire propre/ }).check();
  await expect(page.getByText("Une banque dépositaire propre exige une pièce d'identité certifiée et des documents signés.")).toBeVisible();
  const stepper = page.getByRole('navigation', { name: /Étape/ });
  await expect(stepper.getByRole('tab')).toHaveText([
    /Frais/,
    /Banque/,
    /Données personnelles/,
    /Pièce d'identité certifiée/,
    /KYC/,
    /Profil d'investisseur/,
    /Signer les documents/,
  ]);
  await page.getByRole('button', { name: 'Suivant' }).click();
  // the name of the client's own bank is required with the custom custodian
  await expect(page.getByText('Veuillez indiquer le nom de la banque dépositaire propre.')).toBeVisible();
  await page.getByRole('textbox', { name: /Nom de la banque dépositaire propre/ }).fill('Banque Cantonale du Jura');
  await shoot(page, 'bank-fr-390');
  await page.getByRole('button', { name: 'Suivant' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Données personnelles' })).toBeVisible();
  await page.getByRole('button', { name: 'Créer le client' }).click();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await expect(page.getByText('Veuillez répondre à cette question.').first()).toBeVisible();
  await shoot(page, 'personal-data-fr-390');
});

test("a custom custodian's documents: the certified ID uploaded (a renamed program refused), the power of attorney downloaded, signed and uploaded", async ({
  page,
}) => {
  // a client of the custom custodian, saved as the wizard's first save would (fee, bank, personal data)
  const client = await savedClient(page, 'CUSTOM', { first: 'Luca', last: 'Bernasconi' });

  await signIn(page);
  await page.goto(`/users/management/onboard/${client.id}`);
  // the wizard opens on the first open step: the certified copy of the ID
  await expect(page.getByRole('heading', { level: 2, name: 'Beglaubigter Ausweis' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeDisabled();

  const certified = page.getByLabel('Beglaubigte Ausweiskopie hochladen');
  await certified.setInputFiles({ name: 'ausweis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 a program, renamed') });
  await expect(page.getByText('Bitte laden Sie ein PDF, ein JPEG oder ein PNG hoch.')).toBeVisible();
  await certified.setInputFiles({
    name: 'ausweis-beglaubigt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% a certified copy\n%%EOF\n'),
  });
  await expect(page.getByText(/^ausweis-beglaubigt\.pdf · 1 KB · hochgeladen am /)).toBeVisible();
  await expect(page.getByText('Dieser Schritt ist abgeschlossen.')).toBeVisible();
  await shoot(page, 'certified-id-de');
  // what was uploaded comes back as it was
  const [copy] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Beglaubigte Ausweiskopie herunterladen' }).click(),
  ]);
  expect(copy.suggestedFilename()).toBe('ausweis-beglaubigt.pdf');

  // the bank step shows the own custodian bank by its label and the name of the client's own bank, which is required
  await page.goto(`/users/management/onboard/${client.id}?step=chooseBankStep`);
  const ownBank = page.getByRole('textbox', { name: /Name der eigenen Depotbank/ });
  await expect(ownBank).toHaveValue('Banque Cantonale du Jura');
  await ownBank.fill('');
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(page.getByText('Bitte geben Sie den Namen der eigenen Depotbank an.')).toBeVisible();

  await page.goto(`/users/management/onboard/${client.id}?step=signDocumentsStep`);
  await expect(page.getByRole('heading', { level: 2, name: 'Dokumente unterzeichnen' })).toBeVisible();
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Vollmacht zum Unterzeichnen herunterladen (PDF)' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('Vollmacht-bernasconi-luca.pdf');
  await page.getByLabel('Unterzeichnete Vollmacht hochladen').setInputFiles({
    name: 'vollmacht-unterzeichnet.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
  });
  await expect(page.getByText(/^vollmacht-unterzeichnet\.png · 1 KB · hochgeladen am /)).toBeVisible();
  const stepper = page.getByRole('navigation', { name: /Schritt/ });
  await expect(stepper.getByRole('tab', { name: /Beglaubigter Ausweis/ })).toContainText('Abgeschlossen');
  await expect(stepper.getByRole('tab', { name: /Dokumente unterzeichnen/ })).toContainText('Abgeschlossen');
});

test('a vested-benefits search: started with the former employers, signed on screen with a drawn signature, handed in', async ({
  page,
}) => {
  await signIn(page);
  // a client of demo@ without a search: the seed gives the first two one
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/admin_partner/clients') && r.status() === 200);
  await page.goto('/users/management?sort=name');
  const { clients } = (await (await listed).json()) as { clients: { id: number }[] };
  let clientId: number | undefined;
  for (const { id } of clients) {
    const response = await page.request.get(`/api/v1/admin_partner/clients/${id}/vb_search`, {
      headers: { authorization: (await (await listed).request().headerValue('authorization')) ?? '', 'app-type': 'partner' },
    });
    if (response.ok() && ((await response.json()) as { vb_search: unknown }).vb_search === null) {
      clientId = id;
      break;
    }
  }
  expect(clientId).toBeDefined();

  await page.goto(`/users/management/vb_search/${clientId}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Freizügigkeitssuche für / })).toBeVisible();
  await page.getByRole('textbox', { name: 'Frühere Arbeitgeber' }).fill('Kantonsspital Baden\nABB Schweiz AG');
  await page.getByRole('button', { name: 'Suche starten' }).click();
  await expect(page.getByText('In Vorbereitung')).toBeVisible();

  const [pao] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Vollmacht herunterladen (PDF)' }).click(),
  ]);
  // in the client's language
  expect(pao.suggestedFilename()).toMatch(/\.pdf$/);

  // the client signs in the field with the mouse
  const pad = page.getByRole('img', { name: 'Unterschriftsfeld, noch leer' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + 20 + step * 18, box.y + box.height * (0.7 - 0.4 * Math.sin(step / 2)));
  }
  await page.mouse.up();
  await expect(page.getByRole('img', { name: 'Unterschriftsfeld mit Unterschrift' })).toBeVisible();
  await shoot(page, 'vb-search-signed-de');
  await page.getByRole('button', { name: 'Unterschreiben und einreichen' }).click();
  await expect(page.getByText('Eingereicht', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Eingereicht am .*, am Bildschirm unterzeichnet\.$/)).toBeVisible();
});

async function answerInvestorProfile(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Anlegerprofil' })).toBeVisible();
  const answer = (question: RegExp, option: string) =>
    page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: option, exact: true }).check();
  await answer(/Anlagehorizont/, '5 bis 10 Jahre');
  await answer(/Erfahrung/, 'Gute Kenntnisse');
  await answer(/Kursverlust/, 'Halten');
  await answer(/Tragbarer Verlust/, 'bis 10 %');
  await answer(/Gesamtvermögen/, '25 bis 50 %');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText(/^Risikopunkte: \d+ von 20 · Risikostufe \d von 7$/)).toBeVisible();
}

test('a complete onboarding with Liberty without HBL: the ID front and back, the investor profile, the invitation', async ({ page }) => {
  const client = await savedClient(page, 'LIBERTY', { first: 'Seraina', last: 'Caduff' });
  await signIn(page);
  await page.goto(`/users/management/onboard/${client.id}`);
  const stepper = page.getByRole('navigation', { name: /Schritt/ });
  await expect(stepper.getByRole('tab')).toHaveText([/Gebühren/, /Bank/, /Persönliche Daten/, /Ausweis/, /Anlegerprofil/]);
  // the wizard opens on the first open step: the ID
  await expect(page.getByRole('heading', { level: 2, name: 'Ausweis' })).toBeVisible();
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
  await page.getByLabel('Ausweis – Vorderseite hochladen').setInputFiles({ name: 'vorne.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(/^vorne\.png · 1 KB · hochgeladen am /)).toBeVisible();
  await page.getByLabel('Ausweis – Rückseite hochladen').setInputFiles({ name: 'hinten.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(/^hinten\.png · 1 KB · hochgeladen am /)).toBeVisible();
  await expect(stepper.getByRole('tab', { name: /Ausweis/ })).toContainText('Abgeschlossen');
  await page.getByRole('button', { name: 'Weiter' }).click();

  await answerInvestorProfile(page);
  await expect(stepper.getByRole('tab')).toHaveText(Array(5).fill(/Abgeschlossen/));
  await shoot(page, 'complete-liberty-de');

  await page.getByRole('button', { name: 'Einladung per E-Mail senden' }).click();
  // the confirmation at once, on the click (docs/onboarding.md)
  await expect(page.getByText('Einladung per E-Mail versendet')).toBeVisible();
  // the funnel moves: the client is invited now
  await page.goto('/users/management?search=Caduff');
  await expect(page.getByRole('row', { name: /Seraina Caduff/ })).toContainText('Einladung versendet');
});

test('a complete onboarding with the default custodian: the KYC questionnaire and the investor profile', async ({ page }) => {
  const client = await savedClient(page, 'HBL', { first: 'Ladina', last: 'Pedrun' });
  await signIn(page);
  await page.goto(`/users/management/onboard/${client.id}?step=kycStep`);
  const stepper = page.getByRole('navigation', { name: /Schritt/ });
  await expect(stepper.getByRole('tab')).toHaveText([/Gebühren/, /Bank/, /Persönliche Daten/, /KYC/, /Anlegerprofil/]);
  await expect(page.getByRole('heading', { level: 2, name: 'KYC-Fragebogen' })).toBeVisible();
  const kyc = (question: RegExp, option: string, kind: 'radio' | 'checkbox' = 'radio') =>
    page
      .getByRole(kind === 'radio' ? 'radiogroup' : 'group', { name: question })
      .getByRole(kind, { name: option, exact: true })
      .check();
  await kyc(/Vorbezug/, 'Nein');
  await kyc(/Wofür wird das Konto genutzt/, 'Vermögensanlage', 'checkbox');
  await kyc(/Branchen/, 'Gesundheitswesen', 'checkbox');
  await kyc(/Bruttoeinkommen/, "CHF 100'000 bis 250'000");
  await kyc(/Herkunft des Vermögens/, 'Erwerbseinkommen', 'checkbox');
  await kyc(/politisch exponierte Person/, 'Nein');
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();

  await answerInvestorProfile(page);
  await expect(stepper.getByRole('tab')).toHaveText(Array(5).fill(/Abgeschlossen/));
  const pageRequest = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith(`/client_onboarding/${client.id}`));
  await page.reload();
  const state = await stateAsPage(page, await pageRequest, client.id);
  expect(state.steps.map((step) => step.state)).toEqual(Array(5).fill('completed'));
});
