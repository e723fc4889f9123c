import { m } from '@kairos/i18n';
import { Button } from '@kairos/ui';
import { useLocation } from 'react-router';
import { requestTourReplay } from './device';
import { HelpIcon } from './help-icon';
import { tourForPath } from './routes';

/**
 * The header's "?" button: shows the current page's tour again (only on pages that have one). From 640 px: a phone's
 * header has no room left, so there every tour is replayed from Account setup → Tours (tours-page.tsx).
 */
export function TourReplayButton() {
  const { pathname } = useLocation();
  if (!tourForPath(pathname)) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="px-2 max-sm:hidden"
      aria-label={m.tour_replay()}
      title={m.tour_replay()}
      onClick={requestTourReplay}
    >
      <HelpIcon className="size-5" />
    </Button>
  );
}
