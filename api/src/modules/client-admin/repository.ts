import { and, eq } from 'drizzle-orm';
import type { ClientStatus } from '@portal/shared/contracts';
import { clients } from '../../db/schema';
import { scopedRepository } from '../../lib/scoped-repository';

/** The operator's changes to a client of the scope (admin actions, docs/clients.md); each returns null for a client outside it. */
export const createClientAdminRepository = scopedRepository(({ db, tenant }) => {
  const one = (id: number) => and(tenant.inScope(clients), eq(clients.id, id));

  return {
    async find(id: number) {
      const [row] = await db
        .select({
          id: clients.id,
          firstName: clients.firstName,
          lastName: clients.lastName,
          status: clients.status,
          statusBeforeBlock: clients.statusBeforeBlock,
          firstInvestedAt: clients.firstInvestedAt,
        })
        .from(clients)
        .where(one(id))
        .limit(1);
      return row ?? null;
    },

    async block(id: number, current: ClientStatus) {
      await db.update(clients).set({ status: 'blocked', statusBeforeBlock: current }).where(one(id));
    },

    async unblock(id: number, restored: ClientStatus) {
      await db.update(clients).set({ status: restored, statusBeforeBlock: null }).where(one(id));
    },

    /**
     * Back to the start of the registration: the questionnaires, the uploaded documents and the registration steps
     * are cleared, so that the client registers again from the invitation; identity, fees and banks stay.
     */
    async resetAccount(id: number) {
      await db
        .update(clients)
        .set({
          status: 'pending',
          statusBeforeBlock: null,
          kycFilled: false,
          partnerKycAnswers: null,
          investorProfileFilled: false,
          partnerInvestorProfileAnswers: null,
          partnerSuggestedIdDocumentsUploaded: false,
          clientIdDocumentsUploaded: false,
          partnerCertifiedIdDocumentUploaded: false,
          signedOnboardingPaoUploaded: false,
          registrationStartedAt: null,
          registeredAt: null,
          readyAt: null,
        })
        .where(one(id));
    },

    /** Soft delete: the row stays for the audit trail and the bookkeeping, but no scope finds it any more. */
    async softDelete(id: number, at: Date) {
      await db.update(clients).set({ deletedAt: at }).where(one(id));
    },
  };
});
