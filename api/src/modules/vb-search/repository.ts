import { and, eq, inArray } from 'drizzle-orm';
import type { VbSearchAnswer } from '@portal/shared/contracts';
import { clients, notifications, vbSearches, type ClientRow, type VbSearchRow } from '../../db/schema';
import { foundInScope, scopedRepository, type InScope } from '../../lib/scoped-repository';

/**
 * The vested-benefits searches of the scope's clients: every query goes through `clients` with the tenant condition,
 * so another company's client or search is not found, like a missing one.
 */
export const createVbSearchRepository = scopedRepository(({ db, scope, tenant }) => {
  const clientsInScope = () => db.select({ id: clients.id }).from(clients).where(tenant.inScope(clients));

  return {
    /** A client of the scope with its search (null when it has none); null when the client is not in the scope. */
    async ofClient(clientId: number) {
      const [row] = await db
        .select({ client: clients, search: vbSearches })
        .from(clients)
        .leftJoin(vbSearches, eq(vbSearches.clientId, clients.id))
        .where(and(tenant.inScope(clients), eq(clients.id, clientId)))
        .limit(1);
      return foundInScope(row);
    },

    /** A search of a client of the scope, with the client; else null. */
    async byId(id: number) {
      const [row] = await db
        .select({ client: clients, search: vbSearches })
        .from(vbSearches)
        .innerJoin(clients, eq(clients.id, vbSearches.clientId))
        .where(and(tenant.inScope(clients), eq(vbSearches.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** Starts the search of a client of the scope; null when the client has one already. */
    async create(found: InScope<{ client: ClientRow }>, formerEmployers: string[]): Promise<VbSearchRow | null> {
      // a client of another company's scope gets no search here
      if (found.client.partnerCompanyId !== scope.companyId) return null;
      const [row] = await db
        .insert(vbSearches)
        .values({ clientId: found.client.id, formerEmployers, partnerCompanyId: scope.companyId, partnerUserId: scope.userId })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** Changes the former employers of a search that is still being prepared; null when it is not (or not in scope). */
    async updateEmployers(id: number, formerEmployers: string[]): Promise<VbSearchRow | null> {
      const [row] = await db
        .update(vbSearches)
        .set({ formerEmployers })
        .where(and(eq(vbSearches.id, id), eq(vbSearches.status, 'pending'), inArray(vbSearches.clientId, clientsInScope())))
        .returning();
      return row ?? null;
    },

    /**
     * Records the signed power of attorney (the upload, or the drawn signature) and hands the search in; null when it
     * was handed in before (or is not in scope).
     */
    async sign(
      id: number,
      signed: { signature: 'wet' | 'drawn'; signedKey: string; signedFileKind: 'pdf' | 'jpeg' | 'png' },
      at: Date,
    ): Promise<VbSearchRow | null> {
      const [row] = await db
        .update(vbSearches)
        .set({ ...signed, status: 'submitted', submittedAt: at })
        .where(and(eq(vbSearches.id, id), eq(vbSearches.status, 'pending'), inArray(vbSearches.clientId, clientsInScope())))
        .returning();
      return row ?? null;
    },

    /**
     * Records the wealth manager's answer to a handed-in search and tells the adviser who started it; null when the
     * search is not handed in (or not in scope).
     */
    async answer(id: number, status: VbSearchAnswer, note: string | null, at: Date): Promise<VbSearchRow | null> {
      const [row] = await db
        .update(vbSearches)
        .set({ status, answerNote: note, answeredAt: at })
        .where(and(eq(vbSearches.id, id), eq(vbSearches.status, 'submitted'), inArray(vbSearches.clientId, clientsInScope())))
        .returning();
      if (!row) return null;
      const [client] = await db.select({ adviser: clients.partnerUserId }).from(clients).where(eq(clients.id, row.clientId));
      const adviser = row.partnerUserId ?? client?.adviser ?? null;
      if (adviser !== null) {
        await db.insert(notifications).values({
          partnerUserId: adviser,
          kind: 'vb_search_answer',
          clientId: row.clientId,
          userUpdates: { new_status: status },
          createdAt: at,
        });
      }
      return row;
    },
  };
});
