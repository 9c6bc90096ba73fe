// How the product writes money and dates (DESIGN.md "Words"): annual rupees
// shown as lakhs per annum with one decimal; dates with a short month, in the
// language being rendered ("23 Nov 2026", "23 नव॰ 2026"; issue #25).
import { msg } from "@lingui/core/macro";
import { currentI18n, currentLocale, type Locale } from "./i18n";

const LAKH = 100_000;

/** 1250000 → "12.5 LPA"; null or 0 → "Not specified". */
export function formatLpa(rupees: number | null | undefined, options: { rupeeSign?: boolean } = {}): string {
  if (!rupees) return currentI18n()._(msg`Not specified`);
  return `${options.rupeeSign ? "₹" : ""}${(rupees / LAKH).toFixed(1)} LPA`;
}

/** A salary range: "6.0-9.5 LPA", one side only "6.0 LPA", neither "Not specified". */
export function formatSalaryRange(
  min: number | null | undefined,
  max: number | null | undefined,
  options: { rupeeSign?: boolean } = {},
): string {
  const sign = options.rupeeSign ? "₹" : "";
  if (min && max) return `${sign}${(min / LAKH).toFixed(1)}-${(max / LAKH).toFixed(1)} LPA`;
  if (min || max) return formatLpa(min || max, options);
  return currentI18n()._(msg`Not specified`);
}

/** One Intl format per language and shape, made once (they are slow to make). */
function formatOf(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const made = new Map<Locale, Intl.DateTimeFormat>();
  return () => {
    const locale = currentLocale();
    let format = made.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "Asia/Kolkata" });
      made.set(locale, format);
    }
    return format;
  };
}

const dateFormat = formatOf({ day: "numeric", month: "short", year: "numeric" });
const monthFormat = formatOf({ month: "short", year: "numeric" });

/** "23 Nov 2026". Accepts a Date, an ISO timestamp or a YYYY-MM-DD date. */
export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date =
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00+05:30`)
      : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return dateFormat().format(date);
}

/** "Mar 2024" for experience date ranges. */
export function formatMonthYear(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(`${value.slice(0, 10)}T12:00:00+05:30`);
  if (Number.isNaN(date.getTime())) return "";
  return monthFormat().format(date);
}

/** Parses a salary typed as LPA ("6.5", "6.5 LPA") or rupees ("650000", "6,50,000") into annual rupees. */
export function parseSalaryInput(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, "").replace(/lpa$/i, "");
  if (cleaned === "") return null;
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  const value = Number(cleaned);
  // Nobody earns less than 1,000 rupees a year: a small number is lakhs.
  return value < 1000 ? Math.round(value * LAKH) : Math.round(value);
}

/** "+919876543210" → "+91 98765 43210"; anything else as it is. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  const match = phone.match(/^\+91(\d{5})(\d{5})$/);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}

const weekdayFormat = formatOf({ weekday: "short" });
const clockFormat = formatOf({ hour: "numeric", minute: "2-digit" });

/** An interview's start in India: "Tue, 1 Dec 2026, 2:30 pm IST" (the date as formatDate writes it). */
export function formatInterviewTime(value: Date | string): string {
  const date = new Date(value);
  return `${weekdayFormat().format(date)}, ${formatDate(date)}, ${clockFormat().format(date)} IST`;
}

const dayMonthFormat = formatOf({ day: "numeric", month: "short" });

/** A moment in India without its year: "29 Nov, 7:00 am" (a job alert's next e-mail). */
export function formatDayAndTime(value: Date | string): string {
  const date = new Date(value);
  return `${dayMonthFormat().format(date)}, ${clockFormat().format(date)}`;
}

/** Whole rupees grouped the Indian way: 104125 → "₹1,04,125" (a fee; issue #38). */
export function formatRupees(rupees: number): string {
  return `₹${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(rupees)}`;
}
