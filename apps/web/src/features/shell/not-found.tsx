import { m } from '@kairos/i18n';
import { buttonClass } from '@kairos/ui';
import { Link } from 'react-router';
import { useTitle } from '../../lib/hooks';
import { useViewer } from '../../lib/viewer';

function NotFound({
  homeTo,
  homeLabel,
  title = m.notfound_title(),
  text = m.notfound_text(),
}: {
  homeTo: string;
  homeLabel: string;
  title?: string;
  text?: string;
}) {
  useTitle(title);
  return (
    <div className="flex flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-sm font-semibold tracking-widest text-brand-600">404</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-md text-gray-500">{text}</p>
      <Link to={homeTo} className={buttonClass('primary', 'md', 'mt-8')}>
        {homeLabel}
      </Link>
    </div>
  );
}

/** /dashboard/404, inside the owner's shell. */
export function DashboardNotFound() {
  return <NotFound homeTo="/dashboard" homeLabel={m.notfound_back_dashboard()} />;
}

/** /404, public. */
export function PublicNotFound() {
  return <NotFound homeTo="/" homeLabel={m.notfound_back_home()} />;
}

/** A path the access table allows but this build has no screen for. */
export function NotBuiltYet() {
  const { user } = useViewer();
  return (
    <NotFound
      homeTo="/"
      homeLabel={user ? m.notfound_back_dashboard() : m.notfound_back_home()}
      title={m.notbuilt_title()}
      text={m.notbuilt_text()}
    />
  );
}
