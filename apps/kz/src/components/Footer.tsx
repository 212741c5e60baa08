import type { Tenant } from '@ornament/domain';
import { Footer as ShellFooter } from '@ornament/shell';
import { footerColumns } from './navigation';

export function Footer({ tenant }: { tenant: Tenant }) {
  return <ShellFooter tenant={tenant} columns={footerColumns(tenant)} />;
}
