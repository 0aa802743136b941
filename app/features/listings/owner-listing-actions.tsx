import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation, useSearchParams } from "react-router";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Form, Link } from "~/components/ui/links";

const CONFIRM_PARAM = "deleteListing";

/**
 * Edit and Delete for an owner's own listing. Delete first asks on the same page (a GET
 * state, so it works without JavaScript); the server refuses anyone but the owner either way.
 */
export function OwnerListingActions({ listingId }: { listingId: string }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const kept = new URLSearchParams(params);
  kept.delete(CONFIRM_PARAM);
  const here = kept.size > 0 ? `${pathname}?${kept}` : pathname;
  return (
    <div className="mt-3 space-y-3">
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/property/${listingId}/edit`}
          className="rounded-md border border-brand-700 px-4 py-1.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Trans>Edit</Trans>
        </Link>
        <Form method="get" action={pathname} preventScrollReset>
          {[...kept].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name={CONFIRM_PARAM} value={listingId} />
          <button
            type="submit"
            className="rounded-md border border-red-700 px-4 py-1.5 font-semibold text-red-700 hover:bg-red-50"
          >
            <Trans>Delete</Trans>
          </button>
        </Form>
      </div>
      {params.get(CONFIRM_PARAM) === listingId ? (
        <ConfirmPanel
          title={t`Delete this listing?`}
          confirmLabel={t`Yes, delete`}
          cancelTo={here}
          action={`/property/${listingId}/edit`}
          fields={{ intent: "delete" }}
        >
          <Trans>The listing and its photos are removed for good.</Trans>
        </ConfirmPanel>
      ) : null}
    </div>
  );
}
