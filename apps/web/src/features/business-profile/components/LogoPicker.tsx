import { useEffect, useId, useRef, useState } from 'react';
import { ACCEPTED_LOGO_TYPES } from '@market/contracts';
import { Button, ImageIcon } from '../../../ui';

interface LogoPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  label?: string;
}

/** Choose a logo file with a preview; it is uploaded when the form is sent. */
export function LogoPicker({ file, onChange, error, label = 'Dealership logo' }: LogoPickerProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="field logo-picker">
      <label className="field__label" htmlFor={inputId}>
        {label}
        <span className="field__optional"> (optional)</span>
      </label>
      <div className="logo-picker__row">
        <div className="logo-picker__preview">
          {preview ? (
            <img src={preview} alt="Selected logo preview" />
          ) : (
            <ImageIcon aria-hidden="true" />
          )}
        </div>
        <div className="stack stack--sm">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={ACCEPTED_LOGO_TYPES.join(',')}
            className="logo-picker__input"
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              onChange(e.target.files?.[0] ?? null);
              // Choosing the same file again after removing it still fires a change.
              e.target.value = '';
            }}
          />
          {file ? (
            <div className="cluster">
              <span className="text-sm logo-picker__name">{file.name}</span>
              <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
                Remove
              </Button>
            </div>
          ) : null}
          <p className="field__hint" id={`${inputId}-hint`}>
            JPG, PNG, SVG or WEBP, up to 5 MB. About 200×80 pixels looks best.
          </p>
        </div>
      </div>
      {error ? (
        <p className="field__error" id={`${inputId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
