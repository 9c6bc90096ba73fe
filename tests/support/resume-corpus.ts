// A corpus of resumes made at test time (issue #36, decision 0045): PDFs and
// DOCX files, one and two columns, a fresher's and a 15-year engineer's, NOC,
// telecom, field and IT profiles, one in Hindi; each with the fields the
// parser (server/domain/resume-parsing.ts) must read from it. The files are
// real: the PDFs are read by unpdf and the DOCX files by mammoth, as uploads are.
import JSZip from "jszip";
import { pdfOf } from "./documents";

export interface ExpectedResume {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  current_city: string;
  /** Skills of the firm's list the resume names; all must be read. */
  skills: string[];
  /** The latest job's company and designation; null for a fresher. */
  company: string | null;
  designation: string | null;
  /** The latest job's start, YYYY-MM-01. */
  start_date: string | null;
  /** The highest degree's course name, as the parser names it. */
  degree: string;
  year_of_passing: number | null;
  total_experience: "fresher" | "1-2" | "3-5" | "6-10" | "10+";
  jobs: number;
  summary: boolean;
}

export interface CorpusResume {
  id: string;
  format: "pdf" | "docx";
  layout: "one-column" | "two-column";
  file: () => Promise<Uint8Array<ArrayBuffer>>;
  expected: ExpectedResume;
}

/** A text block drawn at `x`, its first line at `top` (points from the bottom), 13 pt apart. */
interface Block {
  x: number;
  top: number;
  lines: string[];
  size?: number;
}

// WinAnsi for the few non-ASCII characters a resume has (PDF 32000 Annex D).
const WIN_ANSI: Record<string, string> = {
  "–": "\\226",
  "—": "\\227",
  "’": "\\222",
  "•": "\\225",
  "₹": "Rs.",
};

/** A PDF of Helvetica text, one page per entry of `pages`, blocks drawn in the order given. */
export function pdfDocument(pages: Block[][]): Uint8Array<ArrayBuffer> {
  const encode = (text: string) =>
    [...text]
      .map((char) =>
        WIN_ANSI[char]
          ? WIN_ANSI[char]
          : /[\\()]/.test(char)
            ? `\\${char}`
            : char.charCodeAt(0) < 128
              ? char
              : "?",
      )
      .join("");
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "", // the page tree, once the pages are numbered
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  const kids: number[] = [];
  for (const blocks of pages) {
    const content = blocks
      .map(
        ({ x, top, lines, size = 10 }) =>
          `BT /F1 ${size} Tf ${size + 3} TL ${x} ${top} Td ${lines.map((line) => `(${encode(line)}) Tj T*`).join(" ")} ET`,
      )
      .join("\n");
    objects.push(`<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`);
    const contentNumber = objects.length;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${contentNumber} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(" ")}] /Count ${kids.length} >>`;
  return pdfOf(objects);
}

/** One column: the lines from the top of each page, 60 a page. */
const onePdf = (lines: string[]) => {
  const pages: Block[][] = [];
  for (let start = 0; start < lines.length; start += 60)
    pages.push([{ x: 50, top: 800, lines: lines.slice(start, start + 60) }]);
  return pdfDocument(pages);
};

/** Two columns: a heading across the top, then a narrow side column and the main column beside it. */
const twoColumnPdf = (heading: string[], side: string[], main: string[]) =>
  pdfDocument([
    [
      { x: 50, top: 800, lines: heading.slice(0, 1), size: 16 },
      { x: 50, top: 780, lines: heading.slice(1) },
      { x: 40, top: 740, lines: side, size: 9 },
      { x: 210, top: 740, lines: main, size: 9 },
    ],
  ]);

const xml = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);
const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${xml(text)}</w:t></w:r></w:p>`;

/** A DOCX of paragraphs; a [side, main] pair is a two-cell table, as Word's two-column resumes are made. */
export async function docxDocument(
  blocks: (string | [string[], string[]])[],
): Promise<Uint8Array<ArrayBuffer>> {
  const body = blocks
    .map((block) =>
      typeof block === "string"
        ? paragraph(block)
        : `<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/></w:tblPr><w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="6000"/></w:tblGrid><w:tr>${block
            .map(
              (cell) =>
                `<w:tc><w:tcPr><w:tcW w:w="0" w:type="auto"/></w:tcPr>${cell.map(paragraph).join("")}</w:tc>`,
            )
            .join("")}</w:tr></w:tbl>`,
    )
    .join("");
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  );
  zip.file(
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    "word/document.xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return new Uint8Array(await zip.generateAsync({ type: "arraybuffer" }));
}

