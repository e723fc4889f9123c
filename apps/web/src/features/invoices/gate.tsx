import { hasFeature } from '@kairos/api/shared';
import type { ReactNode } from 'react';
import { BlockedFeatureNotice } from '../../lib/blocked-feature';
import { PageHeader } from '../../lib/page-header';
import { accessViewer, useUser } from '../../lib/viewer';

/** docs/product/invoices.md: invoicing is a business and premium feature; below them the screen shows the plan notice. */
export function InvoicingGate({ title, children }: { title: string; children: ReactNode }) {
  const user = useUser();
  if (hasFeature(accessViewer(user), 'invoicing')) return children;
  return (
    <>
      <PageHeader title={title} />
      <BlockedFeatureNotice feature="invoicing" />
    </>
  );
}
