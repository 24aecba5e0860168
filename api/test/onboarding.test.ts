import { and, eq } from 'drizzle-orm';
import * as s from '../src/db/schema';
import { join } from 'node:path';
import { computeLines } from '../src/modules/invoices/issue';
import { systemScope } from '../src/plugins/scope';
import { importStreetSample, importStreets, parseStreetDirectory } from '../src/modules/onboarding/streets';
import { bearer, build, latestMail, signIn, type TestContext } from './helpers';

// The suite's clock is 2026-11-25 (api/jest.config.js): the age rule is checked against that day.

let ctx: TestContext;
let demo: string;
let other: string;
let otherClientId: number;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await build();
  demo = (await signIn(ctx.app)).access_token;
  other = (await signIn(ctx.app, 'other@second-partner.example')).access_token;
  const [otherUser] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'other@second-partner.example'));
  const [client] = await db()
    .select({ id: s.clients.id })
    .from(s.clients)
    .where(eq(s.clients.partnerCompanyId, otherUser!.partnerCompanyId))
    .limit(1);
  otherClientId = client!.id;
});
afterAll(async () => ctx?.close());

const api = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown, token = demo, locale?: string) =>
  ctx.app.inject({
    method,
    url: `/api/v1/admin_partner/${path}`,
    headers: { ...bearer(token), ...(locale ? { 'accept-language': locale } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

type State = {
  client: {
    id: number;
    first_name: string;
    custodian_banks: string[];
    fee_structure: { finders_fee_percentage: number | null } | null;
    personal_status: { ahv_number: string | null };
  };
  steps: { step: string; state: string }[];
};
type Invalid = { message: string; errors: { field: string; message: string }[] };

// 756.1234.5678.97 has the right EAN-13 check digit
const person = {
  title: 'ms',
  first_name: 'Anna',
  last_name: 'Muster',
  email: 'anna.muster@example.ch',
  phone: '+41 79 123 45 67',
  birthday: '1985-04-12',
  gender: 'female',
  preferred_language: 'german',
  address: { country: 'CH', zip: '8001', city: 'Zürich', street: 'Bahnhofstrasse', house_number: '12', address_line_2: '' },
  personal_status: {
    nationalities: ['CH'],
    tax_domicile: 'CH',
    civil_status: 'single',
    place_of_origin: 'Zürich',
    ahv_number: '756.1234.5678.97',
  },
  us_person: { us_citizen: false, us_green_card: false, us_resident: false, us_born_in_us: false, us_tax_liable: false },
};

const fieldsOf = (body: Invalid) => Object.fromEntries(body.errors.map((e) => [e.field, e.message]));

describe('POST clients (the first save)', () => {
  it('creates the client of the caller with fee, banks and personal data, and the wizard opens on KYC', async () => {
    const response = await api('POST', 'clients', {
      ...person,
      fee_structure: { finders_fee_percentage: 1.5, recurring_fee_percentage: 0.25 },
      custodian_banks: ['HBL'],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as State;
    expect(body.client.first_name).toBe('Anna');
    expect(body.client.personal_status.ahv_number).toBe('7561234567897');
    expect(body.client.fee_structure?.finders_fee_percentage).toBe(1.5);
    // a new client has no partner answers: KYC and investor profile count as filled but are left to the client
    // (docs/onboarding.md), no services yet
    expect(body.steps).toEqual([
      { step: 'feeStep', state: 'completed' },
      { step: 'chooseBankStep', state: 'completed' },
      { step: 'personalDataStep', state: 'completed' },
      { step: 'kycStep', state: 'client_to_complete' },
      { step: 'investorProfileStep', state: 'client_to_complete' },
    ]);
    const [row] = await db().select().from(s.clients).where(eq(s.clients.id, body.client.id));
    const [demoUser] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'demo@partner.example'));
    expect(row).toMatchObject({
      partnerUserId: demoUser!.id,
      partnerCompanyId: demoUser!.partnerCompanyId,
      status: 'pending',
      custodianBanks: ['HBL'],
    });
    const list = await api('GET', `clients/${body.client.id}`);
    expect(list.statusCode).toBe(200);
  });

  it('answers every missing field with its required message, in the language of the request', async () => {
    const response = await api('POST', 'clients', { custodian_banks: ['HBL'], address: {}, personal_status: {}, us_person: {} });
    expect(response.statusCode).toBe(422);
    const fields = fieldsOf(response.json() as Invalid);
    expect(fields['first_name']).toBe('Dieses Feld ist erforderlich.');
    expect(fields['address.zip']).toBe('Dieses Feld ist erforderlich.');
    expect(fields['us_person.us_citizen']).toBe('Bitte beantworten Sie diese Frage.');
    expect(fields['personal_status.nationalities']).toBe('Bitte wählen Sie mindestens eine Nationalität aus.');
    const french = fieldsOf((await api('POST', 'clients', { custodian_banks: ['HBL'] }, demo, 'fr')).json() as Invalid);
    expect(french['first_name']).toBe('Ce champ est obligatoire.');
    // a fee without its required finders fee: the field is required (not an invalid value), in the request's language
    const noFee = { ...person, custodian_banks: ['HBL'], fee_structure: { recurring_fee_percentage: 0.5 } };
    expect(fieldsOf((await api('POST', 'clients', noFee)).json() as Invalid)['fee_structure.finders_fee_percentage']).toBe(
      'Dieses Feld ist erforderlich.',
    );
    expect(fieldsOf((await api('POST', 'clients', noFee, demo, 'it')).json() as Invalid)['fee_structure.finders_fee_percentage']).toBe(
      'Questo campo è obbligatorio.',
    );
    // a text longer than its field, with the field's limit, in the request's language
    const long = { ...person, custodian_banks: ['HBL'], first_name: 'A'.repeat(81) };
    expect(fieldsOf((await api('POST', 'clients', long)).json() as Invalid)['first_name']).toBe('Höchstens 80 Zeichen.');
    expect(fieldsOf((await api('POST', 'clients', long, demo, 'fr')).json() as Invalid)['first_name']).toBe('80 caractères au maximum.');
    // an AHV number of the right shape with a wrong check digit, in English
    const wrongDigit = {
      ...person,
      custodian_banks: ['HBL'],
      personal_status: { ...person.personal_status, ahv_number: '756.1234.5678.90' },
    };
    expect(fieldsOf((await api('POST', 'clients', wrongDigit, demo, 'en')).json() as Invalid)['personal_status.ahv_number']).toBe(
      'The check digit of the AHV number is wrong.',
    );
  });

  it.each([
    [
      'an AHV number with a wrong check digit',
      { personal_status: { ...person.personal_status, ahv_number: '756.1234.5678.90' } },
      'personal_status.ahv_number',
      'Die Prüfziffer der AHV-Nummer ist falsch.',
    ],
    [
      'an AHV number one digit short',
      { personal_status: { ...person.personal_status, ahv_number: '756.1234.5678.9' } },
      'personal_status.ahv_number',
      'Falsches Format der AHV-Nummer',
    ],
    [
      'an AHV number not starting with 756',
      { personal_status: { ...person.personal_status, ahv_number: '755.1234.5678.97' } },
      'personal_status.ahv_number',
      'Falsches Format der AHV-Nummer',
    ],
    [
      'no AHV number with Swiss tax domicile',
      { personal_status: { ...person.personal_status, ahv_number: '' } },
      'personal_status.ahv_number',
      'Dieses Feld ist erforderlich.',
    ],
    [
      'a client who turns 18 tomorrow',
      { birthday: '2008-11-26' },
      'birthday',
      'Das Geburtsdatum ist ungültig (die Person muss mindestens 18 Jahre alt sein)',
    ],
    [
      'no nationality',
      { personal_status: { ...person.personal_status, nationalities: [] } },
      'personal_status.nationalities',
      'Bitte wählen Sie mindestens eine Nationalität aus.',
    ],
    [
      'a Swiss zip of three digits',
      { address: { ...person.address, zip: '800' } },
      'address.zip',
      'Bitte geben Sie eine gültige Postleitzahl ein.',
    ],
    [
      'an unknown civil status',
      { personal_status: { ...person.personal_status, civil_status: 'engaged' } },
      'personal_status.civil_status',
      'Dieses Feld ist erforderlich.',
    ],
    [
      'a finders fee above 10 %',
      { fee_structure: { finders_fee_percentage: 10.5 } },
      'fee_structure.finders_fee_percentage',
      'Bitte geben Sie einen gültigen Wert ein',
    ],
    [
      'a negative recurring fee',
      { fee_structure: { finders_fee_percentage: 1, recurring_fee_percentage: -1 } },
      'fee_structure.recurring_fee_percentage',
      'Bitte geben Sie einen gültigen Wert ein',
    ],
    ['a birth date that is no day (30 February)', { birthday: '2000-02-30' }, 'birthday', 'Bitte geben Sie einen gültigen Wert ein'],
    ['a birth date more than 120 years back', { birthday: '1800-01-01' }, 'birthday', 'Bitte geben Sie einen gültigen Wert ein'],
    [
      // in small letters the Swiss rules (AHV number, zip) would not apply: 'ch' is refused, not taken for another country
      'a tax domicile in small letters',
      { personal_status: { ...person.personal_status, tax_domicile: 'ch', ahv_number: '' } },
      'personal_status.tax_domicile',
      'Bitte geben Sie einen gültigen Wert ein',
    ],
    [
      'a country that is no ISO code',
      { address: { ...person.address, country: 'XX' } },
      'address.country',
      'Bitte geben Sie einen gültigen Wert ein',
    ],
    [
      'a nationality in small letters (a restricted one would go unnoticed)',
      { personal_status: { ...person.personal_status, nationalities: ['ru'] } },
      'personal_status.nationalities.0',
      'Bitte geben Sie einen gültigen Wert ein',
    ],
    [
      'the same nationality twice',
      { personal_status: { ...person.personal_status, nationalities: ['CH', 'CH'] } },
      'personal_status.nationalities',
      'Bitte geben Sie einen gültigen Wert ein',
    ],
    [
      'a Swiss phone number with a digit too many',
      { phone: '+41 79 123 45 678' },
      'phone',
      'Bitte geben Sie eine gültige Telefonnummer ein.',
    ],
    ['no bank', { custodian_banks: [] }, 'custodian_banks', 'Bitte wählen Sie mindestens eine Bank aus.'],
    ['an unknown bank', { custodian_banks: ['NOPE'] }, 'custodian_banks.0', 'Diese Bank ist nicht bekannt.'],
  ])('refuses %s with a field error (422, nothing stored)', async (_name, change, field, message) => {
    const before = await db().$count(s.clients);
    const response = await api('POST', 'clients', { ...person, custodian_banks: ['HBL'], ...change });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response.json() as Invalid)[field]).toBe(message);
    expect(await db().$count(s.clients)).toBe(before);
  });

  it('takes a client who turned 18 today', async () => {
    const response = await api('POST', 'clients', { ...person, birthday: '2008-11-25', custodian_banks: ['ZKB'] });
    expect(response.statusCode).toBe(201);
  });
});

describe('a fee changed after the client invested', () => {
  // The suite's day is 2026-11-25. A client invested since 2024 holds 1'200'000 every day of November at 0.2 % a
  // year; the adviser raises the recurring fee to 0.35 % today. Worked out by hand: 24 days at 0.2 %, 6 at 0.35 %:
  // 1'200'000 × (24 × 0.002 + 6 × 0.0035) / 30 / 12 = 82'800 / 360 = 230.00, a day-weighted rate of 0.23 %.
  let id: number;
  let companyId: number;
  beforeAll(async () => {
    id = ((await api('POST', 'clients', { ...person, first_name: 'Treu', custodian_banks: ['HBL'] })).json() as State).client.id;
    await api('PUT', `clients/${id}`, { fee_structure: { finders_fee_percentage: 1, recurring_fee_percentage: 0.2 } });
    const [client] = await ctx.database.db
      .update(s.clients)
      .set({ status: 'invested', createdAt: new Date('2024-03-01T09:00:00Z'), firstInvestedAt: new Date('2024-03-04T09:00:00Z') })
      .where(eq(s.clients.id, id))
      .returning();
    companyId = client!.partnerCompanyId;
    const [service] = await ctx.database.db
      .insert(s.services)
      .values({ clientId: id, kind: 'wealth_management', name: 'Vermögensverwaltung' })
      .returning();
    await ctx.database.db.insert(s.serviceValuations).values(
      Array.from({ length: 30 }, (_, day) => ({
        serviceId: service!.id,
        date: `2026-11-${String(day + 1).padStart(2, '0')}`,
        value: '1200000.00',
      })),
    );
  });

  const recurringLine = async () =>
    (await computeLines(ctx.database.db, systemScope({ companyId, userId: null, locale: 'de', modules: ['invoices'] }), '2026-11')).find(
      (line) => line.clientId === id && line.kind === 'recurring_fee',
    );

  it('charges the old rate before the day of the change and the new one from it', async () => {
    const response = await api('PUT', `clients/${id}`, { fee_structure: { finders_fee_percentage: 1, recurring_fee_percentage: 0.35 } });
    expect(response.statusCode).toBe(200);
    expect(
      (response.json() as { client: { fee_structure: { recurring_fee_percentage: number } } }).client.fee_structure
        .recurring_fee_percentage,
    ).toBe(0.35);
    const line = await recurringLine();
    expect([line?.basisCents, line?.rateMilli, line?.amountCents]).toEqual([120_000_000n, 230n, 23_000n]);
  });

  it('keeps one change per day (a second change the same day replaces it) and none for an unchanged rate', async () => {
    await api('PUT', `clients/${id}`, { fee_structure: { finders_fee_percentage: 1, recurring_fee_percentage: 0.5 } });
    await api('PUT', `clients/${id}`, { fee_structure: { finders_fee_percentage: 1.5, recurring_fee_percentage: 0.5 } });
    const changes = await ctx.database.db
      .select({ validFrom: s.recurringFeeChanges.validFrom, percentage: s.recurringFeeChanges.percentage })
      .from(s.recurringFeeChanges)
      .where(eq(s.recurringFeeChanges.clientId, id))
      .orderBy(s.recurringFeeChanges.validFrom);
    expect(changes).toEqual([
      { validFrom: '2024-03-01', percentage: '0.200' },
      { validFrom: '2026-11-25', percentage: '0.500' },
    ]);
    // 1'200'000 × (24 × 0.002 + 6 × 0.005) / 30 / 12 = 93'600 / 360 = 260.00
    expect((await recurringLine())?.amountCents).toBe(26_000n);
  });
});

describe('later saves', () => {
  let id: number;
  beforeAll(async () => {
    id = ((await api('POST', 'clients', { ...person, first_name: 'Later', custodian_banks: ['HBL'] })).json() as State).client.id;
  });

  it('PUT clients/{id} updates the fee structure; the fee step is completed', async () => {
    const before = ((await api('GET', `client_onboarding/${id}`)).json() as State).steps;
    expect(before[0]).toEqual({ step: 'feeStep', state: 'in_progress' });
    const response = await api('PUT', `clients/${id}`, { fee_structure: { finders_fee_percentage: 2, recurring_fee_percentage: 0.5 } });
    expect(response.statusCode).toBe(200);
    const body = response.json() as State;
    expect(body.client.fee_structure?.finders_fee_percentage).toBe(2);
    expect(body.steps[0]).toEqual({ step: 'feeStep', state: 'completed' });
  });

  it('PUT clients/{id} updates the personal data', async () => {
    const response = await api('PUT', `clients/${id}`, { personal_data: { ...person, first_name: 'Renamed' } });
    expect(response.statusCode).toBe(200);
    expect((response.json() as State).client.first_name).toBe('Renamed');
  });

  it('save_suggested_bank changes the sequence: Liberty without HBL asks for the client ID, a custom custodian for the certified ID and the signed documents', async () => {
    const liberty = (await api('PUT', `clients/${id}/save_suggested_bank`, { bank_codes: ['LIBERTY'] })).json() as State;
    expect(liberty.steps.map((step) => step.step)).toEqual([
      'feeStep',
      'chooseBankStep',
      'personalDataStep',
      'clientIDStep',
      'investorProfileStep',
    ]);
    expect(liberty.steps[3]).toEqual({ step: 'clientIDStep', state: 'in_progress' });
    const both = (await api('PUT', `clients/${id}/save_suggested_bank`, { bank_codes: ['LIBERTY', 'HBL'] })).json() as State;
    expect(both.steps.map((step) => step.step)).toEqual([
      'feeStep',
      'chooseBankStep',
      'personalDataStep',
      'kycStep',
      'investorProfileStep',
    ]);
    const custom = (
      await api('PUT', `clients/${id}/save_suggested_bank`, { bank_codes: ['CUSTOM'], own_custodian_name: 'Banque Cantonale du Jura' })
    ).json() as State;
    expect(custom.steps.map((step) => step.step)).toEqual([
      'feeStep',
      'chooseBankStep',
      'personalDataStep',
      'clientCertifiedIDStep',
      'kycStep',
      'investorProfileStep',
      'signDocumentsStep',
    ]);
    const [row] = await db().select().from(s.clients).where(eq(s.clients.id, id));
    expect(row?.partnerSuggestedBankCodes).toEqual(['CUSTOM']);
  });

  it('a fidleg-certified adviser gets the services step for a client with available service kinds', async () => {
    await db()
      .update(s.clients)
      .set({ availableServiceKinds: ['wealth_management'] })
      .where(eq(s.clients.id, id));
    const body = (await api('GET', `client_onboarding/${id}`)).json() as State;
    expect(body.steps.at(-1)).toEqual({ step: 'servicesStep', state: 'not_started' });
    const colleague = (await signIn(ctx.app, 'colleague@partner.example')).access_token;
    const [colleagueRow] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'colleague@partner.example'));
    if (!colleagueRow!.fidlegCertified) {
      // the colleague is not certified: its own client has no services step
      const mine = (await api('POST', 'clients', { ...person, custodian_banks: ['HBL'] }, colleague)).json() as State;
      await db()
        .update(s.clients)
        .set({ availableServiceKinds: ['wealth_management'] })
        .where(eq(s.clients.id, mine.client.id));
      const steps = ((await api('GET', `client_onboarding/${mine.client.id}`, undefined, colleague)).json() as State).steps;
      expect(steps.map((step) => step.step)).not.toContain('servicesStep');
    }
  });

  it('refuses the fee before the bank data of a client without banks', async () => {
    const [bankless] = await db()
      .select({ id: s.clients.id })
      .from(s.clients)
      .innerJoin(s.partnerUsers, eq(s.partnerUsers.id, s.clients.partnerUserId))
      .where(and(eq(s.partnerUsers.email, 'demo@partner.example'), eq(s.clients.custodianBanks, [])))
      .limit(1);
    const response = await api('PUT', `clients/${bankless!.id}`, { fee_structure: { finders_fee_percentage: 1 } });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response.json() as Invalid)['custodian_banks']).toBe('Bitte speichern Sie zuerst die Bankdaten.');
  });

  it('refuses an empty update and a bad fee with field errors, never 5xx', async () => {
    expect((await api('PUT', `clients/${id}`, {})).statusCode).toBe(422);
    const bad = await api('PUT', `clients/${id}`, { fee_structure: { finders_fee_percentage: 'abc' } });
    expect(bad.statusCode).toBe(422);
    expect(fieldsOf(bad.json() as Invalid)['fee_structure.finders_fee_percentage']).toBe('Bitte geben Sie einen gültigen Wert ein');
    expect((await api('PUT', `clients/${id}`, { fee_structure: { finders_fee_percentage: 1.2345 } })).statusCode).toBe(422);
    expect((await api('PUT', 'clients/abc', { fee_structure: { finders_fee_percentage: 1 } })).statusCode).toBe(422);
  });
});

