import { useId, useState } from 'react';
import { ChevronRightIcon } from '../../../ui';

const QUESTIONS = [
  {
    q: 'Does applying for pre-approval affect my credit score?',
    a: 'No. Pre-approval uses the information you give us; a lender runs a credit check only once you decide to go ahead with a loan.',
  },
  {
    q: 'How is my monthly payment calculated?',
    a: 'We subtract your down payment from the vehicle price and spread the rest over the loan term with the standard amortisation formula at the rate you enter (4.5% unless you change it). At 0% the amount is simply divided by the number of months. Taxes and fees are not included.',
  },
  {
    q: 'Which loan terms can I choose?',
    a: 'Terms from 24 to 84 months, in steps of 12 months. A longer term lowers the monthly payment but adds to the interest you pay overall.',
  },
  {
    q: 'How long does pre-approval take?',
    a: 'We review every application and get back to you within 24-48 hours. You receive a confirmation email as soon as you apply.',
  },
  {
    q: 'Can I use my current vehicle as a trade-in?',
    a: 'Yes. Use Trade-In Value on any vehicle page for an estimate from comparable listings, and put the amount towards your down payment.',
  },
];

/** SPEC §2 Financing FAQ: one answer open at a time, each collapsible. */
export function FinancingFaq() {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  return (
    <section aria-labelledby="financing-faq-title" className="stack">
      <h2 id="financing-faq-title" className="financing__section-title">
        Frequently asked questions
      </h2>
      <ul className="financing__faq">
        {QUESTIONS.map((item, index) => {
          const expanded = open === index;
          const panelId = `${base}-answer-${index}`;
          return (
            <li key={item.q} className="financing__faq-item">
              <h3 className="financing__faq-question">
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                >
                  <span>{item.q}</span>
                  <ChevronRightIcon aria-hidden="true" className="financing__faq-chevron" />
                </button>
              </h3>
              <div id={panelId} hidden={!expanded} className="financing__faq-answer">
                <p>{item.a}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
