export { nodeHasher } from './core/password-node';
export { diskStore, receiptsDirFor } from './storage/disk';
