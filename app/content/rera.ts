import { t } from "@lingui/core/macro";
import { cityNamed } from "./cities";
/**
 * RERA registration numbers: which state authority registers projects in each city, the number
 * formats each one issues, and its public project search (ADR 013).
 */

export type ReraAuthority = "up-rera" | "harera-gurugram";

type AuthorityInfo = {
  name: string;
  /** The authority's public project search, where a buyer checks the number; the QR code opens it. */
  searchUrl: string;
};

export const RERA_AUTHORITIES: Record<ReraAuthority, AuthorityInfo> = {
  "up-rera": { name: "UP RERA", searchUrl: "https://www.up-rera.in/projects" },
  "harera-gurugram": {
    name: "HARERA Gurugram",
    searchUrl: "https://haryanarera.gov.in/admincontrol/registered_projects/2",
  },
};

/** Haryana's projects (Gurugram) are under the Gurugram bench of HARERA; every other city we serve is in Uttar Pradesh. */
export function reraAuthorityFor(city: string): ReraAuthority {
  return cityNamed(city)?.state === "Haryana" ? "harera-gurugram" : "up-rera";
}

export const RERA_MESSAGES = {
  get required() {
    return t`Please enter the RERA registration number.`;
  },
  get upProject() {
    return t`A UP RERA project number starts with UPRERAPRJ followed by digits, for example UPRERAPRJ12345.`;
  },
  get upAgent() {
    return t`UPRERAAGT numbers belong to real-estate agents, not projects: enter the project's number, which starts with UPRERAPRJ.`;
  },
  get harera() {
    return t`A HARERA Gurugram number looks like GGM/123/2019/45 or RC/REP/HARERA/GGM/123/2019/45 (a year from 2017 on).`;
  },
};

const UP_PROJECT = /^UPRERAPRJ\d{1,10}$/;
const UP_AGENT = /^UPRERAAGT\d*$/;
/** GGM/<file>/<year>/<registration>, or with the file number in two parts, optionally after RC/REP/HARERA/. */
const HARERA = /^(?:RC\/REP\/HARERA\/)?GGM\/\d{1,5}(?:\/\d{1,5})?\/(\d{4})\/\d{1,4}$/;
/** The Act came into force in 2017; a year past next one is a typing mistake. */
const FIRST_RERA_YEAR = 2017;

/** The number as the authority writes it: capitals, no spaces, single slashes. */
export function normaliseReraNumber(value: string): string {
  return value
    .toUpperCase()
    .replace(/\s+/g, "")
    .replace(/\/{2,}/g, "/");
}

/** Checks a (normalised) number against its city's authority; the message says what is wrong, or null when it fits. */
export function reraNumberProblem(city: string, number: string): string | null {
  if (reraAuthorityFor(city) === "up-rera") {
    if (UP_PROJECT.test(number)) return null;
    return UP_AGENT.test(number) ? RERA_MESSAGES.upAgent : RERA_MESSAGES.upProject;
  }
  const year = HARERA.exec(number)?.[1];
  const thisYear = new Date().getUTCFullYear();
  return year && Number(year) >= FIRST_RERA_YEAR && Number(year) <= thisYear + 1 ? null : RERA_MESSAGES.harera;
}
