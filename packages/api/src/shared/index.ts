export * from './access';
export * from './auth-schemas';
export * from './clients-schemas';
export * from './list-schemas';
export * from './phone';
export * from './plans';
export * from './schemas';
export * from './validation';
