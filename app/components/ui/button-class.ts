/** The filled brand button of the forms on a listing page: 44 px tall for a thumb, with a visible focus ring. */
export const formButtonClass =
  "min-h-11 rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 disabled:opacity-60";
