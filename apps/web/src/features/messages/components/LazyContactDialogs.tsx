import { lazy, Suspense, type ComponentProps } from 'react';
import type { ContactDialog as ContactDialogNow } from './ContactDialog';
import type { MessageSellerDialog as MessageSellerDialogNow } from './MessageSellerDialog';

// The dialogs (and their forms' schemas, zod with them) load when one first opens, not with
// the vehicle and profile pages that offer them.
const ContactDialogLazy = lazy(() =>
  import('./ContactDialog').then((module) => ({ default: module.ContactDialog })),
);
const MessageSellerDialogLazy = lazy(() =>
  import('./MessageSellerDialog').then((module) => ({ default: module.MessageSellerDialog })),
);

/** ContactDialog, its code fetched the first time it opens. */
export function ContactDialog(props: ComponentProps<typeof ContactDialogNow>) {
  return (
    <Suspense fallback={null}>
      <ContactDialogLazy {...props} />
    </Suspense>
  );
}

/** MessageSellerDialog, its code fetched the first time it opens. */
export function MessageSellerDialog(props: ComponentProps<typeof MessageSellerDialogNow>) {
  return (
    <Suspense fallback={null}>
      <MessageSellerDialogLazy {...props} />
    </Suspense>
  );
}
