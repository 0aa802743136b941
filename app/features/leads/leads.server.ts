/** The leads part's server entry: counting a lead, and its share of 'Download my data'. */
export { countLead } from "./lead-records.server";
export {
  contactsForExport,
  receivedEnquiriesForExport,
  revealsMadeForExport,
  revealsOfForExport,
  sentEnquiriesForExport,
} from "./leads-export.server";
