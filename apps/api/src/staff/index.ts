// What every area's staff-facing code shares, below the areas (the studio's routes mount theirs):
// who acts and what they may do, the audit trail, the admin channel of staff commands, preview
// links and the error a staff action is refused with.
export * from './admin-channel';
export * from './area-routes';
export * from './audit';
export * from './errors';
export * from './preview-token';
export * from './roles';
