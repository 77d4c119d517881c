import { stemmer } from 'stemmer';

// Words that carry no topic: dropped from both the index and the question.
const STOP_WORDS = new Set(
  `a about above after again all am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers herself
  him himself his how i if in into is it its itself just me more most my myself no nor not of off on once only or
  other our ours ourselves out over own same she should so some such than that the their theirs them themselves
  then there these they this those through to too under until up very was we were what when where which while who
  whom why will with would you your yours yourself yourselves hi hello hey please thanks thank tell know want need
  get got let us im ive id dont cant wont whats hows theres also still really anyone someone something anything
  pls plz ok okay yes yeah may might shall must`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words and phrases that mean the same thing to a customer or an employee: each maps to one canonical term,
 * on both sides of the search, so "money back" finds "refund" and "time off" finds "leave".
 */
const PHRASES: [RegExp, string][] = [
  [/\bmoney back\b/g, 'refund'],
  [/\b(send|give|take|bring) ([a-z]+ ){0,3}back\b/g, 'return'],
  [/\btime off\b/g, 'leave'],
  [/\bday off\b/g, 'leave'],
  [/\bdays off\b/g, 'leave'],
  [/\b(log|sign) ?in\b/g, 'login'],
  [/\b(log|sign) ?out\b/g, 'logout'],
  [/\bwi-?fi\b/g, 'wifi'],
  [/\be-?mail\b/g, 'email'],
  [/\bpass ?word\b/g, 'password'],
  [/\bcheck ?out\b/g, 'checkout'],
  [/\bset ?up\b/g, 'setup'],
  [/\bput together\b/g, 'assemble'],
  [/\bpay ?slip\b/g, 'payslip'],
  [/\bpay ?check\b/g, 'payslip'],
  [/\bsick (day|days|leave)\b/g, 'sickness'],
  [/\bwork(ing)? from home\b/g, 'remote'],
];

const SYNONYM_GROUPS: string[][] = [
  ['refund', 'reimburse', 'reimbursement', 'repay', 'chargeback'],
  ['return', 'returns', 'returning', 'exchange'],
  ['deliver', 'delivery', 'ship', 'shipping', 'shipment', 'dispatch', 'courier', 'arrive', 'arrival'],
  ['price', 'cost', 'costs', 'fee', 'fees', 'charge', 'charges', 'pricing', 'expensive', 'cheap'],
  ['order', 'purchase', 'buy', 'bought'],
  ['cancel', 'cancellation', 'terminate', 'stop'],
  ['broken', 'damaged', 'damage', 'defective', 'faulty', 'scratch', 'scratched', 'dent', 'dented', 'cracked'],
  ['warranty', 'guarantee'],
  ['discount', 'coupon', 'voucher', 'promo', 'promotion', 'sale'],
  ['password', 'passcode', 'pin'],
  ['laptop', 'computer', 'notebook', 'pc', 'macbook'],
  ['leave', 'vacation', 'holiday', 'holidays', 'pto', 'annual'],
  ['salary', 'pay', 'payroll', 'wage', 'wages', 'paid'],
  ['job', 'position', 'role', 'vacancy', 'opportunity'],
  ['hire', 'hiring', 'recruit', 'recruitment', 'recruiting'],
  ['candidate', 'applicant'],
  ['interview', 'interviews'],
  ['help', 'support', 'assist', 'assistance'],
  ['human', 'agent', 'person', 'representative', 'operator'],
  ['account', 'profile'],
  ['hours', 'open', 'opening', 'closing'],
  ['store', 'shop', 'showroom'],
  ['payment', 'card', 'invoice'],
  ['quote', 'quotation', 'estimate'],
  ['bulk', 'volume', 'wholesale'],
  ['boss', 'manager', 'supervisor'],
  ['expense', 'expenses', 'receipt', 'claim'],
  ['printer', 'printing', 'print'],
  ['phishing', 'scam', 'suspicious'],
  ['dashboard', 'report', 'reports'],
  ['sofa', 'couch', 'settee'],
  ['reschedule', 'postpone', 'rearrange', 'rebook'],
  ['assemble', 'assembly', 'build', 'construct', 'flatpack'],
  ['instructions', 'manual', 'guide', 'leaflet'],
  ['parts', 'screws', 'bolts', 'fittings', 'components'],
  ['missing', 'lost'],
  ['network', 'internet', 'connection', 'online'],
  ['slow', 'sluggish', 'lag', 'laggy'],
  ['delete', 'remove', 'erase', 'close'],
  ['track', 'trace', 'follow', 'status'],
  ['gift', 'present'],
  ['contact', 'call', 'phone', 'reach', 'number'],
  ['wardrobe', 'closet'],
];

const CANONICAL = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  const canonical = stemmer(group[0]!);
  for (const word of group) CANONICAL.set(stemmer(word), canonical);
}

/** Lower-case, accents folded, apostrophes joined ("don't" → "dont"), phrases mapped to one term. */
export function normalize(text: string): string {
  let out = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '');
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  return out;
}

/** Surface words of a text, without stop words (for typo matching). */
export function words(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
}

/** The search term of one surface word: stemmed, then mapped to its synonym group. */
export function termOf(word: string): string {
  const stem = stemmer(word);
  return CANONICAL.get(stem) ?? stem;
}

export function terms(text: string): string[] {
  return words(text).map(termOf);
}

/** Damerau–Levenshtein distance, giving up (returning max + 1) once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}
