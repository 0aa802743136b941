import { jsx, jsxs, Fragment } from "react/jsx-runtime";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, useLocation, Link, NavLink, redirect, UNSAFE_withComponentProps, Outlet, useRouteLoaderData, UNSAFE_withErrorBoundaryProps, isRouteErrorResponse, useMatches, Meta, Links, ScrollRestoration, Scripts, useNavigate, useNavigation, Form, data, useSearchParams, useActionData } from "react-router";
import { l as logger, a as auth, e as env, b as listings, d as database, c as listingImages, p as projects, h as hit, u as users, i as isOverLimit, f as clearThrottle, C as CLIENT_IP_HEADER, r as removeImageFiles, U as UPLOAD_MESSAGES, g as receiveUpload, j as removeUpload, k as contacts$1, m as auditLog, n as processImage, I as ImageRejectedError, M as MAX_IMAGE_BYTES, D as DEMO_ACCOUNTS, o as favourites } from "./app-BWa4TOdR.js";
import { createContext, useContext, useRef, useEffect, useState, useId, useSyncExternalStore, useCallback, Suspense, lazy } from "react";
import { and, inArray, asc, eq, desc, sql, isNull, count, ilike, gte, lte, or, notInArray } from "drizzle-orm";
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
function whatsappLink(phone, text2 = HELP_MESSAGE) {
  return `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(text2)}`;
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
        children: user.photoUrl ? /* @__PURE__ */ jsx("img", { src: user.photoUrl, alt: "", width: 40, height: 40, className: "size-full object-cover" }) : /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: initials$1(user.name) })
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
function initials$1(name) {
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
async function loader$J({
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
function meta$B() {
  return [{
    title: "GharStay — Hotels, PGs & Rooms in Lucknow, Noida, Gurugram, Kanpur and Varanasi"
  }, {
    name: "description",
    content: "Find hotels, PGs, rental rooms, co-living homes, short stays, plots and projects in Lucknow, Noida, Gurugram, Kanpur and Varanasi."
  }];
}
const ErrorBoundary$a = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({
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
  ErrorBoundary: ErrorBoundary$a,
  Layout,
  default: root,
  loader: loader$J,
  meta: meta$B,
  useRootData
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
const PROPERTY_SERVICES = [
  {
    title: "Buy Plots",
    to: "/ProjectService/buy-plots",
    description: "Approved residential plots on the growth corridors of every city we serve."
  },
  {
    title: "Buy Commercial Property",
    to: "/ProjectService/buy-commercial",
    description: "Offices, shops and showrooms with clear titles and verified developers."
  },
  {
    title: "Rent a Home",
    to: "/ProjectService/rent-home",
    description: "Flats and independent houses for families, checked before they are listed."
  },
  {
    title: "Lease Commercial Space",
    to: "/ProjectService/lease-commercial",
    description: "Office floors, retail frontage and storage on flexible lease terms."
  },
  {
    title: "PG & Co-Living",
    to: "/ProjectService/pg-co-living",
    description: "Managed PGs and co-living homes with meals, housekeeping and Wi-Fi included."
  }
];
function AppDownload({ googlePlayUrl, appStoreUrl }) {
  const store2 = "inline-flex items-center gap-3 rounded-lg bg-gray-900 px-5 py-3 text-white hover:bg-black";
  return /* @__PURE__ */ jsxs("div", { className: "flex flex-wrap gap-4", children: [
    /* @__PURE__ */ jsxs("a", { href: googlePlayUrl, target: "_blank", rel: "noopener noreferrer", className: store2, children: [
      /* @__PURE__ */ jsx("svg", { "aria-hidden": "true", viewBox: "0 0 24 24", className: "size-7 fill-current", children: /* @__PURE__ */ jsx("path", { d: "M4 2.5v19a1 1 0 0 0 1.5.9l16-9.5a1 1 0 0 0 0-1.8l-16-9.5A1 1 0 0 0 4 2.5Zm2 2.8L15.2 12 6 18.7Z" }) }),
      /* @__PURE__ */ jsxs("span", { className: "text-left leading-tight", children: [
        /* @__PURE__ */ jsx("span", { className: "block text-xs", children: "Get it on" }),
        /* @__PURE__ */ jsx("span", { className: "block text-lg font-semibold", children: "Google Play" })
      ] })
    ] }),
    /* @__PURE__ */ jsxs("a", { href: appStoreUrl, target: "_blank", rel: "noopener noreferrer", className: store2, children: [
      /* @__PURE__ */ jsx("svg", { "aria-hidden": "true", viewBox: "0 0 24 24", className: "size-7 fill-current", children: /* @__PURE__ */ jsx("path", { d: "M16.4 12.6c0-2.5 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.8A4.8 4.8 0 0 0 3.9 9.4c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8 2.1-1.2 2.9-2.4a10 10 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.2-3.9ZM14 5.2A4.3 4.3 0 0 0 15 2a4.4 4.4 0 0 0-2.9 1.5 4.1 4.1 0 0 0-1 3 3.6 3.6 0 0 0 2.9-1.3Z" }) }),
      /* @__PURE__ */ jsxs("span", { className: "text-left leading-tight", children: [
        /* @__PURE__ */ jsx("span", { className: "block text-xs", children: "Download on the" }),
        /* @__PURE__ */ jsx("span", { className: "block text-lg font-semibold", children: "App Store" })
      ] })
    ] })
  ] });
}
function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
const SEEN_RATIO = 0.2;
function isSeen(entry2) {
  const screen = entry2.rootBounds?.height ?? window.innerHeight;
  return entry2.intersectionRatio >= SEEN_RATIO || entry2.intersectionRect.height >= screen * SEEN_RATIO;
}
const COUNT_UP_MS = 2500;
const easeOut = (t) => 1 - (1 - t) ** 3;
function StatCounter({ label, from, to }) {
  const ref = useRef(null);
  const [value, setValue] = useState(to);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    let frame = 0;
    const run = () => {
      const started = performance.now();
      const tick = (now) => {
        const progress = Math.min(1, (now - started) / COUNT_UP_MS);
        setValue(Math.round(from + (to - from) * easeOut(progress)));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver(
      ([entry2]) => {
        if (!isSeen(entry2)) {
          setValue(from);
          return;
        }
        observer.disconnect();
        run();
      },
      { threshold: [0, SEEN_RATIO, 1] }
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [from, to]);
  return /* @__PURE__ */ jsxs("div", { ref, className: "flex flex-col-reverse items-center gap-1 rounded-lg bg-white p-6 text-center shadow-sm", children: [
    /* @__PURE__ */ jsx("dt", { className: "font-medium text-gray-700", children: label }),
    /* @__PURE__ */ jsx("dd", { className: "text-4xl font-extrabold tabular-nums text-brand-700", children: `${value}+` })
  ] });
}
const STATS = [
  { label: "Hotel Listings", from: 500, to: 800 },
  { label: "PG & Hostel Options", from: 300, to: 500 },
  { label: "Rooms Available", from: 600, to: 1e3 }
];
function AvailabilitySection({ supportPhone }) {
  const phone = `+${supportPhone.replace(/\D/g, "")}`;
  return /* @__PURE__ */ jsx("section", { "aria-labelledby": "available-title", className: "bg-brand-50 py-16", children: /* @__PURE__ */ jsxs("div", { className: "mx-auto max-w-7xl px-4 text-center", children: [
    /* @__PURE__ */ jsx("h2", { id: "available-title", className: "text-3xl font-extrabold text-gray-900 sm:text-4xl", children: "Hotels, PGs & Rooms AVAILABLE near you" }),
    /* @__PURE__ */ jsx("dl", { className: "mx-auto mt-10 grid max-w-4xl gap-6 sm:grid-cols-3", children: STATS.map((stat) => /* @__PURE__ */ jsx(StatCounter, { ...stat }, stat.label)) }),
    /* @__PURE__ */ jsx(
      Link,
      {
        to: "/explore",
        className: "mt-10 inline-block rounded-md bg-brand-700 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-brand-800",
        children: "Find Your Stay"
      }
    ),
    /* @__PURE__ */ jsxs("p", { className: "mt-6 text-gray-800", children: [
      "Prefer to chat?",
      " ",
      /* @__PURE__ */ jsxs(
        "a",
        {
          href: whatsappLink(supportPhone),
          target: "_blank",
          rel: "noopener noreferrer",
          className: "font-semibold text-green-800 underline",
          children: [
            "Contact us on WhatsApp at ",
            phone
          ]
        }
      )
    ] })
  ] }) });
}
const SUPPORTED_CITIES = ["Lucknow", "Noida", "Gurugram", "Kanpur", "Varanasi"];
function findSupportedCity(value) {
  const wanted = value?.trim().toLowerCase();
  return SUPPORTED_CITIES.find((city) => city.toLowerCase() === wanted);
}
const map = (q) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`;
const CITY_CARDS = [
  {
    name: "Lucknow",
    slug: "lucknow",
    image: "/images/cities/lucknow",
    contactLink: "/projects/lucknow-faizabad-road",
    hotelsAvailable: true,
    pgsAvailable: true,
    propertyCount: "1000+",
    mapLink: map("Lucknow, Uttar Pradesh"),
    comingSoon: false
  },
  {
    name: "Noida",
    slug: "noida",
    image: "/images/cities/noida",
    contactLink: "/projects/noida",
    hotelsAvailable: true,
    pgsAvailable: true,
    propertyCount: "500+",
    mapLink: map("Noida, Uttar Pradesh"),
    comingSoon: false
  },
  {
    name: "Gurugram",
    slug: "gurugram",
    image: "/images/cities/gurugram",
    contactLink: "/projects/gurugram",
    hotelsAvailable: true,
    pgsAvailable: true,
    propertyCount: "200+",
    mapLink: map("Gurugram, Haryana"),
    comingSoon: false
  },
  {
    name: "Kanpur",
    slug: "kanpur",
    image: "/images/cities/kanpur",
    contactLink: "/projects/kanpur",
    hotelsAvailable: true,
    pgsAvailable: true,
    propertyCount: "100+",
    mapLink: map("Kanpur, Uttar Pradesh"),
    comingSoon: false
  },
  {
    name: "Varanasi",
    slug: "varanasi",
    image: "/images/cities/varanasi",
    contactLink: "/projects/varanasi",
    hotelsAvailable: true,
    pgsAvailable: true,
    propertyCount: "1000+",
    mapLink: map("Varanasi, Uttar Pradesh"),
    comingSoon: false
  },
  {
    name: "Mathura",
    slug: "mathura",
    image: "/images/cities/mathura",
    contactLink: "/contact/mathura",
    hotelsAvailable: false,
    pgsAvailable: false,
    propertyCount: "Coming Soon",
    mapLink: map("Mathura, Uttar Pradesh"),
    comingSoon: true
  }
];
const SHIPPED_IMAGE_WIDTHS = [400, 800];
function shippedImage(base) {
  return {
    src: `${base}-800.webp`,
    srcSet: SHIPPED_IMAGE_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(", ")
  };
}
function CityCards({ headingLevel = 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return /* @__PURE__ */ jsx("ul", { className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3", children: CITY_CARDS.map((city) => {
    const image = shippedImage(city.image);
    const availability = (available) => available ? "Available" : "Not yet";
    return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("article", { className: "flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm", children: [
      /* @__PURE__ */ jsx(
        "img",
        {
          src: image.src,
          srcSet: image.srcSet,
          sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
          width: 800,
          height: 533,
          alt: "",
          loading: "lazy",
          decoding: "async",
          className: "h-48 w-full object-cover"
        }
      ),
      /* @__PURE__ */ jsxs("div", { className: "flex flex-1 flex-col gap-3 p-5", children: [
        /* @__PURE__ */ jsx(Heading, { className: "text-xl font-bold text-gray-900", children: city.name }),
        /* @__PURE__ */ jsxs("dl", { className: "grid grid-cols-2 gap-2 text-sm", children: [
          /* @__PURE__ */ jsxs("div", { children: [
            /* @__PURE__ */ jsx("dt", { className: "text-gray-600", children: "Hotels" }),
            /* @__PURE__ */ jsx("dd", { className: "font-semibold text-gray-900", children: availability(city.hotelsAvailable) })
          ] }),
          /* @__PURE__ */ jsxs("div", { children: [
            /* @__PURE__ */ jsx("dt", { className: "text-gray-600", children: "PGs" }),
            /* @__PURE__ */ jsx("dd", { className: "font-semibold text-gray-900", children: availability(city.pgsAvailable) })
          ] })
        ] }),
        /* @__PURE__ */ jsx("p", { className: "font-semibold text-brand-700", children: city.comingSoon ? city.propertyCount : `${city.propertyCount} properties` }),
        /* @__PURE__ */ jsxs("p", { className: "mt-auto flex flex-wrap gap-3 pt-2", children: [
          /* @__PURE__ */ jsxs(
            "a",
            {
              href: city.mapLink,
              target: "_blank",
              rel: "noopener noreferrer",
              className: "rounded-md border border-gray-300 px-3 py-1.5 font-medium text-gray-800 hover:border-brand-700 hover:text-brand-700",
              children: [
                "View on map",
                /* @__PURE__ */ jsxs("span", { className: "sr-only", children: [
                  " (",
                  city.name,
                  ")"
                ] })
              ]
            }
          ),
          /* @__PURE__ */ jsxs(
            Link,
            {
              to: city.contactLink,
              className: "rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800",
              children: [
                "Contact",
                /* @__PURE__ */ jsxs("span", { className: "sr-only", children: [
                  " us about ",
                  city.name
                ] })
              ]
            }
          )
        ] })
      ] })
    ] }) }, city.slug);
  }) });
}
const WIDE = "(min-width: 1024px)";
const MEDIUM = "(min-width: 640px)";
const SLIDE_WIDTH = "w-full shrink-0 px-2 sm:w-1/2 lg:w-1/3";
const SWIPE_PX = 40;
function subscribe(onChange) {
  const queries = [window.matchMedia(WIDE), window.matchMedia(MEDIUM)];
  for (const query of queries) query.addEventListener("change", onChange);
  return () => {
    for (const query of queries) query.removeEventListener("change", onChange);
  };
}
function visibleNow() {
  if (window.matchMedia(WIDE).matches) return 3;
  return window.matchMedia(MEDIUM).matches ? 2 : 1;
}
const visibleOnServer = () => 3;
function arrowVisibility(count2) {
  if (count2 > 3) return "flex";
  if (count2 === 3) return "flex lg:hidden";
  if (count2 === 2) return "flex sm:hidden";
  return "hidden";
}
function Carousel({ label, items, itemKey, renderItem }) {
  const trackId = useId();
  const visible = useSyncExternalStore(subscribe, visibleNow, visibleOnServer);
  const [hydrated, setHydrated] = useState(false);
  const [position, setPosition] = useState(0);
  const touchStart = useRef(null);
  const positions = Math.max(1, items.length - visible + 1);
  const current = Math.min(position, positions - 1);
  useEffect(() => setHydrated(true), []);
  const move2 = useCallback(
    (step) => setPosition((p) => (Math.min(p, positions - 1) + step + positions) % positions),
    [positions]
  );
  function onKeyDown(event) {
    const target = event.target;
    if (target.closest("input, textarea, select")) return;
    if (event.key === "ArrowRight") move2(1);
    else if (event.key === "ArrowLeft") move2(-1);
    else return;
    event.preventDefault();
  }
  function onTouchEnd(event) {
    const start = touchStart.current;
    touchStart.current = null;
    if (start === null || positions < 2) return;
    const distance = event.changedTouches[0].clientX - start;
    if (Math.abs(distance) >= SWIPE_PX) move2(distance < 0 ? 1 : -1);
  }
  const arrows = arrowVisibility(items.length);
  const arrowClass = `${arrows} absolute top-24 z-10 size-11 -translate-y-1/2 items-center justify-center rounded-full border border-gray-300 bg-white text-2xl text-gray-900 shadow-md hover:bg-brand-50 hover:text-brand-700`;
  return /* @__PURE__ */ jsxs(
    "section",
    {
      "aria-roledescription": "carousel",
      "aria-label": label,
      className: "relative",
      onKeyDown,
      onTouchStart: (event) => {
        touchStart.current = event.touches[0].clientX;
      },
      onTouchEnd,
      children: [
        /* @__PURE__ */ jsx("div", { className: "overflow-x-clip", children: /* @__PURE__ */ jsx(
          "ul",
          {
            id: trackId,
            "aria-live": "polite",
            className: "-mx-2 flex transition-transform duration-500 ease-in-out",
            style: { transform: `translateX(-${current * 100 / visible}%)` },
            children: items.map((item, index) => {
              const outOfView = hydrated && (index < current || index >= current + visible);
              return /* @__PURE__ */ jsx("li", { inert: outOfView, className: SLIDE_WIDTH, children: renderItem(item, index) }, itemKey(item));
            })
          }
        ) }),
        /* @__PURE__ */ jsx(
          "button",
          {
            type: "button",
            "aria-label": "Previous",
            "aria-controls": trackId,
            onClick: () => move2(-1),
            className: `${arrowClass} -left-2 sm:-left-5`,
            children: /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: "‹" })
          }
        ),
        /* @__PURE__ */ jsx(
          "button",
          {
            type: "button",
            "aria-label": "Next",
            "aria-controls": trackId,
            onClick: () => move2(1),
            className: `${arrowClass} -right-2 sm:-right-5`,
            children: /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: "›" })
          }
        )
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
const rupees$2 = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
function formatRupees(amount) {
  return rupees$2.format(Math.round(amount));
}
const trim = (value) => String(Number.parseFloat(value.toFixed(2)));
function shortRupees(amount) {
  if (amount >= 1e7) return `₹${trim(amount / 1e7)} Cr`;
  if (amount >= 1e5) return `₹${trim(amount / 1e5)} Lakh`;
  return formatRupees(amount);
}
function truncateWords(text2, words) {
  const parts = text2.trim().split(/\s+/);
  return parts.length > words ? `${parts.slice(0, words).join(" ")}…` : text2.trim();
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
function RecommendedSection({ listings: listings2 }) {
  return /* @__PURE__ */ jsxs("section", { "aria-labelledby": "recommended-title", className: "mx-auto max-w-7xl px-4 py-16", children: [
    /* @__PURE__ */ jsx("h2", { id: "recommended-title", className: "mb-8 text-3xl font-extrabold text-gray-900", children: "Recommended Properties" }),
    listings2.length === 0 ? /* @__PURE__ */ jsx("p", { className: "text-gray-700", children: "No approved listings." }) : /* @__PURE__ */ jsx(
      Carousel,
      {
        label: "Recommended Properties",
        items: listings2,
        itemKey: (listing) => listing.id,
        renderItem: (listing) => /* @__PURE__ */ jsx(ListingCard, { listing, children: /* @__PURE__ */ jsx(LearnMore, { to: `/property/${listing.id}` }) })
      }
    )
  ] });
}
function LearnMore({ to }) {
  return /* @__PURE__ */ jsx(
    Link,
    {
      to,
      className: "mt-3 inline-block self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800",
      children: "Learn More"
    }
  );
}
const NAME_WORDS = 5;
function CityProjectsSection({ projects: projects2 }) {
  if (projects2.length === 0) return null;
  return /* @__PURE__ */ jsx("section", { "aria-labelledby": "city-projects-title", className: "bg-gray-50 py-16", children: /* @__PURE__ */ jsxs("div", { className: "mx-auto max-w-7xl px-4", children: [
    /* @__PURE__ */ jsx("h2", { id: "city-projects-title", className: "mb-8 text-3xl font-extrabold text-gray-900", children: "Projects in Our Cities" }),
    /* @__PURE__ */ jsx(
      Carousel,
      {
        label: "Projects in Our Cities",
        items: projects2,
        itemKey: (project) => project.id,
        renderItem: (project) => /* @__PURE__ */ jsxs("article", { className: "flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm", children: [
          project.cover ? /* @__PURE__ */ jsx(
            ResponsiveImage,
            {
              variants: project.cover,
              alt: "",
              sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
              className: "h-48 w-full object-cover"
            }
          ) : /* @__PURE__ */ jsx("div", { className: "flex h-48 items-center justify-center bg-gray-100 text-gray-600", children: "No Image Available" }),
          /* @__PURE__ */ jsxs("div", { className: "flex flex-1 flex-col gap-1 p-4", children: [
            /* @__PURE__ */ jsx("p", { className: "text-xs font-semibold uppercase tracking-wide text-brand-700", children: project.city }),
            /* @__PURE__ */ jsx("h3", { className: "text-lg font-semibold text-gray-900", title: project.projectBuildingName, children: truncateWords(project.projectBuildingName, NAME_WORDS) }),
            /* @__PURE__ */ jsxs("p", { className: "text-gray-700", children: [
              project.locality,
              ", ",
              project.city
            ] }),
            /* @__PURE__ */ jsx("div", { className: "mt-auto", children: /* @__PURE__ */ jsx(LearnMore, { to: `/project/${project.city.toLowerCase()}` }) })
          ] })
        ] })
      }
    )
  ] }) });
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
const RECOMMENDED_LIMIT = 12;
async function recommendedListings() {
  const rows = await database().select(listingCardColumns).from(listings).where(eq(listings.status, "approved")).orderBy(desc(listings.createdAt)).limit(RECOMMENDED_LIMIT);
  return withCovers(rows);
}
async function oneProjectPerCity() {
  const rows = await database().selectDistinctOn([projects.city], {
    id: projects.id,
    city: projects.city,
    projectBuildingName: projects.projectBuildingName,
    locality: projects.locality,
    images: projects.images
  }).from(projects).where(and(inArray(projects.city, [...SUPPORTED_CITIES]), eq(projects.comingSoon, false))).orderBy(asc(projects.city), asc(projects.createdAt));
  const byCity = new Map(rows.map((row) => [row.city, row]));
  return SUPPORTED_CITIES.flatMap((city) => {
    const row = byCity.get(city);
    if (!row) return [];
    const { images, ...project } = row;
    return [{ ...project, cover: images[0] ?? null }];
  });
}
function Reveal({ children, className = "" }) {
  const ref = useRef(null);
  const [state, setState] = useState("plain");
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry2]) => {
        if (first) {
          first = false;
          if (entry2.isIntersecting) {
            observer.disconnect();
            return;
          }
          setState("waiting");
          return;
        }
        if (isSeen(entry2)) {
          setState("shown");
          observer.disconnect();
        }
      },
      { threshold: [0, SEEN_RATIO] }
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const motion = state === "plain" ? "" : `transition duration-700 ease-out ${state === "waiting" ? "translate-y-6 opacity-0" : "translate-y-0 opacity-100"}`;
  return /* @__PURE__ */ jsx("div", { ref, className: `${motion} ${className}`, children });
}
function ServicesGrid({ services }) {
  return /* @__PURE__ */ jsx("ul", { className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3", children: services.map((service2) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(
    Link,
    {
      to: service2.to,
      className: "block h-full rounded-lg border border-gray-200 bg-white p-6 shadow-sm transition hover:border-brand-700 hover:shadow-md",
      children: [
        /* @__PURE__ */ jsx("h3", { className: "text-xl font-bold text-gray-900", children: service2.title }),
        /* @__PURE__ */ jsx("p", { className: "mt-2 text-gray-700", children: service2.description })
      ]
    }
  ) }, service2.to)) });
}
function meta$A(_) {
  return [{
    title: "GharStay — Stay Your Way: Hotels, PGs & Rooms"
  }, {
    name: "description",
    content: "Luxury hotels, affordable PGs and rental rooms in Lucknow, Noida, Gurugram, Kanpur and Varanasi. Find your stay on GharStay."
  }];
}
async function loader$I() {
  const [recommended, cityProjects2] = await Promise.all([recommendedListings(), oneProjectPerCity()]);
  return {
    recommended,
    cityProjects: cityProjects2
  };
}
const home = UNSAFE_withComponentProps(function Home({
  loaderData
}) {
  const site = useRootData()?.site;
  return /* @__PURE__ */ jsxs(Fragment, {
    children: [/* @__PURE__ */ jsx(Hero, {}), /* @__PURE__ */ jsx(Reveal, {
      children: /* @__PURE__ */ jsx(AvailabilitySection, {
        supportPhone: site?.supportPhone ?? ""
      })
    }), /* @__PURE__ */ jsx(Reveal, {
      children: /* @__PURE__ */ jsx(RecommendedSection, {
        listings: loaderData.recommended
      })
    }), /* @__PURE__ */ jsx(Reveal, {
      children: /* @__PURE__ */ jsx(CityProjectsSection, {
        projects: loaderData.cityProjects
      })
    }), /* @__PURE__ */ jsx(Reveal, {
      children: /* @__PURE__ */ jsxs("section", {
        "aria-labelledby": "cities-title",
        className: "mx-auto max-w-7xl px-4 py-16",
        children: [/* @__PURE__ */ jsx("h2", {
          id: "cities-title",
          className: "mb-8 text-3xl font-extrabold text-gray-900",
          children: "Stays in Your City"
        }), /* @__PURE__ */ jsx(CityCards, {})]
      })
    }), site ? /* @__PURE__ */ jsx(Reveal, {
      children: /* @__PURE__ */ jsx("section", {
        "aria-labelledby": "app-title",
        className: "bg-gray-900 py-16 text-white",
        children: /* @__PURE__ */ jsxs("div", {
          className: "mx-auto flex max-w-7xl flex-col gap-6 px-4 md:flex-row md:items-center md:justify-between",
          children: [/* @__PURE__ */ jsxs("div", {
            children: [/* @__PURE__ */ jsx("h2", {
              id: "app-title",
              className: "text-3xl font-extrabold",
              children: "Get the GharStay app"
            }), /* @__PURE__ */ jsx("p", {
              className: "mt-2 max-w-xl text-gray-200",
              children: "Search stays, save favourites and chat with owners on the go."
            })]
          }), /* @__PURE__ */ jsx(AppDownload, {
            googlePlayUrl: site.googlePlayUrl,
            appStoreUrl: site.appStoreUrl
          })]
        })
      })
    }) : null, /* @__PURE__ */ jsx(Reveal, {
      children: /* @__PURE__ */ jsxs("section", {
        "aria-labelledby": "services-title",
        className: "mx-auto max-w-7xl px-4 py-16",
        children: [/* @__PURE__ */ jsx("h2", {
          id: "services-title",
          className: "mb-8 text-3xl font-extrabold text-gray-900",
          children: "OUR SERVICES"
        }), /* @__PURE__ */ jsx(ServicesGrid, {
          services: STAY_SERVICES
        })]
      })
    })]
  });
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
  loader: loader$I,
  meta: meta$A
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
function AuthPanel({ title, intro, children }) {
  return /* @__PURE__ */ jsx("section", { className: "flex justify-center bg-brand-50 px-4 py-12 sm:py-16", children: /* @__PURE__ */ jsxs("div", { className: "w-full max-w-md rounded-xl border border-gray-200 bg-white p-6 shadow-md sm:p-8", children: [
    /* @__PURE__ */ jsx("h1", { className: "text-center text-3xl font-bold text-gray-900", children: title }),
    /* @__PURE__ */ jsx("p", { className: "mt-2 text-center text-gray-700", children: intro }),
    children
  ] }) });
}
const submitButtonClass = "w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 disabled:cursor-not-allowed disabled:opacity-70";
async function readFormFields(request, names) {
  const fields = {};
  let form;
  try {
    form = await request.formData();
  } catch {
    return fields;
  }
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}
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
            const { value, label: text2 } = typeof option === "string" ? { value: option, label: option } : option;
            return /* @__PURE__ */ jsx("option", { value, children: text2 }, value);
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
function RedirectAfter({ to, ms }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to), ms);
    return () => clearTimeout(timer);
  }, [navigate, to, ms]);
  return /* @__PURE__ */ jsx("noscript", { children: /* @__PURE__ */ jsx("meta", { httpEquiv: "refresh", content: `${ms / 1e3};url=${to}` }) });
}
const LOG_IN_REDIRECT_MS = 1e3;
function LogInForm({ result, redirectTo }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [clientProblem, setClientProblem] = useState(null);
  const messageId = useId();
  const serverProblem = result && !result.ok ? result : null;
  const problem = submitting ? null : clientProblem ?? serverProblem;
  const success = result?.ok && !submitting && !clientProblem ? result : null;
  useEffect(() => {
    if (serverProblem) document.getElementsByName(serverProblem.field ?? "password")[0]?.focus();
  }, [serverProblem]);
  function onSubmit(event) {
    const form = event.currentTarget;
    const found = firstLogInError(Object.fromEntries(new FormData(form)));
    setClientProblem(found);
    if (!found) return;
    event.preventDefault();
    const control = form.elements.namedItem(found.field);
    if (control instanceof HTMLElement) control.focus();
  }
  const invalid = (field) => problem && (problem.field ?? "password") === field ? { "aria-invalid": true, "aria-describedby": messageId } : {};
  return /* @__PURE__ */ jsxs(Form, { method: "post", noValidate: true, onSubmit, className: "mt-6 space-y-4", children: [
    /* @__PURE__ */ jsx("input", { type: "hidden", name: "redirectTo", value: redirectTo }),
    /* @__PURE__ */ jsx(
      TextField,
      {
        label: "Email",
        name: "email",
        type: "email",
        autoComplete: "email",
        required: true,
        defaultValue: serverProblem?.email,
        ...invalid("email")
      }
    ),
    /* @__PURE__ */ jsx(
      TextField,
      {
        label: "Password",
        name: "password",
        type: "password",
        autoComplete: "current-password",
        required: true,
        ...invalid("password")
      }
    ),
    /* @__PURE__ */ jsxs("div", { id: messageId, children: [
      problem ? /* @__PURE__ */ jsx(FormMessage, { tone: "error", children: problem.message }) : null,
      success ? /* @__PURE__ */ jsxs(Fragment, { children: [
        /* @__PURE__ */ jsx(FormMessage, { tone: "success", children: success.message }),
        /* @__PURE__ */ jsx(RedirectAfter, { to: success.redirectTo, ms: LOG_IN_REDIRECT_MS })
      ] }) : null
    ] }),
    /* @__PURE__ */ jsx("button", { type: "submit", disabled: submitting || Boolean(success), className: submitButtonClass, children: submitting ? "Logging in..." : "Login" }),
    /* @__PURE__ */ jsxs("p", { className: "text-center text-gray-700", children: [
      "Don't have an account?",
      " ",
      /* @__PURE__ */ jsx(Link, { to: "/sign", className: "font-semibold text-brand-700 underline hover:text-brand-800", children: "Sign Up" })
    ] })
  ] });
}
function safeRedirect(to, fallback = "/Home") {
  if (typeof to !== "string" || to.length > 2e3) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  const url = new URL(to, "http://gharstay.invalid");
  if (url.origin !== "http://gharstay.invalid") return fallback;
  return url.pathname + url.search + url.hash;
}
function meta$z(_) {
  return [{
    title: "Welcome Back | GharStay"
  }, {
    name: "description",
    content: "Log in to GharStay to post stay listings and see them on your profile."
  }];
}
async function loader$H({
  request
}) {
  if (await getCurrentUser(request)) throw redirect("/");
  return {
    redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo"))
  };
}
async function action$n({
  request
}) {
  const fields = await readFormFields(request, ["email", "password", "redirectTo"]);
  const outcome = await logIn(fields, request);
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? {
      "Retry-After": String(outcome.retryAfterSeconds)
    } : void 0;
    return data({
      ok: false,
      message: outcome.message,
      field: outcome.field,
      email: fields.email ?? ""
    }, {
      status: outcome.status,
      headers
    });
  }
  return data({
    ok: true,
    message: LOG_IN_SUCCESS,
    redirectTo: safeRedirect(fields.redirectTo)
  }, {
    headers: outcome.headers
  });
}
function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate
}) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}
const login = UNSAFE_withComponentProps(function LoginPage({
  loaderData,
  actionData
}) {
  return /* @__PURE__ */ jsx(AuthPanel, {
    title: "Welcome Back",
    intro: "Log in to post and manage your stay listings.",
    children: /* @__PURE__ */ jsx(LogInForm, {
      result: actionData,
      redirectTo: loaderData.redirectTo
    })
  });
});
const route3 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$n,
  default: login,
  loader: loader$H,
  meta: meta$z,
  shouldRevalidate
}, Symbol.toStringTag, { value: "Module" }));
const SIGN_UP_REDIRECT_MS = 2e3;
function SignUpForm({ result }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [clientProblem, setClientProblem] = useState(null);
  const messageId = useId();
  const serverProblem = result && !result.ok ? result : null;
  const problem = submitting ? null : clientProblem ?? serverProblem;
  const success = result?.ok && !submitting && !clientProblem ? result : null;
  const values = serverProblem?.values ?? {};
  useEffect(() => {
    if (serverProblem?.field) document.getElementsByName(serverProblem.field)[0]?.focus();
  }, [serverProblem]);
  function onSubmit(event) {
    const form = event.currentTarget;
    const found = firstSignUpError(Object.fromEntries(new FormData(form)));
    setClientProblem(found);
    if (!found) return;
    event.preventDefault();
    const control = form.elements.namedItem(found.field);
    if (control instanceof HTMLElement) control.focus();
  }
  const invalid = (field) => problem?.field === field ? { "aria-invalid": true, "aria-describedby": messageId } : {};
  return /* @__PURE__ */ jsxs(Form, { method: "post", noValidate: true, onSubmit, className: "mt-6 space-y-4", children: [
    /* @__PURE__ */ jsx(TextField, { label: "Name", name: "name", autoComplete: "name", defaultValue: values.name, ...invalid("name") }),
    /* @__PURE__ */ jsx(
      TextField,
      {
        label: "Mobile Number",
        name: "mobileNumber",
        type: "tel",
        inputMode: "numeric",
        autoComplete: "tel-national",
        hint: "10 digits, without +91 or spaces",
        defaultValue: values.mobileNumber,
        ...invalid("mobileNumber")
      }
    ),
    /* @__PURE__ */ jsx(
      TextField,
      {
        label: "Email",
        name: "email",
        type: "email",
        autoComplete: "email",
        defaultValue: values.email,
        ...invalid("email")
      }
    ),
    /* @__PURE__ */ jsx(
      TextField,
      {
        label: "Password",
        name: "password",
        type: "password",
        autoComplete: "new-password",
        hint: "At least 6 characters",
        ...invalid("password")
      }
    ),
    /* @__PURE__ */ jsx(
      TextField,
      {
        label: "Confirm Password",
        name: "confirmPassword",
        type: "password",
        autoComplete: "new-password",
        ...invalid("confirmPassword")
      }
    ),
    /* @__PURE__ */ jsx(
      SelectField,
      {
        label: "Role",
        name: "role",
        options: SIGN_UP_ROLES,
        placeholder: "Select a role",
        defaultValue: values.role ?? "",
        ...invalid("role")
      }
    ),
    /* @__PURE__ */ jsxs("div", { id: messageId, children: [
      problem ? /* @__PURE__ */ jsx(FormMessage, { tone: "error", children: problem.message }) : null,
      success ? /* @__PURE__ */ jsxs(Fragment, { children: [
        /* @__PURE__ */ jsx(FormMessage, { tone: "success", children: success.message }),
        /* @__PURE__ */ jsx(RedirectAfter, { to: "/login", ms: SIGN_UP_REDIRECT_MS })
      ] }) : null
    ] }),
    /* @__PURE__ */ jsx("button", { type: "submit", disabled: submitting || Boolean(success), className: submitButtonClass, children: submitting ? "Registering..." : "Register" }),
    /* @__PURE__ */ jsxs("p", { className: "text-center text-gray-700", children: [
      "Already have an account?",
      " ",
      /* @__PURE__ */ jsx(Link, { to: "/login", className: "font-semibold text-brand-700 underline hover:text-brand-800", children: "Log in" })
    ] })
  ] });
}
const FIELDS = ["name", "mobileNumber", "email", "password", "confirmPassword", "role"];
function meta$y(_) {
  return [{
    title: "Create an Account | GharStay"
  }, {
    name: "description",
    content: "Sign up to GharStay as an Owner, Client or Agent to post stay listings and follow them on your profile."
  }];
}
async function loader$G({
  request
}) {
  if (await getCurrentUser(request)) throw redirect("/");
  return null;
}
async function action$m({
  request
}) {
  const fields = await readFormFields(request, FIELDS);
  const outcome = await signUp(fields, request);
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? {
      "Retry-After": String(outcome.retryAfterSeconds)
    } : void 0;
    const {
      name,
      mobileNumber,
      email,
      role
    } = fields;
    return data({
      ok: false,
      message: outcome.message,
      field: outcome.field,
      values: {
        name,
        mobileNumber,
        email,
        role
      }
    }, {
      status: outcome.status,
      headers
    });
  }
  return data({
    ok: true,
    message: SIGN_UP_SUCCESS
  }, {
    status: 201
  });
}
const sign = UNSAFE_withComponentProps(function SignPage({
  actionData
}) {
  return /* @__PURE__ */ jsx(AuthPanel, {
    title: "Create an Account",
    intro: "Join GharStay as an Owner, Client or Agent.",
    children: /* @__PURE__ */ jsx(SignUpForm, {
      result: actionData
    })
  });
});
const route4 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$m,
  default: sign,
  loader: loader$G,
  meta: meta$y
}, Symbol.toStringTag, { value: "Module" }));
async function action$l({
  request
}) {
  throw redirect("/login", {
    headers: await logOut(request)
  });
}
function loader$F() {
  throw redirect("/profile");
}
const route5 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$l,
  loader: loader$F
}, Symbol.toStringTag, { value: "Module" }));
const OWN_LISTINGS_PAGE_SIZE$1 = 12;
async function ownListings$1(userId, status, page) {
  const rows = await database().select(listingCardColumns).from(listings).where(and(eq(listings.userId, userId), eq(listings.status, status))).orderBy(desc(listings.createdAt), desc(listings.id)).limit(OWN_LISTINGS_PAGE_SIZE$1 + 1).offset((page - 1) * OWN_LISTINGS_PAGE_SIZE$1);
  return {
    listings: await withCovers(rows.slice(0, OWN_LISTINGS_PAGE_SIZE$1)),
    page,
    hasMore: rows.length > OWN_LISTINGS_PAGE_SIZE$1
  };
}
function pageParam(url, name) {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value >= 1 && value <= 1e4 ? value : 1;
}
function ProfileCard({ user }) {
  return /* @__PURE__ */ jsx("section", { "aria-labelledby": "profile-name", className: "rounded-xl border border-gray-200 bg-white p-6 shadow-sm", children: /* @__PURE__ */ jsxs("div", { className: "flex flex-col items-center gap-6 sm:flex-row sm:items-start", children: [
    /* @__PURE__ */ jsx("div", { className: "flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border-4 border-brand-700 bg-brand-50 text-3xl font-bold text-brand-800", children: user.photoUrl ? /* @__PURE__ */ jsx("img", { src: user.photoUrl, alt: "", width: 96, height: 96, className: "size-full object-cover" }) : /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: initials$1(user.name) }) }),
    /* @__PURE__ */ jsxs("div", { className: "flex-1 text-center sm:text-left", children: [
      /* @__PURE__ */ jsx("h1", { id: "profile-name", className: "text-3xl font-bold text-gray-900", children: user.name }),
      /* @__PURE__ */ jsxs("dl", { className: "mt-4 grid gap-x-6 gap-y-2 text-gray-800 sm:grid-cols-[auto_1fr]", children: [
        /* @__PURE__ */ jsx("dt", { className: "font-semibold", children: "Email" }),
        /* @__PURE__ */ jsx("dd", { className: "break-all", children: user.email }),
        /* @__PURE__ */ jsx("dt", { className: "font-semibold", children: "Mobile" }),
        /* @__PURE__ */ jsx("dd", { children: user.mobileNumber ?? "Not provided" }),
        /* @__PURE__ */ jsx("dt", { className: "font-semibold", children: "Role" }),
        /* @__PURE__ */ jsx("dd", { children: user.role ?? "User" })
      ] })
    ] }),
    /* @__PURE__ */ jsx(Form, { method: "post", action: "/logout", children: /* @__PURE__ */ jsx(
      "button",
      {
        type: "submit",
        className: "rounded-md border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800",
        children: "Logout"
      }
    ) })
  ] }) });
}
function OwnListingsSection({ title, emptyText, result, pageParam: pageParam2, renderActions }) {
  const headingId = `${pageParam2}-heading`;
  return /* @__PURE__ */ jsxs("section", { "aria-labelledby": headingId, className: "mt-10", children: [
    /* @__PURE__ */ jsx("h2", { id: headingId, className: "text-2xl font-bold text-gray-900", children: title }),
    result.listings.length === 0 ? /* @__PURE__ */ jsx("p", { className: "mt-4 rounded-md bg-gray-50 px-4 py-6 text-gray-700", children: emptyText }) : /* @__PURE__ */ jsx("ul", { className: "mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3", children: result.listings.map((listing) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ListingCard, { listing, children: /* @__PURE__ */ jsxs("div", { className: "mt-3 flex flex-wrap items-center gap-3", children: [
      /* @__PURE__ */ jsx(
        Link,
        {
          to: `/property/${listing.id}`,
          className: "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800",
          children: "View Details"
        }
      ),
      renderActions?.(listing.id)
    ] }) }) }, listing.id)) }),
    /* @__PURE__ */ jsx(Pager, { title, result, pageParam: pageParam2 })
  ] });
}
function Pager({ title, result, pageParam: pageParam2 }) {
  const location = useLocation();
  if (result.page === 1 && !result.hasMore) return null;
  const hrefFor = (page) => {
    const params = new URLSearchParams(location.search);
    params.set(pageParam2, String(page));
    return `?${params}`;
  };
  const lower = title.toLowerCase();
  return /* @__PURE__ */ jsxs("nav", { "aria-label": `${title} pages`, className: "mt-4 flex gap-4", children: [
    result.page > 1 ? /* @__PURE__ */ jsx(Link, { to: hrefFor(result.page - 1), className: "font-semibold text-brand-700 underline", children: `Newer ${lower}` }) : null,
    result.hasMore ? /* @__PURE__ */ jsx(Link, { to: hrefFor(result.page + 1), className: "font-semibold text-brand-700 underline", children: `Older ${lower}` }) : null
  ] });
}
function meta$x(_) {
  return [{
    title: "My Profile | GharStay"
  }, {
    name: "description",
    content: "Your GharStay account and your approved and pending stay listings."
  }, {
    name: "robots",
    content: "noindex"
  }];
}
async function loader$E({
  request
}) {
  const {
    id,
    ...user
  } = await requireUser(request);
  const url = new URL(request.url);
  const [approved, pending] = await Promise.all([ownListings$1(id, "approved", pageParam(url, "approvedPage")), ownListings$1(id, "pending", pageParam(url, "pendingPage"))]);
  return {
    user,
    approved,
    pending
  };
}
const profile = UNSAFE_withComponentProps(function ProfilePage({
  loaderData
}) {
  const {
    user,
    approved,
    pending
  } = loaderData;
  return /* @__PURE__ */ jsxs("div", {
    className: "mx-auto max-w-7xl px-4 py-10",
    children: [/* @__PURE__ */ jsx(ProfileCard, {
      user
    }), /* @__PURE__ */ jsx(OwnListingsSection, {
      title: "Approved Listings",
      emptyText: "No approved listings.",
      result: approved,
      pageParam: "approvedPage"
    }), /* @__PURE__ */ jsx(OwnListingsSection, {
      title: "Pending Listings",
      emptyText: "No pending listings.",
      result: pending,
      pageParam: "pendingPage"
    })]
  });
});
const route6 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: profile,
  loader: loader$E,
  meta: meta$x
}, Symbol.toStringTag, { value: "Module" }));
const MAX_BODY_BYTES$1 = 16 * 1024;
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
  const text2 = await request.text();
  if (text2.length > MAX_BODY_BYTES$1) return {
    ok: false,
    status: 413,
    error: "The request body is too large."
  };
  try {
    const value = JSON.parse(text2);
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
async function action$k({
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
function loader$D() {
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
  action: action$k,
  loader: loader$D
}, Symbol.toStringTag, { value: "Module" }));
async function loader$C({
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
  loader: loader$C
}, Symbol.toStringTag, { value: "Module" }));
const EMPTY_DRAFT = {
  listingType: "",
  propertyType: "",
  propertyCategory: "",
  categoryType: "",
  city: "",
  projectBuildingName: "",
  locality: "",
  price: "",
  plotArea: "",
  furnishing: "",
  floorNumber: "",
  totalFloors: "",
  facingType: "",
  description: "",
  numRooms: "",
  starRating: "",
  pgGender: "",
  foodAvailable: "",
  attachedBathroom: "",
  furnished: "",
  isCoLiving: false,
  isShortStay: false,
  amenities: []
};
function draftFromListing(listing) {
  const draft = { ...EMPTY_DRAFT };
  for (const key of Object.keys(EMPTY_DRAFT)) {
    const value = listing[key];
    if (value === null || value === void 0) continue;
    Object.assign(draft, { [key]: typeof value === "number" ? String(value) : value });
  }
  return draft;
}
const DRAFT_KEY = "gharstay:listing-draft";
function loadSavedWizard() {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw);
    return {
      draft: { ...EMPTY_DRAFT, ...saved.draft },
      photos: Array.isArray(saved.photos) ? saved.photos : [],
      step: typeof saved.step === "number" ? saved.step : 0
    };
  } catch {
    return null;
  }
}
function saveWizard(saved) {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(saved));
  } catch {
  }
}
function clearSavedWizard() {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
  }
}
const LISTING_TYPES = ["Sell", "Rent", "PG", "Hotel", "Room"];
const PROPERTY_TYPES = {
  Sell: ["Flat/Apartment", "Independent House", "Plot/Land"],
  Rent: ["Flat/Apartment", "Independent House", "Studio Apartment"],
  PG: ["Single Room", "Shared Room"],
  Hotel: ["1 Star", "2 Star", "3 Star", "Luxury"],
  Room: ["Single Room", "Double Room", "Triple Room"]
};
const PROPERTY_CATEGORIES = ["Residential", "Commercial"];
const CATEGORY_TYPES = {
  Residential: ["Flat/Apartment", "Independent House/Villa", "Plot/Land", "1 RK/Studio Apartment"],
  Commercial: ["Office", "Retail", "Plot/Land", "Storage", "Industry"]
};
const FACING_TYPES = [
  "North",
  "South",
  "East",
  "West",
  "North-East",
  "North-West",
  "South-East",
  "South-West"
];
const FURNISHING_OPTIONS = ["Fully Furnished", "Semi Furnished", "Unfurnished"];
const PG_GENDERS = ["Boys", "Girls", "Both"];
const YES_NO = ["Yes", "No"];
const STAR_RATINGS = [1, 2, 3, 4, 5];
const AMENITIES = [
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
const CO_LIVING_TYPES = ["PG", "Room"];
const SHORT_STAY_TYPES = ["Hotel", "Room"];
const MAX_PHOTOS = 10;
const WIZARD_STEPS = ["Stay Info", "Details", "Amenities", "Upload Photos"];
const SUBMIT_MESSAGES = {
  logIn: "Please log in to submit a listing.",
  submitted: "Your stay listing has been submitted!",
  updated: "Your listing has been updated and is waiting for approval again.",
  failed: "Failed to submit. Try again later.",
  invalid: "Please fix the following before submitting:"
};
const LISTING_MESSAGES = {
  listingType: "Please select a listing type.",
  propertyType: "Please select a property type!",
  propertyCategory: "Please choose Residential or Commercial.",
  categoryType: "Please choose a type that belongs to the selected category.",
  city: "Please select one of the supported cities.",
  projectBuildingName: "Please enter the project or building name.",
  locality: "Please enter the locality.",
  price: "Please enter a price in rupees greater than 0.",
  plotArea: "Plot area must be a whole number of square feet from 1 to 1,00,00,000.",
  furnishing: "Please choose the furnishing from the list.",
  floorNumber: "Floor number must be a whole number from 0 to 200.",
  totalFloors: "Total floors must be a whole number from 1 to 200.",
  floorAboveTotal: "Floor number cannot be higher than the total floors.",
  facingType: "Please choose a facing direction from the list.",
  description: "Description must be at most 2,000 characters.",
  amenities: "Please choose amenities from the list.",
  numRooms: "Number of rooms must be a whole number from 1 to 5,000.",
  starRating: "Star rating must be from 1 to 5.",
  pgGender: "Please choose Boys, Girls or Both.",
  foodAvailable: "Please choose Yes or No for food.",
  attachedBathroom: "Please choose Yes or No for the attached bathroom.",
  furnished: "Please choose how the room is furnished.",
  imageIds: `You can add at most ${MAX_PHOTOS} photos.`,
  imageId: "A photo could not be found. Please upload it again."
};
const blank = (v) => v === null || typeof v === "string" && v.trim() === "" ? void 0 : v;
const list = (v) => v === void 0 || v === null || v === "" ? [] : Array.isArray(v) ? v : [v];
const checked$1 = (v) => v === true || v === "on" || v === "true" || v === "1";
const requiredText$1 = (message, max) => z.preprocess((v) => v ?? "", z.string({ error: message }).trim().min(1, message).max(max, message));
const optionalWhole = (min, max, message) => z.preprocess(blank, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional());
const optionalChoice = (values, message) => z.preprocess(blank, z.enum(values, message).optional());
const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const listingSchema = z.object({
  listingType: z.enum(LISTING_TYPES, LISTING_MESSAGES.listingType),
  propertyType: requiredText$1(LISTING_MESSAGES.propertyType, 60),
  propertyCategory: optionalChoice(PROPERTY_CATEGORIES, LISTING_MESSAGES.propertyCategory),
  categoryType: z.preprocess(blank, z.string({ error: LISTING_MESSAGES.categoryType }).optional()),
  city: z.enum(SUPPORTED_CITIES, LISTING_MESSAGES.city),
  projectBuildingName: requiredText$1(LISTING_MESSAGES.projectBuildingName, 120),
  locality: requiredText$1(LISTING_MESSAGES.locality, 120),
  price: z.preprocess(
    (v) => blank(v) ?? "",
    z.coerce.number({ error: LISTING_MESSAGES.price }).int(LISTING_MESSAGES.price).min(1, LISTING_MESSAGES.price).max(1e11, LISTING_MESSAGES.price)
  ),
  plotArea: optionalWhole(1, 1e7, LISTING_MESSAGES.plotArea),
  furnishing: optionalChoice(FURNISHING_OPTIONS, LISTING_MESSAGES.furnishing),
  floorNumber: optionalWhole(0, 200, LISTING_MESSAGES.floorNumber),
  totalFloors: optionalWhole(1, 200, LISTING_MESSAGES.totalFloors),
  facingType: optionalChoice(FACING_TYPES, LISTING_MESSAGES.facingType),
  description: z.preprocess(blank, z.string().trim().max(2e3, LISTING_MESSAGES.description).optional()),
  amenities: z.preprocess(list, z.array(z.enum(AMENITIES, LISTING_MESSAGES.amenities))),
  numRooms: optionalWhole(1, 5e3, LISTING_MESSAGES.numRooms),
  starRating: optionalWhole(1, 5, LISTING_MESSAGES.starRating),
  pgGender: optionalChoice(PG_GENDERS, LISTING_MESSAGES.pgGender),
  foodAvailable: optionalChoice(YES_NO, LISTING_MESSAGES.foodAvailable),
  attachedBathroom: optionalChoice(YES_NO, LISTING_MESSAGES.attachedBathroom),
  furnished: optionalChoice(FURNISHING_OPTIONS, LISTING_MESSAGES.furnished),
  isCoLiving: z.preprocess(checked$1, z.boolean()),
  isShortStay: z.preprocess(checked$1, z.boolean()),
  imageIds: z.preprocess(
    list,
    z.array(z.string().regex(IMAGE_ID, LISTING_MESSAGES.imageId)).max(MAX_PHOTOS, LISTING_MESSAGES.imageIds).refine((ids) => new Set(ids).size === ids.length, LISTING_MESSAGES.imageId)
  )
}).superRefine(
  (v, ctx) => {
    const types = PROPERTY_TYPES[v.listingType];
    if (types && typeof v.propertyType === "string" && v.propertyType && !types.includes(v.propertyType)) {
      ctx.addIssue({ code: "custom", path: ["propertyType"], message: LISTING_MESSAGES.propertyType });
    }
    const categoryTypes = CATEGORY_TYPES[v.propertyCategory];
    if (typeof v.categoryType === "string" && !categoryTypes?.includes(v.categoryType)) {
      ctx.addIssue({ code: "custom", path: ["categoryType"], message: LISTING_MESSAGES.categoryType });
    }
    const { floorNumber, totalFloors } = v;
    if (typeof floorNumber === "number" && typeof totalFloors === "number" && floorNumber > totalFloors) {
      ctx.addIssue({ code: "custom", path: ["floorNumber"], message: LISTING_MESSAGES.floorAboveTotal });
    }
  },
  { when: () => true }
).transform((v) => ({
  ...v,
  amenities: AMENITIES.filter((a) => v.amenities.includes(a)),
  numRooms: v.listingType === "Hotel" ? v.numRooms : void 0,
  starRating: v.listingType === "Hotel" ? v.starRating : void 0,
  pgGender: v.listingType === "PG" ? v.pgGender : void 0,
  foodAvailable: v.listingType === "PG" ? v.foodAvailable : void 0,
  attachedBathroom: v.listingType === "Room" ? v.attachedBathroom : void 0,
  furnished: v.listingType === "Room" ? v.furnished : void 0,
  isCoLiving: CO_LIVING_TYPES.includes(v.listingType) && v.isCoLiving,
  isShortStay: SHORT_STAY_TYPES.includes(v.listingType) && v.isShortStay
}));
const FIELD_STEP = {
  listingType: 0,
  propertyType: 0,
  propertyCategory: 0,
  categoryType: 0,
  city: 0,
  projectBuildingName: 0,
  locality: 0,
  price: 1,
  plotArea: 1,
  furnishing: 1,
  floorNumber: 1,
  totalFloors: 1,
  facingType: 1,
  numRooms: 1,
  starRating: 1,
  pgGender: 1,
  foodAvailable: 1,
  attachedBathroom: 1,
  furnished: 1,
  isCoLiving: 1,
  isShortStay: 1,
  description: 1,
  amenities: 2,
  imageIds: WIZARD_STEPS.length - 1
};
function listingErrors(error) {
  const errors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0]);
    if (field in FIELD_STEP && !errors[field]) errors[field] = issue.message;
  }
  return Object.fromEntries(
    Object.keys(FIELD_STEP).filter((f) => errors[f]).map((f) => [f, errors[f]])
  );
}
function firstErrorField(errors) {
  return Object.keys(FIELD_STEP).find((f) => errors[f]);
}
const FAILED = "Image upload failed. Please try again.";
const SUCCEEDED = "Images uploaded successfully!";
const MAX_BYTES = 10 * 1024 * 1024;
function uploadPhoto(file, onProgress) {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/v1/uploads");
    xhr.responseType = "json";
    xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      const body = xhr.response;
      if (xhr.status === 201 && body?.photo) resolve({ ok: true, photo: body.photo });
      else resolve({ ok: false, reason: body?.reason ?? "" });
    };
    xhr.onerror = () => resolve({ ok: false, reason: "The connection was interrupted." });
    xhr.send(file);
  });
}
function move(items, from, to) {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
function PhotoUploader({ photos, onChange, savedPhotoIds, error }) {
  const inputId = useId();
  const [progress, setProgress] = useState(null);
  const [notice, setNotice] = useState(null);
  async function upload(files) {
    const room = MAX_PHOTOS - photos.length;
    const accepted = files.slice(0, Math.max(room, 0));
    const problems = [];
    if (files.length > accepted.length) problems.push(`You can add at most ${MAX_PHOTOS} photos.`);
    const sendable = accepted.filter((file) => {
      if (file.size <= MAX_BYTES) return true;
      problems.push(`${file.name}: The file is larger than 10 MB.`);
      return false;
    });
    const total = sendable.reduce((sum, file) => sum + file.size, 0) || 1;
    const loaded = sendable.map(() => 0);
    const added = [];
    setNotice(null);
    if (sendable.length > 0) setProgress(0);
    for (const [index, file] of sendable.entries()) {
      const result = await uploadPhoto(file, (bytes) => {
        loaded[index] = bytes;
        setProgress(Math.floor(loaded.reduce((a, b) => a + b, 0) / total * 100));
      });
      loaded[index] = file.size;
      if (result.ok) added.push(result.photo);
      else problems.push(`${file.name}: ${result.reason}`.trim());
    }
    if (sendable.length > 0) setProgress(100);
    if (added.length > 0) onChange([...photos, ...added]);
    if (problems.length > 0) setNotice({ tone: "error", text: `${FAILED} ${problems.join(" ")}` });
    else if (added.length > 0) setNotice({ tone: "success", text: SUCCEEDED });
  }
  function remove(photo) {
    onChange(photos.filter((p) => p.id !== photo.id));
    if (!savedPhotoIds.has(photo.id)) {
      void fetch(`/api/v1/uploads/${photo.id}`, { method: "DELETE" }).catch(() => {
      });
    }
  }
  return /* @__PURE__ */ jsxs("div", { className: "space-y-4", children: [
    /* @__PURE__ */ jsxs("div", { children: [
      /* @__PURE__ */ jsx("label", { htmlFor: inputId, className: "block font-medium text-gray-900", children: "Upload Photos" }),
      /* @__PURE__ */ jsxs("p", { id: `${inputId}-hint`, className: "mt-1 text-sm text-gray-600", children: [
        "Up to ",
        MAX_PHOTOS,
        " images, 10 MB each. The first photo is the cover."
      ] }),
      /* @__PURE__ */ jsx(
        "input",
        {
          id: inputId,
          type: "file",
          accept: "image/*",
          multiple: true,
          "aria-describedby": `${inputId}-hint`,
          disabled: progress !== null && progress < 100,
          onChange: (event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = "";
            if (files.length > 0) void upload(files);
          },
          className: "mt-2 block w-full text-gray-900 file:mr-4 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
        }
      )
    ] }),
    progress !== null ? /* @__PURE__ */ jsxs("div", { children: [
      /* @__PURE__ */ jsx(
        "div",
        {
          role: "progressbar",
          "aria-label": "Upload progress",
          "aria-valuemin": 0,
          "aria-valuemax": 100,
          "aria-valuenow": progress,
          className: "h-3 w-full overflow-hidden rounded-full bg-gray-200",
          children: /* @__PURE__ */ jsx("div", { className: "h-full bg-brand-700 motion-safe:transition-all", style: { width: `${progress}%` } })
        }
      ),
      /* @__PURE__ */ jsxs("p", { className: "mt-1 text-sm font-medium text-gray-800", children: [
        progress,
        "%"
      ] })
    ] }) : null,
    notice ? /* @__PURE__ */ jsx(FormMessage, { tone: notice.tone, children: notice.text }) : null,
    error ? /* @__PURE__ */ jsx("p", { className: "text-sm font-medium text-red-700", children: error }) : null,
    photos.length > 0 ? /* @__PURE__ */ jsx("ul", { className: "grid grid-cols-3 gap-3", "aria-label": "Uploaded photos", children: photos.map((photo, index) => {
      const thumb = [...photo.variants].sort((a, b) => a.width - b.width)[0];
      const n = index + 1;
      return /* @__PURE__ */ jsxs("li", { className: "overflow-hidden rounded-md border border-gray-300", children: [
        /* @__PURE__ */ jsxs("div", { className: "relative", children: [
          /* @__PURE__ */ jsx(
            "img",
            {
              src: thumb ? mediaUrl(thumb.key) : void 0,
              width: thumb?.width,
              height: thumb?.height,
              alt: `Upload ${n}${index === 0 ? " (cover)" : ""}`,
              className: "aspect-[4/3] w-full object-cover"
            }
          ),
          index === 0 ? /* @__PURE__ */ jsx("span", { className: "absolute left-1 top-1 rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white", children: "Cover" }) : null
        ] }),
        /* @__PURE__ */ jsxs("div", { className: "flex flex-wrap gap-1 p-1 text-xs", children: [
          index > 0 ? /* @__PURE__ */ jsx(PhotoButton, { label: `Make photo ${n} the cover`, onClick: () => onChange(move(photos, index, 0)), children: "Cover" }) : null,
          index > 0 ? /* @__PURE__ */ jsx(
            PhotoButton,
            {
              label: `Move photo ${n} earlier`,
              onClick: () => onChange(move(photos, index, index - 1)),
              children: "←"
            }
          ) : null,
          index < photos.length - 1 ? /* @__PURE__ */ jsx(
            PhotoButton,
            {
              label: `Move photo ${n} later`,
              onClick: () => onChange(move(photos, index, index + 1)),
              children: "→"
            }
          ) : null,
          /* @__PURE__ */ jsx(PhotoButton, { label: `Remove photo ${n}`, onClick: () => remove(photo), children: "Remove" })
        ] })
      ] }, photo.id);
    }) }) : null
  ] });
}
function PhotoButton({ label, onClick, children }) {
  return /* @__PURE__ */ jsx(
    "button",
    {
      type: "button",
      "aria-label": label,
      title: label,
      onClick,
      className: "rounded border border-gray-400 px-2 py-1 font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700",
      children
    }
  );
}
const REDIRECT_DELAY_MS = 1500;
const isType = (value) => LISTING_TYPES.includes(value);
const isCategory = (value) => PROPERTY_CATEGORIES.includes(value);
function ListingWizard({ userId, initialStep = 0, edit }) {
  const navigate = useNavigate();
  const [step, setStep] = useState(initialStep);
  const [draft, setDraft] = useState(edit?.draft ?? EMPTY_DRAFT);
  const [photos, setPhotos] = useState(edit?.photos ?? []);
  const [errors, setErrors] = useState({});
  const [notice, setNotice] = useState(null);
  const [busy, setBusy] = useState(false);
  const [restored, setRestored] = useState(false);
  const focusField = useRef(null);
  const formRef = useRef(null);
  const [savedPhotoIds] = useState(() => new Set(edit?.photos.map((p) => p.id)));
  useEffect(() => {
    if (edit) return;
    const saved = loadSavedWizard();
    if (saved) {
      setDraft(saved.draft);
      setPhotos(saved.photos);
      if (initialStep === 0) setStep(Math.min(Math.max(saved.step, 0), WIZARD_STEPS.length - 1));
    }
    setRestored(true);
  }, [edit, initialStep]);
  useEffect(() => {
    if (!edit && restored) saveWizard({ draft, photos, step });
  }, [edit, restored, draft, photos, step]);
  useEffect(() => {
    const field = focusField.current;
    if (!field) return;
    focusField.current = null;
    formRef.current?.querySelector(`[name="${field}"]`)?.focus();
  });
  const set = (changes) => {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) delete next[key];
      return next;
    });
  };
  function showErrors(found) {
    setErrors(found);
    const first = firstErrorField(found);
    if (first) {
      setStep(FIELD_STEP[first]);
      focusField.current = first;
    }
    setNotice({ tone: "error", text: SUBMIT_MESSAGES.invalid });
  }
  async function submit() {
    if (!userId) {
      setNotice({ tone: "error", text: SUBMIT_MESSAGES.logIn });
      const back = window.location.pathname;
      setTimeout(() => navigate(`/login?redirectTo=${encodeURIComponent(back)}`), REDIRECT_DELAY_MS);
      return;
    }
    const payload = { ...draft, imageIds: photos.map((p) => p.id) };
    const checked2 = listingSchema.safeParse(payload);
    if (!checked2.success) return showErrors(listingErrors(checked2.error));
    setBusy(true);
    setNotice(null);
    try {
      const res = await fetch(edit ? `/api/v1/listings/${edit.listingId}` : "/api/v1/listings", {
        method: edit ? "PUT" : "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload)
      });
      const body = await res.json().catch(() => ({}));
      if (res.status === 400 && body.errors) return showErrors(body.errors);
      if (res.status === 401) return setNotice({ tone: "error", text: SUBMIT_MESSAGES.logIn });
      if (!res.ok) return setNotice({ tone: "error", text: SUBMIT_MESSAGES.failed });
      setErrors({});
      if (edit) {
        setNotice({ tone: "success", text: SUBMIT_MESSAGES.updated });
        setTimeout(() => navigate(`/property/${edit.listingId}`), REDIRECT_DELAY_MS);
      } else {
        clearSavedWizard();
        setRestored(false);
        setDraft(EMPTY_DRAFT);
        setPhotos([]);
        setStep(0);
        setNotice({ tone: "success", text: SUBMIT_MESSAGES.submitted });
        setTimeout(() => navigate("/"), REDIRECT_DELAY_MS);
      }
    } catch {
      setNotice({ tone: "error", text: SUBMIT_MESSAGES.failed });
    } finally {
      setBusy(false);
    }
  }
  const listingType = isType(draft.listingType) ? draft.listingType : null;
  const category = isCategory(draft.propertyCategory) ? draft.propertyCategory : null;
  const last = WIZARD_STEPS.length - 1;
  const errorList = Object.keys(errors).filter((f) => errors[f]);
  return /* @__PURE__ */ jsxs(
    "form",
    {
      ref: formRef,
      noValidate: true,
      "aria-label": edit ? "Edit listing" : "Post your property",
      onSubmit: (event) => {
        event.preventDefault();
        if (step < last) setStep(step + 1);
        else void submit();
      },
      className: "space-y-6",
      children: [
        /* @__PURE__ */ jsx("ol", { className: "grid grid-cols-2 gap-2 sm:grid-cols-4", "aria-label": "Steps", children: WIZARD_STEPS.map((name, index) => /* @__PURE__ */ jsxs(
          "li",
          {
            "aria-current": index === step ? "step" : void 0,
            className: `rounded-md border px-3 py-2 text-sm font-semibold ${index === step ? "border-brand-700 bg-brand-700 text-white" : index < step ? "border-brand-700 text-brand-800" : "border-gray-300 text-gray-700"}`,
            children: [
              /* @__PURE__ */ jsx("span", { className: "sr-only", children: "Step " }),
              index + 1,
              ". ",
              name
            ]
          },
          name
        )) }),
        notice ? /* @__PURE__ */ jsxs("div", { className: "space-y-2", children: [
          /* @__PURE__ */ jsx(FormMessage, { tone: notice.tone, children: notice.text }),
          notice.tone === "error" && errorList.length > 0 ? /* @__PURE__ */ jsx("ul", { className: "list-disc space-y-1 pl-6 text-sm text-red-800", children: errorList.map((field) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(
            "button",
            {
              type: "button",
              className: "text-left underline",
              onClick: () => {
                setStep(FIELD_STEP[field]);
                focusField.current = field;
              },
              children: [
                WIZARD_STEPS[FIELD_STEP[field]],
                ": ",
                errors[field]
              ]
            }
          ) }, field)) }) : null
        ] }) : null,
        /* @__PURE__ */ jsxs("fieldset", { hidden: step !== 0, className: "space-y-4", children: [
          /* @__PURE__ */ jsx("legend", { className: "mb-4 text-xl font-semibold text-gray-900", children: WIZARD_STEPS[0] }),
          /* @__PURE__ */ jsxs("div", { className: "grid gap-4 sm:grid-cols-2", children: [
            /* @__PURE__ */ jsx(
              SelectField,
              {
                label: "Listing Type",
                name: "listingType",
                placeholder: "Select listing type",
                options: LISTING_TYPES,
                value: draft.listingType,
                error: errors.listingType,
                onChange: (e) => set({ listingType: e.target.value, propertyType: "" })
              }
            ),
            /* @__PURE__ */ jsx(
              SelectField,
              {
                label: "Property Type",
                name: "propertyType",
                placeholder: listingType ? "Select property type" : "Select a listing type first",
                options: listingType ? PROPERTY_TYPES[listingType] : [],
                value: draft.propertyType,
                error: errors.propertyType,
                onChange: (e) => set({ propertyType: e.target.value })
              }
            ),
            /* @__PURE__ */ jsx(
              SelectField,
              {
                label: "Property Category",
                name: "propertyCategory",
                placeholder: "Select category",
                options: PROPERTY_CATEGORIES,
                value: draft.propertyCategory,
                error: errors.propertyCategory,
                onChange: (e) => set({ propertyCategory: e.target.value, categoryType: "" })
              }
            ),
            /* @__PURE__ */ jsx(
              SelectField,
              {
                label: "Category Type",
                name: "categoryType",
                placeholder: category ? "Select type" : "Select a category first",
                options: category ? CATEGORY_TYPES[category] : [],
                value: draft.categoryType,
                error: errors.categoryType,
                onChange: (e) => set({ categoryType: e.target.value })
              }
            ),
            /* @__PURE__ */ jsx(
              SelectField,
              {
                label: "City",
                name: "city",
                placeholder: "Select city",
                options: SUPPORTED_CITIES,
                value: draft.city,
                error: errors.city,
                onChange: (e) => set({ city: e.target.value })
              }
            ),
            /* @__PURE__ */ jsx(
              TextField,
              {
                label: "Project / Building Name",
                name: "projectBuildingName",
                value: draft.projectBuildingName,
                error: errors.projectBuildingName,
                maxLength: 120,
                onChange: (e) => set({ projectBuildingName: e.target.value })
              }
            ),
            /* @__PURE__ */ jsx(
              TextField,
              {
                label: "Locality",
                name: "locality",
                value: draft.locality,
                error: errors.locality,
                maxLength: 120,
                onChange: (e) => set({ locality: e.target.value })
              }
            )
          ] })
        ] }),
        /* @__PURE__ */ jsxs("fieldset", { hidden: step !== 1, className: "space-y-4", children: [
          /* @__PURE__ */ jsx("legend", { className: "mb-4 text-xl font-semibold text-gray-900", children: WIZARD_STEPS[1] }),
          /* @__PURE__ */ jsxs("div", { className: "grid gap-4 sm:grid-cols-2", children: [
            /* @__PURE__ */ jsx(NumberField, { label: "Price (₹)", name: "price", draft, errors, set }),
            /* @__PURE__ */ jsx(NumberField, { label: "Plot Area (sq ft)", name: "plotArea", draft, errors, set }),
            /* @__PURE__ */ jsx(
              SelectField,
              {
                label: "Furnishing",
                name: "furnishing",
                placeholder: "Select furnishing",
                options: FURNISHING_OPTIONS,
                value: draft.furnishing,
                error: errors.furnishing,
                onChange: (e) => set({ furnishing: e.target.value })
              }
            ),
            /* @__PURE__ */ jsx(NumberField, { label: "Floor Number", name: "floorNumber", draft, errors, set }),
            /* @__PURE__ */ jsx(NumberField, { label: "Total Floors", name: "totalFloors", draft, errors, set }),
            /* @__PURE__ */ jsx(
              SelectField,
              {
                label: "Facing Type",
                name: "facingType",
                placeholder: "Select facing",
                options: FACING_TYPES,
                value: draft.facingType,
                error: errors.facingType,
                onChange: (e) => set({ facingType: e.target.value })
              }
            ),
            listingType === "Hotel" ? /* @__PURE__ */ jsxs(Fragment, { children: [
              /* @__PURE__ */ jsx(NumberField, { label: "Number of Rooms", name: "numRooms", draft, errors, set }),
              /* @__PURE__ */ jsx(
                SelectField,
                {
                  label: "Star Rating",
                  name: "starRating",
                  placeholder: "Select star rating",
                  options: STAR_RATINGS.map(String),
                  value: draft.starRating,
                  error: errors.starRating,
                  onChange: (e) => set({ starRating: e.target.value })
                }
              )
            ] }) : null,
            listingType === "PG" ? /* @__PURE__ */ jsxs(Fragment, { children: [
              /* @__PURE__ */ jsx(
                SelectField,
                {
                  label: "Gender",
                  name: "pgGender",
                  placeholder: "Select who can stay",
                  options: PG_GENDERS,
                  value: draft.pgGender,
                  error: errors.pgGender,
                  onChange: (e) => set({ pgGender: e.target.value })
                }
              ),
              /* @__PURE__ */ jsx(
                SelectField,
                {
                  label: "Food Available",
                  name: "foodAvailable",
                  placeholder: "Select",
                  options: YES_NO,
                  value: draft.foodAvailable,
                  error: errors.foodAvailable,
                  onChange: (e) => set({ foodAvailable: e.target.value })
                }
              )
            ] }) : null,
            listingType === "Room" ? /* @__PURE__ */ jsxs(Fragment, { children: [
              /* @__PURE__ */ jsx(
                SelectField,
                {
                  label: "Attached Bathroom",
                  name: "attachedBathroom",
                  placeholder: "Select",
                  options: YES_NO,
                  value: draft.attachedBathroom,
                  error: errors.attachedBathroom,
                  onChange: (e) => set({ attachedBathroom: e.target.value })
                }
              ),
              /* @__PURE__ */ jsx(
                SelectField,
                {
                  label: "Furnished",
                  name: "furnished",
                  placeholder: "Select",
                  options: FURNISHING_OPTIONS,
                  value: draft.furnished,
                  error: errors.furnished,
                  onChange: (e) => set({ furnished: e.target.value })
                }
              )
            ] }) : null
          ] }),
          listingType && CO_LIVING_TYPES.includes(listingType) ? /* @__PURE__ */ jsx(
            Checkbox$1,
            {
              label: "Co-living home (shared living with a community)",
              name: "isCoLiving",
              checked: draft.isCoLiving,
              onChange: (checked2) => set({ isCoLiving: checked2 })
            }
          ) : null,
          listingType && SHORT_STAY_TYPES.includes(listingType) ? /* @__PURE__ */ jsx(
            Checkbox$1,
            {
              label: "Available for short-term stays",
              name: "isShortStay",
              checked: draft.isShortStay,
              onChange: (checked2) => set({ isShortStay: checked2 })
            }
          ) : null,
          /* @__PURE__ */ jsxs("div", { children: [
            /* @__PURE__ */ jsx("label", { htmlFor: "listing-description", className: "block font-medium text-gray-900", children: "Description" }),
            /* @__PURE__ */ jsx(
              "textarea",
              {
                id: "listing-description",
                name: "description",
                rows: 4,
                maxLength: 2e3,
                value: draft.description,
                "aria-invalid": errors.description ? true : void 0,
                "aria-describedby": errors.description ? "listing-description-error" : void 0,
                onChange: (e) => set({ description: e.target.value }),
                className: "mt-1 block w-full rounded-md border border-gray-400 px-3 py-2 text-gray-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700"
              }
            ),
            errors.description ? /* @__PURE__ */ jsx("p", { id: "listing-description-error", className: "mt-1 text-sm font-medium text-red-700", children: errors.description }) : null
          ] })
        ] }),
        /* @__PURE__ */ jsxs("fieldset", { hidden: step !== 2, children: [
          /* @__PURE__ */ jsx("legend", { className: "mb-4 text-xl font-semibold text-gray-900", children: WIZARD_STEPS[2] }),
          errors.amenities ? /* @__PURE__ */ jsx("p", { className: "mb-2 text-sm font-medium text-red-700", children: errors.amenities }) : null,
          /* @__PURE__ */ jsx("div", { className: "grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3", children: AMENITIES.map((amenity) => /* @__PURE__ */ jsx(
            Checkbox$1,
            {
              label: amenity,
              name: "amenities",
              checked: draft.amenities.includes(amenity),
              onChange: (checked2) => set({
                amenities: checked2 ? [...draft.amenities, amenity] : draft.amenities.filter((a) => a !== amenity)
              })
            },
            amenity
          )) })
        ] }),
        /* @__PURE__ */ jsxs("fieldset", { hidden: step !== 3, children: [
          /* @__PURE__ */ jsx("legend", { className: "mb-4 text-xl font-semibold text-gray-900", children: WIZARD_STEPS[3] }),
          userId ? null : /* @__PURE__ */ jsxs("p", { className: "mb-3 text-sm text-gray-700", children: [
            "Photos are uploaded to your account:",
            " ",
            /* @__PURE__ */ jsx("a", { href: "/login?redirectTo=/postproperty", className: "font-semibold text-brand-700 underline", children: "log in" }),
            " ",
            "first. Your answers are kept."
          ] }),
          /* @__PURE__ */ jsx(PhotoUploader, { photos, onChange: setPhotos, savedPhotoIds, error: errors.imageIds })
        ] }),
        /* @__PURE__ */ jsxs("div", { className: "flex items-center justify-between gap-4 border-t border-gray-200 pt-4", children: [
          /* @__PURE__ */ jsx(
            "button",
            {
              type: "button",
              onClick: () => setStep(Math.max(step - 1, 0)),
              disabled: step === 0,
              className: "rounded-md border border-gray-400 px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-50",
              children: "Previous"
            }
          ),
          /* @__PURE__ */ jsxs("p", { className: "text-sm text-gray-700", children: [
            "Step ",
            step + 1,
            " of ",
            WIZARD_STEPS.length
          ] }),
          /* @__PURE__ */ jsx(
            "button",
            {
              type: "submit",
              disabled: busy,
              className: "rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60",
              children: step < last ? "Next" : "Submit"
            }
          )
        ] })
      ]
    }
  );
}
function NumberField({ label, name, draft, errors, set }) {
  return /* @__PURE__ */ jsx(
    TextField,
    {
      label,
      name,
      type: "number",
      inputMode: "numeric",
      min: name === "floorNumber" ? 0 : 1,
      step: 1,
      value: draft[name],
      error: errors[name],
      onChange: (e) => set({ [name]: e.target.value })
    }
  );
}
function Checkbox$1({
  label,
  name,
  checked: checked2,
  onChange
}) {
  return /* @__PURE__ */ jsxs("label", { className: "flex items-center gap-2 text-gray-900", children: [
    /* @__PURE__ */ jsx(
      "input",
      {
        type: "checkbox",
        name,
        value: name === "amenities" ? label : "on",
        checked: checked2,
        onChange: (e) => onChange(e.target.checked),
        className: "h-4 w-4 rounded border-gray-400 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
      }
    ),
    label
  ] });
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
const handle$1 = {
  hideFooter: true
};
const STEP_OF_PATH = {
  PropertyDetails: 1,
  AdditionalDetails: 1,
  Amenities: 2
};
function loader$B({
  request
}) {
  return {
    initialStep: STEP_OF_PATH[new URL(request.url).pathname.slice(1)] ?? 0
  };
}
function meta$w() {
  return pageMeta({
    title: "Post your property free | GharStay",
    description: "List your hotel, PG, room, flat or plot in Lucknow, Noida, Gurugram, Kanpur or Varanasi in four short steps with photos.",
    canonical: "/postproperty"
  });
}
const postProperty = UNSAFE_withComponentProps(function PostProperty({
  loaderData
}) {
  const user = useRootData()?.user ?? null;
  return /* @__PURE__ */ jsxs("section", {
    className: "mx-auto max-w-4xl px-4 py-10",
    children: [/* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-bold text-gray-900",
      children: "Post your property"
    }), /* @__PURE__ */ jsx("p", {
      className: "mt-2 text-gray-700",
      children: "Four short steps. Listings are checked by our team before they show on the site."
    }), /* @__PURE__ */ jsx("div", {
      className: "mt-8",
      children: /* @__PURE__ */ jsx(ListingWizard, {
        userId: user?.id ?? null,
        initialStep: loaderData.initialStep
      })
    })]
  });
});
const route14 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: postProperty,
  handle: handle$1,
  loader: loader$B,
  meta: meta$w
}, Symbol.toStringTag, { value: "Module" }));
const FACILITIES = [
  { name: "WiFi", providedBy: ["WiFi"] },
  { name: "Parking", providedBy: ["Parking"] },
  { name: "Gym", providedBy: ["Gym"] },
  { name: "Security", providedBy: ["Security"] },
  { name: "Lift", providedBy: ["Lift", "Service Elevators"] },
  { name: "Power Backup", providedBy: ["Power Backup"] },
  { name: "24x7 Water", providedBy: ["24x7 Water"] },
  { name: "Fire Safety", providedBy: ["Fire Safety"] }
];
const PATHS = {
  WiFi: "M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01",
  Parking: "M5 3h14v18H5zM9 17V7h4a3 3 0 0 1 0 6H9",
  Gym: "M6 7v10M18 7v10M3 10v4M21 10v4M6 12h12",
  Security: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4",
  Lift: "M6 3h12v18H6zM10 9l2-2 2 2M10 15l2 2 2-2",
  "Power Backup": "M13 2L4 14h7l-1 8 9-12h-7z",
  "24x7 Water": "M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z",
  "Fire Safety": "M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-3 2-4 2-6 1 1 2 2 3 2 0-2-1-4 0-6z"
};
function FacilityIcon({ name, className }) {
  return /* @__PURE__ */ jsx(
    "svg",
    {
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: 2,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      "aria-hidden": "true",
      className,
      children: /* @__PURE__ */ jsx("path", { d: PATHS[name] })
    }
  );
}
const NOT_AVAILABLE = "Not available";
const NOT_PROVIDED = "Not provided";
function priceText(price) {
  const short = shortRupees(price);
  const full = formatRupees(price);
  return short === full ? full : `${full} (${short})`;
}
function listingName(name) {
  return name?.trim() || "Untitled Project";
}
function ListingGallery({ photos, name }) {
  const [cover, ...rest] = photos;
  if (!cover) {
    return /* @__PURE__ */ jsx("div", { className: "flex aspect-[16/9] items-center justify-center rounded-lg bg-gray-100 text-lg text-gray-700", children: "No Image Available" });
  }
  return /* @__PURE__ */ jsxs("div", { className: "space-y-3", children: [
    /* @__PURE__ */ jsx(
      ResponsiveImage,
      {
        variants: cover.variants,
        alt: name,
        sizes: "(min-width: 1024px) 66vw, 100vw",
        className: "aspect-[16/9] w-full rounded-lg object-cover",
        priority: true
      }
    ),
    rest.length > 0 ? /* @__PURE__ */ jsx("ul", { className: "grid grid-cols-3 gap-3", children: rest.map((photo, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(
      ResponsiveImage,
      {
        variants: photo.variants,
        alt: `${name}, view ${index + 2}`,
        sizes: "(min-width: 1024px) 22vw, 33vw",
        className: "aspect-[4/3] w-full rounded-md object-cover"
      }
    ) }, photo.id)) }) : null
  ] });
}
const orMissing = (value) => value === null || value === void 0 || value === "" ? NOT_AVAILABLE : String(value);
function ListingFacts({ listing }) {
  const rows = [
    ["City", orMissing(listing.city)],
    ["Price", priceText(listing.price)],
    ["Plot Area", listing.plotArea ? `${listing.plotArea.toLocaleString("en-IN")} sq ft` : NOT_AVAILABLE],
    ["Listing Type", orMissing(listing.listingType)],
    [
      "Category",
      listing.propertyCategory ? [listing.propertyCategory, listing.categoryType].filter(Boolean).join(" · ") : NOT_AVAILABLE
    ],
    ["Property Type", orMissing(listing.propertyType)],
    ["Facing", orMissing(listing.facingType)],
    ["Furnishing", orMissing(listing.furnishing)],
    [
      "Floor",
      listing.floorNumber === null ? NOT_AVAILABLE : `${listing.floorNumber}${listing.totalFloors ? ` of ${listing.totalFloors}` : ""}`
    ]
  ];
  if (listing.listingType === "Hotel") {
    rows.push(["Number of Rooms", orMissing(listing.numRooms)]);
    rows.push(["Star Rating", listing.starRating ? `${listing.starRating} Star` : NOT_AVAILABLE]);
  }
  if (listing.listingType === "PG") {
    rows.push(["Gender", orMissing(listing.pgGender)]);
    rows.push(["Food Available", orMissing(listing.foodAvailable)]);
  }
  if (listing.listingType === "Room") {
    rows.push(["Attached Bathroom", orMissing(listing.attachedBathroom)]);
    rows.push(["Furnished", orMissing(listing.furnished)]);
  }
  if (listing.listingType === "PG" || listing.listingType === "Room") {
    rows.push(["Co-Living", listing.isCoLiving ? "Yes" : "No"]);
  }
  if (listing.listingType === "Hotel" || listing.listingType === "Room") {
    rows.push(["Short-Term Stays", listing.isShortStay ? "Yes" : "No"]);
  }
  return /* @__PURE__ */ jsx("dl", { className: "grid gap-x-6 gap-y-3 sm:grid-cols-2", children: rows.map(([term, value]) => /* @__PURE__ */ jsxs("div", { className: "border-b border-gray-200 pb-2", children: [
    /* @__PURE__ */ jsx("dt", { className: "text-sm text-gray-600", children: term }),
    /* @__PURE__ */ jsx("dd", { className: "font-medium text-gray-900", children: value })
  ] }, term)) });
}
function ListingAmenities({ amenities }) {
  return /* @__PURE__ */ jsxs("div", { className: "space-y-6", children: [
    /* @__PURE__ */ jsx("ul", { className: "grid grid-cols-2 gap-3 sm:grid-cols-4", "aria-label": "Facilities", children: FACILITIES.map((facility) => {
      const available = facility.providedBy.some((a) => amenities.includes(a));
      return /* @__PURE__ */ jsxs(
        "li",
        {
          className: `flex items-center gap-2 rounded-md border px-3 py-2 ${available ? "border-brand-700 text-gray-900" : "border-gray-200 text-gray-600"}`,
          children: [
            /* @__PURE__ */ jsx(FacilityIcon, { name: facility.name, className: "h-5 w-5 shrink-0" }),
            /* @__PURE__ */ jsxs("span", { children: [
              facility.name,
              /* @__PURE__ */ jsx("span", { className: "sr-only", children: available ? ": available" : ": not available" })
            ] })
          ]
        },
        facility.name
      );
    }) }),
    amenities.length > 0 ? /* @__PURE__ */ jsx("ul", { className: "grid grid-cols-2 gap-2 sm:grid-cols-3", "aria-label": "Amenities", children: amenities.map((amenity) => /* @__PURE__ */ jsxs("li", { className: "flex items-center gap-2 text-gray-900", children: [
      /* @__PURE__ */ jsx("span", { "aria-hidden": "true", className: "text-brand-700", children: "✓" }),
      amenity
    ] }, amenity)) }) : /* @__PURE__ */ jsxs("p", { className: "text-gray-700", children: [
      "Amenities: ",
      NOT_AVAILABLE
    ] })
  ] });
}
function OwnerPanel({
  owner,
  signedIn,
  listingId
}) {
  return /* @__PURE__ */ jsxs("aside", { "aria-labelledby": "listing-owner", className: "rounded-lg border border-gray-200 bg-gray-50 p-5", children: [
    /* @__PURE__ */ jsx("h2", { id: "listing-owner", className: "text-lg font-semibold text-gray-900", children: "Listing Owner" }),
    owner ? /* @__PURE__ */ jsxs("dl", { className: "mt-3 space-y-2", children: [
      /* @__PURE__ */ jsx(OwnerRow, { term: "Name", value: owner.name }),
      /* @__PURE__ */ jsx(OwnerRow, { term: "Role", value: owner.role }),
      signedIn ? /* @__PURE__ */ jsxs(Fragment, { children: [
        /* @__PURE__ */ jsx(OwnerRow, { term: "E-mail", value: owner.email }),
        /* @__PURE__ */ jsx(OwnerRow, { term: "Mobile", value: owner.mobileNumber })
      ] }) : null
    ] }) : /* @__PURE__ */ jsx("p", { className: "mt-3 text-gray-700", children: "Owner details not available." }),
    owner && !signedIn ? /* @__PURE__ */ jsxs("p", { className: "mt-4 text-sm text-gray-700", children: [
      /* @__PURE__ */ jsx(
        Link,
        {
          to: `/login?redirectTo=${encodeURIComponent(`/property/${listingId}`)}`,
          className: "font-semibold text-brand-700 underline",
          children: "Log in"
        }
      ),
      " ",
      "to see the owner's e-mail and mobile number."
    ] }) : null
  ] });
}
function OwnerRow({ term, value }) {
  return /* @__PURE__ */ jsxs("div", { children: [
    /* @__PURE__ */ jsx("dt", { className: "text-sm text-gray-600", children: term }),
    /* @__PURE__ */ jsx("dd", { className: "font-medium break-words text-gray-900", children: value?.trim() || NOT_PROVIDED })
  ] });
}
class PhotoClaimError extends Error {
}
const listingColumns = {
  id: listings.id,
  userId: listings.userId,
  status: listings.status,
  listingType: listings.listingType,
  propertyType: listings.propertyType,
  propertyCategory: listings.propertyCategory,
  categoryType: listings.categoryType,
  city: listings.city,
  projectBuildingName: listings.projectBuildingName,
  locality: listings.locality,
  description: listings.description,
  price: listings.price,
  plotArea: listings.plotArea,
  furnishing: listings.furnishing,
  floorNumber: listings.floorNumber,
  totalFloors: listings.totalFloors,
  facingType: listings.facingType,
  amenities: listings.amenities,
  numRooms: listings.numRooms,
  starRating: listings.starRating,
  pgGender: listings.pgGender,
  foodAvailable: listings.foodAvailable,
  attachedBathroom: listings.attachedBathroom,
  furnished: listings.furnished,
  isCoLiving: listings.isCoLiving,
  isShortStay: listings.isShortStay,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt
};
function listingValues(input) {
  return {
    listingType: input.listingType,
    propertyType: input.propertyType,
    propertyCategory: input.propertyCategory ?? null,
    categoryType: input.categoryType ?? null,
    city: input.city,
    projectBuildingName: input.projectBuildingName,
    locality: input.locality,
    description: input.description ?? null,
    price: input.price,
    plotArea: input.plotArea ?? null,
    furnishing: input.furnishing ?? null,
    floorNumber: input.floorNumber ?? null,
    totalFloors: input.totalFloors ?? null,
    facingType: input.facingType ?? null,
    amenities: input.amenities,
    numRooms: input.numRooms ?? null,
    starRating: input.starRating ?? null,
    pgGender: input.pgGender ?? null,
    foodAvailable: input.foodAvailable ?? null,
    attachedBathroom: input.attachedBathroom ?? null,
    furnished: input.furnished ?? null,
    isCoLiving: input.isCoLiving,
    isShortStay: input.isShortStay
  };
}
async function attachPhotos(tx, listingId, userId, imageIds) {
  for (const [position, imageId] of imageIds.entries()) {
    const updated = await tx.update(listingImages).set({ listingId, position }).where(and(eq(listingImages.id, imageId), eq(listingImages.uploaderId, userId), isNull(listingImages.listingId))).returning({ id: listingImages.id });
    if (updated.length > 0) continue;
    const kept = await tx.update(listingImages).set({ position }).where(and(eq(listingImages.id, imageId), eq(listingImages.listingId, listingId))).returning({ id: listingImages.id });
    if (kept.length === 0) throw new PhotoClaimError();
  }
}
const photoError = { ok: false, status: 400, errors: { imageIds: LISTING_MESSAGES.imageId } };
function checkListing(raw) {
  const parsed = listingSchema.safeParse(raw);
  if (parsed.success) return { input: parsed.data };
  return { outcome: { ok: false, status: 400, errors: listingErrors(parsed.error) } };
}
async function createListing(user, raw) {
  const checked2 = checkListing(raw);
  if ("outcome" in checked2) return checked2.outcome;
  const { input } = checked2;
  try {
    const id = await database().transaction(async (tx) => {
      const [row] = await tx.insert(listings).values({ ...listingValues(input), userId: user.id, status: "pending" }).returning({ id: listings.id });
      await attachPhotos(tx, row.id, user.id, input.imageIds);
      return row.id;
    });
    logger.info({ listingId: id, userId: user.id }, "listing submitted");
    return { ok: true, id };
  } catch (error) {
    if (error instanceof PhotoClaimError) return photoError;
    throw error;
  }
}
async function ownership(id, user) {
  const [row] = await database().select({ userId: listings.userId }).from(listings).where(eq(listings.id, id));
  if (!row) return "missing";
  return row.userId === user.id ? "owner" : "forbidden";
}
async function updateListing(user, id, raw) {
  const access = await ownership(id, user);
  if (access === "missing") return { ok: false, status: 404 };
  if (access === "forbidden") return { ok: false, status: 403 };
  const checked2 = checkListing(raw);
  if ("outcome" in checked2) return checked2.outcome;
  const { input } = checked2;
  try {
    const dropped = await database().transaction(async (tx) => {
      await tx.update(listings).set({ ...listingValues(input), status: "pending" }).where(eq(listings.id, id));
      const current = await tx.select({ id: listingImages.id, variants: listingImages.variants }).from(listingImages).where(eq(listingImages.listingId, id));
      const gone = current.filter((image) => !input.imageIds.includes(image.id));
      if (gone.length > 0) {
        await tx.delete(listingImages).where(
          inArray(
            listingImages.id,
            gone.map((image) => image.id)
          )
        );
      }
      await attachPhotos(tx, id, user.id, input.imageIds);
      return gone;
    });
    await removeImageFiles(dropped.flatMap((image) => image.variants));
    return { ok: true, id };
  } catch (error) {
    if (error instanceof PhotoClaimError) return photoError;
    throw error;
  }
}
async function deleteListing(user, id) {
  const access = await ownership(id, user);
  if (access === "missing") return { ok: false, status: 404 };
  if (access === "forbidden") return { ok: false, status: 403 };
  const photos = await database().select({ variants: listingImages.variants }).from(listingImages).where(eq(listingImages.listingId, id));
  await database().delete(listings).where(eq(listings.id, id));
  await removeImageFiles(photos.flatMap((photo) => photo.variants));
  logger.info({ listingId: id, userId: user.id }, "listing deleted by its owner");
  return { ok: true };
}
async function photosOf(listingId) {
  return database().select({
    id: listingImages.id,
    width: listingImages.width,
    height: listingImages.height,
    variants: listingImages.variants
  }).from(listingImages).where(eq(listingImages.listingId, listingId)).orderBy(asc(listingImages.position));
}
async function listingForView(id, viewer) {
  const [row] = await database().select({
    ...listingColumns,
    ownerName: users.name,
    ownerRole: users.role,
    ownerEmail: users.email,
    ownerMobile: users.mobileNumber
  }).from(listings).leftJoin(users, eq(users.id, listings.userId)).where(eq(listings.id, id));
  if (!row) return null;
  const isOwner = viewer !== null && row.userId === viewer.id;
  if (row.status !== "approved" && !isOwner && viewer?.role !== "Admin") return null;
  const { ownerName, ownerRole, ownerEmail, ownerMobile, ...listing } = row;
  const owner = ownerName === null ? null : {
    name: ownerName,
    role: ownerRole,
    email: viewer ? ownerEmail : null,
    mobileNumber: viewer ? ownerMobile : null
  };
  return { listing, owner, photos: await photosOf(id), isOwner };
}
async function listingForEdit(id, user) {
  const [listing] = await database().select(listingColumns).from(listings).where(eq(listings.id, id));
  if (!listing) throw new Response("Listing not found.", { status: 404 });
  if (listing.userId !== user.id) throw new Response("You can only edit your own listings.", { status: 403 });
  return { listing, photos: await photosOf(id) };
}
const OWN_LISTINGS_PAGE_SIZE = 20;
async function ownListings(userId, page) {
  return database().select(listingColumns).from(listings).where(eq(listings.userId, userId)).orderBy(desc(listings.createdAt)).limit(OWN_LISTINGS_PAGE_SIZE).offset((page - 1) * OWN_LISTINGS_PAGE_SIZE);
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
const CONFIRM_PARAM = "deleteListing";
function OwnerListingActions({ listingId }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const kept = new URLSearchParams(params);
  kept.delete(CONFIRM_PARAM);
  const here = kept.size > 0 ? `${pathname}?${kept}` : pathname;
  return /* @__PURE__ */ jsxs("div", { className: "mt-3 space-y-3", children: [
    /* @__PURE__ */ jsxs("div", { className: "flex flex-wrap gap-2", children: [
      /* @__PURE__ */ jsx(
        Link,
        {
          to: `/property/${listingId}/edit`,
          className: "rounded-md border border-brand-700 px-4 py-1.5 font-semibold text-brand-700 hover:bg-brand-50",
          children: "Edit"
        }
      ),
      /* @__PURE__ */ jsxs(Form, { method: "get", action: pathname, preventScrollReset: true, children: [
        [...kept].map(([name, value]) => /* @__PURE__ */ jsx("input", { type: "hidden", name, value }, name)),
        /* @__PURE__ */ jsx("input", { type: "hidden", name: CONFIRM_PARAM, value: listingId }),
        /* @__PURE__ */ jsx(
          "button",
          {
            type: "submit",
            className: "rounded-md border border-red-700 px-4 py-1.5 font-semibold text-red-700 hover:bg-red-50",
            children: "Delete"
          }
        )
      ] })
    ] }),
    params.get(CONFIRM_PARAM) === listingId ? /* @__PURE__ */ jsx(
      ConfirmPanel,
      {
        title: "Delete this listing?",
        confirmLabel: "Yes, delete",
        cancelTo: here,
        action: `/property/${listingId}/edit`,
        fields: { intent: "delete" },
        children: "The listing and its photos are removed for good."
      }
    ) : null
  ] });
}
async function loader$A({
  request,
  params
}) {
  const viewer = await getCurrentUser(request);
  const view = await listingForView(params.id, viewer);
  if (!view) throw new Response("Listing not found.", {
    status: 404
  });
  const cover = view.photos[0]?.variants.find((v) => v.width >= 800) ?? view.photos[0]?.variants[0];
  return {
    ...view,
    signedIn: viewer !== null,
    ogImage: cover ? `${env().PUBLIC_URL}${mediaUrl(cover.key)}` : null
  };
}
function meta$v({
  data: data2,
  params
}) {
  if (!data2) return [{
    title: "Listing not found | GharStay"
  }];
  const {
    listing
  } = data2;
  const name = listingName(listing.projectBuildingName);
  const place = [listing.locality, listing.city].filter(Boolean).join(", ");
  const title = `${name}, ${place} — ${shortRupees(listing.price)} | GharStay`;
  const description = `${listing.listingType} · ${listing.propertyType} in ${place} for ${formatRupees(listing.price)}. ${listing.description ?? ""}`.trim().slice(0, 160);
  return [{
    title
  }, {
    name: "description",
    content: description
  }, {
    tagName: "link",
    rel: "canonical",
    href: `/property/${params.id}`
  }, {
    property: "og:title",
    content: title
  }, {
    property: "og:description",
    content: description
  }, {
    property: "og:type",
    content: "website"
  }, ...data2.ogImage ? [{
    property: "og:image",
    content: data2.ogImage
  }] : []];
}
const property = UNSAFE_withComponentProps(function Property({
  loaderData
}) {
  const {
    listing,
    owner,
    photos,
    isOwner,
    signedIn
  } = loaderData;
  const name = listingName(listing.projectBuildingName);
  return /* @__PURE__ */ jsxs("article", {
    className: "mx-auto max-w-6xl px-4 py-8",
    children: [/* @__PURE__ */ jsx(Link, {
      to: "/explore",
      className: "font-semibold text-brand-700 hover:underline",
      children: "← Back to listings"
    }), /* @__PURE__ */ jsxs("div", {
      className: "mt-6 grid gap-8 lg:grid-cols-3",
      children: [/* @__PURE__ */ jsxs("div", {
        className: "space-y-8 lg:col-span-2",
        children: [/* @__PURE__ */ jsx(ListingGallery, {
          photos,
          name
        }), /* @__PURE__ */ jsxs("header", {
          children: [listing.status === "pending" ? /* @__PURE__ */ jsx("p", {
            className: "mb-2 inline-block rounded bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900",
            children: "Pending approval"
          }) : null, /* @__PURE__ */ jsx("h1", {
            className: "text-3xl font-bold text-gray-900",
            children: name
          }), /* @__PURE__ */ jsxs("p", {
            className: "mt-1 text-lg text-gray-700",
            children: [listing.locality?.trim() || "Location not available", ", ", listing.city || "Not available"]
          }), /* @__PURE__ */ jsx("p", {
            className: "mt-3 text-2xl font-bold text-gray-900",
            children: priceText(listing.price)
          })]
        }), /* @__PURE__ */ jsxs("section", {
          "aria-labelledby": "facts",
          children: [/* @__PURE__ */ jsx("h2", {
            id: "facts",
            className: "mb-3 text-xl font-semibold text-gray-900",
            children: "Property details"
          }), /* @__PURE__ */ jsx(ListingFacts, {
            listing
          })]
        }), listing.description ? /* @__PURE__ */ jsxs("section", {
          "aria-labelledby": "about",
          children: [/* @__PURE__ */ jsx("h2", {
            id: "about",
            className: "mb-2 text-xl font-semibold text-gray-900",
            children: "About this property"
          }), /* @__PURE__ */ jsx("p", {
            className: "whitespace-pre-line text-gray-800",
            children: listing.description
          })]
        }) : null, /* @__PURE__ */ jsxs("section", {
          "aria-labelledby": "amenities",
          children: [/* @__PURE__ */ jsx("h2", {
            id: "amenities",
            className: "mb-3 text-xl font-semibold text-gray-900",
            children: "Amenities"
          }), /* @__PURE__ */ jsx(ListingAmenities, {
            amenities: listing.amenities
          })]
        })]
      }), /* @__PURE__ */ jsxs("div", {
        className: "space-y-4",
        children: [/* @__PURE__ */ jsx(OwnerPanel, {
          owner,
          signedIn,
          listingId: listing.id
        }), isOwner ? /* @__PURE__ */ jsx(OwnerListingActions, {
          listingId: listing.id
        }) : null]
      })]
    })]
  });
});
const ErrorBoundary$9 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary2({
  error
}) {
  const notFound2 = isRouteErrorResponse(error) && error.status === 404;
  return /* @__PURE__ */ jsxs("section", {
    className: "mx-auto max-w-2xl px-4 py-24 text-center",
    children: [/* @__PURE__ */ jsx("title", {
      children: notFound2 ? "Listing not found | GharStay" : "Something went wrong | GharStay"
    }), /* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-bold text-gray-900",
      children: notFound2 ? "Listing not found" : "Something went wrong"
    }), /* @__PURE__ */ jsx("p", {
      className: "mt-4 text-lg text-gray-700",
      children: notFound2 ? "This listing does not exist, or it is not published yet." : "We could not show this listing. Please try again in a moment."
    }), /* @__PURE__ */ jsx(Link, {
      to: "/explore",
      className: "mt-8 inline-block font-semibold text-brand-700 underline",
      children: "Back to listings"
    })]
  });
});
const route15 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary: ErrorBoundary$9,
  default: property,
  loader: loader$A,
  meta: meta$v
}, Symbol.toStringTag, { value: "Module" }));
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
async function readForm(request) {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
const handle = {
  hideFooter: true
};
async function loader$z({
  request,
  params
}) {
  const user = await requireUser(request);
  const {
    listing,
    photos
  } = await listingForEdit(params.id, user);
  return {
    userId: user.id,
    listingId: listing.id,
    name: listing.projectBuildingName,
    draft: draftFromListing(listing),
    photos
  };
}
async function action$j({
  request,
  params
}) {
  assertSameOrigin(request);
  const user = await requireUser(request);
  const form = await readForm(request);
  if (form?.get("intent") !== "delete") throw new Response("Unknown action.", {
    status: 400
  });
  const outcome = await deleteListing(user, params.id);
  if (!outcome.ok) {
    throw new Response(outcome.status === 403 ? "You can only delete your own listings." : "Listing not found.", {
      status: outcome.status
    });
  }
  return redirect("/profile");
}
function meta$u({
  data: data2
}) {
  return pageMeta({
    title: `Edit ${listingName(data2?.name)} | GharStay`,
    description: "Change your listing's details, amenities and photos; it is checked again before it shows."
  });
}
const propertyEdit = UNSAFE_withComponentProps(function PropertyEdit({
  loaderData
}) {
  const {
    userId,
    listingId,
    name,
    draft,
    photos
  } = loaderData;
  return /* @__PURE__ */ jsxs("section", {
    className: "mx-auto max-w-4xl px-4 py-10",
    children: [/* @__PURE__ */ jsx(Link, {
      to: `/property/${listingId}`,
      className: "font-semibold text-brand-700 hover:underline",
      children: "← Back to the listing"
    }), /* @__PURE__ */ jsxs("h1", {
      className: "mt-4 text-3xl font-bold text-gray-900",
      children: ["Edit ", listingName(name)]
    }), /* @__PURE__ */ jsx("p", {
      className: "mt-2 text-gray-700",
      children: "After you save, the listing waits for approval again."
    }), /* @__PURE__ */ jsx("div", {
      className: "mt-8",
      children: /* @__PURE__ */ jsx(ListingWizard, {
        userId,
        edit: {
          listingId,
          draft,
          photos
        }
      }, listingId)
    })]
  });
});
const ErrorBoundary$8 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary3({
  error
}) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Listing not found" : status === 403 ? "Access denied" : "Something went wrong";
  const message = status === 404 ? "This listing does not exist." : status === 403 ? "You can only edit or delete your own listings." : "We could not open this listing for editing. Please try again in a moment.";
  return /* @__PURE__ */ jsxs("section", {
    className: "mx-auto max-w-2xl px-4 py-24 text-center",
    children: [/* @__PURE__ */ jsx("title", {
      children: `${title} | GharStay`
    }), /* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-bold text-gray-900",
      children: title
    }), /* @__PURE__ */ jsx("p", {
      className: "mt-4 text-lg text-gray-700",
      children: message
    }), /* @__PURE__ */ jsx(Link, {
      to: "/profile",
      className: "mt-8 inline-block font-semibold text-brand-700 underline",
      children: "Back to your profile"
    })]
  });
});
const route16 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary: ErrorBoundary$8,
  action: action$j,
  default: propertyEdit,
  handle,
  loader: loader$z,
  meta: meta$u
}, Symbol.toStringTag, { value: "Module" }));
async function action$i({
  request
}) {
  if (request.method !== "POST") return data({
    error: "Method not allowed."
  }, {
    status: 405
  });
  if (!isSameOrigin(request)) return data({
    error: UPLOAD_MESSAGES.failed
  }, {
    status: 403
  });
  const user = await getCurrentUser(request);
  if (!user) return data({
    error: UPLOAD_MESSAGES.failed,
    reason: UPLOAD_MESSAGES.logIn
  }, {
    status: 401
  });
  const outcome = await receiveUpload(request, user);
  if (!outcome.ok) {
    return data({
      error: UPLOAD_MESSAGES.failed,
      reason: outcome.reason
    }, {
      status: outcome.status
    });
  }
  return data({
    message: UPLOAD_MESSAGES.succeeded,
    photo: outcome.photo
  }, {
    status: 201
  });
}
function loader$y() {
  return data({
    error: "Use POST."
  }, {
    status: 405
  });
}
const route17 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$i,
  loader: loader$y
}, Symbol.toStringTag, { value: "Module" }));
const MESSAGES = {
  200: "Photo removed.",
  403: "You can only remove your own photos.",
  404: "Photo not found.",
  409: "This photo belongs to a listing; remove it by editing the listing."
};
async function action$h({
  request,
  params
}) {
  if (request.method !== "DELETE") return data({
    error: "Method not allowed."
  }, {
    status: 405
  });
  if (!isSameOrigin(request)) return data({
    error: "Forbidden."
  }, {
    status: 403
  });
  const user = await getCurrentUser(request);
  if (!user) return data({
    error: "Please log in."
  }, {
    status: 401
  });
  const status = await removeUpload(params.id, user);
  return data(status === 200 ? {
    message: MESSAGES[status]
  } : {
    error: MESSAGES[status]
  }, {
    status
  });
}
function loader$x() {
  return data({
    error: "Use DELETE."
  }, {
    status: 405
  });
}
const route18 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$h,
  loader: loader$x
}, Symbol.toStringTag, { value: "Module" }));
function photoJson(photo) {
  return {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    variants: photo.variants.map((v) => ({ width: v.width, height: v.height, url: mediaUrl(v.key) }))
  };
}
async function readJson(request) {
  try {
    return await request.json();
  } catch {
    return {};
  }
}
async function loader$w({
  request
}) {
  const user = await getCurrentUser(request);
  if (!user) return data({
    error: "Please log in."
  }, {
    status: 401
  });
  const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
  if (!Number.isInteger(page) || page < 1 || page > 1e4) {
    return data({
      error: "page must be a whole number from 1."
    }, {
      status: 400
    });
  }
  const rows = await ownListings(user.id, page);
  return {
    listings: rows,
    page,
    pageSize: OWN_LISTINGS_PAGE_SIZE
  };
}
async function action$g({
  request
}) {
  if (request.method !== "POST") return data({
    error: "Method not allowed."
  }, {
    status: 405
  });
  if (!isSameOrigin(request)) return data({
    error: SUBMIT_MESSAGES.failed
  }, {
    status: 403
  });
  const user = await getCurrentUser(request);
  if (!user) return data({
    error: SUBMIT_MESSAGES.logIn
  }, {
    status: 401
  });
  const outcome = await createListing(user, await readJson(request));
  if (!outcome.ok) return data({
    error: SUBMIT_MESSAGES.invalid,
    errors: outcome.errors
  }, {
    status: outcome.status
  });
  return data({
    message: SUBMIT_MESSAGES.submitted,
    listing: {
      id: outcome.id,
      status: "pending"
    }
  }, {
    status: 201
  });
}
const route19 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$g,
  loader: loader$w
}, Symbol.toStringTag, { value: "Module" }));
const NOT_FOUND = {
  error: "Listing not found."
};
const FORBIDDEN = {
  error: "You can only change your own listings."
};
async function loader$v({
  request,
  params
}) {
  const view = await listingForView(params.id, await getCurrentUser(request));
  if (!view) return data(NOT_FOUND, {
    status: 404
  });
  return {
    listing: view.listing,
    owner: view.owner,
    photos: view.photos.map(photoJson)
  };
}
async function action$f({
  request,
  params
}) {
  if (!isSameOrigin(request)) return data(FORBIDDEN, {
    status: 403
  });
  const user = await getCurrentUser(request);
  if (!user) return data({
    error: "Please log in."
  }, {
    status: 401
  });
  if (request.method === "PUT") {
    const outcome = await updateListing(user, params.id, await readJson(request));
    if (outcome.ok) return {
      message: SUBMIT_MESSAGES.updated,
      listing: {
        id: outcome.id,
        status: "pending"
      }
    };
    if (outcome.status === 400) return data({
      error: SUBMIT_MESSAGES.invalid,
      errors: outcome.errors
    }, {
      status: 400
    });
    return data(outcome.status === 403 ? FORBIDDEN : NOT_FOUND, {
      status: outcome.status
    });
  }
  if (request.method === "DELETE") {
    const outcome = await deleteListing(user, params.id);
    if (outcome.ok) return {
      message: "Listing deleted."
    };
    return data(outcome.status === 403 ? FORBIDDEN : NOT_FOUND, {
      status: outcome.status
    });
  }
  return data({
    error: "Method not allowed."
  }, {
    status: 405
  });
}
const route20 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$f,
  loader: loader$v
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
async function loader$u({
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
  loader: loader$u
}, Symbol.toStringTag, { value: "Module" }));
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
      ` “${entry2.subjectName}”`,
      /* @__PURE__ */ jsx("span", { className: "text-gray-700", children: ` by ${entry2.actorName ?? "a deleted account"}` })
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
async function requireAdminAction(request) {
  assertSameOrigin(request);
  return requireAdmin(request);
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
const escapeLike = (text2) => text2.replace(/[\\%_]/g, (c) => `\\${c}`);
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
const ListingCharts = lazy(() => import("./listing-charts-ClyaWqLn.js"));
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
            /* @__PURE__ */ jsx("dd", { children: `${listing.listingType} · ${listing.propertyType}` }),
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
    {
      label: "Contacts",
      value: totals.contacts,
      note: `${totals.unhandledContacts} not handled`,
      to: "/admin/contacts"
    },
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
function meta$t() {
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
async function loader$t({
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
function action$e({
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
      children: [/* @__PURE__ */ jsx("h2", {
        id: "pending-heading",
        className: "mb-3 text-xl font-semibold",
        children: `Pending listings (${pending.total})`
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
  action: action$e,
  default: dashboard,
  loader: loader$t,
  meta: meta$t
}, Symbol.toStringTag, { value: "Module" }));
function meta$s() {
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
async function loader$s({
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
function action$d({
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
              }), /* @__PURE__ */ jsx("td", {
                className: "py-2 pr-3",
                children: `${listing.listingType} · ${listing.propertyType}`
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
  action: action$d,
  default: properties,
  loader: loader$s,
  meta: meta$s
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
function meta$r() {
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
async function loader$r({
  request
}) {
  await requireAdmin(request);
  return {
    inbox: await contactInbox(pageFrom(new URL(request.url).searchParams))
  };
}
function action$c({
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
  action: action$c,
  default: contacts,
  loader: loader$r,
  meta: meta$r
}, Symbol.toStringTag, { value: "Module" }));
const PROJECT_CITIES = [...SUPPORTED_CITIES, "Mathura"];
const PROJECT_LISTING_TYPES$1 = [
  { value: "Sell", label: "Sell" },
  { value: "Rent", label: "Rent / Lease" },
  { value: "PG", label: "PG" }
];
const QUICK_LISTING_TYPES = ["Sell", "Rent", "PG"];
const PROJECT_PROPERTY_TYPES = {
  Residential: [...CATEGORY_TYPES.Residential, "Serviced Apartment", "Farmhouse"],
  Commercial: [...CATEGORY_TYPES.Commercial, "Hospitality"]
};
const ALL_PROJECT_PROPERTY_TYPES = [
  .../* @__PURE__ */ new Set([...PROJECT_PROPERTY_TYPES.Residential, ...PROJECT_PROPERTY_TYPES.Commercial])
];
const PLACEMENTS = [
  { name: "showNewLaunch", label: "New launch" },
  { name: "showExplore", label: "Explore" },
  { name: "comingSoon", label: "Coming soon" }
];
const PROJECTS_PAGE_SIZE$1 = 20;
function scopeCondition(scope) {
  if ("source" in scope) return eq(projects.source, scope.source);
  return eq(projects[scope.placement], true);
}
async function listProjects(scope, page) {
  const db = database();
  const where = scopeCondition(scope);
  const [rows, [{ total }]] = await Promise.all([
    db.select({
      id: projects.id,
      projectBuildingName: projects.projectBuildingName,
      city: projects.city,
      locality: projects.locality,
      listingType: projects.listingType,
      propertyType: projects.propertyType,
      price: projects.price,
      showNewLaunch: projects.showNewLaunch,
      showExplore: projects.showExplore,
      comingSoon: projects.comingSoon,
      source: projects.source,
      cover: sql`${projects.images} -> 0`,
      createdAt: projects.createdAt
    }).from(projects).where(where).orderBy(desc(projects.createdAt), desc(projects.id)).limit(PROJECTS_PAGE_SIZE$1).offset((page - 1) * PROJECTS_PAGE_SIZE$1),
    db.select({ total: count() }).from(projects).where(where)
  ]);
  return { items: rows, page, pageCount: pageCountOf(total, PROJECTS_PAGE_SIZE$1), total };
}
async function findProject(id) {
  const [row] = await database().select({
    id: projects.id,
    source: projects.source,
    city: projects.city,
    projectBuildingName: projects.projectBuildingName,
    locality: projects.locality,
    title: projects.title,
    heading: projects.heading,
    description: projects.description,
    location: projects.location,
    propertyCategory: projects.propertyCategory,
    listingType: projects.listingType,
    propertyType: projects.propertyType,
    price: projects.price,
    plotArea: projects.plotArea,
    facingType: projects.facingType,
    amenities: projects.amenities,
    images: projects.images,
    showNewLaunch: projects.showNewLaunch,
    showExplore: projects.showExplore,
    comingSoon: projects.comingSoon
  }).from(projects).where(eq(projects.id, id)).limit(1);
  return row ?? null;
}
const projectColumns = (input) => ({
  city: input.city,
  projectBuildingName: input.projectBuildingName,
  locality: input.locality,
  propertyCategory: input.propertyCategory,
  listingType: input.listingType,
  propertyType: input.propertyType,
  price: input.price,
  plotArea: input.plotArea ?? null,
  facingType: input.facingType ?? null,
  amenities: input.amenities,
  showNewLaunch: input.showNewLaunch,
  showExplore: input.showExplore,
  comingSoon: input.comingSoon
});
function cityFromLocation(location) {
  const lower = location.toLowerCase();
  return PROJECT_CITIES.find((city) => new RegExp(`\\b${city.toLowerCase()}\\b`).test(lower)) ?? location;
}
const quickPostingColumns = (input) => ({
  title: input.title,
  projectBuildingName: input.title,
  heading: input.heading ?? null,
  description: input.description ?? null,
  location: input.location,
  city: cityFromLocation(input.location),
  locality: input.location,
  price: input.price,
  propertyType: input.propertyType,
  propertyCategory: input.propertyCategory ?? null,
  listingType: input.listingType ?? null
});
async function createProject(actorId, input, images) {
  return database().transaction(async (tx) => {
    const [row] = await tx.insert(projects).values({ ...projectColumns(input), images, source: "project", createdById: actorId }).returning({ id: projects.id });
    await recordAudit(tx, {
      actorId,
      action: "project.create",
      subjectType: "project",
      subjectId: row.id,
      subjectName: input.projectBuildingName
    });
    return row.id;
  });
}
async function createQuickPosting(actorId, input, source) {
  return database().transaction(async (tx) => {
    const [row] = await tx.insert(projects).values({ ...quickPostingColumns(input), source, createdById: actorId }).returning({ id: projects.id });
    await recordAudit(tx, {
      actorId,
      action: "project.create",
      subjectType: "project",
      subjectId: row.id,
      subjectName: input.title
    });
    return row.id;
  });
}
async function updateProject(actorId, id, change) {
  const outcome = await database().transaction(async (tx) => {
    const [before] = await tx.select({ images: projects.images }).from(projects).where(eq(projects.id, id)).for("update");
    if (!before) return null;
    const values = change.kind === "project" ? { ...projectColumns(change.input), images: change.images } : quickPostingColumns(change.input);
    await tx.update(projects).set(values).where(eq(projects.id, id));
    await recordAudit(tx, {
      actorId,
      action: "project.update",
      subjectType: "project",
      subjectId: id,
      subjectName: change.kind === "project" ? change.input.projectBuildingName : change.input.title
    });
    const kept = new Set(change.kind === "project" ? change.images.map(imageKey) : before.images.map(imageKey));
    return before.images.filter((image) => !kept.has(imageKey(image)));
  });
  if (!outcome) return false;
  await removeProjectFiles(outcome);
  return true;
}
async function deleteProject(actorId, id) {
  const outcome = await database().transaction(async (tx) => {
    const [row] = await tx.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id, name: projects.projectBuildingName, images: projects.images });
    if (!row) return null;
    await recordAudit(tx, {
      actorId,
      action: "project.delete",
      subjectType: "project",
      subjectId: row.id,
      subjectName: row.name
    });
    return row;
  });
  if (!outcome) return { ok: false };
  await removeProjectFiles(outcome.images);
  return { ok: true, name: outcome.name };
}
const imageKey = (image) => image[0]?.key ?? "";
async function removeProjectFiles(images) {
  const db = database();
  const orphaned = [];
  for (const image of images) {
    const key = imageKey(image);
    if (!key) continue;
    const containment = JSON.stringify([[{ key }]]);
    const [{ users: users2 }] = await db.select({ users: count() }).from(projects).where(sql`${projects.images} @> ${containment}::jsonb`);
    if (users2 === 0) orphaned.push(...image);
  }
  try {
    await removeImageFiles(orphaned);
  } catch (error) {
    logger.error({ err: error }, "could not remove a project's photo files");
  }
}
const PROJECT_IMAGE_FOLDER = "project_images";
const MAX_BODY_BYTES = MAX_PHOTOS * MAX_IMAGE_BYTES + 1024 * 1024;
const TOO_LARGE_MESSAGE = `Please upload at most ${MAX_PHOTOS} images of up to 10 MB each.`;
function limitBody(limit) {
  let seen = 0;
  return new TransformStream({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > limit) controller.error(new RangeError("body too large"));
      else controller.enqueue(chunk);
    }
  });
}
async function readUploadForm(request) {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) return "too-large";
  if (!request.body) return null;
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body.pipeThrough(limitBody(MAX_BODY_BYTES)),
    duplex: "half"
  });
  try {
    return await limited.formData();
  } catch (error) {
    return error instanceof RangeError || error.cause instanceof RangeError ? "too-large" : null;
  }
}
function chosenFiles(form, name = "images") {
  return form.getAll(name).filter((value) => value instanceof File && value.size > 0);
}
async function storeProjectImages(files) {
  const images = [];
  for (const file of files) {
    try {
      const stored = await processImage(Buffer.from(await file.arrayBuffer()), PROJECT_IMAGE_FOLDER);
      images.push(stored.variants);
    } catch (error) {
      await removeProjectFiles(images);
      if (error instanceof ImageRejectedError) return { ok: false, message: `${file.name}: ${error.message}` };
      throw error;
    }
  }
  return { ok: true, images };
}
const PROPERTY_TYPE_MESSAGE = "Please select a property type!";
const QUICK_POSTING_SUCCESS = "Property listed successfully!";
const requiredText = (message, max) => z.string(message).trim().min(1, message).max(max, `Please keep this under ${max} characters.`);
const optionalText = (max) => z.string().trim().max(max, `Please keep this under ${max} characters.`).optional().transform((v) => v || void 0);
const emptyToUndefined = (value) => typeof value === "string" && value.trim() === "" ? void 0 : value;
const rupees$1 = z.preprocess(
  (value) => emptyToUndefined(typeof value === "string" ? value.replace(/[₹,\s]/g, "") : value),
  z.coerce.number("Please enter the price in rupees.").int("Price must be a whole number of rupees above zero.").positive("Price must be a whole number of rupees above zero.").max(1e11, "Price must be a whole number of rupees above zero.")
);
const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());
const propertyTypeOf = (category, type) => PROJECT_PROPERTY_TYPES[category].includes(type);
const projectFormSchema = z.object({
  city: z.enum(PROJECT_CITIES, "Please select a city."),
  projectBuildingName: requiredText("Please enter the project or building name.", 150),
  locality: requiredText("Please enter the locality.", 150),
  propertyCategory: z.enum(PROPERTY_CATEGORIES, "Please select a property category."),
  listingType: z.enum(QUICK_LISTING_TYPES, "Please select a listing type."),
  propertyType: requiredText(PROPERTY_TYPE_MESSAGE, 60),
  price: rupees$1,
  plotArea: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int("Plot area must be a whole number of square feet.").positive("Plot area must be a whole number of square feet.").max(1e8, "Plot area must be a whole number of square feet.").optional()
  ),
  facingType: z.preprocess(emptyToUndefined, z.enum(FACING_TYPES, "Please select a facing.").optional()),
  amenities: z.array(z.enum(AMENITIES, "Please choose amenities from the list.")).max(AMENITIES.length),
  showNewLaunch: checkbox,
  showExplore: checkbox,
  comingSoon: checkbox
}).superRefine((value, ctx) => {
  if (!propertyTypeOf(value.propertyCategory, value.propertyType)) {
    ctx.addIssue({
      code: "custom",
      path: ["propertyType"],
      message: `Please select a property type of the ${value.propertyCategory} category.`
    });
  }
});
const quickPostingSchema = z.object({
  title: requiredText("Please enter a title.", 150),
  heading: optionalText(200),
  description: optionalText(2e3),
  location: requiredText("Please enter a location.", 150),
  price: rupees$1,
  propertyType: requiredText(PROPERTY_TYPE_MESSAGE, 60),
  propertyCategory: z.preprocess(
    emptyToUndefined,
    z.enum(PROPERTY_CATEGORIES, "Please select a property category.").optional()
  ),
  listingType: z.preprocess(
    emptyToUndefined,
    z.enum(QUICK_LISTING_TYPES, "Please select a listing type.").optional()
  )
}).superRefine((value, ctx) => {
  const categories = value.propertyCategory ? [value.propertyCategory] : PROPERTY_CATEGORIES;
  if (!categories.some((category) => propertyTypeOf(category, value.propertyType))) {
    ctx.addIssue({ code: "custom", path: ["propertyType"], message: PROPERTY_TYPE_MESSAGE });
  }
});
function fieldErrorsOf(error) {
  const errors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
function formValues(form, lists = []) {
  const values = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && !lists.includes(key)) values[key] = value;
  }
  for (const key of lists) values[key] = form.getAll(key).filter((v) => typeof v === "string");
  return values;
}
const CHECK_FIELDS = "Please check the highlighted fields.";
const refuse = (errors, values) => data({ tone: "error", message: CHECK_FIELDS, errors, values }, { status: 400 });
const notAForm = () => data({ tone: "error", message: "The form could not be read. Please try again." }, { status: 400 });
async function readProjectForm(request) {
  const form = await readUploadForm(request);
  if (form === "too-large") return { ok: false, response: refuse({ images: TOO_LARGE_MESSAGE }, {}) };
  if (!form) return { ok: false, response: notAForm() };
  const values = formValues(form, ["amenities"]);
  const parsed = projectFormSchema.safeParse(values);
  const files = chosenFiles(form);
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (files.length > MAX_PHOTOS) errors.images = TOO_LARGE_MESSAGE;
  if (!parsed.success || errors.images) return { ok: false, response: refuse(errors, values) };
  return { ok: true, input: parsed.data, form, files };
}
async function createProjectAction(request) {
  const admin = await requireAdminAction(request);
  const read = await readProjectForm(request);
  if (!read.ok) return read.response;
  const stored = await storeProjectImages(read.files);
  if (!stored.ok) return refuse({ images: stored.message }, formValues(read.form, ["amenities"]));
  try {
    const id = await createProject(admin.id, read.input, stored.images);
    return data({
      tone: "success",
      message: `Project “${read.input.projectBuildingName}” created.`,
      savedId: id
    });
  } catch (error) {
    await removeProjectFiles(stored.images);
    throw error;
  }
}
async function updateProjectAction(request, id) {
  const admin = await requireAdminAction(request);
  const project = await findProject(id);
  if (!project) throw new Response("Project not found.", { status: 404 });
  if (project.source !== "project") {
    const form = await readForm(request);
    if (!form) return notAForm();
    const values = formValues(form);
    const parsed = quickPostingSchema.safeParse(values);
    if (!parsed.success) return refuse(fieldErrorsOf(parsed.error), values);
    await updateProject(admin.id, id, { kind: "quick", input: parsed.data });
    return data({ tone: "success", message: `Saved “${parsed.data.title}”.`, savedId: id });
  }
  const read = await readProjectForm(request);
  if (!read.ok) return read.response;
  const removing = new Set(read.form.getAll("removeImage"));
  const kept = project.images.filter((image) => !removing.has(imageKey(image)));
  if (kept.length + read.files.length > MAX_PHOTOS) {
    return refuse({ images: TOO_LARGE_MESSAGE }, formValues(read.form, ["amenities"]));
  }
  const stored = await storeProjectImages(read.files);
  if (!stored.ok) return refuse({ images: stored.message }, formValues(read.form, ["amenities"]));
  try {
    const saved = await updateProject(admin.id, id, {
      kind: "project",
      input: read.input,
      images: [...kept, ...stored.images]
    });
    if (!saved) throw new Response("Project not found.", { status: 404 });
  } catch (error) {
    await removeProjectFiles(stored.images);
    throw error;
  }
  return data({
    tone: "success",
    message: `Saved “${read.input.projectBuildingName}”.`,
    savedId: `${id}:${Date.now()}`
  });
}
const listIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), projectId: z.string().trim().min(1).max(64) }),
  z.object({ intent: z.literal("create") })
]);
async function projectListAction(request, postingSource) {
  const admin = await requireAdminAction(request);
  const form = await readForm(request);
  if (!form) return notAForm();
  const values = formValues(form);
  const intent = listIntentSchema.safeParse(values);
  if (!intent.success || intent.data.intent === "create" && !postingSource) {
    return data({ tone: "error", message: "Choose what to do." }, { status: 400 });
  }
  if (intent.data.intent === "delete") {
    const outcome = await deleteProject(admin.id, intent.data.projectId);
    if (!outcome.ok) {
      return data({ tone: "error", message: "That project no longer exists." }, { status: 404 });
    }
    return data({ tone: "success", message: `Deleted “${outcome.name}”.` });
  }
  const parsed = quickPostingSchema.safeParse(values);
  if (!parsed.success) return refuse(fieldErrorsOf(parsed.error), values);
  const id = await createQuickPosting(admin.id, parsed.data, postingSource);
  return data({ tone: "success", message: QUICK_POSTING_SUCCESS, savedId: id });
}
async function loadProjectList(request, scope) {
  await requireAdmin(request);
  const { searchParams } = new URL(request.url);
  return {
    list: await listProjects(scope, pageFrom(searchParams)),
    confirmDeleteId: searchParams.get("delete")
  };
}
const SOURCE_LABELS = { project: "Project", "post-property": "Post Property", buy: "Buys" };
function ProjectTable({ projects: projects2, confirmDeleteId, listPath, emptyText }) {
  if (projects2.length === 0) return /* @__PURE__ */ jsx("p", { className: "text-gray-700", children: emptyText });
  const confirming = projects2.find((project) => project.id === confirmDeleteId);
  return /* @__PURE__ */ jsxs("div", { className: "space-y-4", children: [
    confirming ? /* @__PURE__ */ jsx(
      ConfirmPanel,
      {
        title: `Delete “${confirming.projectBuildingName}”?`,
        confirmLabel: "Confirm delete",
        cancelTo: listPath,
        action: listPath,
        fields: { intent: "delete", projectId: confirming.id },
        children: "This deletes the project and its images for good."
      }
    ) : null,
    /* @__PURE__ */ jsx("div", { className: "overflow-x-auto", children: /* @__PURE__ */ jsxs("table", { className: "w-full text-left", children: [
      /* @__PURE__ */ jsx("caption", { className: "sr-only", children: "Projects" }),
      /* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { className: "border-b border-gray-300 text-sm text-gray-700", children: [
        /* @__PURE__ */ jsx("th", { scope: "col", className: "py-2 pr-3", children: /* @__PURE__ */ jsx("span", { className: "sr-only", children: "Cover" }) }),
        /* @__PURE__ */ jsx("th", { scope: "col", className: "py-2 pr-3", children: "Name" }),
        /* @__PURE__ */ jsx("th", { scope: "col", className: "py-2 pr-3", children: "City" }),
        /* @__PURE__ */ jsx("th", { scope: "col", className: "py-2 pr-3", children: "Type" }),
        /* @__PURE__ */ jsx("th", { scope: "col", className: "py-2 pr-3 text-right", children: "Price" }),
        /* @__PURE__ */ jsx("th", { scope: "col", className: "py-2 pr-3", children: "Shows in" }),
        /* @__PURE__ */ jsx("th", { scope: "col", className: "py-2", children: "Actions" })
      ] }) }),
      /* @__PURE__ */ jsx("tbody", { children: projects2.map((project) => {
        const nameId = `project-${project.id}`;
        const placements = PLACEMENTS.filter((p) => project[p.name]).map((p) => p.label);
        return /* @__PURE__ */ jsxs("tr", { className: "border-b border-gray-100 align-top", children: [
          /* @__PURE__ */ jsx("td", { className: "py-2 pr-3", children: project.cover ? /* @__PURE__ */ jsx(
            ResponsiveImage,
            {
              variants: project.cover,
              alt: "",
              sizes: "6rem",
              className: "h-14 w-24 rounded object-cover"
            }
          ) : /* @__PURE__ */ jsx("span", { className: "text-sm text-gray-600", children: "No Image Available" }) }),
          /* @__PURE__ */ jsxs("th", { scope: "row", id: nameId, className: "py-2 pr-3 font-medium", children: [
            project.projectBuildingName,
            /* @__PURE__ */ jsx("span", { className: "block text-sm font-normal text-gray-700", children: project.locality })
          ] }),
          /* @__PURE__ */ jsx("td", { className: "py-2 pr-3", children: project.city }),
          /* @__PURE__ */ jsx("td", { className: "py-2 pr-3", children: [project.listingType, project.propertyType].filter(Boolean).join(" · ") || SOURCE_LABELS[project.source] }),
          /* @__PURE__ */ jsx("td", { className: "py-2 pr-3 text-right tabular-nums", children: project.price === null ? "Not available" : formatRupees(project.price) }),
          /* @__PURE__ */ jsx("td", { className: "py-2 pr-3", children: placements.length > 0 ? placements.join(", ") : "Admin only" }),
          /* @__PURE__ */ jsx("td", { className: "py-2", children: /* @__PURE__ */ jsxs("div", { className: "flex flex-wrap gap-2", children: [
            /* @__PURE__ */ jsx(
              Link,
              {
                to: `/admin/projects/${project.id}/edit`,
                "aria-describedby": nameId,
                className: "rounded-md border border-gray-500 px-3 py-1.5 font-semibold text-gray-900 hover:bg-gray-100",
                children: "Edit"
              }
            ),
            /* @__PURE__ */ jsx(Form, { method: "get", action: listPath, children: /* @__PURE__ */ jsx(
              "button",
              {
                type: "submit",
                name: "delete",
                value: project.id,
                "aria-describedby": nameId,
                className: "rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-800 hover:bg-red-50",
                children: "Delete"
              }
            ) })
          ] }) })
        ] }, project.id);
      }) })
    ] }) })
  ] });
}
const text$1 = (value) => value === null || value === void 0 ? "" : String(value);
function QuickPostingForm({ heading, submitLabel, defaults = {}, errors = {}, outcome, intent }) {
  const id = useId();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === (intent ?? null);
  return /* @__PURE__ */ jsxs("section", { "aria-labelledby": `${id}-heading`, className: "rounded-lg border border-gray-200 p-4", children: [
    /* @__PURE__ */ jsx("h2", { id: `${id}-heading`, className: "mb-4 text-xl font-semibold", children: heading }),
    /* @__PURE__ */ jsxs(Form, { method: "post", noValidate: true, className: "space-y-4", children: [
      intent ? /* @__PURE__ */ jsx("input", { type: "hidden", name: "intent", value: intent }) : null,
      outcome ? /* @__PURE__ */ jsx(FormMessage, { tone: outcome.tone, children: outcome.message }) : null,
      /* @__PURE__ */ jsxs("div", { className: "grid gap-4 md:grid-cols-2", children: [
        /* @__PURE__ */ jsx(
          TextField,
          {
            label: "Title",
            name: "title",
            defaultValue: text$1(defaults.title),
            error: errors.title,
            maxLength: 150
          }
        ),
        /* @__PURE__ */ jsx(
          TextField,
          {
            label: "Heading",
            name: "heading",
            defaultValue: text$1(defaults.heading),
            error: errors.heading,
            maxLength: 200
          }
        ),
        /* @__PURE__ */ jsxs("div", { className: "md:col-span-2", children: [
          /* @__PURE__ */ jsx("label", { htmlFor: `${id}-description`, className: "block font-medium text-gray-900", children: "Description" }),
          /* @__PURE__ */ jsx(
            "textarea",
            {
              id: `${id}-description`,
              name: "description",
              rows: 4,
              maxLength: 2e3,
              defaultValue: text$1(defaults.description),
              "aria-invalid": errors.description ? true : void 0,
              "aria-describedby": errors.description ? `${id}-description-error` : void 0,
              className: "mt-1 block w-full rounded-md border border-gray-400 px-3 py-2 text-gray-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700"
            }
          ),
          errors.description ? /* @__PURE__ */ jsx("p", { id: `${id}-description-error`, className: "mt-1 text-sm font-medium text-red-700", children: errors.description }) : null
        ] }),
        /* @__PURE__ */ jsx(
          TextField,
          {
            label: "Location",
            name: "location",
            defaultValue: text$1(defaults.location),
            error: errors.location,
            maxLength: 150
          }
        ),
        /* @__PURE__ */ jsx(
          TextField,
          {
            label: "Price (₹)",
            name: "price",
            inputMode: "numeric",
            defaultValue: text$1(defaults.price),
            error: errors.price
          }
        ),
        /* @__PURE__ */ jsx(
          SelectField,
          {
            label: "Property type",
            name: "propertyType",
            placeholder: "Select property type",
            options: ALL_PROJECT_PROPERTY_TYPES,
            defaultValue: text$1(defaults.propertyType),
            error: errors.propertyType
          }
        ),
        /* @__PURE__ */ jsx(
          SelectField,
          {
            label: "Property category",
            name: "propertyCategory",
            placeholder: "Select category",
            options: PROPERTY_CATEGORIES,
            defaultValue: text$1(defaults.propertyCategory),
            error: errors.propertyCategory
          }
        ),
        /* @__PURE__ */ jsx(
          SelectField,
          {
            label: "Listing type",
            name: "listingType",
            placeholder: "Select listing type",
            options: QUICK_LISTING_TYPES,
            defaultValue: text$1(defaults.listingType),
            error: errors.listingType
          }
        )
      ] }),
      /* @__PURE__ */ jsx(
        "button",
        {
          type: "submit",
          disabled: saving,
          className: "rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60",
          children: saving ? "Saving..." : submitLabel
        }
      )
    ] })
  ] });
}
function ProjectListPage({
  title,
  intro,
  listPath,
  emptyText,
  list: list2,
  confirmDeleteId,
  result,
  posting,
  children
}) {
  const fromPosting = Boolean(result && (result.errors || result.savedId));
  return /* @__PURE__ */ jsxs("div", { className: "space-y-8", children: [
    /* @__PURE__ */ jsxs("header", { children: [
      /* @__PURE__ */ jsx("h1", { className: "text-3xl font-bold text-gray-900", children: title }),
      /* @__PURE__ */ jsx("p", { className: "mt-1 text-gray-700", children: intro }),
      children
    ] }),
    result && !fromPosting ? /* @__PURE__ */ jsx(FormMessage, { tone: result.tone, children: result.message }) : null,
    posting ? /* @__PURE__ */ jsx(
      QuickPostingForm,
      {
        heading: posting.heading,
        submitLabel: posting.submitLabel,
        intent: "create",
        outcome: fromPosting ? result : void 0,
        errors: result?.errors,
        defaults: result?.errors ? result.values : void 0
      },
      result?.savedId ?? "new"
    ) : null,
    /* @__PURE__ */ jsxs("section", { "aria-labelledby": "project-list-heading", children: [
      /* @__PURE__ */ jsx("h2", { id: "project-list-heading", className: "mb-3 text-xl font-semibold", children: `${title} (${list2.total})` }),
      /* @__PURE__ */ jsx(
        ProjectTable,
        {
          projects: list2.items,
          confirmDeleteId,
          listPath,
          emptyText
        }
      ),
      /* @__PURE__ */ jsx(Pagination, { page: list2.page, pageCount: list2.pageCount, label: `${title} pages` })
    ] })
  ] });
}
function meta$q() {
  return [{
    title: "Our projects | Admin | GharStay"
  }, {
    name: "description",
    content: "GharStay projects with edit and delete, and the Create Project form."
  }, {
    name: "robots",
    content: "noindex"
  }];
}
function loader$q({
  request
}) {
  return loadProjectList(request, {
    source: "project"
  });
}
function action$b({
  request
}) {
  return projectListAction(request, "project");
}
const ourProject = UNSAFE_withComponentProps(function AdminOurProject({
  loaderData,
  actionData
}) {
  return /* @__PURE__ */ jsx(ProjectListPage, {
    title: "Our projects",
    intro: "Developer projects and new launches. Add one with all its details and images on Post project, or create a quick one below.",
    listPath: "/admin/ourproject",
    emptyText: "No projects yet.",
    list: loaderData.list,
    confirmDeleteId: loaderData.confirmDeleteId,
    result: actionData,
    posting: {
      heading: "Create Project",
      submitLabel: "Create Project"
    },
    children: /* @__PURE__ */ jsx(Link, {
      to: "/admin/Postproject",
      className: "mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800",
      children: "Add New Project"
    })
  });
});
const route25 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$b,
  default: ourProject,
  loader: loader$q,
  meta: meta$q
}, Symbol.toStringTag, { value: "Module" }));
function meta$p() {
  return [{
    title: "Project explore | Admin | GharStay"
  }, {
    name: "description",
    content: "Projects shown on the Explore page."
  }, {
    name: "robots",
    content: "noindex"
  }];
}
function loader$p({
  request
}) {
  return loadProjectList(request, {
    placement: "showExplore"
  });
}
function action$a({
  request
}) {
  return projectListAction(request);
}
const projectExplore = UNSAFE_withComponentProps(function AdminProjectExplore({
  loaderData,
  actionData
}) {
  return /* @__PURE__ */ jsx(ProjectListPage, {
    title: "Project explore",
    intro: "Projects that show on the Explore page. Edit a project to change where it shows.",
    listPath: "/admin/ProjectExplore",
    emptyText: "No projects show on the Explore page.",
    list: loaderData.list,
    confirmDeleteId: loaderData.confirmDeleteId,
    result: actionData
  });
});
const route26 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$a,
  default: projectExplore,
  loader: loader$p,
  meta: meta$p
}, Symbol.toStringTag, { value: "Module" }));
const text = (value) => value === null || value === void 0 ? "" : String(value);
const checked = (value) => value === true || value === "on" || value === "true";
function CheckboxGroup({ legend, children, error }) {
  const id = useId();
  return /* @__PURE__ */ jsxs("fieldset", { "aria-describedby": error ? `${id}-error` : void 0, children: [
    /* @__PURE__ */ jsx("legend", { className: "font-medium text-gray-900", children: legend }),
    /* @__PURE__ */ jsx("div", { className: "mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3", children }),
    error ? /* @__PURE__ */ jsx("p", { id: `${id}-error`, className: "mt-1 text-sm font-medium text-red-700", children: error }) : null
  ] });
}
function Checkbox({
  name,
  value,
  label,
  defaultChecked
}) {
  return /* @__PURE__ */ jsxs("label", { className: "flex items-center gap-2", children: [
    /* @__PURE__ */ jsx(
      "input",
      {
        type: "checkbox",
        name,
        value,
        defaultChecked,
        className: "size-4 accent-brand-700"
      }
    ),
    label
  ] });
}
function ProjectForm({ defaults, errors = {}, outcome, submitLabel, existingImages = [] }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const [category, setCategory] = useState(text(defaults.propertyCategory));
  const types = category === "Residential" || category === "Commercial" ? PROJECT_PROPERTY_TYPES[category] : ALL_PROJECT_PROPERTY_TYPES;
  const amenities = new Set(Array.isArray(defaults.amenities) ? defaults.amenities : []);
  return /* @__PURE__ */ jsxs(Form, { method: "post", encType: "multipart/form-data", noValidate: true, className: "space-y-6", children: [
    outcome ? /* @__PURE__ */ jsx(FormMessage, { tone: outcome.tone, children: outcome.message }) : null,
    /* @__PURE__ */ jsxs("div", { className: "grid gap-4 md:grid-cols-2", children: [
      /* @__PURE__ */ jsx(
        SelectField,
        {
          label: "City",
          name: "city",
          placeholder: "Select a city",
          options: PROJECT_CITIES,
          defaultValue: text(defaults.city),
          error: errors.city
        }
      ),
      /* @__PURE__ */ jsx(
        TextField,
        {
          label: "Project or building name",
          name: "projectBuildingName",
          defaultValue: text(defaults.projectBuildingName),
          error: errors.projectBuildingName,
          maxLength: 150
        }
      ),
      /* @__PURE__ */ jsx(
        TextField,
        {
          label: "Locality",
          name: "locality",
          defaultValue: text(defaults.locality),
          error: errors.locality,
          maxLength: 150
        }
      ),
      /* @__PURE__ */ jsx(
        SelectField,
        {
          label: "Property category",
          name: "propertyCategory",
          placeholder: "Select a category",
          options: PROPERTY_CATEGORIES,
          value: category,
          onChange: (event) => setCategory(event.target.value),
          error: errors.propertyCategory
        }
      ),
      /* @__PURE__ */ jsx(
        SelectField,
        {
          label: "Listing type",
          name: "listingType",
          placeholder: "Select a listing type",
          options: PROJECT_LISTING_TYPES$1,
          defaultValue: text(defaults.listingType),
          error: errors.listingType
        }
      ),
      /* @__PURE__ */ jsx(
        SelectField,
        {
          label: "Property type",
          name: "propertyType",
          placeholder: "Select a property type",
          options: types,
          defaultValue: category === text(defaults.propertyCategory) ? text(defaults.propertyType) : "",
          error: errors.propertyType
        },
        category
      ),
      /* @__PURE__ */ jsx(
        TextField,
        {
          label: "Price (₹)",
          name: "price",
          inputMode: "numeric",
          defaultValue: text(defaults.price),
          error: errors.price,
          hint: "Whole rupees, for example 4500000."
        }
      ),
      /* @__PURE__ */ jsx(
        TextField,
        {
          label: "Plot area (sq ft)",
          name: "plotArea",
          inputMode: "numeric",
          defaultValue: text(defaults.plotArea),
          error: errors.plotArea
        }
      ),
      /* @__PURE__ */ jsx(
        SelectField,
        {
          label: "Facing",
          name: "facingType",
          placeholder: "Select a facing",
          options: FACING_TYPES,
          defaultValue: text(defaults.facingType),
          error: errors.facingType
        }
      )
    ] }),
    /* @__PURE__ */ jsx(CheckboxGroup, { legend: "Amenities", error: errors.amenities, children: AMENITIES.map((amenity) => /* @__PURE__ */ jsx(
      Checkbox,
      {
        name: "amenities",
        value: amenity,
        label: amenity,
        defaultChecked: amenities.has(amenity)
      },
      amenity
    )) }),
    existingImages.length > 0 ? /* @__PURE__ */ jsxs("fieldset", { children: [
      /* @__PURE__ */ jsx("legend", { className: "font-medium text-gray-900", children: "Current images" }),
      /* @__PURE__ */ jsx("ul", { className: "mt-2 grid grid-cols-2 gap-4 sm:grid-cols-4", children: existingImages.map((image, i) => /* @__PURE__ */ jsxs("li", { children: [
        /* @__PURE__ */ jsx(
          ResponsiveImage,
          {
            variants: image,
            alt: `Image ${i + 1}`,
            sizes: "10rem",
            className: "h-24 w-full rounded object-cover"
          }
        ),
        /* @__PURE__ */ jsx(
          Checkbox,
          {
            name: "removeImage",
            value: image[0]?.key,
            label: `Remove image ${i + 1}`,
            defaultChecked: false
          }
        )
      ] }, image[0]?.key ?? i)) })
    ] }) : null,
    /* @__PURE__ */ jsx(ImagePicker, { error: errors.images }),
    /* @__PURE__ */ jsx(CheckboxGroup, { legend: "Where it shows", children: PLACEMENTS.map((placement) => /* @__PURE__ */ jsx(
      Checkbox,
      {
        name: placement.name,
        label: placement.label,
        defaultChecked: checked(defaults[placement.name])
      },
      placement.name
    )) }),
    /* @__PURE__ */ jsx(
      "button",
      {
        type: "submit",
        disabled: saving,
        className: "rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60",
        children: saving ? "Saving..." : submitLabel
      }
    )
  ] });
}
function ImagePicker({ error }) {
  const id = useId();
  return /* @__PURE__ */ jsxs("div", { children: [
    /* @__PURE__ */ jsx("label", { htmlFor: id, className: "block font-medium text-gray-900", children: "Images" }),
    /* @__PURE__ */ jsx(
      "input",
      {
        id,
        type: "file",
        name: "images",
        accept: "image/*",
        multiple: true,
        "aria-invalid": error ? true : void 0,
        "aria-describedby": `${id}-hint${error ? ` ${id}-error` : ""}`,
        className: "mt-1 block w-full text-gray-900 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
      }
    ),
    /* @__PURE__ */ jsx("p", { id: `${id}-hint`, className: "mt-1 text-sm text-gray-600", children: "Up to 10 images, 10 MB each. The first one is the cover." }),
    error ? /* @__PURE__ */ jsx("p", { id: `${id}-error`, className: "mt-1 text-sm font-medium text-red-700", children: error }) : null
  ] });
}
function meta$o() {
  return [{
    title: "Add New Project | Admin | GharStay"
  }, {
    name: "description",
    content: "Add a project with its details, amenities, images and where it shows."
  }, {
    name: "robots",
    content: "noindex"
  }];
}
async function loader$o({
  request
}) {
  await requireAdmin(request);
  return null;
}
function action$9({
  request
}) {
  return createProjectAction(request);
}
const postProject = UNSAFE_withComponentProps(function AdminPostProject({
  actionData: result
}) {
  return /* @__PURE__ */ jsxs("div", {
    className: "space-y-6",
    children: [/* @__PURE__ */ jsxs("header", {
      children: [/* @__PURE__ */ jsx("h1", {
        className: "text-3xl font-bold text-gray-900",
        children: "Add New Project"
      }), result?.savedId ? /* @__PURE__ */ jsxs("p", {
        className: "mt-2",
        children: [/* @__PURE__ */ jsx(Link, {
          to: `/admin/projects/${result.savedId}/edit`,
          className: "font-semibold text-brand-800 underline",
          children: "Edit the project just created"
        }), " ", "or", " ", /* @__PURE__ */ jsx(Link, {
          to: "/admin/ourproject",
          className: "font-semibold text-brand-800 underline",
          children: "see all projects"
        }), "."]
      }) : null]
    }), /* @__PURE__ */ jsx(ProjectForm, {
      defaults: result?.errors ? result.values ?? {} : {},
      errors: result?.errors,
      outcome: result,
      submitLabel: "Add Project"
    }, result?.savedId ?? "new")]
  });
});
const route27 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$9,
  default: postProject,
  loader: loader$o,
  meta: meta$o
}, Symbol.toStringTag, { value: "Module" }));
function meta$n() {
  return [{
    title: "Coming soon | Admin | GharStay"
  }, {
    name: "description",
    content: "Projects announced as coming soon."
  }, {
    name: "robots",
    content: "noindex"
  }];
}
function loader$n({
  request
}) {
  return loadProjectList(request, {
    placement: "comingSoon"
  });
}
function action$8({
  request
}) {
  return projectListAction(request);
}
const comingSoon = UNSAFE_withComponentProps(function AdminComingSoon({
  loaderData,
  actionData
}) {
  return /* @__PURE__ */ jsx(ProjectListPage, {
    title: "Coming soon",
    intro: "Projects announced as coming soon. Edit a project to change where it shows.",
    listPath: "/admin/ComingSoon",
    emptyText: "No projects are marked coming soon.",
    list: loaderData.list,
    confirmDeleteId: loaderData.confirmDeleteId,
    result: actionData
  });
});
const route28 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$8,
  default: comingSoon,
  loader: loader$n,
  meta: meta$n
}, Symbol.toStringTag, { value: "Module" }));
function meta$m() {
  return [{
    title: "Apartments | Admin | GharStay"
  }, {
    name: "description",
    content: "Post Property: properties listed by the GharStay team."
  }, {
    name: "robots",
    content: "noindex"
  }];
}
function loader$m({
  request
}) {
  return loadProjectList(request, {
    source: "post-property"
  });
}
function action$7({
  request
}) {
  return projectListAction(request, "post-property");
}
const apartments = UNSAFE_withComponentProps(function AdminApartments({
  loaderData,
  actionData
}) {
  return /* @__PURE__ */ jsx(ProjectListPage, {
    title: "Apartments",
    intro: "Properties the GharStay team lists through the Post Property form.",
    listPath: "/admin/Apartments",
    emptyText: "No properties posted yet.",
    list: loaderData.list,
    confirmDeleteId: loaderData.confirmDeleteId,
    result: actionData,
    posting: {
      heading: "Post Property",
      submitLabel: "Post Property"
    }
  });
});
const route29 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$7,
  default: apartments,
  loader: loader$m,
  meta: meta$m
}, Symbol.toStringTag, { value: "Module" }));
function meta$l() {
  return [{
    title: "Buys | Admin | GharStay"
  }, {
    name: "description",
    content: "Buys: properties for sale listed by the GharStay team."
  }, {
    name: "robots",
    content: "noindex"
  }];
}
function loader$l({
  request
}) {
  return loadProjectList(request, {
    source: "buy"
  });
}
function action$6({
  request
}) {
  return projectListAction(request, "buy");
}
const buys = UNSAFE_withComponentProps(function AdminBuys({
  loaderData,
  actionData
}) {
  return /* @__PURE__ */ jsx(ProjectListPage, {
    title: "Buys",
    intro: "Properties for sale the GharStay team lists through the Buys form.",
    listPath: "/admin/Buys",
    emptyText: "No Buys postings yet.",
    list: loaderData.list,
    confirmDeleteId: loaderData.confirmDeleteId,
    result: actionData,
    posting: {
      heading: "Buys",
      submitLabel: "Submit"
    }
  });
});
const route30 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$6,
  default: buys,
  loader: loader$l,
  meta: meta$l
}, Symbol.toStringTag, { value: "Module" }));
function meta$k({
  data: data2
}) {
  const name = data2?.project.projectBuildingName ?? "Project";
  return [{
    title: `Edit ${name} | Admin | GharStay`
  }, {
    name: "description",
    content: `Edit ${name}: its details, images and where it shows.`
  }, {
    name: "robots",
    content: "noindex"
  }];
}
async function loader$k({
  request,
  params
}) {
  await requireAdmin(request);
  const project = await findProject(params.id);
  if (!project) throw new Response("Project not found.", {
    status: 404
  });
  return {
    project
  };
}
function action$5({
  request,
  params
}) {
  return updateProjectAction(request, params.id);
}
const BACK_TO = {
  project: "/admin/ourproject",
  "post-property": "/admin/Apartments",
  buy: "/admin/Buys"
};
const projectEdit = UNSAFE_withComponentProps(function AdminProjectEdit({
  loaderData,
  actionData: result
}) {
  const {
    project
  } = loaderData;
  const defaults = result?.errors ? result.values ?? {} : project;
  return /* @__PURE__ */ jsxs("div", {
    className: "space-y-6",
    children: [/* @__PURE__ */ jsxs("header", {
      children: [/* @__PURE__ */ jsx("p", {
        children: /* @__PURE__ */ jsx(Link, {
          to: BACK_TO[project.source],
          className: "font-semibold text-brand-800 underline",
          children: "Back to the list"
        })
      }), /* @__PURE__ */ jsxs("h1", {
        className: "mt-2 text-3xl font-bold text-gray-900",
        children: ["Edit ", project.projectBuildingName]
      })]
    }), project.source === "project" ? /* @__PURE__ */ jsx(ProjectForm, {
      defaults,
      errors: result?.errors,
      outcome: result,
      submitLabel: "Save changes",
      existingImages: project.images
    }, result?.savedId ?? "saved") : /* @__PURE__ */ jsx(QuickPostingForm, {
      heading: "Details",
      submitLabel: "Save changes",
      defaults,
      errors: result?.errors,
      outcome: result
    })]
  });
});
const ErrorBoundary$7 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary4({
  error
}) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return /* @__PURE__ */ jsxs("section", {
    className: "space-y-3",
    children: [/* @__PURE__ */ jsx("title", {
      children: missing ? "Project not found | Admin | GharStay" : "Something went wrong | Admin | GharStay"
    }), /* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-bold text-gray-900",
      children: missing ? "Project not found" : "Something went wrong"
    }), /* @__PURE__ */ jsx("p", {
      className: "text-gray-700",
      children: missing ? "This project does not exist or was deleted." : "We could not show this project. Please try again."
    }), /* @__PURE__ */ jsx(Link, {
      to: "/admin/ourproject",
      className: "font-semibold text-brand-800 underline",
      children: "Back to Our projects"
    })]
  });
});
const route31 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary: ErrorBoundary$7,
  action: action$5,
  default: projectEdit,
  loader: loader$k,
  meta: meta$k
}, Symbol.toStringTag, { value: "Module" }));
async function loader$j({
  request
}) {
  await requireAdmin(request);
  throw new Response("Not Found", {
    status: 404
  });
}
async function action$4({
  request
}) {
  await requireAdminAction(request);
  throw new Response("Not Found", {
    status: 404
  });
}
const notFound$1 = UNSAFE_withComponentProps(function AdminNotFound() {
  return null;
});
const route32 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$4,
  default: notFound$1,
  loader: loader$j
}, Symbol.toStringTag, { value: "Module" }));
function meta$j(_) {
  return [{
    title: "About GharStay"
  }, {
    name: "description",
    content: `GharStay, launched in ${LAUNCH_YEAR}, lists verified hotels, PGs, rooms, co-living homes and properties across northern India.`
  }];
}
const VALUES = [{
  title: "Verified before it is visible",
  text: "Every stay and property is checked by our team and approved before anyone can see it."
}, {
  title: "Honest prices",
  text: "Prices in rupees, as the owner asks them: no hidden brokerage, no surprise deposits."
}, {
  title: "For every budget",
  text: "From a shared PG room for a student to a luxury hotel suite or a family home to buy."
}, {
  title: "Local teams",
  text: "People on the ground in Lucknow, Noida, Gurugram, Kanpur and Varanasi, and soon Mathura."
}];
const about = UNSAFE_withComponentProps(function About() {
  return /* @__PURE__ */ jsxs("div", {
    className: "mx-auto max-w-5xl px-4 py-12",
    children: [/* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-extrabold text-gray-900 sm:text-4xl",
      children: "About GharStay"
    }), /* @__PURE__ */ jsxs("div", {
      className: "mt-6 space-y-4 text-lg text-gray-700",
      children: [/* @__PURE__ */ jsx("p", {
        children: "GharStay helps people find a place to stay — a hotel for a weekend, a PG near college, a room close to the office, a co-living home or a short-term flat for an internship — and helps families buy homes, plots and commercial property."
      }), /* @__PURE__ */ jsxs("p", {
        children: ["We launched in ", LAUNCH_YEAR, " in Lucknow and now serve Noida, Gurugram, Kanpur and Varanasi. Owners, clients and agents post their listings for free; our team approves each one before it goes live."]
      })]
    }), /* @__PURE__ */ jsx("h2", {
      className: "mt-12 text-2xl font-bold text-gray-900",
      children: "What we stand for"
    }), /* @__PURE__ */ jsx("ul", {
      className: "mt-6 grid gap-6 sm:grid-cols-2",
      children: VALUES.map((value) => /* @__PURE__ */ jsxs("li", {
        className: "rounded-lg border border-gray-200 p-6",
        children: [/* @__PURE__ */ jsx("h3", {
          className: "text-lg font-semibold text-gray-900",
          children: value.title
        }), /* @__PURE__ */ jsx("p", {
          className: "mt-2 text-gray-700",
          children: value.text
        })]
      }, value.title))
    }), /* @__PURE__ */ jsxs("p", {
      className: "mt-12 flex flex-wrap gap-4",
      children: [/* @__PURE__ */ jsx(Link, {
        to: "/ourteams",
        className: "rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800",
        children: "Meet our team"
      }), /* @__PURE__ */ jsx(Link, {
        to: "/contact",
        className: "rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-700",
        children: "Contact us"
      })]
    })]
  });
});
const route33 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: about,
  meta: meta$j
}, Symbol.toStringTag, { value: "Module" }));
const TEAM_MEMBERS = [
  {
    name: "Anand Mishra",
    role: "Chairman",
    bio: "Three decades in real estate across Uttar Pradesh; founded GharStay to make finding a home as simple as booking a ticket."
  },
  {
    name: "Priya Srivastava",
    role: "Chief Executive Officer",
    bio: "Leads strategy and partnerships, and grew our network of verified hotels and PGs across five cities."
  },
  {
    name: "Karan Malhotra",
    role: "Head of Technology",
    bio: "Builds the platform that keeps every listing checked, fast to search and safe to use."
  },
  {
    name: "Neha Gupta",
    role: "Head of Operations",
    bio: "Runs the teams that visit, verify and photograph properties before they go live."
  },
  {
    name: "Imran Qureshi",
    role: "City Lead, Noida & Gurugram",
    bio: "Helps students and professionals in the NCR find PGs and co-living homes near their campus or office."
  },
  {
    name: "Shalini Tripathi",
    role: "Customer Success",
    bio: "Answers every enquiry from our contact form and WhatsApp line, usually within a working day."
  }
];
const CHAIRMAN_MESSAGE = {
  name: "Anand Mishra",
  title: "Chairman, GharStay",
  paragraphs: [
    "When we started GharStay in 2024, finding a clean PG near a college in Lucknow or a fairly priced hotel room in Varanasi meant phone calls, brokers and guesswork. We set out to change that.",
    "Every listing you see on GharStay is checked by our team before it goes live. We show real photos, honest prices in rupees and the owner's details, so you can decide with confidence.",
    "We are growing city by city — Lucknow, Noida, Gurugram, Kanpur and Varanasi today, Mathura next. Thank you for trusting us with something as personal as your home."
  ]
};
function meta$i(_) {
  return [{
    title: "Our Teams | GharStay"
  }, {
    name: "description",
    content: "Meet the people behind GharStay and read a message from our Chairman."
  }];
}
const initials = (name) => name.split(/\s+/).map((part) => part[0]).join("").slice(0, 2);
const ourTeams = UNSAFE_withComponentProps(function OurTeams() {
  return /* @__PURE__ */ jsxs("div", {
    className: "mx-auto max-w-6xl px-4 py-12",
    children: [/* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-extrabold text-gray-900 sm:text-4xl",
      children: "Our Teams"
    }), /* @__PURE__ */ jsx("p", {
      className: "mt-3 max-w-2xl text-lg text-gray-700",
      children: "The people who check every listing, answer every enquiry and keep GharStay running."
    }), /* @__PURE__ */ jsx("ul", {
      className: "mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
      children: TEAM_MEMBERS.map((member) => /* @__PURE__ */ jsxs("li", {
        className: "rounded-lg border border-gray-200 p-6",
        children: [/* @__PURE__ */ jsx("span", {
          "aria-hidden": "true",
          className: "inline-flex size-14 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800",
          children: initials(member.name)
        }), /* @__PURE__ */ jsx("h2", {
          className: "mt-4 text-lg font-semibold text-gray-900",
          children: member.name
        }), /* @__PURE__ */ jsx("p", {
          className: "font-medium text-brand-700",
          children: member.role
        }), /* @__PURE__ */ jsx("p", {
          className: "mt-2 text-gray-700",
          children: member.bio
        })]
      }, member.name))
    }), /* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "chairman-title",
      className: "mt-16 rounded-lg bg-brand-50 p-8",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "chairman-title",
        className: "text-2xl font-bold text-gray-900",
        children: "Chairman's message"
      }), /* @__PURE__ */ jsx("blockquote", {
        className: "mt-4 space-y-4 text-lg text-gray-800",
        children: CHAIRMAN_MESSAGE.paragraphs.map((paragraph) => /* @__PURE__ */ jsx("p", {
          children: paragraph
        }, paragraph))
      }), /* @__PURE__ */ jsxs("p", {
        className: "mt-6 font-semibold text-gray-900",
        children: [CHAIRMAN_MESSAGE.name, ", ", /* @__PURE__ */ jsx("span", {
          className: "font-normal",
          children: CHAIRMAN_MESSAGE.title
        })]
      })]
    })]
  });
});
const route34 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: ourTeams,
  meta: meta$i
}, Symbol.toStringTag, { value: "Module" }));
function meta$h(_) {
  return [{
    title: "Privacy Policy | GharStay"
  }, {
    name: "description",
    content: "What GharStay collects, why, how your password is stored securely, and how to reach us about your data."
  }];
}
function loader$i() {
  const demoOn = env().SEED_DEMO;
  return {
    demoAccounts: demoOn ? [DEMO_ACCOUNTS.owner, DEMO_ACCOUNTS.admin].map(({
      role,
      email,
      password
    }) => ({
      role,
      email,
      password
    })) : null
  };
}
const privacyPolicy = UNSAFE_withComponentProps(function PrivacyPolicy({
  loaderData
}) {
  const {
    demoAccounts
  } = loaderData;
  return /* @__PURE__ */ jsxs("article", {
    className: "mx-auto max-w-3xl px-4 py-12 text-gray-800",
    children: [/* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-extrabold text-gray-900 sm:text-4xl",
      children: "Privacy Policy"
    }), /* @__PURE__ */ jsxs("div", {
      className: "mt-6 space-y-4 text-lg leading-8",
      children: [/* @__PURE__ */ jsx("p", {
        children: "This page explains what GharStay collects when you use the site, why, and what control you have."
      }), /* @__PURE__ */ jsx("h2", {
        className: "pt-4 text-2xl font-bold text-gray-900",
        children: "What we collect"
      }), /* @__PURE__ */ jsxs("ul", {
        className: "list-disc space-y-2 pl-6",
        children: [/* @__PURE__ */ jsx("li", {
          children: "Your account: name, e-mail address, mobile number and the role you chose (Owner, Client or Agent)."
        }), /* @__PURE__ */ jsx("li", {
          children: "Your listings and their photos. We remove location and camera data from every photo you upload."
        }), /* @__PURE__ */ jsx("li", {
          children: "Messages you send through the contact form, with the city page they came from."
        }), /* @__PURE__ */ jsx("li", {
          children: "Gallery favourites, kept in your browser and, when you are logged in, in your account."
        })]
      }), /* @__PURE__ */ jsx("h2", {
        className: "pt-4 text-2xl font-bold text-gray-900",
        children: "Your password"
      }), /* @__PURE__ */ jsx("p", {
        children: "Your password is stored securely: we keep only a salted one-way hash of it, never the password itself, so nobody at GharStay can read it. Login attempts are limited to protect your account."
      }), /* @__PURE__ */ jsx("h2", {
        className: "pt-4 text-2xl font-bold text-gray-900",
        children: "How we use it"
      }), /* @__PURE__ */ jsx("p", {
        children: "To show your listings once they are approved, to let people who are logged in contact you about them, and to answer your enquiries. We do not sell your data. Analytics, when switched on, measures page visits only."
      }), /* @__PURE__ */ jsx("h2", {
        className: "pt-4 text-2xl font-bold text-gray-900",
        children: "Your choices"
      }), /* @__PURE__ */ jsxs("p", {
        children: ["You can ask us to correct or delete your account and listings at any time through our", " ", /* @__PURE__ */ jsx(Link, {
          to: "/contact",
          className: "text-brand-700 underline",
          children: "contact page"
        }), "."]
      }), /* @__PURE__ */ jsxs("section", {
        "aria-labelledby": "test-login",
        className: "rounded-lg border border-gray-200 bg-gray-50 p-6",
        children: [/* @__PURE__ */ jsx("h2", {
          id: "test-login",
          className: "text-2xl font-bold text-gray-900",
          children: "Test login"
        }), demoAccounts ? /* @__PURE__ */ jsxs(Fragment, {
          children: [/* @__PURE__ */ jsx("p", {
            className: "mt-2",
            children: "This site runs with demo content. Try it with one of these accounts:"
          }), /* @__PURE__ */ jsx("dl", {
            className: "mt-4 space-y-3 text-base",
            children: demoAccounts.map((account) => /* @__PURE__ */ jsxs("div", {
              children: [/* @__PURE__ */ jsx("dt", {
                className: "font-semibold text-gray-900",
                children: account.role
              }), /* @__PURE__ */ jsxs("dd", {
                children: [/* @__PURE__ */ jsx("span", {
                  className: "font-mono",
                  children: account.email
                }), " / password", " ", /* @__PURE__ */ jsx("span", {
                  className: "font-mono",
                  children: account.password
                })]
              })]
            }, account.email))
          })]
        }) : /* @__PURE__ */ jsx("p", {
          className: "mt-2",
          children: "Create an account or log in to try posting a listing."
        }), /* @__PURE__ */ jsx("p", {
          className: "mt-4",
          children: /* @__PURE__ */ jsx(Link, {
            to: "/login",
            className: "inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800",
            children: "Go to login"
          })
        })]
      })]
    })]
  });
});
const route35 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: privacyPolicy,
  loader: loader$i,
  meta: meta$h
}, Symbol.toStringTag, { value: "Module" }));
function meta$g(_) {
  return [{
    title: "GharStay Apps for Android and iPhone"
  }, {
    name: "description",
    content: "Get the GharStay app on Google Play or the App Store: search stays, save favourites and post listings."
  }];
}
const FEATURES = [{
  title: "Search on the go",
  text: "Hotels, PGs, rooms and co-living homes in five cities, with the same filters as the site."
}, {
  title: "Save favourites",
  text: "Keep a shortlist that follows you between your phone and the website."
}, {
  title: "Post a listing",
  text: "Photograph your property and post it from your phone in four short steps."
}, {
  title: "Talk to us",
  text: "Chat with our support team on WhatsApp straight from the app."
}];
const apps = UNSAFE_withComponentProps(function Apps() {
  const site = useRootData()?.site;
  return /* @__PURE__ */ jsxs("div", {
    className: "mx-auto max-w-5xl px-4 py-12",
    children: [/* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-extrabold text-gray-900 sm:text-4xl",
      children: "The GharStay apps"
    }), /* @__PURE__ */ jsx("p", {
      className: "mt-3 max-w-2xl text-lg text-gray-700",
      children: "Everything on GharStay, in your pocket. Available for Android and iPhone."
    }), site ? /* @__PURE__ */ jsx("div", {
      className: "mt-8",
      children: /* @__PURE__ */ jsx(AppDownload, {
        googlePlayUrl: site.googlePlayUrl,
        appStoreUrl: site.appStoreUrl
      })
    }) : null, /* @__PURE__ */ jsx("h2", {
      className: "mt-12 text-2xl font-bold text-gray-900",
      children: "What you can do in the app"
    }), /* @__PURE__ */ jsx("ul", {
      className: "mt-6 grid gap-6 sm:grid-cols-2",
      children: FEATURES.map((feature) => /* @__PURE__ */ jsxs("li", {
        className: "rounded-lg border border-gray-200 p-6",
        children: [/* @__PURE__ */ jsx("h3", {
          className: "text-lg font-semibold text-gray-900",
          children: feature.title
        }), /* @__PURE__ */ jsx("p", {
          className: "mt-2 text-gray-700",
          children: feature.text
        })]
      }, feature.title))
    })]
  });
});
const route36 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: apps,
  meta: meta$g
}, Symbol.toStringTag, { value: "Module" }));
function meta$f(_) {
  return [{
    title: "Our Services | GharStay"
  }, {
    name: "description",
    content: "Book a hotel, find a PG, rent a room, join a co-living home or a short stay, and buy, rent or lease property with GharStay."
  }];
}
const service = UNSAFE_withComponentProps(function Services() {
  return /* @__PURE__ */ jsxs("div", {
    className: "mx-auto max-w-7xl px-4 py-12",
    children: [/* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-extrabold text-gray-900 sm:text-4xl",
      children: "Our Services"
    }), /* @__PURE__ */ jsx("p", {
      className: "mt-3 max-w-2xl text-lg text-gray-700",
      children: "Places to stay for a night or a year, and property to buy, rent or lease, in the cities we serve."
    }), /* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "stay-services",
      className: "mt-10",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "stay-services",
        className: "mb-6 text-2xl font-bold text-gray-900",
        children: "Places to stay"
      }), /* @__PURE__ */ jsx(ServicesGrid, {
        services: STAY_SERVICES
      })]
    }), /* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "property-services",
      className: "mt-14",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "property-services",
        className: "mb-6 text-2xl font-bold text-gray-900",
        children: "Buy, rent and lease property"
      }), /* @__PURE__ */ jsx(ServicesGrid, {
        services: PROPERTY_SERVICES
      })]
    })]
  });
});
const route37 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: service,
  meta: meta$f
}, Symbol.toStringTag, { value: "Module" }));
function meta$e(_) {
  return [{
    title: "Cities | GharStay"
  }, {
    name: "description",
    content: "Hotels, PGs and properties in Lucknow, Noida, Gurugram, Kanpur and Varanasi; Mathura is coming soon."
  }];
}
const cities = UNSAFE_withComponentProps(function Cities() {
  return /* @__PURE__ */ jsxs("div", {
    className: "mx-auto max-w-7xl px-4 py-12",
    children: [/* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-extrabold text-gray-900 sm:text-4xl",
      children: "Our Cities"
    }), /* @__PURE__ */ jsx("p", {
      className: "mt-3 mb-10 max-w-2xl text-lg text-gray-700",
      children: "Choose a city to see what is available, find it on the map or talk to our local team."
    }), /* @__PURE__ */ jsx(CityCards, {
      headingLevel: 2
    })]
  });
});
const route39 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: cities,
  meta: meta$e
}, Symbol.toStringTag, { value: "Module" }));
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
const CONTACT_REDIRECT_MS = 2e3;
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
async function handleContactForm(request, city) {
  const form = await request.formData();
  const fields = {};
  for (const key of [...CONTACT_FIELDS, HONEYPOT_FIELD]) {
    const value = form.get(key);
    if (typeof value === "string") fields[key] = value;
  }
  const outcome = await submitContact(fields, request, city);
  if (outcome.ok) return data({ ok: true, message: outcome.message });
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, fields[field] ?? ""]));
  return data(
    { ok: false, message: outcome.message, field: outcome.status === 400 ? outcome.field : void 0, values },
    outcomeInit(outcome)
  );
}
function outcomeInit(outcome) {
  if (outcome.ok) return { status: 200 };
  if (outcome.status === 429) return { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } };
  return { status: outcome.status };
}
const digits = (phone) => phone.replace(/\D/g, "");
function ContactDetails({ site }) {
  return /* @__PURE__ */ jsxs("div", { className: "space-y-6", children: [
    /* @__PURE__ */ jsxs("dl", { className: "space-y-4", children: [
      /* @__PURE__ */ jsxs("div", { children: [
        /* @__PURE__ */ jsx("dt", { className: "font-semibold text-gray-900", children: "Phone" }),
        /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsxs("a", { className: "text-brand-700 underline", href: `tel:+${digits(site.supportPhone)}`, children: [
          "+",
          digits(site.supportPhone)
        ] }) })
      ] }),
      /* @__PURE__ */ jsxs("div", { children: [
        /* @__PURE__ */ jsx("dt", { className: "font-semibold text-gray-900", children: "Email" }),
        /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("a", { className: "text-brand-700 underline", href: `mailto:${site.supportEmail}`, children: site.supportEmail }) })
      ] }),
      /* @__PURE__ */ jsxs("div", { children: [
        /* @__PURE__ */ jsx("dt", { className: "font-semibold text-gray-900", children: "Office" }),
        /* @__PURE__ */ jsx("dd", { className: "text-gray-700", children: site.supportAddress })
      ] })
    ] }),
    /* @__PURE__ */ jsxs("div", { children: [
      /* @__PURE__ */ jsx("h2", { className: "font-semibold text-gray-900", children: "Follow us" }),
      /* @__PURE__ */ jsx("ul", { className: "mt-2 flex flex-wrap gap-3", children: SOCIAL_LINKS.map((social) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(
        "a",
        {
          className: "inline-block rounded-md border border-gray-300 px-3 py-1.5 text-gray-800 hover:border-brand-700 hover:text-brand-700",
          href: social.href,
          target: "_blank",
          rel: "noopener noreferrer",
          children: social.label
        }
      ) }, social.href)) })
    ] })
  ] });
}
const mapsSearch = (place) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
const mapsEmbed = (place) => `https://www.google.com/maps?q=${encodeURIComponent(place)}&output=embed`;
function OfficeMap({ place }) {
  const [embedded, setEmbedded] = useState(false);
  return /* @__PURE__ */ jsxs("figure", { className: "overflow-hidden rounded-lg border border-gray-200", children: [
    embedded ? /* @__PURE__ */ jsx(
      "iframe",
      {
        title: `Map of ${place}`,
        src: mapsEmbed(place),
        className: "h-72 w-full",
        loading: "lazy",
        referrerPolicy: "no-referrer-when-downgrade"
      }
    ) : /* @__PURE__ */ jsx(MapIllustration, {}),
    /* @__PURE__ */ jsxs("figcaption", { className: "flex flex-wrap items-center justify-between gap-3 bg-gray-50 px-4 py-3 text-sm", children: [
      /* @__PURE__ */ jsx("span", { className: "text-gray-700", children: place }),
      /* @__PURE__ */ jsxs("span", { className: "flex gap-3", children: [
        embedded ? null : /* @__PURE__ */ jsx(
          "button",
          {
            type: "button",
            onClick: () => setEmbedded(true),
            className: "rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-700 hover:bg-brand-50",
            children: "Show map"
          }
        ),
        /* @__PURE__ */ jsx(
          "a",
          {
            href: mapsSearch(place),
            target: "_blank",
            rel: "noopener noreferrer",
            className: "rounded-md px-3 py-1.5 font-semibold text-brand-700 underline",
            children: "Open in Google Maps"
          }
        )
      ] })
    ] })
  ] });
}
function MapIllustration() {
  return /* @__PURE__ */ jsxs(
    "svg",
    {
      viewBox: "0 0 600 288",
      className: "h-72 w-full bg-emerald-50",
      "aria-hidden": "true",
      preserveAspectRatio: "xMidYMid slice",
      children: [
        /* @__PURE__ */ jsx("path", { d: "M0 200 C150 170 250 250 600 190 L600 230 C300 290 150 210 0 240Z", fill: "#bfdbfe" }),
        /* @__PURE__ */ jsxs("g", { stroke: "#fff", strokeWidth: "14", fill: "none", children: [
          /* @__PURE__ */ jsx("path", { d: "M0 90 H600" }),
          /* @__PURE__ */ jsx("path", { d: "M120 0 V288" }),
          /* @__PURE__ */ jsx("path", { d: "M380 0 L460 288" })
        ] }),
        /* @__PURE__ */ jsxs("g", { stroke: "#e5e7eb", strokeWidth: "6", fill: "none", children: [
          /* @__PURE__ */ jsx("path", { d: "M0 150 H600" }),
          /* @__PURE__ */ jsx("path", { d: "M250 0 V288" }),
          /* @__PURE__ */ jsx("path", { d: "M520 0 V288" })
        ] }),
        /* @__PURE__ */ jsx("path", { d: "M300 60 c-26 0-46 20-46 45 0 34 46 78 46 78 s46-44 46-78 c0-25-20-45-46-45z", fill: "#9a3412" }),
        /* @__PURE__ */ jsx("circle", { cx: "300", cy: "105", r: "16", fill: "#fff" })
      ]
    }
  );
}
function fromResult(result) {
  if (!result) return null;
  return result.ok ? { tone: "success", message: result.message } : { tone: "error", ...result };
}
function ContactForm({ cityKey, result }) {
  const navigate = useNavigate();
  const formRef = useRef(null);
  const [status, setStatus] = useState(() => fromResult(result));
  const [submitting, setSubmitting] = useState(false);
  const honeypotId = useId();
  const sent = status?.tone === "success";
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => navigate("/"), CONTACT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);
  const fieldError = (field) => status?.tone === "error" && status.field === field ? status.message : void 0;
  const formError = status?.tone === "error" && !status.field ? status.message : void 0;
  const values = status?.tone === "error" ? status.values : void 0;
  function focusField(field) {
    const input = formRef.current?.elements.namedItem(field);
    if (input instanceof HTMLElement) input.focus();
  }
  async function onSubmit(event) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form));
    const problem = firstContactError(fields);
    if (problem) {
      setStatus({ tone: "error", ...problem });
      focusField(problem.field);
      return;
    }
    setSubmitting(true);
    setStatus(null);
    try {
      const response = await fetch("/api/v1/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...fields, city: cityKey })
      });
      const body = await response.json().catch(() => ({}));
      if (response.ok) {
        form.reset();
        setStatus({ tone: "success", message: CONTACT_MESSAGES.sent });
      } else if ((response.status === 400 || response.status === 429) && body.error) {
        const field = body.field;
        setStatus({ tone: "error", message: body.error, field });
        if (field) focusField(field);
      } else {
        setStatus({ tone: "error", message: CONTACT_MESSAGES.failed });
      }
    } catch {
      setStatus({ tone: "error", message: CONTACT_MESSAGES.failed });
    } finally {
      setSubmitting(false);
    }
  }
  return /* @__PURE__ */ jsxs("form", { ref: formRef, method: "post", noValidate: true, onSubmit, className: "space-y-5", "aria-label": "Contact form", children: [
    /* @__PURE__ */ jsx(
      TextField,
      {
        label: "Name",
        name: "name",
        autoComplete: "name",
        maxLength: 100,
        defaultValue: values?.name,
        error: fieldError("name")
      }
    ),
    /* @__PURE__ */ jsx(
      TextField,
      {
        label: "Mobile Number",
        name: "mobileNumber",
        type: "tel",
        inputMode: "numeric",
        autoComplete: "tel-national",
        hint: "10 digits, for example 9876543210",
        defaultValue: values?.mobileNumber,
        error: fieldError("mobileNumber")
      }
    ),
    /* @__PURE__ */ jsx(
      TextField,
      {
        label: "Email",
        name: "email",
        type: "email",
        autoComplete: "email",
        maxLength: 254,
        defaultValue: values?.email,
        error: fieldError("email")
      }
    ),
    /* @__PURE__ */ jsx(MessageField, { defaultValue: values?.message, error: fieldError("message") }),
    /* @__PURE__ */ jsxs("div", { className: "sr-only", children: [
      /* @__PURE__ */ jsx("label", { htmlFor: honeypotId, children: "Leave this field empty" }),
      /* @__PURE__ */ jsx("input", { id: honeypotId, name: HONEYPOT_FIELD, type: "text", tabIndex: -1, autoComplete: "off" })
    ] }),
    status?.tone === "success" ? /* @__PURE__ */ jsxs(FormMessage, { tone: "success", children: [
      status.message,
      " ",
      /* @__PURE__ */ jsx(Link, { to: "/", className: "underline", children: "Back to the home page" })
    ] }) : null,
    formError ? /* @__PURE__ */ jsx(FormMessage, { tone: "error", children: formError }) : null,
    /* @__PURE__ */ jsx(
      "button",
      {
        type: "submit",
        disabled: submitting,
        className: "w-full rounded-md bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800 disabled:opacity-75 sm:w-auto",
        children: submitting ? "Submitting..." : "Submit"
      }
    )
  ] });
}
function MessageField({ defaultValue, error }) {
  const id = useId();
  return /* @__PURE__ */ jsxs("div", { children: [
    /* @__PURE__ */ jsx("label", { htmlFor: id, className: "block font-medium text-gray-900", children: "Message" }),
    /* @__PURE__ */ jsx(
      "textarea",
      {
        id,
        name: "message",
        rows: 5,
        maxLength: 5e3,
        defaultValue,
        "aria-invalid": error ? true : void 0,
        "aria-describedby": error ? `${id}-error` : void 0,
        className: "mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700 aria-invalid:border-red-700"
      }
    ),
    error ? /* @__PURE__ */ jsx("p", { id: `${id}-error`, className: "mt-1 text-sm font-medium text-red-700", children: error }) : null
  ] });
}
function meta$d(_) {
  return [{
    title: "Contact Us | GharStay"
  }, {
    name: "description",
    content: "Call, e-mail or write to GharStay about hotels, PGs, rooms and properties in Lucknow, Noida, Gurugram, Kanpur and Varanasi."
  }];
}
async function action$3({
  request
}) {
  return handleContactForm(request, null);
}
const contact = UNSAFE_withComponentProps(function Contact() {
  const site = useRootData()?.site;
  const result = useActionData();
  return /* @__PURE__ */ jsxs("div", {
    className: "mx-auto max-w-7xl px-4 py-12",
    children: [/* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-extrabold text-gray-900 sm:text-4xl",
      children: "Contact Us"
    }), /* @__PURE__ */ jsx("p", {
      className: "mt-3 max-w-2xl text-lg text-gray-700",
      children: "Questions about a stay, a listing or a project? Send us a message and our team will get back to you within a working day."
    }), /* @__PURE__ */ jsxs("div", {
      className: "mt-10 grid gap-12 lg:grid-cols-2",
      children: [/* @__PURE__ */ jsxs("section", {
        "aria-labelledby": "contact-details",
        className: "space-y-8",
        children: [/* @__PURE__ */ jsx("h2", {
          id: "contact-details",
          className: "text-2xl font-bold text-gray-900",
          children: "Get in touch"
        }), site ? /* @__PURE__ */ jsx(ContactDetails, {
          site
        }) : null, site ? /* @__PURE__ */ jsx(OfficeMap, {
          place: site.supportAddress
        }) : null]
      }), /* @__PURE__ */ jsxs("section", {
        "aria-labelledby": "contact-form-title",
        children: [/* @__PURE__ */ jsx("h2", {
          id: "contact-form-title",
          className: "mb-6 text-2xl font-bold text-gray-900",
          children: "Send us a message"
        }), /* @__PURE__ */ jsx(ContactForm, {
          result
        })]
      })]
    })]
  });
});
const route40 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$3,
  default: contact,
  meta: meta$d
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
function cityFromParams(params) {
  const city = findCityContact(params.city ?? params.url);
  if (!city) throw new Response("No such city", {
    status: 404
  });
  return city;
}
function loader$h({
  params
}) {
  return {
    city: cityFromParams(params)
  };
}
async function action$2({
  request,
  params
}) {
  return handleContactForm(request, cityFromParams(params).city);
}
function meta$c({
  data: data2
}) {
  if (!data2) return [{
    title: "City not found | GharStay"
  }];
  const {
    city
  } = data2;
  return [{
    title: `Contact us about ${city.heading} | GharStay`
  }, {
    name: "description",
    content: `${city.description} Ask GharStay about stays and properties in ${city.city}.`
  }];
}
const cityContact = UNSAFE_withComponentProps(function CityContact({
  loaderData
}) {
  const {
    city
  } = loaderData;
  const site = useRootData()?.site;
  const result = useActionData();
  const image = shippedImage(city.image);
  return /* @__PURE__ */ jsx("div", {
    className: "mx-auto max-w-7xl px-4 py-12",
    children: /* @__PURE__ */ jsxs("div", {
      className: "grid gap-10 lg:grid-cols-2",
      children: [/* @__PURE__ */ jsxs("section", {
        "aria-labelledby": "city-title",
        className: "space-y-6",
        children: [/* @__PURE__ */ jsx("img", {
          src: image.src,
          srcSet: image.srcSet,
          sizes: "(min-width: 1024px) 40vw, 100vw",
          width: 800,
          height: 533,
          alt: `Skyline of ${city.city}`,
          className: "aspect-[3/2] w-full rounded-lg object-cover"
        }), /* @__PURE__ */ jsxs("h1", {
          id: "city-title",
          className: "text-3xl font-extrabold text-gray-900 sm:text-4xl",
          children: [city.heading, city.comingSoon ? /* @__PURE__ */ jsx("span", {
            className: "ml-3 inline-block rounded-full bg-amber-100 px-3 py-1 align-middle text-sm font-semibold text-amber-900",
            children: "Coming Soon"
          }) : null]
        }), /* @__PURE__ */ jsx("p", {
          className: "text-lg text-gray-700",
          children: city.description
        }), /* @__PURE__ */ jsxs("dl", {
          className: "grid gap-4 sm:grid-cols-2",
          children: [/* @__PURE__ */ jsxs("div", {
            children: [/* @__PURE__ */ jsx("dt", {
              className: "font-semibold text-gray-900",
              children: "Area"
            }), /* @__PURE__ */ jsx("dd", {
              className: "text-gray-700",
              children: city.area
            })]
          }), /* @__PURE__ */ jsxs("div", {
            children: [/* @__PURE__ */ jsx("dt", {
              className: "font-semibold text-gray-900",
              children: "Price range"
            }), /* @__PURE__ */ jsx("dd", {
              className: "text-gray-700",
              children: city.priceRange
            })]
          })]
        }), /* @__PURE__ */ jsx("ul", {
          className: "list-disc space-y-1 pl-5 text-gray-700",
          children: city.highlights.map((highlight) => /* @__PURE__ */ jsx("li", {
            children: highlight
          }, highlight))
        }), site ? /* @__PURE__ */ jsx(ContactDetails, {
          site
        }) : null]
      }), /* @__PURE__ */ jsxs("section", {
        "aria-labelledby": "city-form-title",
        children: [/* @__PURE__ */ jsxs("h2", {
          id: "city-form-title",
          className: "mb-6 text-2xl font-bold text-gray-900",
          children: ["Ask us about ", city.city]
        }), /* @__PURE__ */ jsx(ContactForm, {
          cityKey: city.key,
          result
        })]
      })]
    })
  });
});
const ErrorBoundary$6 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary5({
  error
}) {
  const notFound2 = isRouteErrorResponse(error) && error.status === 404;
  return /* @__PURE__ */ jsxs("section", {
    className: "mx-auto max-w-2xl px-4 py-24 text-center",
    children: [/* @__PURE__ */ jsx("title", {
      children: notFound2 ? "City not found | GharStay" : "Something went wrong | GharStay"
    }), /* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-bold",
      children: notFound2 ? "City not found" : "Something went wrong"
    }), /* @__PURE__ */ jsx("p", {
      className: "mt-4 text-lg text-gray-700",
      children: notFound2 ? "We do not have a contact page for that city yet." : "We could not show this page. Please try again in a moment."
    }), /* @__PURE__ */ jsx("p", {
      className: "mt-8",
      children: /* @__PURE__ */ jsx(Link, {
        to: "/contact",
        className: "rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800",
        children: "Contact us"
      })
    })]
  });
});
const route42 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary: ErrorBoundary$6,
  action: action$2,
  default: cityContact,
  loader: loader$h,
  meta: meta$c
}, Symbol.toStringTag, { value: "Module" }));
const pictures = (slug) => [1, 2, 3].map((n) => `/images/gallery/${slug}-${n}`);
const GALLERY_PROPERTIES = [
  {
    slug: "gomti-riverfront-penthouse",
    title: "Gomti Riverfront Penthouse",
    price: 425e5,
    location: "Gomti Nagar, Lucknow",
    beds: 4,
    baths: 5,
    sqft: 4200,
    description: "A duplex penthouse with a private terrace garden and uninterrupted views of the Gomti riverfront.",
    images: pictures("gomti-riverfront-penthouse")
  },
  {
    slug: "golf-course-villa",
    title: "Golf Course Extension Villa",
    price: 98e6,
    location: "Sector 65, Gurugram",
    beds: 5,
    baths: 6,
    sqft: 6800,
    description: "A gated villa with a plunge pool, home theatre and staff quarters, five minutes from the golf course.",
    images: pictures("golf-course-villa")
  },
  {
    slug: "expressway-sky-mansion",
    title: "Expressway Sky Mansion",
    price: 36e6,
    location: "Sector 150, Noida",
    beds: 4,
    baths: 4,
    sqft: 3900,
    description: "A high-floor residence with a wraparound balcony over the Noida–Greater Noida Expressway greens.",
    images: pictures("expressway-sky-mansion")
  },
  {
    slug: "ganga-view-haveli",
    title: "Ganga View Haveli",
    price: 275e5,
    location: "Assi Ghat, Varanasi",
    beds: 6,
    baths: 5,
    sqft: 5200,
    description: "A restored haveli with carved stone balconies, a courtyard and a rooftop that looks over the Ganga.",
    images: pictures("ganga-view-haveli")
  },
  {
    slug: "civil-lines-bungalow",
    title: "Civil Lines Heritage Bungalow",
    price: 31e6,
    location: "Civil Lines, Kanpur",
    beds: 5,
    baths: 4,
    sqft: 6100,
    description: "A colonial-era bungalow on a tree-lined half-acre plot, renovated with modern kitchens and baths.",
    images: pictures("civil-lines-bungalow")
  },
  {
    slug: "cyber-city-sky-loft",
    title: "Cyber City Sky Loft",
    price: 24e6,
    location: "DLF Phase 2, Gurugram",
    beds: 3,
    baths: 3,
    sqft: 2600,
    description: "A double-height loft with floor-to-ceiling glass, walking distance from Cyber Hub and the rapid metro.",
    images: pictures("cyber-city-sky-loft")
  },
  {
    slug: "hazratganj-heritage-suite",
    title: "Hazratganj Heritage Residence",
    price: 195e5,
    location: "Hazratganj, Lucknow",
    beds: 3,
    baths: 3,
    sqft: 2300,
    description: "An elegant residence in a restored Awadhi building, steps from Hazratganj's cafés and boutiques.",
    images: pictures("hazratganj-heritage-suite")
  },
  {
    slug: "sarnath-garden-estate",
    title: "Sarnath Garden Estate",
    price: 22e6,
    location: "Sarnath, Varanasi",
    beds: 4,
    baths: 4,
    sqft: 4800,
    description: "A quiet garden estate with fruit orchards, a meditation pavilion and a solar-powered main house.",
    images: pictures("sarnath-garden-estate")
  }
];
function isGallerySlug(slug) {
  return GALLERY_PROPERTIES.some((property2) => property2.slug === slug);
}
const favouriteSchema = z.object({
  slug: z.string().refine(isGallerySlug, "Unknown property."),
  favourite: z.boolean("Say whether it is a favourite.")
});
async function listFavourites(userId) {
  const rows = await database().select({ slug: favourites.itemSlug }).from(favourites).where(eq(favourites.userId, userId)).orderBy(asc(favourites.createdAt));
  return rows.map((row) => row.slug);
}
async function setFavourite(userId, slug, favourite) {
  if (favourite) {
    await database().insert(favourites).values({ userId, itemSlug: slug }).onConflictDoNothing();
  } else {
    await database().delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.itemSlug, slug)));
  }
}
const MAX_QUERY_LENGTH = 100;
function filterGallery(properties2, query) {
  const words = query.trim().slice(0, MAX_QUERY_LENGTH).toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return properties2;
  return properties2.filter((property2) => {
    const text2 = `${property2.title} ${property2.location}`.toLowerCase();
    return words.every((word) => text2.includes(word));
  });
}
function Lightbox({ title, images, index, onIndexChange, onClose }) {
  const dialogRef = useRef(null);
  const count2 = images.length;
  const image = shippedImage(images[index]);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);
  const show = (step) => onIndexChange((index + step + count2) % count2);
  function onKeyDown(event) {
    if (event.key === "ArrowRight") show(1);
    else if (event.key === "ArrowLeft") show(-1);
    else return;
    event.preventDefault();
  }
  const button = "rounded-md border border-white/60 bg-black/40 px-4 py-2 font-semibold text-white hover:bg-black/70 focus-visible:outline-white";
  return /* @__PURE__ */ jsxs(
    "dialog",
    {
      ref: dialogRef,
      "aria-label": `Photos of ${title}`,
      onClose,
      onKeyDown,
      className: "m-auto w-full max-w-5xl bg-transparent p-4 backdrop:bg-black/85",
      children: [
        /* @__PURE__ */ jsxs("figure", { children: [
          /* @__PURE__ */ jsx(
            "img",
            {
              src: image.src,
              srcSet: image.srcSet,
              sizes: "(min-width: 1024px) 64rem, 100vw",
              width: 800,
              height: 533,
              alt: `${title}, ${index + 1} of ${count2}`,
              className: "max-h-[75vh] w-full rounded-lg object-contain"
            }
          ),
          /* @__PURE__ */ jsxs("figcaption", { className: "mt-3 text-center text-white", "aria-live": "polite", children: [
            title,
            " — photo ",
            index + 1,
            " of ",
            count2
          ] })
        ] }),
        /* @__PURE__ */ jsxs("div", { className: "mt-4 flex justify-center gap-3", children: [
          /* @__PURE__ */ jsx("button", { type: "button", className: button, onClick: () => show(-1), children: "Previous" }),
          /* @__PURE__ */ jsx("button", { type: "button", className: button, onClick: () => show(1), children: "Next" }),
          /* @__PURE__ */ jsx("button", { type: "button", className: button, onClick: onClose, children: "Close" })
        ] })
      ]
    }
  );
}
const STORAGE_KEY = "gharstay:favourites";
function readStored() {
  try {
    const value = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
  } catch {
    return [];
  }
}
function store(slugs) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...slugs]));
  } catch {
  }
}
function useFavourites(account) {
  const [favourites2, setFavourites] = useState(() => new Set(account ?? []));
  const [problem, setProblem] = useState(null);
  useEffect(() => {
    if (account) store(new Set(account));
    else setFavourites(new Set(readStored()));
  }, [account]);
  const toggle = useCallback(
    async (slug) => {
      const favourite = !favourites2.has(slug);
      const next = new Set(favourites2);
      if (favourite) next.add(slug);
      else next.delete(slug);
      setFavourites(next);
      store(next);
      setProblem(null);
      if (!account) return;
      try {
        const response = await fetch("/api/v1/favourites", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ slug, favourite })
        });
        if (!response.ok) throw new Error(String(response.status));
      } catch {
        setProblem("Your favourite could not be saved to your account. Please try again.");
      }
    },
    [favourites2, account]
  );
  return { favourites: favourites2, toggle, problem };
}
function Gallery({ initialQuery, accountFavourites }) {
  const [query, setQuery] = useState(initialQuery);
  const [viewing, setViewing] = useState(null);
  const { favourites: favourites2, toggle, problem } = useFavourites(accountFavourites);
  const searchId = useId();
  const shown = filterGallery(GALLERY_PROPERTIES, query);
  return /* @__PURE__ */ jsxs("div", { children: [
    /* @__PURE__ */ jsxs(Form, { method: "get", role: "search", className: "flex max-w-xl flex-wrap items-end gap-3", children: [
      /* @__PURE__ */ jsxs("div", { className: "min-w-0 flex-1", children: [
        /* @__PURE__ */ jsx("label", { htmlFor: searchId, className: "block font-medium text-gray-900", children: "Search by title or location" }),
        /* @__PURE__ */ jsx(
          "input",
          {
            id: searchId,
            type: "search",
            name: "q",
            value: query,
            maxLength: MAX_QUERY_LENGTH,
            onChange: (event) => setQuery(event.target.value),
            placeholder: "e.g. Gurugram or villa",
            className: "mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700"
          }
        )
      ] }),
      /* @__PURE__ */ jsx("button", { type: "submit", className: "rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800", children: "Search" })
    ] }),
    /* @__PURE__ */ jsx("p", { role: "status", className: "mt-4 text-gray-700", children: shown.length === 0 ? `No properties match “${query.trim()}”.` : `Showing ${shown.length} of ${GALLERY_PROPERTIES.length} properties` }),
    problem ? /* @__PURE__ */ jsx("p", { role: "alert", className: "mt-2 font-medium text-red-700", children: problem }) : null,
    /* @__PURE__ */ jsx("ul", { className: "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3", children: shown.map((property2) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(
      GalleryCard,
      {
        property: property2,
        favourite: favourites2.has(property2.slug),
        onToggleFavourite: () => toggle(property2.slug),
        onOpen: () => setViewing({ property: property2, index: 0 })
      }
    ) }, property2.slug)) }),
    viewing ? /* @__PURE__ */ jsx(
      Lightbox,
      {
        title: viewing.property.title,
        images: viewing.property.images,
        index: viewing.index,
        onIndexChange: (index) => setViewing({ ...viewing, index }),
        onClose: () => setViewing(null)
      }
    ) : null
  ] });
}
function GalleryCard({ property: property2, favourite, onToggleFavourite, onOpen }) {
  const cover = shippedImage(property2.images[0]);
  return /* @__PURE__ */ jsxs("article", { className: "relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm", children: [
    /* @__PURE__ */ jsxs(
      "button",
      {
        type: "button",
        onClick: onOpen,
        className: "group relative block",
        "aria-label": `View photos of ${property2.title}`,
        children: [
          /* @__PURE__ */ jsx(
            "img",
            {
              src: cover.src,
              srcSet: cover.srcSet,
              sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
              width: 800,
              height: 533,
              alt: "",
              loading: "lazy",
              decoding: "async",
              className: "h-48 w-full object-cover transition group-hover:opacity-90"
            }
          ),
          /* @__PURE__ */ jsxs("span", { className: "absolute bottom-2 left-2 rounded bg-black/70 px-2 py-1 text-sm text-white", children: [
            property2.images.length,
            " photos"
          ] })
        ]
      }
    ),
    /* @__PURE__ */ jsx(
      "button",
      {
        type: "button",
        "aria-pressed": favourite,
        "aria-label": `Favourite: ${property2.title}`,
        onClick: onToggleFavourite,
        className: `absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-white/95 shadow ${favourite ? "text-red-600" : "text-gray-700"}`,
        children: /* @__PURE__ */ jsx("svg", { "aria-hidden": "true", viewBox: "0 0 24 24", className: "size-6", fill: favourite ? "currentColor" : "none", children: /* @__PURE__ */ jsx(
          "path",
          {
            stroke: "currentColor",
            strokeWidth: "2",
            strokeLinejoin: "round",
            d: "M12 20.5s-7.5-4.6-9.3-9.1C1.4 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.7 3.5 4.4 6.9-1.8 4.5-9.3 9.1-9.3 9.1Z"
          }
        ) })
      }
    ),
    /* @__PURE__ */ jsxs("div", { className: "flex flex-1 flex-col gap-2 p-4", children: [
      /* @__PURE__ */ jsx("h3", { className: "text-lg font-semibold text-gray-900", children: property2.title }),
      /* @__PURE__ */ jsx("p", { className: "text-gray-700", children: property2.location }),
      /* @__PURE__ */ jsx("p", { className: "text-xl font-bold text-brand-700", children: formatRupees(property2.price) }),
      /* @__PURE__ */ jsxs("dl", { className: "flex gap-4 text-sm text-gray-700", children: [
        /* @__PURE__ */ jsxs("div", { className: "flex flex-row-reverse gap-1", children: [
          /* @__PURE__ */ jsx("dt", { children: "beds" }),
          /* @__PURE__ */ jsx("dd", { className: "font-semibold text-gray-900", children: property2.beds })
        ] }),
        /* @__PURE__ */ jsxs("div", { className: "flex flex-row-reverse gap-1", children: [
          /* @__PURE__ */ jsx("dt", { children: "baths" }),
          /* @__PURE__ */ jsx("dd", { className: "font-semibold text-gray-900", children: property2.baths })
        ] }),
        /* @__PURE__ */ jsxs("div", { className: "flex flex-row-reverse gap-1", children: [
          /* @__PURE__ */ jsx("dt", { children: "sq ft" }),
          /* @__PURE__ */ jsx("dd", { className: "font-semibold text-gray-900", children: property2.sqft.toLocaleString("en-IN") })
        ] })
      ] }),
      /* @__PURE__ */ jsx("p", { className: "text-gray-700", children: property2.description })
    ] })
  ] });
}
const SALE_LISTINGS_LIMIT = 9;
async function saleListings() {
  const rows = await database().select(listingCardColumns).from(listings).where(and(eq(listings.status, "approved"), eq(listings.listingType, "Sell"))).orderBy(desc(listings.createdAt)).limit(SALE_LISTINGS_LIMIT);
  return withCovers(rows);
}
function meta$b(_) {
  return [{
    title: "Luxury Real Estate — Buy a Home | GharStay"
  }, {
    name: "description",
    content: "Penthouses, villas and heritage homes for sale in Lucknow, Noida, Gurugram, Kanpur and Varanasi, with approved flats, plots and commercial property."
  }];
}
async function loader$g({
  request
}) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const user = await getCurrentUser(request);
  const [favourites2, forSale] = await Promise.all([user ? listFavourites(user.id) : null, saleListings()]);
  return {
    query,
    favourites: favourites2,
    forSale
  };
}
const buy = UNSAFE_withComponentProps(function Buy({
  loaderData
}) {
  const {
    query,
    favourites: favourites2,
    forSale
  } = loaderData;
  return /* @__PURE__ */ jsxs("div", {
    className: "mx-auto max-w-7xl px-4 py-12",
    children: [/* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "gallery-title",
      children: [/* @__PURE__ */ jsx("h1", {
        id: "gallery-title",
        className: "text-3xl font-extrabold text-gray-900 sm:text-4xl",
        children: "Luxury Real Estate"
      }), /* @__PURE__ */ jsx("p", {
        className: "mt-3 mb-8 max-w-2xl text-lg text-gray-700",
        children: "Handpicked penthouses, villas and heritage homes across the cities we serve."
      }), /* @__PURE__ */ jsx(Gallery, {
        initialQuery: query,
        accountFavourites: favourites2
      })]
    }), /* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "for-sale-title",
      className: "mt-16",
      children: [/* @__PURE__ */ jsxs("div", {
        className: "mb-8 flex flex-wrap items-end justify-between gap-4",
        children: [/* @__PURE__ */ jsx("h2", {
          id: "for-sale-title",
          className: "text-2xl font-extrabold text-gray-900 sm:text-3xl",
          children: "Homes, plots and commercial property for sale"
        }), /* @__PURE__ */ jsx(Link, {
          to: "/explore?type=sell",
          className: "font-semibold text-brand-700 underline",
          children: "See all properties for sale"
        })]
      }), forSale.length === 0 ? /* @__PURE__ */ jsx("p", {
        className: "text-gray-700",
        children: "No approved listings."
      }) : /* @__PURE__ */ jsx("ul", {
        className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
        children: forSale.map((listing) => /* @__PURE__ */ jsx("li", {
          children: /* @__PURE__ */ jsx(ListingCard, {
            listing
          })
        }, listing.id))
      })]
    })]
  });
});
const route43 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: buy,
  loader: loader$g,
  meta: meta$b
}, Symbol.toStringTag, { value: "Module" }));
async function action$1({
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
function loader$f() {
  return data({
    error: "Use POST."
  }, {
    status: 405
  });
}
const route44 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action: action$1,
  loader: loader$f
}, Symbol.toStringTag, { value: "Module" }));
const SIGN_IN = "Log in to keep favourites in your account.";
async function loader$e({
  request
}) {
  const user = await getCurrentUser(request);
  if (!user) return data({
    error: SIGN_IN
  }, {
    status: 401
  });
  return data({
    favourites: await listFavourites(user.id)
  });
}
async function action({
  request
}) {
  if (request.method !== "POST") return data({
    error: "Method not allowed."
  }, {
    status: 405
  });
  if (!request.headers.get("content-type")?.startsWith("application/json")) {
    return data({
      error: "Send JSON."
    }, {
      status: 415
    });
  }
  const user = await getCurrentUser(request);
  if (!user) return data({
    error: SIGN_IN
  }, {
    status: 401
  });
  const body = favouriteSchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return data({
    error: body.error.issues[0]?.message ?? "Bad request."
  }, {
    status: 400
  });
  await setFavourite(user.id, body.data.slug, body.data.favourite);
  return data({
    favourites: await listFavourites(user.id)
  });
}
const route45 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  action,
  loader: loader$e
}, Symbol.toStringTag, { value: "Module" }));
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
function prefixQuery(text2) {
  const words = text2.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, MAX_QUERY_WORDS);
  return words?.length ? words.map((word) => `${word}:*`).join(" & ") : void 0;
}
function textMatches(vector, text2) {
  const web = sql`${vector} @@ websearch_to_tsquery('english', ${text2})`;
  const prefix = prefixQuery(text2);
  return prefix ? sql`(${web} or ${vector} @@ to_tsquery('english', ${prefix}))` : web;
}
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
const PAGE_SIZE = 24;
const MAX_PRICE = 1e12;
const MAX_PAGE = 1e4;
const lenient$1 = (schema2) => schema2.optional().catch(void 0);
const oneOf = (values) => lenient$1(z.enum(values));
const rupees = lenient$1(
  z.string().trim().regex(/^\d{1,13}$/).transform(Number).pipe(z.number().int().min(0).max(MAX_PRICE))
);
const filterSchema = z.object({
  city: lenient$1(z.string().transform(findSupportedCity)),
  type: oneOf(EXPLORE_TYPES.map((t) => t.value)),
  q: lenient$1(
    z.string().transform((value) => value.replace(/\s+/g, " ").trim().slice(0, 100)).pipe(z.string().min(1))
  ),
  minPrice: rupees,
  maxPrice: rupees,
  furnishing: oneOf(FURNISHING_OPTIONS),
  pgGender: oneOf(PG_GENDERS),
  food: oneOf(YES_NO),
  amenities: z.array(z.string()).catch([]).transform((values) => [...new Set(values.filter((v) => AMENITIES.includes(v)))]),
  sort: oneOf(EXPLORE_SORTS.map((s) => s.value)),
  page: lenient$1(
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
const LISTING_KINDS = {
  hotel: eq(listings.listingType, "Hotel"),
  pg: eq(listings.listingType, "PG"),
  room: eq(listings.listingType, "Room"),
  "co-living": sql`${listings.isCoLiving}`,
  "short-stay": sql`${listings.isShortStay}`,
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
    sql`${projects.showExplore}`,
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
  return [sql`${listings.createdAt} desc nulls last`, desc(listings.id)];
}
function projectOrder(sort) {
  if (sort === "price-asc") return [sql`${projects.price} asc nulls last`, asc(projects.id)];
  if (sort === "price-desc") return [sql`${projects.price} desc nulls last`, desc(projects.id)];
  return [sql`${projects.createdAt} desc nulls last`, desc(projects.id)];
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
  const [category, setCategory] = useState(() => CATEGORIES.some((c) => c.value === defaultType) ? defaultType : "");
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
    /* @__PURE__ */ jsx(
      "div",
      {
        role: "tablist",
        "aria-label": "What are you looking for?",
        className: "flex flex-wrap gap-1 border-b border-gray-200",
        children: TABS.map((item, index) => /* @__PURE__ */ jsx(
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
        ))
      }
    ),
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
          /* @__PURE__ */ jsx("button", { type: "submit", className: "rounded-md bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800", children: "Search" })
        ]
      }
    )
  ] });
}
function ExploreView({ heading, description, filters, results, path, fixedType, searchBar, children }) {
  const filtered = hasFilters(filters, fixedType ? ["type"] : []);
  return /* @__PURE__ */ jsxs("div", { className: "mx-auto max-w-7xl px-4 py-8", children: [
    searchBar ? /* @__PURE__ */ jsx("div", { className: "mb-8", children: /* @__PURE__ */ jsx(SearchBar, { defaultQuery: filters.q, defaultType: filters.type }) }) : null,
    /* @__PURE__ */ jsxs("header", { className: "mb-6", children: [
      /* @__PURE__ */ jsx("h1", { className: "text-3xl font-bold text-gray-900", children: heading }),
      /* @__PURE__ */ jsx("p", { className: "mt-2 max-w-3xl text-lg text-gray-700", children: description })
    ] }),
    children,
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
        /* @__PURE__ */ jsx(
          Select,
          {
            label: "Minimum price",
            name: "minPrice",
            value: filters.minPrice,
            options: priceOptions(filters, filters.minPrice)
          }
        ),
        /* @__PURE__ */ jsx(
          Select,
          {
            label: "Maximum price",
            name: "maxPrice",
            value: filters.maxPrice,
            options: priceOptions(filters, filters.maxPrice)
          }
        ),
        /* @__PURE__ */ jsx(Select, { label: "Furnishing", name: "furnishing", value: filters.furnishing, options: plain(FURNISHING_OPTIONS) }),
        /* @__PURE__ */ jsx(Select, { label: "PG for", name: "pgGender", value: filters.pgGender, options: plain(PG_GENDERS) }),
        /* @__PURE__ */ jsx(Select, { label: "Food available", name: "food", value: filters.food, options: plain(YES_NO) }),
        /* @__PURE__ */ jsxs("details", { open: filters.amenities.length > 0, className: "rounded-md border border-gray-300 bg-white p-3", children: [
          /* @__PURE__ */ jsxs("summary", { className: "cursor-pointer font-medium text-gray-900", children: [
            "Amenities",
            filters.amenities.length ? ` (${filters.amenities.length})` : ""
          ] }),
          /* @__PURE__ */ jsxs("fieldset", { className: "mt-2", children: [
            /* @__PURE__ */ jsx("legend", { className: "sr-only", children: "Amenities (all must match)" }),
            /* @__PURE__ */ jsx("div", { className: "grid grid-cols-1 gap-1", children: AMENITIES.map((amenity) => /* @__PURE__ */ jsxs("label", { className: "flex items-center gap-2 text-gray-800", children: [
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
async function loader$d({
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
function meta$a({
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
  loader: loader$d,
  meta: meta$a
}, Symbol.toStringTag, { value: "Module" }));
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
const FOOTER_SERVICE_PATHS = {
  home: "/hotels",
  commercial: "/pgs",
  rent: "/rooms",
  land: "/co-living",
  hotel: "/hotels"
};
function footerServiceKind(key) {
  const path = Object.hasOwn(FOOTER_SERVICE_PATHS, key) ? FOOTER_SERVICE_PATHS[key] : void 0;
  const kind = path ? stayKindAt(path) : void 0;
  if (!kind) return void 0;
  const title = FOOTER_SERVICE_LINKS.find((link) => link.to === `/services/${key}`)?.label ?? kind.tile.title;
  return { kind, title };
}
async function loader$c({
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
function meta$9({
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
  loader: loader$c,
  meta: meta$9
}, Symbol.toStringTag, { value: "Module" }));
const PROJECT_LISTING_TYPES = ["Sell", "Rent", "PG"];
const lenient = (schema2) => schema2.optional().catch(void 0);
const schema = z.object({
  city: lenient(z.string().transform(findSupportedCity)),
  listingType: lenient(z.enum(PROJECT_LISTING_TYPES)),
  name: lenient(
    z.string().transform((value) => value.replace(/\s+/g, " ").trim().slice(0, 100)).pipe(z.string().min(1))
  ),
  page: lenient(
    z.string().regex(/^\d{1,6}$/).transform(Number).pipe(z.number().int().min(1))
  )
});
function parseNewProjectFilters(params) {
  const value = (name) => params.get(name) || void 0;
  const parsed = schema.parse({
    city: value("city"),
    listingType: value("listingType"),
    name: value("name"),
    page: value("page")
  });
  return { ...parsed, page: parsed.page ?? 1 };
}
function NewProjectFilterForm({ filters, path }) {
  return /* @__PURE__ */ jsxs(
    Form,
    {
      method: "get",
      action: path,
      "aria-label": "Filter new projects",
      className: "grid gap-4 rounded-lg border border-gray-200 bg-gray-50 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto]",
      children: [
        /* @__PURE__ */ jsx(
          SelectField,
          {
            label: "City",
            name: "city",
            options: SUPPORTED_CITIES,
            placeholder: "All cities",
            defaultValue: filters.city ?? ""
          }
        ),
        /* @__PURE__ */ jsx(
          SelectField,
          {
            label: "Listing type",
            name: "listingType",
            options: PROJECT_LISTING_TYPES,
            placeholder: "All listing types",
            defaultValue: filters.listingType ?? ""
          }
        ),
        /* @__PURE__ */ jsx(
          TextField,
          {
            label: "Project name",
            name: "name",
            type: "search",
            maxLength: 100,
            defaultValue: filters.name ?? "",
            placeholder: "Search by project name"
          }
        ),
        /* @__PURE__ */ jsxs("div", { className: "flex items-end gap-2", children: [
          /* @__PURE__ */ jsx("button", { type: "submit", className: "rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800", children: "Search" }),
          /* @__PURE__ */ jsx(
            "button",
            {
              type: "submit",
              name: "reset",
              value: "1",
              className: "rounded-md border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50",
              children: "Reset"
            }
          )
        ] })
      ]
    },
    JSON.stringify(filters)
  );
}
function ProjectGrid({
  projects: projects2,
  hrefFor
}) {
  return /* @__PURE__ */ jsx("ul", { className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3", children: projects2.map((project, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ProjectCard, { project, href: hrefFor?.(project), priority: index < 3 }) }, project.id)) });
}
const PROJECTS_PAGE_SIZE = 24;
const PROJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
async function pageOfProjects(where, page) {
  const db = database();
  const [{ value: total }] = await db.select({ value: count() }).from(projects).where(where);
  const pageCount = pageCountOf(total, PROJECTS_PAGE_SIZE);
  const current = Math.min(page, pageCount);
  const items = await db.select(projectCardColumns).from(projects).where(where).orderBy(sql`${projects.createdAt} desc nulls last`, desc(projects.id)).limit(PROJECTS_PAGE_SIZE).offset((current - 1) * PROJECTS_PAGE_SIZE);
  return { items, total, page: current, pageCount };
}
function newLaunches(filters) {
  return pageOfProjects(
    and(
      sql`${projects.showNewLaunch}`,
      filters.city ? eq(projects.city, filters.city) : inArray(projects.city, [...SUPPORTED_CITIES]),
      filters.listingType ? eq(projects.listingType, filters.listingType) : void 0,
      filters.name ? textMatches(projects.searchVector, filters.name) : void 0
    ),
    filters.page
  );
}
function projectsInCity(city, page) {
  return pageOfProjects(and(sql`${projects.showNewLaunch}`, eq(projects.city, city)), page);
}
const detailColumns = {
  id: projects.id,
  city: projects.city,
  projectBuildingName: projects.projectBuildingName,
  locality: projects.locality,
  title: projects.title,
  heading: projects.heading,
  description: projects.description,
  location: projects.location,
  propertyCategory: projects.propertyCategory,
  listingType: projects.listingType,
  propertyType: projects.propertyType,
  price: projects.price,
  plotArea: projects.plotArea,
  facingType: projects.facingType,
  amenities: projects.amenities,
  images: projects.images,
  comingSoon: projects.comingSoon,
  updatedAt: projects.updatedAt
};
async function projectById(id) {
  if (!id || !PROJECT_ID.test(id)) return null;
  const [row] = await database().select(detailColumns).from(projects).where(eq(projects.id, id)).limit(1);
  return row ?? null;
}
async function featuredLucknowProject() {
  const [row] = await database().select(detailColumns).from(projects).where(and(eq(projects.city, "Lucknow"), sql`${projects.showNewLaunch}`)).orderBy(sql`${projects.createdAt} desc nulls last`).limit(1);
  return row ?? null;
}
async function projectCityPath(id) {
  const project = PROJECT_ID.test(id) ? (await database().select({ id: projects.id, city: projects.city, locality: projects.locality }).from(projects).where(eq(projects.id, id)).limit(1))[0] : void 0;
  if (!project) {
    logger.warn({ projectId: id }, "No such project!");
    return null;
  }
  let city = findSupportedCity(project.city);
  if (!city) {
    city = findSupportedCity(project.locality);
    if (city) {
      await database().update(projects).set({ city }).where(and(eq(projects.id, project.id), eq(projects.city, project.city)));
    }
  }
  return projectPath({ id: project.id, city: city ?? project.city });
}
function projectPageData(project) {
  const publicUrl = env().PUBLIC_URL;
  return { project, publicUrl, canonical: `${publicUrl}${projectPath(project)}` };
}
async function loader$b({
  request
}) {
  const url = new URL(request.url);
  if (url.searchParams.has("reset")) throw redirect(url.pathname);
  const filters = parseNewProjectFilters(url.searchParams);
  const projects2 = await newLaunches(filters);
  return {
    filters: {
      ...filters,
      page: projects2.page
    },
    projects: projects2,
    path: url.pathname,
    canonical: `${env().PUBLIC_URL}/NewlyProject`
  };
}
function meta$8({
  data: data2
}) {
  return pageMeta({
    title: "New Projects and Launches | GharStay",
    description: "Newly launched residential and commercial projects in Lucknow, Noida, Gurugram, Kanpur and Varanasi: prices, locations and amenities.",
    canonical: data2?.canonical
  });
}
const newProjects = UNSAFE_withComponentProps(function NewProjects({
  loaderData
}) {
  const {
    filters,
    projects: projects2,
    path
  } = loaderData;
  return /* @__PURE__ */ jsxs("div", {
    className: "mx-auto max-w-7xl px-4 py-8",
    children: [/* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-bold text-gray-900",
      children: "New Projects"
    }), /* @__PURE__ */ jsx("p", {
      className: "mt-2 max-w-3xl text-lg text-gray-700",
      children: "New launches from developers in the cities we serve. Choose a city, a listing type or a name and press Search."
    }), /* @__PURE__ */ jsx("div", {
      className: "mt-6",
      children: /* @__PURE__ */ jsx(NewProjectFilterForm, {
        filters,
        path
      })
    }), /* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "new-projects-count",
      className: "mt-6",
      children: [/* @__PURE__ */ jsx("h2", {
        id: "new-projects-count",
        className: "text-lg font-semibold text-gray-900",
        children: projects2.total === 1 ? "1 project" : `${projects2.total} projects`
      }), projects2.items.length === 0 ? /* @__PURE__ */ jsx("p", {
        className: "mt-4 rounded-lg border border-dashed border-gray-300 p-8 text-center text-lg text-gray-800",
        children: "No projects found."
      }) : /* @__PURE__ */ jsxs("div", {
        className: "mt-4",
        children: [/* @__PURE__ */ jsx(ProjectGrid, {
          projects: projects2.items,
          hrefFor: (project) => `/NewlyProjectD/${project.id}`
        }), /* @__PURE__ */ jsx(Pagination, {
          page: projects2.page,
          pageCount: projects2.pageCount,
          label: "Project pages"
        })]
      })]
    })]
  });
});
const route56 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: newProjects,
  loader: loader$b,
  meta: meta$8
}, Symbol.toStringTag, { value: "Module" }));
function BrowseError({ error }) {
  const notFound2 = isRouteErrorResponse(error) && error.status === 404;
  const message = notFound2 && typeof error.data === "string" && error.data ? error.data : "We could not show this page.";
  return /* @__PURE__ */ jsxs("section", { className: "mx-auto max-w-2xl px-4 py-24 text-center", children: [
    /* @__PURE__ */ jsx("title", { children: `${notFound2 ? message : "Something went wrong"} | GharStay` }),
    /* @__PURE__ */ jsx("h1", { className: "text-3xl font-bold text-gray-900", children: notFound2 ? message : "Something went wrong" }),
    /* @__PURE__ */ jsx("p", { className: "mt-4 text-lg text-gray-700", children: notFound2 ? "It may have been removed, or the address may be mistyped." : "Please try again in a moment." }),
    /* @__PURE__ */ jsxs("p", { className: "mt-8 flex justify-center gap-4", children: [
      /* @__PURE__ */ jsx(
        Link,
        {
          to: "/NewlyProject",
          className: "rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800",
          children: "See new projects"
        }
      ),
      /* @__PURE__ */ jsx(Link, { to: "/explore", className: "rounded border border-brand-700 px-5 py-2.5 font-semibold text-brand-700", children: "Explore stays" })
    ] })
  ] });
}
async function loader$a({
  request,
  params
}) {
  const city = findSupportedCity(params.city);
  const name = city ?? params.city.slice(0, 40).replace(/^./, (c) => c.toUpperCase());
  if (!city) return data({
    city: name,
    projects: null,
    canonical: void 0
  }, {
    status: 404
  });
  const projects2 = await projectsInCity(city, pageFrom(new URL(request.url).searchParams));
  return {
    city: name,
    projects: projects2,
    canonical: `${env().PUBLIC_URL}/project/${city.toLowerCase()}`
  };
}
function meta$7({
  data: data2
}) {
  if (!data2) return [];
  return pageMeta({
    title: `Projects in ${data2.city} | GharStay`,
    description: `New residential and commercial projects in ${data2.city}: prices, localities and amenities.`,
    canonical: data2.canonical
  });
}
const cityProjects = UNSAFE_withComponentProps(function CityProjects({
  loaderData
}) {
  const {
    city,
    projects: projects2
  } = loaderData;
  return /* @__PURE__ */ jsxs("div", {
    className: "mx-auto max-w-7xl px-4 py-8",
    children: [/* @__PURE__ */ jsx("h1", {
      className: "text-3xl font-bold text-gray-900",
      children: `Projects in ${city}`
    }), projects2 && projects2.items.length > 0 ? /* @__PURE__ */ jsxs("div", {
      className: "mt-6",
      children: [/* @__PURE__ */ jsx(ProjectGrid, {
        projects: projects2.items
      }), /* @__PURE__ */ jsx(Pagination, {
        page: projects2.page,
        pageCount: projects2.pageCount,
        label: "Project pages"
      })]
    }) : /* @__PURE__ */ jsx("p", {
      className: "mt-6 rounded-lg border border-dashed border-gray-300 p-8 text-center text-lg text-gray-800",
      children: `No projects found in ${city}`
    })]
  });
});
const ErrorBoundary$5 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary6({
  error
}) {
  return /* @__PURE__ */ jsx(BrowseError, {
    error
  });
});
const route57 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary: ErrorBoundary$5,
  default: cityProjects,
  loader: loader$a,
  meta: meta$7
}, Symbol.toStringTag, { value: "Module" }));
const buttonClass = "rounded-full bg-white/90 px-3 py-2 text-lg font-bold text-gray-900 shadow hover:bg-white focus-visible:bg-white";
function ImageSlider({ images, label }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) {
    return /* @__PURE__ */ jsx("div", { className: "flex h-72 items-center justify-center rounded-lg bg-gray-100 text-gray-600", children: "No Images Available" });
  }
  const last = images.length - 1;
  const show = (next) => setIndex(next < 0 ? last : next > last ? 0 : next);
  return /* @__PURE__ */ jsxs(
    "section",
    {
      "aria-roledescription": "carousel",
      "aria-label": `${label} photos`,
      className: "relative",
      onKeyDown: (event) => {
        if (event.key === "ArrowLeft") show(index - 1);
        if (event.key === "ArrowRight") show(index + 1);
      },
      children: [
        /* @__PURE__ */ jsx("div", { className: "overflow-hidden rounded-lg bg-gray-100", children: /* @__PURE__ */ jsx(
          ResponsiveImage,
          {
            variants: images[index],
            alt: `${label}, photo ${index + 1} of ${images.length}`,
            sizes: "(min-width: 1024px) 60vw, 100vw",
            className: "aspect-[3/2] w-full object-cover",
            priority: index === 0
          },
          index
        ) }),
        images.length > 1 ? /* @__PURE__ */ jsxs(Fragment, { children: [
          /* @__PURE__ */ jsxs("div", { className: "absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between", children: [
            /* @__PURE__ */ jsx("button", { type: "button", onClick: () => show(index - 1), "aria-label": "Previous image", className: buttonClass, children: /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: "‹" }) }),
            /* @__PURE__ */ jsx("button", { type: "button", onClick: () => show(index + 1), "aria-label": "Next image", className: buttonClass, children: /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: "›" }) })
          ] }),
          /* @__PURE__ */ jsxs("p", { className: "mt-2 text-center text-sm text-gray-700", "aria-live": "polite", children: [
            "Photo ",
            index + 1,
            " of ",
            images.length
          ] }),
          /* @__PURE__ */ jsx("div", { className: "mt-2 flex justify-center gap-2", children: images.map((image, i) => /* @__PURE__ */ jsx(
            "button",
            {
              type: "button",
              onClick: () => setIndex(i),
              "aria-label": `Show photo ${i + 1}`,
              "aria-current": i === index ? "true" : void 0,
              className: `size-3 rounded-full ${i === index ? "bg-brand-700" : "bg-gray-400"}`
            },
            image[0]?.key ?? i
          )) })
        ] }) : null
      ]
    }
  );
}
function JsonLd({ data: data2 }) {
  const nonce = useNonce();
  const json = JSON.stringify(data2).replace(/</g, "\\u003c");
  return /* @__PURE__ */ jsx(
    "script",
    {
      type: "application/ld+json",
      nonce,
      dangerouslySetInnerHTML: { __html: json }
    }
  );
}
function projectName(project) {
  return project.projectBuildingName.trim() || "Untitled Project";
}
function projectSummary(project) {
  const place = [project.locality, project.city].filter(Boolean).join(", ");
  return (project.description?.trim() || `${projectName(project)}${project.propertyType ? `: ${project.propertyType}` : ""} in ${place}.`).slice(0, 300);
}
function ProjectDetailView({ project, canonical, publicUrl, back }) {
  const name = projectName(project);
  const contact2 = CITY_CARDS.find((card) => card.name === project.city)?.contactLink ?? "/contact";
  const facts = [
    ["City", project.city || "City not available"],
    ["Plot area", project.plotArea ? `${project.plotArea.toLocaleString("en-IN")} sq ft` : "Plot area not available"],
    ["Listing type", project.listingType || "Listing type not available"],
    ["Category", project.propertyCategory || "Category not available"],
    ["Property type", project.propertyType || "Property type not available"],
    ["Facing", project.facingType || "Facing not available"]
  ];
  return /* @__PURE__ */ jsxs("article", { className: "mx-auto max-w-6xl px-4 py-8", children: [
    /* @__PURE__ */ jsx(
      JsonLd,
      {
        data: {
          "@context": "https://schema.org",
          "@type": "RealEstateListing",
          name,
          description: projectSummary(project),
          url: canonical,
          image: project.images.flatMap((variants) => {
            const largest = [...variants].sort((a, b) => b.width - a.width)[0];
            return largest ? [`${publicUrl}${mediaUrl(largest.key)}`] : [];
          }),
          ...project.price !== null ? { offers: { "@type": "Offer", price: project.price, priceCurrency: "INR" } } : {},
          contentLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              streetAddress: project.locality || void 0,
              addressLocality: project.city,
              addressCountry: "IN"
            }
          }
        }
      }
    ),
    /* @__PURE__ */ jsx(Link, { to: back.to, className: "font-medium text-brand-700 underline", children: back.label }),
    /* @__PURE__ */ jsxs("div", { className: "mt-4 grid gap-8 lg:grid-cols-[3fr_2fr]", children: [
      /* @__PURE__ */ jsx(ImageSlider, { images: project.images, label: name }),
      /* @__PURE__ */ jsxs("div", { children: [
        project.comingSoon ? /* @__PURE__ */ jsx("p", { className: "mb-2 inline-block rounded bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900", children: "Coming Soon" }) : null,
        /* @__PURE__ */ jsx("h1", { className: "text-3xl font-bold text-gray-900", children: name }),
        project.heading ? /* @__PURE__ */ jsx("p", { className: "mt-1 text-lg text-gray-800", children: project.heading }) : null,
        /* @__PURE__ */ jsxs("p", { className: "mt-2 text-gray-700", children: [
          project.locality || "Location not available",
          ", ",
          project.city
        ] }),
        /* @__PURE__ */ jsx("p", { className: "mt-4 text-2xl font-semibold text-gray-900", children: project.price === null ? "Price not available" : formatRupees(project.price) }),
        /* @__PURE__ */ jsx("dl", { className: "mt-6 grid grid-cols-2 gap-x-4 gap-y-3", children: facts.map(([term, value]) => /* @__PURE__ */ jsxs("div", { children: [
          /* @__PURE__ */ jsx("dt", { className: "text-sm text-gray-600", children: term }),
          /* @__PURE__ */ jsx("dd", { className: "font-medium text-gray-900", children: value })
        ] }, term)) }),
        /* @__PURE__ */ jsx(
          Link,
          {
            to: contact2,
            className: "mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800",
            children: "Contact us about this project"
          }
        )
      ] })
    ] }),
    project.description ? /* @__PURE__ */ jsxs("section", { className: "mt-8", "aria-labelledby": "about-project", children: [
      /* @__PURE__ */ jsx("h2", { id: "about-project", className: "text-xl font-semibold text-gray-900", children: "About this project" }),
      /* @__PURE__ */ jsx("p", { className: "mt-2 max-w-3xl text-gray-800", children: project.description })
    ] }) : null,
    /* @__PURE__ */ jsxs("section", { className: "mt-8", "aria-labelledby": "project-amenities", children: [
      /* @__PURE__ */ jsx("h2", { id: "project-amenities", className: "text-xl font-semibold text-gray-900", children: "Amenities" }),
      project.amenities.length ? /* @__PURE__ */ jsx("ul", { className: "mt-2 flex flex-wrap gap-2", children: project.amenities.map((amenity) => /* @__PURE__ */ jsx("li", { className: "rounded-full bg-brand-50 px-3 py-1 text-brand-800", children: amenity }, amenity)) }) : /* @__PURE__ */ jsx("p", { className: "mt-2 text-gray-700", children: "Amenities not available" })
    ] })
  ] });
}
function projectMeta(data2) {
  if (!data2) return [];
  return pageMeta({
    title: `${projectName(data2.project)}, ${data2.project.city} | GharStay`,
    description: projectSummary(data2.project),
    canonical: data2.canonical
  });
}
async function loader$9({
  request,
  params
}) {
  const id = params.projectId ?? new URL(request.url).searchParams.get("id");
  const project = await projectById(id);
  if (!project) throw data("Project not found", {
    status: 404
  });
  return projectPageData(project);
}
function meta$6({
  data: data2
}) {
  return projectMeta(data2);
}
const newProjectDetail = UNSAFE_withComponentProps(function NewProjectDetail({
  loaderData
}) {
  return /* @__PURE__ */ jsx(ProjectDetailView, {
    ...loaderData,
    back: {
      to: "/NewlyProject",
      label: "← Back to new projects"
    }
  });
});
const ErrorBoundary$4 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary7({
  error
}) {
  return /* @__PURE__ */ jsx(BrowseError, {
    error
  });
});
const route63 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary: ErrorBoundary$4,
  default: newProjectDetail,
  loader: loader$9,
  meta: meta$6
}, Symbol.toStringTag, { value: "Module" }));
async function loader$8({
  request,
  params
}) {
  const project = await projectById(params.projectId);
  if (!project) throw data("Project not found", {
    status: 404
  });
  const own = projectPath(project);
  if (new URL(request.url).pathname !== own) throw redirect(own, 301);
  return projectPageData(project);
}
function meta$5({
  data: data2
}) {
  return projectMeta(data2);
}
const cityProject = UNSAFE_withComponentProps(function CityProject({
  loaderData
}) {
  const city = loaderData.project.city;
  return /* @__PURE__ */ jsx(ProjectDetailView, {
    ...loaderData,
    back: {
      to: `/explore?type=project&city=${encodeURIComponent(city)}`,
      label: `← More projects in ${city}`
    }
  });
});
const ErrorBoundary$3 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary8({
  error
}) {
  return /* @__PURE__ */ jsx(BrowseError, {
    error
  });
});
const route69 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary: ErrorBoundary$3,
  default: cityProject,
  loader: loader$8,
  meta: meta$5
}, Symbol.toStringTag, { value: "Module" }));
async function loader$7({
  params
}) {
  const path = await projectCityPath(params.projectId);
  if (!path) throw data("Project not found", {
    status: 404
  });
  throw redirect(path);
}
function meta$4({
  error
}) {
  if (error) return [];
  return pageMeta({
    title: "Redirecting based on city... | GharStay",
    description: "Opening the project's page."
  });
}
const projectRedirect = UNSAFE_withComponentProps(function ProjectRedirect() {
  return /* @__PURE__ */ jsx("p", {
    className: "mx-auto max-w-2xl px-4 py-24 text-center text-lg",
    children: "Redirecting based on city..."
  });
});
const ErrorBoundary$2 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary9({
  error
}) {
  return /* @__PURE__ */ jsx(BrowseError, {
    error
  });
});
const route70 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary: ErrorBoundary$2,
  default: projectRedirect,
  loader: loader$7,
  meta: meta$4
}, Symbol.toStringTag, { value: "Module" }));
const CITY_SERVICES = [
  {
    url: "lucknow-faizabad-road",
    city: "Lucknow",
    title: "Lucknow — Faizabad Road",
    description: "Apartments, villas, plots and stays on the Faizabad Road growth corridor.",
    about: "Faizabad Road links Gomti Nagar and the Hazratganj business district with the Ayodhya highway. Metro, schools, hospitals and the IT parks of Sultanpur Road are minutes away.",
    location: "Faizabad Road, Lucknow, Uttar Pradesh",
    projectType: "Residential apartments, villas and plots",
    amenities: ["Clubhouse", "Swimming Pool", "Gym", "Power Backup", "Security", "Large Green Area"],
    priceRange: "₹60 Lakh to ₹90 Lakh",
    image: "/images/cities/lucknow",
    subProjects: [
      {
        name: "Awadh Greens Township",
        locality: "Chinhat",
        projectType: "2 and 3 BHK apartments",
        priceRange: "₹60 Lakh to ₹85 Lakh",
        description: "Gated towers around a seven-acre central park, ready to move in."
      },
      {
        name: "Matiyari Villas",
        locality: "Matiyari",
        projectType: "Independent villas",
        priceRange: "₹80 Lakh to ₹90 Lakh",
        description: "Three-bedroom villas with private gardens and covered parking."
      },
      {
        name: "Polytechnic Square Residences",
        locality: "Polytechnic Chauraha",
        projectType: "3 BHK apartments",
        priceRange: "₹75 Lakh to ₹90 Lakh",
        description: "High-rise homes beside the metro with a rooftop clubhouse."
      },
      {
        name: "Indira Canal Plots",
        locality: "Kamta",
        projectType: "Residential plots",
        priceRange: "₹60 Lakh to ₹70 Lakh",
        description: "Approved plots of 1,200 to 2,000 sq ft with wide internal roads."
      },
      {
        name: "BBD Student Residency",
        locality: "BBD University",
        projectType: "PG and co-living",
        priceRange: "₹9,000 to ₹14,000 a month",
        description: "Furnished rooms with meals, Wi-Fi and a study hall for students."
      },
      {
        name: "Ayodhya Highway Business Hotel",
        locality: "Ayodhya Highway",
        projectType: "Hotel",
        priceRange: "₹2,800 to ₹4,500 a night",
        description: "A business hotel with conference rooms and airport pick-up."
      }
    ]
  },
  {
    url: "gurugram",
    city: "Gurugram",
    title: "Gurugram",
    description: "Towers, villas, studios and co-living across Gurugram's business districts.",
    about: "From Dwarka Expressway to Golf Course Extension Road, Gurugram puts homes minutes from Cyber City, the airport and the Delhi border.",
    location: "Gurugram, Haryana",
    projectType: "Luxury apartments, villas and studios",
    amenities: ["Clubhouse", "Swimming Pool", "Gym", "Concierge Desk", "Golf Course", "Security"],
    priceRange: "₹1.2 Cr to ₹5 Cr",
    image: "/images/cities/gurugram",
    subProjects: [
      {
        name: "Dwarka Expressway Grand Towers",
        locality: "Sector 106",
        projectType: "3 and 4 BHK apartments",
        priceRange: "₹1.8 Cr to ₹2.6 Cr",
        description: "Forty-storey towers with sky lounges and a school inside the campus."
      },
      {
        name: "Golf Course Extension Villas",
        locality: "Sector 65",
        projectType: "Independent villas",
        priceRange: "₹4 Cr to ₹5 Cr",
        description: "Four-bedroom villas with private pools, next to the golf course."
      },
      {
        name: "Cyber Hub Studios",
        locality: "DLF Phase 2",
        projectType: "Studio apartments",
        priceRange: "₹1.2 Cr to ₹1.5 Cr",
        description: "Serviced studios a short walk from Cyber Hub offices."
      },
      {
        name: "Sohna Road Co-Living",
        locality: "Sohna Road",
        projectType: "Co-living",
        priceRange: "₹15,000 to ₹22,000 a month",
        description: "Private rooms with housekeeping, community events and a gym."
      },
      {
        name: "Golf Course Road Offices",
        locality: "Golf Course Road",
        projectType: "Commercial offices",
        priceRange: "₹2 Cr to ₹4 Cr",
        description: "Grade-A office floors with metro access and ample parking."
      },
      {
        name: "Sector 29 Suites",
        locality: "Sector 29",
        projectType: "Hotel",
        priceRange: "₹4,500 to ₹9,000 a night",
        description: "Boutique suites beside the Leisure Valley park."
      }
    ]
  },
  {
    url: "noida",
    city: "Noida",
    title: "Noida",
    description: "Expressway high-rises, offices and co-living near Noida's metro and IT hubs.",
    about: "Noida's planned sectors, the Aqua Line metro and the Noida–Greater Noida Expressway make it one of the fastest-growing places to live and work in the National Capital Region.",
    location: "Noida, Uttar Pradesh",
    projectType: "Apartments, offices and co-living",
    amenities: ["Gym", "Swimming Pool", "Clubhouse", "Power Backup", "Lift", "Security"],
    priceRange: "₹75 Lakh to ₹1.5 Cr",
    image: "/images/cities/noida",
    subProjects: [
      {
        name: "Expressway Sky Residences",
        locality: "Sector 150",
        projectType: "3 BHK apartments",
        priceRange: "₹1.1 Cr to ₹1.5 Cr",
        description: "Sports-themed township with a cricket ground and a jogging loop."
      },
      {
        name: "Film City Business Park",
        locality: "Sector 16A",
        projectType: "Commercial offices",
        priceRange: "₹1.2 Cr to ₹1.5 Cr",
        description: "Office suites beside the media district, with food court and parking."
      },
      {
        name: "Sector 62 Co-Living",
        locality: "Sector 62",
        projectType: "Co-living",
        priceRange: "₹12,000 to ₹16,000 a month",
        description: "Furnished rooms near the IT parks, meals and Wi-Fi included."
      },
      {
        name: "Sector 74 Family Homes",
        locality: "Sector 74",
        projectType: "2 BHK apartments",
        priceRange: "₹75 Lakh to ₹90 Lakh",
        description: "Ready-to-move homes beside schools and a shopping mall."
      },
      {
        name: "Yamuna Expressway Plots",
        locality: "Sector 22D",
        projectType: "Residential plots",
        priceRange: "₹75 Lakh to ₹1 Cr",
        description: "Authority-approved plots close to the upcoming airport."
      },
      {
        name: "Sector 18 Business Inn",
        locality: "Sector 18",
        projectType: "Hotel",
        priceRange: "₹2,500 to ₹4,000 a night",
        description: "A business hotel in the market district, next to the metro."
      }
    ]
  },
  {
    url: "kanpur",
    city: "Kanpur",
    title: "Kanpur",
    description: "Affordable flats, Ring Road plots and student PGs across Kanpur.",
    about: "An industrial and education hub on the Ganga, Kanpur offers some of the most affordable homes in Uttar Pradesh, close to IIT Kanpur and the new metro.",
    location: "Kanpur, Uttar Pradesh",
    projectType: "Apartments, plots and PGs",
    amenities: ["Security", "Power Backup", "Parking", "Lift", "Large Green Area", "Study Room"],
    priceRange: "₹35 Lakh to ₹60 Lakh",
    image: "/images/cities/kanpur",
    subProjects: [
      {
        name: "Kalyanpur Smart Homes",
        locality: "Kalyanpur",
        projectType: "2 and 3 BHK apartments",
        priceRange: "₹45 Lakh to ₹60 Lakh",
        description: "Energy-efficient homes near IIT Kanpur with a children's park."
      },
      {
        name: "Kanpur Ring Road Plots",
        locality: "Mandhana",
        projectType: "Residential plots",
        priceRange: "₹35 Lakh to ₹45 Lakh",
        description: "Plots on the Ring Road with clear titles and paved roads."
      },
      {
        name: "Kakadeo Scholars PG",
        locality: "Kakadeo",
        projectType: "PG",
        priceRange: "₹6,000 to ₹8,000 a month",
        description: "Quiet rooms with meals in the coaching district."
      },
      {
        name: "Civil Lines Residency",
        locality: "Civil Lines",
        projectType: "3 BHK apartments",
        priceRange: "₹55 Lakh to ₹60 Lakh",
        description: "Homes in the city's greenest neighbourhood, near the Ganga."
      },
      {
        name: "Swaroop Nagar Rooms",
        locality: "Swaroop Nagar",
        projectType: "Rental rooms",
        priceRange: "₹4,500 to ₹7,000 a month",
        description: "Single and shared rooms near markets and hospitals."
      },
      {
        name: "Ganga View Hotel",
        locality: "Civil Lines",
        projectType: "Hotel",
        priceRange: "₹2,000 to ₹3,500 a night",
        description: "A riverside hotel with a restaurant and banquet hall."
      }
    ]
  },
  {
    url: "varanasi",
    city: "Varanasi",
    title: "Varanasi",
    description: "Apartments near Sarnath, stays by the ghats and PGs near BHU.",
    about: "One of the world's oldest living cities, Varanasi welcomes pilgrims, students and families, with new homes around Sarnath and the Ring Road.",
    location: "Varanasi, Uttar Pradesh",
    projectType: "Apartments, guest houses and PGs",
    amenities: ["Security", "Power Backup", "Lift", "Parking", "Clubhouse", "Large Green Area"],
    priceRange: "₹40 Lakh to ₹70 Lakh",
    image: "/images/cities/varanasi",
    subProjects: [
      {
        name: "Kashi Vihar Residency",
        locality: "Sarnath",
        projectType: "2 and 3 BHK apartments",
        priceRange: "₹50 Lakh to ₹65 Lakh",
        description: "Low-rise homes near the Sarnath stupa with landscaped courtyards."
      },
      {
        name: "Ganga Darshan Apartments",
        locality: "Bhelupur",
        projectType: "3 BHK apartments",
        priceRange: "₹60 Lakh to ₹70 Lakh",
        description: "River-facing homes a short walk from the ghats."
      },
      {
        name: "Ring Road Residential Plots",
        locality: "Babatpur",
        projectType: "Residential plots",
        priceRange: "₹40 Lakh to ₹50 Lakh",
        description: "Plots near the airport with water and power connections."
      },
      {
        name: "BHU Gate Girls PG",
        locality: "Lanka",
        projectType: "PG",
        priceRange: "₹6,500 to ₹9,000 a month",
        description: "Safe rooms with meals and CCTV, opposite the BHU gate."
      },
      {
        name: "Assi Ghat Heritage Stay",
        locality: "Assi Ghat",
        projectType: "Hotel",
        priceRange: "₹3,500 to ₹6,000 a night",
        description: "A restored haveli with river views and a rooftop café."
      },
      {
        name: "Sigra Homestay",
        locality: "Sigra",
        projectType: "Short-term stays",
        priceRange: "₹1,800 to ₹2,500 a night",
        description: "Furnished rooms for travellers and visiting families."
      }
    ]
  }
];
function findCityService(url) {
  return CITY_SERVICES.find((service2) => service2.url === url);
}
function ServiceNotFound() {
  return /* @__PURE__ */ jsxs("section", { className: "mx-auto max-w-2xl px-4 py-24 text-center", children: [
    /* @__PURE__ */ jsx("h1", { className: "text-3xl font-bold text-gray-900", children: "Service not found!" }),
    /* @__PURE__ */ jsx("p", { className: "mt-4 text-lg text-gray-700", children: "Have a look at everything we offer instead." }),
    /* @__PURE__ */ jsxs("p", { className: "mt-8 flex justify-center gap-4", children: [
      /* @__PURE__ */ jsx(Link, { to: "/service", className: "rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800", children: "Our services" }),
      /* @__PURE__ */ jsx(Link, { to: "/explore", className: "rounded border border-brand-700 px-5 py-2.5 font-semibold text-brand-700", children: "Explore stays" })
    ] })
  ] });
}
function Facts({ facts }) {
  return /* @__PURE__ */ jsx("dl", { className: "grid gap-4 sm:grid-cols-2", children: facts.map(([term, value]) => /* @__PURE__ */ jsxs("div", { className: "rounded-lg border border-gray-200 bg-gray-50 p-4", children: [
    /* @__PURE__ */ jsx("dt", { className: "text-sm font-semibold uppercase tracking-wide text-brand-700", children: term }),
    /* @__PURE__ */ jsx("dd", { className: "mt-1 text-gray-900", children: value })
  ] }, term)) });
}
function AmenityList({ amenities }) {
  return /* @__PURE__ */ jsx("ul", { className: "flex flex-wrap gap-2", children: amenities.map((amenity) => /* @__PURE__ */ jsx("li", { className: "rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800", children: amenity }, amenity)) });
}
function CityServiceView({ service: service2 }) {
  const image = shippedImage(service2.image);
  return /* @__PURE__ */ jsxs("article", { className: "mx-auto max-w-7xl px-4 py-8", children: [
    /* @__PURE__ */ jsxs("div", { className: "grid items-center gap-8 lg:grid-cols-2", children: [
      /* @__PURE__ */ jsxs("div", { children: [
        /* @__PURE__ */ jsx("h1", { className: "text-3xl font-bold text-gray-900 sm:text-4xl", children: service2.title }),
        /* @__PURE__ */ jsx("p", { className: "mt-3 text-lg text-gray-700", children: service2.description }),
        /* @__PURE__ */ jsx("p", { className: "mt-4 text-gray-800", children: service2.about })
      ] }),
      /* @__PURE__ */ jsx(
        "img",
        {
          src: image.src,
          srcSet: image.srcSet,
          sizes: "(min-width: 1024px) 50vw, 100vw",
          width: 800,
          height: 533,
          alt: `${service2.city} skyline`,
          fetchPriority: "high",
          className: "h-64 w-full rounded-lg object-cover"
        }
      )
    ] }),
    /* @__PURE__ */ jsx("div", { className: "mt-8", children: /* @__PURE__ */ jsx(
      Facts,
      {
        facts: [
          ["Location", service2.location],
          ["Project type", service2.projectType],
          ["Price range", service2.priceRange],
          ["Amenities", /* @__PURE__ */ jsx(AmenityList, { amenities: service2.amenities }, "amenities")]
        ]
      }
    ) }),
    /* @__PURE__ */ jsxs("section", { "aria-labelledby": "sub-projects", className: "mt-10", children: [
      /* @__PURE__ */ jsx("h2", { id: "sub-projects", className: "text-2xl font-bold text-gray-900", children: `Projects in ${service2.city}` }),
      /* @__PURE__ */ jsx("ul", { className: "mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3", children: service2.subProjects.map((project) => /* @__PURE__ */ jsxs("li", { className: "flex flex-col rounded-lg border border-gray-200 p-5 shadow-sm", children: [
        /* @__PURE__ */ jsx("p", { className: "text-xs font-semibold uppercase tracking-wide text-brand-700", children: project.projectType }),
        /* @__PURE__ */ jsx("h3", { className: "mt-1 text-lg font-semibold text-gray-900", children: project.name }),
        /* @__PURE__ */ jsxs("p", { className: "text-gray-700", children: [
          project.locality,
          ", ",
          service2.city
        ] }),
        /* @__PURE__ */ jsx("p", { className: "mt-2 flex-1 text-gray-800", children: project.description }),
        /* @__PURE__ */ jsx("p", { className: "mt-3 font-semibold text-gray-900", children: project.priceRange })
      ] }, project.name)) })
    ] }),
    /* @__PURE__ */ jsxs("p", { className: "mt-10 flex flex-wrap gap-4", children: [
      /* @__PURE__ */ jsx(
        Link,
        {
          to: `/projects/${service2.url}`,
          className: "rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800",
          children: `Contact us about ${service2.city}`
        }
      ),
      /* @__PURE__ */ jsx(
        Link,
        {
          to: `/explore?city=${service2.city}`,
          className: "rounded border border-brand-700 px-5 py-2.5 font-semibold text-brand-700",
          children: `See all listings in ${service2.city}`
        }
      )
    ] })
  ] });
}
function ProjectServiceView({ service: service2 }) {
  return /* @__PURE__ */ jsxs("article", { className: "mx-auto max-w-5xl px-4 py-8", children: [
    /* @__PURE__ */ jsx("h1", { className: "text-3xl font-bold text-gray-900 sm:text-4xl", children: service2.title }),
    /* @__PURE__ */ jsx("p", { className: "mt-3 text-lg text-gray-700", children: service2.description }),
    /* @__PURE__ */ jsx("p", { className: "mt-4 text-gray-800", children: service2.about }),
    /* @__PURE__ */ jsx("div", { className: "mt-8", children: /* @__PURE__ */ jsx(
      Facts,
      {
        facts: [
          ["Location", service2.location],
          ["Project type", service2.projectType],
          ["Price range", service2.priceRange],
          ["Amenities", /* @__PURE__ */ jsx(AmenityList, { amenities: service2.amenities }, "amenities")]
        ]
      }
    ) }),
    /* @__PURE__ */ jsxs("p", { className: "mt-10 flex flex-wrap gap-4", children: [
      /* @__PURE__ */ jsx(
        Link,
        {
          to: service2.explore,
          className: "rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800",
          children: "See matching listings"
        }
      ),
      /* @__PURE__ */ jsx(Link, { to: "/contact", className: "rounded border border-brand-700 px-5 py-2.5 font-semibold text-brand-700", children: "Talk to our team" })
    ] })
  ] });
}
async function loader$6({
  request,
  params
}) {
  const publicUrl = env().PUBLIC_URL;
  const city = findCityService(params.url);
  if (city) return {
    page: "city",
    service: city,
    canonical: `${publicUrl}/services/${city.url}`
  };
  const stay = footerServiceKind(params.url);
  if (stay) {
    const {
      filters,
      results
    } = await loadExplore(request, {
      type: stay.kind.type
    });
    return {
      page: "stay",
      ...stay,
      filters,
      results,
      path: `/services/${params.url}`,
      // The same listings live at the stay page's own address.
      canonical: `${publicUrl}${stay.kind.path}${exploreQuery(filters, ["type"])}`
    };
  }
  return data({
    page: "missing"
  }, {
    status: 404
  });
}
function meta$3({
  data: data2
}) {
  if (!data2 || data2.page === "missing") {
    return pageMeta({
      title: "Service not found! | GharStay",
      description: "No such service."
    });
  }
  if (data2.page === "city") {
    return pageMeta({
      title: `${data2.service.title}: projects and stays | GharStay`,
      description: data2.service.description,
      canonical: data2.canonical
    });
  }
  return pageMeta({
    title: `${data2.title} | GharStay`,
    description: data2.kind.tile.description,
    canonical: data2.canonical
  });
}
const cityService = UNSAFE_withComponentProps(function CityServicePage({
  loaderData
}) {
  if (loaderData.page === "city") return /* @__PURE__ */ jsx(CityServiceView, {
    service: loaderData.service
  });
  if (loaderData.page === "stay") {
    return /* @__PURE__ */ jsx(ExploreView, {
      heading: loaderData.title,
      description: loaderData.kind.tile.description,
      filters: loaderData.filters,
      results: loaderData.results,
      path: loaderData.path,
      fixedType: true
    });
  }
  return /* @__PURE__ */ jsx(ServiceNotFound, {});
});
const ErrorBoundary$1 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary10({
  error
}) {
  return /* @__PURE__ */ jsx(BrowseError, {
    error
  });
});
const route71 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary: ErrorBoundary$1,
  default: cityService,
  loader: loader$6,
  meta: meta$3
}, Symbol.toStringTag, { value: "Module" }));
const PROJECT_SERVICES = [
  {
    url: "buy-plots",
    title: "Buy Plots",
    description: "Approved residential plots on the growth corridors of every city we serve.",
    about: "We list only plots with clear titles and authority approvals, in gated layouts with paved roads, water and power connections. Our team walks you through the papers before you pay a token amount.",
    location: "Faizabad Road and Sultanpur Road, Lucknow",
    projectType: "Residential plots and gated layouts",
    amenities: ["Security", "Large Green Area", "Clubhouse", "Power Backup"],
    priceRange: "Lucknow ₹60 Lakh to ₹90 Lakh",
    explore: "/explore?type=plot"
  },
  {
    url: "buy-commercial",
    title: "Buy Commercial Property",
    description: "Offices, shops and showrooms with clear titles and verified developers.",
    about: "From Grade-A office floors to high-street shops, every commercial property we show comes from a verified developer, with rental yield estimates and a site visit on request.",
    location: "Film City, Noida and Golf Course Road, Gurugram",
    projectType: "Offices, retail shops and showrooms",
    amenities: ["Parking", "Power Backup", "Lift", "Security", "Service Elevators", "High Street Retail"],
    priceRange: "Noida ₹1.2 Cr to ₹1.5 Cr",
    explore: "/explore?type=commercial"
  },
  {
    url: "rent-home",
    title: "Rent a Home",
    description: "Flats and independent houses for families, checked before they are listed.",
    about: "Every rental home is checked by our team before it goes live. Move-in help, a written agreement and a single point of contact come with each home.",
    location: "Gomti Nagar, Lucknow and Sector 50, Noida",
    projectType: "Flats, independent houses and studio apartments",
    amenities: ["Parking", "Lift", "Power Backup", "Security", "Balcony", "Gym"],
    priceRange: "Lucknow ₹15,000 to ₹40,000 a month",
    explore: "/explore?type=rent"
  },
  {
    url: "lease-commercial",
    title: "Lease Commercial Space",
    description: "Office floors, retail frontage and storage on flexible lease terms.",
    about: "Lease a plug-and-play office, a shop on a busy road or a warehouse near the expressway, on terms from eleven months to nine years.",
    location: "Sector 18, Noida and DLF Cyber City, Gurugram",
    projectType: "Office floors, retail and storage",
    amenities: ["Parking", "Power Backup", "Conference Room", "Lift", "Security", "ATM'S"],
    priceRange: "Gurugram ₹1.5 Lakh to ₹6 Lakh a month",
    explore: "/explore?type=commercial"
  },
  {
    url: "pg-co-living",
    title: "PG & Co-Living",
    description: "Managed PGs and co-living homes with meals, housekeeping and Wi-Fi included.",
    about: "Verified PGs for students and professionals and community co-living homes with flexible monthly plans, meals, housekeeping, high-speed Wi-Fi and secure entry.",
    location: "Aliganj, Lucknow and Sector 62, Noida",
    projectType: "PGs and co-living homes",
    amenities: ["Security", "Power Backup", "Study Room", "Indoor Games", "Parking"],
    priceRange: "Lucknow ₹7,000 to ₹13,000 a month",
    explore: "/explore?type=pg"
  }
];
function findProjectService(url) {
  return PROJECT_SERVICES.find((service2) => service2.url === url);
}
function loader$5({
  params
}) {
  const service2 = findProjectService(params.url);
  if (!service2) return data({
    service: null,
    canonical: void 0
  }, {
    status: 404
  });
  return {
    service: service2,
    canonical: `${env().PUBLIC_URL}/ProjectService/${service2.url}`
  };
}
function meta$2({
  data: data2
}) {
  if (!data2?.service) return pageMeta({
    title: "Service not found! | GharStay",
    description: "No such service."
  });
  return pageMeta({
    title: `${data2.service.title} | GharStay`,
    description: data2.service.description,
    canonical: data2.canonical
  });
}
const projectService = UNSAFE_withComponentProps(function ProjectServicePage({
  loaderData
}) {
  return loaderData.service ? /* @__PURE__ */ jsx(ProjectServiceView, {
    service: loaderData.service
  }) : /* @__PURE__ */ jsx(ServiceNotFound, {});
});
const ErrorBoundary11 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary12({
  error
}) {
  return /* @__PURE__ */ jsx(BrowseError, {
    error
  });
});
const route72 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ErrorBoundary: ErrorBoundary11,
  default: projectService,
  loader: loader$5,
  meta: meta$2
}, Symbol.toStringTag, { value: "Module" }));
async function loader$4({
  request
}) {
  const {
    filters,
    results
  } = await loadExplore(request, {
    type: "rent"
  });
  return {
    filters,
    results,
    canonical: `${env().PUBLIC_URL}/Sellrent${exploreQuery(filters, ["type"])}`
  };
}
function meta$1({
  data: data2
}) {
  return pageMeta({
    title: "Sell or Rent Your Property | GharStay",
    description: "Homes for rent in Lucknow, Noida, Gurugram, Kanpur and Varanasi, and a free way for owners to sell or rent their property.",
    canonical: data2?.canonical
  });
}
const sellRent = UNSAFE_withComponentProps(function SellRent({
  loaderData
}) {
  return /* @__PURE__ */ jsxs(ExploreView, {
    heading: "Sell or Rent Your Property",
    description: "Browse homes for rent below, or reach thousands of buyers and tenants by posting your own property for free.",
    filters: loaderData.filters,
    results: loaderData.results,
    path: "/Sellrent",
    fixedType: true,
    children: [/* @__PURE__ */ jsxs("section", {
      "aria-labelledby": "post-cta",
      className: "mb-8 flex flex-col gap-4 rounded-lg bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between",
      children: [/* @__PURE__ */ jsxs("div", {
        children: [/* @__PURE__ */ jsx("h2", {
          id: "post-cta",
          className: "text-xl font-semibold text-gray-900",
          children: "Own a home, a plot or a shop?"
        }), /* @__PURE__ */ jsx("p", {
          className: "mt-1 text-gray-800",
          children: "List it in minutes. Our team checks it and puts it live."
        })]
      }), /* @__PURE__ */ jsxs("div", {
        className: "flex flex-wrap gap-3",
        children: [/* @__PURE__ */ jsx(Link, {
          to: "/postproperty",
          className: "rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800",
          children: "Post your property"
        }), /* @__PURE__ */ jsx(Link, {
          to: "/explore?type=sell",
          className: "rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-700",
          children: "Homes for sale"
        })]
      })]
    }), /* @__PURE__ */ jsx("h2", {
      className: "mb-4 text-2xl font-bold text-gray-900",
      children: "Homes for rent"
    })]
  });
});
const route73 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: sellRent,
  loader: loader$4,
  meta: meta$1
}, Symbol.toStringTag, { value: "Module" }));
async function loader$3({
  request
}) {
  const id = new URL(request.url).searchParams.get("id")?.trim();
  if (id) throw redirect(`/property/${encodeURIComponent(id)}`, 301);
  const project = await featuredLucknowProject();
  return project ? projectPageData(project) : null;
}
function meta({
  data: data2
}) {
  return data2 ? projectMeta(data2) : pageMeta({
    title: "Lucknow project | GharStay",
    description: "A featured project in Lucknow."
  });
}
const listingDetail = UNSAFE_withComponentProps(function ListingDetail({
  loaderData
}) {
  if (!loaderData) {
    return /* @__PURE__ */ jsxs("div", {
      className: "mx-auto max-w-2xl px-4 py-24 text-center",
      children: [/* @__PURE__ */ jsx("p", {
        className: "text-lg text-gray-800",
        children: "Loading Lucknow project details..."
      }), /* @__PURE__ */ jsx(Link, {
        to: "/",
        className: "mt-6 inline-block font-medium text-brand-700 underline",
        children: "← Back"
      })]
    });
  }
  return /* @__PURE__ */ jsx(ProjectDetailView, {
    ...loaderData,
    back: {
      to: "/",
      label: "← Back"
    }
  });
});
const route74 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  default: listingDetail,
  loader: loader$3,
  meta
}, Symbol.toStringTag, { value: "Module" }));
const MAX_URLS = 5e4;
const MAX_PROJECTS = 5e3;
const BROWSE_PAGES = [
  "/",
  "/explore",
  ...STAY_KINDS.map((kind) => kind.path),
  "/NewlyProject",
  ...SUPPORTED_CITIES.map((city) => `/project/${city.toLowerCase()}`),
  ...CITY_SERVICES.map((service2) => `/services/${service2.url}`),
  ...PROJECT_SERVICES.map((service2) => `/ProjectService/${service2.url}`),
  "/Sellrent",
  "/city",
  "/buy",
  "/service",
  "/about",
  "/ourteams",
  "/contact",
  "/privacy-policy"
];
const escapeXml = (value) => value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
async function sitemapXml(publicUrl) {
  const db = database();
  const projectRows = await db.select({ id: projects.id, city: projects.city, updatedAt: projects.updatedAt }).from(projects).orderBy(sql`${projects.createdAt} desc nulls last`).limit(MAX_PROJECTS);
  const listingRows = await db.select({ id: listings.id, updatedAt: listings.updatedAt }).from(listings).where(eq(listings.status, "approved")).orderBy(sql`${listings.createdAt} desc nulls last`).limit(MAX_URLS - BROWSE_PAGES.length - projectRows.length);
  const entry2 = (path, modified) => `<url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${modified ? `<lastmod>${modified.toISOString()}</lastmod>` : ""}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...BROWSE_PAGES.map((path) => entry2(path)),
    ...projectRows.map((row) => entry2(projectPath(row), row.updatedAt)),
    ...listingRows.map((row) => entry2(`/property/${encodeURIComponent(row.id)}`, row.updatedAt)),
    "</urlset>"
  ].join("\n");
}
async function loader$2() {
  return new Response(await sitemapXml(env().PUBLIC_URL), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600"
    }
  });
}
const route75 = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  loader: loader$2
}, Symbol.toStringTag, { value: "Module" }));
function loader$1() {
  const body = ["User-agent: *", "Disallow: /admin", "Disallow: /profile", "Allow: /", "", `Sitemap: ${env().PUBLIC_URL}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400"
    }
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
const serverManifest = { "entry": { "module": "/assets/entry.client-BT7m7FQo.js", "imports": ["/assets/jsx-runtime-u17CrQMm.js", "/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/index-BWvt7XXw.js"], "css": [] }, "routes": { "root": { "id": "root", "parentId": void 0, "path": "", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/root-IixOaUPr.js", "imports": ["/assets/jsx-runtime-u17CrQMm.js", "/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/index-BWvt7XXw.js", "/assets/root-Dineg8Ed.js", "/assets/site-C-dE1eAA.js", "/assets/site-header-DwqjHdHW.js", "/assets/nonce-DULBXzD3.js"], "css": ["/assets/root-CxJ7kq1s.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/home": { "id": "routes/home", "parentId": "root", "path": void 0, "index": true, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/home-z8je0hu_.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/services-grid-m_kNPRYx.js", "/assets/app-download-DidzMtju.js", "/assets/site-C-dE1eAA.js", "/assets/city-cards-BFPh9gnd.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/format-6Xg07RUT.js", "/assets/listing-card-PIObXzAK.js", "/assets/root-Dineg8Ed.js", "/assets/cities-C0uMBGfV.js", "/assets/images-PI8OOEZm.js", "/assets/media-Dsw21MgG.js", "/assets/site-header-DwqjHdHW.js", "/assets/nonce-DULBXzD3.js"], "css": ["/assets/root-CxJ7kq1s.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "home-after-login": { "id": "home-after-login", "parentId": "root", "path": "Home", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/home-z8je0hu_.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/services-grid-m_kNPRYx.js", "/assets/app-download-DidzMtju.js", "/assets/site-C-dE1eAA.js", "/assets/city-cards-BFPh9gnd.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/format-6Xg07RUT.js", "/assets/listing-card-PIObXzAK.js", "/assets/root-Dineg8Ed.js", "/assets/cities-C0uMBGfV.js", "/assets/images-PI8OOEZm.js", "/assets/media-Dsw21MgG.js", "/assets/site-header-DwqjHdHW.js", "/assets/nonce-DULBXzD3.js"], "css": ["/assets/root-CxJ7kq1s.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/login": { "id": "routes/login", "parentId": "root", "path": "login", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/login-Dk1gJJgS.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/redirect-after-DWW4gTtx.js", "/assets/field-Bk7eimfd.js", "/assets/schemas-BL2VRa0z.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/sign": { "id": "routes/sign", "parentId": "root", "path": "sign", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/sign-CxksY_E8.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/redirect-after-DWW4gTtx.js", "/assets/field-Bk7eimfd.js", "/assets/schemas-BL2VRa0z.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/logout": { "id": "routes/logout", "parentId": "root", "path": "logout", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/logout-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/profile": { "id": "routes/profile", "parentId": "root", "path": "profile", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/profile-B9F8DDyD.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/site-header-DwqjHdHW.js", "/assets/listing-card-PIObXzAK.js", "/assets/site-C-dE1eAA.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/auth": { "id": "routes/api/auth", "parentId": "root", "path": "api/v1/auth/:action", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/auth-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/me": { "id": "routes/api/me", "parentId": "root", "path": "api/v1/me", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/me-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "post-property:postproperty": { "id": "post-property:postproperty", "parentId": "root", "path": "postproperty", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/post-property-rcge03g4.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/listing-wizard-CHLvDS1H.js", "/assets/seo-Dsbd22U7.js", "/assets/root-Dineg8Ed.js", "/assets/field-Bk7eimfd.js", "/assets/cities-C0uMBGfV.js", "/assets/listing-options-BU0E4mWr.js", "/assets/schemas-BL2VRa0z.js", "/assets/media-Dsw21MgG.js", "/assets/site-C-dE1eAA.js", "/assets/site-header-DwqjHdHW.js", "/assets/nonce-DULBXzD3.js"], "css": ["/assets/root-CxJ7kq1s.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "post-property:listing-post": { "id": "post-property:listing-post", "parentId": "root", "path": "listing-post", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/post-property-rcge03g4.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/listing-wizard-CHLvDS1H.js", "/assets/seo-Dsbd22U7.js", "/assets/root-Dineg8Ed.js", "/assets/field-Bk7eimfd.js", "/assets/cities-C0uMBGfV.js", "/assets/listing-options-BU0E4mWr.js", "/assets/schemas-BL2VRa0z.js", "/assets/media-Dsw21MgG.js", "/assets/site-C-dE1eAA.js", "/assets/site-header-DwqjHdHW.js", "/assets/nonce-DULBXzD3.js"], "css": ["/assets/root-CxJ7kq1s.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "post-property:Postlisting": { "id": "post-property:Postlisting", "parentId": "root", "path": "Postlisting", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/post-property-rcge03g4.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/listing-wizard-CHLvDS1H.js", "/assets/seo-Dsbd22U7.js", "/assets/root-Dineg8Ed.js", "/assets/field-Bk7eimfd.js", "/assets/cities-C0uMBGfV.js", "/assets/listing-options-BU0E4mWr.js", "/assets/schemas-BL2VRa0z.js", "/assets/media-Dsw21MgG.js", "/assets/site-C-dE1eAA.js", "/assets/site-header-DwqjHdHW.js", "/assets/nonce-DULBXzD3.js"], "css": ["/assets/root-CxJ7kq1s.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "post-property:PropertyDetails": { "id": "post-property:PropertyDetails", "parentId": "root", "path": "PropertyDetails", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/post-property-rcge03g4.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/listing-wizard-CHLvDS1H.js", "/assets/seo-Dsbd22U7.js", "/assets/root-Dineg8Ed.js", "/assets/field-Bk7eimfd.js", "/assets/cities-C0uMBGfV.js", "/assets/listing-options-BU0E4mWr.js", "/assets/schemas-BL2VRa0z.js", "/assets/media-Dsw21MgG.js", "/assets/site-C-dE1eAA.js", "/assets/site-header-DwqjHdHW.js", "/assets/nonce-DULBXzD3.js"], "css": ["/assets/root-CxJ7kq1s.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "post-property:AdditionalDetails": { "id": "post-property:AdditionalDetails", "parentId": "root", "path": "AdditionalDetails", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/post-property-rcge03g4.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/listing-wizard-CHLvDS1H.js", "/assets/seo-Dsbd22U7.js", "/assets/root-Dineg8Ed.js", "/assets/field-Bk7eimfd.js", "/assets/cities-C0uMBGfV.js", "/assets/listing-options-BU0E4mWr.js", "/assets/schemas-BL2VRa0z.js", "/assets/media-Dsw21MgG.js", "/assets/site-C-dE1eAA.js", "/assets/site-header-DwqjHdHW.js", "/assets/nonce-DULBXzD3.js"], "css": ["/assets/root-CxJ7kq1s.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "post-property:Amenities": { "id": "post-property:Amenities", "parentId": "root", "path": "Amenities", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/post-property-rcge03g4.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/listing-wizard-CHLvDS1H.js", "/assets/seo-Dsbd22U7.js", "/assets/root-Dineg8Ed.js", "/assets/field-Bk7eimfd.js", "/assets/cities-C0uMBGfV.js", "/assets/listing-options-BU0E4mWr.js", "/assets/schemas-BL2VRa0z.js", "/assets/media-Dsw21MgG.js", "/assets/site-C-dE1eAA.js", "/assets/site-header-DwqjHdHW.js", "/assets/nonce-DULBXzD3.js"], "css": ["/assets/root-CxJ7kq1s.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/property": { "id": "routes/property", "parentId": "root", "path": "property/:id", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/property-qNLj3qGy.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/listing-page-CUMkOUVu.js", "/assets/confirm-panel-CPOtd2q5.js", "/assets/format-6Xg07RUT.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/property-edit": { "id": "routes/property-edit", "parentId": "root", "path": "property/:id/edit", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/property-edit-C1Fcj8Q5.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/listing-page-CUMkOUVu.js", "/assets/listing-wizard-CHLvDS1H.js", "/assets/seo-Dsbd22U7.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js", "/assets/field-Bk7eimfd.js", "/assets/cities-C0uMBGfV.js", "/assets/listing-options-BU0E4mWr.js", "/assets/schemas-BL2VRa0z.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/uploads": { "id": "routes/api/uploads", "parentId": "root", "path": "api/v1/uploads", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/uploads-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/upload": { "id": "routes/api/upload", "parentId": "root", "path": "api/v1/uploads/:id", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/upload-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/listings": { "id": "routes/api/listings", "parentId": "root", "path": "api/v1/listings", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/listings-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/listing": { "id": "routes/api/listing", "parentId": "root", "path": "api/v1/listings/:id", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/listing-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/layout": { "id": "routes/admin/layout", "parentId": "root", "path": "admin", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/layout-zaK22Dnj.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/dashboard": { "id": "routes/admin/dashboard", "parentId": "routes/admin/layout", "path": void 0, "index": true, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/dashboard-DYS9lE4Z.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/field-Bk7eimfd.js", "/assets/pagination-BTLl3Skg.js", "/assets/pending-queue--LeBhlS8.js", "/assets/confirm-panel-CPOtd2q5.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/properties": { "id": "routes/admin/properties", "parentId": "routes/admin/layout", "path": "properties", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/properties-CeY2huzH.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/field-Bk7eimfd.js", "/assets/pagination-BTLl3Skg.js", "/assets/cities-C0uMBGfV.js", "/assets/pending-queue--LeBhlS8.js", "/assets/schemas-BL2VRa0z.js", "/assets/format-6Xg07RUT.js", "/assets/confirm-panel-CPOtd2q5.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/contacts": { "id": "routes/admin/contacts", "parentId": "routes/admin/layout", "path": "contacts", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/contacts-Dg74oz_O.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/field-Bk7eimfd.js", "/assets/pagination-BTLl3Skg.js", "/assets/format-6Xg07RUT.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/our-project": { "id": "routes/admin/our-project", "parentId": "routes/admin/layout", "path": "ourproject", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/our-project-7HTz6CnH.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/project-list-page-W0avOCSc.js", "/assets/field-Bk7eimfd.js", "/assets/pagination-BTLl3Skg.js", "/assets/confirm-panel-CPOtd2q5.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js", "/assets/project-options-FA10eKSO.js", "/assets/cities-C0uMBGfV.js", "/assets/listing-options-BU0E4mWr.js", "/assets/quick-posting-form-BDILzCuO.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/project-explore": { "id": "routes/admin/project-explore", "parentId": "routes/admin/layout", "path": "ProjectExplore", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/project-explore-K3eDB1LI.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/project-list-page-W0avOCSc.js", "/assets/field-Bk7eimfd.js", "/assets/pagination-BTLl3Skg.js", "/assets/confirm-panel-CPOtd2q5.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js", "/assets/project-options-FA10eKSO.js", "/assets/cities-C0uMBGfV.js", "/assets/listing-options-BU0E4mWr.js", "/assets/quick-posting-form-BDILzCuO.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/post-project": { "id": "routes/admin/post-project", "parentId": "routes/admin/layout", "path": "Postproject", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/post-project-DWl7HHft.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/project-form-Dd4lrhAN.js", "/assets/field-Bk7eimfd.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/project-options-FA10eKSO.js", "/assets/cities-C0uMBGfV.js", "/assets/listing-options-BU0E4mWr.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/coming-soon": { "id": "routes/admin/coming-soon", "parentId": "routes/admin/layout", "path": "ComingSoon", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/coming-soon-CpB5c-jG.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/project-list-page-W0avOCSc.js", "/assets/field-Bk7eimfd.js", "/assets/pagination-BTLl3Skg.js", "/assets/confirm-panel-CPOtd2q5.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js", "/assets/project-options-FA10eKSO.js", "/assets/cities-C0uMBGfV.js", "/assets/listing-options-BU0E4mWr.js", "/assets/quick-posting-form-BDILzCuO.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/apartments": { "id": "routes/admin/apartments", "parentId": "routes/admin/layout", "path": "Apartments", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/apartments-BuNmmRRs.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/project-list-page-W0avOCSc.js", "/assets/field-Bk7eimfd.js", "/assets/pagination-BTLl3Skg.js", "/assets/confirm-panel-CPOtd2q5.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js", "/assets/project-options-FA10eKSO.js", "/assets/cities-C0uMBGfV.js", "/assets/listing-options-BU0E4mWr.js", "/assets/quick-posting-form-BDILzCuO.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/buys": { "id": "routes/admin/buys", "parentId": "routes/admin/layout", "path": "Buys", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/buys-BsIWP-B7.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/project-list-page-W0avOCSc.js", "/assets/field-Bk7eimfd.js", "/assets/pagination-BTLl3Skg.js", "/assets/confirm-panel-CPOtd2q5.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js", "/assets/project-options-FA10eKSO.js", "/assets/cities-C0uMBGfV.js", "/assets/listing-options-BU0E4mWr.js", "/assets/quick-posting-form-BDILzCuO.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/project-edit": { "id": "routes/admin/project-edit", "parentId": "routes/admin/layout", "path": "projects/:id/edit", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/project-edit-D0ssyiLl.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/project-form-Dd4lrhAN.js", "/assets/quick-posting-form-BDILzCuO.js", "/assets/field-Bk7eimfd.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/project-options-FA10eKSO.js", "/assets/cities-C0uMBGfV.js", "/assets/listing-options-BU0E4mWr.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/admin/not-found": { "id": "routes/admin/not-found", "parentId": "routes/admin/layout", "path": "*", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/not-found-PZe11DgR.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/about": { "id": "routes/about", "parentId": "root", "path": "about", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/about-BmSeUQGZ.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/site-C-dE1eAA.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/our-teams": { "id": "routes/our-teams", "parentId": "root", "path": "ourteams", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/our-teams-B-F8pDpR.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/privacy-policy": { "id": "routes/privacy-policy", "parentId": "root", "path": "privacy-policy", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/privacy-policy-0qQmPFf4.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/apps": { "id": "routes/apps", "parentId": "root", "path": "UsdApp", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/apps-DGpxFKEx.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/app-download-DidzMtju.js", "/assets/root-Dineg8Ed.js", "/assets/site-C-dE1eAA.js", "/assets/site-header-DwqjHdHW.js", "/assets/nonce-DULBXzD3.js"], "css": ["/assets/root-CxJ7kq1s.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/service": { "id": "routes/service", "parentId": "root", "path": "service", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/service-LOeqTIBH.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/services-grid-m_kNPRYx.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "cities:city": { "id": "cities:city", "parentId": "root", "path": "city", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/cities-CXg1SKuv.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/city-cards-BFPh9gnd.js", "/assets/cities-C0uMBGfV.js", "/assets/images-PI8OOEZm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "cities:Cityhome": { "id": "cities:Cityhome", "parentId": "root", "path": "Cityhome", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/cities-CXg1SKuv.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/city-cards-BFPh9gnd.js", "/assets/cities-C0uMBGfV.js", "/assets/images-PI8OOEZm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/contact": { "id": "routes/contact", "parentId": "root", "path": "contact", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": false, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/contact-rgDvkS4v.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/contact-form-5_vYA5d9.js", "/assets/root-Dineg8Ed.js", "/assets/site-C-dE1eAA.js", "/assets/field-Bk7eimfd.js", "/assets/schemas-BL2VRa0z.js", "/assets/site-header-DwqjHdHW.js", "/assets/nonce-DULBXzD3.js"], "css": ["/assets/root-CxJ7kq1s.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "city-contact:contact": { "id": "city-contact:contact", "parentId": "root", "path": "contact/:city", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/city-contact-Cpe-hLyx.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/images-PI8OOEZm.js", "/assets/contact-form-5_vYA5d9.js", "/assets/root-Dineg8Ed.js", "/assets/site-C-dE1eAA.js", "/assets/field-Bk7eimfd.js", "/assets/schemas-BL2VRa0z.js", "/assets/site-header-DwqjHdHW.js", "/assets/nonce-DULBXzD3.js"], "css": ["/assets/root-CxJ7kq1s.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "city-contact:projects": { "id": "city-contact:projects", "parentId": "root", "path": "projects/:url", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/city-contact-Cpe-hLyx.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/images-PI8OOEZm.js", "/assets/contact-form-5_vYA5d9.js", "/assets/root-Dineg8Ed.js", "/assets/site-C-dE1eAA.js", "/assets/field-Bk7eimfd.js", "/assets/schemas-BL2VRa0z.js", "/assets/site-header-DwqjHdHW.js", "/assets/nonce-DULBXzD3.js"], "css": ["/assets/root-CxJ7kq1s.css"], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/buy": { "id": "routes/buy", "parentId": "root", "path": "buy", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/buy-CUCT0F_L.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/listing-card-PIObXzAK.js", "/assets/images-PI8OOEZm.js", "/assets/format-6Xg07RUT.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/contact": { "id": "routes/api/contact", "parentId": "root", "path": "api/v1/contact", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/contact-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/api/favourites": { "id": "routes/api/favourites", "parentId": "root", "path": "api/v1/favourites", "index": void 0, "caseSensitive": void 0, "hasAction": true, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/favourites-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "explore:explore": { "id": "explore:explore", "parentId": "root", "path": "explore", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/explore-chZMkEhi.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/explore-view-CKe8Ye0W.js", "/assets/seo-Dsbd22U7.js", "/assets/listing-card-PIObXzAK.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js", "/assets/project-card-Bu30g47h.js", "/assets/cities-C0uMBGfV.js", "/assets/pagination-BTLl3Skg.js", "/assets/listing-options-BU0E4mWr.js", "/assets/schemas-BL2VRa0z.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "explore:Search": { "id": "explore:Search", "parentId": "root", "path": "Search", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/explore-chZMkEhi.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/explore-view-CKe8Ye0W.js", "/assets/seo-Dsbd22U7.js", "/assets/listing-card-PIObXzAK.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js", "/assets/project-card-Bu30g47h.js", "/assets/cities-C0uMBGfV.js", "/assets/pagination-BTLl3Skg.js", "/assets/listing-options-BU0E4mWr.js", "/assets/schemas-BL2VRa0z.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "stays:hotels": { "id": "stays:hotels", "parentId": "root", "path": "hotels", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/stays-B0lmcDpg.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/explore-view-CKe8Ye0W.js", "/assets/seo-Dsbd22U7.js", "/assets/listing-card-PIObXzAK.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js", "/assets/project-card-Bu30g47h.js", "/assets/cities-C0uMBGfV.js", "/assets/pagination-BTLl3Skg.js", "/assets/listing-options-BU0E4mWr.js", "/assets/schemas-BL2VRa0z.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "stays:pgs": { "id": "stays:pgs", "parentId": "root", "path": "pgs", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/stays-B0lmcDpg.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/explore-view-CKe8Ye0W.js", "/assets/seo-Dsbd22U7.js", "/assets/listing-card-PIObXzAK.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js", "/assets/project-card-Bu30g47h.js", "/assets/cities-C0uMBGfV.js", "/assets/pagination-BTLl3Skg.js", "/assets/listing-options-BU0E4mWr.js", "/assets/schemas-BL2VRa0z.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "stays:rooms": { "id": "stays:rooms", "parentId": "root", "path": "rooms", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/stays-B0lmcDpg.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/explore-view-CKe8Ye0W.js", "/assets/seo-Dsbd22U7.js", "/assets/listing-card-PIObXzAK.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js", "/assets/project-card-Bu30g47h.js", "/assets/cities-C0uMBGfV.js", "/assets/pagination-BTLl3Skg.js", "/assets/listing-options-BU0E4mWr.js", "/assets/schemas-BL2VRa0z.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "stays:co-living": { "id": "stays:co-living", "parentId": "root", "path": "co-living", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/stays-B0lmcDpg.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/explore-view-CKe8Ye0W.js", "/assets/seo-Dsbd22U7.js", "/assets/listing-card-PIObXzAK.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js", "/assets/project-card-Bu30g47h.js", "/assets/cities-C0uMBGfV.js", "/assets/pagination-BTLl3Skg.js", "/assets/listing-options-BU0E4mWr.js", "/assets/schemas-BL2VRa0z.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "stays:short-stays": { "id": "stays:short-stays", "parentId": "root", "path": "short-stays", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/stays-B0lmcDpg.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/explore-view-CKe8Ye0W.js", "/assets/seo-Dsbd22U7.js", "/assets/listing-card-PIObXzAK.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js", "/assets/project-card-Bu30g47h.js", "/assets/cities-C0uMBGfV.js", "/assets/pagination-BTLl3Skg.js", "/assets/listing-options-BU0E4mWr.js", "/assets/schemas-BL2VRa0z.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-projects:project": { "id": "new-projects:project", "parentId": "root", "path": "project", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/new-projects-BpG63FpK.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/pagination-BTLl3Skg.js", "/assets/field-Bk7eimfd.js", "/assets/cities-C0uMBGfV.js", "/assets/schemas-BL2VRa0z.js", "/assets/project-grid-Dj2Yeb8g.js", "/assets/seo-Dsbd22U7.js", "/assets/project-card-Bu30g47h.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-projects:NewlyProject": { "id": "new-projects:NewlyProject", "parentId": "root", "path": "NewlyProject", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/new-projects-BpG63FpK.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/pagination-BTLl3Skg.js", "/assets/field-Bk7eimfd.js", "/assets/cities-C0uMBGfV.js", "/assets/schemas-BL2VRa0z.js", "/assets/project-grid-Dj2Yeb8g.js", "/assets/seo-Dsbd22U7.js", "/assets/project-card-Bu30g47h.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-projects:NewProject": { "id": "new-projects:NewProject", "parentId": "root", "path": "NewProject", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/new-projects-BpG63FpK.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/pagination-BTLl3Skg.js", "/assets/field-Bk7eimfd.js", "/assets/cities-C0uMBGfV.js", "/assets/schemas-BL2VRa0z.js", "/assets/project-grid-Dj2Yeb8g.js", "/assets/seo-Dsbd22U7.js", "/assets/project-card-Bu30g47h.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-projects:NewsProject": { "id": "new-projects:NewsProject", "parentId": "root", "path": "NewsProject", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/new-projects-BpG63FpK.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/pagination-BTLl3Skg.js", "/assets/field-Bk7eimfd.js", "/assets/cities-C0uMBGfV.js", "/assets/schemas-BL2VRa0z.js", "/assets/project-grid-Dj2Yeb8g.js", "/assets/seo-Dsbd22U7.js", "/assets/project-card-Bu30g47h.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/city-projects": { "id": "routes/city-projects", "parentId": "root", "path": "project/:city", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/city-projects-DjQne-yD.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/pagination-BTLl3Skg.js", "/assets/browse-error-DeudgLo4.js", "/assets/project-grid-Dj2Yeb8g.js", "/assets/seo-Dsbd22U7.js", "/assets/project-card-Bu30g47h.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/cities-C0uMBGfV.js", "/assets/format-6Xg07RUT.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-project-detail:NewlyProjectD": { "id": "new-project-detail:NewlyProjectD", "parentId": "root", "path": "NewlyProjectD", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/new-project-detail-Z1CYSSSL.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/browse-error-DeudgLo4.js", "/assets/project-detail-mvVdkCME.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/nonce-DULBXzD3.js", "/assets/cities-C0uMBGfV.js", "/assets/format-6Xg07RUT.js", "/assets/seo-Dsbd22U7.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-project-detail:NewlyProjectD/:projectId": { "id": "new-project-detail:NewlyProjectD/:projectId", "parentId": "root", "path": "NewlyProjectD/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/new-project-detail-Z1CYSSSL.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/browse-error-DeudgLo4.js", "/assets/project-detail-mvVdkCME.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/nonce-DULBXzD3.js", "/assets/cities-C0uMBGfV.js", "/assets/format-6Xg07RUT.js", "/assets/seo-Dsbd22U7.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-project-detail:Newprojectdetial": { "id": "new-project-detail:Newprojectdetial", "parentId": "root", "path": "Newprojectdetial", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/new-project-detail-Z1CYSSSL.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/browse-error-DeudgLo4.js", "/assets/project-detail-mvVdkCME.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/nonce-DULBXzD3.js", "/assets/cities-C0uMBGfV.js", "/assets/format-6Xg07RUT.js", "/assets/seo-Dsbd22U7.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-project-detail:Newprojectdetial/:projectId": { "id": "new-project-detail:Newprojectdetial/:projectId", "parentId": "root", "path": "Newprojectdetial/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/new-project-detail-Z1CYSSSL.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/browse-error-DeudgLo4.js", "/assets/project-detail-mvVdkCME.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/nonce-DULBXzD3.js", "/assets/cities-C0uMBGfV.js", "/assets/format-6Xg07RUT.js", "/assets/seo-Dsbd22U7.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-project-detail:ExplorecityPropertyD": { "id": "new-project-detail:ExplorecityPropertyD", "parentId": "root", "path": "ExplorecityPropertyD", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/new-project-detail-Z1CYSSSL.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/browse-error-DeudgLo4.js", "/assets/project-detail-mvVdkCME.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/nonce-DULBXzD3.js", "/assets/cities-C0uMBGfV.js", "/assets/format-6Xg07RUT.js", "/assets/seo-Dsbd22U7.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "new-project-detail:ExplorecityPropertyD/:projectId": { "id": "new-project-detail:ExplorecityPropertyD/:projectId", "parentId": "root", "path": "ExplorecityPropertyD/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/new-project-detail-Z1CYSSSL.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/browse-error-DeudgLo4.js", "/assets/project-detail-mvVdkCME.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/nonce-DULBXzD3.js", "/assets/cities-C0uMBGfV.js", "/assets/format-6Xg07RUT.js", "/assets/seo-Dsbd22U7.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "city-project:lucknow/:projectId": { "id": "city-project:lucknow/:projectId", "parentId": "root", "path": "lucknow/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/city-project-DGpdXUZz.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/browse-error-DeudgLo4.js", "/assets/project-detail-mvVdkCME.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/nonce-DULBXzD3.js", "/assets/cities-C0uMBGfV.js", "/assets/format-6Xg07RUT.js", "/assets/seo-Dsbd22U7.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "city-project:noida/:projectId": { "id": "city-project:noida/:projectId", "parentId": "root", "path": "noida/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/city-project-DGpdXUZz.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/browse-error-DeudgLo4.js", "/assets/project-detail-mvVdkCME.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/nonce-DULBXzD3.js", "/assets/cities-C0uMBGfV.js", "/assets/format-6Xg07RUT.js", "/assets/seo-Dsbd22U7.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "city-project:gurugram/:projectId": { "id": "city-project:gurugram/:projectId", "parentId": "root", "path": "gurugram/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/city-project-DGpdXUZz.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/browse-error-DeudgLo4.js", "/assets/project-detail-mvVdkCME.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/nonce-DULBXzD3.js", "/assets/cities-C0uMBGfV.js", "/assets/format-6Xg07RUT.js", "/assets/seo-Dsbd22U7.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "city-project:kanpur/:projectId": { "id": "city-project:kanpur/:projectId", "parentId": "root", "path": "kanpur/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/city-project-DGpdXUZz.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/browse-error-DeudgLo4.js", "/assets/project-detail-mvVdkCME.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/nonce-DULBXzD3.js", "/assets/cities-C0uMBGfV.js", "/assets/format-6Xg07RUT.js", "/assets/seo-Dsbd22U7.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "city-project:varanasi/:projectId": { "id": "city-project:varanasi/:projectId", "parentId": "root", "path": "varanasi/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/city-project-DGpdXUZz.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/browse-error-DeudgLo4.js", "/assets/project-detail-mvVdkCME.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/nonce-DULBXzD3.js", "/assets/cities-C0uMBGfV.js", "/assets/format-6Xg07RUT.js", "/assets/seo-Dsbd22U7.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "city-project:unknown/:projectId": { "id": "city-project:unknown/:projectId", "parentId": "root", "path": "unknown/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/city-project-DGpdXUZz.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/browse-error-DeudgLo4.js", "/assets/project-detail-mvVdkCME.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/nonce-DULBXzD3.js", "/assets/cities-C0uMBGfV.js", "/assets/format-6Xg07RUT.js", "/assets/seo-Dsbd22U7.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/project-redirect": { "id": "routes/project-redirect", "parentId": "root", "path": "explore/:projectId", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/project-redirect-DgyJYKre.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/browse-error-DeudgLo4.js", "/assets/seo-Dsbd22U7.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/city-service": { "id": "routes/city-service", "parentId": "root", "path": "services/:url", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/city-service-CYWRCVTb.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/browse-error-DeudgLo4.js", "/assets/service-views-zDx4zAY9.js", "/assets/explore-view-CKe8Ye0W.js", "/assets/seo-Dsbd22U7.js", "/assets/images-PI8OOEZm.js", "/assets/listing-card-PIObXzAK.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js", "/assets/project-card-Bu30g47h.js", "/assets/cities-C0uMBGfV.js", "/assets/pagination-BTLl3Skg.js", "/assets/listing-options-BU0E4mWr.js", "/assets/schemas-BL2VRa0z.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/project-service": { "id": "routes/project-service", "parentId": "root", "path": "ProjectService/:url", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": true, "module": "/assets/project-service-CgDtqOwa.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/browse-error-DeudgLo4.js", "/assets/service-views-zDx4zAY9.js", "/assets/seo-Dsbd22U7.js", "/assets/images-PI8OOEZm.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/sell-rent": { "id": "routes/sell-rent", "parentId": "root", "path": "Sellrent", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/sell-rent-C3HAMjhU.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/explore-view-CKe8Ye0W.js", "/assets/seo-Dsbd22U7.js", "/assets/listing-card-PIObXzAK.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/format-6Xg07RUT.js", "/assets/project-card-Bu30g47h.js", "/assets/cities-C0uMBGfV.js", "/assets/pagination-BTLl3Skg.js", "/assets/listing-options-BU0E4mWr.js", "/assets/schemas-BL2VRa0z.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/listing-detail": { "id": "routes/listing-detail", "parentId": "root", "path": "listing-detail", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/listing-detail-BhGePIyQ.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js", "/assets/jsx-runtime-u17CrQMm.js", "/assets/project-detail-mvVdkCME.js", "/assets/seo-Dsbd22U7.js", "/assets/responsive-image-6DXV8X6n.js", "/assets/media-Dsw21MgG.js", "/assets/nonce-DULBXzD3.js", "/assets/cities-C0uMBGfV.js", "/assets/format-6Xg07RUT.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/sitemap": { "id": "routes/sitemap", "parentId": "root", "path": "sitemap.xml", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/sitemap-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/robots": { "id": "routes/robots", "parentId": "root", "path": "robots.txt", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": false, "hasErrorBoundary": false, "module": "/assets/robots-l0sNRNKZ.js", "imports": [], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 }, "routes/not-found": { "id": "routes/not-found", "parentId": "root", "path": "*", "index": void 0, "caseSensitive": void 0, "hasAction": false, "hasLoader": true, "hasClientAction": false, "hasClientLoader": false, "hasClientMiddleware": false, "hasDefaultExport": true, "hasErrorBoundary": false, "module": "/assets/not-found-Qx_GA9oB.js", "imports": ["/assets/chunk-OB3PAWPO-ecPAlZCW.js"], "css": [], "clientActionModule": void 0, "clientLoaderModule": void 0, "clientMiddlewareModule": void 0, "hydrateFallbackModule": void 0 } }, "url": "/assets/manifest-de87d415.js", "version": "de87d415", "sri": void 0 };
const assetsBuildDirectory = "build-public/client";
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
