import { Plural, Trans } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";

export type RepresentedBuilder = { slug: string; name: string; projects: number };

/**
 * An Agent's builders on their profile: the way to the projects they answer for. Enquiries about those projects reach
 * them by e-mail (contact.server), so the profile says where.
 */
export function RepresentedBuilders({ builders, email }: { builders: RepresentedBuilder[]; email: string }) {
  if (builders.length === 0) return null;
  return (
    <section aria-labelledby="represented-builders" className="mt-6 rounded-lg border border-gray-200 bg-white p-5">
      <h2 id="represented-builders" className="text-xl font-bold text-gray-900">
        <Trans>Builders you represent</Trans>
      </h2>
      <ul className="mt-3 space-y-2">
        {builders.map((builder) => (
          <li key={builder.slug}>
            <Link to={`/builders/${builder.slug}`} className="font-semibold text-brand-800 underline">
              {builder.name}
            </Link>{" "}
            <span className="text-gray-700">
              <Plural value={builder.projects} one="# project" other="# projects" />
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-gray-700">
        <Trans>Enquiries about their projects come to you by e-mail, at {email}.</Trans>
      </p>
    </section>
  );
}
