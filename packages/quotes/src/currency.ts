import { ValidationError } from '@colloquy/core';

let known: Set<string> | undefined;

/** Whether `code` is an ISO 4217 currency this runtime knows (Intl's list, so "XYZ" is not). */
export function isCurrency(code: string): boolean {
  known ??= new Set(Intl.supportedValuesOf('currency'));
  return known.has(code);
}

/**
 * Digits after the decimal point in `currency`'s minor unit, from Intl (JPY 0, EUR 2, KWD 3). Throws
 * ValidationError naming `field` for a code that is not an ISO 4217 currency.
 */
export function minorUnits(currency: string, field = 'currency'): number {
  if (!/^[A-Z]{3}$/.test(currency) || !isCurrency(currency)) {
    throw new ValidationError(`${field} must be an ISO 4217 currency code such as EUR (got "${currency}")`, [
      { field, message: 'is not an ISO 4217 currency code' },
    ]);
  }
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/**
 * A decimal amount in major units ("1299.5", 12.99) as integer minor units of `currency`, or undefined when it is
 * not a non-negative number with at most the currency's decimals (a CSV price of "12.345" EUR is refused, not
 * rounded, so nobody's price changes silently).
 */
export function parseMajorAmount(value: string | number, currency: string): number | undefined {
  const digits = minorUnits(currency);
  const text = String(value).trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.replace(/0+$/, '').length > digits) return undefined;
  const minor =
    BigInt(match[1]!) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0').slice(0, digits) || '0');
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : undefined;
}

/** Minor units back to a decimal string in major units: 129999 EUR → "1299.99", 1500 JPY → "1500". */
export function formatMinor(amount: number, currency: string): string {
  const digits = minorUnits(currency);
  if (digits === 0) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const abs = String(Math.abs(amount)).padStart(digits + 1, '0');
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}
