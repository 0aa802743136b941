import { jsx, jsxs, Fragment } from "react/jsx-runtime";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, useLocation, Link, NavLink, redirect, UNSAFE_withComponentProps, Outlet, UNSAFE_withErrorBoundaryProps, isRouteErrorResponse, useMatches, Meta, Links, ScrollRestoration, Scripts, useRouteLoaderData, data, Form } from "react-router";
import { d as database, t as throttles, l as logger, a as auth, e as env, u as users, C as CLIENT_IP_HEADER, p as projects, b as listings, c as contacts$1, f as auditLog, g as listingImages, r as removeImageFiles } from "./app-BFKP2xJN.js";
import { createContext, useContext, useRef, useEffect, useState, useId, Suspense, lazy } from "react";
import { sql, eq, count, desc, and, inArray, asc, ilike, isNull, gte, lte, or, notInArray } from "drizzle-orm";
import { z } from "zod";
import "node:crypto";
import "node:path";
import "@react-router/express";
import "compression";
import "express";
import "pino-http";
import "node:fs";
import "@electric-sql/pglite";
import "drizzle-orm/node-postgres";
import "drizzle-orm/node-postgres/migrator";
import "drizzle-orm/pglite";
import "drizzle-orm/pglite/migrator";
import "pg";
import "drizzle-orm/pg-core";
import "sharp";
import "better-auth";
import "better-auth/adapters/drizzle";
import "node:fs/promises";
import "aws4fetch";
import "pino";
async function hit(key, limit, windowMs) {
  const windowStartCutoff = new Date(Date.now() - windowMs);
  const [row] = await database().insert(throttles).values({ key, count: 1, windowStart: /* @__PURE__ */ new Date() }).onConflictDoUpdate({
    target: throttles.key,
    set: {
      count: sql`case when ${throttles.windowStart} < ${windowStartCutoff} then 1 else ${throttles.count} + 1 end`,
      windowStart: sql`case when ${throttles.windowStart} < ${windowStartCutoff} then now() else ${throttles.windowStart} end`
    }
  }).returning({ count: throttles.count, windowStart: throttles.windowStart });
  const retryAfterSeconds = Math.max(1, Math.ceil((row.windowStart.getTime() + windowMs - Date.now()) / 1e3));
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds };
}
async function isOverLimit(key, limit, windowMs) {
  const [row] = await database().select({ count: throttles.count, windowStart: throttles.windowStart }).from(throttles).where(sql`${throttles.key} = ${key}`);
  if (!row) return false;
  return row.windowStart.getTime() > Date.now() - windowMs && row.count >= limit;
}
async function clearThrottle(key) {
  await database().delete(throttles).where(sql`${throttles.key} = ${key}`);
}
const NonceContext = createContext("");
function useNonce() {
  return useContext(NonceContext);
}
const streamTimeout = 5e3;
function handleRequest(request, responseStatusCode, responseHeaders, routerContext, loadContext) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption = userAgent && isbot(userAgent) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId = setTimeout(() => abort(), streamTimeout + 1e3);
    const { pipe, abort } = renderToPipeableStream(
      /* @__PURE__ */ jsx(NonceContext.Provider, { value: nonce, children: /* @__PURE__ */ jsx(ServerRouter, { context: routerContext, url: request.url, nonce }) }),
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = void 0;
              callback();
            }
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode
            })
          );
        },
        onShellError(error) {
          reject(error);
        },
        onError(error) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "streaming render failed");
        }
      }
    );
  });
}
const handleError = (error, { request }) => {
  if (request.signal.aborted) return;
  logger.error({ err: error, url: request.url }, "request failed");
};
const entryServer = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: handleRequest,
  handleError,
  streamTimeout
}, Symbol.toStringTag, { value: "Module" }));
const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/city", label: "City" },
  { to: "/buy", label: "Buy" },
  { to: "/about", label: "About" },
  { to: "/service", label: "Service" }
];
const FOOTER_QUICK_LINKS = [
  { to: "/", label: "Home" },
  { to: "/explore", label: "Explore stays" },
  { to: "/about", label: "About us" },
  { to: "/ourteams", label: "Our team" },
  { to: "/contact", label: "Contact us" },
  { to: "/privacy-policy", label: "Privacy policy" }
];
const FOOTER_SERVICE_LINKS = [
  { to: "/services/home", label: "Book a Hotel" },
  { to: "/services/commercial", label: "Find a PG" },
  { to: "/services/rent", label: "Rent a Room" },
  { to: "/services/land", label: "Co-Living Spaces" },
  { to: "/services/hotel", label: "Hotel Stay Booking" }
];
const SOCIAL_LINKS = [
  { href: "https://www.facebook.com/gharstay", label: "Facebook" },
  { href: "https://www.instagram.com/gharstay", label: "Instagram" },
  { href: "https://x.com/gharstay", label: "X (Twitter)" },
  { href: "https://www.linkedin.com/company/gharstay", label: "LinkedIn" },
  { href: "https://www.youtube.com/@gharstay", label: "YouTube" }
];
const LAUNCH_YEAR = 2024;
const HELP_MESSAGE = "Hello I need your help ..";
function whatsappLink(phone, text = HELP_MESSAGE) {
  return `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}
function HelpButton({ phone }) {
  return /* @__PURE__ */ jsxs(
    "a",
    {
      href: whatsappLink(phone),
      target: "_blank",
      rel: "noopener noreferrer",
      "aria-label": "Help: chat with us on WhatsApp",
      className: "fixed right-4 bottom-4 z-50 inline-flex items-center gap-2 rounded-full bg-green-700 px-4 py-3 font-semibold text-white shadow-lg hover:bg-green-800",
      children: [
        /* @__PURE__ */ jsx("svg", { "aria-hidden": "true", viewBox: "0 0 24 24", className: "size-5 fill-current", children: /* @__PURE__ */ jsx("path", { d: "M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.4-.2Z" }) }),
        "Help"
      ]
    }
  );
}
const SCROLL_DELAY_MS = 100;
function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
function SiteFooter({ site }) {
  return /* @__PURE__ */ jsxs("footer", { className: "mt-16 bg-gray-900 text-gray-200", children: [
    /* @__PURE__ */ jsxs("div", { className: "mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4", children: [
      /* @__PURE__ */ jsxs("div", { children: [
        /* @__PURE__ */ jsx("p", { className: "text-2xl font-extrabold text-white", children: "GharStay" }),
        /* @__PURE__ */ jsxs("p", { className: "mt-3 text-sm leading-6", children: [
          "Hotels, PGs, rooms, co-living homes, short stays, plots and projects across northern India. Launched in",
          " ",
          LAUNCH_YEAR,
          "."
        ] })
      ] }),
      /* @__PURE__ */ jsx(FooterLinks, { title: "Quick links", links: FOOTER_QUICK_LINKS }),
      /* @__PURE__ */ jsx(FooterLinks, { title: "Services", links: FOOTER_SERVICE_LINKS }),
      /* @__PURE__ */ jsxs("div", { children: [
        /* @__PURE__ */ jsx("h2", { className: "font-semibold text-white", children: "Contact" }),
        /* @__PURE__ */ jsxs("address", { className: "mt-3 space-y-2 text-sm not-italic leading-6", children: [
          /* @__PURE__ */ jsx("p", { children: site.supportAddress }),
          /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("a", { className: "underline hover:text-white", href: `mailto:${site.supportEmail}`, children: site.supportEmail }) }),
          /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsxs("a", { className: "underline hover:text-white", href: `tel:+${site.supportPhone.replace(/\D/g, "")}`, children: [
            "+",
            site.supportPhone.replace(/\D/g, "")
          ] }) })
        ] }),
        /* @__PURE__ */ jsx("ul", { className: "mt-4 flex flex-wrap gap-3 text-sm", "aria-label": "Social links", children: SOCIAL_LINKS.map((social) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", { className: "underline hover:text-white", href: social.href, rel: "noopener noreferrer", target: "_blank", children: social.label }) }, social.href)) })
      ] })
    ] }),
    /* @__PURE__ */ jsxs("p", { className: "border-t border-gray-700 py-4 text-center text-sm", children: [
      "© ",
      LAUNCH_YEAR,
      "–",
      (/* @__PURE__ */ new Date()).getFullYear(),
      " GharStay. Launched in ",
      LAUNCH_YEAR,
      "."
    ] })
  ] });
}
function FooterLinks({ title, links }) {
  return /* @__PURE__ */ jsxs("nav", { "aria-label": title, children: [
    /* @__PURE__ */ jsx("h2", { className: "font-semibold text-white", children: title }),
    /* @__PURE__ */ jsx("ul", { className: "mt-3 space-y-2 text-sm", children: links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, { className: "hover:text-white hover:underline", to: link.to, children: link.label }) }, link.to)) })
  ] });
}
const linkClass$2 = ({ isActive }) => `block rounded px-3 py-2 font-medium hover:bg-brand-50 hover:text-brand-700 ${isActive ? "text-brand-700" : "text-gray-800"}`;
function SiteHeader({ user }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  const links = /* @__PURE__ */ jsxs(Fragment, { children: [
    NAV_LINKS.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, { to: link.to, end: link.to === "/", className: linkClass$2, children: link.label }) }, link.to)),
    user?.role === "Admin" ? /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, { to: "/admin", className: linkClass$2, children: "Admin" }) }) : null
  ] });
  const actions = /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsxs(
      Link,
      {
        to: "/postproperty",
        className: "inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800",
        children: [
          "PostProperty ",
          /* @__PURE__ */ jsx("span", { className: "rounded bg-white px-1 text-xs font-bold text-brand-700", children: "FREE" })
        ]
      }
    ),
    user ? /* @__PURE__ */ jsx(
      Link,
      {
        to: "/profile",
        "aria-label": `Profile of ${user.name}`,
        className: "inline-flex size-10 items-center justify-center overflow-hidden rounded-full border-2 border-brand-700 bg-brand-50 font-semibold text-brand-800",
        children: user.photoUrl ? /* @__PURE__ */ jsx("img", { src: user.photoUrl, alt: "", width: 40, height: 40, className: "size-full object-cover" }) : /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: initials(user.name) })
      }
    ) : /* @__PURE__ */ jsx(
      Link,
      {
        to: "/login",
        className: "inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50",
        children: "Login"
      }
    )
  ] });
  return /* @__PURE__ */ jsxs("header", { className: "sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur", children: [
    /* @__PURE__ */ jsxs("nav", { "aria-label": "Main", className: "mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3", children: [
      /* @__PURE__ */ jsxs(Link, { to: "/", className: "text-2xl font-extrabold tracking-tight text-brand-700", children: [
        "Ghar",
        /* @__PURE__ */ jsx("span", { className: "text-gray-900", children: "Stay" })
      ] }),
      /* @__PURE__ */ jsx("ul", { className: "hidden items-center gap-1 md:flex", children: links }),
      /* @__PURE__ */ jsx("div", { className: "hidden items-center gap-3 md:flex", children: actions }),
      /* @__PURE__ */ jsx(
        "button",
        {
          ref: buttonRef,
          type: "button",
          className: "rounded-md border border-gray-300 px-3 py-2 font-medium md:hidden",
          "aria-expanded": open,
          "aria-controls": menuId,
          onClick: () => setOpen((value) => !value),
          children: "Menu"
        }
      )
    ] }),
    /* @__PURE__ */ jsxs("div", { id: menuId, hidden: !open, className: "border-t border-gray-200 px-4 pb-4 md:hidden", children: [
      /* @__PURE__ */ jsx("ul", { className: "py-2", children: links }),
      /* @__PURE__ */ jsx("div", { className: "flex items-center gap-3", children: actions })
    ] })
  ] });
}
function initials(name) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? "?").slice(0, 2)).toUpperCase();
}
async function getCurrentUser(request) {
  const result = await auth().api.getSession({ headers: request.headers });
  if (!result) return null;
  const user = result.user;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    mobileNumber: user.mobileNumber ?? null,
    role: user.role ?? null,
    photoUrl: user.image ?? null
  };
}
async function requireUser(request) {
  const user = await getCurrentUser(request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
async function requireAdmin(request) {
  const user = await requireUser(request);
  if (user.role !== "Admin") {
    throw new Response("You do not have access to this page.", { status: 403, statusText: "Forbidden" });
  }
  return user;
}
async function loader$h({
  request
}) {
  const config = env();
  const user = await getCurrentUser(request);
  return {
    user: user && {
      id: user.id,
      name: user.name,
      role: user.role,
      photoUrl: user.photoUrl
    },
    site: {
      supportPhone: config.SUPPORT_PHONE,
      supportEmail: config.SUPPORT_EMAIL,
      supportAddress: config.SUPPORT_ADDRESS,
      gaMeasurementId: config.GA_MEASUREMENT_ID ?? null,
      googlePlayUrl: config.GOOGLE_PLAY_URL,
      appStoreUrl: config.APP_STORE_URL
    }
  };
}
function useRootData() {
  return useRouteLoaderData("root");
}
function Layout({
  children
}) {
  const nonce = useNonce();
  const data2 = useRootData();
  const matches = useMatches();
  const hideFooter = matches.some((m) => m.handle?.hideFooter);
  return /* @__PURE__ */ jsxs("html", {
    lang: "en-IN",
    children: [/* @__PURE__ */ jsxs("head", {
      children: [/* @__PURE__ */ jsx("meta", {
        charSet: "utf-8"
      }), /* @__PURE__ */ jsx("meta", {
        name: "viewport",
        content: "width=device-width, initial-scale=1"
      }), /* @__PURE__ */ jsx("meta", {
        name: "theme-color",
        content: "#9a3412"
      }), /* @__PURE__ */ jsx("link", {
        rel: "icon",
        href: "/favicon.svg",
        type: "image/svg+xml"
      }), /* @__PURE__ */ jsx(Meta, {}), /* @__PURE__ */ jsx(Links, {})]
    }), /* @__PURE__ */ jsxs("body", {
      className: "flex min-h-screen flex-col bg-white font-sans antialiased",
      children: [/* @__PURE__ */ jsx("a", {
        href: "#main",
        className: "sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2",
        children: "Skip to content"
      }), /* @__PURE__ */ jsx(SiteHeader, {
        user: data2?.user ?? null
      }), /* @__PURE__ */ jsx("main", {
        id: "main",
        className: "flex-1",
        children
      }), data2 && !hideFooter ? /* @__PURE__ */ jsx(SiteFooter, {
        site: data2.site
      }) : null, data2 ? /* @__PURE__ */ jsx(HelpButton, {
        phone: data2.site.supportPhone
      }) : null, /* @__PURE__ */ jsx(ScrollToTop, {}), /* @__PURE__ */ jsx(ScrollRestoration, {
        nonce
      }), /* @__PURE__ */ jsx(Scripts, {
        nonce
      }), data2?.site.gaMeasurementId ? /* @__PURE__ */ jsx(Analytics, {
        id: data2.site.gaMeasurementId,
        nonce
      }) : null]
    })]
  });
}
function Analytics({
  id,
  nonce
}) {
  return /* @__PURE__ */ jsxs(Fragment, {
    children: [/* @__PURE__ */ jsx("script", {
      async: true,
      nonce,
      src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`
    }), /* @__PURE__ */ jsx("script", {
      nonce,
      dangerouslySetInnerHTML: {
        __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(id)});`
      }
    })]
  });
}
const root = UNSAFE_withComponentProps(function App() {
  return /* @__PURE__ */ jsx(Outlet, {});
});
function meta$6() {
  return [{
    title: "GharStay — Hotels, PGs & Rooms in Lucknow, Noida, Gurugram, Kanpur and Varanasi"
  }, {
    name: "description",
    content: "Find hotels, PGs, rental rooms, co-living homes, short stays, plots and projects in Lucknow, Noida, Gurugram, Kanpur and Varanasi."
  }];
}
const ErrorBoundary = UNSAFE_withErrorBoundaryProps(function ErrorBoundary2({
  error
}) {
  let title = "Something went wrong";
  let message = "We could not show this page. Please try again in a moment.";
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = "Page not found";
      message = "We could not find the page you were looking for.";
    } else if (error.status === 403) {
      title = "Access denied";
      message = "You do not have access to this page.";
    } else if (error.status === 400) {
      title = "Bad request";
      message = typeof error.data === "string" && error.data ? error.data : "The request could not be understood.";
    }
  }
  return /* @__PURE__ */ jsxs("section", {
    className: "mx-auto max-w-2xl px-4 py-24 text-center",
    children: [/* @__PURE__ */ jsx("title", {
      children: `${title} | GharStay`
    }), /* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-bold",
      children: title
    }), /* @__PURE__ */ jsx("p", {
      className: "mt-4 text-lg text-gray-700",
      children: message
    }), /* @__PURE__ */ jsxs("p", {
      className: "mt-8 flex justify-center gap-4",
      children: [/* @__PURE__ */ jsx("a", {
        href: "/",
        className: "rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800",
        children: "Go to the home page"
      }), /* @__PURE__ */ jsx("a", {
        href: "/explore",
        className: "rounded border border-brand-700 px-5 py-2.5 font-semibold text-brand-700",
        children: "Explore stays"
      })]
    })]
  });
});
const route0 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary,
  Layout,
  default: root,
  loader: loader$h,
  meta: meta$6,
  useRootData
}, Symbol.toStringTag, { value: "Module" }));
function meta$5(_) {
  return [{
    title: "GharStay — Stay Your Way: Hotels, PGs & Rooms"
  }, {
    name: "description",
    content: "Luxury hotels, affordable PGs and rental rooms in Lucknow, Noida, Gurugram, Kanpur and Varanasi. Find your stay on GharStay."
  }];
}
const home = UNSAFE_withComponentProps(function Home() {
  return /* @__PURE__ */ jsx(Hero, {});
});
function Hero() {
  return /* @__PURE__ */ jsxs("section", {
    "aria-labelledby": "hero-title",
    className: "relative isolate flex h-[90vh] items-center overflow-hidden",
    children: [/* @__PURE__ */ jsx("img", {
      src: "/images/hero-1280.webp",
      srcSet: "/images/hero-640.webp 640w, /images/hero-1280.webp 1280w, /images/hero-1920.webp 1920w",
      sizes: "100vw",
      width: 1920,
      height: 1080,
      alt: "",
      fetchPriority: "high",
      decoding: "async",
      className: "absolute inset-0 -z-10 size-full object-cover"
    }), /* @__PURE__ */ jsx("div", {
      "aria-hidden": "true",
      className: "absolute inset-0 -z-10 bg-gradient-to-r from-black/75 via-black/50 to-black/20"
    }), /* @__PURE__ */ jsxs("div", {
      className: "mx-auto w-full max-w-7xl px-4",
      children: [/* @__PURE__ */ jsx("h1", {
        id: "hero-title",
        className: "max-w-3xl text-4xl font-extrabold leading-tight text-white sm:text-6xl",
        children: "Stay Your Way: Hotels, PGs & Rooms"
      }), /* @__PURE__ */ jsx("p", {
        className: "mt-6 max-w-2xl text-lg text-gray-100 sm:text-xl",
        children: "From luxury hotels for a weekend away to affordable PGs and rental rooms for students and working professionals — find a verified place to stay in Lucknow, Noida, Gurugram, Kanpur and Varanasi."
      }), /* @__PURE__ */ jsx(Link, {
        to: "/explore",
        className: "mt-8 inline-block rounded-md bg-brand-700 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-brand-800",
        children: "Find Your Stay"
      })]
    })]
  });
}
const route2 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: home,
  meta: meta$5
}, Symbol.toStringTag, { value: "Module" }));
const login = UNSAFE_withComponentProps(function Placeholder() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route3 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: login
}, Symbol.toStringTag, { value: "Module" }));
const sign = UNSAFE_withComponentProps(function Placeholder2() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route4 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: sign
}, Symbol.toStringTag, { value: "Module" }));
const logout = UNSAFE_withComponentProps(function Placeholder3() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route5 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: logout
}, Symbol.toStringTag, { value: "Module" }));
const profile = UNSAFE_withComponentProps(function Placeholder4() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route6 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: profile
}, Symbol.toStringTag, { value: "Module" }));
const SIGN_UP_ROLES = ["Owner", "Client", "Agent"];
const SIGN_UP_MESSAGES = {
  name: "Name cannot be empty.",
  mobile: "Invalid mobile number. Enter 10 digits.",
  email: "Invalid email format.",
  password: "Password must be at least 6 characters.",
  confirm: "Passwords do not match.",
  role: "Please select a role."
};
const LENGTH_MESSAGES = {
  name: "Name must be at most 100 characters.",
  email: "Email must be at most 254 characters.",
  password: "Password must be at most 128 characters."
};
const LOG_IN_MESSAGES = {
  email: "Email is required.",
  password: "Password is required."
};
const EMAIL$1 = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const signUpFields = z.object({
  // A missing or non-text value gets the same message as an empty one.
  name: z.string(SIGN_UP_MESSAGES.name).trim().min(1, SIGN_UP_MESSAGES.name).max(100, LENGTH_MESSAGES.name),
  mobileNumber: z.string(SIGN_UP_MESSAGES.mobile).trim().regex(/^\d{10}$/, SIGN_UP_MESSAGES.mobile),
  email: z.string(SIGN_UP_MESSAGES.email).trim().max(254, LENGTH_MESSAGES.email).regex(EMAIL$1, SIGN_UP_MESSAGES.email).transform((v) => v.toLowerCase()),
  password: z.string(SIGN_UP_MESSAGES.password).min(6, SIGN_UP_MESSAGES.password).max(128, LENGTH_MESSAGES.password),
  confirmPassword: z.string(SIGN_UP_MESSAGES.confirm),
  role: z.enum(SIGN_UP_ROLES, SIGN_UP_MESSAGES.role)
});
const signUpSchema = signUpFields.refine((v) => v.password === v.confirmPassword, {
  message: SIGN_UP_MESSAGES.confirm,
  path: ["confirmPassword"],
  when: ({ value }) => {
    const v = value;
    return typeof v?.password === "string" && typeof v.confirmPassword === "string";
  }
});
const FIELD_ORDER = ["name", "mobileNumber", "email", "password", "confirmPassword", "role"];
function firstSignUpError(input) {
  const result = signUpSchema.safeParse(input);
  if (result.success) return null;
  const issues = result.error.issues;
  for (const field of FIELD_ORDER) {
    const issue = issues.find((i) => i.path[0] === field);
    if (issue) return { field, message: issue.message };
  }
  return { field: "name", message: SIGN_UP_MESSAGES.name };
}
const logInSchema = z.object({
  email: z.string(LOG_IN_MESSAGES.email).trim().min(1, LOG_IN_MESSAGES.email).max(254, LENGTH_MESSAGES.email),
  password: z.string(LOG_IN_MESSAGES.password).min(1, LOG_IN_MESSAGES.password).max(128, LENGTH_MESSAGES.password)
});
function firstLogInError(input) {
  const result = logInSchema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues.find((i) => i.path[0] === "email") ?? result.error.issues[0];
  return issue?.path[0] === "password" ? { field: "password", message: issue.message } : { field: "email", message: issue?.message ?? LOG_IN_MESSAGES.email };
}
const SIGN_UP_ERRORS = {
  emailInUse: "Email already in use. Try another one.",
  invalidEmail: SIGN_UP_MESSAGES.email,
  weakPassword: "Password is too weak. Use a stronger password.",
  other: "An error occurred. Please try again.",
  tooMany: "Too many sign-ups from your network. Please try again in an hour."
};
const SIGN_UP_SUCCESS = "User successfully signed up!";
const LOG_IN_SUCCESS = "Login successful! Redirecting...";
const LOG_IN_FAILED = "Invalid email or password.";
const LOG_IN_TOO_MANY = "Too many failed login attempts. Please try again in 15 minutes.";
const MINUTE = 6e4;
const LIMITS = {
  logInFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  logInFailuresPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  signUpsPerAddress: { limit: 50, windowMs: 60 * MINUTE }
};
function errorCode(error) {
  return error.body?.code;
}
function clientAddress(request) {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
async function signUp(input, request) {
  const problem = firstSignUpError(input);
  if (problem) return { ok: false, status: 400, message: problem.message, field: problem.field };
  const data2 = signUpSchema.parse(input);
  const { limit, windowMs } = LIMITS.signUpsPerAddress;
  const quota = await hit(`sign-up:ip:${clientAddress(request)}`, limit, windowMs);
  if (!quota.allowed) {
    logger.warn({ ip: clientAddress(request) }, "sign-up throttled");
    return { ok: false, status: 429, message: SIGN_UP_ERRORS.tooMany, retryAfterSeconds: quota.retryAfterSeconds };
  }
  const emailInUse = { ok: false, status: 400, message: SIGN_UP_ERRORS.emailInUse, field: "email" };
  if (await emailTaken(data2.email)) return emailInUse;
  let userId;
  try {
    const result = await auth().api.signUpEmail({
      body: { name: data2.name, email: data2.email, password: data2.password, mobileNumber: data2.mobileNumber },
      headers: request.headers
    });
    userId = result.user.id;
    const updated = await database().update(users).set({ role: data2.role }).where(eq(users.id, userId)).returning({ id: users.id });
    if (updated.length === 0) return emailInUse;
    return { ok: true, value: { id: userId, email: data2.email }, headers: new Headers() };
  } catch (error) {
    const code = errorCode(error);
    if (code?.startsWith("USER_ALREADY_EXISTS")) return emailInUse;
    if (code === "INVALID_EMAIL") {
      return { ok: false, status: 400, message: SIGN_UP_ERRORS.invalidEmail, field: "email" };
    }
    if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG") {
      return { ok: false, status: 400, message: SIGN_UP_ERRORS.weakPassword, field: "password" };
    }
    if (userId) {
      await database().delete(users).where(eq(users.id, userId)).catch(() => {
      });
    }
    logger.error({ err: error }, "sign-up failed");
    return { ok: false, status: 500, message: SIGN_UP_ERRORS.other };
  }
}
async function emailTaken(email) {
  const rows = await database().select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return rows.length > 0;
}
async function logIn(input, request) {
  const problem = firstLogInError(input);
  if (problem) return { ok: false, status: 400, message: problem.message, field: problem.field };
  const { email, password } = logInSchema.parse(input);
  const normalisedEmail = email.toLowerCase();
  const ip = clientAddress(request);
  const addressKey = `log-in-failures:ip:${ip}`;
  const accountKey = `log-in-failures:account:${normalisedEmail}`;
  const perAddress = LIMITS.logInFailuresPerAddress;
  const perAccount = LIMITS.logInFailuresPerAccount;
  const tooMany = { ok: false, status: 429, message: LOG_IN_TOO_MANY };
  if (await isOverLimit(addressKey, perAddress.limit, perAddress.windowMs)) {
    logger.warn({ ip }, "log-in throttled for the address");
    return { ...tooMany, retryAfterSeconds: perAddress.windowMs / 1e3 };
  }
  const attempt = await hit(accountKey, perAccount.limit, perAccount.windowMs);
  if (!attempt.allowed) {
    logger.warn({ ip }, "log-in throttled for the account");
    return { ...tooMany, retryAfterSeconds: attempt.retryAfterSeconds };
  }
  try {
    const { headers, response } = await auth().api.signInEmail({
      body: { email: normalisedEmail, password },
      headers: request.headers,
      returnHeaders: true
    });
    await clearThrottle(accountKey);
    const user = response.user;
    return { ok: true, value: { id: user.id, role: user.role ?? null }, headers };
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL" || code === "INVALID_PASSWORD") {
      await hit(addressKey, perAddress.limit, perAddress.windowMs);
      logger.info({ ip, code }, "log-in refused");
      return { ok: false, status: 401, message: LOG_IN_FAILED };
    }
    logger.error({ err: error }, "log-in failed");
    return { ok: false, status: 500, message: SIGN_UP_ERRORS.other };
  }
}
async function logOut(request) {
  try {
    const { headers } = await auth().api.signOut({ headers: request.headers, returnHeaders: true });
    return headers;
  } catch (error) {
    logger.debug({ code: errorCode(error) }, "log-out without a session");
    return new Headers();
  }
}
const MAX_BODY_BYTES = 16 * 1024;
const NO_STORE = {
  "Cache-Control": "no-store"
};
async function readJsonObject(request) {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    return {
      ok: false,
      status: 415,
      error: "Send the request body as JSON (Content-Type: application/json)."
    };
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return {
    ok: false,
    status: 413,
    error: "The request body is too large."
  };
  try {
    const value = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return {
        ok: true,
        body: value
      };
    }
  } catch {
  }
  return {
    ok: false,
    status: 400,
    error: "The request body must be a JSON object."
  };
}
function failure(outcome) {
  const headers = new Headers(NO_STORE);
  if (outcome.retryAfterSeconds) headers.set("Retry-After", String(outcome.retryAfterSeconds));
  return data({
    error: outcome.message,
    field: outcome.field
  }, {
    status: outcome.status,
    headers
  });
}
async function action$4({
  request,
  params
}) {
  if (request.method !== "POST") return data({
    error: "Method not allowed."
  }, {
    status: 405,
    headers: NO_STORE
  });
  if (params.action === "logout") {
    const headers = await logOut(request);
    headers.set("Cache-Control", "no-store");
    return data({
      message: "Logged out."
    }, {
      headers
    });
  }
  if (params.action !== "sign-up" && params.action !== "login") {
    return data({
      error: "Not found."
    }, {
      status: 404,
      headers: NO_STORE
    });
  }
  const json = await readJsonObject(request);
  if (!json.ok) return data({
    error: json.error
  }, {
    status: json.status,
    headers: NO_STORE
  });
  if (params.action === "sign-up") {
    const outcome2 = await signUp(json.body, request);
    if (!outcome2.ok) return failure(outcome2);
    return data({
      message: SIGN_UP_SUCCESS,
      user: outcome2.value
    }, {
      status: 201,
      headers: NO_STORE
    });
  }
  const outcome = await logIn(json.body, request);
  if (!outcome.ok) return failure(outcome);
  outcome.headers.set("Cache-Control", "no-store");
  return data({
    message: LOG_IN_SUCCESS,
    user: outcome.value
  }, {
    headers: outcome.headers
  });
}
function loader$g() {
  return data({
    error: "Use POST."
  }, {
    status: 405,
    headers: {
      ...NO_STORE,
      Allow: "POST"
    }
  });
}
const route7 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$4,
  loader: loader$g
}, Symbol.toStringTag, { value: "Module" }));
async function loader$f({
  request
}) {
  const user = await getCurrentUser(request);
  const headers = {
    "Cache-Control": "no-store"
  };
  if (!user) return data({
    error: "Not logged in."
  }, {
    status: 401,
    headers
  });
  return data({
    user
  }, {
    headers
  });
}
const route8 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$f
}, Symbol.toStringTag, { value: "Module" }));
const postProperty = UNSAFE_withComponentProps(function Placeholder5() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route14 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: postProperty
}, Symbol.toStringTag, { value: "Module" }));
const property = UNSAFE_withComponentProps(function Placeholder6() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route15 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: property
}, Symbol.toStringTag, { value: "Module" }));
const propertyEdit = UNSAFE_withComponentProps(function Placeholder7() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route16 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: propertyEdit
}, Symbol.toStringTag, { value: "Module" }));
function loader$e() {
  throw new Response("Not Found", {
    status: 404
  });
}
const route17 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$e
}, Symbol.toStringTag, { value: "Module" }));
function loader$d() {
  throw new Response("Not Found", {
    status: 404
  });
}
const route18 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$d
}, Symbol.toStringTag, { value: "Module" }));
function loader$c() {
  throw new Response("Not Found", {
    status: 404
  });
}
const route19 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$c
}, Symbol.toStringTag, { value: "Module" }));
function loader$b() {
  throw new Response("Not Found", {
    status: 404
  });
}
const route20 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$b
}, Symbol.toStringTag, { value: "Module" }));
const ADMIN_LINKS = [
  { to: "/admin", label: "Dashboard" },
  { to: "/admin/properties", label: "All properties" },
  { to: "/admin/contacts", label: "Contacts" },
  { to: "/admin/ourproject", label: "Our projects" },
  { to: "/admin/ProjectExplore", label: "Project explore" },
  { to: "/admin/Postproject", label: "Post project" },
  { to: "/admin/ComingSoon", label: "Coming soon" },
  { to: "/admin/Apartments", label: "Apartments" },
  { to: "/admin/Buys", label: "Buys" }
];
const linkClass$1 = ({ isActive }) => `block rounded-md px-3 py-2 font-medium ${isActive ? "bg-brand-700 text-white" : "text-gray-900 hover:bg-brand-50 hover:text-brand-800"}`;
function AdminSidebar() {
  return /* @__PURE__ */ jsxs("nav", { "aria-label": "Admin", className: "lg:sticky lg:top-4", children: [
    /* @__PURE__ */ jsx("p", { className: "px-3 pb-2 text-sm font-semibold uppercase tracking-wide text-gray-700", children: "Admin desk" }),
    /* @__PURE__ */ jsx("ul", { className: "flex flex-wrap gap-1 lg:flex-col", children: ADMIN_LINKS.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, { to: link.to, end: link.to === "/admin", className: linkClass$1, children: link.label }) }, link.to)) })
  ] });
}
async function loader$a({
  request
}) {
  await requireAdmin(request);
  return null;
}
const layout = UNSAFE_withComponentProps(function AdminLayout() {
  return /* @__PURE__ */ jsxs("div", {
    className: "mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[14rem_1fr]",
    children: [/* @__PURE__ */ jsx("aside", {
      className: "rounded-lg border border-gray-200 bg-gray-50 p-3",
      children: /* @__PURE__ */ jsx(AdminSidebar, {})
    }), /* @__PURE__ */ jsx("div", {
      className: "min-w-0",
      children: /* @__PURE__ */ jsx(Outlet, {})
    })]
  });
});
const route21 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: layout,
  loader: loader$a
}, Symbol.toStringTag, { value: "Module" }));
const inputClass = "mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700 aria-invalid:border-red-700";
function TextField({ label, name, error, hint, className, ...input }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || void 0;
  return /* @__PURE__ */ jsxs("div", { className, children: [
    /* @__PURE__ */ jsx("label", { htmlFor: id, className: "block font-medium text-gray-900", children: label }),
    /* @__PURE__ */ jsx(
      "input",
      {
        id,
        name,
        "aria-invalid": error ? true : void 0,
        "aria-describedby": describedBy,
        className: inputClass,
        ...input
      }
    ),
    hint ? /* @__PURE__ */ jsx("p", { id: `${id}-hint`, className: "mt-1 text-sm text-gray-600", children: hint }) : null,
    error ? /* @__PURE__ */ jsx("p", { id: `${id}-error`, className: "mt-1 text-sm font-medium text-red-700", children: error }) : null
  ] });
}
function SelectField({ label, name, options, placeholder, error, className, ...select }) {
  const id = useId();
  return /* @__PURE__ */ jsxs("div", { className, children: [
    /* @__PURE__ */ jsx("label", { htmlFor: id, className: "block font-medium text-gray-900", children: label }),
    /* @__PURE__ */ jsxs(
      "select",
      {
        id,
        name,
        "aria-invalid": error ? true : void 0,
        "aria-describedby": error ? `${id}-error` : void 0,
        className: inputClass,
        ...select,
        children: [
          placeholder !== void 0 ? /* @__PURE__ */ jsx("option", { value: "", children: placeholder }) : null,
          options.map((option) => {
            const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
            return /* @__PURE__ */ jsx("option", { value, children: text }, value);
          })
        ]
      }
    ),
    error ? /* @__PURE__ */ jsx("p", { id: `${id}-error`, className: "mt-1 text-sm font-medium text-red-700", children: error }) : null
  ] });
}
function FormMessage({ tone, children }) {
  return /* @__PURE__ */ jsx(
    "p",
    {
      role: tone === "error" ? "alert" : "status",
      className: `rounded-md px-4 py-3 font-medium ${tone === "error" ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"}`,
      children
    }
  );
}
const linkClass = "rounded-md border border-gray-400 px-3 py-1.5 font-medium text-gray-900 hover:bg-gray-100";
const disabledClass = "rounded-md border border-gray-200 px-3 py-1.5 text-gray-500";
function Pagination({ page, pageCount, label }) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };
  return /* @__PURE__ */ jsxs("nav", { "aria-label": label, className: "mt-6 flex items-center justify-between gap-4", children: [
    page > 1 ? /* @__PURE__ */ jsx(Link, { to: hrefFor(page - 1), className: linkClass, rel: "prev", children: "Previous" }) : /* @__PURE__ */ jsx("span", { className: disabledClass, "aria-hidden": "true", children: "Previous" }),
    /* @__PURE__ */ jsxs("p", { className: "text-gray-700", children: [
      "Page ",
      page,
      " of ",
      pageCount
    ] }),
    page < pageCount ? /* @__PURE__ */ jsx(Link, { to: hrefFor(page + 1), className: linkClass, rel: "next", children: "Next" }) : /* @__PURE__ */ jsx("span", { className: disabledClass, "aria-hidden": "true", children: "Next" })
  ] });
}
const timeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Kolkata"
});
function AuditList({ entries }) {
  if (entries.length === 0) return /* @__PURE__ */ jsx("p", { className: "text-gray-700", children: "No admin actions yet." });
  return /* @__PURE__ */ jsx("ol", { className: "divide-y divide-gray-200 rounded-lg border border-gray-200", children: entries.map((entry2) => /* @__PURE__ */ jsxs("li", { className: "flex flex-wrap justify-between gap-x-4 px-4 py-2", children: [
    /* @__PURE__ */ jsxs("span", { children: [
      /* @__PURE__ */ jsx("span", { className: "font-medium", children: entry2.action }),
      " “",
      entry2.subjectName,
      "”",
      /* @__PURE__ */ jsxs("span", { className: "text-gray-700", children: [
        " by ",
        entry2.actorName ?? "a deleted account"
      ] })
    ] }),
    /* @__PURE__ */ jsx("time", { dateTime: new Date(entry2.createdAt).toISOString(), className: "text-sm text-gray-700", children: timeFormat.format(new Date(entry2.createdAt)) })
  ] }, entry2.id)) });
}
async function dashboardTotals() {
  const db = database();
  const [[projectTotals], [listingTotals], [contactTotals], [userTotals]] = await Promise.all([
    db.select({
      ourProjects: sql`count(*) filter (where ${projects.source} = 'project')`.mapWith(Number),
      ourServices: sql`count(*) filter (where ${projects.source} <> 'project')`.mapWith(Number)
    }).from(projects),
    db.select({
      postedProperties: count(),
      pendingListings: sql`count(*) filter (where ${listings.status} = 'pending')`.mapWith(Number)
    }).from(listings),
    db.select({
      contacts: count(),
      unhandledContacts: sql`count(*) filter (where ${contacts$1.handledAt} is null)`.mapWith(Number)
    }).from(contacts$1),
    db.select({ users: count() }).from(users)
  ]);
  return { ...projectTotals, ...listingTotals, ...contactTotals, ...userTotals };
}
async function listingBreakdown() {
  const db = database();
  const [byCity, byType] = await Promise.all([
    db.select({ name: listings.city, listings: count() }).from(listings).groupBy(listings.city).orderBy(desc(count()), listings.city),
    db.select({ name: listings.listingType, listings: count() }).from(listings).groupBy(listings.listingType).orderBy(desc(count()), listings.listingType)
  ]);
  return { byCity, byType };
}
const UNSAFE_METHODS = /* @__PURE__ */ new Set(["POST", "PUT", "PATCH", "DELETE"]);
function ownOrigins(request) {
  return /* @__PURE__ */ new Set([new URL(env().PUBLIC_URL).origin, new URL(request.url).origin]);
}
function isSameOrigin(request) {
  if (!UNSAFE_METHODS.has(request.method.toUpperCase())) return true;
  const origin = request.headers.get("origin");
  if (origin !== null) return ownOrigins(request).has(origin);
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";
  return true;
}
function assertSameOrigin(request) {
  if (!isSameOrigin(request)) {
    throw new Response("This request did not come from our site.", { status: 403, statusText: "Forbidden" });
  }
}
async function requireAdminAction(request) {
  assertSameOrigin(request);
  return requireAdmin(request);
}
async function readForm(request) {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
const AUDIT_ACTIONS = {
  "listing.approve": "Approved listing",
  "listing.reject": "Rejected listing",
  "contact.handle": "Marked enquiry handled",
  "project.create": "Created project",
  "project.update": "Updated project",
  "project.delete": "Deleted project"
};
async function recordAudit(writer, entry2) {
  await writer.insert(auditLog).values({
    actorId: entry2.actorId,
    action: entry2.action,
    subjectType: entry2.subjectType,
    subjectId: entry2.subjectId,
    detail: { name: entry2.subjectName }
  });
}
async function recentAudit(limit = 10) {
  const rows = await database().select({
    id: auditLog.id,
    actorName: users.name,
    action: auditLog.action,
    subjectId: auditLog.subjectId,
    detail: auditLog.detail,
    createdAt: auditLog.createdAt
  }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).orderBy(desc(auditLog.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    actorName: row.actorName,
    action: AUDIT_ACTIONS[row.action] ?? row.action,
    subjectName: typeof row.detail?.name === "string" ? row.detail.name : row.subjectId,
    createdAt: row.createdAt
  }));
}
const listingCardColumns = {
  id: listings.id,
  projectBuildingName: listings.projectBuildingName,
  locality: listings.locality,
  city: listings.city,
  price: listings.price,
  listingType: listings.listingType,
  propertyType: listings.propertyType
};
async function withCovers(rows) {
  if (rows.length === 0) return [];
  const images = await database().select({ listingId: listingImages.listingId, position: listingImages.position, variants: listingImages.variants }).from(listingImages).where(
    and(
      inArray(
        listingImages.listingId,
        rows.map((r) => r.id)
      )
    )
  ).orderBy(asc(listingImages.listingId), asc(listingImages.position));
  const covers = /* @__PURE__ */ new Map();
  for (const image of images) {
    if (image.listingId && !covers.has(image.listingId)) covers.set(image.listingId, image.variants);
  }
  return rows.map((row) => ({ ...row, cover: covers.get(row.id) ?? null }));
}
function pageFrom(searchParams) {
  const page = Number.parseInt(searchParams.get("page") ?? "1", 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 1e4) : 1;
}
function pageCountOf(total, pageSize) {
  return Math.max(1, Math.ceil(total / pageSize));
}
const MODERATION_PAGE_SIZE = 20;
const moderationColumns = {
  id: listings.id,
  projectBuildingName: listings.projectBuildingName,
  city: listings.city,
  locality: listings.locality,
  listingType: listings.listingType,
  propertyType: listings.propertyType,
  price: listings.price,
  status: listings.status,
  createdAt: listings.createdAt,
  ownerName: users.name
};
async function listingPage(where, page) {
  const db = database();
  const [rows, [{ total }]] = await Promise.all([
    db.select(moderationColumns).from(listings).leftJoin(users, eq(users.id, listings.userId)).where(where).orderBy(desc(listings.createdAt), desc(listings.id)).limit(MODERATION_PAGE_SIZE).offset((page - 1) * MODERATION_PAGE_SIZE),
    db.select({ total: count() }).from(listings).where(where)
  ]);
  return {
    items: await withCovers(rows),
    page,
    pageCount: pageCountOf(total, MODERATION_PAGE_SIZE),
    total
  };
}
function pendingListings(page) {
  return listingPage(eq(listings.status, "pending"), page);
}
const escapeLike = (text) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
function moderationListings(filters, page) {
  const conditions = [
    filters.status ? eq(listings.status, filters.status) : void 0,
    filters.city ? eq(listings.city, filters.city) : void 0,
    filters.type ? eq(listings.listingType, filters.type) : void 0,
    filters.q ? ilike(listings.projectBuildingName, `%${escapeLike(filters.q)}%`) : void 0
  ];
  return listingPage(and(...conditions), page);
}
async function pendingCount() {
  const [{ total }] = await database().select({ total: count() }).from(listings).where(eq(listings.status, "pending"));
  return total;
}
async function approveListing(actorId, listingId) {
  return database().transaction(async (tx) => {
    const [row] = await tx.update(listings).set({ status: "approved" }).where(and(eq(listings.id, listingId), eq(listings.status, "pending"))).returning({ id: listings.id, name: listings.projectBuildingName });
    if (!row) return { ok: false };
    await recordAudit(tx, {
      actorId,
      action: "listing.approve",
      subjectType: "listing",
      subjectId: row.id,
      subjectName: row.name
    });
    return { ok: true, name: row.name };
  });
}
async function rejectListing(actorId, listingId) {
  const db = database();
  const outcome = await db.transaction(async (tx) => {
    const photos = await tx.select({ storageKey: listingImages.storageKey, variants: listingImages.variants }).from(listingImages).where(eq(listingImages.listingId, listingId));
    const [row] = await tx.delete(listings).where(eq(listings.id, listingId)).returning({ id: listings.id, name: listings.projectBuildingName });
    if (!row) return null;
    await recordAudit(tx, {
      actorId,
      action: "listing.reject",
      subjectType: "listing",
      subjectId: row.id,
      subjectName: row.name
    });
    return { name: row.name, photos };
  });
  if (!outcome) return { ok: false };
  const keys = outcome.photos.map((p) => p.storageKey);
  const stillUsed = keys.length === 0 ? [] : await db.select({ storageKey: listingImages.storageKey }).from(listingImages).where(inArray(listingImages.storageKey, keys));
  const shared = new Set(stillUsed.map((r) => r.storageKey));
  const orphaned = outcome.photos.filter((p) => !shared.has(p.storageKey)).flatMap((p) => p.variants);
  try {
    await removeImageFiles(orphaned);
  } catch (error) {
    logger.error({ err: error, listingId }, "could not remove a rejected listing's photo files");
  }
  return { ok: true, name: outcome.name };
}
const SUPPORTED_CITIES = ["Lucknow", "Noida", "Gurugram", "Kanpur", "Varanasi"];
function findSupportedCity(value) {
  const wanted = value?.trim().toLowerCase();
  return SUPPORTED_CITIES.find((city) => city.toLowerCase() === wanted);
}
const LISTING_STATUSES = ["pending", "approved"];
const MODERATION_LISTING_TYPES = ["Sell", "Rent", "PG", "Hotel", "Room"];
const ignoreEmpty = (value) => value === "" ? void 0 : value;
const propertyFiltersSchema = z.object({
  status: z.preprocess(ignoreEmpty, z.enum(LISTING_STATUSES).optional()).catch(void 0),
  city: z.preprocess(ignoreEmpty, z.enum(SUPPORTED_CITIES).optional()).catch(void 0),
  type: z.preprocess(ignoreEmpty, z.enum(MODERATION_LISTING_TYPES).optional()).catch(void 0),
  q: z.preprocess(ignoreEmpty, z.string().trim().min(1).max(100).optional()).catch(void 0)
});
function propertyFiltersFrom(searchParams) {
  return propertyFiltersSchema.parse(Object.fromEntries(searchParams));
}
const listingDecisionSchema = z.object({
  intent: z.enum(["approve", "reject"]),
  listingId: z.string().trim().min(1).max(64)
});
async function decideListing(request) {
  const admin = await requireAdminAction(request);
  const form = await readForm(request);
  const parsed = listingDecisionSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) {
    return data({ tone: "error", message: "Choose a listing to approve or reject." }, { status: 400 });
  }
  const { intent, listingId } = parsed.data;
  const outcome = intent === "approve" ? await approveListing(admin.id, listingId) : await rejectListing(admin.id, listingId);
  if (!outcome.ok) {
    return data(
      { tone: "error", message: "That listing is no longer waiting for a decision." },
      { status: 404 }
    );
  }
  return data({
    tone: "success",
    message: intent === "approve" ? `Approved “${outcome.name}”: it is now public.` : `Rejected “${outcome.name}”: the listing and its photos were deleted.`
  });
}
const ListingCharts = lazy(() => import("./listing-charts-IsVjzDs_.js"));
function FigureTable({ caption, heading, slices }) {
  return /* @__PURE__ */ jsxs("table", { className: "w-full text-left", children: [
    /* @__PURE__ */ jsx("caption", { className: "pb-1 text-left font-semibold text-gray-900", children: caption }),
    /* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { className: "border-b border-gray-300", children: [
      /* @__PURE__ */ jsx("th", { scope: "col", className: "py-1 pr-4 font-medium text-gray-700", children: heading }),
      /* @__PURE__ */ jsx("th", { scope: "col", className: "py-1 text-right font-medium text-gray-700", children: "Listings" })
    ] }) }),
    /* @__PURE__ */ jsx("tbody", { children: slices.map((slice) => /* @__PURE__ */ jsxs("tr", { className: "border-b border-gray-100", children: [
      /* @__PURE__ */ jsx("th", { scope: "row", className: "py-1 pr-4 font-normal", children: slice.name }),
      /* @__PURE__ */ jsx("td", { className: "py-1 text-right tabular-nums", children: slice.listings })
    ] }, slice.name)) })
  ] });
}
function ListingFigures({ byCity, byType }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (byCity.length === 0) return /* @__PURE__ */ jsx("p", { className: "text-gray-700", children: "No listings yet." });
  return /* @__PURE__ */ jsxs("div", { className: "space-y-6", children: [
    /* @__PURE__ */ jsx("div", { "aria-hidden": "true", children: hydrated ? /* @__PURE__ */ jsx(Suspense, { fallback: /* @__PURE__ */ jsx("div", { className: "h-64" }), children: /* @__PURE__ */ jsx(ListingCharts, { byCity, byType }) }) : /* @__PURE__ */ jsx("div", { className: "h-64" }) }),
    /* @__PURE__ */ jsxs("div", { className: "grid gap-6 md:grid-cols-2", children: [
      /* @__PURE__ */ jsx(FigureTable, { caption: "Listings per city", heading: "City", slices: byCity }),
      /* @__PURE__ */ jsx(FigureTable, { caption: "Listings by listing type", heading: "Listing type", slices: byType })
    ] })
  ] });
}
function ConfirmPanel({ title, children, confirmLabel, cancelTo, action: action2, fields }) {
  const id = useId();
  return /* @__PURE__ */ jsxs(
    "section",
    {
      role: "alertdialog",
      "aria-labelledby": `${id}-title`,
      "aria-describedby": `${id}-body`,
      className: "rounded-lg border-2 border-red-700 bg-red-50 p-4",
      children: [
        /* @__PURE__ */ jsx("h2", { id: `${id}-title`, className: "text-lg font-semibold text-red-900", children: title }),
        /* @__PURE__ */ jsx("div", { id: `${id}-body`, className: "mt-1 text-red-900", children }),
        /* @__PURE__ */ jsxs(Form, { method: "post", action: action2, className: "mt-3 flex flex-wrap gap-3", children: [
          Object.entries(fields).map(([name, value]) => /* @__PURE__ */ jsx("input", { type: "hidden", name, value }, name)),
          /* @__PURE__ */ jsx(
            "button",
            {
              type: "submit",
              autoFocus: true,
              className: "rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800",
              children: confirmLabel
            }
          ),
          /* @__PURE__ */ jsx(
            Link,
            {
              to: cancelTo,
              className: "rounded-md border border-gray-500 bg-white px-4 py-2 font-semibold text-gray-900 hover:bg-gray-100",
              children: "Cancel"
            }
          )
        ] })
      ]
    }
  );
}
function mediaUrl(key) {
  return `/media/${key}`;
}
function ResponsiveImage({ variants, alt, sizes, className, priority = false }) {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const fallback = sorted.find((v) => v.width >= 800) ?? sorted[sorted.length - 1];
  if (!fallback) return null;
  return /* @__PURE__ */ jsx(
    "img",
    {
      src: mediaUrl(fallback.key),
      srcSet: sorted.map((v) => `${mediaUrl(v.key)} ${v.width}w`).join(", "),
      sizes,
      width: fallback.width,
      height: fallback.height,
      alt,
      loading: priority ? "eager" : "lazy",
      fetchPriority: priority ? "high" : void 0,
      decoding: "async",
      className
    }
  );
}
const rupees$1 = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
function formatRupees(amount) {
  return rupees$1.format(Math.round(amount));
}
const trim = (value) => String(Number.parseFloat(value.toFixed(2)));
function shortRupees(amount) {
  if (amount >= 1e7) return `₹${trim(amount / 1e7)} Cr`;
  if (amount >= 1e5) return `₹${trim(amount / 1e5)} Lakh`;
  return formatRupees(amount);
}
const dates = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata"
});
function formatDate(value) {
  return dates.format(typeof value === "string" ? new Date(value) : value);
}
const approveButtonClass = "rounded-md bg-green-700 px-3 py-1.5 font-semibold text-white hover:bg-green-800 disabled:opacity-60";
const rejectButtonClass = "rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-800 hover:bg-red-50";
function ApproveForm({ listingId, describedBy }) {
  return /* @__PURE__ */ jsxs(Form, { method: "post", children: [
    /* @__PURE__ */ jsx("input", { type: "hidden", name: "intent", value: "approve" }),
    /* @__PURE__ */ jsx("input", { type: "hidden", name: "listingId", value: listingId }),
    /* @__PURE__ */ jsx("button", { type: "submit", className: approveButtonClass, "aria-describedby": describedBy, children: "Approve" })
  ] });
}
function PendingQueue({ listings: listings2, confirmRejectId, page }) {
  if (listings2.length === 0) return /* @__PURE__ */ jsx("p", { className: "text-gray-700", children: "No pending listings." });
  const here = page > 1 ? `/admin?page=${page}` : "/admin";
  return /* @__PURE__ */ jsx("ul", { className: "divide-y divide-gray-200 rounded-lg border border-gray-200", children: listings2.map((listing) => {
    const nameId = `pending-${listing.id}`;
    const name = listing.projectBuildingName.trim() || "Untitled Project";
    return /* @__PURE__ */ jsxs("li", { className: "p-4", children: [
      /* @__PURE__ */ jsxs("article", { className: "flex flex-wrap items-start gap-4", children: [
        listing.cover ? /* @__PURE__ */ jsx(
          ResponsiveImage,
          {
            variants: listing.cover,
            alt: "",
            sizes: "8rem",
            className: "h-20 w-32 flex-none rounded object-cover"
          }
        ) : /* @__PURE__ */ jsx("div", { className: "flex h-20 w-32 flex-none items-center justify-center rounded bg-gray-100 text-center text-sm text-gray-700", children: "No Image Available" }),
        /* @__PURE__ */ jsxs("div", { className: "min-w-48 flex-1", children: [
          /* @__PURE__ */ jsx("h3", { id: nameId, className: "font-semibold text-gray-900", children: name }),
          /* @__PURE__ */ jsxs("dl", { className: "mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-gray-800", children: [
            /* @__PURE__ */ jsx("dt", { className: "text-gray-600", children: "Owner" }),
            /* @__PURE__ */ jsx("dd", { children: listing.ownerName ?? "Not provided" }),
            /* @__PURE__ */ jsx("dt", { className: "text-gray-600", children: "City" }),
            /* @__PURE__ */ jsx("dd", { children: listing.city }),
            /* @__PURE__ */ jsx("dt", { className: "text-gray-600", children: "Type" }),
            /* @__PURE__ */ jsxs("dd", { children: [
              listing.listingType,
              " · ",
              listing.propertyType
            ] }),
            /* @__PURE__ */ jsx("dt", { className: "text-gray-600", children: "Submitted" }),
            /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("time", { dateTime: new Date(listing.createdAt).toISOString(), children: formatDate(listing.createdAt) }) })
          ] })
        ] }),
        /* @__PURE__ */ jsxs("div", { className: "flex flex-wrap items-center gap-2", children: [
          /* @__PURE__ */ jsx(
            Link,
            {
              to: `/property/${listing.id}`,
              "aria-describedby": nameId,
              className: "rounded-md border border-gray-500 px-3 py-1.5 font-semibold text-gray-900 hover:bg-gray-100",
              children: "View"
            }
          ),
          /* @__PURE__ */ jsx(ApproveForm, { listingId: listing.id, describedBy: nameId }),
          /* @__PURE__ */ jsxs(Form, { method: "get", action: "/admin", children: [
            page > 1 ? /* @__PURE__ */ jsx("input", { type: "hidden", name: "page", value: page }) : null,
            /* @__PURE__ */ jsx(
              "button",
              {
                type: "submit",
                name: "reject",
                value: listing.id,
                className: rejectButtonClass,
                "aria-describedby": nameId,
                children: "Reject"
              }
            )
          ] })
        ] })
      ] }),
      confirmRejectId === listing.id ? /* @__PURE__ */ jsx("div", { className: "mt-3", children: /* @__PURE__ */ jsx(
        ConfirmPanel,
        {
          title: `Reject “${name}”?`,
          confirmLabel: "Confirm reject",
          cancelTo: here,
          action: "/admin?index",
          fields: { intent: "reject", listingId: listing.id },
          children: "This deletes the listing and its photos for good; its owner will no longer see it."
        }
      ) }) : null
    ] }, listing.id);
  }) });
}
function TotalsGrid({ totals }) {
  const tiles = [
    { label: "Our projects", value: totals.ourProjects, note: "Developer projects", to: "/admin/ourproject" },
    { label: "Our services", value: totals.ourServices, note: "Post Property and Buys postings", to: "/admin/Buys" },
    { label: "Posted properties", value: totals.postedProperties, note: "Listings by users", to: "/admin/properties" },
    { label: "Contacts", value: totals.contacts, note: `${totals.unhandledContacts} not handled`, to: "/admin/contacts" },
    {
      label: "Pending listings",
      value: totals.pendingListings,
      note: "Waiting for a decision",
      to: "/admin/properties?status=pending"
    },
    { label: "Users", value: totals.users, note: "Registered accounts", to: null }
  ];
  return /* @__PURE__ */ jsx("dl", { className: "grid grid-cols-2 gap-4 md:grid-cols-3", children: tiles.map((tile) => /* @__PURE__ */ jsxs("div", { className: "rounded-lg border border-gray-200 bg-white p-4 shadow-sm", children: [
    /* @__PURE__ */ jsx("dt", { className: "font-medium text-gray-700", children: tile.to ? /* @__PURE__ */ jsx(Link, { to: tile.to, className: "hover:underline", children: tile.label }) : tile.label }),
    /* @__PURE__ */ jsx("dd", { className: "mt-1 text-3xl font-bold tabular-nums text-gray-900", children: tile.value }),
    /* @__PURE__ */ jsx("dd", { className: "text-sm text-gray-700", children: tile.note })
  ] }, tile.label)) });
}
function meta$4() {
  return [{
    title: "Admin dashboard | GharStay"
  }, {
    name: "description",
    content: "Totals, listing figures and the queue of listings waiting for approval."
  }, {
    name: "robots",
    content: "noindex"
  }];
}
async function loader$9({
  request
}) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const [totals, breakdown, pending, audit] = await Promise.all([dashboardTotals(), listingBreakdown(), pendingListings(pageFrom(url.searchParams)), recentAudit(10)]);
  return {
    totals,
    breakdown,
    pending,
    audit,
    confirmRejectId: url.searchParams.get("reject")
  };
}
function action$3({
  request
}) {
  return decideListing(request);
}
const dashboard = UNSAFE_withComponentProps(function AdminDashboard({
  loaderData,
  actionData: outcome
}) {
  const {
    totals,
    breakdown,
    pending,
    audit,
    confirmRejectId
  } = loaderData;
  return /* @__PURE__ */ jsxs("div", {
    className: "space-y-10",
    children: [/* @__PURE__ */ jsx("header", {
      children: /* @__PURE__ */ jsx("h1", {
        className: "text-3xl font-bold text-gray-900",
        children: "Admin dashboard"
      })
    }), outcome ? /* @__PURE__ */ jsx(FormMessage, {
      tone: outcome.tone,
      children: outcome.message
    }) : null, /* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "totals-heading",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "totals-heading",
        className: "mb-3 text-xl font-semibold",
        children: "Totals"
      }), /* @__PURE__ */ jsx(TotalsGrid, {
        totals
      })]
    }), /* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "pending-heading",
      children: [/* @__PURE__ */ jsxs("h2", {
        id: "pending-heading",
        className: "mb-3 text-xl font-semibold",
        children: ["Pending listings (", pending.total, ")"]
      }), /* @__PURE__ */ jsx(PendingQueue, {
        listings: pending.items,
        confirmRejectId,
        page: pending.page
      }), /* @__PURE__ */ jsx(Pagination, {
        page: pending.page,
        pageCount: pending.pageCount,
        label: "Pending listings pages"
      })]
    }), /* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "figures-heading",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "figures-heading",
        className: "mb-3 text-xl font-semibold",
        children: "Listings at a glance"
      }), /* @__PURE__ */ jsx(ListingFigures, {
        byCity: breakdown.byCity,
        byType: breakdown.byType
      })]
    }), /* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "audit-heading",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "audit-heading",
        className: "mb-3 text-xl font-semibold",
        children: "Recent admin actions"
      }), /* @__PURE__ */ jsx(AuditList, {
        entries: audit
      })]
    })]
  });
});
const route22 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$3,
  default: dashboard,
  loader: loader$9,
  meta: meta$4
}, Symbol.toStringTag, { value: "Module" }));
function meta$3() {
  return [{
    title: "All properties | Admin | GharStay"
  }, {
    name: "description",
    content: "Every listing, filtered by status, city and type, with approval for pending ones."
  }, {
    name: "robots",
    content: "noindex"
  }];
}
async function loader$8({
  request
}) {
  await requireAdmin(request);
  const {
    searchParams
  } = new URL(request.url);
  const filters = propertyFiltersFrom(searchParams);
  const [listings2, pending] = await Promise.all([moderationListings(filters, pageFrom(searchParams)), pendingCount()]);
  return {
    filters,
    listings: listings2,
    pending
  };
}
function action$2({
  request
}) {
  return decideListing(request);
}
const STATUS_LABELS = {
  pending: "Pending",
  approved: "Approved"
};
const properties = UNSAFE_withComponentProps(function AdminProperties({
  loaderData,
  actionData: outcome
}) {
  const {
    filters,
    listings: listings2,
    pending
  } = loaderData;
  return /* @__PURE__ */ jsxs("div", {
    className: "space-y-6",
    children: [/* @__PURE__ */ jsxs("header", {
      children: [/* @__PURE__ */ jsx("h1", {
        className: "text-3xl font-bold text-gray-900",
        children: "All properties"
      }), /* @__PURE__ */ jsx("p", {
        className: "mt-1 text-gray-700",
        children: pending === 0 ? "No pending properties to approve." : `${pending} waiting for approval.`
      })]
    }), outcome ? /* @__PURE__ */ jsx(FormMessage, {
      tone: outcome.tone,
      children: outcome.message
    }) : null, /* @__PURE__ */ jsxs(Form, {
      method: "get",
      role: "search",
      "aria-label": "Filter properties",
      className: "grid gap-4 md:grid-cols-5 md:items-end",
      children: [/* @__PURE__ */ jsx(TextField, {
        label: "Search by name",
        name: "q",
        type: "search",
        defaultValue: filters.q ?? "",
        className: "md:col-span-2"
      }), /* @__PURE__ */ jsx(SelectField, {
        label: "Status",
        name: "status",
        placeholder: "All statuses",
        options: LISTING_STATUSES.map((value) => ({
          value,
          label: STATUS_LABELS[value]
        })),
        defaultValue: filters.status ?? ""
      }), /* @__PURE__ */ jsx(SelectField, {
        label: "City",
        name: "city",
        placeholder: "All cities",
        options: SUPPORTED_CITIES,
        defaultValue: filters.city ?? ""
      }), /* @__PURE__ */ jsx(SelectField, {
        label: "Listing type",
        name: "type",
        placeholder: "All types",
        options: MODERATION_LISTING_TYPES,
        defaultValue: filters.type ?? ""
      }), /* @__PURE__ */ jsxs("div", {
        className: "flex gap-3 md:col-span-5",
        children: [/* @__PURE__ */ jsx("button", {
          type: "submit",
          className: "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800",
          children: "Apply filters"
        }), /* @__PURE__ */ jsx(Link, {
          to: "/admin/properties",
          className: "rounded-md border border-gray-500 px-4 py-2 font-semibold text-gray-900",
          children: "Clear filters"
        })]
      })]
    }), /* @__PURE__ */ jsxs("p", {
      className: "text-gray-700",
      "aria-live": "polite",
      children: [listings2.total, " ", listings2.total === 1 ? "listing" : "listings", " found."]
    }), listings2.items.length === 0 ? /* @__PURE__ */ jsx("p", {
      className: "text-gray-700",
      children: "No listings match these filters."
    }) : /* @__PURE__ */ jsx("div", {
      className: "overflow-x-auto",
      children: /* @__PURE__ */ jsxs("table", {
        className: "w-full text-left",
        children: [/* @__PURE__ */ jsx("caption", {
          className: "sr-only",
          children: "Listings"
        }), /* @__PURE__ */ jsx("thead", {
          children: /* @__PURE__ */ jsxs("tr", {
            className: "border-b border-gray-300 text-sm text-gray-700",
            children: [/* @__PURE__ */ jsx("th", {
              scope: "col",
              className: "py-2 pr-3",
              children: "Name"
            }), /* @__PURE__ */ jsx("th", {
              scope: "col",
              className: "py-2 pr-3",
              children: "Owner"
            }), /* @__PURE__ */ jsx("th", {
              scope: "col",
              className: "py-2 pr-3",
              children: "City"
            }), /* @__PURE__ */ jsx("th", {
              scope: "col",
              className: "py-2 pr-3",
              children: "Type"
            }), /* @__PURE__ */ jsx("th", {
              scope: "col",
              className: "py-2 pr-3 text-right",
              children: "Price"
            }), /* @__PURE__ */ jsx("th", {
              scope: "col",
              className: "py-2 pr-3",
              children: "Submitted"
            }), /* @__PURE__ */ jsx("th", {
              scope: "col",
              className: "py-2 pr-3",
              children: "Status"
            }), /* @__PURE__ */ jsx("th", {
              scope: "col",
              className: "py-2",
              children: "Action"
            })]
          })
        }), /* @__PURE__ */ jsx("tbody", {
          children: listings2.items.map((listing) => {
            const nameId = `listing-${listing.id}`;
            return /* @__PURE__ */ jsxs("tr", {
              className: "border-b border-gray-100 align-top",
              children: [/* @__PURE__ */ jsx("th", {
                scope: "row",
                className: "py-2 pr-3 font-medium",
                children: /* @__PURE__ */ jsx(Link, {
                  id: nameId,
                  to: `/property/${listing.id}`,
                  className: "text-brand-800 hover:underline",
                  children: listing.projectBuildingName.trim() || "Untitled Project"
                })
              }), /* @__PURE__ */ jsx("td", {
                className: "py-2 pr-3",
                children: listing.ownerName ?? "Not provided"
              }), /* @__PURE__ */ jsx("td", {
                className: "py-2 pr-3",
                children: listing.city
              }), /* @__PURE__ */ jsxs("td", {
                className: "py-2 pr-3",
                children: [listing.listingType, " · ", listing.propertyType]
              }), /* @__PURE__ */ jsx("td", {
                className: "py-2 pr-3 text-right tabular-nums",
                children: formatRupees(listing.price)
              }), /* @__PURE__ */ jsx("td", {
                className: "py-2 pr-3",
                children: formatDate(listing.createdAt)
              }), /* @__PURE__ */ jsx("td", {
                className: "py-2 pr-3",
                children: STATUS_LABELS[listing.status]
              }), /* @__PURE__ */ jsx("td", {
                className: "py-2",
                children: listing.status === "pending" ? /* @__PURE__ */ jsx(ApproveForm, {
                  listingId: listing.id,
                  describedBy: nameId
                }) : null
              })]
            }, listing.id);
          })
        })]
      })
    }), /* @__PURE__ */ jsx(Pagination, {
      page: listings2.page,
      pageCount: listings2.pageCount,
      label: "Property pages"
    })]
  });
});
const route23 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$2,
  default: properties,
  loader: loader$8,
  meta: meta$3
}, Symbol.toStringTag, { value: "Module" }));
const CONTACTS_PAGE_SIZE = 20;
async function contactInbox(page) {
  const db = database();
  const [items, [{ total }]] = await Promise.all([
    db.select({
      id: contacts$1.id,
      name: contacts$1.name,
      email: contacts$1.email,
      mobileNumber: contacts$1.mobileNumber,
      message: contacts$1.message,
      city: contacts$1.city,
      handledAt: contacts$1.handledAt,
      createdAt: contacts$1.createdAt
    }).from(contacts$1).orderBy(desc(contacts$1.createdAt), desc(contacts$1.id)).limit(CONTACTS_PAGE_SIZE).offset((page - 1) * CONTACTS_PAGE_SIZE),
    db.select({ total: count() }).from(contacts$1)
  ]);
  return { items, page, pageCount: pageCountOf(total, CONTACTS_PAGE_SIZE), total };
}
async function markContactHandled(actorId, contactId) {
  return database().transaction(async (tx) => {
    const [row] = await tx.update(contacts$1).set({ handledAt: /* @__PURE__ */ new Date() }).where(and(eq(contacts$1.id, contactId), isNull(contacts$1.handledAt))).returning({ id: contacts$1.id, name: contacts$1.name });
    if (!row) return { ok: false };
    await recordAudit(tx, {
      actorId,
      action: "contact.handle",
      subjectType: "contact",
      subjectId: row.id,
      subjectName: `Enquiry from ${row.name}`
    });
    return { ok: true, name: row.name };
  });
}
const handledSchema = z.object({ contactId: z.string().trim().min(1).max(64) });
async function markHandledAction(request) {
  const admin = await requireAdminAction(request);
  const form = await readForm(request);
  const parsed = handledSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) {
    return data({ tone: "error", message: "Choose an enquiry to mark handled." }, { status: 400 });
  }
  const outcome = await markContactHandled(admin.id, parsed.data.contactId);
  if (!outcome.ok) {
    return data({ tone: "error", message: "That enquiry is already handled." }, { status: 404 });
  }
  return data({ tone: "success", message: `Marked the enquiry from ${outcome.name} handled.` });
}
function meta$2() {
  return [{
    title: "Contacts | Admin | GharStay"
  }, {
    name: "description",
    content: "Contact-form enquiries, newest first."
  }, {
    name: "robots",
    content: "noindex"
  }];
}
async function loader$7({
  request
}) {
  await requireAdmin(request);
  return {
    inbox: await contactInbox(pageFrom(new URL(request.url).searchParams))
  };
}
function action$1({
  request
}) {
  return markHandledAction(request);
}
const contacts = UNSAFE_withComponentProps(function AdminContacts({
  loaderData,
  actionData: outcome
}) {
  const {
    inbox
  } = loaderData;
  return /* @__PURE__ */ jsxs("div", {
    className: "space-y-6",
    children: [/* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-bold text-gray-900",
      children: "Contacts"
    }), outcome ? /* @__PURE__ */ jsx(FormMessage, {
      tone: outcome.tone,
      children: outcome.message
    }) : null, inbox.items.length === 0 ? /* @__PURE__ */ jsx("p", {
      className: "text-gray-700",
      children: "No enquiries yet."
    }) : /* @__PURE__ */ jsx("ul", {
      className: "space-y-4",
      children: inbox.items.map((enquiry) => {
        const nameId = `enquiry-${enquiry.id}`;
        return /* @__PURE__ */ jsx("li", {
          className: "rounded-lg border border-gray-200 p-4",
          children: /* @__PURE__ */ jsxs("article", {
            children: [/* @__PURE__ */ jsxs("header", {
              className: "flex flex-wrap items-baseline justify-between gap-2",
              children: [/* @__PURE__ */ jsx("h2", {
                id: nameId,
                className: "text-lg font-semibold",
                children: enquiry.name
              }), /* @__PURE__ */ jsx("time", {
                dateTime: new Date(enquiry.createdAt).toISOString(),
                className: "text-sm text-gray-700",
                children: formatDate(enquiry.createdAt)
              })]
            }), /* @__PURE__ */ jsxs("p", {
              className: "text-sm text-gray-800",
              children: [/* @__PURE__ */ jsx("a", {
                href: `mailto:${enquiry.email}`,
                className: "text-brand-800 underline",
                children: enquiry.email
              }), " ", "·", " ", /* @__PURE__ */ jsx("a", {
                href: `tel:+91${enquiry.mobileNumber}`,
                className: "text-brand-800 underline",
                children: enquiry.mobileNumber
              }), enquiry.city ? ` · ${enquiry.city}` : null]
            }), /* @__PURE__ */ jsx("p", {
              className: "mt-2 whitespace-pre-line text-gray-900",
              children: enquiry.message
            }), /* @__PURE__ */ jsx("footer", {
              className: "mt-3",
              children: enquiry.handledAt ? /* @__PURE__ */ jsxs("p", {
                className: "font-medium text-green-800",
                children: ["Handled on ", formatDate(enquiry.handledAt)]
              }) : /* @__PURE__ */ jsxs(Form, {
                method: "post",
                children: [/* @__PURE__ */ jsx("input", {
                  type: "hidden",
                  name: "contactId",
                  value: enquiry.id
                }), /* @__PURE__ */ jsx("button", {
                  type: "submit",
                  "aria-describedby": nameId,
                  className: "rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800",
                  children: "Mark handled"
                })]
              })
            })]
          })
        }, enquiry.id);
      })
    }), /* @__PURE__ */ jsx(Pagination, {
      page: inbox.page,
      pageCount: inbox.pageCount,
      label: "Enquiry pages"
    })]
  });
});
const route24 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$1,
  default: contacts,
  loader: loader$7,
  meta: meta$2
}, Symbol.toStringTag, { value: "Module" }));
const ourProject = UNSAFE_withComponentProps(function Placeholder8() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route25 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: ourProject
}, Symbol.toStringTag, { value: "Module" }));
const projectExplore = UNSAFE_withComponentProps(function Placeholder9() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route26 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: projectExplore
}, Symbol.toStringTag, { value: "Module" }));
const postProject = UNSAFE_withComponentProps(function Placeholder10() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route27 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: postProject
}, Symbol.toStringTag, { value: "Module" }));
const comingSoon = UNSAFE_withComponentProps(function Placeholder11() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route28 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: comingSoon
}, Symbol.toStringTag, { value: "Module" }));
const apartments = UNSAFE_withComponentProps(function Placeholder12() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route29 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: apartments
}, Symbol.toStringTag, { value: "Module" }));
const buys = UNSAFE_withComponentProps(function Placeholder13() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route30 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: buys
}, Symbol.toStringTag, { value: "Module" }));
const projectEdit = UNSAFE_withComponentProps(function Placeholder14() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route31 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: projectEdit
}, Symbol.toStringTag, { value: "Module" }));
const notFound$1 = UNSAFE_withComponentProps(function Placeholder15() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route32 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: notFound$1
}, Symbol.toStringTag, { value: "Module" }));
const about = UNSAFE_withComponentProps(function Placeholder16() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route33 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: about
}, Symbol.toStringTag, { value: "Module" }));
const ourTeams = UNSAFE_withComponentProps(function Placeholder17() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route34 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: ourTeams
}, Symbol.toStringTag, { value: "Module" }));
const privacyPolicy = UNSAFE_withComponentProps(function Placeholder18() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route35 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: privacyPolicy
}, Symbol.toStringTag, { value: "Module" }));
const apps = UNSAFE_withComponentProps(function Placeholder19() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route36 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: apps
}, Symbol.toStringTag, { value: "Module" }));
const service = UNSAFE_withComponentProps(function Placeholder20() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route37 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: service
}, Symbol.toStringTag, { value: "Module" }));
const cities = UNSAFE_withComponentProps(function Placeholder21() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route39 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: cities
}, Symbol.toStringTag, { value: "Module" }));
const contact = UNSAFE_withComponentProps(function Placeholder22() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route40 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: contact
}, Symbol.toStringTag, { value: "Module" }));
const cityContact = UNSAFE_withComponentProps(function Placeholder23() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route42 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: cityContact
}, Symbol.toStringTag, { value: "Module" }));
const buy = UNSAFE_withComponentProps(function Placeholder24() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route43 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: buy
}, Symbol.toStringTag, { value: "Module" }));
const CITY_CONTACTS = [
  {
    key: "lucknow-faizabad-road",
    city: "Lucknow",
    heading: "Lucknow — Faizabad Road",
    area: "Faizabad Road, Lucknow, Uttar Pradesh",
    description: "Townships, apartments and PGs along Faizabad Road, minutes from Gomti Nagar, the High Court and the IT parks on Sultanpur Road.",
    priceRange: "₹60 Lakh to ₹90 Lakh",
    highlights: ["Ready-to-move 2 and 3 BHK apartments", "PGs near BBD University", "Hotels near Polytechnic Chauraha"],
    image: "/images/cities/lucknow",
    comingSoon: false
  },
  {
    key: "noida",
    city: "Noida",
    heading: "Noida",
    area: "Noida, Uttar Pradesh",
    description: "Homes and stays along the Noida–Greater Noida Expressway and in the sectors around Film City and the metro's Aqua Line.",
    priceRange: "₹75 Lakh to ₹1.5 Cr",
    highlights: ["Co-living near Sector 62 offices", "Expressway high-rises", "Business hotels in Sector 18"],
    image: "/images/cities/noida",
    comingSoon: false
  },
  {
    key: "kanpur",
    city: "Kanpur",
    heading: "Kanpur",
    area: "Kanpur, Uttar Pradesh",
    description: "Affordable flats, plots on the Ring Road and PGs for students near IIT Kanpur and Kalyanpur.",
    priceRange: "₹35 Lakh to ₹60 Lakh",
    highlights: ["Student PGs in Kalyanpur", "Plots on the Ring Road", "Family rentals in Kidwai Nagar"],
    image: "/images/cities/kanpur",
    comingSoon: false
  },
  {
    key: "varanasi",
    city: "Varanasi",
    heading: "Varanasi",
    area: "Varanasi, Uttar Pradesh",
    description: "Apartments near Sarnath and Bhelupur, guest houses by the ghats and rooms for pilgrims and students.",
    priceRange: "₹40 Lakh to ₹70 Lakh",
    highlights: ["Stays near the ghats", "PGs near BHU", "New apartments in Sarnath"],
    image: "/images/cities/varanasi",
    comingSoon: false
  },
  {
    key: "gurugram",
    city: "Gurugram",
    heading: "Gurugram",
    area: "Gurugram, Haryana",
    description: "Towers on Dwarka Expressway, villas on Golf Course Extension and studios close to Cyber Hub.",
    priceRange: "₹1.2 Cr to ₹5 Cr",
    highlights: ["Studios near Cyber Hub", "Luxury villas on Golf Course Extension", "Co-living in DLF Phase 2"],
    image: "/images/cities/gurugram",
    comingSoon: false
  },
  {
    key: "mathura",
    city: "Mathura",
    heading: "Mathura",
    area: "Mathura, Uttar Pradesh",
    description: "GharStay is coming to Mathura and Vrindavan. Tell us what you are looking for and we will reach you first when listings open.",
    priceRange: "Coming Soon",
    highlights: ["Pilgrim stays in Vrindavan", "Homes near the Yamuna Expressway", "PGs for students"],
    image: "/images/cities/mathura",
    comingSoon: true
  }
];
function findCityContact(key) {
  return CITY_CONTACTS.find((entry2) => entry2.key === key);
}
const CONTACT_MESSAGES = {
  name: "❌ Name cannot be empty.",
  mobile: "❌ Invalid mobile number. Enter 10 digits.",
  email: "❌ Invalid email format.",
  message: "❌ Message cannot be empty.",
  sent: "✅ Your message has been sent successfully!",
  failed: "❌ An error occurred. Please try again.",
  tooMany: "❌ You have sent several messages in a short time. Please try again in an hour."
};
const HONEYPOT_FIELD = "fax_only";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const contactSchema = z.object({
  name: z.string(CONTACT_MESSAGES.name).trim().min(1, CONTACT_MESSAGES.name).max(100, "❌ Name must be at most 100 characters."),
  mobileNumber: z.string(CONTACT_MESSAGES.mobile).trim().regex(/^\d{10}$/, CONTACT_MESSAGES.mobile),
  email: z.string(CONTACT_MESSAGES.email).trim().max(254, "❌ Email must be at most 254 characters.").regex(EMAIL, CONTACT_MESSAGES.email),
  message: z.string(CONTACT_MESSAGES.message).trim().min(1, CONTACT_MESSAGES.message).max(5e3, "❌ Message must be at most 5000 characters.")
});
const CONTACT_FIELDS = ["name", "mobileNumber", "email", "message"];
function firstContactError(input) {
  const result = contactSchema.safeParse(input);
  if (result.success) return null;
  for (const field of CONTACT_FIELDS) {
    const issue = result.error.issues.find((i) => i.path[0] === field);
    if (issue) return { field, message: issue.message };
  }
  return { field: "name", message: CONTACT_MESSAGES.name };
}
const MESSAGES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1e3;
async function submitContact(input, request, city) {
  const fields = input ?? {};
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null) {
    logger.info({ city }, "contact form: honeypot filled, message discarded");
    return { ok: true, message: CONTACT_MESSAGES.sent };
  }
  const problem = firstContactError(input);
  if (problem) return { ok: false, status: 400, ...problem };
  const enquiry = contactSchema.parse(input);
  try {
    const ip = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
    const limit = await hit(`contact:${ip}`, MESSAGES_PER_HOUR, HOUR_MS);
    if (!limit.allowed) {
      return { ok: false, status: 429, message: CONTACT_MESSAGES.tooMany, retryAfterSeconds: limit.retryAfterSeconds };
    }
    await database().insert(contacts$1).values({ ...enquiry, city });
    return { ok: true, message: CONTACT_MESSAGES.sent };
  } catch (error) {
    logger.error({ err: error }, "contact form: could not store the message");
    return { ok: false, status: 500, message: CONTACT_MESSAGES.failed };
  }
}
function outcomeInit(outcome) {
  if (outcome.ok) return { status: 200 };
  if (outcome.status === 429) return { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } };
  return { status: outcome.status };
}
async function action({
  request
}) {
  if (request.method !== "POST") return data({
    error: "Method not allowed."
  }, {
    status: 405
  });
  let body;
  try {
    body = await request.json();
  } catch {
    return data({
      error: "Send the enquiry as a JSON object."
    }, {
      status: 400
    });
  }
  const cityKey = body?.city;
  const city = cityKey == null || cityKey === "" ? null : findCityContact(String(cityKey));
  if (city === void 0) return data({
    error: "Unknown city.",
    field: "city"
  }, {
    status: 400
  });
  const outcome = await submitContact(body, request, city?.city ?? null);
  if (outcome.ok) return data({
    message: outcome.message
  }, {
    status: 201
  });
  return data({
    error: outcome.message,
    field: outcome.status === 400 ? outcome.field : void 0
  }, outcomeInit(outcome));
}
function loader$6() {
  return data({
    error: "Use POST."
  }, {
    status: 405
  });
}
const route44 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action,
  loader: loader$6
}, Symbol.toStringTag, { value: "Module" }));
function loader$5() {
  throw new Response("Not Found", {
    status: 404
  });
}
const route45 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$5
}, Symbol.toStringTag, { value: "Module" }));
const EXPLORE_TYPES = [
  { value: "hotel", label: "Hotels" },
  { value: "pg", label: "PGs" },
  { value: "room", label: "Rooms" },
  { value: "co-living", label: "Co-living" },
  { value: "short-stay", label: "Short stays" },
  { value: "sell", label: "For sale" },
  { value: "rent", label: "For rent" },
  { value: "plot", label: "Plots / Land" },
  { value: "commercial", label: "Commercial" },
  { value: "project", label: "Projects" }
];
const EXPLORE_SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" }
];
const FURNISHING_OPTIONS = ["Fully Furnished", "Semi Furnished", "Unfurnished"];
const PG_GENDER_OPTIONS = ["Boys", "Girls", "Both"];
const FOOD_OPTIONS = ["Yes", "No"];
const AMENITY_OPTIONS = [
  "Gym",
  "Swimming Pool",
  "Parking",
  "Security",
  "Power Backup",
  "Clubhouse",
  "Lift",
  "Balcony",
  "Medical Facility",
  "Day Care Center",
  "Pet Area",
  "Indoor Games",
  "Conference Room",
  "Large Green Area",
  "Concierge Desk",
  "Helipad",
  "Golf Course",
  "Multiplex",
  "Serviced Apartments",
  "Service Elevators",
  "High Street Retail",
  "Hypermarket",
  "ATM'S",
  "Study Room"
];
const PAGE_SIZE = 24;
const MAX_PRICE = 1e12;
const MAX_PAGE = 1e4;
const lenient = (schema) => schema.optional().catch(void 0);
const oneOf = (values) => lenient(z.enum(values));
const rupees = lenient(
  z.string().trim().regex(/^\d{1,13}$/).transform(Number).pipe(z.number().int().min(0).max(MAX_PRICE))
);
const filterSchema = z.object({
  city: lenient(z.string().transform(findSupportedCity)),
  type: oneOf(EXPLORE_TYPES.map((t) => t.value)),
  q: lenient(
    z.string().transform((value) => value.replace(/\s+/g, " ").trim().slice(0, 100)).pipe(z.string().min(1))
  ),
  minPrice: rupees,
  maxPrice: rupees,
  furnishing: oneOf(FURNISHING_OPTIONS),
  pgGender: oneOf(PG_GENDER_OPTIONS),
  food: oneOf(FOOD_OPTIONS),
  amenities: z.array(z.string()).catch([]).transform((values) => [...new Set(values.filter((v) => AMENITY_OPTIONS.includes(v)))]),
  sort: oneOf(EXPLORE_SORTS.map((s) => s.value)),
  page: lenient(
    z.string().regex(/^\d{1,6}$/).transform(Number).pipe(z.number().int().min(1).max(MAX_PAGE))
  )
});
function parseExploreFilters(params) {
  const single = (name) => {
    const value = params.get(name);
    return value === null || value === "" ? void 0 : value;
  };
  const parsed = filterSchema.parse({
    city: single("city"),
    type: single("type"),
    q: single("q"),
    minPrice: single("minPrice"),
    maxPrice: single("maxPrice"),
    furnishing: single("furnishing"),
    pgGender: single("pgGender"),
    food: single("food"),
    amenities: params.getAll("amenities"),
    sort: single("sort"),
    page: single("page")
  });
  const { minPrice, maxPrice } = parsed;
  const [low, high] = minPrice !== void 0 && maxPrice !== void 0 && minPrice > maxPrice ? [maxPrice, minPrice] : [minPrice, maxPrice];
  return { ...parsed, minPrice: low, maxPrice: high, sort: parsed.sort ?? "newest", page: parsed.page ?? 1 };
}
function exploreQuery(filters, omit = []) {
  const params = new URLSearchParams();
  const add = (name, value) => {
    if (value !== void 0 && value !== "" && !omit.includes(name)) params.append(name, String(value));
  };
  add("city", filters.city);
  add("type", filters.type);
  add("q", filters.q);
  add("minPrice", filters.minPrice);
  add("maxPrice", filters.maxPrice);
  add("furnishing", filters.furnishing);
  add("pgGender", filters.pgGender);
  add("food", filters.food);
  for (const amenity of filters.amenities ?? []) add("amenities", amenity);
  if (filters.sort !== "newest") add("sort", filters.sort);
  if (filters.page !== 1) add("page", filters.page);
  const query = params.toString();
  return query ? `?${query}` : "";
}
function hasFilters(filters, fixed = []) {
  return exploreQuery({ ...filters, sort: "newest", page: 1 }, fixed) !== "";
}
const lakh = 1e5;
const crore = 1e7;
const SALE_PRICE_STEPS = [
  10 * lakh,
  20 * lakh,
  30 * lakh,
  50 * lakh,
  75 * lakh,
  1 * crore,
  1.5 * crore,
  2 * crore,
  3 * crore,
  5 * crore,
  10 * crore
];
const MONTHLY_PRICE_STEPS = [1e3, 2e3, 3e3, 5e3, 8e3, 1e4, 15e3, 2e4, 3e4, 5e4, lakh];
const SALE_TYPES = /* @__PURE__ */ new Set(["sell", "plot", "commercial", "project"]);
function priceSteps(type) {
  if (type === void 0) return [...MONTHLY_PRICE_STEPS, ...SALE_PRICE_STEPS];
  return SALE_TYPES.has(type) ? SALE_PRICE_STEPS : MONTHLY_PRICE_STEPS;
}
const projectCardColumns = {
  id: projects.id,
  projectBuildingName: projects.projectBuildingName,
  locality: projects.locality,
  city: projects.city,
  price: projects.price,
  propertyType: projects.propertyType,
  comingSoon: projects.comingSoon,
  cover: sql`${projects.images} -> 0`
};
const MAX_QUERY_WORDS = 8;
function prefixQuery(text) {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, MAX_QUERY_WORDS);
  return words?.length ? words.map((word) => `${word}:*`).join(" & ") : void 0;
}
function textMatches(vector, text) {
  const web = sql`${vector} @@ websearch_to_tsquery('english', ${text})`;
  const prefix = prefixQuery(text);
  return prefix ? sql`(${web} or ${vector} @@ to_tsquery('english', ${prefix}))` : web;
}
const LISTING_KINDS = {
  hotel: eq(listings.listingType, "Hotel"),
  pg: eq(listings.listingType, "PG"),
  room: eq(listings.listingType, "Room"),
  "co-living": eq(listings.isCoLiving, true),
  "short-stay": eq(listings.isShortStay, true),
  sell: eq(listings.listingType, "Sell"),
  rent: eq(listings.listingType, "Rent"),
  plot: eq(listings.propertyType, "Plot/Land"),
  commercial: and(eq(listings.propertyCategory, "Commercial"), notInArray(listings.listingType, ["Hotel", "PG", "Room"])) ?? null,
  project: null
};
const PROJECT_KINDS = {
  project: void 0,
  sell: eq(projects.listingType, "Sell"),
  plot: eq(projects.propertyType, "Plot/Land"),
  commercial: eq(projects.propertyCategory, "Commercial")
};
function listingConditions(filters) {
  if (filters.type === "project") return null;
  const kind = filters.type ? LISTING_KINDS[filters.type] : void 0;
  return and(
    eq(listings.status, "approved"),
    filters.city ? eq(listings.city, filters.city) : inArray(listings.city, [...SUPPORTED_CITIES]),
    kind ?? void 0,
    filters.minPrice !== void 0 ? gte(listings.price, filters.minPrice) : void 0,
    filters.maxPrice !== void 0 ? lte(listings.price, filters.maxPrice) : void 0,
    filters.furnishing ? or(eq(listings.furnishing, filters.furnishing), eq(listings.furnished, filters.furnishing)) : void 0,
    filters.pgGender ? eq(listings.pgGender, filters.pgGender) : void 0,
    filters.food ? eq(listings.foodAvailable, filters.food) : void 0,
    filters.amenities.length ? sql`${listings.amenities} @> ${toTextArray(filters.amenities)}` : void 0,
    filters.q ? textMatches(listings.searchVector, filters.q) : void 0
  ) ?? null;
}
function projectConditions(filters) {
  if (filters.type && !(filters.type in PROJECT_KINDS)) return null;
  if (filters.furnishing || filters.pgGender || filters.food) return null;
  return and(
    eq(projects.showExplore, true),
    filters.city ? eq(projects.city, filters.city) : inArray(projects.city, [...SUPPORTED_CITIES]),
    filters.type ? PROJECT_KINDS[filters.type] : void 0,
    filters.minPrice !== void 0 ? gte(projects.price, filters.minPrice) : void 0,
    filters.maxPrice !== void 0 ? lte(projects.price, filters.maxPrice) : void 0,
    filters.amenities.length ? sql`${projects.amenities} @> ${toTextArray(filters.amenities)}` : void 0,
    filters.q ? textMatches(projects.searchVector, filters.q) : void 0
  ) ?? null;
}
function toTextArray(values) {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `
  )}]::text[]`;
}
function listingOrder(sort) {
  if (sort === "price-asc") return [asc(listings.price), asc(listings.id)];
  if (sort === "price-desc") return [desc(listings.price), desc(listings.id)];
  return [desc(listings.createdAt), desc(listings.id)];
}
function projectOrder(sort) {
  if (sort === "price-asc") return [sql`${projects.price} asc nulls last`, asc(projects.id)];
  if (sort === "price-desc") return [sql`${projects.price} desc nulls last`, desc(projects.id)];
  return [desc(projects.createdAt), desc(projects.id)];
}
function listingPageQuery(where, filters, offset, limit) {
  return database().select(listingCardColumns).from(listings).where(where).orderBy(...listingOrder(filters.sort)).limit(limit).offset(offset);
}
function listingCountQuery(where) {
  return database().select({ value: count() }).from(listings).where(where);
}
async function searchExplore(filters) {
  const db = database();
  const listingWhere = listingConditions(filters);
  const projectWhere = projectConditions(filters);
  const [listingTotal, projectTotal] = await Promise.all([
    listingWhere ? listingCountQuery(listingWhere).then(([row]) => row.value) : 0,
    projectWhere ? db.select({ value: count() }).from(projects).where(projectWhere).then(([row]) => row.value) : 0
  ]);
  const total = listingTotal + projectTotal;
  const pageCount = pageCountOf(total, PAGE_SIZE);
  const page = Math.min(filters.page, pageCount);
  const offset = (page - 1) * PAGE_SIZE;
  const listingRows = listingWhere && offset < listingTotal ? await withCovers(await listingPageQuery(listingWhere, filters, offset, PAGE_SIZE)) : [];
  const room = PAGE_SIZE - listingRows.length;
  const projectRows = projectWhere && room > 0 && projectTotal > 0 ? await db.select(projectCardColumns).from(projects).where(projectWhere).orderBy(...projectOrder(filters.sort)).limit(room).offset(Math.max(0, offset - listingTotal)) : [];
  return {
    items: [
      ...listingRows.map((row) => ({ kind: "listing", ...row })),
      ...projectRows.map((row) => ({ kind: "project", ...row }))
    ],
    total,
    page,
    pageCount
  };
}
async function loadExplore(request, fixed = {}) {
  const url = new URL(request.url);
  const filters = { ...parseExploreFilters(url.searchParams), ...fixed };
  const results = await searchExplore(filters);
  return { filters: { ...filters, page: results.page }, results };
}
const PER_MONTH = /* @__PURE__ */ new Set(["Rent", "PG", "Room"]);
function ListingCard({ listing, href = `/property/${listing.id}`, priority, children }) {
  const name = listing.projectBuildingName.trim() || "Untitled Project";
  return /* @__PURE__ */ jsxs("article", { className: "flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm", children: [
    /* @__PURE__ */ jsx(Link, { to: href, className: "block", "aria-label": name, tabIndex: -1, children: listing.cover ? /* @__PURE__ */ jsx(
      ResponsiveImage,
      {
        variants: listing.cover,
        alt: "",
        sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
        className: "h-48 w-full object-cover",
        priority
      }
    ) : /* @__PURE__ */ jsx("div", { className: "flex h-48 items-center justify-center bg-gray-100 text-gray-600", children: "No Image Available" }) }),
    /* @__PURE__ */ jsxs("div", { className: "flex flex-1 flex-col gap-1 p-4", children: [
      /* @__PURE__ */ jsxs("p", { className: "text-xs font-semibold uppercase tracking-wide text-brand-700", children: [
        listing.listingType,
        " · ",
        listing.propertyType
      ] }),
      /* @__PURE__ */ jsx("h3", { className: "text-lg font-semibold text-gray-900", children: /* @__PURE__ */ jsx(Link, { to: href, className: "hover:underline", children: name }) }),
      /* @__PURE__ */ jsxs("p", { className: "text-gray-700", children: [
        listing.locality || "Location not available",
        ", ",
        listing.city
      ] }),
      /* @__PURE__ */ jsxs("p", { className: "mt-auto pt-2 font-semibold text-gray-900", children: [
        formatRupees(listing.price),
        PER_MONTH.has(listing.listingType) ? /* @__PURE__ */ jsx("span", { className: "text-sm font-normal text-gray-600", children: " / month" }) : null,
        listing.listingType === "Hotel" ? /* @__PURE__ */ jsx("span", { className: "text-sm font-normal text-gray-600", children: " / night" }) : null
      ] }),
      children
    ] })
  ] });
}
function projectPath(project) {
  const city = findSupportedCity(project.city);
  return `/${city ? city.toLowerCase() : "unknown"}/${encodeURIComponent(project.id)}`;
}
function ProjectCard({
  project,
  href = projectPath(project),
  priority
}) {
  const name = project.projectBuildingName.trim() || "Untitled Project";
  return /* @__PURE__ */ jsxs("article", { className: "flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm", children: [
    /* @__PURE__ */ jsx(Link, { to: href, className: "block", "aria-label": name, tabIndex: -1, children: project.cover ? /* @__PURE__ */ jsx(
      ResponsiveImage,
      {
        variants: project.cover,
        alt: "",
        sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
        className: "h-48 w-full object-cover",
        priority
      }
    ) : /* @__PURE__ */ jsx("div", { className: "flex h-48 items-center justify-center bg-gray-100 text-gray-600", children: "No Image Available" }) }),
    /* @__PURE__ */ jsxs("div", { className: "flex flex-1 flex-col gap-1 p-4", children: [
      /* @__PURE__ */ jsxs("p", { className: "text-xs font-semibold uppercase tracking-wide text-brand-700", children: [
        "Project",
        project.propertyType ? ` · ${project.propertyType}` : "",
        project.comingSoon ? " · Coming Soon" : ""
      ] }),
      /* @__PURE__ */ jsx("h3", { className: "text-lg font-semibold text-gray-900", children: /* @__PURE__ */ jsx(Link, { to: href, className: "hover:underline", children: name }) }),
      /* @__PURE__ */ jsxs("p", { className: "text-gray-700", children: [
        project.locality || "Location not available",
        ", ",
        project.city
      ] }),
      /* @__PURE__ */ jsx("p", { className: "mt-auto pt-2 font-semibold text-gray-900", children: project.price === null ? "Price on request" : `From ${shortRupees(project.price)}` })
    ] })
  ] });
}
const TABS = [
  { label: "Buy", type: "sell" },
  { label: "Rent", type: "rent" },
  { label: "New Launch" },
  { label: "PG / Co-living", type: "pg" },
  { label: "Commercial", type: "commercial" },
  { label: "Plots/Land", type: "plot" },
  { label: "Projects", type: "project" }
];
const CATEGORIES = [
  { value: "", label: "All Residential" },
  { value: "sell", label: "Buy" },
  { value: "rent", label: "Rent" }
];
function SearchBar({ defaultQuery = "", defaultType = "" }) {
  const id = useId();
  const [tabIndex, setTabIndex] = useState(() => {
    const index = TABS.findIndex((tab2) => tab2.type === defaultType);
    return index >= 0 && !CATEGORIES.some((c) => c.value === defaultType) ? index : null;
  });
  const [category, setCategory] = useState(
    () => CATEGORIES.some((c) => c.value === defaultType) ? defaultType : ""
  );
  const tabRefs = useRef([]);
  const tab = tabIndex === null ? void 0 : TABS[tabIndex];
  const newLaunch = tab !== void 0 && tab.type === void 0;
  function choose(index) {
    const next = tabIndex === index ? null : index;
    setTabIndex(next);
    const type = next === null ? void 0 : TABS[next].type;
    if (type === "sell" || type === "rent") setCategory(type);
  }
  function onTabKey(event, index) {
    const moves = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1
    };
    const target = moves[event.key];
    if (target === void 0) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
  }
  const focusable = tabIndex ?? 0;
  return /* @__PURE__ */ jsxs("div", { className: "rounded-xl bg-white p-4 shadow-lg ring-1 ring-gray-200", children: [
    /* @__PURE__ */ jsx("div", { role: "tablist", "aria-label": "What are you looking for?", className: "flex flex-wrap gap-1 border-b border-gray-200", children: TABS.map((item, index) => /* @__PURE__ */ jsx(
      "button",
      {
        ref: (node) => {
          tabRefs.current[index] = node;
        },
        type: "button",
        role: "tab",
        id: `${id}-tab-${index}`,
        "aria-selected": tabIndex === index,
        "aria-controls": `${id}-panel`,
        tabIndex: focusable === index ? 0 : -1,
        onClick: () => choose(index),
        onKeyDown: (event) => onTabKey(event, index),
        className: `-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${tabIndex === index ? "border-brand-700 text-brand-700" : "border-transparent text-gray-700 hover:text-brand-700"}`,
        children: item.label
      },
      item.label
    )) }),
    /* @__PURE__ */ jsxs(
      Form,
      {
        method: "get",
        action: newLaunch ? "/NewlyProject" : "/explore",
        role: "search",
        "aria-label": "Search stays and properties",
        id: `${id}-panel`,
        "aria-labelledby": tabIndex === null ? void 0 : `${id}-tab-${tabIndex}`,
        className: "mt-3 flex flex-col gap-2 sm:flex-row",
        children: [
          /* @__PURE__ */ jsx("label", { htmlFor: `${id}-category`, className: "sr-only", children: "Category" }),
          /* @__PURE__ */ jsx(
            "select",
            {
              id: `${id}-category`,
              name: tab || newLaunch ? void 0 : "type",
              value: category,
              onChange: (event) => {
                setCategory(event.target.value);
                setTabIndex(null);
              },
              className: "rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 sm:w-44",
              children: CATEGORIES.map((option) => /* @__PURE__ */ jsx("option", { value: option.value, children: option.label }, option.value))
            }
          ),
          tab?.type ? /* @__PURE__ */ jsx("input", { type: "hidden", name: "type", value: tab.type }) : null,
          /* @__PURE__ */ jsx("label", { htmlFor: `${id}-query`, className: "sr-only", children: "Search by name, locality or city" }),
          /* @__PURE__ */ jsx(
            "input",
            {
              id: `${id}-query`,
              type: "search",
              name: newLaunch ? "name" : "q",
              defaultValue: defaultQuery,
              maxLength: 100,
              placeholder: "Search by name, locality or city",
              className: "min-w-0 flex-1 rounded-md border border-gray-400 px-3 py-2 text-gray-900"
            }
          ),
          /* @__PURE__ */ jsx(
            "button",
            {
              type: "submit",
              className: "rounded-md bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800",
              children: "Search"
            }
          )
        ]
      }
    )
  ] });
}
function ExploreView({ heading, description, filters, results, path, fixedType, searchBar }) {
  const filtered = hasFilters(filters, fixedType ? ["type"] : []);
  return /* @__PURE__ */ jsxs("div", { className: "mx-auto max-w-7xl px-4 py-8", children: [
    searchBar ? /* @__PURE__ */ jsx("div", { className: "mb-8", children: /* @__PURE__ */ jsx(SearchBar, { defaultQuery: filters.q, defaultType: filters.type }) }) : null,
    /* @__PURE__ */ jsxs("header", { className: "mb-6", children: [
      /* @__PURE__ */ jsx("h1", { className: "text-3xl font-bold text-gray-900", children: heading }),
      /* @__PURE__ */ jsx("p", { className: "mt-2 max-w-3xl text-lg text-gray-700", children: description })
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "grid gap-8 lg:grid-cols-[18rem_1fr]", children: [
      /* @__PURE__ */ jsx(FilterForm, { filters, path, fixedType }),
      /* @__PURE__ */ jsxs("section", { "aria-labelledby": "results-heading", children: [
        /* @__PURE__ */ jsx("h2", { id: "results-heading", className: "text-lg font-semibold text-gray-900", "aria-live": "polite", children: results.total === 1 ? "1 result" : `${results.total} results` }),
        results.items.length === 0 ? /* @__PURE__ */ jsxs("div", { className: "mt-4 rounded-lg border border-dashed border-gray-300 p-8 text-center", children: [
          /* @__PURE__ */ jsx("p", { className: "text-xl font-semibold text-gray-900", children: "No results" }),
          /* @__PURE__ */ jsx("p", { className: "mt-2 text-gray-700", children: filtered ? "Nothing matches these filters. Try fewer filters or another city." : "Nothing is listed here yet. Please look again soon." }),
          filtered ? /* @__PURE__ */ jsx(Link, { to: path, className: "mt-4 inline-block font-semibold text-brand-700 underline", children: "Reset filters" }) : null
        ] }) : /* @__PURE__ */ jsxs(Fragment, { children: [
          /* @__PURE__ */ jsx("ul", { className: "mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3", children: results.items.map((item, index) => /* @__PURE__ */ jsx("li", { children: item.kind === "listing" ? /* @__PURE__ */ jsx(ListingCard, { listing: item, priority: index < 3 }) : /* @__PURE__ */ jsx(ProjectCard, { project: item, priority: index < 3 }) }, `${item.kind}-${item.id}`)) }),
          /* @__PURE__ */ jsx(Pagination, { page: results.page, pageCount: results.pageCount, label: "Result pages" })
        ] })
      ] })
    ] })
  ] });
}
const selectClass = "mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 focus:border-brand-700";
function Select({
  label,
  name,
  value,
  options,
  anyLabel = "Any"
}) {
  const id = `filter-${name}`;
  return /* @__PURE__ */ jsxs("div", { children: [
    /* @__PURE__ */ jsx("label", { htmlFor: id, className: "block font-medium text-gray-900", children: label }),
    /* @__PURE__ */ jsxs("select", { id, name, defaultValue: value ?? "", className: selectClass, children: [
      anyLabel === null ? null : /* @__PURE__ */ jsx("option", { value: "", children: anyLabel }),
      options.map((option) => /* @__PURE__ */ jsx("option", { value: option.value, children: option.label }, option.value))
    ] })
  ] });
}
const plain = (values) => values.map((value) => ({ value, label: value }));
function priceOptions(filters, chosen) {
  const steps = priceSteps(filters.type);
  const all = chosen !== void 0 && !steps.includes(chosen) ? [...steps, chosen].sort((a, b) => a - b) : steps;
  return all.map((value) => ({ value, label: value >= 1e5 ? shortRupees(value) : formatRupees(value) }));
}
function FilterForm({ filters, path, fixedType }) {
  const key = JSON.stringify(filters);
  return /* @__PURE__ */ jsxs(
    Form,
    {
      method: "get",
      action: path,
      "aria-label": "Filters",
      className: "flex flex-col gap-4 self-start rounded-lg border border-gray-200 bg-gray-50 p-4",
      children: [
        /* @__PURE__ */ jsx("h2", { className: "text-lg font-semibold text-gray-900", children: "Filters" }),
        /* @__PURE__ */ jsxs("div", { children: [
          /* @__PURE__ */ jsx("label", { htmlFor: "filter-q", className: "block font-medium text-gray-900", children: "Keywords" }),
          /* @__PURE__ */ jsx(
            "input",
            {
              id: "filter-q",
              type: "text",
              name: "q",
              defaultValue: filters.q,
              maxLength: 100,
              placeholder: "Name, locality or city",
              className: selectClass
            }
          )
        ] }),
        /* @__PURE__ */ jsx(Select, { label: "City", name: "city", value: filters.city, options: plain(SUPPORTED_CITIES), anyLabel: "All cities" }),
        fixedType ? null : /* @__PURE__ */ jsx(Select, { label: "Type", name: "type", value: filters.type, options: EXPLORE_TYPES, anyLabel: "All types" }),
        /* @__PURE__ */ jsx(Select, { label: "Minimum price", name: "minPrice", value: filters.minPrice, options: priceOptions(filters, filters.minPrice) }),
        /* @__PURE__ */ jsx(Select, { label: "Maximum price", name: "maxPrice", value: filters.maxPrice, options: priceOptions(filters, filters.maxPrice) }),
        /* @__PURE__ */ jsx(Select, { label: "Furnishing", name: "furnishing", value: filters.furnishing, options: plain(FURNISHING_OPTIONS) }),
        /* @__PURE__ */ jsx(Select, { label: "PG for", name: "pgGender", value: filters.pgGender, options: plain(PG_GENDER_OPTIONS) }),
        /* @__PURE__ */ jsx(Select, { label: "Food available", name: "food", value: filters.food, options: plain(FOOD_OPTIONS) }),
        /* @__PURE__ */ jsxs("details", { open: filters.amenities.length > 0, className: "rounded-md border border-gray-300 bg-white p-3", children: [
          /* @__PURE__ */ jsxs("summary", { className: "cursor-pointer font-medium text-gray-900", children: [
            "Amenities",
            filters.amenities.length ? ` (${filters.amenities.length})` : ""
          ] }),
          /* @__PURE__ */ jsxs("fieldset", { className: "mt-2", children: [
            /* @__PURE__ */ jsx("legend", { className: "sr-only", children: "Amenities (all must match)" }),
            /* @__PURE__ */ jsx("div", { className: "grid grid-cols-1 gap-1", children: AMENITY_OPTIONS.map((amenity) => /* @__PURE__ */ jsxs("label", { className: "flex items-center gap-2 text-gray-800", children: [
              /* @__PURE__ */ jsx(
                "input",
                {
                  type: "checkbox",
                  name: "amenities",
                  value: amenity,
                  defaultChecked: filters.amenities.includes(amenity),
                  className: "size-4 accent-brand-700"
                }
              ),
              amenity
            ] }, amenity)) })
          ] })
        ] }),
        /* @__PURE__ */ jsx(Select, { label: "Sort by", name: "sort", value: filters.sort, options: EXPLORE_SORTS, anyLabel: null }),
        /* @__PURE__ */ jsx("button", { type: "submit", className: "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800", children: "Apply filters" }),
        /* @__PURE__ */ jsx(Link, { to: path, className: "text-center font-medium text-brand-700 underline", children: "Clear filters" })
      ]
    },
    key
  );
}
function pageMeta({
  title,
  description,
  canonical
}) {
  return [
    { title },
    { name: "description", content: description },
    ...canonical ? [{ tagName: "link", rel: "canonical", href: canonical }] : []
  ];
}
async function loader$4({
  request
}) {
  const {
    filters,
    results
  } = await loadExplore(request);
  return {
    filters,
    results,
    canonical: `${env().PUBLIC_URL}/explore${exploreQuery(filters)}`
  };
}
function meta$1({
  data: data2
}) {
  const where = data2?.filters.city ? ` in ${data2.filters.city}` : "";
  return pageMeta({
    title: data2?.filters.q ? `“${data2.filters.q}”${where}: stays and properties | GharStay` : `Explore stays and properties${where} | GharStay`,
    description: `Hotels, PGs, rooms, co-living homes, short stays, homes for sale and rent, plots and projects${where || " in Lucknow, Noida, Gurugram, Kanpur and Varanasi"}, with filters for price, furnishing and amenities.`,
    canonical: data2?.canonical
  });
}
const explore = UNSAFE_withComponentProps(function Explore({
  loaderData
}) {
  return /* @__PURE__ */ jsx(ExploreView, {
    heading: "Explore stays and properties",
    description: "Every approved stay and property in Lucknow, Noida, Gurugram, Kanpur and Varanasi. Narrow it down with the filters.",
    filters: loaderData.filters,
    results: loaderData.results,
    path: "/explore",
    searchBar: true
  });
});
const route47 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: explore,
  loader: loader$4,
  meta: meta$1
}, Symbol.toStringTag, { value: "Module" }));
const STAY_SERVICES = [
  { title: "Book a Hotel", to: "/hotels", description: "Choose from luxury and budget hotels with amenities." },
  {
    title: "Find a PG",
    to: "/pgs",
    description: "Live in verified PGs with meals, Wi-Fi and secure environments for students and professionals."
  },
  {
    title: "Rent a Room",
    to: "/rooms",
    description: "Pick from affordable shared and private rooms for short and long stays."
  },
  {
    title: "Co-Living Spaces",
    to: "/co-living",
    description: "Join modern community-driven co-living homes with flexible plans and furnishings."
  },
  {
    title: "Short-Term Stays",
    to: "/short-stays",
    description: "Move into fully furnished spaces for travelers, interns or relocations."
  }
];
const TYPE_BY_PATH = {
  "/hotels": "hotel",
  "/pgs": "pg",
  "/rooms": "room",
  "/co-living": "co-living",
  "/short-stays": "short-stay"
};
const STAY_KINDS = STAY_SERVICES.flatMap((tile) => {
  const type = TYPE_BY_PATH[tile.to];
  return type ? [{ path: tile.to, type, tile }] : [];
});
function stayKindAt(pathname) {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  return STAY_KINDS.find((kind) => kind.path === path);
}
async function loader$3({
  request
}) {
  const kind = stayKindAt(new URL(request.url).pathname);
  if (!kind) throw new Response("Not Found", {
    status: 404
  });
  const {
    filters,
    results
  } = await loadExplore(request, {
    type: kind.type
  });
  return {
    kind,
    filters,
    results,
    canonical: `${env().PUBLIC_URL}${kind.path}${exploreQuery(filters, ["type"])}`
  };
}
function meta({
  data: data2
}) {
  if (!data2) return [];
  const where = data2.filters.city ? ` in ${data2.filters.city}` : "";
  return pageMeta({
    title: `${data2.kind.tile.title}${where} | GharStay`,
    description: data2.kind.tile.description,
    canonical: data2.canonical
  });
}
const stays = UNSAFE_withComponentProps(function Stays({
  loaderData
}) {
  const {
    kind,
    filters,
    results
  } = loaderData;
  return /* @__PURE__ */ jsx(ExploreView, {
    heading: kind.tile.title,
    description: kind.tile.description,
    filters,
    results,
    path: kind.path,
    fixedType: true
  });
});
const route52 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: stays,
  loader: loader$3,
  meta
}, Symbol.toStringTag, { value: "Module" }));
const newProjects = UNSAFE_withComponentProps(function Placeholder25() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route56 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: newProjects
}, Symbol.toStringTag, { value: "Module" }));
const cityProjects = UNSAFE_withComponentProps(function Placeholder26() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route57 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: cityProjects
}, Symbol.toStringTag, { value: "Module" }));
const newProjectDetail = UNSAFE_withComponentProps(function Placeholder27() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route63 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: newProjectDetail
}, Symbol.toStringTag, { value: "Module" }));
const cityProject = UNSAFE_withComponentProps(function Placeholder28() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route69 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: cityProject
}, Symbol.toStringTag, { value: "Module" }));
const projectRedirect = UNSAFE_withComponentProps(function Placeholder29() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route70 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: projectRedirect
}, Symbol.toStringTag, { value: "Module" }));
const cityService = UNSAFE_withComponentProps(function Placeholder30() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route71 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: cityService
}, Symbol.toStringTag, { value: "Module" }));
const projectService = UNSAFE_withComponentProps(function Placeholder31() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route72 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: projectService
}, Symbol.toStringTag, { value: "Module" }));
const sellRent = UNSAFE_withComponentProps(function Placeholder32() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route73 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: sellRent
}, Symbol.toStringTag, { value: "Module" }));
const listingDetail = UNSAFE_withComponentProps(function Placeholder33() {
  return /* @__PURE__ */ jsx("p", {
    className: "p-8",
    children: "This page is being built."
  });
});
const route74 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: listingDetail
}, Symbol.toStringTag, { value: "Module" }));
function loader$2() {
  throw new Response("Not Found", {
    status: 404
  });
}
const route75 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$2
}, Symbol.toStringTag, { value: "Module" }));
function loader$1() {
  throw new Response("Not Found", {
    status: 404
  });
}
const route76 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$1
}, Symbol.toStringTag, { value: "Module" }));
function loader(_) {
  throw new Response("Not Found", {
    status: 404
  });
}
const notFound = UNSAFE_withComponentProps(function NotFound() {
  return null;
});
const route77 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: notFound,
  loader
}, Symbol.toStringTag, { value: "Module" }));
const serverManifest = { "entry": { "module": "/assets/entry.client-UuJO9B66.js", "imports": ["/assets/jsx-runtime-u17CrQMm.js", "/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/index-B_4fef0k.js"], "css": [] }, "routes": { "root": { "id": "root", "parentId": void 0, "path": "", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/root-ohC9MpEE.js", "imports": ["/assets/jsx-runtime-u17CrQMm.js", "/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/index-B_4fef0k.js"], "css": ["/assets/root-CZ4zovG9.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/home": { "id": "routes/home", "parentId": "root", "path": void 0, "index": true, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/home-DXt_rfG3.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "home-after-login": { "id": "home-after-login", "parentId": "root", "path": "Home", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/home-DXt_rfG3.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/login": { "id": "routes/login", "parentId": "root", "path": "login", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/login-DQmjumRx.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/sign": { "id": "routes/sign", "parentId": "root", "path": "sign", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/sign-Ufmqu2R5.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/logout": { "id": "routes/logout", "parentId": "root", "path": "logout", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/logout-kyaRj1kA.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/profile": { "id": "routes/profile", "parentId": "root", "path": "profile", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/profile-BIBv5Nst.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/auth": { "id": "routes/api/auth", "parentId": "root", "path": "api/v1/auth/:action", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/auth-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/me": { "id": "routes/api/me", "parentId": "root", "path": "api/v1/me", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/me-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "post-property:postproperty": { "id": "post-property:postproperty", "parentId": "root", "path": "postproperty", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/post-property-DKXxGT51.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "post-property:listing-post": { "id": "post-property:listing-post", "parentId": "root", "path": "listing-post", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/post-property-DKXxGT51.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "post-property:Postlisting": { "id": "post-property:Postlisting", "parentId": "root", "path": "Postlisting", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/post-property-DKXxGT51.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "post-property:PropertyDetails": { "id": "post-property:PropertyDetails", "parentId": "root", "path": "PropertyDetails", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/post-property-DKXxGT51.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "post-property:AdditionalDetails": { "id": "post-property:AdditionalDetails", "parentId": "root", "path": "AdditionalDetails", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/post-property-DKXxGT51.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "post-property:Amenities": { "id": "post-property:Amenities", "parentId": "root", "path": "Amenities", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/post-property-DKXxGT51.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/property": { "id": "routes/property", "parentId": "root", "path": "property/:id", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/property-B5KrqxND.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/property-edit": { "id": "routes/property-edit", "parentId": "root", "path": "property/:id/edit", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/property-edit-Dotxp4VF.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/uploads": { "id": "routes/api/uploads", "parentId": "root", "path": "api/v1/uploads", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/uploads-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/upload": { "id": "routes/api/upload", "parentId": "root", "path": "api/v1/uploads/:id", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/upload-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/listings": { "id": "routes/api/listings", "parentId": "root", "path": "api/v1/listings", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/listings-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/listing": { "id": "routes/api/listing", "parentId": "root", "path": "api/v1/listings/:id", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/listing-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/layout": { "id": "routes/admin/layout", "parentId": "root", "path": "admin", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/layout-B-9uSUut.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/dashboard": { "id": "routes/admin/dashboard", "parentId": "routes/admin/layout", "path": void 0, "index": true, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/dashboard-BeSNmlUS.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/field-Bcxr_PSC.js", "/assets/format-I1V_wxky.js", "/assets/pending-queue-DN-pOcSg.js", "/assets/responsive-image-DqcO94Kl.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/properties": { "id": "routes/admin/properties", "parentId": "routes/admin/layout", "path": "properties", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/properties-CdWHQ0mX.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/field-Bcxr_PSC.js", "/assets/format-I1V_wxky.js", "/assets/schemas-BJXm5M4-.js", "/assets/pending-queue-DN-pOcSg.js", "/assets/responsive-image-DqcO94Kl.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/contacts": { "id": "routes/admin/contacts", "parentId": "routes/admin/layout", "path": "contacts", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/contacts-Q4kzUiJg.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/field-Bcxr_PSC.js", "/assets/format-I1V_wxky.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/our-project": { "id": "routes/admin/our-project", "parentId": "routes/admin/layout", "path": "ourproject", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/our-project-B8ltzucv.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/project-explore": { "id": "routes/admin/project-explore", "parentId": "routes/admin/layout", "path": "ProjectExplore", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/project-explore-BMGAA1_j.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/post-project": { "id": "routes/admin/post-project", "parentId": "routes/admin/layout", "path": "Postproject", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/post-project-kyaRj1kA.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/coming-soon": { "id": "routes/admin/coming-soon", "parentId": "routes/admin/layout", "path": "ComingSoon", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/coming-soon-BvB4SHv3.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/apartments": { "id": "routes/admin/apartments", "parentId": "routes/admin/layout", "path": "Apartments", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/apartments-DflFqyO0.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/buys": { "id": "routes/admin/buys", "parentId": "routes/admin/layout", "path": "Buys", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/buys-Csrv_8YW.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/project-edit": { "id": "routes/admin/project-edit", "parentId": "routes/admin/layout", "path": "projects/:id/edit", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/project-edit-Dotxp4VF.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/not-found": { "id": "routes/admin/not-found", "parentId": "routes/admin/layout", "path": "*", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/not-found-BNZ_nDKP.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/about": { "id": "routes/about", "parentId": "root", "path": "about", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/about-kyaRj1kA.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/our-teams": { "id": "routes/our-teams", "parentId": "root", "path": "ourteams", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/our-teams-CHrbaYBq.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/privacy-policy": { "id": "routes/privacy-policy", "parentId": "root", "path": "privacy-policy", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/privacy-policy-Bs_Ar0Gg.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/apps": { "id": "routes/apps", "parentId": "root", "path": "UsdApp", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/apps-Ufmqu2R5.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/service": { "id": "routes/service", "parentId": "root", "path": "service", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/service-CtsUpCjy.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "cities:city": { "id": "cities:city", "parentId": "root", "path": "city", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/cities-BfpAGOmp.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "cities:Cityhome": { "id": "cities:Cityhome", "parentId": "root", "path": "Cityhome", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/cities-BfpAGOmp.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/contact": { "id": "routes/contact", "parentId": "root", "path": "contact", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/contact-Dotxp4VF.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "city-contact:contact": { "id": "city-contact:contact", "parentId": "root", "path": "contact/:city", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/city-contact-DGisy1AM.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "city-contact:projects": { "id": "city-contact:projects", "parentId": "root", "path": "projects/:url", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/city-contact-DGisy1AM.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/buy": { "id": "routes/buy", "parentId": "root", "path": "buy", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/buy-CHrbaYBq.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/contact": { "id": "routes/api/contact", "parentId": "root", "path": "api/v1/contact", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/contact-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/favourites": { "id": "routes/api/favourites", "parentId": "root", "path": "api/v1/favourites", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/favourites-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "explore:explore": { "id": "explore:explore", "parentId": "root", "path": "explore", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/explore-DeCmd1id.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/seo-W2neglxr.js", "/assets/responsive-image-DqcO94Kl.js", "/assets/format-I1V_wxky.js", "/assets/schemas-BJXm5M4-.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "explore:Search": { "id": "explore:Search", "parentId": "root", "path": "Search", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/explore-DeCmd1id.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/seo-W2neglxr.js", "/assets/responsive-image-DqcO94Kl.js", "/assets/format-I1V_wxky.js", "/assets/schemas-BJXm5M4-.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "stays:hotels": { "id": "stays:hotels", "parentId": "root", "path": "hotels", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/stays-CEAYbvfW.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/seo-W2neglxr.js", "/assets/responsive-image-DqcO94Kl.js", "/assets/format-I1V_wxky.js", "/assets/schemas-BJXm5M4-.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "stays:pgs": { "id": "stays:pgs", "parentId": "root", "path": "pgs", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/stays-CEAYbvfW.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/seo-W2neglxr.js", "/assets/responsive-image-DqcO94Kl.js", "/assets/format-I1V_wxky.js", "/assets/schemas-BJXm5M4-.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "stays:rooms": { "id": "stays:rooms", "parentId": "root", "path": "rooms", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/stays-CEAYbvfW.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/seo-W2neglxr.js", "/assets/responsive-image-DqcO94Kl.js", "/assets/format-I1V_wxky.js", "/assets/schemas-BJXm5M4-.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "stays:co-living": { "id": "stays:co-living", "parentId": "root", "path": "co-living", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/stays-CEAYbvfW.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/seo-W2neglxr.js", "/assets/responsive-image-DqcO94Kl.js", "/assets/format-I1V_wxky.js", "/assets/schemas-BJXm5M4-.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "stays:short-stays": { "id": "stays:short-stays", "parentId": "root", "path": "short-stays", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/stays-CEAYbvfW.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/seo-W2neglxr.js", "/assets/responsive-image-DqcO94Kl.js", "/assets/format-I1V_wxky.js", "/assets/schemas-BJXm5M4-.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-projects:project": { "id": "new-projects:project", "parentId": "root", "path": "project", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/new-projects-Bq6wO0h-.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-projects:NewlyProject": { "id": "new-projects:NewlyProject", "parentId": "root", "path": "NewlyProject", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/new-projects-Bq6wO0h-.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-projects:NewProject": { "id": "new-projects:NewProject", "parentId": "root", "path": "NewProject", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/new-projects-Bq6wO0h-.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-projects:NewsProject": { "id": "new-projects:NewsProject", "parentId": "root", "path": "NewsProject", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/new-projects-Bq6wO0h-.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/city-projects": { "id": "routes/city-projects", "parentId": "root", "path": "project/:city", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/city-projects-Dotxp4VF.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-project-detail:NewlyProjectD": { "id": "new-project-detail:NewlyProjectD", "parentId": "root", "path": "NewlyProjectD", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/new-project-detail-BzljS1o5.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-project-detail:NewlyProjectD/:projectId": { "id": "new-project-detail:NewlyProjectD/:projectId", "parentId": "root", "path": "NewlyProjectD/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/new-project-detail-BzljS1o5.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-project-detail:Newprojectdetial": { "id": "new-project-detail:Newprojectdetial", "parentId": "root", "path": "Newprojectdetial", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/new-project-detail-BzljS1o5.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-project-detail:Newprojectdetial/:projectId": { "id": "new-project-detail:Newprojectdetial/:projectId", "parentId": "root", "path": "Newprojectdetial/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/new-project-detail-BzljS1o5.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-project-detail:ExplorecityPropertyD": { "id": "new-project-detail:ExplorecityPropertyD", "parentId": "root", "path": "ExplorecityPropertyD", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/new-project-detail-BzljS1o5.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-project-detail:ExplorecityPropertyD/:projectId": { "id": "new-project-detail:ExplorecityPropertyD/:projectId", "parentId": "root", "path": "ExplorecityPropertyD/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/new-project-detail-BzljS1o5.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "city-project:lucknow/:projectId": { "id": "city-project:lucknow/:projectId", "parentId": "root", "path": "lucknow/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/city-project-Dotxp4VF.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "city-project:noida/:projectId": { "id": "city-project:noida/:projectId", "parentId": "root", "path": "noida/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/city-project-Dotxp4VF.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "city-project:gurugram/:projectId": { "id": "city-project:gurugram/:projectId", "parentId": "root", "path": "gurugram/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/city-project-Dotxp4VF.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "city-project:kanpur/:projectId": { "id": "city-project:kanpur/:projectId", "parentId": "root", "path": "kanpur/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/city-project-Dotxp4VF.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "city-project:varanasi/:projectId": { "id": "city-project:varanasi/:projectId", "parentId": "root", "path": "varanasi/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/city-project-Dotxp4VF.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "city-project:unknown/:projectId": { "id": "city-project:unknown/:projectId", "parentId": "root", "path": "unknown/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/city-project-Dotxp4VF.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/project-redirect": { "id": "routes/project-redirect", "parentId": "root", "path": "explore/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/project-redirect-BzljS1o5.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/city-service": { "id": "routes/city-service", "parentId": "root", "path": "services/:url", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/city-service-D9HvnY3f.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/project-service": { "id": "routes/project-service", "parentId": "root", "path": "ProjectService/:url", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/project-service-Bq6wO0h-.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/sell-rent": { "id": "routes/sell-rent", "parentId": "root", "path": "Sellrent", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/sell-rent-CtsUpCjy.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/listing-detail": { "id": "routes/listing-detail", "parentId": "root", "path": "listing-detail", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/listing-detail-B2VnVpoQ.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/sitemap": { "id": "routes/sitemap", "parentId": "root", "path": "sitemap.xml", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/sitemap-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/robots": { "id": "routes/robots", "parentId": "root", "path": "robots.txt", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/robots-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/not-found": { "id": "routes/not-found", "parentId": "root", "path": "*", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/not-found-Cly4R0i6.js", "imports": ["/assets/chunk-OB3PAWPO-Kl9Z3y7L.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 } }, "url": "/assets/manifest-68662f49.js", "version": "68662f49", "sri": void 0 };
const assetsBuildDirectory = "build-lead/client";
const basename = "/";
const future = { "unstable_optimizeDeps": false, "v8_passThroughRequests": false, "v8_trailingSlashAwareDataRequests": false, "unstable_previewServerPrerendering": false, "v8_middleware": false, "v8_splitRouteModules": false, "v8_viteEnvironmentApi": false };
const ssr = true;
const isSpaMode = false;
const prerender = [];
const routeDiscovery = { "mode": "lazy", "manifestPath": "/__manifest" };
const publicPath = "/";
const entry = { module: entryServer };
const routes = {
  "root": {
    id: "root",
    parentId: void 0,
    path: "",
    index: void 0,
    caseSensitive: void 0,
    module: route0
  },
  "routes/home": {
    id: "routes/home",
    parentId: "root",
    path: void 0,
    index: true,
    caseSensitive: void 0,
    module: route2
  },
  "home-after-login": {
    id: "home-after-login",
    parentId: "root",
    path: "Home",
    index: void 0,
    caseSensitive: void 0,
    module: route2
  },
  "routes/login": {
    id: "routes/login",
    parentId: "root",
    path: "login",
    index: void 0,
    caseSensitive: void 0,
    module: route3
  },
  "routes/sign": {
    id: "routes/sign",
    parentId: "root",
    path: "sign",
    index: void 0,
    caseSensitive: void 0,
    module: route4
  },
  "routes/logout": {
    id: "routes/logout",
    parentId: "root",
    path: "logout",
    index: void 0,
    caseSensitive: void 0,
    module: route5
  },
  "routes/profile": {
    id: "routes/profile",
    parentId: "root",
    path: "profile",
    index: void 0,
    caseSensitive: void 0,
    module: route6
  },
  "routes/api/auth": {
    id: "routes/api/auth",
    parentId: "root",
    path: "api/v1/auth/:action",
    index: void 0,
    caseSensitive: void 0,
    module: route7
  },
  "routes/api/me": {
    id: "routes/api/me",
    parentId: "root",
    path: "api/v1/me",
    index: void 0,
    caseSensitive: void 0,
    module: route8
  },
  "post-property:postproperty": {
    id: "post-property:postproperty",
    parentId: "root",
    path: "postproperty",
    index: void 0,
    caseSensitive: void 0,
    module: route14
  },
  "post-property:listing-post": {
    id: "post-property:listing-post",
    parentId: "root",
    path: "listing-post",
    index: void 0,
    caseSensitive: void 0,
    module: route14
  },
  "post-property:Postlisting": {
    id: "post-property:Postlisting",
    parentId: "root",
    path: "Postlisting",
    index: void 0,
    caseSensitive: void 0,
    module: route14
  },
  "post-property:PropertyDetails": {
    id: "post-property:PropertyDetails",
    parentId: "root",
    path: "PropertyDetails",
    index: void 0,
    caseSensitive: void 0,
    module: route14
  },
  "post-property:AdditionalDetails": {
    id: "post-property:AdditionalDetails",
    parentId: "root",
    path: "AdditionalDetails",
    index: void 0,
    caseSensitive: void 0,
    module: route14
  },
  "post-property:Amenities": {
    id: "post-property:Amenities",
    parentId: "root",
    path: "Amenities",
    index: void 0,
    caseSensitive: void 0,
    module: route14
  },
  "routes/property": {
    id: "routes/property",
    parentId: "root",
    path: "property/:id",
    index: void 0,
    caseSensitive: void 0,
    module: route15
  },
  "routes/property-edit": {
    id: "routes/property-edit",
    parentId: "root",
    path: "property/:id/edit",
    index: void 0,
    caseSensitive: void 0,
    module: route16
  },
  "routes/api/uploads": {
    id: "routes/api/uploads",
    parentId: "root",
    path: "api/v1/uploads",
    index: void 0,
    caseSensitive: void 0,
    module: route17
  },
  "routes/api/upload": {
    id: "routes/api/upload",
    parentId: "root",
    path: "api/v1/uploads/:id",
    index: void 0,
    caseSensitive: void 0,
    module: route18
  },
  "routes/api/listings": {
    id: "routes/api/listings",
    parentId: "root",
    path: "api/v1/listings",
    index: void 0,
    caseSensitive: void 0,
    module: route19
  },
  "routes/api/listing": {
    id: "routes/api/listing",
    parentId: "root",
    path: "api/v1/listings/:id",
    index: void 0,
    caseSensitive: void 0,
    module: route20
  },
  "routes/admin/layout": {
    id: "routes/admin/layout",
    parentId: "root",
    path: "admin",
    index: void 0,
    caseSensitive: void 0,
    module: route21
  },
  "routes/admin/dashboard": {
    id: "routes/admin/dashboard",
    parentId: "routes/admin/layout",
    path: void 0,
    index: true,
    caseSensitive: void 0,
    module: route22
  },
  "routes/admin/properties": {
    id: "routes/admin/properties",
    parentId: "routes/admin/layout",
    path: "properties",
    index: void 0,
    caseSensitive: void 0,
    module: route23
  },
  "routes/admin/contacts": {
    id: "routes/admin/contacts",
    parentId: "routes/admin/layout",
    path: "contacts",
    index: void 0,
    caseSensitive: void 0,
    module: route24
  },
  "routes/admin/our-project": {
    id: "routes/admin/our-project",
    parentId: "routes/admin/layout",
    path: "ourproject",
    index: void 0,
    caseSensitive: void 0,
    module: route25
  },
  "routes/admin/project-explore": {
    id: "routes/admin/project-explore",
    parentId: "routes/admin/layout",
    path: "ProjectExplore",
    index: void 0,
    caseSensitive: void 0,
    module: route26
  },
  "routes/admin/post-project": {
    id: "routes/admin/post-project",
    parentId: "routes/admin/layout",
    path: "Postproject",
    index: void 0,
    caseSensitive: void 0,
    module: route27
  },
  "routes/admin/coming-soon": {
    id: "routes/admin/coming-soon",
    parentId: "routes/admin/layout",
    path: "ComingSoon",
    index: void 0,
    caseSensitive: void 0,
    module: route28
  },
  "routes/admin/apartments": {
    id: "routes/admin/apartments",
    parentId: "routes/admin/layout",
    path: "Apartments",
    index: void 0,
    caseSensitive: void 0,
    module: route29
  },
  "routes/admin/buys": {
    id: "routes/admin/buys",
    parentId: "routes/admin/layout",
    path: "Buys",
    index: void 0,
    caseSensitive: void 0,
    module: route30
  },
  "routes/admin/project-edit": {
    id: "routes/admin/project-edit",
    parentId: "routes/admin/layout",
    path: "projects/:id/edit",
    index: void 0,
    caseSensitive: void 0,
    module: route31
  },
  "routes/admin/not-found": {
    id: "routes/admin/not-found",
    parentId: "routes/admin/layout",
    path: "*",
    index: void 0,
    caseSensitive: void 0,
    module: route32
  },
  "routes/about": {
    id: "routes/about",
    parentId: "root",
    path: "about",
    index: void 0,
    caseSensitive: void 0,
    module: route33
  },
  "routes/our-teams": {
    id: "routes/our-teams",
    parentId: "root",
    path: "ourteams",
    index: void 0,
    caseSensitive: void 0,
    module: route34
  },
  "routes/privacy-policy": {
    id: "routes/privacy-policy",
    parentId: "root",
    path: "privacy-policy",
    index: void 0,
    caseSensitive: void 0,
    module: route35
  },
  "routes/apps": {
    id: "routes/apps",
    parentId: "root",
    path: "UsdApp",
    index: void 0,
    caseSensitive: void 0,
    module: route36
  },
  "routes/service": {
    id: "routes/service",
    parentId: "root",
    path: "service",
    index: void 0,
    caseSensitive: void 0,
    module: route37
  },
  "cities:city": {
    id: "cities:city",
    parentId: "root",
    path: "city",
    index: void 0,
    caseSensitive: void 0,
    module: route39
  },
  "cities:Cityhome": {
    id: "cities:Cityhome",
    parentId: "root",
    path: "Cityhome",
    index: void 0,
    caseSensitive: void 0,
    module: route39
  },
  "routes/contact": {
    id: "routes/contact",
    parentId: "root",
    path: "contact",
    index: void 0,
    caseSensitive: void 0,
    module: route40
  },
  "city-contact:contact": {
    id: "city-contact:contact",
    parentId: "root",
    path: "contact/:city",
    index: void 0,
    caseSensitive: void 0,
    module: route42
  },
  "city-contact:projects": {
    id: "city-contact:projects",
    parentId: "root",
    path: "projects/:url",
    index: void 0,
    caseSensitive: void 0,
    module: route42
  },
  "routes/buy": {
    id: "routes/buy",
    parentId: "root",
    path: "buy",
    index: void 0,
    caseSensitive: void 0,
    module: route43
  },
  "routes/api/contact": {
    id: "routes/api/contact",
    parentId: "root",
    path: "api/v1/contact",
    index: void 0,
    caseSensitive: void 0,
    module: route44
  },
  "routes/api/favourites": {
    id: "routes/api/favourites",
    parentId: "root",
    path: "api/v1/favourites",
    index: void 0,
    caseSensitive: void 0,
    module: route45
  },
  "explore:explore": {
    id: "explore:explore",
    parentId: "root",
    path: "explore",
    index: void 0,
    caseSensitive: void 0,
    module: route47
  },
  "explore:Search": {
    id: "explore:Search",
    parentId: "root",
    path: "Search",
    index: void 0,
    caseSensitive: void 0,
    module: route47
  },
  "stays:hotels": {
    id: "stays:hotels",
    parentId: "root",
    path: "hotels",
    index: void 0,
    caseSensitive: void 0,
    module: route52
  },
  "stays:pgs": {
    id: "stays:pgs",
    parentId: "root",
    path: "pgs",
    index: void 0,
    caseSensitive: void 0,
    module: route52
  },
  "stays:rooms": {
    id: "stays:rooms",
    parentId: "root",
    path: "rooms",
    index: void 0,
    caseSensitive: void 0,
    module: route52
  },
  "stays:co-living": {
    id: "stays:co-living",
    parentId: "root",
    path: "co-living",
    index: void 0,
    caseSensitive: void 0,
    module: route52
  },
  "stays:short-stays": {
    id: "stays:short-stays",
    parentId: "root",
    path: "short-stays",
    index: void 0,
    caseSensitive: void 0,
    module: route52
  },
  "new-projects:project": {
    id: "new-projects:project",
    parentId: "root",
    path: "project",
    index: void 0,
    caseSensitive: void 0,
    module: route56
  },
  "new-projects:NewlyProject": {
    id: "new-projects:NewlyProject",
    parentId: "root",
    path: "NewlyProject",
    index: void 0,
    caseSensitive: void 0,
    module: route56
  },
  "new-projects:NewProject": {
    id: "new-projects:NewProject",
    parentId: "root",
    path: "NewProject",
    index: void 0,
    caseSensitive: void 0,
    module: route56
  },
  "new-projects:NewsProject": {
    id: "new-projects:NewsProject",
    parentId: "root",
    path: "NewsProject",
    index: void 0,
    caseSensitive: void 0,
    module: route56
  },
  "routes/city-projects": {
    id: "routes/city-projects",
    parentId: "root",
    path: "project/:city",
    index: void 0,
    caseSensitive: void 0,
    module: route57
  },
  "new-project-detail:NewlyProjectD": {
    id: "new-project-detail:NewlyProjectD",
    parentId: "root",
    path: "NewlyProjectD",
    index: void 0,
    caseSensitive: void 0,
    module: route63
  },
  "new-project-detail:NewlyProjectD/:projectId": {
    id: "new-project-detail:NewlyProjectD/:projectId",
    parentId: "root",
    path: "NewlyProjectD/:projectId",
    index: void 0,
    caseSensitive: void 0,
    module: route63
  },
  "new-project-detail:Newprojectdetial": {
    id: "new-project-detail:Newprojectdetial",
    parentId: "root",
    path: "Newprojectdetial",
    index: void 0,
    caseSensitive: void 0,
    module: route63
  },
  "new-project-detail:Newprojectdetial/:projectId": {
    id: "new-project-detail:Newprojectdetial/:projectId",
    parentId: "root",
    path: "Newprojectdetial/:projectId",
    index: void 0,
    caseSensitive: void 0,
    module: route63
  },
  "new-project-detail:ExplorecityPropertyD": {
    id: "new-project-detail:ExplorecityPropertyD",
    parentId: "root",
    path: "ExplorecityPropertyD",
    index: void 0,
    caseSensitive: void 0,
    module: route63
  },
  "new-project-detail:ExplorecityPropertyD/:projectId": {
    id: "new-project-detail:ExplorecityPropertyD/:projectId",
    parentId: "root",
    path: "ExplorecityPropertyD/:projectId",
    index: void 0,
    caseSensitive: void 0,
    module: route63
  },
  "city-project:lucknow/:projectId": {
    id: "city-project:lucknow/:projectId",
    parentId: "root",
    path: "lucknow/:projectId",
    index: void 0,
    caseSensitive: void 0,
    module: route69
  },
  "city-project:noida/:projectId": {
    id: "city-project:noida/:projectId",
    parentId: "root",
    path: "noida/:projectId",
    index: void 0,
    caseSensitive: void 0,
    module: route69
  },
  "city-project:gurugram/:projectId": {
    id: "city-project:gurugram/:projectId",
    parentId: "root",
    path: "gurugram/:projectId",
    index: void 0,
    caseSensitive: void 0,
    module: route69
  },
  "city-project:kanpur/:projectId": {
    id: "city-project:kanpur/:projectId",
    parentId: "root",
    path: "kanpur/:projectId",
    index: void 0,
    caseSensitive: void 0,
    module: route69
  },
  "city-project:varanasi/:projectId": {
    id: "city-project:varanasi/:projectId",
    parentId: "root",
    path: "varanasi/:projectId",
    index: void 0,
    caseSensitive: void 0,
    module: route69
  },
  "city-project:unknown/:projectId": {
    id: "city-project:unknown/:projectId",
    parentId: "root",
    path: "unknown/:projectId",
    index: void 0,
    caseSensitive: void 0,
    module: route69
  },
  "routes/project-redirect": {
    id: "routes/project-redirect",
    parentId: "root",
    path: "explore/:projectId",
    index: void 0,
    caseSensitive: void 0,
    module: route70
  },
  "routes/city-service": {
    id: "routes/city-service",
    parentId: "root",
    path: "services/:url",
    index: void 0,
    caseSensitive: void 0,
    module: route71
  },
  "routes/project-service": {
    id: "routes/project-service",
    parentId: "root",
    path: "ProjectService/:url",
    index: void 0,
    caseSensitive: void 0,
    module: route72
  },
  "routes/sell-rent": {
    id: "routes/sell-rent",
    parentId: "root",
    path: "Sellrent",
    index: void 0,
    caseSensitive: void 0,
    module: route73
  },
  "routes/listing-detail": {
    id: "routes/listing-detail",
    parentId: "root",
    path: "listing-detail",
    index: void 0,
    caseSensitive: void 0,
    module: route74
  },
  "routes/sitemap": {
    id: "routes/sitemap",
    parentId: "root",
    path: "sitemap.xml",
    index: void 0,
    caseSensitive: void 0,
    module: route75
  },
  "routes/robots": {
    id: "routes/robots",
    parentId: "root",
    path: "robots.txt",
    index: void 0,
    caseSensitive: void 0,
    module: route76
  },
  "routes/not-found": {
    id: "routes/not-found",
    parentId: "root",
    path: "*",
    index: void 0,
    caseSensitive: void 0,
    module: route77
  }
};
const allowedActionOrigins = false;
export {
  allowedActionOrigins,
  serverManifest as assets,
  assetsBuildDirectory,
  basename,
  entry,
  future,
  isSpaMode,
  prerender,
  publicPath,
  routeDiscovery,
  routes,
  ssr
};
