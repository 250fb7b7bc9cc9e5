// Roles and permissions live in libs/contracts: the studio's interface hides what the server refuses.
export * from '@oriel/contracts/staff-roles';
