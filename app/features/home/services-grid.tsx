import { Link } from "~/components/ui/links";
import type { ServiceTile } from "~/content/services";

/** Service tiles, each with its description and a link to its page. */
export function ServicesGrid({ services }: { services: ServiceTile[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.to}>
          <Link
            to={service.to}
            className="block h-full rounded-lg border border-gray-200 bg-white p-6 shadow-sm transition hover:border-brand-700 hover:shadow-md"
          >
            <h3 className="text-xl font-bold text-gray-900">{service.title}</h3>
            <p className="mt-2 text-gray-700">{service.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
