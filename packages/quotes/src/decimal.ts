/**
 * Exact decimal arithmetic for quote figures. Quantities and percentages carry up to 4 decimals and are held as
 * integers scaled by 10^4; every product is formed in BigInt and rounded once, half away from zero ("half-up"
 * for the non-negative amounts quotes hold).
 */
export const SCALE = 10_000n;
export const MAX_DECIMALS = 4;

/** `value` × 10^4 as a BigInt, or undefined when it has more than 4 decimals or is not finite. */
export function toScaled(value: number): bigint | undefined {
  if (!Number.isFinite(value)) return undefined;
  const scaled = Math.round(value * 10_000);
  if (Math.abs(scaled - value * 10_000) > 1e-6 * Math.max(1, Math.abs(value))) return undefined;
  return BigInt(scaled);
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = (2n * n + denominator) / (2n * denominator);
  return negative ? -q : q;
}

/** amount × percent / 100, with `percentScaled` = percent × 10^4, rounded half-up. */
export function percentOf(amount: bigint, percentScaled: bigint): bigint {
  return divRound(amount * percentScaled, 100n * SCALE);
}

/**
 * Splits `total` over `weights` in proportion, each share rounded down and the remainder handed out one unit at a
 * time to the largest fractional parts (ties to the earliest): the shares always sum to exactly `total`.
 */
export function allocate(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n || total === 0n) return weights.map(() => 0n);
  const shares = weights.map((w) => (total * w) / sum);
  const remainders = weights.map((w, i) => ({ i, r: (total * w) % sum }));
  let left = total - shares.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0n) break;
    shares[i] = shares[i]! + 1n;
    left -= 1n;
  }
  return shares;
}
