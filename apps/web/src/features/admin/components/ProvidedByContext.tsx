import type { ComponentType } from 'react';
import { Card, CardBody } from '../../../ui';

/**
 * A tab whose panel another context exports (its admin panel component): the registry line
 * pointing here is replaced by that panel when the context joins the console.
 */
export function providedBy(label: string, context: string): ComponentType {
  function ProvidedByContext() {
    return (
      <Card>
        <CardBody>
          <h2 className="admin-panel__title">{label}</h2>
          <p className="text-muted">
            {label} is managed by the {context} context, whose admin panel plugs into this tab.
          </p>
        </CardBody>
      </Card>
    );
  }
  ProvidedByContext.displayName = `ProvidedBy(${label})`;
  return ProvidedByContext;
}
