import { useState } from 'react';
import { Button, Dialog } from '../../../ui';

export interface PendingAction {
  title: string;
  description: string;
  confirmLabel: string;
  run: () => Promise<boolean>;
}

/** Asks before a moderation action that takes something off the site. */
export function ConfirmActionDialog({
  action,
  onClose,
}: {
  action: PendingAction | null;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={!!action}
      onClose={() => !busy && onClose()}
      title={action?.title ?? ''}
      description={action?.description}
    >
      <div className="dialog-actions">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="danger"
          loading={busy}
          onClick={async () => {
            if (!action) return;
            setBusy(true);
            const done = await action.run();
            setBusy(false);
            if (done) onClose();
          }}
        >
          {action?.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
