export { formatMinor, isCurrency, minorUnits, parseMajorAmount } from './currency.ts';
export {
  type CatalogueItem,
  fieldIssues,
  parseQuoteDraft,
  priceDraft,
  quoteDates,
  validationFailed,
} from './draft.ts';
export { nextStatus, QUOTE_STATUSES, type QuoteAction, type QuoteStatus } from './lifecycle.ts';
export {
  type Charge,
  type Customer,
  type Discount,
  type PricedLine,
  type PricedQuote,
  type QuoteDraft,
  type QuoteDraftInput,
  type QuoteLineInput,
  quoteDraftSchema,
  type Tax,
} from './model.ts';
export { DEFAULT_NUMBER_FORMAT, formatQuoteNumber, validateNumberFormat } from './numbering.ts';
export {
  type ChargeBreakdown,
  computeQuote,
  type LineBreakdown,
  type QuoteTotals,
  type TaxAmount,
} from './totals.ts';
