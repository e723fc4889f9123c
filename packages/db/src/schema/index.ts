export * from './accounts';
export * from './business';
export * from './catalogue';
export * from './clients';
export * from './messaging';
export * from './settings';
export * from './appointments';
