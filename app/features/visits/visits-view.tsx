import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import { FormMessage } from "~/components/ui/field";
import { Link } from "~/components/ui/links";
import { i18n, localePath } from "~/lib/i18n";
import type { VisitFormResult, VisitListItem } from "./visit-schema";
import { formatVisitTime } from "./visit-time";
import { VisitTimeFields } from "./visit-time-fields";

const STATE_LABELS: Record<VisitListItem["status"], MessageDescriptor> = {
  requested: msg`Waiting for the owner`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
  proposed: msg`New time proposed`,
  cancelled: msg`Cancelled`,
};

const primaryButton =
  "min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800";
const secondaryButton =
  "min-h-11 rounded-md border border-gray-400 bg-white px-4 py-2 font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800";

/** One decision as its own small form: it works without JavaScript and shows its refusal beside the visit. */
function DecisionForm({
  visitId,
  decision,
  label,
  primary = false,
  children,
}: {
  visitId: string;
  decision: string;
  label: string;
  primary?: boolean;
  children?: (result: VisitFormResult | undefined) => React.ReactNode;
}) {
  const fetcher = useFetcher<VisitFormResult>();
  const result = fetcher.data;
  return (
    <fetcher.Form method="post" action={localePath(`/profile/visits/${visitId}/${decision}`)} className="space-y-2">
      {children?.(result)}
      {result && !result.ok ? <FormMessage tone="error">{result.message}</FormMessage> : null}
      <button type="submit" className={primary ? primaryButton : secondaryButton} disabled={fetcher.state !== "idle"}>
        {label}
      </button>
    </fetcher.Form>
  );
}

function VisitItem({ visit, side }: { visit: VisitListItem; side: "received" | "requested" }) {
  const open = visit.status === "requested" || visit.status === "accepted" || visit.status === "proposed";
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h3 className="text-lg font-semibold text-gray-900">
        <Link to={`/property/${visit.listingId}`} className="hover:underline">
          {visit.listingTitle}
        </Link>
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-gray-800">
        <dt className="font-medium">{side === "received" ? <Trans>Visitor</Trans> : <Trans>Owner</Trans>}</dt>
        <dd>{side === "received" ? visit.seekerName : visit.ownerName}</dd>
        <dt className="font-medium">
          <Trans>Time</Trans>
        </dt>
        <dd>{formatVisitTime(visit.startsAt)}</dd>
        <dt className="font-medium">
          <Trans>State</Trans>
        </dt>
        <dd>{i18n._(STATE_LABELS[visit.status])}</dd>
        {visit.status === "proposed" && visit.proposedAt ? (
          <>
            <dt className="font-medium">
              <Trans>New time</Trans>
            </dt>
            <dd>{formatVisitTime(visit.proposedAt)}</dd>
          </>
        ) : null}
        {visit.note ? (
          <>
            <dt className="font-medium">
              <Trans>Note</Trans>
            </dt>
            <dd className="break-words">{visit.note}</dd>
          </>
        ) : null}
      </dl>
      {open ? (
        <div className="mt-4 flex flex-wrap items-start gap-3">
          {side === "received" ? <OwnerDecisions visit={visit} /> : <SeekerDecisions visit={visit} />}
        </div>
      ) : null}
    </li>
  );
}

function OwnerDecisions({ visit }: { visit: VisitListItem }) {
  const { t } = useLingui();
  return (
    <>
      {visit.status === "requested" ? (
        <DecisionForm visitId={visit.id} decision="accept" label={t`Accept`} primary />
      ) : null}
      <DecisionForm visitId={visit.id} decision="decline" label={t`Decline`} />
      {visit.status !== "proposed" ? (
        <div className="w-full">
          <DecisionForm visitId={visit.id} decision="propose" label={t`Propose another time`}>
            {(result) => (
              <VisitTimeFields
                idPrefix={`propose-${visit.id}`}
                fieldErrors={result?.ok ? undefined : result?.fieldErrors}
              />
            )}
          </DecisionForm>
        </div>
      ) : null}
    </>
  );
}

function SeekerDecisions({ visit }: { visit: VisitListItem }) {
  const { t } = useLingui();
  return (
    <>
      {visit.status === "proposed" ? (
        <DecisionForm visitId={visit.id} decision="accept-proposal" label={t`Accept new time`} primary />
      ) : null}
      <DecisionForm visitId={visit.id} decision="cancel" label={t`Cancel visit`} />
    </>
  );
}

function VisitList({
  title,
  emptyText,
  visits,
  side,
}: {
  title: string;
  emptyText: string;
  visits: VisitListItem[];
  side: "received" | "requested";
}) {
  const headingId = `visits-${side}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold text-gray-900">
        {title}
      </h2>
      {visits.length === 0 ? (
        <p className="mt-4 text-gray-700">{emptyText}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {visits.map((visit) => (
            <VisitItem key={visit.id} visit={visit} side={side} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The profile's Visits tab: requests received on the user's listings, then the visits they asked for. */
export function VisitsSection({ received, requested }: { received: VisitListItem[]; requested: VisitListItem[] }) {
  const { t } = useLingui();
  return (
    <>
      <VisitList
        title={t`Visit requests`}
        emptyText={t`No upcoming visit requests.`}
        visits={received}
        side="received"
      />
      <VisitList title={t`My visits`} emptyText={t`No upcoming visits.`} visits={requested} side="requested" />
    </>
  );
}
