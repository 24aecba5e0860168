import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ClientScope as ScopeName } from '@portal/shared/contracts';
import { partnerUsers } from '../../db/schema';
import { clientsRepository, type ClientScope } from './repository';

/**
 * Seeing the company's clients ('Alle Kunden') goes with seeing its advisers (the `partner_company_users` module);
 * without it an adviser sees only their own clients, whatever they ask for.
 */
export function canSeeCompanyClients(request: FastifyRequest): boolean {
  return request.user.modules.includes('partner_company_users');
}

/** The scope of a request: the company, narrowed to the caller's own clients in personal scope. */
export function clientScopeOf(request: FastifyRequest, choice: ScopeName = 'company'): { name: ScopeName; scope: ClientScope } {
  const { user } = request;
  if (choice === 'personal' || !canSeeCompanyClients(request)) {
    return { name: 'personal', scope: { companyId: user.companyId, userId: user.id } };
  }
  return { name: 'company', scope: { companyId: user.companyId } };
}

/**
 * The repository of the client routes other than the list: every client the caller may see at all. A client of
 * another company, or a colleague's without the company scope, is not found.
 */
export function clientsOf(app: FastifyInstance, request: FastifyRequest) {
  return clientsRepository(app.db, clientScopeOf(request).scope);
}

/** The list scope the user chose last ('Alle Kunden' unless they switched). */
export async function rememberedScope(app: FastifyInstance, userId: number): Promise<ScopeName> {
  const [row] = await app.db.select({ scope: partnerUsers.clientScope }).from(partnerUsers).where(eq(partnerUsers.id, userId));
  return row?.scope ?? 'company';
}

export async function rememberScope(app: FastifyInstance, userId: number, scope: ScopeName): Promise<void> {
  await app.db.update(partnerUsers).set({ clientScope: scope }).where(eq(partnerUsers.id, userId));
}
