import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { i18nOf } from "~/lib/i18n.server";

/**
 * The Hindi the catalogs give an English message, as a Hindi page shows it. A message with no Hindi fails the
 * test that asks for it rather than letting it look for the English again.
 */
export function hindi(english: string, values?: Record<string, unknown>): string {
  const id = generateMessageId(english);
  const text = i18nOf("hi")._(id, values);
  if (text === id || text === english) throw new Error(`No Hindi for "${english}"`);
  return text;
}
