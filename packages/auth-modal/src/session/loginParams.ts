// Parameters a page may be opened with (spec 3 §2, §4): a CRM ticket logs in on load and is then
// removed from the address; '?error=unauthorized' switches the modal to e-mail login.
export const ticketParams = ['ticket', 'direct-crm-ticket'] as const;

export interface LoginParams {
  ticket: string | null;
  unauthorized: boolean;
  /** The address without the ticket parameters (for history.replaceState). */
  cleaned: string;
}

export function readLoginParams(href: string): LoginParams {
  const url = new URL(href);
  let ticket: string | null = null;
  for (const name of ticketParams) {
    const value = url.searchParams.get(name);
    if (ticket === null && value) ticket = value;
    url.searchParams.delete(name);
  }
  return {
    ticket,
    unauthorized: url.searchParams.get('error') === 'unauthorized',
    cleaned: `${url.pathname}${url.search}${url.hash}`,
  };
}