describe('questionnaires left to the client', () => {
  // every custodian's sequence: the questionnaire steps it holds read `client_to_complete` in the wizard's state and
  // in the client detail until the adviser answers them; the wizard still moves past them
  it.each([
    [['HBL'], ['kycStep', 'investorProfileStep']],
    [['LIBERTY'], ['investorProfileStep']],
    [
      ['LIBERTY', 'HBL'],
      ['kycStep', 'investorProfileStep'],
    ],
    [['CUSTOM'], ['kycStep', 'investorProfileStep']],
  ])('%j: %j read client_to_complete, never completed', async (banks, questionnaires) => {
    const created = (
      await api('POST', 'clients', {
        ...person,
        first_name: 'Later',
        fee_structure: { finders_fee_percentage: 1, recurring_fee_percentage: 0.5 },
        custodian_banks: banks,
        // the custom custodian needs the name of the client's own bank
        ...(banks.includes('CUSTOM') ? { own_custodian_name: 'Banque Cantonale du Jura' } : {}),
      })
    ).json() as State;
    const wizard = ((await api('GET', `client_onboarding/${created.client.id}`)).json() as State).steps;
    const detail = ((await api('GET', `clients/${created.client.id}`)).json() as { client: { onboarding_steps: State['steps'] } }).client
      .onboarding_steps;
    expect(detail).toEqual(wizard);
    expect(wizard.filter((entry) => entry.state === 'client_to_complete').map((entry) => entry.step)).toEqual(questionnaires);
    // the first open step comes after them where the sequence has one (the ID documents), or there is none
    const open = wizard.find((entry) => entry.state === 'in_progress')?.step;
    expect(open).toBe(banks.includes('CUSTOM') ? 'clientCertifiedIDStep' : banks.join() === 'LIBERTY' ? 'clientIDStep' : undefined);
  });
});

