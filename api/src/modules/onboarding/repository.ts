import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { FeeStructureInput, InvestorProfileAnswers, KycAnswers, OnboardingDocumentKind, PersonalData } from '@portal/shared/contracts';
import { clientOnboardingDocuments, clients, custodians, feeStructures, strategies, type ClientRow, type NewClient } from '../../db/schema';
import { foundInScope, scopedRepository, type InScope } from '../../lib/scoped-repository';

/** A client of the scope as `find` found it: what the writes on one client take. */
type ScopedOnboardingClient = InScope<{ client: ClientRow }>;
import { recordRecurringFeeChange } from '../invoices';
import { suggestedServicesCount } from '../clients';
import { funnelStageOf } from '../statistics';

/** The chosen banks, the first the custodian, and the name of the client's own bank when the custom custodian is one. */
export type BankChoice = { bankCodes: string[]; ownCustodianName: string | null };

/** The personal data of the form as the columns of `clients`. */
function personalColumns(data: PersonalData): Partial<NewClient> {
  return {
    title: data.title,
    firstName: data.first_name,
    lastName: data.last_name,
    email: data.email,
    phone: data.phone,
    birthday: data.birthday,
    gender: data.gender,
    preferredLanguage: data.preferred_language,
    country: data.address.country,
    zip: data.address.zip,
    city: data.address.city,
    street: data.address.street,
    houseNumber: data.address.house_number,
    addressLine2: data.address.address_line_2 ?? null,
    nationalities: data.personal_status.nationalities,
    taxDomicile: data.personal_status.tax_domicile,
    civilStatus: data.personal_status.civil_status,
    placeOfOrigin: data.personal_status.place_of_origin,
    // stored as the adviser typed it but without dots and spaces, so that it compares as one number
    ahvNumber: data.personal_status.ahv_number ? data.personal_status.ahv_number.replace(/[.\s]/g, '') : null,
    usCitizen: data.us_person.us_citizen,
    usGreenCard: data.us_person.us_green_card,
    usResident: data.us_person.us_resident,
    usBornInUs: data.us_person.us_born_in_us,
    usTaxLiable: data.us_person.us_tax_liable,
  };
}

/** Two percentages of the numeric columns ("0.300" and "0.3" are one rate; null is none). */
const samePercentage = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Number(a) === Number(b));

const feeColumns = (fee: FeeStructureInput) => ({
  findersFeePercentage: fee.finders_fee_percentage.toFixed(3),
  recurringFeePercentage: fee.recurring_fee_percentage == null ? null : fee.recurring_fee_percentage.toFixed(3),
});

/**
 * The onboarding wizard's reads and writes of the client book. Every query carries `tenant.inScope(clients)`, and a
 * new client belongs to the caller and the caller's company: a client outside the scope is not found, like a
 * missing one.
 */
