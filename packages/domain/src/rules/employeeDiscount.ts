/**
 * Staff discount (spec 3 §5, §6): users with an employee_{product} role get it when the session flag
 * employee is 'true'. It replaces promotions and promo codes rather than adding to them.
 */
export const employeeDiscountPercent = 20;

export const employeeRolePrefix = 'employee_';

export function isEmployee(roles: readonly string[]): boolean {
  return roles.some((role) => role.startsWith(employeeRolePrefix));
}
