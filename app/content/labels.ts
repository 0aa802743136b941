import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18n } from "~/lib/i18n";

/**
 * The words shown for the English values GharStay stores and puts in addresses (a city, a listing type, an
 * amenity). The stored value never changes with the language; only what a page shows for it does.
 */
const LABELS: Record<string, MessageDescriptor> = {
  Lucknow: msg`Lucknow`,
  Noida: msg`Noida`,
  Gurugram: msg`Gurugram`,
  Kanpur: msg`Kanpur`,
  Varanasi: msg`Varanasi`,
  Mathura: msg`Mathura`,
  Hotel: msg`Hotel`,
  PG: msg`PG`,
  Room: msg`Room`,
  Rent: msg`Rent`,
  Sale: msg`Sale`,
};

/** What to show for a stored value in the page's language; a value without a label (user content) as it is. */
export function label(value: string): string {
  const descriptor = LABELS[value];
  return descriptor ? i18n._(descriptor) : value;
}
