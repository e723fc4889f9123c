export * from './accounts';
export * from './business';
export * from './messaging';
