import type { ReactNode } from 'react';
import { Field, SearchIcon } from '../../../ui';
import { useDebouncedField } from '../../../lib/useDebouncedField';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onCommit: (value: string) => void;
  icon?: ReactNode;
  autoComplete?: string;
}

/** A text field that searches once typing pauses (or on Enter), keeping the URL in step. */
export function DirectorySearchBox({
  label,
  placeholder,
  value,
  onCommit,
  icon,
  autoComplete,
}: SearchBoxProps) {
  const field = useDebouncedField(value, onCommit);
  return (
    <div className="directory-search__field">
      <span className="directory-search__icon" aria-hidden="true">
        {icon ?? <SearchIcon />}
      </span>
      <Field
        label={label}
        type="search"
        placeholder={placeholder}
        autoComplete={autoComplete ?? 'off'}
        value={field.draft}
        onChange={(e) => field.setDraft(e.target.value)}
        onBlur={field.flush}
        onKeyDown={(e) => {
          if (e.key === 'Enter') field.flush();
        }}
      />
    </div>
  );
}
