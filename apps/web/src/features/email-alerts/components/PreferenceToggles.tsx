import { useFormContext } from 'react-hook-form';
import type { AlertPreferenceKey } from '@market/contracts';

export const PREFERENCES: { key: AlertPreferenceKey; label: string; hint: string }[] = [
  {
    key: 'newListings',
    label: 'New listings',
    hint: 'Vehicles matching your search alerts — or every new listing while you have none.',
  },
  { key: 'priceDrops', label: 'Price drops', hint: 'When a vehicle you saved gets cheaper.' },
  {
    key: 'savedSearches',
    label: 'Saved search updates',
    hint: 'Price drops on vehicles that match your saved searches.',
  },
  { key: 'dealerNews', label: 'Dealer news', hint: 'When a new dealer opens on the marketplace.' },
];

/** The four preference switches of SPEC §3, bound to `preferences.*` of the surrounding form. */
export function PreferenceToggles() {
  const { register } = useFormContext();
  return (
    <fieldset className="alert-preferences">
      <legend className="field__label">Send me</legend>
      {PREFERENCES.map((preference) => (
        <label key={preference.key} className="check alert-preferences__item">
          <input type="checkbox" role="switch" {...register(`preferences.${preference.key}`)} />
          <span className="check__label">
            <span className="alert-preferences__label">{preference.label}</span>
            <span className="alert-preferences__hint">{preference.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
