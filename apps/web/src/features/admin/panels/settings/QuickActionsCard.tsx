import { useState } from 'react';
import { adminListingRoutes } from '@market/contracts';
import { errorMessage } from '../../../../lib/api';
import { Button, Card, CardBody, CardHeader, useToast } from '../../../../ui';
import { routeUrl } from '../../../../lib/apiCall';
import { downloadFile } from '../../../../lib/download';
import { BroadcastForm } from './BroadcastForm';

/** The console's quick actions: the listings report and a broadcast e-mail. */
export function QuickActionsCard() {
  const { toast } = useToast();
  const [downloading, setDownloading] = useState(false);
  return (
    <Card>
      <CardHeader
        title="Quick actions"
        description="Reports and announcements. Database backups are run from the command line (docs/admin-console.md)."
      />
      <CardBody className="stack stack--lg">
        <div className="stack stack--sm">
          <h3 className="text-sm">Generate Report</h3>
          <p className="text-sm text-muted">
            Every listing with its seller, status, price and views, as a CSV file.
          </p>
          <div>
            <Button
              variant="secondary"
              loading={downloading}
              onClick={async () => {
                setDownloading(true);
                try {
                  await downloadFile(routeUrl(adminListingRoutes.report), 'listings.csv');
                  toast({ title: 'Report generated successfully', variant: 'success' });
                } catch (error) {
                  toast({
                    title: 'Error',
                    description: `Failed to generate report: ${errorMessage(error)}`,
                    variant: 'danger',
                  });
                } finally {
                  setDownloading(false);
                }
              }}
            >
              Download listings report (CSV)
            </Button>
          </div>
        </div>
        <BroadcastForm />
      </CardBody>
    </Card>
  );
}
