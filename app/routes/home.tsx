import { Link } from "react-router";
import type { Route } from "./+types/home";

export function meta(_: Route.MetaArgs) {
  return [
    { title: "GharStay — Stay Your Way: Hotels, PGs & Rooms" },
    {
      name: "description",
      content:
        "Luxury hotels, affordable PGs and rental rooms in Lucknow, Noida, Gurugram, Kanpur and Varanasi. Find your stay on GharStay.",
    },
  ];
}

export default function Home() {
  return <Hero />;
}

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate flex h-[90vh] items-center overflow-hidden">
      <img
        src="/images/hero-1280.webp"
        srcSet="/images/hero-640.webp 640w, /images/hero-1280.webp 1280w, /images/hero-1920.webp 1920w"
        sizes="100vw"
        width={1920}
        height={1080}
        alt=""
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-black/75 via-black/50 to-black/20"
      />
      <div className="mx-auto w-full max-w-7xl px-4">
        <h1 id="hero-title" className="max-w-3xl text-4xl font-extrabold leading-tight text-white sm:text-6xl">
          Stay Your Way: Hotels, PGs &amp; Rooms
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-gray-100 sm:text-xl">
          From luxury hotels for a weekend away to affordable PGs and rental rooms for students and working
          professionals — find a verified place to stay in Lucknow, Noida, Gurugram, Kanpur and Varanasi.
        </p>
        <Link
          to="/explore"
          className="mt-8 inline-block rounded-md bg-brand-700 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-brand-800"
        >
          Find Your Stay
        </Link>
      </div>
    </section>
  );
}
