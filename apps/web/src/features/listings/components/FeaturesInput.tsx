import { useId, useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '../../../ui';
import { addFeatures } from '../listingForm';

interface FeaturesInputProps {
  value: string[];
  error?: string;
  onChange: (features: string[]) => void;
}

/** Feature chips: type and press Enter or a comma to add; each chip has a remove button. */
export function FeaturesInput({ value, error, onChange }: FeaturesInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');

  const commit = (text: string) => {
    const next = addFeatures(value, text);
    if (next.length !== value.length) onChange(next);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && !draft && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-input`}>
        Features <span className="field__optional">(optional)</span>
      </label>
      <div className="chips-input">
        {value.length ? (
          <ul className="chips-input__list" aria-label="Added so far">
            {value.map((feature) => (
              <li key={feature} className="chip">
                <span>{feature}</span>
                <button
                  type="button"
                  className="chip__remove"
                  aria-label={`Remove ${feature}`}
                  onClick={() => onChange(value.filter((f) => f !== feature))}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={`${id}-input`}
          className="chips-input__input"
          value={draft}
          placeholder={value.length ? 'Add another feature' : 'e.g. Sunroof, Heated seats'}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            const text = e.target.value;
            if (text.includes(',')) commit(text);
            else setDraft(text);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && commit(draft)}
        />
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        Press Enter or type a comma after each feature.
      </p>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
