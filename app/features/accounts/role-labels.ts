import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18n } from "~/lib/i18n";

const ROLE_LABELS: Record<string, MessageDescriptor> = {
  Owner: msg`Owner`,
  Client: msg`Client`,
  Agent: msg`Agent`,
  Admin: msg`Admin`,
};

/** A role's name as people read it in the language being served; the stored and submitted value stays English. */
export function roleLabel(role: string): string {
  const descriptor = ROLE_LABELS[role];
  return descriptor ? i18n._(descriptor) : role;
}
