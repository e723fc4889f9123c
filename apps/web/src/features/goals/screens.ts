export { GoalsPage } from './goals-page';
