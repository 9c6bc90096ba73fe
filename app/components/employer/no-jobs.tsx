import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** SPEC §2 /employer-dashboard: the state of an employer with no jobs. */
export function NoJobs() {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center">
      <p className="text-lg font-semibold text-navy-900">No jobs posted yet</p>
      <Link to="/post-job" className={buttonClass("primary", "md", "mt-4")}>
        Post Your First Job
      </Link>
    </div>
  );
}
