/**
 * The firm's brand details, in one place. Sentences are marked `/*i18n*\/`
 * for the catalogue and shown with translateText (common/i18n.ts). The default is a fictional firm;
 * a real deployment edits this file (it is bundled, so the build picks it up).
 */
export const site = {
  name: "Vistaar Technologies",
  legalName: "Vistaar Technologies & Staffing Pvt. Ltd.",
  tagline: /*i18n*/ "Technology and manpower for India's networks",
  description:
    /*i18n*/ "IT, telecom and NOC staffing, project management and infrastructure installation across India since 2017.",
  established: 2017,
  address: {
    street: "4th Floor, Orbit Tower, Plot A-12, Sector 62",
    city: "Noida",
    state: "Uttar Pradesh",
    postalCode: "201309",
    country: "India",
  },
  phone: "+91 120 456 7890",
  emails: {
    contact: "contact@vistaar.example",
    support: "support@vistaar.example",
    hr: "hr@vistaar.example",
    noReply: "no-reply@vistaar.example",
  },
  social: {
    linkedin: "https://www.linkedin.com/company/vistaar-technologies-example",
    twitter: "https://x.com/vistaar_example",
    facebook: "https://www.facebook.com/vistaar.example",
  },
  supportHours: /*i18n*/ "Mon-Fri 9AM-6PM",
} as const;
