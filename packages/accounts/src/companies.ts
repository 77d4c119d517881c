import { newId, ValidationError } from '@colloquy/core';
import { type Company, insertCompany, type Queryable } from '@colloquy/db';

export async function createCompany({ db, name }: { db: Queryable; name: string }): Promise<Company> {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 200) {
    throw new ValidationError('Company name must be 1 to 200 characters', [
      { field: 'name', message: 'must be 1 to 200 characters' },
    ]);
  }
  return insertCompany(db, { id: newId('company'), name: trimmed });
}
