import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useUser } from '../../lib/viewer';
import { onTourReplay, toursOffHere } from './device';
import { type TourId, tourForPath } from './routes';
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

/**
 * The owner shell's tour host: shows the current page's tour once, when the user has not read it (and tours are
 * not switched off on this device), or again when the header's help button asks. Closing it, finished or skipped,
 * marks it read (POST /onboarding); silent users (hidden admins, an admin signed in as the user) send nothing.
 */
export function TourHost() {
  const user = useUser();
  const { pathname } = useLocation();
  const tour = tourForPath(pathname);
  const read = useReadTours(user);
  const markClosed = useTourClosed(user, read);
  // Closed in this page load: not shown again even before the list is saved (or when saving failed).
  const [closed, setClosed] = useState<readonly TourId[]>([]);
  const [replay, setReplay] = useState<{ tour: TourId; n: number } | null>(null);
  const current = useRef(tour);
  current.current = tour;

  useEffect(
    () =>
      onTourReplay(() => {
        const id = current.current;
        if (id) setReplay((r) => ({ tour: id, n: (r?.n ?? 0) + 1 }));
      }),
    [],
  );

  const firstTime = tour && read && !read.includes(tour) && !closed.includes(tour) && !toursOffHere() ? tour : null;
  const shown = replay && replay.tour === tour ? replay.tour : firstTime;
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
