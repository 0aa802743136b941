// The page scripts of pages a visitor gets without React (ADR 021). Each module wires one kind of control by its
// `data-*` attributes; the same script runs on hydrated pages, so every control has one implementation.
import "./carousel";
import "./explore-filters";
import "./fill";
import "./lightbox";
import "./heart";
import "./map-opener";
import "./pwa";
import "./query-banner";
import "./reveal";
import "./search-bar";
import "./share";
import "./site-menu";
import "./slider";
import "./stat-counter";
