import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { SERVED_CITIES } from "./content/cities";

/** One module can serve several legacy addresses; each needs its own id. */
const aliases = (paths: string[], file: string, prefix: string) =>
  paths.map((path) => route(path, file, { id: `${prefix}:${path}` }));

/** Every page, at its English address. */
const pages: RouteConfigEntry[] = [
  index("routes/home.tsx"),
  route("Home", "routes/home.tsx", { id: "home-after-login" }),

  // Accounts
  route("login", "routes/login.tsx"),
  route("sign", "routes/sign.tsx"),
  route("logout", "routes/logout.tsx"),
  route("profile", "routes/profile.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("profile/settings", "routes/profile-settings.tsx"),
  route("profile/settings/confirm-email", "routes/confirm-email.tsx"),
  route("api/v1/auth/:action", "routes/api/auth.ts"),
  route("api/v1/me", "routes/api/me.ts"),
  route("api/v1/me/settings/:action?", "routes/api/settings.ts"),

  // Saved searches and their alerts
  route("saved-searches", "routes/saved-searches.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("api/v1/me/saved-searches", "routes/api/saved-searches.ts"),
  route("api/v1/me/favourites", "routes/api/my-favourites.ts"),
  route("api/v1/me/saved-searches/:id", "routes/api/saved-search.ts"),

  // Listings
  ...aliases(
    ["postproperty", "listing-post", "Postlisting", "PropertyDetails", "AdditionalDetails", "Amenities"],
    "routes/post-property.tsx",
    "post-property",
  ),
  route("property/:id", "routes/property.tsx"),
  route("property/:id/edit", "routes/property-edit.tsx"),
  route("property/:id/report", "routes/property-report.tsx"),
  route("property/:id/contact", "routes/property-contact.tsx"),
  route("property/:id/message", "routes/property-message.tsx"),
  route("listing-link", "routes/listing-link.tsx"),
  route("api/v1/uploads", "routes/api/uploads.ts"),
  route("api/v1/uploads/:id", "routes/api/upload.ts"),
  route("api/v1/listings", "routes/api/listings.ts"),
  route("api/v1/listings/:id", "routes/api/listing.ts"),
  route("api/v1/projects/:id", "routes/api/project.ts"),
  route("api/v1/localities/:city/:locality", "routes/api/locality.ts"),
  route("api/v1/search", "routes/api/search.ts"),
  route("api/v1/places", "routes/api/places.ts"),
  route("api/v1/places/:id/listings", "routes/api/place-listings.ts"),
  route("api/v1/listings/:id/reports", "routes/api/listing-reports.ts"),
  route("api/v1/listings/:id/contact", "routes/api/listing-contact.ts"),
  route("profile/listings/:id/renew", "routes/profile-renew.tsx"),
  route("api/v1/saved-listings", "routes/api/saved-listings.ts"),
  route("favourites", "routes/favourites.tsx"),
  route("rera/:authority/qr.svg", "routes/rera-qr.ts"),

  // Buyers' tools: EMI and compare
  route("emi", "routes/emi.tsx"),
  route("compare", "routes/compare.tsx"),
  route("api/v1/emi", "routes/api/emi.ts"),
  route("api/v1/compare", "routes/api/compare.ts"),

  // Visits
  route("property/:id/visit", "routes/property-visit.tsx"),
  route("profile/visits/:id/:decision", "routes/profile-visit.tsx"),
  route("api/v1/listings/:id/visits", "routes/api/listing-visits.ts"),
  route("api/v1/me/visits", "routes/api/my-visits.ts"),
  route("api/v1/me/contact-views", "routes/api/my-contact-views.ts"),
  route("api/v1/me/visits/:id/:decision", "routes/api/my-visit.ts"),

  // Bookings
  route("property/:id/book", "routes/property-book.tsx"),
  route("booking/:reference", "routes/booking.tsx"),
  route("booking/:reference/:decision", "routes/booking-decision.tsx"),
  route("my-bookings", "routes/my-bookings.tsx"),
  route("bookings", "routes/owner-bookings.tsx"),
  route("bookings/calendar/:roomTypeId", "routes/room-calendar.tsx"),
  route("bookings/rooms/:listingId", "routes/room-types.tsx"),
  route("bookings/beds/:listingId", "routes/bed-types.tsx"),
  route("property/:id/reserve-bed", "routes/property-reserve-bed.tsx"),
  route("api/v1/listings/:id/beds", "routes/api/listing-beds.ts"),
  route("calendars/:roomTypeId/:file", "routes/room-feed.ts"),
  route("api/v1/room-types/:id/calendar", "routes/api/room-calendar.ts"),
  route("api/v1/listings/:id/availability", "routes/api/listing-availability.ts"),
  route("api/v1/listings/:id/quote", "routes/api/listing-quote.ts"),
  route("api/v1/listings/:id/bookings", "routes/api/listing-bookings.ts"),
  route("api/v1/me/bookings", "routes/api/my-bookings.ts"),
  route("api/v1/bookings/:reference/:decision", "routes/api/booking-decision.ts"),
  route("api/v1/bookings/:reference/move-out", "routes/api/booking-move-out.ts"),
  route("api/v1/bookings/:reference/payment", "routes/api/booking-payment.ts"),
  route("api/v1/bookings/:reference/payment/verify", "routes/api/booking-payment-verify.ts"),
  route("api/v1/payments/razorpay/webhook", "routes/api/razorpay-webhook.ts"),

  // Reviews from real stays
  route("booking/:reference/review", "routes/booking-review.tsx"),
  route("booking/:reference/no-show", "routes/booking-no-show.tsx"),
  route("property/:id/reviews", "routes/property-reviews.tsx"),
  route("reviews/:id/report", "routes/review-report.tsx"),
  route("reviews/:id/:action", "routes/review-action.tsx"),
  route("api/v1/bookings/:reference/review", "routes/api/booking-review.ts"),
  route("api/v1/listings/:id/reviews", "routes/api/listing-reviews.ts"),
  route("api/v1/reviews/:id/:action", "routes/api/review-action.ts"),

  // Enquiries and leads
  route("enquiry/confirm", "routes/enquiry-confirm.tsx"),
  route("api/v1/listings/:id/enquiries", "routes/api/listing-enquiries.ts"),
  route("api/v1/me/enquiries", "routes/api/my-enquiries.ts"),
  route("api/v1/me/enquiries/:id/handled", "routes/api/enquiry-handled.ts"),
  route("api/v1/leads", "routes/api/leads.ts"),

  // Conversations
  route("messages", "routes/messages.tsx"),
  route("messages/unsubscribe", "routes/messages-unsubscribe.tsx"),
  route("messages/quick-replies", "routes/quick-replies.tsx"),
  route("messages/:id", "routes/conversation.tsx"),
  route("api/v1/me/conversations", "routes/api/conversations.ts"),
  route("api/v1/me/conversations/:id", "routes/api/conversation.ts"),
  route("api/v1/me/conversations/:id/messages", "routes/api/conversation-messages.ts"),
  route("api/v1/me/conversations/:id/block", "routes/api/conversation-block.ts"),
  route("api/v1/me/conversations/:id/reports", "routes/api/conversation-reports.ts"),
  route("api/v1/me/conversations/:id/events", "routes/api/conversation-events.ts"),
  route("api/v1/me/unread", "routes/api/unread.ts"),

  // Admin desk: the layout's loader refuses everyone but an Admin, for every page below it.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("properties", "routes/admin/properties.tsx"),
    route("contacts", "routes/admin/contacts.tsx"),
    route("ourproject", "routes/admin/our-project.tsx"),
    route("ProjectExplore", "routes/admin/project-explore.tsx"),
    route("Postproject", "routes/admin/post-project.tsx"),
    route("ComingSoon", "routes/admin/coming-soon.tsx"),
    route("Apartments", "routes/admin/apartments.tsx"),
    route("Buys", "routes/admin/buys.tsx"),
    route("projects/:id/edit", "routes/admin/project-edit.tsx"),
    route("projects/:id/floor-plans", "routes/admin/floor-plans.tsx"),
    route("builders", "routes/admin/builders.tsx"),
    route("reports", "routes/admin/reports.tsx"),
    route("message-reports/:id/close", "routes/admin/message-report-close.tsx"),
    route("bookings", "routes/admin/bookings.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("outbox/:id", "routes/admin/outbox-message.tsx"),
    route("listings/:id/check", "routes/admin/listing-check.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),

  // Public site
  route("about", "routes/about.tsx"),
  route("ourteams", "routes/our-teams.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("UsdApp", "routes/apps.tsx"),
  route("service", "routes/service.tsx"),
  ...aliases(["city", "Cityhome"], "routes/cities.tsx", "cities"),
  route("contact", "routes/contact.tsx"),
  route("contact/:city", "routes/city-contact.tsx", { id: "city-contact:contact" }),
  route("projects/:url", "routes/city-contact.tsx", { id: "city-contact:projects" }),
  route("projects/:projectId/enquiry", "routes/project-enquiry.tsx"),
  route("projects/:projectId/brochure", "routes/project-brochure.tsx"),
  route("projects/:projectId/brochure.pdf", "routes/project-brochure-file.ts"),
  route("builders/:slug", "routes/builder.tsx"),
  route("buy", "routes/buy.tsx"),
  route("api/v1/contact", "routes/api/contact.ts"),
  route("api/v1/favourites", "routes/api/favourites.ts"),

  // Browse and search
  ...aliases(["explore", "Search"], "routes/explore.tsx", "explore"),
  ...aliases(["hotels", "pgs", "rooms", "co-living", "short-stays"], "routes/stays.tsx", "stays"),
  ...aliases(["project", "NewlyProject", "NewProject", "NewsProject"], "routes/new-projects.tsx", "new-projects"),
  route("project/:city", "routes/city-projects.tsx"),
  ...aliases(
    [
      "NewlyProjectD",
      "NewlyProjectD/:projectId",
      "Newprojectdetial",
      "Newprojectdetial/:projectId",
      "ExplorecityPropertyD",
      "ExplorecityPropertyD/:projectId",
    ],
    "routes/new-project-detail.tsx",
    "new-project-detail",
  ),
  ...aliases(
    [...SERVED_CITIES.map((city) => city.slug), "unknown"].map((slug) => `${slug}/:projectId`),
    "routes/city-project.tsx",
    "city-project",
  ),
  route("explore/:projectId", "routes/project-redirect.tsx"),
  route("services/:url", "routes/city-service.tsx"),
  route("ProjectService/:url", "routes/project-service.tsx"),
  route("Sellrent", "routes/sell-rent.tsx"),
  route("listing-detail", "routes/listing-detail.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("offline", "routes/offline.tsx"),
  route("language", "routes/language.ts"),

  route("*", "routes/not-found.tsx"),
];

/** Addresses that answer with data or a file rather than a page have one address in every language. */
const isPage = (entry: RouteConfigEntry) => !/^(api\/|rera\/|language$)|\.(xml|txt|pdf)$/.test(entry.path ?? "");

/**
 * The Hindi site: each page also answers under `/hi/`, its first segment made optional, so one route serves both
 * languages. A second route per page would double what React Router builds and matches on every request (ADR 023).
 * The home page is the index route, which takes no path: `/hi` is a route of its own.
 */
const alsoInHindi = (entry: RouteConfigEntry): RouteConfigEntry =>
  entry.path && isPage(entry) ? { ...entry, path: `hi?/${entry.path}` } : entry;

export default [route("hi", "routes/home.tsx", { id: "hi:home" }), ...pages.map(alsoInHindi)] satisfies RouteConfig;
