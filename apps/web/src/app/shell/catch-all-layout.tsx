import { PublicLayout } from '../../features/shell/public-layout';
import { useViewer } from '../../lib/viewer';
import { AppShell } from './app-shell';
import { areaOf } from './nav';

/**
 * Paths the access table allows but that have no screen in this build yet
 * (areas of later issues): inside the user's shell when logged in, else public.
 */
export function CatchAllLayout() {
  const { user } = useViewer();
  return user ? <AppShell area={areaOf(user)} /> : <PublicLayout />;
}
