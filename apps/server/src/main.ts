import { buildApp } from './app.js';
import { ConfigError, listenAddressMismatch, loadConfig, loadDotEnv, type Config } from './config.js';
import { createErrorReporter } from './platform/error-reporting.js';
import { missingNodeFlags, missingProcessEnv } from './platform/memory.js';
import { AppMetrics, startMetricsServer } from './platform/metrics.js';

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
  const metrics = new AppMetrics({ defaults: true });
  const app = await buildApp(config, { reportError: await createErrorReporter(config), metrics });
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

  const metricsServer = config.metrics === null ? null : await startMetricsServer(metrics, config.metrics);
  if (config.metrics !== null) app.log.info(config.metrics, 'metrics on /metrics');

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, ...config.shutdown }, 'draining before shutdown');
    // Not ready from now on: the proxy sends new requests elsewhere while this one still answers.
    app.readiness.drain();
    // Kept-alive connections are not cut now (the proxy may be sending on one at this very
    // moment, which would fail a write it must not retry): each closes after its next reply.
    const stop = async () => {
      await sleep(config.shutdown.drainMs);
      // Queued mail goes out; then app.close stops accepting connections, lets running requests
      // finish, waits for a catalogue build and closes the database.
      await app.idleMail();
      await app.close();
      await new Promise((resolve) => metricsServer?.close(resolve) ?? resolve(undefined));
    };
    const grace = setTimeout(() => {
      app.log.error({ graceMs: config.shutdown.graceMs }, 'shutdown grace period over: exiting');
      process.exit(1);
    }, config.shutdown.drainMs + config.shutdown.graceMs);
    grace.unref();
    stop().then(
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

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
