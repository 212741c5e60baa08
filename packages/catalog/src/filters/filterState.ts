// What the filter panel derives from the filters answer (spec 2 §3–§4): the chips of what is
// selected, the price form's target and values, and the price step snapping. Pure, no React.
import type { FilterField, FilterSection } from '@ornament/api-contract';
import { formatNumber, roundToStep } from '@ornament/domain';

export interface SelectedChip {
  key: string;
  label: string;
  /** The URL without this choice. */
  href: string;
}

function checkedFields(fields: readonly FilterField[]): FilterField[] {
  return fields.flatMap((field) => [...(field.checked ? [field] : []), ...checkedFields(field.children ?? [])]);
}

export function priceSectionOf(sections: readonly FilterSection[]): FilterSection | undefined {
  return sections.find((section) => section.display_type === 'range');
}

/** Every checked value as a removable chip; the price as one chip 'от … до …'. */
export function selectedChips(sections: readonly FilterSection[]): SelectedChip[] {
  const chips: SelectedChip[] = [];
  for (const section of sections) {
    if (section.display_type === 'range') {
      const range = priceRangeOf(section);
      if (section.has_selected && section.clear_all) {
        const parts = [range.min.checked ? `от ${formatNumber(range.min.value)}` : '', range.max.checked ? `до ${formatNumber(range.max.value)}` : ''];
        chips.push({ key: section.filter_code, label: `${section.name} ${parts.filter(Boolean).join(' ')}`, href: section.clear_all });
      }
      continue;
    }
    for (const field of checkedFields(section.fields)) chips.push({ key: `${section.filter_code}:${field.value}`, label: field.name, href: field.link });
  }
  return chips;
}

export interface PriceBound {
  value: number;
  limit: number;
  checked: boolean;
}

export function priceRangeOf(section: FilterSection): { min: PriceBound; max: PriceBound } {
  const bound = (name: string): PriceBound => {
    const field = section.fields.find((candidate) => candidate.name === name);
    const limit = field?.limit ?? 0;
    const value = Number(field?.value);
    return { value: Number.isFinite(value) ? value : limit, limit, checked: field?.checked ?? false };
  };
  return { min: bound('min'), max: bound('max') };
}

export interface UrlParts {
  path: string;
  params: [string, string][];
}

export function splitUrl(url: string): UrlParts {
  const [path = '/', query = ''] = url.split('?', 2);
  return { path, params: [...new URLSearchParams(query)] };
}

/** The URL of a price form: its action with the kept parameters, then the prices typed. */
export function priceFormUrl(action: UrlParts, min: string, max: string): string {
  const params = new URLSearchParams(action.params.filter(([key]) => key !== 'price_min' && key !== 'price_max'));
  const low = Number(min);
  const high = Number(max);
  if (min.trim() !== '' && Number.isFinite(low) && low > 0) params.set('price_min', String(roundToStep(low, 'down')));
  if (max.trim() !== '' && Number.isFinite(high) && high > 0) params.set('price_max', String(roundToStep(high, 'up')));
  const query = params.toString();
  return query ? `${action.path}?${query}` : action.path;
}

export type Params = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The search params with the price bounds snapped to the step table (lower down, upper up), or
 * undefined when they already are: the route then redirects, so one price range has one URL.
 */
export function snappedPriceParams(searchParams: Params): Record<string, string> | undefined {
  const next: Record<string, string> = {};
  let changed = false;
  for (const [key, raw] of Object.entries(searchParams)) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined) continue;
    next[key] = value;
    if ((key === 'price_min' || key === 'price_max') && /^\d{1,9}$/.test(value)) {
      const snapped = String(roundToStep(Number(value), key === 'price_min' ? 'down' : 'up'));
      if (snapped !== value && Number(value) > 0) {
        next[key] = snapped;
        changed = true;
      }
    }
  }
  return changed ? next : undefined;
}
