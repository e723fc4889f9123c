import { m } from '@kairos/i18n';
import { Button, makeIcon } from '@kairos/ui';
import { useLocation } from 'react-router';
import { requestTourReplay } from './device';
import { tourForPath } from './routes';

const HelpIcon = makeIcon(
  ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6', 'M12 17h.01'],
  'HelpIcon',
);

/** The header's "?" button: shows the current page's tour again (only on pages that have one). */
export function TourReplayButton() {
  const { pathname } = useLocation();
  if (!tourForPath(pathname)) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="px-2"
      aria-label={m.tour_replay()}
      title={m.tour_replay()}
      onClick={requestTourReplay}
    >
      <HelpIcon className="size-5" />
    </Button>
  );
}
