// /atelier/ (spec 2 §2 "Atelier order-for-production form"): the main brand's atelier request. An
// article in ?article= (from a product or a promo page) fills the form's article field.
import { formRequestLabels as l } from '@ornament/domain';
import type { Metadata } from 'next';
import * as forms from '../forms/forms.css';
import { AtelierForm } from './AtelierForm';

export interface AtelierPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function AtelierPage({ searchParams }: AtelierPageProps) {
  const article = (await searchParams).article;
  const value = typeof article === 'string' && /^[0-9A-Za-zА-Яа-я-]{3,20}$/.test(article) ? article : '';
  return (
    <div className={forms.page}>
      <h1 className={forms.title}>{l.atelierTitle}</h1>
      <p className={forms.lead}>{l.atelierLead}</p>
      <section className={forms.section}>
        <AtelierForm article={value} />
      </section>
    </div>
  );
}

export function atelierRoute() {
  const metadata: Metadata = { title: l.atelierTitle, description: l.atelierLead };
  return { metadata, Page: AtelierPage };
}

/** For embedding on /promo/{product}-atelier/ landings. */
export { AtelierForm } from './AtelierForm';
