import { Alert, PageHeader, Skeleton } from '../../../ui';
import { useAuth } from '../../auth';
import { useInventoryImport } from '../hooks/useInventoryImport';
import { ImportColumnsCard } from './ImportColumnsCard';
import { ImportJobCard } from './ImportJobCard';
import { ImportUploadCard } from './ImportUploadCard';
import './inventory-import.css';

/** /import-listings: upload a CSV snapshot of the inventory, check the preview, import it with progress. */
export function InventoryImportView() {
  const { user } = useAuth();
  const state = useInventoryImport();
  const inventoryPath = user?.roles.includes('dealer') ? '/dealer-listings' : '/sales-rep-listings';
  return (
    <div className="inventory-import">
      <PageHeader
        title="Import Listings"
        lead="Keep your inventory in sync from your dealer management system: upload a CSV of every vehicle you have for sale."
      />
      {state.job ? (
        <ImportJobCard
          job={state.job}
          inventoryPath={inventoryPath}
          committing={state.committing}
          onCommit={state.commit}
          onStartOver={state.startOver}
        />
      ) : state.loading ? (
        <Skeleton height={240} />
      ) : (
        <>
          {state.loadError ? (
            <Alert variant="danger" role="alert" title="That import could not be loaded">
              {state.loadError}
            </Alert>
          ) : null}
          <ImportUploadCard
            progress={state.uploadProgress}
            error={state.uploadError}
            onUpload={state.upload}
          />
        </>
      )}
      <ImportColumnsCard />
    </div>
  );
}
