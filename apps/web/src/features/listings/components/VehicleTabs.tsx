import { useState } from 'react';
import type { Listing } from '@market/contracts';
import { Tabs } from '../../../ui';
import {
  CATEGORY_LABELS,
  CONDITION_LABELS,
  FUEL_TYPE_LABELS,
  TRANSMISSION_LABELS,
  formatLocation,
  formatLongDate,
  formatMileage,
} from '../format';

type TabValue = 'overview' | 'specs' | 'features' | 'description';

function DetailList({ rows }: { rows: Array<[string, string | null]> }) {
  return (
    <dl className="detail-list">
      {rows.map(([label, value]) => (
        <div key={label} className="detail-list__item">
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Overview, specs, features and description of a vehicle (SPEC §2 Vehicle detail). */
export function VehicleTabs({ listing }: { listing: Listing }) {
  const [tab, setTab] = useState<TabValue>('overview');
  const lead = listing.description?.split('\n')[0]?.trim();
  const overview: Array<[string, string | null]> = [
    ['Category', CATEGORY_LABELS[listing.category]],
    ['Condition', CONDITION_LABELS[listing.condition]],
    ['Mileage', formatMileage(listing.mileage)],
    ['Exterior color', listing.exteriorColor],
    ['Location', formatLocation(listing)],
    ['Listed', formatLongDate(listing.createdAt)],
  ];
  const specs: Array<[string, string | null]> = [
    ['Make', listing.makeLabel],
    ['Model', listing.modelLabel],
    ['Year', String(listing.year)],
    ['Engine', listing.engine],
    ['Transmission', TRANSMISSION_LABELS[listing.transmission]],
    ['Fuel type', FUEL_TYPE_LABELS[listing.fuelType]],
    ['Exterior color', listing.exteriorColor],
    ['Interior color', listing.interiorColor],
    ['VIN', listing.vin],
  ];

  return (
    <Tabs<TabValue>
      label="Vehicle information"
      value={tab}
      onChange={setTab}
      className="vehicle-tabs"
      items={[
        {
          value: 'overview',
          label: 'Overview',
          content: (
            <div className="stack">
              {/* SPEC §9's fallback text belongs to slides: here it would read as the seller's words. */}
              {lead ? <p className="vehicle-tabs__lead">{lead}</p> : null}
              <DetailList rows={overview} />
            </div>
          ),
        },
        { value: 'specs', label: 'Specs', content: <DetailList rows={specs} /> },
        {
          value: 'features',
          label: 'Features',
          content: listing.features.length ? (
            <ul className="feature-list">
              {listing.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">The seller has not listed any features.</p>
          ),
        },
        {
          value: 'description',
          label: 'Description',
          content: listing.description ? (
            <p className="vehicle-tabs__description">{listing.description}</p>
          ) : (
            <p className="text-muted">The seller has not written a description.</p>
          ),
        },
      ]}
    />
  );
}
