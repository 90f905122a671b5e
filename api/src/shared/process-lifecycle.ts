import { ConfigError, loadConfig, type Config } from './config';
import type { Logger } from './logger';

/** The configuration, or a message naming each bad variable and exit code 1. */
export function loadConfigOrExit(check: (config: Config) => string[] = () => []): Config {
  try {
    const config = loadConfig();
    const problems = check(config);
    if (problems.length > 0) throw new ConfigError(problems);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** On SIGINT or SIGTERM: `stop` once, then exit; forced out after `graceMs` if stopping hangs. */
export function exitOnSignals(log: Logger, stop: () => Promise<void>, graceMs: number): void {
  let stopping = false;
  const onSignal = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), graceMs);
    force.unref();
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void onSignal('SIGINT'));
  process.on('SIGTERM', () => void onSignal('SIGTERM'));
}