const kyc = {
  regulatory_questions: { early_withdrawal: false, account_usage: ['investment', 'payments'] },
  aml_questions: {
    industries: ['finance'],
    yearly_gross_income: '100k_250k',
    source_of_wealth: ['salary', 'inheritance'],
    politically_exposed: false,
  },
};
const profile = {
  investment_horizon: '5_to_10_years',
  experience: 'good',
  loss_reaction: 'hold',
  acceptable_loss: 'up_to_10',
  wealth_share: '25_to_50',
};

describe('KYC and investor profile', () => {
  let id: number;
  beforeAll(async () => {
    id = ((await api('POST', 'clients', { ...person, first_name: 'Quest', custodian_banks: ['HBL'] })).json() as State).client.id;
  });

  it('GET hbl_kyc lists the regulatory and AML questions', async () => {
    const body = (await api('GET', 'hbl_kyc')).json() as { regulatory_questions: { id: string }[]; aml_questions: { id: string }[] };
    expect(body.regulatory_questions.map((q) => q.id)).toEqual(['early_withdrawal', 'account_usage']);
    expect(body.aml_questions.map((q) => q.id)).toEqual(['industries', 'yearly_gross_income', 'source_of_wealth', 'politically_exposed']);
  });

  it('refuses an account usage without one of the first two options, and missing answers, with field errors', async () => {
    const bad = await api('POST', `clients/${id}/hbl_kyc`, {
      ...kyc,
      regulatory_questions: { early_withdrawal: false, account_usage: ['payments', 'other'] },
    });
    expect(bad.statusCode).toBe(422);
    expect(fieldsOf(bad.json() as Invalid)['regulatory_questions.account_usage']).toBe(
      'Bitte wählen Sie mindestens eine der ersten beiden Optionen.',
    );
    const english = await api(
      'POST',
      `clients/${id}/hbl_kyc`,
      { ...kyc, regulatory_questions: { early_withdrawal: false, account_usage: ['other'] } },
      demo,
      'en',
    );
    expect(fieldsOf(english.json() as Invalid)['regulatory_questions.account_usage']).toBe(
      'Please choose at least one of the first two options.',
    );
    const missing = await api('POST', `clients/${id}/hbl_kyc`, { regulatory_questions: {}, aml_questions: {} });
    expect(missing.statusCode).toBe(422);
    expect(fieldsOf(missing.json() as Invalid)['aml_questions.politically_exposed']).toBe('Dieses Feld ist erforderlich.');
    expect(((await api('GET', `clients/${id}/hbl_kyc`)).json() as { answers: unknown }).answers).toBeNull();
  });

  it('stores the answers and marks KYC filled; the step left to the client becomes completed', async () => {
    const before = ((await api('GET', `client_onboarding/${id}`)).json() as State).steps;
    expect(before.find((s) => s.step === 'kycStep')?.state).toBe('client_to_complete');
    const saved = await api('POST', `clients/${id}/hbl_kyc`, kyc);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ answers: kyc, kyc_filled: true });
    expect((await api('GET', `clients/${id}/hbl_kyc`)).json()).toEqual({ answers: kyc, kyc_filled: true });
    const steps = ((await api('GET', `client_onboarding/${id}`)).json() as State).steps;
    expect(steps.find((s) => s.step === 'kycStep')?.state).toBe('completed');
  });

  it('computes the risk score and proposes the strategies of its level and one below, the closest first', async () => {
    const response = await api('POST', `clients/${id}/investor_profile`, profile);
    expect(response.statusCode).toBe(200);
    const steps = ((await api('GET', `client_onboarding/${id}`)).json() as State).steps;
    expect(steps.find((s) => s.step === 'investorProfileStep')?.state).toBe('completed');
    const body = response.json() as {
      risk_score: number;
      risk_level: number;
      proposed_strategies: { name: string; risk_level: number }[];
      investor_profile_filled: boolean;
    };
    // 3 + 3 + 3 + 2 + 3 points
    expect(body.risk_score).toBe(14);
    expect(body.risk_level).toBe(4);
    expect(body.investor_profile_filled).toBe(true);
    const rows = await db().select().from(s.strategies);
    const expected = rows.filter((r) => r.riskLevel === 4 || r.riskLevel === 3);
    expect(body.proposed_strategies).toHaveLength(expected.length);
    expect(body.proposed_strategies.every((p) => p.risk_level === 3 || p.risk_level === 4)).toBe(true);
    const levels = body.proposed_strategies.map((p) => p.risk_level);
    expect(levels).toEqual([...levels].sort((a, b) => b - a));
    expect((await api('GET', `clients/${id}/investor_profile`)).json()).toEqual(body);
  });

  it('refuses an answer that is no option (422)', async () => {
    const response = await api('POST', `clients/${id}/investor_profile`, { ...profile, experience: 'guru' });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response.json() as Invalid)['experience']).toBe('Dieses Feld ist erforderlich.');
  });
});

