import type { AuditEntry } from "~/lib/audit.server";
import { formatDateTime } from "~/lib/format";

export function AuditList({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="text-gray-700">No admin actions yet.</p>;
  return (
    <ol className="divide-y divide-gray-200 rounded-lg border border-gray-200">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap justify-between gap-x-4 px-4 py-2">
          <span>
            <span className="font-medium">{entry.action}</span>
            {` “${entry.subjectName}”`}
            <span className="text-gray-700">{` by ${entry.actorName ?? "a deleted account"}`}</span>
          </span>
          <time dateTime={new Date(entry.createdAt).toISOString()} className="text-sm text-gray-700">
            {formatDateTime(entry.createdAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}
