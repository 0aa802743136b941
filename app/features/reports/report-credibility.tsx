import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReportDoubt } from "~/content/report-doubts";

const DOUBTS: Record<ReportDoubt, MessageDescriptor> = {
  unchecked: msg`filed before reporters were checked`,
  unverified: msg`the reporter has no verified e-mail or phone`,
  "new-account": msg`the reporter's account is less than 24 hours old`,
  "shared-address": msg`the reporter shares an address with the reporter of another open report`,
  "shared-device": msg`the reporter shares a device with the reporter of another open report`,
};

/** For the Admin, beside each report: whether it counts toward holding the listing, and why or why not (ADR 029). */
export function ReportCredibility({
  counts,
  notCountedBecause,
}: {
  counts: boolean;
  notCountedBecause: ReportDoubt[];
}) {
  const { i18n } = useLingui();
  if (counts) {
    return (
      <p className="text-sm text-green-800">
        <Trans>
          Counts toward holding the listing: verified reporter, account older than 24 hours, no address or device shared
          with another reporter.
        </Trans>
      </p>
    );
  }
  const why = notCountedBecause.map((doubt) => i18n._(DOUBTS[doubt])).join("; ");
  return (
    <p className="text-sm font-medium text-amber-900">
      <Trans>Does not count, hides nothing: {why}.</Trans>
    </p>
  );
}
