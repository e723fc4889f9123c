import { type Feature, hasFeature, lowestPlanWith } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, buttonClass, LockIcon } from '@kairos/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { levelLabel } from './plans';
import { accessViewer, useUser } from './viewer';

/** docs/product/billing.md: "This feature is available only on {plan} plan". */
export function BlockedFeatureNotice({ feature }: { feature: Feature }) {
  const plan = levelLabel[lowestPlanWith(feature)]();
  return (
    <Alert
      tone="warning"
      actions={
        <Link to="/account-setup/subscription/details" className={buttonClass('secondary', 'sm')}>
          {m.shell_see_plans()}
        </Link>
      }
    >
      <span className="inline-flex items-center gap-2">
        <LockIcon className="size-4 shrink-0" />
        {m.error_feature_not_in_plan({ plan })}
      </span>
    </Alert>
  );
}

/** Renders its children when the user's plan includes the feature, else the notice. */
export function FeatureGate({ feature, children }: { feature: Feature; children: ReactNode }) {
  const user = useUser();
  return hasFeature(accessViewer(user), feature) ? children : <BlockedFeatureNotice feature={feature} />;
}
