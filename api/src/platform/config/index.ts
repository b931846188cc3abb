export { loadConfig, ConfigError } from './config';
export type { AppConfig, LogLevel, NodeEnv, SeedDemoMode } from './config';
