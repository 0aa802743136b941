// The page scripts of pages a visitor gets without React (ADR 021). Each module wires one kind of control by its
// `data-*` attributes; the same script runs on hydrated pages, so every control has one implementation.
import "./explore-filters";
import "./listing-heart";
import "./site-menu";
