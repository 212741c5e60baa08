// Folder name rule (spec 2 §5): leading (and trailing) spaces dropped, then 1–30 characters.
import { limits } from '@ornament/domain';

export type ListNameCheck = { ok: true; name: string } | { ok: false };

export function checkListName(raw: string): ListNameCheck {
  const name = raw.trim();
  if (name.length === 0 || [...name].length > limits.folderNameMaxLength) return { ok: false };
  return { ok: true, name };
}

/**
 * The name a saved copy of a shared folder gets when the saver already has a folder of that name:
 * 'Кольца (2)', 'Кольца (3)', … cut so that it still fits the 30 characters.
 */
export function freeListName(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${[...wanted].slice(0, limits.folderNameMaxLength - suffix.length).join('').trimEnd()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
