import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { NavLink } from "~/components/ui/links";

const ADMIN_LINKS = [
  { to: "/admin", label: msg`Dashboard` },
  { to: "/admin/properties", label: msg`All properties` },
  { to: "/admin/reports", label: msg`Reports` },
  { to: "/admin/contacts", label: msg`Contacts` },
  { to: "/admin/ourproject", label: msg`Our projects` },
  { to: "/admin/ProjectExplore", label: msg`Project explore` },
  { to: "/admin/Postproject", label: msg`Post project` },
  { to: "/admin/builders", label: msg`Builders` },
  { to: "/admin/ComingSoon", label: msg`Coming soon` },
  { to: "/admin/Apartments", label: msg`Apartments` },
  { to: "/admin/Buys", label: msg`Buys` },
  { to: "/admin/bookings", label: msg`Bookings` },
  { to: "/admin/outbox", label: msg`Outbox` },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 font-medium ${isActive ? "bg-brand-700 text-white" : "text-gray-900 hover:bg-brand-50 hover:text-brand-800"}`;

export function AdminSidebar() {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Admin`} className="lg:sticky lg:top-4">
      <p className="px-3 pb-2 text-sm font-semibold uppercase tracking-wide text-gray-700">
        <Trans>Admin desk</Trans>
      </p>
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {ADMIN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === "/admin"} className={linkClass}>
              {i18n._(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
