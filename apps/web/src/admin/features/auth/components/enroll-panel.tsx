import type { StaffEnroll } from '@kodumasinad/contract/admin';

/** The secret in groups of four, easier to type into an authenticator app. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * First sign-in: the QR code for an authenticator app and the same secret as text. The SVG is
 * shown as an image, so nothing in it can run.
 */
export function EnrollPanel({ enroll }: { enroll: StaffEnroll }) {
  return (
    <div data-testid="admin-enroll" className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-700">
        Esimene sisselogimine: lisa konto autentimisrakendusse (nt Google Authenticator, Microsoft
        Authenticator), skannides QR-koodi või sisestades võtme käsitsi.
      </p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enroll.qr_svg)}`}
        alt="QR-kood autentimisrakenduse jaoks"
        width={192}
        height={192}
        className="mx-auto h-48 w-48 bg-white p-2"
      />
      <p className="text-sm text-slate-700">
        Võti:{' '}
        <code data-testid="admin-enroll-secret" className="font-mono text-base break-all text-slate-900">
          {groupSecret(enroll.secret)}
        </code>
      </p>
    </div>
  );
}
