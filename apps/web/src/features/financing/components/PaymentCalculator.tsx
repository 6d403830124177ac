import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Card, CardBody, CardHeader, Field } from '../../../ui';
import {
  calculate,
  calculatorDefaults,
  type CalculatorValues,
  TERM_OPTIONS,
} from '../calculatorForm';
import { formatCents } from '../vehicle';
import { PaymentResultPanel } from './PaymentResultPanel';

interface PaymentCalculatorProps {
  /** The vehicle's price when opened from one. */
  initialPrice: number | null;
  /** "Apply for this amount": opens the pre-approval with the financed amount and term. */
  onApply: (loan: { amount: number; termMonths: number; downPayment: number }) => void;
}

/**
 * SPEC §2 Financing payment calculator with §5's rules: the payment follows what is typed;
 * a field's error shows once it was left or Calculate was pressed.
 */
export function PaymentCalculator({ initialPrice, onApply }: PaymentCalculatorProps) {
  const form = useForm<CalculatorValues>({
    defaultValues: calculatorDefaults(initialPrice),
    mode: 'onTouched',
  });
  const values = form.watch();
  const result = calculate(values);
  const { isSubmitted, touchedFields } = form.formState;
  const errorOf = (field: keyof CalculatorValues) =>
    !result.ok && result.field === field && (isSubmitted || touchedFields[field])
      ? result.message
      : undefined;

  const answer = useRef<HTMLDivElement>(null);
  // Calculate moves to the answer (read out by screen readers), or to the field to fix.
  const submit = form.handleSubmit(() => {
    if (result.ok) answer.current?.focus();
    else form.setFocus(result.field);
  });

  return (
    <Card as="section" aria-labelledby="calculator-title" id="calculator">
      <CardHeader
        title="Payment Calculator"
        titleId="calculator-title"
        description="Estimate your monthly payment. Change any figure and the payment follows."
      />
      <CardBody>
        <div className="calculator">
          <form
            noValidate
            className="stack"
            aria-label="Payment calculator"
            onSubmit={(e) => void submit(e)}
          >
            <Field
              label="Vehicle price ($)"
              inputMode="decimal"
              autoComplete="off"
              {...form.register('price')}
              error={errorOf('price')}
            />
            <Field
              label="Down payment ($)"
              inputMode="decimal"
              autoComplete="off"
              optional
              hint="Blank counts as $0."
              {...form.register('downPayment')}
              error={errorOf('downPayment')}
            />
            <div className="form-grid form-grid--2">
              <Field
                as="select"
                label="Loan term"
                options={TERM_OPTIONS}
                {...form.register('termMonths')}
              />
              <Field
                label="Interest rate (%)"
                inputMode="decimal"
                autoComplete="off"
                {...form.register('ratePercent')}
                error={errorOf('ratePercent')}
              />
            </div>
            <Button type="submit" variant="secondary">
              Calculate Payment
            </Button>
          </form>
          <div aria-live="polite" ref={answer} tabIndex={-1} className="calculator__answer">
            {result.ok ? (
              <PaymentResultPanel
                breakdown={result.value}
                onApply={() =>
                  onApply({
                    amount: result.value.financedAmount,
                    termMonths: result.value.termMonths,
                    downPayment: result.value.downPayment,
                  })
                }
              />
            ) : (
              <div className="calculator__result calculator__result--empty">
                <p className="calculator__label">Estimated monthly payment</p>
                <p className="calculator__payment">{formatCents(0)}</p>
                <p className="text-sm text-muted">{result.message}.</p>
              </div>
            )}
          </div>
        </div>
      </CardBody>
    </Card>
  );
}
