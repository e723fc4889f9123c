import { hasFeature } from '@kairos/api/shared';
import { links } from '@kairos/api/shared/links';
import { m } from '@kairos/i18n';
import { Checkbox } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { trpc } from './trpc';
import { accessViewer, useUser } from './viewer';

const SCREEN = links.zoomIntegration();

/**
 * The appointment form's "Zoom meeting" (business and premium): disabled with a link to connect while Zoom is
 * not connected, and for a repeating series (a meeting belongs to one appointment). Hidden below the plan.
 */
export function ZoomMeetingCheckbox(props: { checked: boolean; onChange: (on: boolean) => void; repeating: boolean }) {
  const allowed = hasFeature(accessViewer(useUser()), 'zoom_integration');
  const status = useQuery({ ...trpc.zoom.status.queryOptions(), enabled: allowed });
  if (!allowed || !status.data) return null;
  const connected = status.data.connected;
  // An appointment that has a meeting keeps it even after Zoom was disconnected.
  const disabled = (!connected && !props.checked) || props.repeating;
  const description = props.repeating ? (
    m.wzm_checkbox_series()
  ) : connected || props.checked ? (
    m.wzm_checkbox_hint()
  ) : (
    <Link to={SCREEN} className="font-medium text-brand-700 underline" data-testid="wzm-connect-link">
      {m.wzm_checkbox_connect()}
    </Link>
  );
  return (
    <Checkbox
      id="zoom_meeting"
      checked={props.checked && !props.repeating}
      onChange={props.onChange}
      label={m.wzm_checkbox()}
      description={description}
      disabled={disabled}
    />
  );
}