describe('the own custodian bank', () => {
  it('requires its name when the custom custodian is chosen, in the language of the request, and stores it', async () => {
    const before = await db().$count(s.clients);
    const missing = await api('POST', 'clients', { ...person, custodian_banks: ['HBL', 'CUSTOM'] });
    expect(missing.statusCode).toBe(422);
    expect(fieldsOf(missing.json() as Invalid)['own_custodian_name']).toBe('Bitte geben Sie den Namen der eigenen Depotbank an.');
    const french = await api('POST', 'clients', { ...person, custodian_banks: ['CUSTOM'], own_custodian_name: '  ' }, demo, 'fr');
    expect(fieldsOf(french.json() as Invalid)['own_custodian_name']).toBe('Veuillez indiquer le nom de la banque dépositaire propre.');
    expect(await db().$count(s.clients)).toBe(before);

    const created = await api('POST', 'clients', {
      ...person,
      custodian_banks: ['CUSTOM'],
      own_custodian_name: ' Banque Cantonale du Jura ',
    });
    expect(created.statusCode).toBe(201);
    const { client } = created.json() as State & { client: { own_custodian_name: string | null; title: string } };
    expect(client.own_custodian_name).toBe('Banque Cantonale du Jura');
    // the salutation is stored as its code
    expect(client.title).toBe('ms');
    const [row] = await db().select().from(s.clients).where(eq(s.clients.id, client.id));
    expect(row).toMatchObject({ title: 'ms', ownCustodianName: 'Banque Cantonale du Jura' });

    // the save of the banks: refused without the name, and without the custom custodian no name is kept
    const refused = await api('PUT', `clients/${client.id}/save_suggested_bank`, { bank_codes: ['CUSTOM'] });
    expect(fieldsOf(refused.json() as Invalid)['own_custodian_name']).toBe('Bitte geben Sie den Namen der eigenen Depotbank an.');
    const saved = await api('PUT', `clients/${client.id}/save_suggested_bank`, { bank_codes: ['HBL'], own_custodian_name: 'Alte Bank' });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { client: { own_custodian_name: string | null } }).client.own_custodian_name).toBeNull();
  });

  it('refuses a salutation that is not a code', async () => {
    const response = await api('POST', 'clients', { ...person, title: 'Herr', custodian_banks: ['HBL'] });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response.json() as Invalid)['title']).toBeTruthy();
  });
});

