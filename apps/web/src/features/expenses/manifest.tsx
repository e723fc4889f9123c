import { m } from '@kairos/i18n';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';
import { ExpenseIcon } from './icons';

const expenses = () => import('./screens');

/** Expenses and mileage trips (docs/product/expenses.md /financials/expenses): list and form, in the financials group after Income. */
export const EXPENSES: FeatureManifest = {
  id: 'expenses',
  shell: 'owner',
  routes: [
    { path: '/financials/expenses/list', access: 'owner', screen: screen(expenses, (s) => s.ExpensesListPage) },
    { path: '/financials/expenses/form', access: 'owner', form: true, screen: screen(expenses, (s) => s.ExpenseFormPage) },
    {
      path: '/financials/expenses/form/:id',
      access: 'owner',
      form: true,
      screen: screen(expenses, (s) => s.ExpenseFormPage),
    },
  ],
  menu: [
    {
      area: 'user',
      group: 'financials',
      order: 20,
      to: '/financials/expenses/list',
      label: () => m.wexp_nav(),
      icon: ExpenseIcon,
    },
  ],
  aliases: { '/financials/expenses': '/financials/expenses/list' },
};
