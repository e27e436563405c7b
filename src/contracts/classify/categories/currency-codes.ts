/**
 * ISO codes written before an amount ("SGD 48,000", "CAD $420,000", "KES 14.20"): one list for every category reading
 * that knows an amount by its currency (category-cue-lists.ts' amount cue, category-money-deposit.ts' sum deposited; issue 18,
 * h50cue: the deposit's own shorter list, USD to CHF, was a second home). Any case, as the cues are read.
 */
export const ISO_CURRENCY = '(?:USD|GBP|EUR|CAD|AUD|NZD|SGD|HKD|INR|JPY|CHF|CNY|ZAR|SEK|NOK|DKK|KES|NGN|AED|MYR|BRL|MXN)';
