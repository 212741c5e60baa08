// /service/product-authentication/ (spec 2 §2, §7): static HTML; the check and the complaint are
// client leaves (both need the shopper's session for captcha and photos).
import { authenticityMessages as m } from '@ornament/domain';
import type { Metadata } from 'next';
import * as forms from '../forms/forms.css';
import { AuthenticityCheck } from './AuthenticityCheck';
import { ComplaintForm } from './ComplaintForm';

export function AuthenticityPage() {
  return (
    <div className={forms.page}>
      <h1 className={forms.title}>{m.pageTitle}</h1>
      <p className={forms.lead}>{m.lead}</p>
      <section className={forms.section} aria-labelledby="authenticity-check">
        <h2 id="authenticity-check" className={forms.sectionTitle}>
          {m.checkTitle}
        </h2>
        <AuthenticityCheck />
      </section>
      <section className={forms.section} aria-labelledby="authenticity-complaint">
        <h2 id="authenticity-complaint" className={forms.sectionTitle}>
          {m.complaintTitle}
        </h2>
        <ComplaintForm />
      </section>
    </div>
  );
}

export function authenticityRoute() {
  const metadata: Metadata = { title: m.pageTitle, description: m.lead };
  return { metadata, Page: AuthenticityPage };
}
