import { useRouteLoaderData } from "react-router";
import { HeartButton } from "~/components/ui/heart-button";
import { type HeartItem, heart } from "~/islands/contracts/heart";

/** What this needs of the root loader's data: who is signed in. */
type RootUser = { user: { id: string } | null };

type Props = {
  item: HeartItem;
  label: string;
  /** What the heart says when the account refused a change. */
  failed: string;
  /** Whether the server already knows it is saved (a signed-in user's gallery); the island keeps it true after. */
  pressed?: boolean;
  className?: string;
};

/**
 * The one heart, on listing cards, the listing page and the gallery. The server renders it hidden: without a script
 * there is nowhere to keep a visitor's favourites, and a button that does nothing would mislead. The islands script
 * shows it and keeps it (app/islands/heart.ts): in this browser for a visitor, in the account its contract's
 * `account` names. It holds no React state, so it works the same on pages that ship no React.
 */
export function Heart({ item, label, failed, pressed = false, className = "" }: Props) {
  const accountId = useRouteLoaderData<RootUser>("root")?.user?.id;
  return (
    <div {...heart.attrs({ item, account: accountId })} hidden className={`flex flex-col items-end gap-1 ${className}`}>
      <HeartButton pressed={pressed} label={label} />
      <p
        role="alert"
        {...heart.attrs({ failed })}
        className="max-w-48 rounded bg-white px-2 py-1 text-sm font-medium text-red-700 shadow empty:hidden"
      />
    </div>
  );
}
