/**
 * Why a report does not count toward holding a listing (ADR 029). `unchecked`: filed before reporters were checked.
 */
export const REPORT_DOUBTS = ["unchecked", "unverified", "new-account", "shared-address", "shared-device"] as const;

export type ReportDoubt = (typeof REPORT_DOUBTS)[number];
