import { hasFeature } from '@kairos/api/shared';
import type { ReactNode } from 'react';
import { accessViewer, useUser } from '../../lib/viewer';
import { BlockedFeatureNotice } from '../shell/blocked-feature';
import { PageHeader } from '../shell/page-header';

/** SPEC 6: invoicing is a business and premium feature; below them the screen shows the plan notice. */
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