export const createOnboardingRepository = scopedRepository(({ db, scope, tenant }) => {
  const inScope = () => tenant.inScope(clients);

  return {
    /** The client with its fee structure and funnel stage, or null when it is not in the scope. */
    async find(id: number) {
      const [row] = await db
        .select({ client: clients, funnelStage: funnelStageOf, fee: feeStructures, suggestedServices: suggestedServicesCount })
        .from(clients)
        .leftJoin(feeStructures, eq(feeStructures.clientId, clients.id))
        .where(and(inScope(), eq(clients.id, id)))
        .limit(1);
      return foundInScope(row);
    },

    /** Creates the client of the caller with its personal data, banks and fee structure; returns its id. */
    async create(data: PersonalData, banks: BankChoice, fee: FeeStructureInput | undefined): Promise<number> {
      const [created] = await db
        .insert(clients)
        .values({
          ...personalColumns(data),
          firstName: data.first_name,
          lastName: data.last_name,
          partnerCompanyId: scope.companyId,
          partnerUserId: scope.userId,
          custodianBanks: banks.bankCodes,
          partnerSuggestedBankCodes: banks.bankCodes,
          ownCustodianName: banks.ownCustodianName,
        })
        .returning({ id: clients.id });
      const id = created!.id;
      if (fee) await db.insert(feeStructures).values({ clientId: id, ...feeColumns(fee) });
      return id;
    },

    /** Replaces the personal data; false when the client is not in the scope. */
    async updatePersonalData(id: number, data: PersonalData): Promise<boolean> {
      const rows = await db
        .update(clients)
        .set(personalColumns(data))
        .where(and(inScope(), eq(clients.id, id)))
        .returning({ id: clients.id });
      return rows.length > 0;
    },

    /**
     * Sets the fee structure of a client of the scope (the caller checked that it is one). A changed recurring fee
     * is recorded as a fee change from `today` on, so that the invoices charge the old rate for the days before it.
     */
    async saveFee(found: ScopedOnboardingClient, fee: FeeStructureInput, today: string): Promise<void> {
      // a client of another company's scope gets no fee here
      if (found.client.partnerCompanyId !== scope.companyId) return;
      const id = found.client.id;
      const values = feeColumns(fee);
      const [current] = await db
        .select({ recurring: feeStructures.recurringFeePercentage })
        .from(feeStructures)
        .where(eq(feeStructures.clientId, id));
      await db
        .insert(feeStructures)
        .values({ clientId: id, ...values })
        .onConflictDoUpdate({ target: feeStructures.clientId, set: values });
      if (current && !samePercentage(current.recurring, values.recurringFeePercentage)) {
        await recordRecurringFeeChange(db, id, current.recurring, values.recurringFeePercentage, today);
      }
    },

    /** Sets the chosen banks (and the own bank's name); false when the client is not in the scope. */
    async saveBanks(id: number, banks: BankChoice): Promise<boolean> {
      const rows = await db
        .update(clients)
        .set({ custodianBanks: banks.bankCodes, partnerSuggestedBankCodes: banks.bankCodes, ownCustodianName: banks.ownCustodianName })
        .where(and(inScope(), eq(clients.id, id)))
        .returning({ id: clients.id });
      return rows.length > 0;
    },

    /** Stores the partner's KYC answers (complete: they were checked) and marks KYC filled; false outside the scope. */
    async saveKyc(id: number, answers: KycAnswers): Promise<boolean> {
      const rows = await db
        .update(clients)
        .set({ partnerKycAnswers: answers, kycFilled: true })
        .where(and(inScope(), eq(clients.id, id)))
        .returning({ id: clients.id });
      return rows.length > 0;
    },

    /** Stores the partner's investor-profile answers and marks the profile filled; false outside the scope. */
    async saveInvestorProfile(id: number, answers: InvestorProfileAnswers): Promise<boolean> {
      const rows = await db
        .update(clients)
        .set({ partnerInvestorProfileAnswers: answers, investorProfileFilled: true })
        .where(and(inScope(), eq(clients.id, id)))
        .returning({ id: clients.id });
      return rows.length > 0;
    },

    /** The documents uploaded in the wizard for a client of the scope, by kind (none outside the scope). */
    async documents(id: number) {
      const rows = await db
        .select({ document: clientOnboardingDocuments })
        .from(clientOnboardingDocuments)
        .innerJoin(clients, eq(clients.id, clientOnboardingDocuments.clientId))
        .where(and(inScope(), eq(clientOnboardingDocuments.clientId, id)))
        .orderBy(asc(clientOnboardingDocuments.kind));
      return rows.map((row) => row.document);
    },

    /**
     * Records an uploaded document, replacing the one of its kind, and sets the client's flags of the steps (the ID
     * counts as uploaded once its front and back are). Run it in `transaction`. Returns the storage key of the file
     * it replaced (null for none), or undefined when the client is not in the scope.
     */
    async saveDocument(
      id: number,
      document: {
        kind: OnboardingDocumentKind;
        fileName: string;
        fileKind: 'pdf' | 'jpeg' | 'png';
        sizeBytes: number;
        sha256: string;
        storageKey: string;
      },
      at: Date,
    ): Promise<{ replaced: string | null } | undefined> {
      const [client] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(inScope(), eq(clients.id, id)))
        .for('update');
      if (!client) return undefined;
      const docs = clientOnboardingDocuments;
      const [previous] = await db
        .select({ storageKey: docs.storageKey })
        .from(docs)
        .where(and(eq(docs.clientId, id), eq(docs.kind, document.kind)));
      const values = { ...document, uploadedBy: scope.userId, uploadedAt: at };
      await db
        .insert(docs)
        .values({ ...values, clientId: id, partnerCompanyId: scope.companyId })
        .onConflictDoUpdate({ target: [docs.clientId, docs.kind], set: values });
      const kinds = new Set((await db.select({ kind: docs.kind }).from(docs).where(eq(docs.clientId, id))).map((row) => row.kind));
      await db
        .update(clients)
        .set({
          partnerSuggestedIdDocumentsUploaded:
            kinds.has('partner_suggested_id_document_front') && kinds.has('partner_suggested_id_document_back'),
          partnerCertifiedIdDocumentUploaded: kinds.has('partner_certified_id_document'),
          signedOnboardingPaoUploaded: kinds.has('signed_onboarding_pao'),
        })
        .where(eq(clients.id, id));
      return { replaced: previous?.storageKey ?? null };
    },

    /** Marks the client invited (the funnel's next stage) unless it was before; false outside the scope. */
    async markInvited(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(clients)
        .set({ invitedAt: sql`COALESCE(${clients.invitedAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(inScope(), eq(clients.id, id)))
        .returning({ id: clients.id });
      return rows.length > 0;
    },

    /** The strategies between two risk levels (reference data every company shares). */
    async strategiesBetween(low: number, high: number) {
      return db
        .select()
        .from(strategies)
        .where(between(strategies.riskLevel, low, high))
        .orderBy(asc(strategies.riskLevel), asc(strategies.name));
    },

    /** The custodians of these bank codes (reference data every company shares). */
    async custodiansByCode(codes: string[]) {
      if (codes.length === 0) return [];
      return db.select().from(custodians).where(inArray(custodians.bankCode, codes)).orderBy(asc(custodians.name));
    },
  };
});
