import type { ReactNode } from 'react';

/** One part of the pre-approval form, a fieldset with its legend. */
export function PreApprovalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="pre-approval__section stack stack--sm">
      <legend className="pre-approval__legend">{title}</legend>
      {children}
    </fieldset>
  );
}
