import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import { FormMessage } from "~/components/ui/field";
import { localePath } from "~/lib/i18n";
import type { LEAD_KINDS } from "./enquiry-schema";

/** An Indian mobile as wa.me wants it: country code and digits only. */
export function whatsappNumber(mobile: string): string {
  const digits = mobile.replace(/\D/g, "");
  return digits.length === 10 ? `91${digits}` : digits;
}

export function whatsappLink(mobile: string, text: string): string {
  return `https://wa.me/${whatsappNumber(mobile)}?text=${encodeURIComponent(text)}`;
}

/** Counts the click for the owner without holding up the app it opens: the request outlives the page. */
export function countLead(listingId: string, kind: (typeof LEAD_KINDS)[number]) {
  fetch("/api/v1/leads", {
    method: "POST",
    keepalive: true,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ listingId, kind }),
  }).catch(() => undefined);
}

/** Where 'WhatsApp' (with a first line about the listing) and 'Call' lead, in the page's language. */
export function useOwnerContactHrefs(mobile: string, listingName: string, address: string) {
  const { t } = useLingui();
  const text = t`Hello, I found your listing ${listingName} (${address}) on GharStay and would like to know more.`;
  return { whatsapp: whatsappLink(mobile, text), call: `tel:${mobile.replace(/[^\d+]/g, "")}` };
}

const linkClass =
  "inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800";

/** 'WhatsApp the owner' and 'Call the owner' for signed-in users; each click is a lead for the owner. */
export function OwnerContactButtons({
  listingId,
  mobile,
  listingName,
  address,
}: {
  listingId: string;
  mobile: string;
  listingName: string;
  address: string;
}) {
  const hrefs = useOwnerContactHrefs(mobile, listingName, address);
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <a
        href={hrefs.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => countLead(listingId, "whatsapp")}
        className={`${linkClass} bg-green-700 text-white hover:bg-green-800`}
      >
        <Trans>WhatsApp the owner</Trans>
      </a>
      <a
        href={hrefs.call}
        onClick={() => countLead(listingId, "call")}
        className={`${linkClass} border border-brand-700 text-brand-800 hover:bg-brand-50`}
      >
        <Trans>Call the owner</Trans>
      </a>
    </div>
  );
}

/**
 * 'Show number' for a signed-in user: the server checks the account and the day's limit, records the reveal and sends
 * the page back with the owner's e-mail and mobile. A plain form, so it works without JavaScript too.
 */
export function ShowNumberForm({ listingId }: { listingId: string }) {
  const fetcher = useFetcher<{ ok: false; message: string }>();
  return (
    <fetcher.Form method="post" action={localePath(`/property/${listingId}/contact`)} className="mt-4 space-y-3">
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={`${linkClass} w-full border border-brand-700 text-brand-800 hover:bg-brand-50 disabled:opacity-60`}
      >
        <Trans>Show number</Trans>
      </button>
      {fetcher.data ? <FormMessage tone="error">{fetcher.data.message}</FormMessage> : null}
    </fetcher.Form>
  );
}
