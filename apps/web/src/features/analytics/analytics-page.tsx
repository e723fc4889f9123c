import { m } from '@kairos/i18n';
import { useSearchParams } from 'react-router';
import { todayIn } from '../../lib/dates';
import { PageHeader } from '../../lib/page-header';
import { useUser } from '../../lib/viewer';
import { DetailsTab } from './details-tab';
import { NumbersTab } from './numbers-tab';
import { periodFromQuery } from './period';
import { PeriodPicker } from './period-picker';
import { AnalyticsTabs, isTab, PANEL_ID, type Tab, tabId } from './tabs';

/** `/analytics`: the numbers for a period against the one before, and (premium) four tabs of detail. */
export function AnalyticsPage() {
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const weekStartsOn = user.settings?.calendar_settings.week_starts_on ?? 'monday';
  const state = periodFromQuery(params, todayIn(user.business?.timezone), weekStartsOn);
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'numbers';
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const range = state.problem ? null : { start_date: state.range.start, end_date: state.range.end };

  return (
    <>
      <PageHeader title={m.wan_title()} description={m.wan_description()} />
      <PeriodPicker state={state} onChange={set} />
      <AnalyticsTabs tab={tab} onChange={(t) => set({ tab: t === 'numbers' ? null : t })} />
      <section id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} tabIndex={-1} className="outline-none">
        {range === null ? null : tab === 'numbers' ? <NumbersTab range={range} /> : <DetailsTab tab={tab} range={range} />}
      </section>
    </>
  );
}
