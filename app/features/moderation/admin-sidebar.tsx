import { NavLink } from "~/components/ui/links";

const ADMIN_LINKS = [
  { to: "/admin", label: "Dashboard" },
  { to: "/admin/properties", label: "All properties" },
  { to: "/admin/reports", label: "Reports" },
  { to: "/admin/contacts", label: "Contacts" },
  { to: "/admin/ourproject", label: "Our projects" },
  { to: "/admin/ProjectExplore", label: "Project explore" },
  { to: "/admin/Postproject", label: "Post project" },
  { to: "/admin/ComingSoon", label: "Coming soon" },
  { to: "/admin/Apartments", label: "Apartments" },
  { to: "/admin/Buys", label: "Buys" },
  { to: "/admin/outbox", label: "Outbox" },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 font-medium ${isActive ? "bg-brand-700 text-white" : "text-gray-900 hover:bg-brand-50 hover:text-brand-800"}`;

export function AdminSidebar() {
  return (
    <nav aria-label="Admin" className="lg:sticky lg:top-4">
      <p className="px-3 pb-2 text-sm font-semibold uppercase tracking-wide text-gray-700">Admin desk</p>
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {ADMIN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === "/admin"} className={linkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
