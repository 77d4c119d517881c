import type { Queryable } from '../types.ts';

export interface Company {
  id: string;
  name: string;
  createdAt: Date;
}

interface CompanyRow {
  id: string;
  name: string;
  created_at: Date;
}

const toCompany = (r: CompanyRow): Company => ({ id: r.id, name: r.name, createdAt: new Date(r.created_at) });

export async function insertCompany(db: Queryable, company: { id: string; name: string }): Promise<Company> {
  const [row] = await db.query<CompanyRow>('INSERT INTO companies (id, name) VALUES ($1, $2) RETURNING *', [
    company.id,
    company.name,
  ]);
  return toCompany(row!);
}

export async function findCompany(db: Queryable, id: string): Promise<Company | undefined> {
  const [row] = await db.query<CompanyRow>('SELECT * FROM companies WHERE id = $1', [id]);
  return row && toCompany(row);
}

export async function listCompanies(db: Queryable): Promise<Company[]> {
  return (await db.query<CompanyRow>('SELECT * FROM companies ORDER BY created_at, id')).map(toCompany);
}

/** Renames a company; undefined when there is no such company. */
export async function renameCompany(db: Queryable, id: string, name: string): Promise<Company | undefined> {
  const [row] = await db.query<CompanyRow>('UPDATE companies SET name = $2 WHERE id = $1 RETURNING *', [
    id,
    name,
  ]);
  return row && toCompany(row);
}