export const resumeCorpus: CorpusResume[] = [
  {
    id: "fresher-btech-pdf",
    format: "pdf",
    layout: "one-column",
    file: async () =>
      onePdf([
        "PRIYA DESHMUKH",
        "priya.deshmukh2003@gmail.com | +91 98220 45671 | Kothrud, Pune - 411038",
        "Career Objective",
        "A fresher electronics graduate looking for an entry level NOC engineer role where I can use",
        "my CCNA training and grow with a telecom team.",
        "Education",
        "B.Tech in Electronics and Telecommunication, MIT College of Engineering, Pune – 2024 – 8.1 CGPA",
        "12th (HSC), Fergusson College, Pune – 2020 – 82%",
        "10th (SSC), Abhinav Vidyalaya, Pune – 2018 – 88.4%",
        "Technical Skills",
        "CCNA (Cisco Networking Academy), OSPF, VLAN, Linux, Python, Wireshark",
        "Projects",
        "• Campus Wi-Fi survey and VLAN design for the college hostel",
        "Personal Details",
        "Date of Birth: 14/03/2002",
        "Languages Known: English, Hindi, Marathi",
        "Declaration",
        "I hereby declare that the above information is true to the best of my knowledge.",
      ]),
    expected: {
      first_name: "Priya",
      last_name: "Deshmukh",
      email: "priya.deshmukh2003@gmail.com",
      phone: "9822045671",
      current_city: "Pune",
      skills: ["CCNA", "OSPF", "VLAN", "Linux", "Python"],
      company: null,
      designation: null,
      start_date: null,
      degree: "B.Tech",
      year_of_passing: 2024,
      total_experience: "fresher",
      jobs: 0,
      summary: true,
    },
  },
  {
    id: "noc-engineer-docx",
    format: "docx",
    layout: "one-column",
    file: () =>
      docxDocument([
        "Rahul Sharma",
        "Senior NOC Engineer",
        "Email: rahul.sharma.noc@outlook.com",
        "Mobile: +91-98450-12345",
        "Location: Bangalore, Karnataka 560037",
        "Professional Summary",
        "NOC engineer with 7 years of experience monitoring ISP and enterprise networks 24x7. L2 support for",
        "MPLS, BGP and OSPF faults; ticketing in ServiceNow; monitoring with SolarWinds and Nagios.",
        "Notice Period: 30 days",
        "Current CTC: 6.5 LPA",
        "Expected CTC: 9 LPA",
        "Work Experience",
        "Senior NOC Engineer | Tata Communications Ltd | Jan 2022 – Present",
        "• Handle P1/P2 incidents for 400+ enterprise links; escalate to L3 with RCA",
        "• Configure BGP sessions and MPLS VPNs on Cisco routers",
        "NOC Engineer | Bharti Airtel Limited | Jul 2019 – Dec 2021",
        "• Monitored backbone links in SolarWinds and Zabbix; raised tickets in ServiceNow",
        "Education",
        "B.E. in Computer Science, RV College of Engineering, Bengaluru, 2019, 71%",
        "Skills",
        "CCNA, CCNP, BGP, OSPF, MPLS, SolarWinds, Nagios, Zabbix, ServiceNow, ITIL",
      ]),
    expected: {
      first_name: "Rahul",
      last_name: "Sharma",
      email: "rahul.sharma.noc@outlook.com",
      phone: "9845012345",
      current_city: "Bangalore",
      skills: ["CCNA", "CCNP", "BGP", "OSPF", "MPLS", "SolarWinds", "Nagios", "Zabbix", "ServiceNow", "ITIL"],
      company: "Tata Communications Ltd",
      designation: "Senior NOC Engineer",
      start_date: "2022-01-01",
      degree: "B.E.",
      year_of_passing: 2019,
      total_experience: "6-10",
      jobs: 2,
      summary: true,
    },
  },
  {
    id: "transmission-15-years-pdf-two-column",
    format: "pdf",
    layout: "two-column",
    file: async () =>
      twoColumnPdf(
        ["SURESH KUMAR NAIR", "Transmission & DWDM Lead – 15+ years"],
        [
          "Contact",
          "suresh.nair@rediffmail.com",
          "+91 99100 23456",
          "Sector 45, Gurgaon",
          "Haryana 122003",
          "Key Skills",
          "DWDM",
          "SDH",
          "MPLS",
          "Microwave links",
          "OTDR",
          "Ciena / Tejas NMS",
          "Team leadership",
          "Certifications",
          "JNCIA",
          "ITIL Foundation",
          "Education",
          "M.Tech (Telecommunication)",
          "Delhi Technological University",
          "2010",
          "B.E. (Electronics)",
          "Nagpur University, 2007",
        ],
        [
          "Profile Summary",
          "Transmission engineer with 17 years in optical and microwave",
          "backbones for operators and OEMs. Led teams of 20 field",
          "engineers through DWDM roll-outs across North India.",
          "Professional Experience",
          "Transmission Lead – Sterlite Technologies Ltd",
          "Apr 2016 – Present",
          "• DWDM and SDH network planning for BharatNet phase II",
          "Senior Transmission Engineer – Huawei Telecommunications India",
          "Aug 2011 – Mar 2016",
          "• Commissioned 1200 km of DWDM for Bharti Airtel",
          "Transmission Engineer – Tech Mahindra Ltd",
          "Jun 2008 – Jul 2011",
          "• SDH and microwave link integration, Nokia NMS",
          "Graduate Engineer Trainee – HFCL",
          "Jul 2007 – May 2008",
        ],
      ),
    expected: {
      first_name: "Suresh Kumar",
      last_name: "Nair",
      email: "suresh.nair@rediffmail.com",
      phone: "9910023456",
      current_city: "Gurgaon",
      skills: ["DWDM", "SDH", "MPLS", "Microwave Links", "OTDR", "JNCIA", "ITIL Foundation"],
      company: "Sterlite Technologies Ltd",
      designation: "Transmission Lead",
      start_date: "2016-04-01",
      degree: "M.Tech",
      year_of_passing: 2010,
      total_experience: "10+",
      jobs: 4,
      summary: true,
    },
  },
  {
    id: "fibre-technician-iti-docx",
    format: "docx",
    layout: "one-column",
    file: () =>
      docxDocument([
        "RESUME",
        "Mohd. Imran Khan",
        "Address: Plot 12, Sanganer, Jaipur, Rajasthan – 302029",
        "Mobile: 9414056789   E-mail: imrankhan.fibre@gmail.com",
        "Objective",
        "To work as a fibre technician where my splicing and OTDR skills are used.",
        "Experience",
        "Company: Jio Digital Fibre Pvt Ltd",
        "Designation: FTTH Technician",
        "Duration: 2019 – Present",
        "Company: HFCL Limited",
        "Designation: Fibre Splicer",
        "Duration: 2016 – 2019",
        "Qualification",
        "ITI (Electrician), Govt. ITI Jaipur, 2015, 74%",
        "10th, Rajasthan Board, 2013, 61%",
        "Skills",
        "Fusion splicing, OTDR testing, FTTH installation, GPON, cable laying, work at height",
        "Declaration",
        "I declare that the information given above is true.",
      ]),
    expected: {
      first_name: "Mohd. Imran",
      last_name: "Khan",
      email: "imrankhan.fibre@gmail.com",
      phone: "9414056789",
      current_city: "Jaipur",
      skills: ["Fibre Splicing", "OTDR", "FTTH", "GPON", "Cable Laying", "Work at Height"],
      company: "Jio Digital Fibre Pvt Ltd",
      designation: "FTTH Technician",
      start_date: "2019-01-01",
      degree: "ITI",
      year_of_passing: 2015,
      total_experience: "10+",
      jobs: 2,
      summary: true,
    },
  },
  {
    id: "rf-drive-test-pdf",
    format: "pdf",
    layout: "one-column",
    file: async () =>
      onePdf([
        "Venkata Sai Reddy",
        "RF Drive Test Engineer",
        "Hyderabad, Telangana | 8008123456 | saireddy.rf@yahoo.co.in",
        "Summary",
        "RF engineer with 6 years of drive test, RF survey and optimisation for 4G and 5G roll-outs.",
        "Experience",
        "RF Optimization Engineer",
        "Ericsson India Global Services Pvt Ltd, Hyderabad",
        "Jun'19 – Present",
        "• Drive test with TEMS and post-processing with Actix for LTE and 5G NR sites",
        "• RF survey and site acceptance for 350 BTS sites",
        "Drive Test Engineer",
        "Nokia Solutions and Networks, Vijayawada",
        "Aug'17 – May'19",
        "• Cluster drive test and BTS installation audits",
        "Education",
        "B.Tech (ECE), JNTU Hyderabad, 2017, 68%",
        "Diploma in ECE, Govt. Polytechnic Guntur, 2014",
        "Skills: Drive Test, TEMS, RF Survey, LTE, 5G, BTS Installation",
      ]),
    expected: {
      first_name: "Venkata Sai",
      last_name: "Reddy",
      email: "saireddy.rf@yahoo.co.in",
      phone: "8008123456",
      current_city: "Hyderabad",
      skills: ["Drive Test", "TEMS", "RF Survey", "LTE", "5G", "BTS Installation"],
      company: "Ericsson India Global Services Pvt Ltd",
      designation: "RF Optimization Engineer",
      start_date: "2019-06-01",
      degree: "B.Tech",
      year_of_passing: 2017,
      total_experience: "6-10",
      jobs: 2,
      summary: true,
    },
  },
  {
    id: "java-developer-docx-two-column",
    format: "docx",
    layout: "two-column",
    file: () =>
      docxDocument([
        "Karthik Subramanian",
        [
          [
            "Contact",
            "karthik.s.dev@gmail.com",
            "+91 94440 98765",
            "Velachery, Chennai 600042",
            "Skills",
            "Java",
            "Spring Boot",
            "PostgreSQL",
            "Docker",
            "Kubernetes",
            "AWS",
            "React",
            "Education",
            "MCA, Anna University, 2018",
            "B.Sc Computer Science, Loyola College, 2015",
          ],
          [
            "Profile",
            "Backend developer building payment and billing services for telecom operators.",
            "Experience",
            "Software Engineer at Infosys Limited",
            "Feb 2021 – Present",
            "• Billing micro-services in Spring Boot on Kubernetes",
            "Associate Software Engineer at Zoho Corporation",
            "Jul 2018 – Jan 2021",
            "• REST APIs for CRM integrations",
          ],
        ],
      ]),
    expected: {
      first_name: "Karthik",
      last_name: "Subramanian",
      email: "karthik.s.dev@gmail.com",
      phone: "9444098765",
      current_city: "Chennai",
      skills: ["Java", "Spring Boot", "PostgreSQL", "Docker", "Kubernetes", "AWS", "React"],
      company: "Infosys Limited",
      designation: "Software Engineer",
      start_date: "2021-02-01",
      degree: "MCA",
      year_of_passing: 2018,
      total_experience: "6-10",
      jobs: 2,
      summary: true,
    },
  },
  {
    id: "hindi-fibre-technician-docx",
    format: "docx",
    layout: "one-column",
    file: () =>
      docxDocument([
        "बायोडाटा",
        "नाम: राकेश कुमार यादव",
        "मोबाइल: +91 94150 23456",
        "ईमेल: rakesh.yadav.ofc@gmail.com",
        "पता: गोमती नगर, लखनऊ, उत्तर प्रदेश – 226010",
        "उद्देश्य",
        "फाइबर तकनीशियन के रूप में काम करना, जहाँ मैं FTTH और OTDR का अनुभव उपयोग कर सकूँ।",
        "कार्य अनुभव",
        "कंपनी: Sterlite Technologies Ltd",
        "पद: फाइबर तकनीशियन",
        "अवधि: 03/2020 से अब तक",
        "कंपनी: Indus Towers Limited",
        "पद: फील्ड तकनीशियन",
        "अवधि: 2017 से 2020",
        "शैक्षणिक योग्यता",
        "आईटीआई (इलेक्ट्रीशियन), राजकीय आईटीआई अलीगंज लखनऊ, 2016",
        "10वीं, यूपी बोर्ड, 2014, 65%",
        "कौशल",
        "FTTH, OTDR, Fiber splicing, GPON, Earthing",
        "घोषणा",
        "मैं घोषणा करता हूँ कि ऊपर दी गई जानकारी सत्य है।",
      ]),
    expected: {
      first_name: "राकेश कुमार",
      last_name: "यादव",
      email: "rakesh.yadav.ofc@gmail.com",
      phone: "9415023456",
      current_city: "लखनऊ",
      skills: ["FTTH", "OTDR", "Fibre Splicing", "GPON", "Earthing"],
      company: "Sterlite Technologies Ltd",
      designation: "फाइबर तकनीशियन",
      start_date: "2020-03-01",
      degree: "ITI",
      year_of_passing: 2016,
      total_experience: "6-10",
      jobs: 2,
      summary: true,
    },
  },
  {
    id: "tower-rigger-diploma-pdf",
    format: "pdf",
    layout: "one-column",
    file: async () =>
      onePdf([
        "CURRICULUM VITAE",
        "Sanjay Oraon",
        "Contact: 7631456789 | sanjay.oraon.rigger@gmail.com",
        "Current Location: Ranchi, Jharkhand 834001",
        "Profile Summary",
        "Tower rigger and installation supervisor with 4 years on telecom towers; trained in work at height,",
        "rigging, HSE and first aid.",
        "Employment History",
        "Installation Supervisor, Indus Towers Limited, Ranchi, Mar 2024 to Till Date",
        "Rigger, Bharti Infratel Ltd, Jamshedpur, Jan 2023 to Feb 2024",
        "Educational Qualifications",
        "Diploma in Civil Engineering, Government Polytechnic Ranchi, 2019",
        "12th, JAC Board, 2016",
        "Skills",
        "Rigging, Work at height, Tower erection, Earthing, HSE, First Aid, Civil work",
      ]),
    expected: {
      first_name: "Sanjay",
      last_name: "Oraon",
      email: "sanjay.oraon.rigger@gmail.com",
      phone: "7631456789",
      current_city: "Ranchi",
      skills: ["Rigging", "Work at Height", "Tower Erection", "Earthing", "HSE", "First Aid", "Civil Work"],
      company: "Indus Towers Limited",
      designation: "Installation Supervisor",
      start_date: "2024-03-01",
      degree: "Diploma",
      year_of_passing: 2019,
      total_experience: "3-5",
      jobs: 2,
      summary: true,
    },
  },
  {
    id: "network-architect-labelled-pdf",
    format: "pdf",
    layout: "one-column",
    file: async () =>
      onePdf([
        "Name: Anil Kumar Verma",
        "Phone: 0 98111 22334",
        "Email: anil.verma@protonmail.com",
        "City: Noida",
        "Summary",
        "Network architect with 12 years designing MPLS and SD-WAN networks for banks and ISPs.",
        "Experience",
        "Company: HCL Technologies Ltd",
        "Designation: Network Architect",
        "Duration: 04/2018 - Present",
        "Company: Wipro Limited",
        "Designation: Senior Network Engineer",
        "Duration: 06/2012 - 03/2018",
        "Education",
        "M.Tech in Computer Networks, IIT Delhi, 2012",
        "B.Tech in Electronics, Aligarh Muslim University, 2010",
        "Certifications",
        "CCIE, CCNP, JNCIS",
        "Skills",
        "MPLS, BGP, SD-WAN, Juniper, Cisco, Palo Alto, Firewall",
      ]),
    expected: {
      first_name: "Anil Kumar",
      last_name: "Verma",
      email: "anil.verma@protonmail.com",
      phone: "9811122334",
      current_city: "Noida",
      skills: ["MPLS", "BGP", "SD-WAN", "Juniper", "Cisco", "Palo Alto", "Firewall", "CCIE", "CCNP", "JNCIS"],
      company: "HCL Technologies Ltd",
      designation: "Network Architect",
      start_date: "2018-04-01",
      degree: "M.Tech",
      year_of_passing: 2012,
      total_experience: "10+",
      jobs: 2,
      summary: true,
    },
  },
  {
    id: "l1-support-bca-docx",
    format: "docx",
    layout: "one-column",
    file: () =>
      docxDocument([
        "SOUMYA CHATTERJEE",
        "L1 NOC / Desktop Support",
        "Salt Lake, Kolkata – 700091 · +91 90510 77889 · soumya.c@gmail.com",
        "Career Summary",
        "3 years in L1 network and desktop support; monitoring in PRTG and Zabbix.",
        "Current CTC: 3.2 LPA · Expected CTC: 4.5 LPA · Notice Period: 30 days",
        "Work Experience",
        "L1 Support Engineer",
        "Tech Mahindra Ltd, Kolkata",
        "Sep 2023 – Present",
        "• Ticket handling in ServiceNow, LAN/WAN first-level checks",
        "Education",
        "BCA, Techno India University, 2023, 76%",
        "Skills",
        "PRTG, Zabbix, ServiceNow, LAN/WAN, Windows, Linux",
      ]),
    expected: {
      first_name: "Soumya",
      last_name: "Chatterjee",
      email: "soumya.c@gmail.com",
      phone: "9051077889",
      current_city: "Kolkata",
      skills: ["PRTG", "Zabbix", "ServiceNow", "LAN/WAN", "Linux"],
      company: "Tech Mahindra Ltd",
      designation: "L1 Support Engineer",
      start_date: "2023-09-01",
      degree: "BCA",
      year_of_passing: 2023,
      total_experience: "3-5",
      jobs: 1,
      summary: true,
    },
  },
  {
    id: "electrical-supervisor-docx",
    format: "docx",
    layout: "one-column",
    file: () =>
      docxDocument([
        "Prakash Wankhede",
        "Electrical Site Supervisor",
        "Nagpur, Maharashtra 440010",
        "Mobile No. 9923344556",
        "Email ID: prakash.wankhede@gmail.com",
        "Objective",
        "Electrical supervisor for telecom and solar sites, 12 years of installation and HSE work.",
        "Professional Experience",
        "Site Supervisor – L&T Construction – 2018 – Present",
        "Electrician – Siemens Ltd – 2014 – 2018",
        "Education",
        "Diploma in Electrical Engineering, Government Polytechnic Nagpur, 2013, 72%",
        "Skills",
        "Electrical installation, Earthing, Cable laying, HSE, Site supervision, AutoCAD",
      ]),
    expected: {
      first_name: "Prakash",
      last_name: "Wankhede",
      email: "prakash.wankhede@gmail.com",
      phone: "9923344556",
      current_city: "Nagpur",
      skills: ["Electrical Installation", "Earthing", "Cable Laying", "HSE", "Site Supervision", "AutoCAD"],
      company: "L&T Construction",
      designation: "Site Supervisor",
      start_date: "2018-01-01",
      degree: "Diploma",
      year_of_passing: 2013,
      total_experience: "10+",
      jobs: 2,
      summary: true,
    },
  },
  {
    id: "fresher-diploma-pdf-two-column",
    format: "pdf",
    layout: "two-column",
    file: async () =>
      twoColumnPdf(
        ["ANJALI MENON", "Fresher – Diploma in Electronics"],
        [
          "Contact",
          "anjali.menon.ece@gmail.com",
          "+91 8547 123 456",
          "Cochin, Kerala 682024",
          "Skills",
          "FTTH",
          "GPON",
          "Structured cabling",
          "MS Excel",
          "Languages",
          "Malayalam, English, Hindi",
        ],
        [
          "Objective",
          "A fresher looking for a field or NOC trainee job in a",
          "broadband company.",
          "Education",
          "Diploma in Electronics Engineering",
          "Model Polytechnic College, Kochi, 2025, 79%",
          "12th, Kerala State Board, 2022, 84%",
          "Training",
          "FTTH installation workshop, KSEB, 2024",
        ],
      ),
    expected: {
      first_name: "Anjali",
      last_name: "Menon",
      email: "anjali.menon.ece@gmail.com",
      phone: "8547123456",
      current_city: "Cochin",
      skills: ["FTTH", "GPON", "Structured Cabling", "Excel"],
      company: null,
      designation: null,
      start_date: null,
      degree: "Diploma",
      year_of_passing: 2025,
      total_experience: "fresher",
      jobs: 0,
      summary: true,
    },
  },
];

