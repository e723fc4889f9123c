export { ExpenseFormPage } from './expense-form-page';
export { ExpensesListPage } from './expenses-list-page';
