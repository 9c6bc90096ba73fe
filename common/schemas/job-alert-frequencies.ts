// How often a job alert is sent (issue #24): the choices of every alert
// form, re-exported by ./job-alerts.ts. Apart, so that the search page's
// "E-mail me jobs like these" (app/components/job/job-alert-form.tsx) loads
// these two words and not every alert message.
export const alertFrequencies = [
  { value: "daily", label: /*i18n*/ "Daily" },
  { value: "weekly", label: /*i18n*/ "Weekly" },
] as const;
export type AlertFrequency = (typeof alertFrequencies)[number]["value"];
