import { plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useLocation } from "react-router";
import { KeptMarkup } from "~/components/ui/kept-markup";
import { Link, NavLink } from "~/components/ui/links";
import { NAV_LINKS } from "~/content/site";
import { siteMenu } from "~/islands/contracts/site-menu";
import { currentLocale, LANGUAGE_NAME, LANGUAGE_TAG, languageSwitchHref } from "~/lib/i18n";

type HeaderUser = { name: string; role: string | null; photoUrl: string | null; unreadMessages: number } | null;

const profileLabel = (name: string) => t`Profile of ${name}`;

/** The 'Messages' link's name says how many wait, since its badge is only seen. */
/** The menu button's name with the count its badge draws: 'Menu, 1 unread'. */
function menuLabel(unread: number): string {
  return t`Menu, ${plural(unread, { one: "# unread", other: "# unread" })}`;
}

function messagesLabel(unread: number): string {
  if (unread === 0) return t`Messages`;
  return t`Messages, ${plural(unread, { one: "# unread", other: "# unread" })}`;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 font-medium hover:bg-brand-50 hover:text-brand-700 ${isActive ? "text-brand-700" : "text-gray-800"}`;

const switchClass = "block rounded px-3 py-2 font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-700";

/**
 * The other language's name, in that language, leading to this same page in it. A signed-in user's switch posts, as
 * it also changes the language of the e-mails sent to the account; a visitor's is a link, which stores nothing.
 */
function LanguageSwitch({ path, signedIn }: { path: string; signedIn: boolean }) {
  const other = currentLocale() === "hi" ? "en" : "hi";
  if (signedIn) {
    return (
      <form method="post" action="/language">
        <input type="hidden" name="to" value={other} />
        <input type="hidden" name="next" value={path} />
        <button type="submit" lang={other} className={switchClass}>
          {LANGUAGE_NAME[other]}
        </button>
      </form>
    );
  }
  return (
    <a href={languageSwitchHref(other, path)} hrefLang={LANGUAGE_TAG[other]} lang={other} className={switchClass}>
      {LANGUAGE_NAME[other]}
    </a>
  );
}

/** The site's links: the same on every visit to a page, in a language (KeptMarkup). */
function NavItems({ admin }: { admin: boolean }) {
  return (
    <>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === "/"} className={linkClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
      {admin ? (
        <li>
          <NavLink to="/admin" className={linkClass}>
            <Trans>Admin</Trans>
          </NavLink>
        </li>
      ) : null}
    </>
  );
}

/** What follows the language switch: posting, and the visitor's favourites and login or the user's profile. */
function Actions({ user }: { user: HeaderUser }) {
  return (
    <>
      <Link
        to="/postproperty"
        className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        <Trans>
          PostProperty <span className="rounded bg-white px-1 text-xs font-bold text-brand-700">FREE</span>
        </Trans>
      </Link>
      {user ? (
        <NavLink to="/messages" aria-label={messagesLabel(user.unreadMessages)} className={linkClass}>
          <span className="relative">
            <Trans>Messages</Trans>
            <UnreadBadge user={user} />
          </span>
        </NavLink>
      ) : null}
      {user ? (
        <NavLink to="/my-bookings" className={linkClass}>
          <Trans>My bookings</Trans>
        </NavLink>
      ) : null}
      {user ? (
        <Link
          to="/profile"
          aria-label={profileLabel(user.name)}
          className="relative inline-flex size-10 items-center justify-center rounded-full border-2 border-brand-700 bg-brand-50 font-semibold text-brand-800"
        >
          {user.photoUrl ? (
            <img src={user.photoUrl} alt="" width={40} height={40} className="size-full rounded-full object-cover" />
          ) : (
            <span aria-hidden="true">{initials(user.name)}</span>
          )}
        </Link>
      ) : (
        <>
          {/* A visitor's hearts are kept in this browser; a signed-in user finds them on the profile. */}
          <NavLink to="/favourites" className={linkClass}>
            <Trans>Favourites</Trans>
          </NavLink>
          <Link
            to="/login"
            className="inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Trans>Login</Trans>
          </Link>
        </>
      )}
    </>
  );
}

/**
 * The links and actions, the header's bulk, are kept as HTML on pages sent without React (KeptMarkup): they read
 * the page's path (which link is current) and the user. The language switch leads to this very address, query and
 * all, so it is rendered each time.
 */
export function SiteHeader({ user, switchPath }: { user: HeaderUser; switchPath: string | null }) {
  const menuId = useId();
  const { t } = useLingui();
  const { pathname } = useLocation();
  const inputs = JSON.stringify({ pathname, user });
  const links = (className: string) => (
    <KeptMarkup
      as="ul"
      className={className}
      inputs={inputs}
      render={() => <NavItems admin={user?.role === "Admin"} />}
    />
  );
  const actions = (className: string) => (
    <div className={className}>
      {switchPath !== null ? <LanguageSwitch path={switchPath} signedIn={user !== null} /> : null}
      {/* `contents`: the kept element's children lay out as the container's own, as they did before it. */}
      <KeptMarkup as="div" className="contents" inputs={inputs} render={() => <Actions user={user} />} />
    </div>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <nav aria-label={t`Main`} className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="text-2xl font-extrabold tracking-tight text-brand-700">
          Ghar<span className="text-gray-900">Stay</span>
        </Link>
        {links("hidden items-center gap-1 lg:flex")}
        {actions("hidden items-center gap-3 lg:flex")}
        {/* Opened and closed by the site-menu island, on pages with and without React. */}
        <button
          type="button"
          {...siteMenu.attrs({ button: "" })}
          className="relative rounded-md border border-gray-300 px-3 py-2 font-medium lg:hidden"
          aria-expanded="false"
          aria-controls={menuId}
          aria-label={user?.unreadMessages ? menuLabel(user.unreadMessages) : undefined}
        >
          <Trans>Menu</Trans>
          {/* Seen on a phone without opening the menu, and said with the button's name: 'Menu, 1 unread'. */}
          <UnreadBadge user={user} />
        </button>
      </nav>
      <div
        id={menuId}
        hidden
        {...siteMenu.attrs({ panel: "" })}
        className="border-t border-gray-200 px-4 pb-4 lg:hidden"
      >
        {links("py-2")}
        {/* Wrapped: the switch, PostProperty, Favourites and Login are wider than a 375 px phone together. */}
        {actions("flex flex-wrap items-center gap-3")}
      </div>
    </header>
  );
}

function UnreadBadge({ user }: { user: HeaderUser }) {
  if (!user || user.unreadMessages === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-2 -right-2 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
    >
      {user.unreadMessages > 99 ? "99+" : user.unreadMessages}
    </span>
  );
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? "?").slice(0, 2)).toUpperCase();
}
