import { m } from '@kairos/i18n';
import { DownloadIcon, UsersIcon } from '@kairos/ui';
import type { RouteObject } from 'react-router';
import { screen } from '../../lib/lazy';
import { UploadIcon } from '../../lib/records/icons';
import type { NavItem } from '../shell/nav';

const clients = () => import('./screens');
const tools = () => import('../helpful-tools/screens');

/** Clients and the helpful tools (import clients, export information), inside the owner's shell. */
export const CLIENTS_ROUTES: RouteObject[] = [
  { path: '/clients/list', lazy: screen(clients, (s) => s.ClientListPage) },
  { path: '/clients/form', lazy: screen(clients, (s) => s.ClientFormPage) },
  { path: '/clients/form/:id', lazy: screen(clients, (s) => s.ClientFormPage) },
  { path: '/clients/:id', lazy: screen(clients, (s) => s.ClientDetailPage) },
  { path: '/account-setup/helpful-tools/import-clients', lazy: screen(tools, (s) => s.ImportClientsPage) },
  { path: '/account-setup/helpful-tools/export-information', lazy: screen(tools, (s) => s.ExportInformationPage) },
];

/** Side navigation: Clients in the main group. */
export const CLIENTS_NAV: NavItem[] = [{ to: '/clients/list', label: () => m.client_nav_list(), icon: UsersIcon }];

/** Side navigation: the helpful tools in the account-setup group. */
export const HELPFUL_TOOLS_NAV: NavItem[] = [
  { to: '/account-setup/helpful-tools/import-clients', label: () => m.client_nav_import(), icon: UploadIcon },
  { to: '/account-setup/helpful-tools/export-information', label: () => m.client_nav_export(), icon: DownloadIcon },
];
