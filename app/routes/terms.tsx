import { Link } from "react-router";
import { LegalPage } from "~/components/marketing/legal-page";
import { originFrom, pageMeta } from "~/seo";
import { site } from "~/site.config";
import type { Route } from "./+types/terms";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Terms of Service",
    description: `The terms for using the ${site.name} website and job board as a visitor, candidate or employer.`,
    path: "/terms",
    origin: originFrom(matches),
  });

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="23 Nov 2026"
      intro={`These terms apply to everyone who uses the website and job board of ${site.legalName} By using the site you accept them.`}
    >
      <h2>Our service</h2>
      <p>
        We publish information about our company, services and products, and we run a job board where
        candidates can create profiles and apply for jobs, and where employers can review applications.
      </p>

      <h2>No fees for candidates</h2>
      <p>
        We never charge candidates for registering, applying, interviews or placement. If anyone asks you for
        money in our name, do not pay, and report it to{" "}
        <a href={`mailto:${site.emails.support}`}>{site.emails.support}</a>.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>Give true and current information, and keep your password to yourself.</li>
        <li>
          You are responsible for what is done with your account; tell us at once if you think it has been
          misused.
        </li>
        <li>You may delete your account at any time from your profile.</li>
      </ul>

      <h2>Acceptable use</h2>
      <ul>
        <li>Do not post false, misleading, offensive or unlawful content.</li>
        <li>Do not copy job listings or candidate data in bulk, or try to break or overload the service.</li>
        <li>Employers may use candidate data only to assess applications to their own jobs.</li>
      </ul>

      <h2>Job listings</h2>
      <p>
        We check the jobs we publish, but the final hiring decision, offer and terms of employment are the
        employer's. We do not guarantee that an application leads to an interview or a job.
      </p>

      <h2>Content and trademarks</h2>
      <p>
        The text, drawings and logos on this site belong to {site.legalName} or their owners. You may share
        links to our pages but may not reuse our content without permission.
      </p>

      <h2>Liability</h2>
      <p>
        We work to keep the site accurate and available, but we provide it “as is”. To the extent the law
        allows, we are not liable for indirect losses arising from its use.
      </p>

      <h2>Privacy</h2>
      <p>
        How we handle personal data is explained in our <Link to="/privacy">Privacy Policy</Link>.
      </p>

      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of India. The courts at Gautam Buddh Nagar, Uttar Pradesh, have
        jurisdiction over any dispute.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms? Write to{" "}
        <a href={`mailto:${site.emails.support}`}>{site.emails.support}</a>.
      </p>
    </LegalPage>
  );
}
