'use client';

import { readDocumentCookie } from '@ornament/api-client';
import { contextCookies } from '@ornament/api-contract/http';
import { useEffect, useState } from 'react';
import { type CountryHosts, shopsMapHref } from './shopsMapHref';

export interface ShopsMapAnchorProps {
  brand: string;
  host: string;
  hosts: CountryHosts;
  label: string;
  className?: string | undefined;
}

/** Opens in a new tab on the visitor's country host (read from the country cookie after hydration). */
export function ShopsMapAnchor({ brand, host, hosts, label, className }: ShopsMapAnchorProps) {
  const [visitorCountry, setVisitorCountry] = useState<string | undefined>();
  useEffect(() => setVisitorCountry(readDocumentCookie(contextCookies.countryCode)), []);
  return (
    <a className={className} href={shopsMapHref(brand, host, hosts, visitorCountry)} target="_blank" rel="noopener">
      {label}
    </a>
  );
}
