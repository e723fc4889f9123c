import { m } from '@kairos/i18n';
import { DownloadIcon, UsersIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';
import { UploadIcon } from '../../lib/records/icons';

const clients = () => import('./screens');
const tools = () => import('../helpful-tools/screens');

/** Clients, and the helpful tools (import clients, export information) in account setup. */
export const CLIENTS: FeatureManifest = {
  id: 'clients',
  shell: 'owner',
  routes: [
    { path: '/clients/list', access: 'owner', screen: screen(clients, (s) => s.ClientListPage) },
    { path: '/clients/form', access: 'owner', form: true, screen: screen(clients, (s) => s.ClientFormPage) },
    { path: '/clients/form/:id', access: 'owner', form: true, screen: screen(clients, (s) => s.ClientFormPage) },
    { path: '/clients/:id', access: 'owner', screen: screen(clients, (s) => s.ClientDetailPage) },
    {
      path: '/account-setup/helpful-tools/import-clients',
      access: 'owner',
      screen: screen(tools, (s) => s.ImportClientsPage),
    },
    {
      path: '/account-setup/helpful-tools/export-information',
      access: 'owner',
      screen: screen(tools, (s) => s.ExportInformationPage),
    },
  ],
  menu: [
    { area: 'user', group: 'main', order: 20, to: '/clients/list', label: () => m.client_nav_list(), icon: UsersIcon },
    {
      area: 'user',
      group: 'account-setup',
      order: 100,
      to: '/account-setup/helpful-tools/import-clients',
      label: () => m.client_nav_import(),
      icon: UploadIcon,
    },
    {
      area: 'user',
      group: 'account-setup',
      order: 110,
      to: '/account-setup/helpful-tools/export-information',
      label: () => m.client_nav_export(),
      icon: DownloadIcon,
    },
  ],
  aliases: {
    '/clients': '/clients/list',
    '/account-setup/helpful-tools': '/account-setup/helpful-tools/export-information',
  },
};