/** The corpus's file types, as uploads detect them. */
export const corpusContentType = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

/**
 * Resumes written after the parser was settled on the corpus above, and not
 * tuned for: bench/resume-parsing.ts reports them apart, as the fairer
 * figure of what the parser reads from resumes it has not seen.
 */
export const heldOutCorpus: CorpusResume[] = [
  {
    id: "held-out-noc-executive-pdf",
    format: "pdf",
    layout: "one-column",
    file: async () =>
      onePdf([
        "CURRICULUM-VITAE",
        "Name : DEEPAK SINGH RAWAT",
        "Contact No. : +91-7017012345",
        "E-Mail : deepak.rawat91@gmail.com",
        "Permanent Address : Village Bhaniyawala, Dehradun, Uttarakhand - 248140",
        "CAREER OBJECTIVE",
        "Seeking a challenging position in network operations with growth opportunities.",
        "WORK EXPERIENCE",
        "Organisation : Vodafone Idea Ltd",
        "Post : NOC Executive",
        "Period : 01-Aug-2020 to 30-Jun-2023",
        "Responsibilities: alarm monitoring on U2000 and NetAct, ticket logging, escalation to field teams.",
        "ACADEMIC QUALIFICATION",
        "B.Sc (PCM) | HNB Garhwal University | 2019 | 62%",
        "12th | Uttarakhand Board | 2016 | 70%",
        "TECHNICAL SKILLS",
        "MS Office, Basic networking, LAN/WAN, Zabbix, SDH alarms",
        "PERSONAL DETAILS",
        "Father's Name : Shri Mohan Singh Rawat",
        "Date of Birth : 12-05-1998",
      ]),
    expected: {
      first_name: "Deepak Singh",
      last_name: "Rawat",
      email: "deepak.rawat91@gmail.com",
      phone: "7017012345",
      current_city: "Dehradun",
      skills: ["LAN/WAN", "Zabbix", "SDH"],
      company: "Vodafone Idea Ltd",
      designation: "NOC Executive",
      start_date: "2020-08-01",
      degree: "B.Sc",
      year_of_passing: 2019,
      total_experience: "1-2",
      jobs: 1,
      summary: true,
    },
  },
  {
    id: "held-out-qa-docx-two-column",
    format: "docx",
    layout: "two-column",
    file: () =>
      docxDocument([
        [
          [
            "Pooja Nair",
            "pooja.nair@gmail.com",
            "+91 9995012345",
            "Thiruvananthapuram, Kerala",
            "Skills",
            "Python",
            "SQL",
            "Linux",
            "Jenkins",
          ],
          [
            "About Me",
            "QA engineer who automates telecom billing tests.",
            "Work Experience",
            "UST Global | QA Engineer | 2021 - Present",
            "Education",
            "B.Tech – Computer Science – College of Engineering Trivandrum – 2020",
          ],
        ],
      ]),
    expected: {
      first_name: "Pooja",
      last_name: "Nair",
      email: "pooja.nair@gmail.com",
      phone: "9995012345",
      current_city: "Thiruvananthapuram",
      skills: ["Python", "SQL", "Linux", "Jenkins"],
      company: "UST Global",
      designation: "QA Engineer",
      start_date: "2021-01-01",
      degree: "B.Tech",
      year_of_passing: 2020,
      total_experience: "3-5",
      jobs: 1,
      summary: true,
    },
  },
  {
    id: "held-out-transport-manager-pdf",
    format: "pdf",
    layout: "one-column",
    file: async () =>
      onePdf([
        "Nitin Patil",
        "Powai, Mumbai 400076 · Mob: 98200 11223 · nitin.patil@jio.example.com",
        "Summary",
        "Transport network manager, 17 years across DWDM, MPLS and microwave for operators.",
        "Experience",
        "Reliance Jio Infocomm Ltd., Navi Mumbai (Oct 2015 – Present)",
        "Deputy Manager – Transport Network",
        "Tata Teleservices Ltd., Mumbai (Jan 2010 – Sep 2015)",
        "Senior Engineer – Transmission",
        "Aircel Ltd., Pune (Jul 2008 – Dec 2009)",
        "Engineer – Microwave",
        "Education",
        "BE (Electronics & Telecommunication), Mumbai University, 2008",
        "Skills",
        "DWDM, MPLS, Microwave links, SDH, IP/MPLS",
      ]),
    expected: {
      first_name: "Nitin",
      last_name: "Patil",
      email: "nitin.patil@jio.example.com",
      phone: "9820011223",
      current_city: "Mumbai",
      skills: ["DWDM", "MPLS", "Microwave Links", "SDH"],
      company: "Reliance Jio Infocomm Ltd.",
      designation: "Deputy Manager",
      start_date: "2015-10-01",
      degree: "B.E.",
      year_of_passing: 2008,
      total_experience: "10+",
      jobs: 3,
      summary: true,
    },
  },
  {
    id: "held-out-iti-fresher-docx",
    format: "docx",
    layout: "one-column",
    file: () =>
      docxDocument([
        "BIO-DATA",
        "Ravi Kumar",
        "S/o Shri Ram Prasad",
        "Mob. 8287012345",
        "Email: ravikumar.iti@gmail.com",
        "Address: H.No. 45, Vijay Nagar, Ghaziabad (U.P.) 201009",
        "Objective: To get a job as a fitter or electrician trainee.",
        "Educational Qualification",
        "10th pass from CBSE in 2019",
        "ITI Fitter from Govt ITI Ghaziabad in 2021",
        "Skills",
        "Cable laying, Earthing, Electrical wiring, Work at height",
        "I am a fresher.",
      ]),
    expected: {
      first_name: "Ravi",
      last_name: "Kumar",
      email: "ravikumar.iti@gmail.com",
      phone: "8287012345",
      current_city: "Ghaziabad",
      skills: ["Cable Laying", "Earthing", "Electrical Installation", "Work at Height"],
      company: null,
      designation: null,
      start_date: null,
      degree: "10th",
      year_of_passing: 2019,
      total_experience: "fresher",
      jobs: 0,
      summary: true,
    },
  },
  {
    id: "held-out-hindi-rigger-docx",
    format: "docx",
    layout: "one-column",
    file: () =>
      docxDocument([
        "नाम - सुनील कुमार",
        "फ़ोन - 9876543210",
        "ईमेल - sunilkumar.tower@gmail.com",
        "शहर - पटना",
        "अनुभव",
        "Bharti Infratel Ltd – रिगर – 2018 से वर्तमान",
        "शिक्षा",
        "12वीं – बिहार बोर्ड – 2016",
        "कौशल",
        "Rigging, Work at height, Tower erection",
      ]),
    expected: {
      first_name: "सुनील",
      last_name: "कुमार",
      email: "sunilkumar.tower@gmail.com",
      phone: "9876543210",
      current_city: "पटना",
      skills: ["Rigging", "Work at Height", "Tower Erection"],
      company: "Bharti Infratel Ltd",
      designation: "रिगर",
      start_date: "2018-01-01",
      degree: "12th",
      year_of_passing: 2016,
      total_experience: "6-10",
      jobs: 1,
      summary: false,
    },
  },
  {
    id: "held-out-developer-pdf-two-column",
    format: "pdf",
    layout: "two-column",
    file: async () =>
      twoColumnPdf(
        ["AKSHAY JOSHI", "Full-stack developer"],
        [
          "akshay.joshi@gmail.com",
          "9765012345",
          "Baner, Pune",
          "SKILLS",
          "Java",
          "AWS",
          "React",
          "Docker",
          "MySQL",
        ],
        [
          "PROFILE",
          "Developer with 6 years on web apps for telecom clients.",
          "EXPERIENCE",
          "Software Developer, Persistent Systems (July 2019 - Present)",
          "Trainee Developer, KPIT Technologies (June 2018 - June 2019)",
          "EDUCATION",
          "B.E. Computer Engineering, Pune University, 2018",
        ],
      ),
    expected: {
      first_name: "Akshay",
      last_name: "Joshi",
      email: "akshay.joshi@gmail.com",
      phone: "9765012345",
      current_city: "Pune",
      skills: ["Java", "AWS", "React", "Docker", "MySQL"],
      company: "Persistent Systems",
      designation: "Software Developer",
      start_date: "2019-07-01",
      degree: "B.E.",
      year_of_passing: 2018,
      total_experience: "6-10",
      jobs: 2,
      summary: true,
    },
  },
];
