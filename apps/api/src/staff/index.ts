// What every area's staff-facing code shares, below the areas (the studio's routes mount theirs):
// who acts and what they may do, the audit trail, the admin channel of staff commands, preview
// links, the error a staff action is refused with, and the guard against lost updates (versions
// and presence) for anything two staff can edit at once.
export * from './admin-channel';
export * from './area-routes';
export * from './audit';
export * from './edit-guard';
export * from './errors';
export * from './preview-token';
export * from './roles';
