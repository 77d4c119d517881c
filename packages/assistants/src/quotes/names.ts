import { type Db, listCatalogueItems } from '@colloquy/db';
import type { NameSource } from '../service/entity-directory.ts';

export const PRODUCT_KIND = 'product';

/**
 * The company's catalogue as names people say: each product's name and SKU, and the words of its name of four
 * letters or more ("ThinkPad", "LaserJet", "Yoga"), since a request rarely says a product's full name. A mention
 * is evidence for `generate_quote` in chat.
 */
export function productNames(db: Db): NameSource {
  return {
    kind: PRODUCT_KIND,
    ttlMs: 30_000,
    load: async (companyId) => {
      const items = await listCatalogueItems(db, companyId);
      const words = items.flatMap((i) =>
        i.name.split(/\s+/).filter((w) => /\p{L}/u.test(w) && w.length >= 4),
      );
      return [...new Set([...items.flatMap((i) => [i.name, i.sku]), ...words])];
    },
  };
}
