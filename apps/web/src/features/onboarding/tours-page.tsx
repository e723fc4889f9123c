import { m } from '@kairos/i18n';
import { Badge, Button, Card, Switch } from '@kairos/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../lib/page-header';
import { useUser } from '../../lib/viewer';
import { setToursOffHere, toursOffHere } from './device';
import { TOUR_HOME, type TourId } from './routes';
import type { TourRequest } from './tour-host';
import { TOURS } from './tours';
import { useReadTours } from './use-tours';

const ALL = Object.keys(TOURS) as TourId[];

/**
 * Account setup → Tours: every tour, to see again (the way on a phone, whose header has no "?"), and tours on or off
 * here. "Show" goes to the screen the tour is about and starts it there (tour-host.tsx).
 */
export function ToursPage() {
  const user = useUser();
  const read = useReadTours(user);
  const navigate = useNavigate();
  const show = (id: TourId) => navigate(TOUR_HOME[id], { state: { tour: id } satisfies TourRequest });
  const [on, setOn] = useState(() => !toursOffHere());
  return (
    <>
      <PageHeader title={m.tour_page_title()} description={m.tour_page_intro()} />
      <Card className="mb-6">
        <Switch
          id="tours-on-device"
          checked={on}
          onChange={(next) => {
            setOn(next);
            setToursOffHere(!next);
          }}
          label={m.tour_page_on_device()}
        />
      </Card>
      <Card>
        <ul className="divide-y divide-gray-100">
          {ALL.map((id) => (
            <li key={id} className="flex items-center justify-between gap-3 py-3">
              <span className="flex min-w-0 flex-wrap items-center gap-2 wrap-anywhere">
                <span id={`tour-name-${id}`} className="text-sm font-medium text-gray-900">
                  {TOURS[id][0]?.title()}
                </span>
                {read?.includes(id) ? <Badge>{m.tour_page_seen()}</Badge> : null}
              </span>
              <Button variant="secondary" size="sm" aria-describedby={`tour-name-${id}`} onClick={() => show(id)}>
                {m.tour_page_show()}
              </Button>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
