/**
 * The payment calculator of SPEC.md §5 and §9, one function for the SPA's calculator, the
 * monthly figure on the vehicle page and the server: vehicle price greater than 0, a blank
 * down payment is 0, a blank term is 60 months, a blank rate is 4.5 %, a rate of exactly 0
 * divides the financed amount evenly, anything else is the standard amortised payment.
 */

export const LOAN_TERMS = [24, 36, 48, 60, 72, 84] as const;
export type LoanTerm = (typeof LOAN_TERMS)[number];
export const DEFAULT_LOAN_TERM: LoanTerm = 60;
export const DEFAULT_INTEREST_RATE = 4.5;
export const MAX_INTEREST_RATE = 40;

export const CALCULATOR_TEXTS = {
  invalidPrice: 'Please enter a valid vehicle price',
  invalidDownPayment: 'Down payment must be 0 or more and less than the vehicle price',
  invalidTerm: 'Loan term must be 24, 36, 48, 60, 72 or 84 months',
  invalidRate: `Interest rate must be between 0 and ${MAX_INTEREST_RATE}%`,
} as const;

/** What a form holds: numbers, or the text of an input (blank meaning "use the default"). */
export type CalculatorValue = number | string | null | undefined;

export interface PaymentInput {
  price: CalculatorValue;
  downPayment?: CalculatorValue;
  termMonths?: CalculatorValue;
  ratePercent?: CalculatorValue;
}

export interface PaymentBreakdown {
  price: number;
  downPayment: number;
  termMonths: LoanTerm;
  ratePercent: number;
  financedAmount: number;
  /** Dollars, rounded to the cent (SPEC.md §9: two decimals). */
  monthlyPayment: number;
  totalPaid: number;
  totalInterest: number;
}

export type PaymentResult =
  { ok: true; value: PaymentBreakdown } | { ok: false; field: keyof PaymentInput; message: string };

function isBlank(value: CalculatorValue): value is null | undefined | '' {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/** A number typed in a form: commas and a dollar sign are tolerated ("$24,500"). */
function toNumber(value: CalculatorValue): number {
  if (typeof value === 'number') return value;
  if (isBlank(value)) return Number.NaN;
  const cleaned = value
    .trim()
    .replace(/[$,\s]/g, '')
    .replace(/%$/, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** The standard amortised payment: P·r / (1 − (1 + r)^−n) with r the monthly rate; P / n at 0 %. */
export function amortisedPayment(
  principal: number,
  annualRatePercent: number,
  months: number,
): number {
  if (principal <= 0) return 0;
  if (annualRatePercent === 0) return principal / months;
  const r = annualRatePercent / 100 / 12;
  return (principal * r) / (1 - Math.pow(1 + r, -months));
}

export function calculatePayment(input: PaymentInput): PaymentResult {
  const price = toNumber(input.price);
  if (!Number.isFinite(price) || price <= 0)
    return { ok: false, field: 'price', message: CALCULATOR_TEXTS.invalidPrice };

  const downPayment = isBlank(input.downPayment) ? 0 : toNumber(input.downPayment);
  if (!Number.isFinite(downPayment) || downPayment < 0 || downPayment >= price)
    return { ok: false, field: 'downPayment', message: CALCULATOR_TEXTS.invalidDownPayment };

  const termMonths = isBlank(input.termMonths) ? DEFAULT_LOAN_TERM : toNumber(input.termMonths);
  if (!(LOAN_TERMS as readonly number[]).includes(termMonths))
    return { ok: false, field: 'termMonths', message: CALCULATOR_TEXTS.invalidTerm };

  const ratePercent = isBlank(input.ratePercent)
    ? DEFAULT_INTEREST_RATE
    : toNumber(input.ratePercent);
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > MAX_INTEREST_RATE)
    return { ok: false, field: 'ratePercent', message: CALCULATOR_TEXTS.invalidRate };

  const financedAmount = cents(price - downPayment);
  const monthlyPayment = cents(amortisedPayment(financedAmount, ratePercent, termMonths));
  const totalPaid = cents(monthlyPayment * termMonths);
  return {
    ok: true,
    value: {
      price,
      downPayment,
      termMonths: termMonths as LoanTerm,
      ratePercent,
      financedAmount,
      monthlyPayment,
      totalPaid,
      totalInterest: cents(Math.max(0, totalPaid - financedAmount)),
    },
  };
}
