import { findName } from '../dialogue/names.ts';

/** A product as chat matching needs it. */
export interface NamedProduct {
  sku: string;
  name: string;
}

export interface RequestedItem {
  /** The words that named the product ("LaserJet printers"). */
  phrase: string;
  quantity: number;
}

export interface QuoteRequest {
  items: RequestedItem[];
  customer: string | undefined;
  discountPercent: number | undefined;
}

const DISCOUNT = /(\d+(?:[.,]\d+)?)\s*%\s*(?:off|discount)?|\bdiscount\s+(?:of\s+)?(\d+(?:[.,]\d+)?)\s*%/i;
const CUSTOMER =
  /\bfor\s+(?:the\s+customer\s+|customer\s+)?([^,;.\n]+?)\s*(?=[,;.\n]|$|\bwith\b|\d+(?:[.,]\d+)?\s*%)/i;
const LEAD =
  /^\s*(?:please\s+)?(?:(?:can you|could you)\s+)?(?:make|create|prepare|draft|write|generate|give me|send)?\s*(?:me\s+)?(?:an?\s+)?(?:new\s+)?(?:quote|quotation|offer|price)s?\b\s*(?:for\s+(?=\d))?(?:of|with|:)?/i;
const QUANTITY = /^(?:(\d+(?:[.,]\d+)?)\s*(?:x|×|pcs|pieces|units|of)?\s+)?(.+)$/i;
const FILLER = /^(?:a|an|the|some|please|also|and|plus|with|of)\s+/i;

/**
 * Reads "quote 3 ThinkPad X1 and 2 LaserJet printers for Acme, 10% off": the items with their quantities (1 when
 * none is said), the customer after "for", and a percentage discount.
 */
export function parseQuoteRequest(text: string): QuoteRequest {
  let rest = ` ${text.trim()} `;
  const discount = DISCOUNT.exec(rest);
  if (discount) rest = rest.replace(discount[0], ' ');
  const customer = CUSTOMER.exec(rest);
  if (customer) rest = rest.replace(customer[0], ' ');
  rest = rest.replace(LEAD, ' ');
  const items: RequestedItem[] = [];
  for (const raw of rest.split(/,|;|\band\b|\bplus\b|&|\+/i)) {
    let part = raw.trim().replace(/[.!?]+$/, '');
    while (FILLER.test(part)) part = part.replace(FILLER, '');
    if (!part || /^(?:off|discount|please)$/i.test(part)) continue;
    const match = QUANTITY.exec(part);
    if (!match) continue;
    const phrase = match[2]!.trim();
    items.push({ phrase, quantity: match[1] ? Number(match[1].replace(',', '.')) : 1 });
  }
  const percent = discount ? Number((discount[1] ?? discount[2])!.replace(',', '.')) : undefined;
  return { items, customer: customer?.[1]?.trim() || undefined, discountPercent: percent };
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);

/**
 * The catalogue products a phrase may mean, best first: a product whose whole name (or SKU) the phrase mentions
 * wins outright (longest name first; tolerant of case, plurals and typos, see findName); otherwise the products
 * sharing the most words with the phrase ("ThinkPad X1" → both "ThinkPad X1 Carbon" and "ThinkPad X1 Yoga").
 * An empty list: nothing matched.
 */
export function matchProducts(phrase: string, products: readonly NamedProduct[]): NamedProduct[] {
  const bySku = products.find((p) => p.sku.toLowerCase() === phrase.trim().toLowerCase());
  if (bySku) return [bySku];
  const whole = findName(
    phrase,
    products.map((p) => p.name),
  );
  if (whole) return products.filter((p) => p.name === whole);
  const said = words(phrase);
  let best = 0;
  let matches: NamedProduct[] = [];
  for (const product of products) {
    const known = words(`${product.name} ${product.sku}`);
    const shared = said.filter((w) => known.some((k) => findName(w, [k]) !== undefined)).length;
    if (shared === 0 || shared < best) continue;
    if (shared > best) {
      best = shared;
      matches = [];
    }
    matches.push(product);
  }
  return matches;
}
