import type { Condition, InventoryOverview as Inventory, VehicleCategory } from '@market/contracts';
import { Link } from 'react-router-dom';
import { Card, CardBody, CardHeader } from '../../../ui';
import { CATEGORY_LABELS, CONDITION_LABELS } from '../../listings';

const CATEGORIES: VehicleCategory[] = ['cars', 'motorcycles', 'trucks'];
const CONDITIONS: Condition[] = ['new', 'used', 'certified_pre_owned'];

/** Counts of the dealer's active, unsold listings, by category and condition. */
export function InventoryOverview({
  inventory,
  inventoryPath,
}: {
  inventory: Inventory;
  inventoryPath: string;
}) {
  return (
    <Card as="section" aria-labelledby="inventory-title">
      <CardHeader title="Inventory Overview" titleId="inventory-title" />
      <CardBody className="stack">
        <p className="inventory__total">
          <strong data-testid="inventory-total">{inventory.total}</strong>{' '}
          {inventory.total === 1 ? 'vehicle' : 'vehicles'} in stock
        </p>
        <dl className="inventory__grid">
          {CATEGORIES.map((category) => (
            <div key={category} className="inventory__tile">
              <dt>{CATEGORY_LABELS[category]}</dt>
              <dd>{inventory.byCategory[category] ?? 0}</dd>
            </div>
          ))}
          {CONDITIONS.map((condition) => (
            <div key={condition} className="inventory__tile inventory__tile--muted">
              <dt>{CONDITION_LABELS[condition]}</dt>
              <dd>{inventory.byCondition[condition] ?? 0}</dd>
            </div>
          ))}
        </dl>
        {inventory.total > 0 ? (
          <Link to={inventoryPath} className="inventory__link">
            {inventory.total === 1 ? 'See this vehicle' : `Browse all ${inventory.total} vehicles`}{' '}
            →
          </Link>
        ) : null}
      </CardBody>
    </Card>
  );
}
