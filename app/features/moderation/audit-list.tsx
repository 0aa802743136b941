import { Trans, useLingui } from "@lingui/react/macro";
import type { AuditEntry } from "~/lib/audit.server";
import { formatDateTime } from "~/lib/format";

export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const { t } = useLingui();
  if (entries.length === 0)
    return (
      <p className="text-gray-700">
        <Trans>No admin actions yet.</Trans>
      </p>
    );
  return (
    <ol className="divide-y divide-gray-200 rounded-lg border border-gray-200">
      {entries.map((entry) => {
        const actor = entry.actorName;
        return (
          <li key={entry.id} className="flex flex-wrap justify-between gap-x-4 px-4 py-2">
            <span>
              <span className="font-medium">{entry.action}</span>
              {` “${entry.subjectName}”`}
              <span className="text-gray-700">{` ${actor ? t`by ${actor}` : t`by a deleted account`}`}</span>
            </span>
            <time dateTime={new Date(entry.createdAt).toISOString()} className="text-sm text-gray-700">
              {formatDateTime(entry.createdAt)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
