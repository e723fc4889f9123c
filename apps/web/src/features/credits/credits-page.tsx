import { m } from '@kairos/i18n';
import { useParams } from 'react-router';
import { PageHeader } from '../shell/page-header';
import { CreditsPanel } from './credits-panel';

/**
 * /account-setup/credits/{sms|email}: the credits panel on its own page, until the notification settings pages
 * (/account-setup/notifications/{sms,email}) render it.
 */
export function CreditsPage() {
  const channel = useParams().channel === 'email' ? 'email' : 'sms';
  return (
    <>
      <PageHeader title={m.wcr_title()} />
      <CreditsPanel channel={channel} />
    </>
  );
}
