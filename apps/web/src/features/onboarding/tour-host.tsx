import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUser } from '../../lib/viewer';
import { onTourReplay, toursOffHere } from './device';
import { isTourHome, TOUR_HOME, type TourId, tourForPath } from './routes';
import type { TourDialogProps } from './tour-dialog';
import { useReadTours, useTourClosed } from './use-tours';

// The tours' texts load with the first tour shown; a chunk that fails to load (offline) shows nothing.
const TourDialog = lazy(
  (): Promise<{ default: ComponentType<TourDialogProps> }> =>
    import('./tour-dialog').then(
      (mod) => ({ default: mod.TourDialog }),
      () => ({ default: () => null }),
    ),
);

/** Navigation state that asks the screen it leads to for its tour (a replay from another page). */
export interface TourRequest {
  tour: TourId;
}

const requested = (state: unknown): TourId | null =>
  state && typeof state === 'object' && 'tour' in state ? ((state as TourRequest).tour ?? null) : null;

/**
 * The owner shell's tour host. A tour is about one screen (TOUR_HOME) and starts there: shown once, the first time
 * the owner opens that screen (unless read or switched off on this device); replayed by the header's help button
 * anywhere under the tour's pages, or from Account setup → Tours, by going to its screen first. Closing it,
 * finished or skipped, marks it read (POST /onboarding); silent users (hidden admins, an admin signed in as the
 * user) send nothing.
 */
export function TourHost() {
  const user = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const tour = tourForPath(location.pathname);
  const home = tour !== null && isTourHome(tour, location.pathname);
  const read = useReadTours(user);
  const markClosed = useTourClosed(user, read);
  // Closed in this page load: not shown again even before the list is saved (or when saving failed).
  const [closed, setClosed] = useState<readonly TourId[]>([]);
  const [replay, setReplay] = useState<{ tour: TourId; n: number } | null>(null);
  const current = useRef({ tour, home });
  current.current = { tour, home };

  useEffect(
    () =>
      onTourReplay(() => {
        const { tour: id, home: here } = current.current;
        if (!id) return;
        if (here) setReplay((r) => ({ tour: id, n: (r?.n ?? 0) + 1 }));
        else navigate(TOUR_HOME[id], { state: { tour: id } satisfies TourRequest });
      }),
    [navigate],
  );

  // Arriving with a request for this screen's tour: show it, and drop the request from the history entry.
  const asked = requested(location.state);
  useEffect(() => {
    if (!asked || asked !== tour || !home) return;
    setReplay((r) => ({ tour: asked, n: (r?.n ?? 0) + 1 }));
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [asked, tour, home, navigate, location.pathname, location.search]);

  const firstTime = tour && home && read && !read.includes(tour) && !closed.includes(tour) && !toursOffHere() ? tour : null;
  const shown = replay && replay.tour === tour && home ? replay.tour : firstTime;
  if (!shown) return null;

  const close = () => {
    setReplay(null);
    setClosed((c) => [...c, shown]);
    markClosed(shown);
  };
  return (
    <Suspense fallback={null}>
      <TourDialog key={`${shown}-${replay?.n ?? 0}`} tour={shown} onClose={close} />
    </Suspense>
  );
}
