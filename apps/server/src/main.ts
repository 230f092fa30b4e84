import { buildApp } from './app.js';
import { ConfigError, listenAddressMismatch, loadConfig, loadDotEnv, type Config } from './config.js';
import { createErrorReporter } from './platform/error-reporting.js';
import { missingNodeFlags, missingProcessEnv } from './platform/memory.js';

function readConfig(): Config {
  loadDotEnv();
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp(config, { reportError: await createErrorReporter(config) });
  const missing = missingNodeFlags();
  if (missing.length > 0) {
    app.log.warn(
      { missing },
      'node was started without the V8 flags of apps/server/node-flags.json (decision 010)',
    );
  }
  const missingEnv = missingProcessEnv();
  if (missingEnv.length > 0) {
    app.log.warn(
      { missing: missingEnv },
      'node was started without the environment of apps/server/process-env.json (decision 012)',
    );
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // app.close stops accepting connections, lets running requests finish, then closes the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Kodumasinad B2B is running on ${config.appUrl}`);
  const mismatch = listenAddressMismatch(config);
  if (mismatch) app.log.warn({ host: config.host, port: config.port, appUrl: config.appUrl }, mismatch);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
