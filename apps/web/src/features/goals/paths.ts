export const GOALS_PATH = '/account-setup/goals';
