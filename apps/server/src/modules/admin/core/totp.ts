import type * as Otplib from 'otplib';
import type QRCodeType from 'qrcode';
import { lazyModule } from '../../../platform/lazy-module.js';
import type { StaffEnroll } from '@kodumasinad/contract/admin';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Kodumasinad B2B';
const otp = lazyModule<typeof Otplib>('otplib');
const qrCodes = lazyModule<typeof QRCodeType>('qrcode');

export function newTotpSecret(): string {
  return otp().generateSecret();
}

/** What the first sign-in shows: the secret as text, its otpauth URI and that URI as a QR code. */
export async function enrolment(secret: string, email: string): Promise<StaffEnroll> {
  const otpauthUrl = otp().generateURI({ issuer: ISSUER, label: email, secret });
  const qrSvg = await qrCodes().toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

/**
 * The time step of `code` when it is valid now, one step before or one after (a clock a little
 * off, a code typed as it changed); null otherwise. Steps at or before `afterStep` are refused,
 * so a code that was accepted once never works again (RFC 6238 §5.2).
 */
export async function acceptedStep(
  secret: string,
  code: string,
  afterStep: number | null,
  now = Date.now(),
): Promise<number | null> {
  const result = await otp().verify({
    secret,
    token: code,
    period: TOTP_PERIOD_SECONDS,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The TOTP strategy's result carries the step it matched (otplib types it with HOTP's too).
  return result.valid && 'timeStep' in result ? (result as { timeStep: number }).timeStep : null;
}

/** The current code of a secret (seed output, tests). */
export function currentCode(secret: string, now = Date.now()): Promise<string> {
  return otp().generate({ secret, period: TOTP_PERIOD_SECONDS, epoch: Math.floor(now / 1000) });
}
