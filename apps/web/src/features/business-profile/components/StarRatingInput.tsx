import { useId } from 'react';
import { StarIcon } from '../../../ui';
import './dealer-profile.css';

interface StarRatingInputProps {
  value: number;
  onChange: (value: number) => void;
  error?: string;
}

/** Five native radios drawn as stars: arrow keys change the rating, the legend names it. */
export function StarRatingInput({ value, onChange, error }: StarRatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="star-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">Your rating</legend>
      <div className="star-input__stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= value ? 'star-input__star is-on' : 'star-input__star'}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="visually-hidden"
            />
            <StarIcon />
            <span className="visually-hidden">{n === 1 ? '1 star' : `${n} stars`}</span>
          </label>
        ))}
        <span className="star-input__text" aria-hidden="true">
          {value ? `${value} of 5` : 'Choose 1 to 5 stars'}
        </span>
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
