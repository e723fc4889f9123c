import { DASHBOARD_WIDGETS, dashboardSettingsInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Card, Checkbox, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { FormError } from '../../lib/form-error';
import { type DashboardWidget, isWidget, widgetLabel } from '../../lib/settings/labels';
import { SaveBar, SettingsPage } from '../../lib/settings/settings-page';
import { applySettings, type Settings } from '../../lib/settings/use-settings';
import { trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';

/** The list fields travel through the form as comma-joined text. */
const join = (list: readonly string[]) => list.join(',');
const split = (text: string) => text.split(',').filter(Boolean);

/** Every widget the dashboard has (issue 15 built them all), in the dashboard's order. */
export const BUILT_WIDGETS: readonly DashboardWidget[] = [
  'trial',
  'today_appointments',
  'last_week',
  'goals',
  'tax',
  'income',
  'left_to_pay',
  'new_clients',
  'credits',
];

export function DashboardSettingsPage() {
  return (
    <SettingsPage title={m.wc_nav_dashboard_settings()} description={m.wc_dash_subtitle()}>
      {(settings) => <WidgetsForm settings={settings} />}
    </SettingsPage>
  );
}

function WidgetsForm({ settings }: { settings: Settings }) {
  const toast = useToast();
  const id = useId();
  const update = useMutation(trpc.settings.updateDashboard.mutationOptions());
  const form = useForm({
    schema: dashboardSettingsInput,
    initial: { widgets: join(settings.dashboard_settings.widgets.filter(isWidget)) },
    toInput: (v) => ({ widgets: split(v.widgets) }),
    onSubmit: async (data) => {
      const saved = await update.mutateAsync(data);
      applySettings(saved);
      toast({ title: m.popup_success(), description: m.wc_saved() });
    },
  });
  const chosen = new Set(split(form.values.widgets));
  const shown = BUILT_WIDGETS.filter((w) => chosen.has(w));
  const toggle = (w: DashboardWidget, on: boolean) => {
    const next = DASHBOARD_WIDGETS.filter((x) => (x === w ? on : chosen.has(x)));
    form.setValue('widgets', join(next));
  };

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-6">
      <FormError message={form.formError} />
      <Card title={m.wc_dash_widgets_title()}>
        <fieldset>
          <legend className="sr-only">{m.wc_dash_widgets_title()}</legend>
          <div className="grid gap-3 md:grid-cols-2">
            {BUILT_WIDGETS.map((w, i) => (
              <Checkbox
                key={w}
                id={i === 0 ? form.idOf('widgets') : `${id}-${w}`}
                checked={chosen.has(w)}
                onChange={(on) => toggle(w, on)}
                label={widgetLabel[w].label()}
                description={widgetLabel[w].hint()}
              />
            ))}
          </div>
          {shown.length === 0 ? (
            <Alert tone="info" className="mt-4">
              {m.wc_dash_none()}
            </Alert>
          ) : null}
        </fieldset>
      </Card>
      <SaveBar submitting={form.submitting} />
    </form>
  );
}
