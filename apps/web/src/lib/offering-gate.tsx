import { type Feature, hasFeature } from '@kairos/api/shared';
import type { ReactNode } from 'react';
import { BlockedFeatureNotice } from './blocked-feature';
import { PageHeader } from './page-header';
import { accessViewer, useUser } from './viewer';

/**
 * docs/product/billing.md: classes and packages are business and premium features. Below those
 * plans the screen keeps its title and shows the blocked-feature notice
 * instead of the list, form or detail (whose calls the server would refuse).
 */
export function OfferingGate({ feature, title, children }: { feature: Feature; title: string; children: ReactNode }) {
  const user = useUser();
  if (hasFeature(accessViewer(user), feature)) return children;
  return (
    <>
      <PageHeader title={title} />
      <BlockedFeatureNotice feature={feature} />
    </>
  );
}
