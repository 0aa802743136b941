/** The alerts part's server entry: the dashboard's count of alert e-mails, and its share of 'Download my data'. */
export { alertMailsSent } from "./alert-figures.server";
export { savedSearchesForExport } from "./saved-searches-export.server";
