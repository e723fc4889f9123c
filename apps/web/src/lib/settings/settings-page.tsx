import type { Feature } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Spinner } from '@kairos/ui';
import type { ReactNode } from 'react';
import { FeatureGate } from '../blocked-feature';
import { FormActions } from '../form-actions';
import { PageHeader } from '../page-header';
import { SubmitButton } from '../submit-button';
import { type Settings, useSettings } from './use-settings';

/** A settings screen: its header, then the form once the settings have loaded (behind a plan gate if given). */
export function SettingsPage({
  title,
  description,
  feature,
  children,
}: {
  title: string;
  description: string;
  feature?: Feature;
  children: (settings: Settings) => ReactNode;
}) {
  const { settings, loading } = useSettings();
  const body =
    loading || !settings ? (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner className="size-6" label={m.web_loading()} />
      </div>
    ) : (
      children(settings)
    );
  return (
    <>
      <PageHeader title={title} description={description} />
      {/* A field focused after a failed save scrolls clear of the sticky Save bar. */}
      <div className="[&_input]:scroll-mb-24 [&_select]:scroll-mb-24 [&_textarea]:scroll-mb-24">
        {feature ? <FeatureGate feature={feature}>{body}</FeatureGate> : body}
      </div>
    </>
  );
}

/** The Save button at the foot of a settings form, in the shared sticky FormActions bar. */
export function SaveBar({ submitting }: { submitting: boolean }) {
  return (
    <FormActions>
      <SubmitButton loading={submitting} className="w-full sm:w-auto">
        {m.web_save()}
      </SubmitButton>
    </FormActions>
  );
}
