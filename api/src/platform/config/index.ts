export { loadConfig, ConfigError } from './config';
export type { AppConfig, LogLevel } from './config';
