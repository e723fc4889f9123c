export * from './accounts';
export * from './appointments';
export * from './business';
export * from './catalogue';
export * from './clients';
export * from './messaging';
export * from './offerings';
export * from './settings';
