// The demo jobs' clients and a contact or two at each (issue #37): fictional
// companies, people and numbers.
import type { ClientInput, ContactInput } from "../../common/schemas/clients";

export const demoClients: (ClientInput & { contacts: ContactInput[] })[] = [
  {
    name: "Bharat FibreNet Ltd.",
    industry: "Telecommunications",
    city: "Lucknow",
    website: "https://bharatfibrenet.example",
    notes: "Metro and FTTH rollout across Uttar Pradesh, West Bengal and Chhattisgarh. Invoices monthly.",
    guarantee_days: 90,
    default_fee_percent: 8.33,
    contacts: [
      {
        name: "Anil Kumar Verma",
        designation: "Regional HR Manager",
        email: "anil.verma@bharatfibrenet.example",
        mobile: "+919811100001",
      },
      {
        name: "Ritu Saxena",
        designation: "Project Head, FTTH",
        email: "ritu.saxena@bharatfibrenet.example",
        mobile: "+919811100002",
      },
    ],
  },
  {
    name: "Sahyadri Towers Pvt. Ltd.",
    industry: "Telecom infrastructure",
    city: "Pune",
    website: "https://sahyadritowers.example",
    notes: null,
    guarantee_days: 60,
    default_fee_percent: 7.5,
    contacts: [
      {
        name: "Sameer Kulkarni",
        designation: "Talent Acquisition Lead",
        email: "sameer.k@sahyadritowers.example",
        mobile: "+919822200001",
      },
    ],
  },
  {
    name: "NetVeda Cloud Services",
    industry: "Cloud services",
    city: "Bengaluru",
    website: "https://netveda.example",
    notes: "Prefers candidates with AWS certifications; two interview rounds.",
    guarantee_days: 90,
    default_fee_percent: null,
    contacts: [
      {
        name: "Deepa Raghavan",
        designation: "Engineering Manager",
        email: "deepa.r@netveda.example",
        mobile: "+919833300001",
      },
    ],
  },
  {
    name: "Indus Skyline Infra",
    industry: "Telecom infrastructure",
    city: "Ahmedabad",
    website: "https://indusskyline.example",
    notes: "Asked that its senior openings be advertised without its name.",
    guarantee_days: 120,
    default_fee_percent: 10,
    contacts: [
      {
        name: "Harshad Patel",
        designation: "Vice President, Rollout",
        email: "harshad.patel@indusskyline.example",
        mobile: "+919844400001",
      },
      {
        name: "Nisha Shah",
        designation: "HR Business Partner",
        email: "nisha.shah@indusskyline.example",
        mobile: "+919844400002",
      },
    ],
  },
  {
    name: "Kaveri Broadband Services",
    industry: "Internet service provider",
    city: "Chennai",
    website: "https://kaveribroadband.example",
    notes: null,
    guarantee_days: 90,
    default_fee_percent: 8.33,
    contacts: [
      {
        name: "Karthik Subramanian",
        designation: "NOC Head",
        email: "karthik.s@kaveribroadband.example",
        mobile: "+919855500001",
      },
    ],
  },
];
