import {
  calculatePayment,
  DEFAULT_INTEREST_RATE,
  DEFAULT_LOAN_TERM,
  LOAN_TERMS,
  type PaymentResult,
} from '@market/contracts';

/** What the calculator's inputs hold: text, as typed. */
export interface CalculatorValues {
  price: string;
  downPayment: string;
  termMonths: string;
  ratePercent: string;
}

export const TERM_OPTIONS = LOAN_TERMS.map((term) => ({
  value: String(term),
  label: `${term} months`,
}));

export function calculatorDefaults(price: number | null): CalculatorValues {
  return {
    price: price && price > 0 ? String(price) : '',
    downPayment: '',
    termMonths: String(DEFAULT_LOAN_TERM),
    ratePercent: String(DEFAULT_INTEREST_RATE),
  };
}

/** SPEC §5 on the typed values: the contracts' calculator, the same one the server and the vehicle page use. */
export function calculate(values: CalculatorValues): PaymentResult {
  return calculatePayment(values);
}

/** A price from the URL (?price=24500): only a positive number counts. */
export function priceFromQuery(value: string | null): number | null {
  if (!value) return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}
