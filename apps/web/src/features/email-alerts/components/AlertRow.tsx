import type { SavedSearch } from '@market/contracts';
import { Badge, Button, ButtonLink, PauseIcon, PlayIcon, SearchIcon, TrashIcon } from '../../../ui';
import { FREQUENCY_LABELS, searchParts } from '../alertSearch';

interface AlertRowProps {
  alert: SavedSearch;
  busy: boolean;
  onToggle: (alert: SavedSearch, isActive: boolean) => void;
  onDelete: (alert: SavedSearch) => void;
}

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** One saved search: what it looks for, how often it mails, and its actions. */
export function AlertRow({ alert, busy, onToggle, onDelete }: AlertRowProps) {
  const summary = searchParts(alert.search).join(' · ');
  return (
    <li className="alert-row">
      <div className="alert-row__main">
        <div className="alert-row__title">
          <h3 className="alert-row__name">{alert.name}</h3>
          <Badge variant={alert.isActive ? 'success' : 'neutral'}>
            {alert.isActive ? 'Active' : 'Paused'}
          </Badge>
        </div>
        {summary !== alert.name ? <p className="alert-row__search">{summary}</p> : null}
        <p className="alert-row__meta">
          {FREQUENCY_LABELS[alert.frequency]} ·{' '}
          {alert.lastSent
            ? `Last sent ${date.format(new Date(alert.lastSent))}`
            : `Created ${date.format(new Date(alert.createdAt))}`}
        </p>
      </div>
      <div className="alert-row__actions">
        <ButtonLink
          to={`/listings?${alert.search}`}
          variant="ghost"
          size="sm"
          icon={<SearchIcon />}
          aria-label={`Results for ${alert.name}`}
        >
          Results
        </ButtonLink>
        <Button
          variant="secondary"
          size="sm"
          loading={busy}
          icon={alert.isActive ? <PauseIcon /> : <PlayIcon />}
          onClick={() => onToggle(alert, !alert.isActive)}
          aria-label={`${alert.isActive ? 'Pause' : 'Resume'} ${alert.name}`}
        >
          {alert.isActive ? 'Pause' : 'Resume'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          icon={<TrashIcon />}
          onClick={() => onDelete(alert)}
          aria-label={`Delete ${alert.name}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
