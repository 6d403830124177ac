import { useState, type ReactNode } from 'react';
import { Button, Dialog } from '../../ui';

export interface Confirmation {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** Deletions and rejections are shown as destructive. */
  danger?: boolean;
}

/** SPEC §5's "confirmation first": nothing happens until the admin confirms. */
export function ConfirmDialog({
  confirmation,
  onConfirm,
  onClose,
}: {
  confirmation: Confirmation;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={busy ? () => undefined : onClose} title={confirmation.title}>
      <div className="stack">
        <div>{confirmation.body}</div>
        <div className="admin-dialog__actions">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant={confirmation.danger ? 'danger' : 'primary'}
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
              } finally {
                setBusy(false);
              }
              onClose();
            }}
          >
            {confirmation.confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
