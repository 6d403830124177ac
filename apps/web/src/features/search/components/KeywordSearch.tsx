import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Suggestion } from '@market/contracts';
import { Button, SearchIcon, cx } from '../../../ui';
import type { Category } from '../../../lib/categories';
import { useSuggestions } from '../hooks/useSuggestions';

interface KeywordSearchProps {
  category: Category;
  value: string;
  onSearch: (text: string) => void;
  onSuggestion: (suggestion: Suggestion) => void;
}

const KIND_LABELS: Record<Suggestion['kind'], string> = {
  make: 'Make',
  model: 'Model',
  location: 'Location',
};

/**
 * Free-text search with suggestions (makes, models, places) as a combobox: ↓/↑ move through
 * the list, Enter picks the highlighted one or searches the text, Esc closes the list.
 */
export function KeywordSearch({ category, value, onSearch, onSuggestion }: KeywordSearchProps) {
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(open ? text : '', category);
  const listId = useId();
  const inputId = useId();
  const expanded = open && suggestions.length > 0;

  useEffect(() => setText(value), [value]);
  useEffect(() => setActive(-1), [suggestions]);

  const pick = (suggestion: Suggestion) => {
    setOpen(false);
    setText('');
    onSuggestion(suggestion);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!expanded) {
        setOpen(true);
        return;
      }
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 (back in the text) and each suggestion form one ring.
      const ring = suggestions.length + 1;
      setActive((i) => ((((i + 1 + step) % ring) + ring) % ring) - 1);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
    } else if (e.key === 'Enter' && expanded && active >= 0 && active < suggestions.length) {
      e.preventDefault();
      pick(suggestions[active]);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setOpen(false);
    onSearch(text.trim());
  };

  return (
    <form className="keyword-search" role="search" aria-label="Search listings" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={inputId}>
        Search by make, model or city
      </label>
      <div className="keyword-search__box">
        <SearchIcon className="keyword-search__icon" aria-hidden="true" />
        <input
          id={inputId}
          className="input keyword-search__input"
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder="Search make, model or city"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          className="suggestions"
          hidden={!expanded}
          aria-label="Suggestions"
        >
          {suggestions.map((s, i) => (
            <li
              key={`${s.kind}-${s.label}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={cx('suggestions__item', i === active && 'is-active')}
              // mousedown, not click: it runs before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(s);
              }}
              onMouseEnter={() => setActive(i)}
            >
              <span>{s.label}</span>
              <span className="suggestions__kind">{KIND_LABELS[s.kind]}</span>
            </li>
          ))}
        </ul>
      </div>
      <Button type="submit" icon={<SearchIcon />}>
        Search
      </Button>
    </form>
  );
}
