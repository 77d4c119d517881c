import { type FieldIssue, ValidationError } from '@colloquy/core';
import type { CatalogueRecord } from '@colloquy/db';
import { isCurrency, minorUnits, parseMajorAmount } from '@colloquy/quotes';
import { parse } from 'csv-parse/sync';

export type CatalogueEntry = Omit<CatalogueRecord, 'updatedAt'>;

export const MAX_CATALOGUE_ITEMS = 10_000;
const COLUMNS = ['sku', 'name', 'unit_price', 'currency', 'tax_rate'] as const;

function checkEntry(entry: CatalogueEntry, at: string, issues: FieldIssue[]): void {
  if (!entry.sku || entry.sku.length > 100)
    issues.push({ field: `${at}.sku`, message: 'is required (up to 100 characters)' });
  if (!entry.name || entry.name.length > 500)
    issues.push({ field: `${at}.name`, message: 'is required (up to 500 characters)' });
  if (!/^[A-Z]{3}$/.test(entry.currency) || !isCurrency(entry.currency))
    issues.push({ field: `${at}.currency`, message: 'is not an ISO 4217 currency code' });
  if (!Number.isFinite(entry.taxRate) || entry.taxRate < 0 || entry.taxRate > 100)
    issues.push({ field: `${at}.tax_rate`, message: 'must be a percentage from 0 to 100' });
}

function finish(entries: CatalogueEntry[], issues: FieldIssue[]): CatalogueEntry[] {
  if (entries.length === 0) issues.push({ field: 'items', message: 'the catalogue has no items' });
  if (entries.length > MAX_CATALOGUE_ITEMS)
    issues.push({ field: 'items', message: `at most ${MAX_CATALOGUE_ITEMS} items per upload` });
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.sku)) issues.push({ field: 'sku', message: `SKU ${e.sku} appears more than once` });
    seen.add(e.sku);
  }
  if (issues.length > 0) {
    const shown = issues.slice(0, 20);
    throw new ValidationError(shown.map((i) => `${i.field} ${i.message}`).join('; '), shown);
  }
  return entries;
}

/**
 * A price catalogue from CSV with the header `sku,name,unit_price,currency,tax_rate`: prices in major units as
 * people write them ("1299.00"; at most the currency's decimals), tax rates in percent ("20" or "20%"). Problems
 * are one ValidationError naming rows by their line in the file (`rows.3.unit_price`).
 */
export function catalogueFromCsv(text: string): CatalogueEntry[] {
  let rows: Record<string, string>[];
  try {
    rows = parse(text.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
    }) as Record<string, string>[];
  } catch (error) {
    throw new ValidationError(`The CSV could not be read: ${(error as Error).message}`, [
      { field: 'file', message: 'is not valid CSV' },
    ]);
  }
  const first = rows[0];
  const missing = first ? COLUMNS.filter((c) => !(c in first)) : [];
  if (missing.length > 0) {
    throw new ValidationError(
      `The CSV needs the columns ${COLUMNS.join(',')}; missing: ${missing.join(', ')}`,
      [{ field: 'file', message: `missing columns: ${missing.join(', ')}` }],
    );
  }
  const issues: FieldIssue[] = [];
  const entries = rows.map((row, i) => {
    const at = `rows.${i + 2}`;
    const currency = (row.currency ?? '').toUpperCase();
    const entry: CatalogueEntry = {
      sku: row.sku ?? '',
      name: row.name ?? '',
      unitPrice: 0,
      currency,
      taxRate: Number((row.tax_rate ?? '').replace(/%$/, '') || '0'),
    };
    checkEntry(entry, at, issues);
    if (isCurrency(currency)) {
      const price = parseMajorAmount(row.unit_price ?? '', currency);
      if (price === undefined)
        issues.push({
          field: `${at}.unit_price`,
          message: `must be an amount with at most ${minorUnits(currency)} decimals (got "${row.unit_price}")`,
        });
      else entry.unitPrice = price;
    }
    return entry;
  });
  return finish(entries, issues);
}

/** A price catalogue from JSON items `{sku, name, unit_price (minor units), currency, tax_rate}`. */
export function catalogueFromItems(
  items: readonly { sku: string; name: string; unit_price: number; currency: string; tax_rate: number }[],
): CatalogueEntry[] {
  const issues: FieldIssue[] = [];
  const entries = items.map((item, i) => {
    const entry: CatalogueEntry = {
      sku: item.sku.trim(),
      name: item.name.trim(),
      unitPrice: item.unit_price,
      currency: item.currency.trim().toUpperCase(),
      taxRate: item.tax_rate,
    };
    checkEntry(entry, `items.${i}`, issues);
    return entry;
  });
  return finish(entries, issues);
}
