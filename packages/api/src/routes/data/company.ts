import { NotFoundError } from '@colloquy/core';
import type { AuthContext } from '../../context.ts';

/** A caller sees only its own company; any other id reads as not found, never as forbidden. */
export function assertOwnCompany(auth: AuthContext, companyId: string): void {
  if (companyId !== auth.companyId)
    throw new NotFoundError(`Company ${companyId} not found`, 'company_not_found');
}
