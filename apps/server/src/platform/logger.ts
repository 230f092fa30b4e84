import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/** pino-pretty is a dev dependency: a production install without it still logs (as JSON). */
function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** A destination for the log lines instead of stdout (tests). */
export interface LogStream {
  write(line: string): void;
}

/** pino options: JSON lines in production and tests, pretty lines when developing. */
export function loggerOptions(
  config: Pick<Config, 'env' | 'logLevel'>,
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  if (stream !== undefined) return { level: config.logLevel, stream };
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    ...(config.env === 'development' && prettyAvailable()
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
