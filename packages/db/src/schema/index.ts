export * from './accounts';
export * from './business';
export * from './clients';
export * from './messaging';
