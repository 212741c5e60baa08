// Category rows from the tree, with fixed ids so products can point at them before anything is written.
import type { categories } from '../schema';
import { catalogTree, type SectionSpec } from './categoryTree';

export type CategoryRow = typeof categories.$inferInsert & { id: number; url: string };

export function generateCategories(tree: readonly SectionSpec[] = catalogTree): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const add = (row: Omit<CategoryRow, 'id'>): number => {
    const id = rows.length + 1;
    rows.push({ id, ...row });
    return id;
  };
  tree.forEach((section, sectionIndex) => {
    const sectionUrl = `/${section.code}/`;
    const sectionId = add({ parentId: null, code: section.code, name: section.name, url: sectionUrl, section: section.code, sort: sectionIndex, depth: 1 });
    section.categories.forEach((category, categoryIndex) => {
      const url = `${sectionUrl}${category.code}/`;
      const categoryId = add({ parentId: sectionId, code: category.code, name: category.name, url, section: section.code, sort: categoryIndex, depth: 2 });
      category.children?.forEach((child, childIndex) => {
        add({ parentId: categoryId, code: child.code, name: child.name, url: `${url}${child.code}/`, section: section.code, sort: childIndex, depth: 3 });
      });
    });
  });
  return rows;
}
