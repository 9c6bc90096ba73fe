import { Link } from "react-router";
import { LegalPage } from "~/components/marketing/legal-page";
import { originFrom, pageMeta } from "~/seo";
import { site } from "~/site.config";
import type { Route } from "./+types/privacy";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Privacy Policy",
    description: `How ${site.name} collects, uses and protects your personal data under the Digital Personal Data Protection Act, 2023.`,
    path: "/privacy",
    origin: originFrom(matches),
  });

const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="23 Nov 2026"
      intro={`${site.legalName} ("Vistaar", "we") respects your privacy. This policy explains what personal data we collect through this website and job board, why, and the rights you have under the Digital Personal Data Protection Act, 2023 (DPDP Act).`}
    >
      <h2>Who is responsible</h2>
      <p>
        {site.legalName}, {site.address.street}, {site.address.city}, {site.address.state}{" "}
        {site.address.postalCode}, is the Data Fiduciary for the personal data described here.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>Account data: your e-mail address, mobile number and password (stored only as a secure hash).</li>
        <li>
          Candidate profile data that you choose to give: name, date of birth, location, education, skills,
          work experience, salary expectations, notice period, profile photo and resume.
        </li>
        <li>Applications: the jobs you apply for, your cover letters and the status employers give them.</li>
        <li>
          Contact messages: the name, e-mail, phone, company and message you send through our contact form.
        </li>
        <li>Technical data: your IP address and the time of requests, kept in server logs for security.</li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>To run your account and show your profile to employers when you apply for their jobs.</li>
        <li>To match candidates with roles and to contact you about jobs you applied for.</li>
        <li>To answer enquiries sent through the contact form or to our support team.</li>
        <li>To keep the service secure, prevent abuse and meet our legal obligations.</li>
      </ul>
      <p>
        We process your data on the basis of your consent, which you give when you register, apply or write to
        us, and for the legitimate uses the DPDP Act allows. We do not sell personal data and we do not use it
        for advertising.
      </p>

      <h2>Who sees it</h2>
      <p>
        Employers see the profile, resume and cover letter of candidates who apply to their jobs. Our
        administrators see data as needed to run the service. Service providers that host our systems or
        deliver our e-mail process data only on our instructions. We disclose data to authorities only when
        the law requires it.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your account and profile while your account is open. When you delete your account, we erase
        your profile, resume and applications, except records we must keep by law. Contact messages are kept
        for up to two years.
      </p>

      <h2>Your rights</h2>
      <ul>
        <li>To get a summary of the personal data we hold about you and how we use it.</li>
        <li>To correct, complete or update your data; most of it you can edit on your profile page.</li>
        <li>To have your data erased and to withdraw your consent at any time.</li>
        <li>To nominate another person to exercise your rights in case of death or incapacity.</li>
        <li>To have your grievances heard by us, and then by the Data Protection Board of India.</li>
      </ul>

      <h2>Security</h2>
      <p>
        Data travels over encrypted connections, passwords are hashed, resumes are private to you, the
        employers you apply to and our administrators, and access by our staff is limited and logged.
      </p>

      <h2>Cookies</h2>
      <p>
        We use only the cookies needed to keep you signed in and to show messages after a form is sent. See
        our <Link to="/cookies">Cookie Policy</Link>.
      </p>

      <h2>Grievance Officer</h2>
      <p>
        For questions, requests or complaints about your personal data, write to our Grievance Officer at{" "}
        {mail(site.emails.support)} with the subject “Privacy”. We acknowledge requests within 48 hours and
        resolve them within 30 days.
      </p>

      <h2>Changes</h2>
      <p>We will post any change to this policy on this page and change the date above.</p>
    </LegalPage>
  );
}
