import { NotFoundError, newId, ValidationError } from '@colloquy/core';
import { type Company, insertCompany, type Queryable, renameCompany } from '@colloquy/db';

function companyName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 200) {
    throw new ValidationError('Company name must be 1 to 200 characters', [
      { field: 'name', message: 'must be 1 to 200 characters' },
    ]);
  }
  return trimmed;
}

export async function createCompany({ db, name }: { db: Queryable; name: string }): Promise<Company> {
  return insertCompany(db, { id: newId('company'), name: companyName(name) });
}

/** Renames a company (the dashboard's company profile). */
export async function updateCompanyName(db: Queryable, id: string, name: string): Promise<Company> {
  const company = await renameCompany(db, id, companyName(name));
  if (!company) throw new NotFoundError(`Company ${id} not found`, 'company_not_found');
  return company;
}
