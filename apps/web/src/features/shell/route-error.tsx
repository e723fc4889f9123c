import { m } from '@kairos/i18n';
import { Button } from '@kairos/ui';
import { useRouteError } from 'react-router';

/** Shown when a screen fails to load or throws; offers a reload. */
export function RouteError() {
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{m.popup_failed()}</h1>
      <p className="max-w-md text-gray-600">{m.web_route_error()}</p>
      <Button onClick={() => window.location.reload()}>{m.web_reload()}</Button>
    </div>
  );
}
