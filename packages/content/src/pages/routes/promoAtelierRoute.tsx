import { atelierPageCode, formRequestLabels } from '@ornament/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AtelierForm } from '../../atelier/AtelierForm';
import * as styles from '../pages.css';
import { contentPageMetadata, renderContentPage } from './contentPageRoute';
import type { PagesRouteOptions } from './shared';

export interface PromoAtelierRouteOptions extends PagesRouteOptions {
  /**
   * The atelier's order-for-production form (spec 2 §2), drawn under the landing's first block; the
   * product ('ring' of 'ring-atelier') tells the form what is ordered. Defaults to the package's
   * AtelierForm (POST atelier comment) under its title.
   */
  form?: (props: { product: string }) => ReactNode;
}

interface Props {
  params: Promise<{ slug: string }>;
}

/** /promo/{product}-atelier/ (spec 2 §2): the content page of that code; any other segment is a 404. */
export function promoAtelierRoute(options: PromoAtelierRouteOptions) {
  async function codeOf(params: Props['params']): Promise<string | null> {
    return atelierPageCode((await params).slug);
  }
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const code = await codeOf(params);
      return code ? contentPageMetadata(options, code, `/promo/${code}/`) : {};
    },
    Page: async function PromoAtelierRoute({ params }: Props) {
      const code = await codeOf(params);
      if (!code) notFound();
      const product = code.slice(0, -'-atelier'.length);
      return renderContentPage(options, code, options.form ? options.form({ product }) : <DefaultAtelierForm />);
    },
  };
}

function DefaultAtelierForm() {
  return (
    <section className={styles.block} aria-labelledby="atelier-form-title">
      <h2 id="atelier-form-title" className={styles.blockTitle}>
        {formRequestLabels.atelierTitle}
      </h2>
      <p className={styles.notice}>{formRequestLabels.atelierLead}</p>
      <AtelierForm />
    </section>
  );
}
