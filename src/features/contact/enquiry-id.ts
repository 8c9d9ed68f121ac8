/** The id of the contact page section that holds the enquiry form (every call to action's fallback). */
export const ENQUIRY_ID = "enquiry"
