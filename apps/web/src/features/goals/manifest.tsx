import { m } from '@kairos/i18n';
import { makeIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';
import { GOALS_PATH } from './paths';

const goals = () => import('./screens');

const TargetIcon = makeIcon(
  ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z', 'M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z'],
  'TargetIcon',
);

/** Issue 15: goals (premium) under Account setup: the list with progress and the 4-step wizard. */
export const GOALS: FeatureManifest = {
  id: 'goals',
  shell: 'owner',
  routes: [{ path: GOALS_PATH, access: 'owner', screen: screen(goals, (s) => s.GoalsPage) }],
  menu: [{ area: 'user', group: 'account-setup', order: 50, to: GOALS_PATH, label: () => m.wgo_nav(), icon: TargetIcon }],
};
