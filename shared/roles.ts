export const Role = {
  Administrator: 1,
  CEO: 2,
  Physician: 3,
  Staff: 4,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];

export const ROLE_IDS: readonly RoleId[] = [1, 2, 3, 4];

/** Administration shows Administrator, CEO, Physician, otherwise Staff. */
export function roleLabel(role: number): string {
  if (role === Role.Administrator) return 'Administrator';
  if (role === Role.CEO) return 'CEO';
  if (role === Role.Physician) return 'Physician';
  return 'Staff';
}

/** Forms call a physician a Surgeon. */
export function roleFormLabel(role: number): string {
  return role === Role.Physician ? 'Surgeon' : roleLabel(role);
}

/**
 * The one permission table. The server's guards and the client's buttons and route guards
 * both read it; nothing else decides who may do what.
 */
export const permissions = {
  'users.manage': [Role.Administrator],
  'rounds.write': [Role.Administrator, Role.Physician],
  'operative-log.write': [Role.Administrator, Role.Physician],
  'daily-schedule.write': [Role.Administrator, Role.Staff],
  'daily-schedule.order-surgeons': [Role.Administrator],
  'call-calendar.write': [Role.Administrator, Role.CEO, Role.Staff],
  'office-closures.remove': [Role.Administrator, Role.CEO, Role.Staff],
  'block-time.write': [Role.Administrator, Role.CEO, Role.Staff],
  'case-tracking.write': [Role.Administrator, Role.Physician, Role.Staff],
  'or-metrics.read': [Role.Administrator, Role.CEO],
  /** Swap, give away and accept calls, ask for time off: the surgeons on the call calendar. */
  'call-requests.make': [Role.Physician],
  'holidays.manage': [Role.Administrator],
  /** Mark one's own "unavailable" / "prefer not" days of a month for suggest-fill. */
  'call-preferences.own': [Role.Physician],
} as const satisfies Record<string, readonly RoleId[]>;

export type Permission = keyof typeof permissions;

export function can(role: number | null | undefined, permission: Permission): boolean {
  if (role == null) return false;
  return (permissions[permission] as readonly number[]).includes(role);
}
