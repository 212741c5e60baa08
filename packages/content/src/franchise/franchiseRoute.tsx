// /franchise (spec 2 §2): the franchise request form. Static HTML; the form is a client leaf.
import { formRequestLabels as l } from '@ornament/domain';
import type { Metadata } from 'next';
import * as forms from '../forms/forms.css';
import { FranchiseForm } from './FranchiseForm';

export function FranchisePage() {
  return (
    <div className={forms.page}>
      <h1 className={forms.title}>{l.franchiseTitle}</h1>
      <p className={forms.lead}>{l.franchiseLead}</p>
      <section className={forms.section}>
        <FranchiseForm />
      </section>
    </div>
  );
}

export function franchiseRoute() {
  const metadata: Metadata = { title: l.franchiseTitle, description: l.franchiseLead };
  return { metadata, Page: FranchisePage };
}
