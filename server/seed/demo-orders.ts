// The demo jobs as job orders (issue #37, decision 0052): how many people each
// client asked for, how pressing it is, and its target date as days from the
// day the demo is installed, so some are due soon and a few already overdue
// whenever it is installed (as demoJobsAsOf keeps the closing dates ahead).
import type { JobPriority } from "../../common/schemas/job-orders";
import type { NewJob } from "../domain/jobs";

interface DemoOrder {
  openings: number;
  priority: JobPriority;
  /** Days from the install day to the target date; negative: overdue; null: none. */
  targetIn: number | null;
}

/** By the job's title (server/seed/demo-jobs.ts). */
const demoOrders: Record<string, DemoOrder> = {
  "NOC Engineer - L1 (24x7 Shifts)": { openings: 15, priority: "urgent", targetIn: 9 },
  "NOC Engineer - L2 (IP/MPLS)": { openings: 4, priority: "high", targetIn: 6 },
  "NOC Engineer - L3 / Shift Lead": { openings: 2, priority: "normal", targetIn: 21 },
  "Fibre Splicing Technician": { openings: 12, priority: "urgent", targetIn: 4 },
  "FTTH Installation Lead": { openings: 3, priority: "high", targetIn: 12 },
  "RF Drive Test Engineer": { openings: 6, priority: "normal", targetIn: 30 },
  "BTS and Tower Installation Engineer": { openings: 8, priority: "high", targetIn: 14 },
  "Network Engineer (CCNA)": { openings: 5, priority: "normal", targetIn: null },
  "Senior Network Engineer (CCNP)": { openings: 2, priority: "low", targetIn: 45 },
  "Cloud Engineer (AWS)": { openings: 3, priority: "normal", targetIn: 20 },
  "Senior DevOps Engineer (Kubernetes)": { openings: 1, priority: "high", targetIn: 7 },
  "Linux System Administrator": { openings: 2, priority: "low", targetIn: null },
  "Data Centre Technician": { openings: 10, priority: "urgent", targetIn: -1 },
  "Project Coordinator - Telecom Rollout": { openings: 2, priority: "normal", targetIn: 25 },
  "Project Manager - Telecom Infrastructure (PMP)": { openings: 1, priority: "normal", targetIn: 40 },
  "Telecom Site Surveyor": { openings: 6, priority: "high", targetIn: -2 },
  "SOC Analyst - L1": { openings: 4, priority: "normal", targetIn: 18 },
  "SOC Analyst - L2 / Incident Responder": { openings: 1, priority: "high", targetIn: 10 },
  "Full Stack Developer (React and Node.js)": { openings: 2, priority: "normal", targetIn: null },
  "Java Developer (Spring Boot)": { openings: 3, priority: "normal", targetIn: 35 },
  "Python Developer": { openings: 2, priority: "low", targetIn: null },
  "QA Engineer (Manual and Automation)": { openings: 2, priority: "normal", targetIn: 28 },
  "IT Helpdesk Executive": { openings: 5, priority: "high", targetIn: 8 },
  "Store and Inventory Executive - Telecom Project": { openings: 1, priority: "low", targetIn: null },
  "Field Technician - Telecom O&M": { openings: 15, priority: "urgent", targetIn: -3 },
  "Network Operations Intern": { openings: 6, priority: "normal", targetIn: 15 },
  "Software Development Intern": { openings: 4, priority: "low", targetIn: 50 },
  "OFC Maintenance Engineer (Contract)": { openings: 8, priority: "high", targetIn: 5 },
  "Deputy Manager - Fibre Rollout Operations": { openings: 1, priority: "normal", targetIn: 60 },
  "Part-time IT Support Technician": { openings: 2, priority: "low", targetIn: null },
  "NOC Monitoring Engineer - Freshers": { openings: 10, priority: "urgent", targetIn: 3 },
};

/** The jobs with their order's fields, target dates counted from the India day `today` (YYYY-MM-DD). */
export function withDemoOrders(jobs: NewJob[], today: string): NewJob[] {
  return jobs.map((job) => {
    const order = demoOrders[job.title];
    if (!order) return job;
    const target =
      order.targetIn === null
        ? null
        : new Date(Date.parse(`${today}T00:00:00Z`) + order.targetIn * 86_400_000).toISOString().slice(0, 10);
    return { ...job, openings: order.openings, priority: order.priority, target_date: target };
  });
}
