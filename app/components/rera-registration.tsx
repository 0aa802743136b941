import { Trans, useLingui } from "@lingui/react/macro";
import { RERA_AUTHORITIES, reraAuthorityFor } from "~/content/rera";

/** Where a page's QR code for an authority's project search is drawn (app/routes/rera-qr.ts). */
const reraQrPath = (city: string) => `/rera/${reraAuthorityFor(city)}/qr.svg`;

/**
 * A sale's, plot's or project's RERA number with its authority, and a QR code that opens the authority's
 * public project search, where a buyer can look the number up.
 */
export function ReraRegistration({ city, reraNumber }: { city: string; reraNumber: string | null | undefined }) {
  const { t } = useLingui();
  if (!reraNumber) return null;
  const authority = RERA_AUTHORITIES[reraAuthorityFor(city)];
  const authorityName = authority.name;
  return (
    <section aria-labelledby="rera-registration" className="mt-8 rounded-lg border border-gray-200 p-4">
      <h2 id="rera-registration" className="text-xl font-semibold text-gray-900">
        <Trans>RERA registered</Trans>
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <img
          src={reraQrPath(city)}
          alt={t`QR code: ${authorityName} project search`}
          width={112}
          height={112}
          className="size-28 bg-white"
        />
        <div className="min-w-0">
          <p className="text-gray-800">
            <Trans>
              {authorityName} registration number{" "}
              <strong className="break-all font-mono text-gray-900">{reraNumber}</strong>
            </Trans>
          </p>
          <p className="mt-1 text-gray-700">
            <Trans>
              Check it on the{" "}
              <a href={authority.searchUrl} className="font-medium text-brand-700 underline" rel="noopener">
                {authorityName} project search
              </a>
              .
            </Trans>
          </p>
        </div>
      </div>
    </section>
  );
}
