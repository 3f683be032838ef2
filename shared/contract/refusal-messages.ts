/** The spec's 403 messages for writes refused to a role (spec: rounds, operative log, daily schedule…). */
export const ADD_REFUSED = 'Unauthorized access. You do not have permission to add entries.';
export const EDIT_REFUSED = 'Unauthorized access. You do not have permission to edit entries.';
