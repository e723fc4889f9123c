import { Alert, buttonClass, type Tone } from '@kairos/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A status message whose one action is a link to the screen that resolves it (a plan, the cards). */
export function LinkAlert(props: {
  tone: Tone;
  title: string;
  to: string;
  action: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Alert
      tone={props.tone}
      role="status"
      className={props.className}
      title={props.title}
      actions={
        <Link to={props.to} className={buttonClass('secondary', 'sm')}>
          {props.action}
        </Link>
      }
    >
      {props.children}
    </Alert>
  );
}