describe('send_onboarding_email', () => {
  it("mails the invitation in the client's language and moves the client to the funnel stage invited", async () => {
    const created = (
      await api('POST', 'clients', { ...person, email: 'invite.me@example.ch', preferred_language: 'french', custodian_banks: ['HBL'] })
    ).json() as State & {
      client: { funnel_stage: string };
    };
    expect(created.client.funnel_stage).toBe('added');
    const response = await api('POST', `client_onboarding/${created.client.id}/send_onboarding_email`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { message: string }).message).toBeTruthy();
    const mail = await latestMail(ctx.app, 'invite.me@example.ch');
    expect(mail?.subject).toBe("Votre invitation à l'intégration");
    // the salutation code in the client's language
    expect(mail?.text).toContain('Bonjour Madame Anna Muster');
    // the link leads to the client app's onboarding in the client's language, not to the partner portal's sign-in
    expect(mail?.text).toContain(`${ctx.app.config.clientAppOnboardingUrl}?lang=fr`);
    expect(mail?.text).not.toContain(ctx.app.config.publicUrl);
    const state = (await api('GET', `client_onboarding/${created.client.id}`)).json() as { client: { funnel_stage: string } };
    expect(state.client.funnel_stage).toBe('invited');
  });
});

describe("tenancy: another company's client is not found", () => {
  it.each([
    ['GET', (id: number) => `client_onboarding/${id}`, undefined],
    ['PUT', (id: number) => `clients/${id}`, { fee_structure: { finders_fee_percentage: 1 } }],
    ['PUT', (id: number) => `clients/${id}/save_suggested_bank`, { bank_codes: ['HBL'] }],
    ['GET', (id: number) => `clients/${id}/hbl_kyc`, undefined],
    ['POST', (id: number) => `clients/${id}/hbl_kyc`, kyc],
    ['GET', (id: number) => `clients/${id}/investor_profile`, undefined],
    ['POST', (id: number) => `clients/${id}/investor_profile`, profile],
    ['POST', (id: number) => `client_onboarding/${id}/send_onboarding_email`, undefined],
  ] as const)('%s %s → 404, unchanged', async (method, path, payload) => {
    const [before] = await db().select().from(s.clients).where(eq(s.clients.id, otherClientId));
    const response = await api(method, path(otherClientId), payload);
    expect(response.statusCode).toBe(404);
    const [after] = await db().select().from(s.clients).where(eq(s.clients.id, otherClientId));
    expect(after).toEqual(before);
    // its own company sees it
    expect((await api('GET', `client_onboarding/${otherClientId}`, undefined, other)).statusCode).toBe(200);
  });
});

