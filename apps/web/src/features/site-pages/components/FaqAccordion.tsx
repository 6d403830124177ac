import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { FaqItem } from '@market/contracts';

/**
 * WAI-ARIA accordion, one panel open at a time and collapsible (SPEC §2): Enter or Space
 * opens and closes, Up and Down move between questions, Home and End go to the first and last.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="faq">
      {items.map((item, index) => {
        const expanded = open === item.id;
        const buttonId = `${base}-q${index}`;
        const panelId = `${base}-a${index}`;
        return (
          <div key={item.id} className={expanded ? 'faq__item is-open' : 'faq__item'}>
            <h2 className="faq__heading">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                className="faq__question"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.question}</span>
                <svg
                  className="faq__chevron"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M6 9l6 6 6-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="faq__answer"
              hidden={!expanded}
            >
              {item.answer.split(/\n{2,}/).map((paragraph, p) => (
                <p key={p}>{paragraph}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
