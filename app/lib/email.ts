import { z } from "~/lib/zod";

/** The longest address SMTP can carry; also what every form field allows. */
export const EMAIL_MAX_LENGTH = 254;

const WHITESPACE = /\s/;

/**
 * Something@something.something: one '@' with text before it, and a '.' inside the part after it,
 * with no spaces. The same rule as `/^[^\s@]+@[^\s@]+\.[^\s@]+$/`, checked in one pass: that
 * pattern backtracks quadratically on a long run of dots, freezing the server for seconds.
 */
export function isEmailAddress(value: string): boolean {
  if (WHITESPACE.test(value)) return false;
  const at = value.indexOf("@");
  if (at < 1 || at !== value.lastIndexOf("@")) return false;
  const domain = value.slice(at + 1);
  const dot = domain.indexOf(".", 1);
  return dot > 0 && dot < domain.length - 1;
}

/**
 * The e-mail field of every form: trimmed, at most 254 characters, then the format. The length
 * check aborts, so an oversized value is never looked at further.
 */
export function emailField(messages: { invalid: string; tooLong: string }) {
  return z
    .string(messages.invalid)
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: messages.tooLong, abort: true })
    .refine(isEmailAddress, messages.invalid);
}
