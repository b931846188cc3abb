export { createLogger, isClientDisconnect } from './logger';
export type { Logger } from './logger';
