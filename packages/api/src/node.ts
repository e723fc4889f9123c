export { nodeHasher } from './core/password-node';
