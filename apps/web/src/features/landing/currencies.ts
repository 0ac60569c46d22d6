/**
 * Local-currency display of the marketing plans (spec §9: "Other languages show local-currency prices").
 * The plans are priced and billed in US dollars; other languages see an indicative amount at these rates,
 * rounded to a price-like step. Change a rate or a currency here and nowhere else.
 */
export interface LocalCurrency {
  /** ISO 4217 code. */
  currency: string;
  /** Units of the currency per US dollar. */
  perUsd: number;
  /** Amounts are rounded to a multiple of this. */
  step: number;
}

export const BASE_CURRENCY = 'USD';

export const LOCAL_CURRENCIES: Readonly<Record<string, LocalCurrency>> = {
  bn: { currency: 'BDT', perUsd: 120, step: 10 },
  ar: { currency: 'SAR', perUsd: 3.75, step: 1 },
  ko: { currency: 'KRW', perUsd: 1400, step: 1000 },
  ja: { currency: 'JPY', perUsd: 150, step: 100 },
};

const baseLanguage = (language: string) => language.split('-')[0] ?? language;

/** The currency a language shows plan prices in: its local one, or US dollars. */
export const currencyFor = (language: string): LocalCurrency => LOCAL_CURRENCIES[baseLanguage(language)] ?? { currency: BASE_CURRENCY, perUsd: 1, step: 1 };

/** A plan's price in the language's currency: converted, rounded to the step. */
export function localAmount(usd: number, language: string): { amount: number; currency: string } {
  const { currency, perUsd, step } = currencyFor(language);
  return { amount: Math.round((usd * perUsd) / step) * step, currency };
}

/** The price as the language writes it: '$29', '৳৩,৪৮০', '¥4,400'... (whole units: these are list prices). */
export function formatPlanPrice(usd: number, language: string): string {
  const { amount, currency } = localAmount(usd, language);
  return new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
}

/** Whether the language sees a converted (indicative) price rather than the billed dollars. */
export const isConverted = (language: string) => currencyFor(language).currency !== BASE_CURRENCY;
