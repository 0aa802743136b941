import { useLingui } from "@lingui/react/macro";
import { CoverOrPlaceholder } from "~/components/ui/cover-or-placeholder";
import { Link } from "~/components/ui/links";
import { label } from "~/content/labels";
import type { ImageVariant } from "~/db/schema";

type Props = {
  item: { projectBuildingName: string; locality: string; city: string; cover: ImageVariant[] | null };
  href: string;
  priority?: boolean;
  /** The small line above the name: what kind of listing or project this is. */
  kicker: React.ReactNode;
  /** Key facts shown under the place, when the card has any. */
  facts?: React.ReactNode;
  price: React.ReactNode;
  children?: React.ReactNode;
  /** A control over the cover's corner (a listing's favourite heart), given the card's name for its label. */
  corner?: (name: string) => React.ReactNode;
};

/** The frame listing and project cards share: cover photo, kicker, linked name, place, key facts and price. */
export function PropertyCardShell({ item, href, priority, kicker, facts, price, children, corner }: Props) {
  const { t } = useLingui();
  const name = item.projectBuildingName.trim() || t`Untitled Project`;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <Link to={href} className="block" aria-label={name} tabIndex={-1}>
        <CoverOrPlaceholder
          cover={item.cover}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="h-48 w-full object-cover"
          placeholderClassName="flex h-48 items-center justify-center bg-gray-100 text-gray-600"
          priority={priority}
        />
      </Link>
      {corner?.(name)}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{kicker}</p>
        <h3 className="text-lg font-semibold text-gray-900">
          <Link to={href} className="hover:underline">
            {name}
          </Link>
        </h3>
        <p className="text-gray-700">
          {item.locality || t`Location not available`}, {label(item.city)}
        </p>
        {facts}
        <p className="mt-auto pt-2 font-semibold text-gray-900">{price}</p>
        {children}
      </div>
    </article>
  );
}
