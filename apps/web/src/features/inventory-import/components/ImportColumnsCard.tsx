import { IMPORT_COLUMNS, listingImportRoutes, MAX_IMPORT_MB } from '@market/contracts';
import { apiUrl } from '../../../lib/api';
import { Card, CardBody, CardHeader, buttonClass } from '../../../ui';

/** The documented column set and the template download. */
export function ImportColumnsCard() {
  return (
    <Card as="section" aria-labelledby="import-columns-title">
      <CardHeader
        titleId="import-columns-title"
        title="The CSV columns"
        description={`One row per vehicle, a header row first, at most ${MAX_IMPORT_MB} MB. The file is the whole inventory: vehicles it no longer lists are marked inactive.`}
        actions={
          <a
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            href={apiUrl(listingImportRoutes.template.path)}
            download="inventory-template.csv"
          >
            <span className="btn__label">Download template</span>
          </a>
        }
      />
      <CardBody>
        <div className="import-table__wrap">
          <table className="import-table">
            <thead>
              <tr>
                <th scope="col">Column</th>
                <th scope="col">Required</th>
                <th scope="col">What it holds</th>
              </tr>
            </thead>
            <tbody>
              {IMPORT_COLUMNS.map((column) => (
                <tr key={column.name}>
                  <th scope="row">
                    <code>{column.name}</code>
                  </th>
                  <td>{column.required}</td>
                  <td>{column.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardBody>
    </Card>
  );
}
