import { Trans, useLingui } from "@lingui/react/macro";
import { SocialLinks } from "~/components/social-links";
import { EmailLink, PhoneLink, type SupportContact } from "~/components/support-contact";
import { KeptMarkup } from "~/components/ui/kept-markup";
import { Link } from "~/components/ui/links";
import { FOOTER_QUICK_LINKS, FOOTER_SERVICE_LINKS, LAUNCH_YEAR } from "~/content/site";

/** The same on every page in a language (KeptMarkup): some sixty elements a page that were rendered afresh. */
export function SiteFooter({ site }: { site: SupportContact }) {
  const contact: SupportContact = {
    supportAddress: site.supportAddress,
    supportEmail: site.supportEmail,
    supportPhone: site.supportPhone,
  };
  const thisYear = new Date().getFullYear();
  return (
    <KeptMarkup
      as="footer"
      className="mt-16 bg-gray-900 text-gray-200"
      inputs={JSON.stringify({ contact, thisYear })}
      render={() => <FooterContents site={contact} thisYear={thisYear} />}
    />
  );
}

function FooterContents({ site, thisYear }: { site: SupportContact; thisYear: number }) {
  const { t } = useLingui();
  // An element in the closing line's message, as the catalogues have it.
  const launchYear = <>{LAUNCH_YEAR}</>;
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-2xl font-extrabold text-white">GharStay</p>
          <p className="mt-3 text-sm leading-6">
            <Trans>
              Hotels, PGs, rooms, co-living homes, short stays, plots and projects across northern India. Launched in{" "}
              {LAUNCH_YEAR}.
            </Trans>
          </p>
        </div>
        <FooterLinks title={t`Quick links`} links={FOOTER_QUICK_LINKS} />
        <FooterLinks title={t`Services`} links={FOOTER_SERVICE_LINKS} />
        <div>
          <h2 className="font-semibold text-white">
            <Trans>Contact</Trans>
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic leading-6">
            <p>{site.supportAddress}</p>
            <p>
              <EmailLink className="underline hover:text-white" email={site.supportEmail} />
            </p>
            <p>
              <PhoneLink className="underline hover:text-white" phone={site.supportPhone} />
            </p>
          </address>
          <SocialLinks
            className="mt-4 flex flex-wrap gap-3 text-sm"
            linkClassName="underline hover:text-white"
            label={t`Social links`}
          />
        </div>
      </div>
      <p className="border-t border-gray-700 py-4 text-center text-sm">
        <Trans>
          © {LAUNCH_YEAR}–{thisYear} GharStay. Launched in {launchYear}.
        </Trans>
      </p>
    </>
  );
}

function FooterLinks({ title, links }: { title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="hover:text-white hover:underline" to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
