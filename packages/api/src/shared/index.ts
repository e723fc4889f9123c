export * from './access';
export * from './plans';
export * from './schemas';
export * from './validation';
export * from './auth-schemas';
