import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { CHAIRMAN_MESSAGE, TEAM_MEMBERS } from "~/content/teams";
import { visitorsWithoutReact } from "~/lib/route-handle";
import type { Route } from "./+types/our-teams";

export const handle = visitorsWithoutReact;

export function meta(_: Route.MetaArgs) {
  return [
    { title: t`Our Teams | GharStay` },
    {
      name: "description",
      content: t`Meet the people behind GharStay and read a message from our Chairman.`,
    },
  ];
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);

export default function OurTeams() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">
        <Trans>Our Teams</Trans>
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-gray-700">
        <Trans>The people who check every listing, answer every enquiry and keep GharStay running.</Trans>
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {TEAM_MEMBERS.map((member) => (
          <li key={member.name} className="rounded-lg border border-gray-200 p-6">
            <span
              aria-hidden="true"
              className="inline-flex size-14 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
            >
              {initials(member.name)}
            </span>
            <h2 className="mt-4 text-lg font-semibold text-gray-900">{member.name}</h2>
            <p className="font-medium text-brand-700">{member.role}</p>
            <p className="mt-2 text-gray-700">{member.bio}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="chairman-title" className="mt-16 rounded-lg bg-brand-50 p-8">
        <h2 id="chairman-title" className="text-2xl font-bold text-gray-900">
          <Trans>Chairman&apos;s message</Trans>
        </h2>
        <blockquote className="mt-4 space-y-4 text-lg text-gray-800">
          {CHAIRMAN_MESSAGE.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </blockquote>
        <p className="mt-6 font-semibold text-gray-900">
          {CHAIRMAN_MESSAGE.name}, <span className="font-normal">{CHAIRMAN_MESSAGE.title}</span>
        </p>
      </section>
    </div>
  );
}
