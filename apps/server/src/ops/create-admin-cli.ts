import { parseArgs } from 'node:util';
import type QRCodeType from 'qrcode';
import { ConfigError, loadConfig, loadDotEnv } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createAdmin, type CreatedAdmin } from '../modules/staff/index.js';
import { AppError } from '../platform/errors.js';
import { lazyModule } from '../platform/lazy-module.js';

const qrCodes = lazyModule<typeof QRCodeType>('qrcode');

const USAGE =
  'Kasutus: npm run create-admin -- --email <e-post> --name "<nimi>" [--password-stdin]\n' +
  '  --password-stdin  loe salasõna standardsisendist (muidu luuakse tugev salasõna)';

/** The command's options as the staff form names its fields. */
const OPTION_OF_FIELD: Record<string, string> = {
  email: '--email',
  name: '--name',
  password: '--password-stdin',
};

class UsageError extends Error {}

/** Everything piped in, without the line end `echo` adds. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

function options(): { email?: string; name?: string; passwordStdin: boolean } {
  try {
    const { values } = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
      },
    });
    return {
      ...(values.email === undefined ? {} : { email: values.email }),
      ...(values.name === undefined ? {} : { name: values.name }),
      passwordStdin: values['password-stdin'],
    };
  } catch (error) {
    throw new UsageError(`Käsurea valikud on vigased (${(error as Error).message}).\n${USAGE}`);
  }
}

async function report(created: CreatedAdmin, appUrl: string): Promise<string> {
  const { account, totp } = created;
  const qr = await qrCodes().toString(totp.otpauthUrl, { type: 'utf8', errorCorrectionLevel: 'M' });
  return [
    `Administraator on loodud: ${account.name} <${account.email}>.`,
    created.passwordGenerated
      ? `Salasõna (näidatakse ainult nüüd, hoia seda turvaliselt): ${created.password}`
      : 'Salasõna: standardsisendist loetud.',
    '',
    'Lisa autentimisrakendusse (nt Google Authenticator) konto: skaneeri QR-kood või sisesta võti.',
    `Võti: ${totp.secret}`,
    `URI: ${totp.otpauthUrl}`,
    qr,
    `Logi sisse: ${appUrl}/haldus (e-post, salasõna ja rakenduse kuuekohaline kood).`,
  ].join('\n');
}

/**
 * `npm run create-admin -- --email x@y.ee --name "Nimi" [--password-stdin]`: adds an admin with
 * an enrolled authenticator to the configured database (migrating it first) and prints the
 * password and the authenticator's key once (decision 087).
 */
async function main(): Promise<void> {
  loadDotEnv();
  const { email, name, passwordStdin } = options();
  const password = passwordStdin ? await readStdin() : undefined;
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    const created = await createAdmin(handle.db, config.staffTotpKey, { email, name, password });
    console.log(await report(created, config.appUrl));
  } finally {
    await handle.db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AppError && error.errors !== undefined) {
    const lines = Object.entries(error.errors).map(
      ([field, messages]) => `  ${OPTION_OF_FIELD[field] ?? field}: ${messages.join(' ')}`,
    );
    console.error(`Administraatorit ei loodud:\n${lines.join('\n')}\n${USAGE}`);
  } else if (error instanceof ConfigError || error instanceof UsageError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