describe('address look-ups', () => {
  type Zips = { zip_codes: { zip: string; city: string; canton: string; city_zip_codes: string[] }[] };
  it("finds postal codes by their start, sorted and de-duplicated, each with its city and the city's codes", async () => {
    const response = await api('GET', 'address/zip_codes?query=300');
    expect(response.statusCode).toBe(200);
    const { zip_codes: zips } = response.json() as Zips;
    const keys = zips.map((z) => `${z.zip} ${z.city}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort((a, b) => a.localeCompare(b))).toEqual(keys);
    // "Bern 13", "Bern 60 UPD" are post offices of Bern: one entry for 3000 Bern
    expect(zips.filter((z) => z.zip === '3000')).toEqual([expect.objectContaining({ zip: '3000', city: 'Bern', canton: 'BE' })]);
    expect(zips[0]!.city_zip_codes).toContain('3027');
  });

  it('finds a city by its name without accents', async () => {
    const { zip_codes: zips } = (await api('GET', 'address/zip_codes?query=zuri')).json() as Zips;
    expect(zips[0]).toMatchObject({ zip: '8000', city: 'Zürich', canton: 'ZH' });
  });

  it('refuses an empty query (422)', async () => {
    expect((await api('GET', 'address/zip_codes?query=')).statusCode).toBe(422);
  });

  type Streets = { streets: string[] };
  const streetsOf = async (query: string) => {
    const response = await api('GET', `address/onrp_streets?${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as Streets).streets;
  };

  it("lists a postal code's streets from the sample the API loads while no directory is imported, in order", async () => {
    const all = await streetsOf('zip=8001');
    expect(all).toHaveLength(20);
    expect(all.slice(0, 3)).toEqual(['Augustinergasse', 'Bahnhofplatz', 'Bahnhofstrasse']);
    // another code's streets are not among them
    expect(await streetsOf('zip=3011&query=bahnhof')).toEqual([]);
  });

  it('finds a street by the start of its name or of a word of it, accents and punctuation ignored, starts first', async () => {
    expect(await streetsOf('zip=8001&query=BAHN')).toEqual(['Bahnhofplatz', 'Bahnhofstrasse']);
    expect(await streetsOf('zip=1204&query=rhone')).toEqual(['Rue du Rhône']);
    expect(await streetsOf('zip=2000&query=hopital')).toEqual(["Faubourg de l'Hôpital", "Rue de l'Hôpital"]);
    expect(await streetsOf('zip=9000&query=st.%20leonhard')).toEqual(['St. Leonhard-Strasse']);
    // "Marktgasse" starts with it, "Marktplatz" too; nothing matches inside a word ("gasse" is not a word start)
    expect(await streetsOf('zip=9000&query=markt')).toEqual(['Marktgasse', 'Marktplatz']);
    expect(await streetsOf('zip=9000&query=gasse')).toEqual([]);
    // a word start later in the name comes after the names that start with the query
    expect(await streetsOf('zip=1003&query=saint')).toEqual(['Place Saint-François', 'Rue Saint-François', 'Rue Saint-Laurent']);
    expect(await streetsOf('zip=6900&query=p')).toEqual([
      'Piazza Cioccaro',
      'Piazza della Riforma',
      'Corso Pestalozzi',
      'Via della Posta',
      'Via Pessina',
      'Via Pretorio',
    ]);
    // LIKE's wildcards are not wildcards: punctuation alone is no query, inside a word it splits it
    expect(await streetsOf('zip=8001&query=%25')).toEqual(await streetsOf('zip=8001'));
    expect(await streetsOf('zip=8001&query=b_hnhof')).toEqual([]);
    expect(await streetsOf('zip=8001&query=b%25hof')).toEqual([]);
  });

  it('refuses a postal code that is not four digits (422) and answers only a signed-in caller', async () => {
    expect((await api('GET', 'address/onrp_streets?zip=800')).statusCode).toBe(422);
    expect((await api('GET', 'address/onrp_streets?zip=8001x')).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin_partner/address/onrp_streets?zip=8001' })).statusCode).toBe(401);
  });

  it('imports a street directory: a whole directory replaces the streets, several postal codes give a row each', async () => {
    const csv = [
      '\uFEFFSTR_ESID;STN_LABEL;ZIP_LABEL;COM_FOSNR;COM_NAME;COM_CANTON',
      '1;Testweg;8001 Zürich;261;Zürich;ZH',
      '2;"Chemin ""des"" Tests; Nord";1204 Genève, 1205 Genève;6621;Genève;GE',
      '3;;8001 Zürich;261;Zürich;ZH',
      '4;Ohne Postleitzahl;;261;Zürich;ZH',
      '',
    ].join('\r\n');
    const parsed = parseStreetDirectory(csv);
    expect(parsed).toEqual({
      streets: [
        { zip: '8001', name: 'Testweg', locality: 'Zürich' },
        { zip: '1204', name: 'Chemin "des" Tests; Nord', locality: 'Genève' },
        { zip: '1205', name: 'Chemin "des" Tests; Nord', locality: 'Genève' },
      ],
      skipped: 2,
    });
    expect(() => parseStreetDirectory('zip,street\n8001,Testweg')).toThrow(/STN_LABEL and ZIP_LABEL/);

    const before = await db().select().from(s.streets);
    try {
      await importStreets(db(), parsed.streets, { replace: true });
      expect(await streetsOf('zip=8001')).toEqual(['Testweg']);
      expect(await streetsOf('zip=1205&query=des')).toEqual(['Chemin "des" Tests; Nord']);
      // the sample is not loaded again over an imported directory
      expect(await importStreetSample(db(), join(ctx.app.config.migrationsDir, '..', 'data', 'streets-sample.csv'))).toBe(0);
    } finally {
      await db().delete(s.streets);
      await db().insert(s.streets).values(before);
    }
    expect(await streetsOf('zip=8001&query=bahnhofs')).toEqual(['Bahnhofstrasse']);
  });
});

describe('OpenAPI', () => {
  it('documents every onboarding route with summary, operationId, tags and security', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, { summary?: string; operationId?: string; tags?: string[]; security?: unknown[] }>>;
    };
    const ops = Object.values(doc.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((op) => op.tags?.includes('onboarding'));
    expect(ops.map((op) => op.operationId).sort()).toEqual([
      'createClient',
      'getClientInvestorProfile',
      'getClientKyc',
      'getClientOnboarding',
      'getClientOnboardingDocument',
      'getKycQuestions',
      'getStreets',
      'getZipCodes',
      'saveClientDocuments',
      'saveClientInvestorProfile',
      'saveClientKyc',
      'saveSuggestedBank',
      'sendOnboardingEmail',
      'updateClient',
    ]);
    for (const op of ops) {
      expect(op.summary).toBeTruthy();
      expect(op.security).toEqual([{ bearer: [] }]);
    }
  });
});
